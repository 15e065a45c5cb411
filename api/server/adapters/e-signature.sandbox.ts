import { createHash } from 'node:crypto';
import { checkOtp, sendOtp } from '../services/otp.service';
import type { ESignature } from './e-signature';

/** The one-time codes of signing, apart from every other purpose's. */
export const signingCodePurpose = 'package-signing';

/**
 * The sandbox e-signature provider: the project's one-time codes (hashed, single-use, five minutes,
 * three tries, sent by SMS through the outbox like the phone verification's, with the same sending
 * limits), and signature references that bind each document's SHA-256 to the signatory and the time
 * (`esig-sandbox-<hex>`), as a provider's would.
 */
export function sandboxESignature(): ESignature {
  return {
    sendCode: (db, deps, target) =>
      sendOtp(db, deps, {
        purpose: signingCodePurpose,
        owner: target.owner,
        phoneNumber: target.phoneNumber,
        language: target.language,
        address: target.address,
        message: { template: 'packageSigningCode', params: { amount: target.amount } },
      }),
    async checkCode(tx, deps, target) {
      const result = await checkOtp(tx, deps, { purpose: signingCodePurpose, owner: target.owner, code: target.code, errorType: 'LOAN_CONTRACT' });
      return { isValid: result.isValid, retryCount: result.retryCount, phoneNumber: result.subject };
    },
    async sign(_tx, request) {
      return request.documents.map(
        (document) => `esig-sandbox-${createHash('sha256').update(`${document.id}:${document.sha256}:${request.signer.userId}:${request.signer.phoneNumber}:${request.at.toISOString()}`).digest('hex').slice(0, 32)}`,
      );
    },
  };
}
