import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Favourite, FavouritesCount, MarketType } from '../../contract/favourites';
import type { Language } from '../../contract/validation';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/database';
import { apartments, buildings, favourites, listings } from '../db/schema';
import { AppError } from '../http/app-error';
import { floorPlanUrl } from './catalogue/apartments.service';
import { listingImageUrl } from './catalogue/listings.service';

/** The column a market type's favourites point at: apartments ('0') or listings ('1'). */
const columnOf = (marketType: MarketType) => (marketType === '0' ? favourites.apartmentId : favourites.listingId);

async function propertyExists(q: Queryable, marketType: MarketType, id: number): Promise<boolean> {
  const [row] =
    marketType === '0'
      ? await q.select({ id: apartments.id }).from(apartments).where(eq(apartments.id, id))
      : await q.select({ id: listings.id }).from(listings).where(eq(listings.id, id));
  return row !== undefined;
}

const values = (userId: string, marketType: MarketType, id: number, now: Date) => ({
  userId,
  apartmentId: marketType === '0' ? id : null,
  listingId: marketType === '1' ? id : null,
  createdAt: now,
});

/** Adds one favourite; the unique index refuses a second of the same property ('Favourite already exists'). */
export async function addFavourite(db: Db, clock: Clock, userId: string, marketType: MarketType, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    if (!(await propertyExists(tx, marketType, id))) throw new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
    const [row] = await tx.insert(favourites).values(values(userId, marketType, id, clock.now())).onConflictDoNothing().returning({ id: favourites.id });
    if (!row) throw new AppError('FAVORITE', 'FAVORITE_ALREADY_EXISTS');
    return row;
  });
}

/**
 * Favourites chosen while signed out, added after sign-in or registration: the ones already there
 * and the ones that no longer exist are skipped, so a stale list in the browser never fails.
 */
export async function addFavouritesAfterRegistration(db: Db, clock: Clock, userId: string, items: { apartmentId: number; marketType: MarketType }[]): Promise<{ added: number }> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (const item of items) {
      if (!(await propertyExists(tx, item.marketType, item.apartmentId))) continue;
      const rows = await tx.insert(favourites).values(values(userId, item.marketType, item.apartmentId, clock.now())).onConflictDoNothing().returning({ id: favourites.id });
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
  const rows = await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(columnOf(marketType), id))).returning({ id: favourites.id });
  if (!rows.length) throw new AppError('FAVORITE', 'FAVORITE_NOT_FOUND', undefined, 404);
}

export async function countFavourites(q: Queryable, userId: string): Promise<FavouritesCount> {
  const counted = async (column: typeof favourites.apartmentId | typeof favourites.listingId) =>
    Number((await q.select({ value: count() }).from(favourites).where(and(eq(favourites.userId, userId), isNotNull(column))))[0]?.value ?? 0);
  const [primary, secondary] = await Promise.all([counted(favourites.apartmentId), counted(favourites.listingId)]);
  return { primary, secondary, total: primary + secondary };
}

/** The favourites section of the personal page: newest first, each with what its card shows. */
export async function listFavourites(q: Queryable, userId: string, lang: Language, marketType?: MarketType): Promise<Favourite[]> {
  const mine: SQL = eq(favourites.userId, userId);
  const primary =
    marketType === '1'
      ? []
      : await q
          .select({ favourite: favourites, apartment: apartments, building: buildings })
          .from(favourites)
          .innerJoin(apartments, eq(apartments.id, favourites.apartmentId))
          .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
          .where(mine)
          .orderBy(desc(favourites.createdAt), desc(favourites.id));
  const secondary =
    marketType === '0'
      ? []
      : await q
          .select({ favourite: favourites, listing: listings })
          .from(favourites)
          .innerJoin(listings, eq(listings.id, favourites.listingId))
          .where(mine)
          .orderBy(desc(favourites.createdAt), desc(favourites.id));
  const items: Favourite[] = [
    ...primary.map(({ favourite, apartment, building }) => ({
      id: favourite.id,
      marketType: '0' as const,
      apartmentId: apartment.id,
      deal: 'sale' as const,
      title: `${building.name[lang]}, № ${apartment.number}`,
      address: building.address[lang],
      price: apartment.price,
      availability: apartment.availability,
      imageUrl: floorPlanUrl(apartment.id),
      createdAt: favourite.createdAt.toISOString(),
    })),
    ...secondary.map(({ favourite, listing }) => ({
      id: favourite.id,
      marketType: '1' as const,
      apartmentId: listing.id,
      deal: listing.deal,
      title: listing.title[lang],
      address: listing.address[lang],
      price: listing.price,
      availability: listing.availability,
      imageUrl: listingImageUrl(listing.id),
      createdAt: favourite.createdAt.toISOString(),
    })),
  ];
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
