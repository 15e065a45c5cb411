/**
 * The `Idempotency-Key` of a mutating request (DESIGN.md, Errors): a random string the client makes
 * once per intent and sends again with a retry whose answer was lost. The server answers a repeat as
 * it answered the first, for a day.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Set on an answer the server replays from its store instead of running the request again. */
export const idempotentReplayedHeader = 'Idempotent-Replayed';

/**
 * 16 to 100 URL-safe characters: long enough to be unguessable (a visitor's key is the only thing
 * that ties a repeat to its first request besides its body), short enough to index.
 */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;

/** How long an answer is kept for a repeat. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** The methods whose requests carry a key. */
export const idempotentMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
