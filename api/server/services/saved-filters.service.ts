import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { maxSavedFilters, type SavedFilter, type SavedSearch, type savedFilterPages } from '../../contract/saved-filters';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/database';
import { savedFilters, users } from '../db/schema';
import { AppError } from '../http/app-error';

const toSavedFilter = (row: typeof savedFilters.$inferSelect): SavedFilter => ({
  id: row.id,
  name: row.name,
  page: row.page,
  search: row.search,
  createdAt: row.createdAt.toISOString(),
  alerts: row.alerts,
});

const nameTaken = async (q: Queryable, userId: string, name: string, except?: number) =>
  (
    await q
      .select({ id: savedFilters.id })
      .from(savedFilters)
      .where(and(eq(savedFilters.userId, userId), sql`lower(${savedFilters.name}) = lower(${name})`, ...(except ? [ne(savedFilters.id, except)] : [])))
  ).length > 0;

export async function listSavedFilters(q: Queryable, userId: string): Promise<SavedFilter[]> {
  const rows = await q.select().from(savedFilters).where(eq(savedFilters.userId, userId)).orderBy(asc(savedFilters.createdAt), asc(savedFilters.id));
  return rows.map(toSavedFilter);
}

/**
 * Saves a search under a name. The user's row is locked first, so two saves at once cannot pass the
 * limit together; the unique index on the lower-cased name refuses a duplicate name.
 */
export async function saveFilter(db: Db, clock: Clock, userId: string, input: { name: string; page: (typeof savedFilterPages)[number]; search: SavedSearch }): Promise<SavedFilter> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx.select({ value: count() }).from(savedFilters).where(eq(savedFilters.userId, userId));
    if (Number(existing?.value ?? 0) >= maxSavedFilters) throw new AppError('FILTER', 'FILTERS_LIMIT_REACHED', { max: maxSavedFilters });
    if (await nameTaken(tx, userId, input.name)) throw new AppError('FILTER', 'FILTER_NAME_TAKEN');
    const [row] = await tx.insert(savedFilters).values({ userId, name: input.name, page: input.page, search: input.search, createdAt: clock.now() }).returning();
    if (!row) throw new Error('saved filter insert returned nothing');
    return toSavedFilter(row);
  });
}

export async function renameSavedFilter(db: Db, userId: string, id: number, name: string): Promise<SavedFilter> {
  return db.transaction(async (tx) => {
    if (await nameTaken(tx, userId, name, id)) throw new AppError('FILTER', 'FILTER_NAME_TAKEN');
    const [row] = await tx.update(savedFilters).set({ name }).where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId))).returning();
    if (!row) throw new AppError('FILTER', 'FILTER_NOT_FOUND', undefined, 404);
    return toSavedFilter(row);
  });
}

export async function deleteSavedFilter(db: Db, userId: string, id: number): Promise<void> {
  const rows = await db.delete(savedFilters).where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId))).returning({ id: savedFilters.id });
  if (!rows.length) throw new AppError('FILTER', 'FILTER_NOT_FOUND', undefined, 404);
}

/**
 * Turns e-mail alerts on or off. Turning them on starts the count now: only listings that appear from
 * then on are news. Turning them on again while on keeps the moment they were last checked.
 */
export async function setSavedFilterAlerts(db: Db, now: Date, userId: string, id: number, alerts: boolean): Promise<SavedFilter> {
  const [row] = await db
    .update(savedFilters)
    .set(alerts ? { alerts, alertsCheckedAt: sql`case when ${savedFilters.alerts} then ${savedFilters.alertsCheckedAt} else ${now.toISOString()}::timestamptz end` } : { alerts, alertsCheckedAt: null })
    .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId)))
    .returning();
  if (!row) throw new AppError('FILTER', 'FILTER_NOT_FOUND', undefined, 404);
  return toSavedFilter(row);
}
