import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Decision, DocumentType, PrequalStage } from '../../../contract/prequal';
import { users } from '../schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Pre-qualification applications (spec sections 2, 3, 7). A person has at most one open application
 * (a unique index while it is undecided), so two tabs or two server instances cannot start two. The
 * decision is kept with the day of the consent it relied on; decided applications are the person's
 * eligibility-check history.
 */
export const prequalApplications = pgTable(
  'prequal_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<PrequalStage>().notNull(),
    amount: integer('amount').notNull(),
    termMonths: integer('term_months').notNull(),
    socialCardNumber: text('social_card_number').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    documentNumber: text('document_number').notNull(),
    /** When the person agreed to the credit-register check; it is good for three months. */
    consentAt: timestamptz('consent_at').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    decision: jsonb('decision').$type<Decision>(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    uniqueIndex('prequal_applications_open_user_key').on(table.userId).where(sql`${table.decidedAt} is null`),
    index('prequal_applications_user_decided_idx').on(table.userId, table.decidedAt),
  ],
);

/** Addresses that asked for no more pre-qualification e-mails (the reminders a decision books). */
export const prequalMailOptOuts = pgTable('prequal_mail_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: timestamptz('created_at').notNull(),
});
