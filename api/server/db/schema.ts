import { sql } from 'drizzle-orm';
import { bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  (table) => [index('deadlines_pending_due_idx').on(table.dueAt).where(sql`done_at is null and failed_at is null`)],
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
