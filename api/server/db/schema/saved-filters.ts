import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A search saved under a name (spec section 3, "Saved filter: name"): the page it ran on and its filters. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    page: text('page').$type<'buildings' | 'search' | 'rentals'>().notNull(),
    search: jsonb('search').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** E-mail alerts when new listings match (spec: "go beyond"). */
    alerts: boolean('alerts').notNull().default(false),
    /** Listings created up to this moment have been considered for alerts. */
    alertsCheckedAt: timestamptz('alerts_checked_at'),
  },
  // Names are unique per user regardless of case, so "Kentron 2 rooms" cannot be saved twice.
  (table) => [uniqueIndex('saved_filters_user_name_key').on(table.userId, sql`lower(${table.name})`), index('saved_filters_user_idx').on(table.userId, table.createdAt)],
);
