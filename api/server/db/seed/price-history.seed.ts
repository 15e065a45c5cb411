import { and, gt, lt, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../database';
import { apartments, listings, propertyPriceChanges } from '../schema';
import { catalogueSeedMoment } from './catalogue.seed';
import { createRandom } from './random';

/** A demo property the catalogue shows with a struck-out old price. */
export interface DiscountedRow {
  id: number;
  price: number;
  oldPrice: number;
  createdAt: Date;
}

export type DemoPriceChange = typeof propertyPriceChanges.$inferInsert;

const MINUTE = 60_000;
const toMinute = (time: number) => new Date(Math.floor(time / MINUTE) * MINUTE);

/**
 * How the price of a discounted demo row came down from its old price (issue 22): in one step, or in
 * two with a price between, at moments between its listing and the catalogue's moment. Each row draws
 * from its own generator, so the history is the same on every machine and for every load.
 */
export function demoPriceChanges(market: 'apartment' | 'listing', row: DiscountedRow, roundingUnit: number): DemoPriceChange[] {
  const rng = createRandom(2026).fork(`price-history:${market}:${row.id}`);
  const from = row.createdAt.getTime();
  const span = catalogueSeedMoment.getTime() - from;
  const at = (share: number) => toMinute(from + span * share);
  const property = market === 'apartment' ? { apartmentId: row.id, listingId: null } : { apartmentId: null, listingId: row.id };
  const between = Math.round((row.oldPrice - rng.float(0.3, 0.6, 2) * (row.oldPrice - row.price)) / roundingUnit) * roundingUnit;
  if (rng.chance(0.4) && between < row.oldPrice && between > row.price) {
    return [
      { ...property, priceBefore: row.oldPrice, priceAfter: between, changedAt: at(rng.float(0.2, 0.5, 3)) },
      { ...property, priceBefore: between, priceAfter: row.price, changedAt: at(rng.float(0.6, 0.95, 3)) },
    ];
  }
  return [{ ...property, priceBefore: row.oldPrice, priceAfter: row.price, changedAt: at(rng.float(0.3, 0.9, 3)) }];
}

/** Rows with an old price above the price, listed before the catalogue's moment, and no history yet. */
const discounted = (table: typeof apartments | typeof listings, column: typeof propertyPriceChanges.apartmentId | typeof propertyPriceChanges.listingId) =>
  and(
    gt(table.oldPrice, table.price),
    lt(table.createdAt, catalogueSeedMoment),
    notExists(sql`(select 1 from ${propertyPriceChanges} where ${column} = ${table.id})`),
  );

/** Writes the demo price history: the seeded catalogue's discounted apartments and listings. */
export async function insertDemoPriceHistory(tx: Tx): Promise<void> {
  const flats = await tx
    .select({ id: apartments.id, price: apartments.price, oldPrice: sql<number>`${apartments.oldPrice}`.mapWith(Number), createdAt: apartments.createdAt })
    .from(apartments)
    .where(discounted(apartments, propertyPriceChanges.apartmentId));
  const offers = await tx
    .select({ id: listings.id, deal: listings.deal, price: listings.price, oldPrice: sql<number>`${listings.oldPrice}`.mapWith(Number), createdAt: listings.createdAt })
    .from(listings)
    .where(discounted(listings, propertyPriceChanges.listingId));
  // Prices are rounded as the seed rounds them: flats and rents to 10,000 drams, resale homes to 100,000.
  const changes = [
    ...flats.flatMap((row) => demoPriceChanges('apartment', row, 10_000)),
    ...offers.flatMap((row) => demoPriceChanges('listing', row, row.deal === 'sale' ? 100_000 : 10_000)),
  ];
  for (let start = 0; start < changes.length; start += 400) await tx.insert(propertyPriceChanges).values(changes.slice(start, start + 400));
}
