import type { OtpSent } from '../../contract/otp';
import type { Language } from '../../contract/validation';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/database';

/** What the provider needs of the server: its clock and the secret that keys the codes' hashes. */
export interface ESignatureDeps {
  clock: Clock;
  secret: string;
}

/** Whose signing code it is: one person of one application. */
export interface SigningCodeTarget {
  /** `<applicationId>:<party>`. */
  owner: string;
}

/**
 * The e-signature provider (issue 17): it sends the signatory a one-time code by SMS to their
 * verified phone, checks the code they type, and signs the documents' fingerprints for them.
 *
 * - `sendCode`: a fresh six-digit code (five minutes; a newer code replaces an older one), in an SMS
 *   in the person's language that says what it signs and for how much (`amount`, written as the mails
 *   write amounts).
 * - `checkCode`, in the caller's transaction: `isValid` and the wrong tries so far (the third spends
 *   the code); a missing, used, replaced or expired code throws LOAN_CONTRACT.OTP_NO_LONGER_VALID.
 * - `sign`, in the caller's transaction, only after a valid code: one signature reference per
 *   document, binding the document's SHA-256, the signatory and the time.
 */
export interface ESignature {
  sendCode(db: Db, deps: ESignatureDeps, target: SigningCodeTarget & { phoneNumber: string; language: Language; address: string; amount: string }): Promise<OtpSent>;
  checkCode(tx: Tx, deps: ESignatureDeps, target: SigningCodeTarget & { code: string }): Promise<{ isValid: boolean; retryCount: number; phoneNumber: string }>;
  sign(tx: Tx, request: { documents: { id: string; sha256: string }[]; signer: { userId: string; phoneNumber: string }; at: Date }): Promise<string[]>;
}
