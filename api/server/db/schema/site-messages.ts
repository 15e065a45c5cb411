import { bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A message of the contact form (spec section 5, "Contact message"): mailed to the bank, answered within one working day. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    replyBy: timestamptz('reply_by').notNull(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/**
 * Newsletter subscriptions (issue 19), no account needed: `pending` until the mailed link confirms the
 * address (double opt-in), then `confirmed` until its unsubscribe link. Only a hash of the
 * confirmation token is kept. The address is stored lower-cased and appears once.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamptz('confirm_expires_at'),
    createdAt: timestamptz('created_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_key').on(table.email), index('newsletter_subscriptions_status_idx').on(table.status)],
);

/** A "become a partner" application (spec section 7): mailed to the bank and listed for administrators. */
export const partnershipApplications = pgTable(
  'partnership_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyName: text('company_name').notNull(),
    type: text('type').notNull(),
    offer: text('offer').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    website: text('website'),
    language: text('language').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('partnership_applications_created_idx').on(table.createdAt)],
);
