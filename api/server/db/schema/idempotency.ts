import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The answers of mutating requests sent with an `Idempotency-Key` (http/idempotency.ts), kept a day
 * so a repeat answers as the first did. A row is inserted before its request runs (`status` null:
 * in progress), so a repeat at the same time on any instance sees it; it gets the answer when the
 * request ends, or is deleted when the request failed on the server's side (a retry runs again).
 * The key itself is not kept, only its hash, and the answer is encrypted with a key derived from it
 * (an answer may hold a session token), so the table alone replays nothing.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is: `user:<id>` of a signed-in caller, `visitor` otherwise. */
    caller: text('caller').notNull(),
    /** SHA-256 of the key (hex). */
    keyHash: text('key_hash').notNull(),
    /** SHA-256 of the method, the path with its query and the body: a repeat must be the same request. */
    fingerprint: text('fingerprint').notNull(),
    /** The claim of the request that runs it; a late end of an abandoned claim stores nothing. */
    claim: uuid('claim').notNull(),
    /** The answer's status; null while the first request runs. */
    status: integer('status'),
    /** The answer's kept headers and body, AES-256-GCM (base64: iv, tag, ciphertext). */
    answer: text('answer'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.caller, table.keyHash] }), index('idempotency_keys_expires_idx').on(table.expiresAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;