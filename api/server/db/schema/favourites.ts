import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { apartments, listings } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A user's favourite properties: a primary-market apartment or a secondary-market listing, exactly
 * one of the two. The unique indexes make a second "add" of the same property fail in the database,
 * whatever the number of server instances.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check('favourites_one_property', sql`(${table.apartmentId} is null) <> (${table.listingId} is null)`),
    uniqueIndex('favourites_user_apartment_key').on(table.userId, table.apartmentId).where(sql`${table.apartmentId} is not null`),
    uniqueIndex('favourites_user_listing_key').on(table.userId, table.listingId).where(sql`${table.listingId} is not null`),
    index('favourites_user_created_idx').on(table.userId, table.createdAt),
  ],
);
