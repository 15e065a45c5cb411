import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AppointmentKind, IdentificationOutcome, LendingPartyName, PackageDocumentKind } from '../../../contract/lending-process';
import type { Language } from '../../../contract/validation';
import { users } from '../schema';
import { loanApplications } from './lending';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The lending process after the offer (issue 17). The chart keeps what its guards need; these rows
 * keep what the people and the outside systems exchanged: identification sessions, appointments, the
 * contract package's documents and their signatures, and each person's answers (spouse data, the
 * contract's data).
 */

/**
 * One session of the identification provider's widget per try: the guid the widget is opened with and
 * its URL. The provider's answer about the session comes back as an event of the chart.
 */
export const lendingIdentifications = pgTable(
  'lending_identifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    party: text('party').$type<LendingPartyName>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The identification widget guid (spec section 4: cleared from the client at sign-out). */
    guid: uuid('guid').notNull(),
    widgetUrl: text('widget_url').notNull(),
    /** Null until the provider answers. */
    outcome: text('outcome').$type<IdentificationOutcome>(),
    createdAt: timestamptz('created_at').notNull(),
    answeredAt: timestamptz('answered_at'),
  },
  (table) => [
    uniqueIndex('lending_identifications_guid_key').on(table.guid),
    index('lending_identifications_application_idx').on(table.applicationId, table.createdAt),
    check('lending_identifications_party', sql`${table.party} in ('applicant', 'coApplicant')`),
  ],
);

/**
 * A booked time with the bank's video call, a notary or a branch. `resource` names whose calendar
 * (a call room, a notary's id, a branch code). Two bookings of one slot cannot both stand: the unique
 * index over the booked ones decides under any concurrency.
 */
export const lendingAppointments = pgTable(
  'lending_appointments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AppointmentKind>().notNull(),
    party: text('party').$type<LendingPartyName>().notNull(),
    resource: text('resource').notNull(),
    slotAt: timestamptz('slot_at').notNull(),
    /** booked, then done, missed, failed, or moved (a new row replaced it). */
    status: text('status').notNull().default('booked'),
    /** The video call's link, given by the provider at booking. */
    joinUrl: text('join_url'),
    createdAt: timestamptz('created_at').notNull(),
    endedAt: timestamptz('ended_at'),
  },
  (table) => [
    uniqueIndex('lending_appointments_slot_key').on(table.kind, table.resource, table.slotAt).where(sql`${table.status} = 'booked'`),
    // One standing booking per person and kind on an application.
    uniqueIndex('lending_appointments_person_key').on(table.applicationId, table.kind, table.party).where(sql`${table.status} = 'booked'`),
    check('lending_appointments_kind', sql`${table.kind} in ('videoCall', 'notary', 'branchVisit')`),
    check('lending_appointments_status', sql`${table.status} in ('booked', 'done', 'missed', 'failed', 'moved')`),
  ],
);

/**
 * The contract package's documents: PDFs in the person's language, in the storage adapter. A package
 * prepared again (after one expired unsigned) is a new `package_no`.
 */
export const lendingPackageDocuments = pgTable(
  'lending_package_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    packageNo: integer('package_no').notNull(),
    kind: text('kind').$type<PackageDocumentKind>().notNull(),
    language: text('language').$type<Language>().notNull(),
    storageKey: text('storage_key').notNull(),
    /** The PDF's SHA-256 (hex): what a signature signs. */
    sha256: text('sha256').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('lending_package_documents_key').on(table.applicationId, table.packageNo, table.kind, table.language),
  ],
);

/** A person's signature of one package document, by the e-signature provider: its SHA-256 and time are kept. */
export const lendingPackageSignatures = pgTable(
  'lending_package_signatures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => lendingPackageDocuments.id, { onDelete: 'cascade' }),
    party: text('party').$type<LendingPartyName>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The SHA-256 of the document as signed (equal to the document's). */
    sha256: text('sha256').notNull(),
    /** The e-signature provider's reference of the signature. */
    signatureRef: text('signature_ref').notNull(),
    signedAt: timestamptz('signed_at').notNull(),
  },
  (table) => [uniqueIndex('lending_package_signatures_key').on(table.documentId, table.party)],
);

/**
 * What each person on an application gave in the process: their spouse's data confirmation and their
 * part of the contract's data (validated by api/contract/lending-process.ts), by party.
 */
export const lendingProcessAnswers = pgTable(
  'lending_process_answers',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    party: text('party').$type<LendingPartyName>().notNull(),
    spouseData: jsonb('spouse_data'),
    packageData: jsonb('package_data'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [uniqueIndex('lending_process_answers_key').on(table.applicationId, table.party)],
);
