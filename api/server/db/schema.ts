import { sql } from 'drizzle-orm';
import { bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Text kept in every language of the product (design principle 6). */
export type LocalizedText = { hy: string; ru: string; en: string };

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Facts about this database: which seed it holds, and similar one-off markers. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Work due at a time (booking holds, submission deadlines, decisions). Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so any number of server instances can run the scheduler.
 */
export const deadlines = pgTable(
  'deadlines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    dueAt: timestamptz('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    doneAt: timestamptz('done_at'),
    failedAt: timestamptz('failed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('deadlines_pending_due_idx').on(table.dueAt).where(sql`done_at is null and failed_at is null`),
    // A loan application's open deadlines, found when its state changes (services/lending).
    index('deadlines_lending_application_idx')
      .on(sql`(${table.payload}->>'applicationId')`)
      .where(sql`kind like 'lending.%' and done_at is null and failed_at is null`),
  ],
);

export const branches = pgTable('branches', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  address: jsonb('address').$type<LocalizedText>().notNull(),
  city: jsonb('city').$type<LocalizedText>().notNull(),
  phone: text('phone').notNull(),
  isHeadOffice: boolean('is_head_office').notNull().default(false),
  openingHours: jsonb('opening_hours').$type<LocalizedText>().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  position: integer('position').notNull().default(0),
});

export const creditOfficers = pgTable(
  'credit_officers',
  {
    id: serial('id').primaryKey(),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.code, { onDelete: 'cascade' }),
    fullName: jsonb('full_name').$type<LocalizedText>().notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    languages: text('languages').array().notNull(),
  },
  (table) => [index('credit_officers_branch_idx').on(table.branchCode)],
);

/** Registered users. E-mail is unique regardless of case (it is stored lower-cased). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    language: text('language').notNull().default('hy'),
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    identifiedAt: timestamptz('identified_at'),
    termsAcceptedAt: timestamptz('terms_accepted_at').notNull(),
    passwordChangedAt: timestamptz('password_changed_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** Sessions: opaque tokens, stored only as a hash; idle and absolute lifetimes; revocable. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    /** Set on a staff session opened in the office with the second factor (issue 18); customer sessions have none. */
    secondFactorAt: timestamptz('second_factor_at'),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/**
 * Single-use secrets: e-mail confirmation and password reset links, captcha passes, and spent
 * captcha challenges (so a solved challenge cannot be replayed). Only hashes are stored.
 */
export const singleUseTokens = pgTable(
  'single_use_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('single_use_tokens_hash_key').on(table.purpose, table.tokenHash), index('single_use_tokens_user_idx').on(table.userId, table.purpose)],
);

/** One-time codes sent by SMS: hashed, single use, expiring, three wrong tries at most. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    /** Whose code it is: a user id, an application id, a private-seller session. */
    owner: text('owner').notNull(),
    /** Where it went (the phone number) and what a success confirms. */
    subject: text('subject').notNull(),
    codeHash: text('code_hash').notNull(),
    retryCount: integer('retry_count').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    invalidatedAt: timestamptz('invalidated_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('otp_codes_owner_idx').on(table.purpose, table.owner, table.createdAt)],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Mail and SMS, in the recipient's language; delivered by the scheduler, or kept for the sandbox mailbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull(),
    template: text('template').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)],
);

export * from './schema/catalogue';
export * from './schema/requests';
export * from './schema/favourites';
export * from './schema/reviews';
export * from './schema/saved-filters';
export * from './schema/bookings';
export * from './schema/notifications';
export * from './schema/prequal';
export * from './schema/lending';
export * from './schema/lending-process';
export * from './schema/office';
export * from './schema/content';
export * from './schema/site-messages';
export * from './schema/stores';
export * from './schema/private-sellers';
export * from './schema/price-history';
export * from './schema/idempotency';
