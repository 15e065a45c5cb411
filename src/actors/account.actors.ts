import { fromPromise } from 'xstate';
import { api, isRefusal, unwrap, type ApiClient } from '../../api/client';
import type { OtpCheckOutcome } from '../../machines/otp/otp.machine';

/** The personal page's live actors over a typed API client (see `createAuthActors`). */
export function createAccountActors(client: ApiClient) {
  /** Phone verification on the profile: the OTP machine's `sendCode` and `checkCode`. */
  const sendPhoneCode = fromPromise<{ expiresAt: string }, { destination: string }>(({ input }) =>
    unwrap(client.POST('/api/account/phone/otp/send', { body: { phoneNumber: input.destination } })),
  );

  const checkPhoneCode = fromPromise<OtpCheckOutcome, { code: string }>(async ({ input }) => {
    try {
      const result = await unwrap(client.POST('/api/account/phone/otp/check', { body: { otp: input.code } }));
      return { outcome: 'checked', ...result };
    } catch (error) {
      if (isRefusal(error, 'USER.OTP_NO_LONGER_VALID')) return { outcome: 'noLongerValid' };
      throw error;
    }
  });

  const changePassword = (body: { currentPassword: string; password: string; confirmPassword: string }) =>
    unwrap(client.POST('/api/account/change-password', { body }));
  return { sendPhoneCode, checkPhoneCode, changePassword };
}

export const accountActors = createAccountActors(api);
