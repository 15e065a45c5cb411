import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiErrorBody } from '../../contract/errors';
import { idempotencyKeyHeader, idempotencyKeyPattern, idempotentMethods, idempotentReplayedHeader } from '../../contract/idempotency';
import { claimKey, finishClaim, releaseClaim, type KeyOf, type StoredAnswer } from '../services/idempotency.service';
import type { AppEnv } from './app-env';
import { optionalSessionUser } from './optional-session';

/*
 * `Idempotency-Key` (DESIGN.md, Errors): a mutating request sent again with the key of one the
 * server has answered gets that answer again (with `Idempotent-Replayed: true`) instead of running
 * twice, so a Submit pressed again after its answer was lost is not refused as a duplicate.
 *
 * - Keys are per caller: a signed-in person's are theirs alone (their user id, whatever session
 *   sends it); a visitor's (sign-up, sign-in, the forms) share one scope, where the unguessable key
 *   and the whole request, body included, must match for a replay.
 * - The same key with another request (method, path, query or body) is refused with 422; a repeat
 *   while the first still runs gets 409, on any instance: the claim is a row written before running.
 * - 2xx answers and refusals (4xx) are kept a day; a 401 (the session, not the request, decided), a
 *   408, a 429 (time decides) and a 5xx are not, so a retry really runs again.
 * - Uploads are keyed like any request (their body is hashed, never kept; only the small JSON answer
 *   is), so a photo sent again after a lost answer is not added twice. Answers over 1 MB are not kept.
 */

/** The answer headers a replay needs; the outer middlewares set the rest (cache policy, security headers, request id). */
const keptHeaders = new Set(['content-type', 'content-disposition', 'content-language', 'location', 'x-pagination']);
const maxKeptAnswerBytes = 1024 * 1024;

const refuse = (c: Context<AppEnv>, reason: 'IDEMPOTENCY_KEY_INVALID' | 'IDEMPOTENCY_KEY_REUSED' | 'REQUEST_IN_PROGRESS' | 'PAYLOAD_TOO_LARGE', status: 400 | 409 | 413 | 422) =>
  c.json<ApiErrorBody>({ type: 'COMMON', reason }, status);

/** Whether an answer of this status is what a repeat of the same request must get. */
export const isKeptStatus = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429);

/**
 * The request's body, read once (the route reads it again from the copy put back), at most `max`
 * bytes: 'unread' when its declared length is over (the route's own limit refuses it, as without a
 * key), 'tooLarge' when a body of no declared length runs over.
 */
async function readBody(c: Context<AppEnv>, max: number): Promise<Uint8Array | 'unread' | 'tooLarge'> {
  const raw = c.req.raw;
  if (!raw.body) return new Uint8Array(0);
  const declared = raw.headers.get('content-length');
  if (declared !== null && !raw.headers.has('transfer-encoding') && Number(declared) > max) return 'unread';
  const reader = raw.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return 'tooLarge';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  c.req.raw = new Request(raw, { body });
  return body;
}

/** A multipart body's boundary, which a client draws anew for every send of the same form. */
function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/** SHA-256 of the method, the path with its query and the body (a multipart body with its boundary left out). */
export function requestFingerprint(method: string, pathAndQuery: string, contentType: string | undefined, body: Uint8Array): string {
  const hash = createHash('sha256').update(`${method}\n${pathAndQuery}\n`);
  const boundary = /^multipart\//i.test(contentType ?? '') ? boundaryOf(contentType) : undefined;
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (!boundary) return hash.update(bytes).digest('hex');
  const marker = Buffer.from(boundary);
  let from = 0;
  for (let at = bytes.indexOf(marker, from); at !== -1; at = bytes.indexOf(marker, from)) {
    hash.update(bytes.subarray(from, at)).update('\u0000boundary\u0000');
    from = at + marker.length;
  }
  return hash.update(bytes.subarray(from)).digest('hex');
}

function replay(answer: StoredAnswer): Response {
  const headers = new Headers(answer.headers);
  headers.set(idempotentReplayedHeader, 'true');
  const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
  return new Response(empty ? null : answer.body, { status: answer.status, headers });
}

async function keptAnswer(response: Response): Promise<StoredAnswer | undefined> {
  if (!isKeptStatus(response.status)) return undefined;
  const body = new Uint8Array(await response.clone().arrayBuffer());
  if (body.length > maxKeptAnswerBytes) return undefined;
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (keptHeaders.has(name.toLowerCase())) headers.push([name, value]);
  });
  // A cookie an answer sets (a private seller's registration) must come with its replay too.
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return { status: response.status, headers, body };
}

export interface IdempotencyOptions {
  /** The largest body any route takes (an upload's limit): the most read to fingerprint a request. */
  maxBodyBytes: number;
}

/** The middleware over every API route; requests without the header, and reads, pass untouched. */
export function idempotency(options: IdempotencyOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!idempotentMethods.has(c.req.method)) return next();
    const key = c.req.header(idempotencyKeyHeader);
    if (key === undefined) return next();
    if (!idempotencyKeyPattern.test(key)) return refuse(c, 'IDEMPOTENCY_KEY_INVALID', 400);
    const body = await readBody(c, options.maxBodyBytes);
    if (body === 'unread') return next();
    if (body === 'tooLarge') return refuse(c, 'PAYLOAD_TOO_LARGE', 413);

    const { database, clock, secret } = c.get('deps');
    const userId = await optionalSessionUser(c);
    const of: KeyOf = { caller: userId ? `user:${userId}` : 'visitor', key };
    const url = new URL(c.req.url);
    const fingerprint = requestFingerprint(c.req.method, `${url.pathname}${url.search}`, c.req.header('content-type'), body);
    const outcome = await claimKey(database.db, clock, secret, { ...of, fingerprint });
    if (outcome.kind === 'otherRequest') return refuse(c, 'IDEMPOTENCY_KEY_REUSED', 422);
    if (outcome.kind === 'inProgress') return refuse(c, 'REQUEST_IN_PROGRESS', 409);
    if (outcome.kind === 'answered') return replay(outcome.answer);

    const claimed = { ...of, claim: outcome.claim };
    try {
      await next();
    } catch (error) {
      await releaseClaim(database.db, claimed).catch(() => undefined);
      throw error;
    }
    try {
      const answer = await keptAnswer(c.res);
      if (answer) await finishClaim(database.db, secret, claimed, answer);
      else await releaseClaim(database.db, claimed);
    } catch (error) {
      // The request has been done: its answer goes out. The claim is let go (or lapses as abandoned).
      c.get('log').warn('idempotency: the answer was not kept', { error: error instanceof Error ? error : String(error) });
      await releaseClaim(database.db, claimed).catch(() => undefined);
    }
    return undefined;
  };
}
