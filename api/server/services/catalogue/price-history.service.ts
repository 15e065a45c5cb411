import { asc, eq } from 'drizzle-orm';
import type { PriceHistory } from '../../../contract/price-history';
import type { PropertyRef } from '../../../contract/property-ref';
import type { Queryable, Tx } from '../../db/database';
import { propertyPriceChanges } from '../../db/schema';

/*
 * Price history (issue 22): every change of a catalogue property's price is a row, written by the
 * transaction that changes the price (a partner's or the sandbox's new price, a private seller's
 * approved change), and the property page shows the prices it has had.
 */

/** The history's column that holds the property's id: an apartment's or a listing's. */
const columnOf = (property: PropertyRef) => (property.marketType === '0' ? propertyPriceChanges.apartmentId : propertyPriceChanges.listingId);

/** Records a property's new price in the transaction that writes it; a price written again unchanged is no change. */
export async function recordPriceChange(tx: Tx, property: PropertyRef, change: { before: number; after: number; at: Date }): Promise<void> {
  if (change.before === change.after) return;
  await tx.insert(propertyPriceChanges).values({
    apartmentId: property.marketType === '0' ? property.apartmentId : null,
    listingId: property.marketType === '1' ? property.apartmentId : null,
    priceBefore: change.before,
    priceAfter: change.after,
    changedAt: change.at,
  });
}

/**
 * The old price a card shows struck through, as columns to write with a new price: the price before
 * a reduction, none after a rise; the same price again changes nothing.
 */
export const oldPriceAfter = (before: number, after: number): { oldPrice?: number | null } => (before === after ? {} : { oldPrice: before > after ? before : null });

/**
 * A property's prices, oldest first: the price it was listed at (dated when it was listed), then
 * each new one, the last being the current price. Empty when the price never changed.
 */
export async function priceHistoryOf(q: Queryable, property: PropertyRef, listedAt: Date): Promise<PriceHistory> {
  const changes = await q
    .select({ priceBefore: propertyPriceChanges.priceBefore, priceAfter: propertyPriceChanges.priceAfter, changedAt: propertyPriceChanges.changedAt })
    .from(propertyPriceChanges)
    .where(eq(columnOf(property), property.apartmentId))
    .orderBy(asc(propertyPriceChanges.changedAt), asc(propertyPriceChanges.id));
  const [first] = changes;
  if (!first) return [];
  // A clock set back (a test's, a sandbox's) must not date the first price after the first change.
  const since = listedAt < first.changedAt ? listedAt : first.changedAt;
  return [{ price: first.priceBefore, changedAt: since.toISOString() }, ...changes.map((change) => ({ price: change.priceAfter, changedAt: change.changedAt.toISOString() }))];
}
