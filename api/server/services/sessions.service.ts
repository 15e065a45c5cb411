import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { hours, minutes, type Clock } from '../clock';
import type { Queryable } from '../db/database';
import { sessions } from '../db/schema';
import { hashToken, newToken } from '../security/tokens';

/** A session ends after 30 minutes without a request, and 12 hours after sign-in whatever happens. */
export const sessionPolicy = { idleMs: minutes(30), absoluteMs: hours(12), touchEveryMs: minutes(1) } as const;

/** A new session; `secondFactorAt` marks a staff session opened in the office with the second factor. */
export async function startSession(q: Queryable, now: Date, userId: string, userAgent: string | undefined, secondFactorAt: Date | null = null) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + sessionPolicy.absoluteMs);
  await q.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
    secondFactorAt,
  });
  return { token, expiresAt };
}

/** The live session of a bearer token, touched so its idle time starts again; undefined when it is over. */
export async function resumeSession(q: Queryable, clock: Clock, token: string) {
  const now = clock.now();
  const [session] = await q
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!session) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() >= sessionPolicy.idleMs) return undefined;
  // Writing on every request would cost a write per call; a minute's precision is plenty for a 30-minute idle limit.
  if (now.getTime() - session.lastSeenAt.getTime() >= sessionPolicy.touchEveryMs) {
    await q.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  return session;
}

export async function revokeSession(q: Queryable, now: Date, sessionId: string): Promise<void> {
  await q.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, but the one given (a password change keeps the session that made it). */
export async function revokeUserSessions(q: Queryable, now: Date, userId: string, keepSessionId?: string): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : [])));
}
