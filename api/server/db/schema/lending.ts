import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  activeInvitationStatuses,
  coApplicantInvitationStatuses,
  lendingFinalStatuses,
  type CoApplicantInvitationStatus,
  type CoApplicantRelationship,
  type CoApplicantStep,
  type LoanWizardStep,
} from '../../../contract/loan-application';
import type { MarketType } from '../../../contract/property-ref';
import { users } from '../schema';
import { bookings } from './bookings';
import { apartments, listings } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Re-exported for the server's queries: the contract's list (the index below is built from it). */
export { lendingFinalStatuses };

/** Who sent an event of an application's log. */
export type LendingActorKind = 'applicant' | 'system' | 'staff';

/**
 * Mortgage applications (issue 15). The lending chart's state is kept as our own envelope
 * (machine_version, state_value, context) beside the status it names, which queries and the "one
 * active application per person" index read. The property is a PropertyRef stored as the other
 * referring tables store it: an apartment's id for the primary market, a listing's id for the
 * secondary, or neither when the person gave a property price instead.
 */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mainApplicantId: uuid('main_applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketType: text('market_type').$type<MarketType>().notNull(),
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'restrict' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'restrict' }),
    /** The property's price when the application started, drams. */
    price: integer('price').notNull(),
    machineVersion: integer('machine_version').notNull(),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    status: text('status').notNull(),
    /** The booking the application took on its property (released when the application ends), or null without one. */
    bookingId: bigint('booking_id', { mode: 'number' }).references(() => bookings.id, { onDelete: 'set null' }),
    /** The wizard's saved steps by name (api/contract/loan-application.ts validates each), and the step it resumes at. */
    steps: jsonb('steps').notNull().default({}),
    currentStep: text('current_step').$type<LoanWizardStep>().notNull().default('loanInfo'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('loan_applications_market_type', sql`${table.marketType} in ('0', '1')`),
    // A primary application points at an apartment (or nothing), a secondary one at a listing (or nothing).
    check(
      'loan_applications_property_of_market',
      sql`(${table.marketType} = '0' and ${table.listingId} is null) or (${table.marketType} = '1' and ${table.apartmentId} is null)`,
    ),
    check('loan_applications_price', sql`${table.price} > 0`),
    uniqueIndex('loan_applications_active_applicant_key')
      .on(table.mainApplicantId)
      .where(sql`${table.status} not in (${sql.raw(lendingFinalStatuses.map((status) => `'${status}'`).join(', '))})`),
    index('loan_applications_applicant_created_idx').on(table.mainApplicantId, table.createdAt),
    index('loan_applications_status_idx').on(table.status),
  ],
);

/**
 * Every event an application took, in order (seq counts from 1 per application): the creation, the
 * applicant's actions, the outside systems' answers and the deadlines. Append-only.
 */
export const loanApplicationEvents = pgTable(
  'loan_application_events',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    eventType: text('event_type').notNull(),
    event: jsonb('event').notNull(),
    actorKind: text('actor_kind').$type<LendingActorKind>().notNull(),
    /** The user's or employee's id, or the system part that sent it (e.g. `deadline:42`). */
    actorId: text('actor_id').notNull(),
    at: timestamptz('at').notNull(),
    /** Null for the creation. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.seq] }),
    check('loan_application_events_actor_kind', sql`${table.actorKind} in ('applicant', 'system', 'staff')`),
  ],
);

/**
 * Requests to outside systems (the decision engine first), written in the transaction of the event
 * that needs them and sent later; the idempotency key lets the receiver ignore a repeated send.
 */
export const loanApplicationOutbox = pgTable(
  'loan_application_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    uniqueIndex('loan_application_outbox_idempotency_key').on(table.idempotencyKey),
    index('loan_application_outbox_unsent_idx').on(table.createdAt).where(sql`${table.sentAt} is null`),
  ],
);

/**
 * Pictures of documents uploaded to an application (spec section 9: png or jpeg, at most 3 MB,
 * re-encoded without metadata). The bytes live in the storage adapter under `storage_key`; one
 * picture per owner and kind, a new upload replaces the old one.
 */
export const loanApplicationDocuments = pgTable(
  'loan_application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    /** Whose document: 'spouse' in this issue (the co-applicant issue adds its own). */
    owner: text('owner').notNull(),
    kind: text('kind').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull(),
  },
  (table) => [
    uniqueIndex('loan_application_documents_owner_kind_key').on(table.applicationId, table.owner, table.kind),
    check('loan_application_documents_content_type', sql`${table.contentType} in ('image/png', 'image/jpeg')`),
  ],
);

const activeInvitation = sql.raw(`status in (${activeInvitationStatuses.map((status) => `'${status}'`).join(', ')})`);

/**
 * Co-applicant invitations (issue 16): whom the main applicant invited, the invitation's state
 * (machines/co-applicant, kept beside the lending chart's status in the same transaction), the
 * account that accepted it, and that person's own part of the application (their wizard steps, as
 * the applicant's are kept on the application). The mailed link's token is stored hashed. The
 * invariants hold across server instances as unique indexes: one active invitation per application
 * and per invited e-mail, one application per accepted co-applicant.
 */
export const loanApplicationCoApplicants = pgTable(
  'loan_application_co_applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    relationship: text('relationship').$type<CoApplicantRelationship>().notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** SHA-256 of the link's token, base64url. */
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<CoApplicantInvitationStatus>().notNull(),
    /** The account that accepted it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    steps: jsonb('steps').notNull().default({}),
    currentStep: text('current_step').$type<CoApplicantStep>().notNull().default('applicantData'),
    invitedAt: timestamptz('invited_at').notNull(),
    answeredAt: timestamptz('answered_at'),
    endedAt: timestamptz('ended_at'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('loan_application_co_applicants_status', sql`${table.status} in (${sql.raw(coApplicantInvitationStatuses.map((status) => `'${status}'`).join(', '))})`),
    check('loan_application_co_applicants_accepted_user', sql`${table.status} <> 'accepted' or ${table.userId} is not null`),
    uniqueIndex('loan_application_co_applicants_token_key').on(table.tokenHash),
    uniqueIndex('loan_application_co_applicants_active_application_key').on(table.applicationId).where(activeInvitation),
    uniqueIndex('loan_application_co_applicants_active_email_key').on(table.email).where(activeInvitation),
    uniqueIndex('loan_application_co_applicants_accepted_user_key').on(table.userId).where(sql`${table.status} = 'accepted'`),
    index('loan_application_co_applicants_application_idx').on(table.applicationId, table.invitedAt),
    // The person's applications as a co-applicant (accepted or closed), read by their live stream (api/server/live/).
    index('loan_application_co_applicants_user_idx').on(table.userId),
  ],
);

/**
 * The change feed of what a person sees of an application (migration 0026): triggers on the
 * application's tables write one row per application per transaction, in that transaction, and
 * `pg_notify` it; the live streams (api/server/live/) resume from these ids. Pruned after a week.
 */
export const loanApplicationChanges = pgTable(
  'loan_application_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    /** What changed: 'application', 'coApplicant', 'event', 'document', 'appointment', 'identification', 'package', 'answers'. */
    kind: text('kind').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    /** The writing transaction: with the application, the key that keeps one row per transaction. */
    tx: bigint('tx', { mode: 'number' }).notNull().default(sql`txid_current()`),
  },
  (table) => [
    index('loan_application_changes_application_idx').on(table.applicationId, table.id),
    uniqueIndex('loan_application_changes_application_tx_key').on(table.applicationId, table.tx),
    index('loan_application_changes_at_idx').on(table.at),
  ],
);
