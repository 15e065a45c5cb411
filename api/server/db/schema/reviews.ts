import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { buildings } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Building reviews (spec section 6): one rating and text per user per building, enforced by a unique
 * index; the bank may hide one (moderation), and hidden reviews are never shown or averaged.
 */
export const buildingReviews = pgTable(
  'building_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** The moderator's reason for the last hide or show, kept with the review (and in the audit log). */
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamptz('moderated_at'),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check('building_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    uniqueIndex('building_reviews_user_key').on(table.buildingId, table.userId),
    index('building_reviews_building_idx').on(table.buildingId, table.createdAt),
  ],
);
