import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { apartments, listings } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 'sold': the booking ended as the sale, its loan paid out (the property is no longer offered). */
export type ReleaseReason = 'unbooked' | 'expired' | 'sold';

/**
 * Bookings (spec section 4): a user holds a primary apartment for 2 days or a secondary listing for
 * 5. The limits live in the database, so they hold with any number of server instances: an active
 * booking takes one of its user's two slots (unique per user and slot), and a property has at most
 * one active booking (unique per property). Released bookings stay as history.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /** 1 or 2: which of the user's two booking places this booking takes while it is active. */
    slot: smallint('slot').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    releasedAt: timestamptz('released_at'),
    releaseReason: text('release_reason').$type<ReleaseReason>(),
  },
  (table) => [
    check('bookings_one_property', sql`(${table.apartmentId} is null) <> (${table.listingId} is null)`),
    check('bookings_slot', sql`${table.slot} in (1, 2)`),
    check('bookings_release', sql`(${table.releasedAt} is null) = (${table.releaseReason} is null)`),
    uniqueIndex('bookings_active_user_slot_key').on(table.userId, table.slot).where(sql`${table.releasedAt} is null`),
    uniqueIndex('bookings_active_apartment_key').on(table.apartmentId).where(sql`${table.releasedAt} is null and ${table.apartmentId} is not null`),
    uniqueIndex('bookings_active_listing_key').on(table.listingId).where(sql`${table.releasedAt} is null and ${table.listingId} is not null`),
    index('bookings_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * "Notify me when it is free" (spec section 4): one open request per user and property; it is
 * answered (notifiedAt) when the property's booking is released.
 */
export const availabilityWatches = pgTable(
  'availability_watches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    notifiedAt: timestamptz('notified_at'),
  },
  (table) => [
    check('availability_watches_one_property', sql`(${table.apartmentId} is null) <> (${table.listingId} is null)`),
    uniqueIndex('availability_watches_open_apartment_key').on(table.userId, table.apartmentId).where(sql`${table.notifiedAt} is null and ${table.apartmentId} is not null`),
    uniqueIndex('availability_watches_open_listing_key').on(table.userId, table.listingId).where(sql`${table.notifiedAt} is null and ${table.listingId} is not null`),
    index('availability_watches_apartment_idx').on(table.apartmentId).where(sql`${table.notifiedAt} is null`),
    index('availability_watches_listing_idx').on(table.listingId).where(sql`${table.notifiedAt} is null`),
  ],
);
