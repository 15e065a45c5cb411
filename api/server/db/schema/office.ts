import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { agencies, developers } from './catalogue';
import { stores } from './stores';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The bank's staff (issue 18): an account of the same account service with one or more roles. A credit
 * officer belongs to a branch; a partner to one developer, one agency or one store; a notary to one notary office
 * of the notary adapter. Removing every role disables the member (the row stays for the audit log).
 */
export const staffMembers = pgTable('staff_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  roles: text('roles').array().notNull(),
  branchCode: text('branch_code'),
  developerId: integer('developer_id').references(() => developers.id),
  agencyId: integer('agency_id').references(() => agencies.id),
  /** A partner store's staff member checks and uses the store's promo codes (issue 20). */
  storeId: integer('store_id').references(() => stores.id),
  notaryId: text('notary_id'),
  createdAt: timestamptz('created_at').notNull(),
  /** The administrator who created the member; null for the first administrator made by the command. */
  createdBy: uuid('created_by').references(() => users.id),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * A staff member's second factor: a TOTP secret (RFC 6238), kept encrypted with the server secret.
 * It is confirmed by the first code entered after the QR code was shown; the last time step a code
 * was accepted for is kept, so a code cannot be used twice.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  failedTries: integer('failed_tries').notNull().default(0),
  createdAt: timestamptz('created_at').notNull(),
});

/** Every staff action: who, when, what, on which subject, the state before and after. Append-only (a trigger refuses updates and deletes). */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull(),
    /** Null for the command that makes the first administrator. */
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('staff_audit_log_at_idx').on(table.at), index('staff_audit_log_subject_idx').on(table.subjectKind, table.subjectId)],
);

/**
 * A credit officer's claim on a case (an application waiting for a person): one officer at a time,
 * until `expiresAt` or their decision. Taking a case is one upsert that succeeds only over an expired
 * claim or the officer's own, so two officers cannot hold it at once, with any number of instances.
 */
export const officeClaims = pgTable('office_claims', {
  applicationId: uuid('application_id').primaryKey(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  claimedAt: timestamptz('claimed_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** The sandbox's setting per outside party (api/contract/office-workspaces.ts): absent means automatic. */
export const sandboxPartyModes = pgTable('sandbox_party_modes', {
  party: text('party').primaryKey(),
  mode: text('mode').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});
