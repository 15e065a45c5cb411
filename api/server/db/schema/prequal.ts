import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Applicant, Decision, DocumentType, PrequalStage } from '../../../contract/prequal';
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
    /** The registry's person the decision was made for (null on decisions made before identities were bound). */
    applicant: jsonb('applicant').$type<Applicant>(),
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

/**
 * The person an account belongs to: who the population registry returned for the social card of the
 * account's first decided pre-qualification. Letters, the history and loan applications name this
 * person, not what was typed at sign-up. One person per account (the key) and one account per social
 * card (the unique index), so one person's documents cannot pre-qualify two accounts, whatever the
 * number of server instances.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    socialCard: text('social_card').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** ISO 3166 code. */
    citizenship: text('citizenship').notNull(),
    boundAt: timestamptz('bound_at').notNull(),
    /** When the registry's answer was last taken (names can change, e.g. on marriage). */
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [uniqueIndex('user_identities_social_card_key').on(table.socialCard)],
);
