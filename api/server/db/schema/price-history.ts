import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { apartments, listings } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * Every change of a catalogue property's price (issue 22): a primary-market apartment or a listing,
 * exactly one of the two, as bookings and favourites point at a property. Written in the transaction
 * that changes the price, so the property page's history never misses one or shows one that did not
 * happen. A property's history goes with it.
 */
export const propertyPriceChanges = pgTable(
  'property_price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    priceBefore: money('price_before').notNull(),
    priceAfter: money('price_after').notNull(),
    changedAt: timestamptz('changed_at').notNull(),
  },
  (table) => [
    check('property_price_changes_one_property', sql`(${table.apartmentId} is null) <> (${table.listingId} is null)`),
    // A write that leaves the price as it was is not a change.
    check('property_price_changes_changed', sql`${table.priceBefore} <> ${table.priceAfter}`),
    index('property_price_changes_apartment_idx').on(table.apartmentId, table.changedAt).where(sql`${table.apartmentId} is not null`),
    index('property_price_changes_listing_idx').on(table.listingId, table.changedAt).where(sql`${table.listingId} is not null`),
  ],
);
