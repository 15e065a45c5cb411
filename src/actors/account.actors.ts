import { fromPromise } from 'xstate';
import { ApiError, api, unwrap } from '../../api/client';
import type { OtpCheckOutcome } from '../../machines/otp/otp.machine';

/** Phone verification on the profile: the OTP machine's `sendCode` and `checkCode`. */
export const sendPhoneCode = fromPromise<{ expiresAt: string }, { destination: string }>(({ input }) =>
  unwrap(api.POST('/api/account/phone/otp/send', { body: { phoneNumber: input.destination } })),
);

export const checkPhoneCode = fromPromise<OtpCheckOutcome, { code: string }>(async ({ input }) => {
  try {
    const result = await unwrap(api.POST('/api/account/phone/otp/check', { body: { otp: input.code } }));
    return { outcome: 'checked', ...result };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'rejected' && error.reason === 'OTP_NO_LONGER_VALID') return { outcome: 'noLongerValid' };
    throw error;
  }
});

export const changePassword = (body: { currentPassword: string; password: string; confirmPassword: string }) =>
  unwrap(api.POST('/api/account/change-password', { body }));
