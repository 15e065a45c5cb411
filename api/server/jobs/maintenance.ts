import { and, eq, isNull, lt } from 'drizzle-orm';
import { days, type Clock } from '../clock';
import type { Db } from '../db/database';
import { deadlines, loanApplicationChanges, otpCodes, rateLimitCounters, singleUseTokens } from '../db/schema';
import { pruneIdempotencyKeys } from '../services/idempotency.service';
import { scheduleDeadline, type DeadlineHandler } from './scheduler';

export const maintenanceKind = 'maintenance.prune';

/**
 * Once a day: forgets rate-limit windows that ended a day ago, one-time codes and single-use
 * tokens a week past their expiry, idempotency keys whose day is over, and the applications' change
 * feed older than a week (a live stream resumes from a few seconds back); then books its next run.
 */
export const pruneExpired: DeadlineHandler = async ({ tx, now }) => {
  await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - days(1))));
  await tx.delete(singleUseTokens).where(lt(singleUseTokens.expiresAt, new Date(now.getTime() - days(7))));
  await tx.delete(otpCodes).where(lt(otpCodes.expiresAt, new Date(now.getTime() - days(7))));
  await pruneIdempotencyKeys(tx, now);
  await tx.delete(loanApplicationChanges).where(lt(loanApplicationChanges.at, new Date(now.getTime() - days(7))));
  await scheduleDeadline(tx, { kind: maintenanceKind, dueAt: new Date(now.getTime() + days(1)) });
};

/** Books the first run when none is pending (at start; two instances at once cost one extra run). */
export async function ensureMaintenanceScheduled(db: Db, clock: Clock): Promise<void> {
  const [pending] = await db
    .select({ id: deadlines.id })
    .from(deadlines)
    .where(and(eq(deadlines.kind, maintenanceKind), isNull(deadlines.doneAt), isNull(deadlines.failedAt)))
    .limit(1);
  if (!pending) await scheduleDeadline(db, { kind: maintenanceKind, dueAt: clock.now() });
}
