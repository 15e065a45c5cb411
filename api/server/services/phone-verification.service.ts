import { eq } from 'drizzle-orm';
import type { OtpCheckResult, OtpSent } from '../../contract/otp';
import type { Language } from '../../contract/validation';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { users } from '../db/schema';
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
