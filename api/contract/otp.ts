import * as v from 'valibot';
import { messages } from './validation';

/** Armenian mobile numbers: +374 and eight digits; spaces, dashes and brackets are ignored. */
export const phoneSchema = v.pipe(
  v.string(messages.required),
  v.transform((value) => value.replace(/[\s()-]/g, '')),
  v.nonEmpty(messages.required),
  v.regex(/^\+374\d{8}$/, 'validation:phone'),
);

/** Six digits ('The code must be 6-digits long.'). */
export const otpCodeSchema = v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.regex(/^\d{6}$/, 'validation:otpLength'));

export const otpCheckResultSchema = v.object({
  isValid: v.boolean(),
  /** Wrong tries so far; at `maxRetries` the code is no longer valid and a new one must be sent. */
  retryCount: v.number(),
});
export type OtpCheckResult = v.InferOutput<typeof otpCheckResultSchema>;

export const otpSentSchema = v.object({
  /** When the code stops working. */
  expiresAt: v.string(),
});
export type OtpSent = v.InferOutput<typeof otpSentSchema>;

/** Spec section 9: 6 digits, 3 retries. */
export const otpRules = { length: 6, maxRetries: 3 } as const;

export const phoneVerificationSendSchema = v.object({ phoneNumber: phoneSchema });
export const otpCheckSchema = v.object({ otp: otpCodeSchema });
