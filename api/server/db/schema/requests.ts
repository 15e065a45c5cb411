import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type RequestKind = 'interest' | 'project' | 'foreign' | 'rental';
export type RequestMarket = 'primary' | 'secondary' | 'rent' | 'project' | 'foreign';

/**
 * Requests sent from the catalogue (spec section 7): the interest application of a property page, the
 * project request, the foreign property request and the rental request. Each goes to the listing's
 * developer, agency or broker (`recipient`) through the outbox, and a signed-in sender sees it listed.
 */
export const propertyRequests = pgTable(
  'property_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<RequestKind>().notNull().default('interest'),
    /** primary (an apartment), secondary or rent (a listing), project (a building), foreign (a foreign project). */
    market: text('market').$type<RequestMarket>().notNull(),
    propertyId: integer('property_id').notNull(),
    /** The sender, when signed in: their requests are listed on the personal page. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    message: text('message'),
    /** The rental request's terms (period, guests, fees…), as the contract validated them. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** Where the request was sent: the developer's, agency's or broker's e-mail. */
    recipient: text('recipient'),
    language: text('language').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    replyBy: timestamptz('reply_by').notNull(),
  },
  (table) => [
    index('property_requests_property_idx').on(table.market, table.propertyId),
    index('property_requests_created_idx').on(table.createdAt),
    index('property_requests_user_idx').on(table.userId, table.createdAt),
  ],
);
