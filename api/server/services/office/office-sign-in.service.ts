import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { OfficeChallenge, OfficeSignInInput } from '../../../contract/office';
import { minutes, type Clock } from '../../clock';
import type { Db } from '../../db/database';
import { singleUseTokens, staffMembers, staffSecondFactors, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { decoyHash, verifyPassword } from '../../security/passwords';
import { enforce } from '../../security/rate-limit';
import { hashToken, newToken } from '../../security/tokens';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpStep, totpUri } from '../../security/totp';
import { accountLimits } from '../accounts.service';
import { startSession } from '../sessions.service';
import { recordStaffAction } from './audit-log.service';
import { staffMemberOf } from './staff.service';

export interface OfficeSignInDeps {
  db: Db;
  clock: Clock;
  /** Keys the sealed TOTP secrets. */
  secret: string;
}

/** The second step must follow the password within 5 minutes, with at most 5 wrong codes. */
export const officeSignInPolicy = { challengeMs: minutes(5), maxWrongCodes: 5 } as const;
const purpose = 'office-sign-in';

/**
 * The office's first step: the account's password, as on the site (the same limits count it). Only a
 * member with a role goes on; anyone else gets the site's 'Invalid username or password', so the
 * office does not tell who is staff. A member without a confirmed second factor gets a new secret to
 * enrol (replacing one they never confirmed), shown as a QR code.
 */
export async function officeSignIn(deps: OfficeSignInDeps, input: OfficeSignInInput & { email: string }, address: string): Promise<OfficeChallenge> {
  const { db, clock } = deps;
  await enforce(db, clock, accountLimits.signInAccount(input.email), accountLimits.signInAddress(address));
  const [found] = await db.select({ user: users, roles: staffMembers.roles }).from(users).leftJoin(staffMembers, eq(staffMembers.userId, users.id)).where(eq(users.email, input.email));
  const passwordMatches = await verifyPassword(found?.user.passwordHash ?? (await decoyHash()), input.password);
  if (!found || !passwordMatches || !found.roles || found.roles.length === 0) throw new AppError('USER', 'INVALID_CREDENTIALS', { captchaRequired: false });
  const { user } = found;
  if (!user.emailConfirmedAt) throw new AppError('USER', 'EMAIL_NOT_CONFIRMED');
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [factor] = await tx.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, user.id)).for('update');
    let enrolment: OfficeChallenge['enrolment'] = null;
    if (!factor?.confirmedAt) {
      const secret = newTotpSecret();
      const sealed = sealTotpSecret(secret, deps.secret);
      await tx
        .insert(staffSecondFactors)
        .values({ userId: user.id, secret: sealed, createdAt: now })
        .onConflictDoUpdate({ target: staffSecondFactors.userId, set: { secret: sealed, createdAt: now, lastStep: null, failedTries: 0 } });
      const otpauthUri = totpUri(secret, user.email);
      enrolment = { secret, otpauthUri, qrSvg: await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
    } else {
      await tx.update(staffSecondFactors).set({ failedTries: 0 }).where(eq(staffSecondFactors.userId, user.id));
    }
    // One sign-in at a time: an earlier challenge stops working.
    await tx
      .update(singleUseTokens)
      .set({ usedAt: now })
      .where(and(eq(singleUseTokens.userId, user.id), eq(singleUseTokens.purpose, purpose), isNull(singleUseTokens.usedAt)));
    const challenge = newToken();
    const expiresAt = new Date(now.getTime() + officeSignInPolicy.challengeMs);
    await tx.insert(singleUseTokens).values({ purpose, userId: user.id, tokenHash: hashToken(challenge), expiresAt, createdAt: now });
    return { challenge, expiresAt: expiresAt.toISOString(), enrolment };
  });
}

type VerifyOutcome = { kind: 'signedIn'; token: string; expiresAt: Date; userId: string } | { kind: 'wrong'; triesLeft: number } | { kind: 'used' } | { kind: 'spent' };

/**
 * The second step: the code the authenticator app shows. A right code of a step not used before opens a
 * staff session (the first one also confirms the enrolment); a code already used is refused; a wrong one
 * is counted (the count is kept even though the request is refused), and the fifth spends the challenge.
 */
export async function verifyOfficeSignIn(deps: OfficeSignInDeps, input: { challenge: string; code: string }, userAgent: string | undefined) {
  const { db, clock } = deps;
  const now = clock.now();
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const [challenge] = await tx
      .select()
      .from(singleUseTokens)
      .where(and(eq(singleUseTokens.purpose, purpose), eq(singleUseTokens.tokenHash, hashToken(input.challenge)), isNull(singleUseTokens.usedAt), gt(singleUseTokens.expiresAt, now)))
      .for('update');
    if (!challenge?.userId) return { kind: 'spent' };
    const userId = challenge.userId;
    const [factor] = await tx.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId)).for('update');
    if (!factor) return { kind: 'spent' };
    const step = totpStep(openTotpSecret(factor.secret, deps.secret), input.code, now);
    if (step === null) {
      const tries = factor.failedTries + 1;
      await tx.update(staffSecondFactors).set({ failedTries: tries }).where(eq(staffSecondFactors.userId, userId));
      if (tries >= officeSignInPolicy.maxWrongCodes) {
        await tx.update(singleUseTokens).set({ usedAt: now }).where(eq(singleUseTokens.id, challenge.id));
        return { kind: 'spent' };
      }
      return { kind: 'wrong', triesLeft: officeSignInPolicy.maxWrongCodes - tries };
    }
    if (factor.lastStep !== null && step <= factor.lastStep) return { kind: 'used' };
    await tx.update(singleUseTokens).set({ usedAt: now }).where(eq(singleUseTokens.id, challenge.id));
    await tx
      .update(staffSecondFactors)
      .set({ lastStep: step, failedTries: 0, confirmedAt: sql`coalesce(${staffSecondFactors.confirmedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(staffSecondFactors.userId, userId));
    const session = await startSession(tx, now, userId, userAgent, now);
    await recordStaffAction(tx, now, { actorId: userId, action: factor.confirmedAt ? 'office.signIn' : 'office.secondFactorEnrol', subjectKind: 'staff', subjectId: userId, before: null, after: null });
    return { kind: 'signedIn', token: session.token, expiresAt: session.expiresAt, userId };
  });
  switch (outcome.kind) {
    case 'spent':
      throw new AppError('OFFICE', 'CHALLENGE_NOT_ACTIVE');
    case 'wrong':
      throw new AppError('OFFICE', 'SECOND_FACTOR_INVALID', { triesLeft: outcome.triesLeft });
    case 'used':
      throw new AppError('OFFICE', 'SECOND_FACTOR_USED');
    case 'signedIn': {
      const staff = await staffMemberOf(db, outcome.userId);
      if (!staff) throw new AppError('OFFICE', 'STAFF_ONLY', undefined, 403);
      return { token: outcome.token, expiresAt: outcome.expiresAt.toISOString(), staff };
    }
  }
}
