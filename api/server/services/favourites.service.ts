import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Favourite, FavouritesCount } from '../../contract/favourites';
import { propertyKey, type MarketType, type PropertyRef } from '../../contract/property-ref';
import type { Language } from '../../contract/validation';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/database';
import { favourites } from '../db/schema';
import { AppError } from '../http/app-error';
import { cardIn, propertyCards, propertyState, refColumn, refOfRow, refValues } from './property-tables';

const values = (userId: string, ref: PropertyRef, now: Date) => ({ userId, ...refValues(ref), createdAt: now });

/** Adds one favourite; the unique index refuses a second of the same property ('Favourite already exists'). */
export async function addFavourite(db: Db, clock: Clock, userId: string, marketType: MarketType, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const ref: PropertyRef = { marketType, apartmentId: id };
    if (!(await propertyState(tx, ref))) throw new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
    const [row] = await tx.insert(favourites).values(values(userId, ref, clock.now())).onConflictDoNothing().returning({ id: favourites.id });
    if (!row) throw new AppError('FAVORITE', 'FAVORITE_ALREADY_EXISTS');
    return row;
  });
}

/**
 * Favourites chosen while signed out, added after sign-in or registration: the ones already there
 * and the ones that no longer exist are skipped, so a stale list in the browser never fails.
 */
export async function addFavouritesAfterRegistration(db: Db, clock: Clock, userId: string, items: readonly PropertyRef[]): Promise<{ added: number }> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (const item of items) {
      if (!(await propertyState(tx, item))) continue;
      const rows = await tx.insert(favourites).values(values(userId, item, clock.now())).onConflictDoNothing().returning({ id: favourites.id });
      added += rows.length;
    }
    return { added };
  });
}

export async function removeFavourite(db: Db, userId: string, id: number): Promise<void> {
  const rows = await db.delete(favourites).where(and(eq(favourites.id, id), eq(favourites.userId, userId))).returning({ id: favourites.id });
  if (!rows.length) throw new AppError('FAVORITE', 'FAVORITE_NOT_FOUND', undefined, 404);
}

export async function removeFavouriteByProperty(db: Db, userId: string, marketType: MarketType, id: number): Promise<void> {
  const rows = await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(refColumn(favourites, marketType), id))).returning({ id: favourites.id });
  if (!rows.length) throw new AppError('FAVORITE', 'FAVORITE_NOT_FOUND', undefined, 404);
}

export async function countFavourites(q: Queryable, userId: string): Promise<FavouritesCount> {
  const counted = async (marketType: MarketType) =>
    Number((await q.select({ value: count() }).from(favourites).where(and(eq(favourites.userId, userId), isNotNull(refColumn(favourites, marketType)))))[0]?.value ?? 0);
  const [primary, secondary] = await Promise.all([counted('0'), counted('1')]);
  return { primary, secondary, total: primary + secondary };
}

/** The favourites section of the personal page: newest first, each with what its card shows. */
export async function listFavourites(q: Queryable, userId: string, lang: Language, marketType?: MarketType): Promise<Favourite[]> {
  const rows = await q
    .select()
    .from(favourites)
    .where(and(eq(favourites.userId, userId), marketType === undefined ? undefined : isNotNull(refColumn(favourites, marketType))))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  const cards = await propertyCards(q, rows.map(refOfRow));
  return rows.flatMap((favourite) => {
    const card = cards.get(propertyKey(refOfRow(favourite)));
    return card
      ? [{ id: favourite.id, ...cardIn(card, lang), deal: card.link.deal, availability: card.availability, createdAt: favourite.createdAt.toISOString() }]
      : [];
  });
}
