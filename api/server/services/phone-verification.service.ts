import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { OtpCheckResult, OtpSent } from '../../contract/otp';
import type { Language } from '../../contract/validation';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/database';
import { prequalApplications, users } from '../db/schema';
import { checkOtp, sendOtp } from './otp.service';

const purpose = 'phone-verification';

/** Sends a code to the number the user wants on the profile; it is saved only when the code is right. */
export function sendPhoneCode(
  db: Db,
  deps: { clock: Clock; secret: string },
  userId: string,
  phoneNumber: string,
  language: Language,
  address: string,
): Promise<OtpSent> {
  return sendOtp(db, deps, { purpose, owner: userId, phoneNumber, language, address });
}

export function checkPhoneCode(db: Db, deps: { clock: Clock; secret: string }, userId: string, code: string): Promise<OtpCheckResult> {
  return db.transaction(async (tx) => {
    const result = await checkOtp(tx, deps, { purpose, owner: userId, code, errorType: 'USER' });
    if (result.isValid) {
      await tx.update(users).set({ phoneNumber: result.subject, phoneVerifiedAt: deps.clock.now() }).where(eq(users.id, userId));
    }
    return { isValid: result.isValid, retryCount: result.retryCount };
  });
}

/**
 * The person's phone proven theirs by an SMS code: the profile's once verified, else the latest
 * pre-qualification's verified one (a code confirmed there proves the phone as well as one confirmed in
 * the profile, so it is not asked again at signing). Null when neither was verified.
 */
export async function verifiedPhoneOf(q: Queryable, userId: string): Promise<string | null> {
  const [profile] = await q.select({ phoneNumber: users.phoneNumber, phoneVerifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  if (profile?.phoneNumber && profile.phoneVerifiedAt) return profile.phoneNumber;
  const [prequal] = await q
    .select({ phoneNumber: prequalApplications.phoneNumber })
    .from(prequalApplications)
    .where(and(eq(prequalApplications.userId, userId), isNotNull(prequalApplications.phoneVerifiedAt), isNotNull(prequalApplications.phoneNumber)))
    .orderBy(desc(prequalApplications.phoneVerifiedAt))
    .limit(1);
  return prequal?.phoneNumber ?? null;
}
