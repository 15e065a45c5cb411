import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Requests sent from a property page (interest applications), for the bank's sales desk to call back. */
export const propertyRequests = pgTable(
  'property_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** primary (an apartment), secondary or rent (a listing). */
    market: text('market').$type<'primary' | 'secondary' | 'rent'>().notNull(),
    propertyId: integer('property_id').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    message: text('message'),
    language: text('language').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    replyBy: timestamptz('reply_by').notNull(),
  },
  (table) => [index('property_requests_property_idx').on(table.market, table.propertyId), index('property_requests_created_idx').on(table.createdAt)],
);
