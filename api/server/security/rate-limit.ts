import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import { AppError } from '../http/app-error';

export interface Limit {
  /** What is counted and for whom, e.g. `sign-in:account:ani@example.am`. */
  key: string;
  max: number;
  windowMs: number;
}

const windowStart = (now: Date, windowMs: number) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/**
 * Counts one attempt in a fixed window, in its own statement (not the request's transaction) so a
 * refused request still counts. The counter lives in the database, so the limit holds across instances.
 */
export async function hit(db: Db, clock: Clock, limit: Limit): Promise<number> {
  const start = windowStart(clock.now(), limit.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: limit.key, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + 1` } })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

export async function current(db: Db, clock: Clock, limit: Pick<Limit, 'key' | 'windowMs'>): Promise<number> {
  const start = windowStart(clock.now(), limit.windowMs);
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, limit.key), eq(rateLimitCounters.windowStart, start)));
  return row?.count ?? 0;
}

/** Counts the attempt and refuses it with 429 when the window is full, saying when to try again. */
export async function enforce(db: Db, clock: Clock, ...limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const count = await hit(db, clock, limit);
    if (count > limit.max) {
      const retryAt = windowStart(clock.now(), limit.windowMs).getTime() + limit.windowMs;
      const seconds = Math.max(1, Math.ceil((retryAt - clock.now().getTime()) / 1000));
      throw new AppError('COMMON', 'RATE_LIMITED', { seconds }, 429);
    }
  }
}
