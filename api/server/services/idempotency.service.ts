import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { idempotencyKeyLifetimeMs } from '../../contract/idempotency';
import { minutes, type Clock } from '../clock';
import type { Db, Queryable } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { hashToken } from '../security/tokens';

/*
 * The rows behind `Idempotency-Key` (http/idempotency.ts). A request claims its key with one
 * statement before it runs, so a repeat arriving at the same time on any instance finds the claim;
 * the answer is written when the request ends. Nothing is held in memory.
 */

/** A claim still without an answer this long after it was made is abandoned (its instance stopped mid-request): the next repeat runs it. */
export const abandonedClaimMs = minutes(5);

export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

/** Who sends the key and the key: a key is only ever looked up among its caller's. */
export interface KeyOf {
  caller: string;
  key: string;
}

export type ClaimOutcome =
  /** This request runs; its answer is stored with `finishClaim`, or the claim let go with `releaseClaim`. */
  | { kind: 'claimed'; claim: string }
  /** The same request was answered before: this is its answer. */
  | { kind: 'answered'; answer: StoredAnswer }
  /** The same request is running now. */
  | { kind: 'inProgress' }
  /** The key was used for another request (another method, path or body). */
  | { kind: 'otherRequest' };

/** The answer's encryption key: derived from the idempotency key, which the table never holds. */
function answerKey(secret: string, of: KeyOf): Buffer {
  return createHmac('sha256', secret).update(`idempotency-answer\u0000${of.caller}\u0000${of.key}`).digest();
}

function sealAnswer(secret: string, of: KeyOf, answer: StoredAnswer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', answerKey(secret, of), iv);
  const plain = Buffer.from(JSON.stringify({ headers: answer.headers, body: Buffer.from(answer.body).toString('base64') }));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The stored answer, or undefined when it does not open (the server secret changed since). */
function openAnswer(secret: string, of: KeyOf, status: number, stored: string): StoredAnswer | undefined {
  try {
    const bytes = Buffer.from(stored, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', answerKey(secret, of), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(plain) as { headers: [string, string][]; body: string };
    return { status, headers: parsed.headers, body: new Uint8Array(Buffer.from(parsed.body, 'base64')) };
  } catch {
    return undefined;
  }
}

const rowOf = (of: KeyOf) => and(eq(idempotencyKeys.caller, of.caller), eq(idempotencyKeys.keyHash, hashToken(of.key)));

/**
 * Claims the key for a request of this fingerprint, or says why not. The insert takes over, in the
 * same statement, a row whose day is over (the key is new again) or an abandoned claim of the same
 * request; any other row already there decides the answer.
 */
export async function claimKey(db: Db, clock: Clock, secret: string, of: KeyOf & { fingerprint: string }): Promise<ClaimOutcome> {
  const keyHash = hashToken(of.key);
  // A row deleted between the insert and the read (its request failed) is tried again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = clock.now();
    const claim = randomUUID();
    const expiresAt = new Date(now.getTime() + idempotencyKeyLifetimeMs);
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ caller: of.caller, keyHash, fingerprint: of.fingerprint, claim, createdAt: now, expiresAt })
      .onConflictDoUpdate({
        target: [idempotencyKeys.caller, idempotencyKeys.keyHash],
        set: { fingerprint: of.fingerprint, claim, status: null, answer: null, createdAt: now, expiresAt },
        where: or(
          lte(idempotencyKeys.expiresAt, now),
          and(isNull(idempotencyKeys.status), lte(idempotencyKeys.createdAt, new Date(now.getTime() - abandonedClaimMs)), eq(idempotencyKeys.fingerprint, of.fingerprint)),
        ),
      })
      .returning({ claim: idempotencyKeys.claim });
    if (claimed?.claim === claim) return { kind: 'claimed', claim };
    const [row] = await db.select().from(idempotencyKeys).where(rowOf(of));
    if (!row) continue;
    if (row.fingerprint !== of.fingerprint) return { kind: 'otherRequest' };
    if (row.status === null || row.answer === null) return { kind: 'inProgress' };
    const answer = openAnswer(secret, of, row.status, row.answer);
    if (answer) return { kind: 'answered', answer };
    // An answer sealed under another server secret cannot be replayed: the request runs again.
    await db.delete(idempotencyKeys).where(and(rowOf(of), eq(idempotencyKeys.claim, row.claim)));
  }
  return { kind: 'inProgress' };
}

/** Stores the answer of the claimed request (a claim taken over meanwhile keeps the newer one's). */
export async function finishClaim(db: Db, secret: string, of: KeyOf & { claim: string }, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, answer: sealAnswer(secret, of, answer) })
    .where(and(rowOf(of), eq(idempotencyKeys.claim, of.claim)));
}

/** Lets go of the claim without an answer: a repeat runs the request again. */
export async function releaseClaim(db: Db, of: KeyOf & { claim: string }): Promise<void> {
  await db.delete(idempotencyKeys).where(and(rowOf(of), eq(idempotencyKeys.claim, of.claim)));
}

/** Forgets the keys whose day is over (the maintenance job). */
export async function pruneIdempotencyKeys(q: Queryable, now: Date): Promise<void> {
  await q.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
}
