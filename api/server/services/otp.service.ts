import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ErrorType } from '../../contract/errors';
import { otpRules, type OtpCheckResult, type OtpSent } from '../../contract/otp';
import type { Language } from '../../contract/validation';
import { minutes, type Clock } from '../clock';
import type { Db, Tx } from '../db/database';
import { otpCodes } from '../db/schema';
import { AppError } from '../http/app-error';
import { enforce } from '../security/rate-limit';
import { hashCode, newOtpCode, sameHash } from '../security/tokens';
import { enqueueMessage, type MailTemplate } from './outbox.service';

/** A code works for five minutes. */
export const otpLifetimeMs = minutes(5);

export interface OtpTarget {
  /** What the code confirms: `phone-verification`, `preapproval`, `private-seller`. */
  purpose: string;
  /** Whose code it is (a user id, an application id). */
  owner: string;
}

/**
 * Sends a fresh six-digit code by SMS through the outbox. Any earlier code of the same owner and
 * purpose stops working. Limited per phone, per owner and per caller's address. The SMS is the
 * `otp` template unless `message` names another (with `{{code}}` and `{{minutes}}`) and its parameters.
 */
export async function sendOtp(
  db: Db,
  deps: { clock: Clock; secret: string },
  target: OtpTarget & { phoneNumber: string; language: Language; address: string; message?: { template: MailTemplate; params: Record<string, string | number> } },
): Promise<OtpSent> {
  await enforce(
    db,
    deps.clock,
    { key: `otp-send:phone:${target.phoneNumber}`, max: 3, windowMs: minutes(10) },
    { key: `otp-send:${target.purpose}:${target.owner}`, max: 10, windowMs: minutes(60) },
    // Many owners sending to many phones from one address is SMS pumping; the issue asks per address too.
    { key: `otp-send:address:${target.address}`, max: 20, windowMs: minutes(60) },
  );
  const now = deps.clock.now();
  const code = newOtpCode();
  const expiresAt = new Date(now.getTime() + otpLifetimeMs);
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ invalidatedAt: now })
      .where(and(eq(otpCodes.purpose, target.purpose), eq(otpCodes.owner, target.owner), isNull(otpCodes.consumedAt), isNull(otpCodes.invalidatedAt)));
    await tx.insert(otpCodes).values({
      purpose: target.purpose,
      owner: target.owner,
      subject: target.phoneNumber,
      codeHash: hashCode(code, deps.secret),
      expiresAt,
      createdAt: now,
    });
    await enqueueMessage(tx, now, {
      channel: 'sms',
      recipient: target.phoneNumber,
      template: target.message?.template ?? 'otp',
      language: target.language,
      params: { ...target.message?.params, code, minutes: otpLifetimeMs / 60_000 },
    });
  });
  return { expiresAt: expiresAt.toISOString() };
}

export type OtpCheck = OtpCheckResult & { subject: string };

/**
 * Checks a code inside the caller's transaction. A wrong code counts a retry and answers
 * `isValid: false`; at the third the code is spent. A missing, spent or expired code is refused as
 * `<errorType>.OTP_NO_LONGER_VALID`, so the caller must send a new one.
 */
export async function checkOtp(tx: Tx, deps: { clock: Clock; secret: string }, target: OtpTarget & { code: string; errorType: ErrorType }): Promise<OtpCheck> {
  const now = deps.clock.now();
  const [active] = await tx
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, target.purpose), eq(otpCodes.owner, target.owner), isNull(otpCodes.consumedAt), isNull(otpCodes.invalidatedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
    .for('update');
  if (!active || active.expiresAt <= now || active.retryCount >= otpRules.maxRetries) {
    throw new AppError(target.errorType, 'OTP_NO_LONGER_VALID' as never);
  }
  if (sameHash(active.codeHash, hashCode(target.code, deps.secret))) {
    await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, active.id));
    return { isValid: true, retryCount: active.retryCount, subject: active.subject };
  }
  const retryCount = active.retryCount + 1;
  await tx
    .update(otpCodes)
    .set({ retryCount, ...(retryCount >= otpRules.maxRetries ? { invalidatedAt: now } : {}) })
    .where(eq(otpCodes.id, active.id));
  return { isValid: false, retryCount, subject: active.subject };
}
