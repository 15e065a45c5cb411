import * as v from 'valibot';
import { phoneSchema } from './otp';
import { emailSchema, messages, text } from './validation';

/** The markets a property can be asked about from its page. */
export const requestMarkets = ['primary', 'secondary', 'rent'] as const;

/**
 * The request form of the property page (spec section 7, "an interest application"): who asks, how
 * to reach them, and their consent to be called. The bank replies within one working day (section 9).
 */
export const interestApplicationSchema = v.object({
  market: v.picklist(requestMarkets, messages.invalid),
  propertyId: v.pipe(v.number(messages.number), v.integer(messages.integer), v.minValue(1, messages.tooSmall), v.maxValue(2_147_483_647, messages.tooLarge)),
  name: text(100),
  phoneNumber: phoneSchema,
  email: v.optional(v.union([v.literal(''), emailSchema], messages.email)),
  message: v.optional(v.pipe(v.string(messages.invalid), v.trim(), v.maxLength(500, messages.tooLong))),
  consent: v.literal(true, 'validation:consentRequired'),
});
export type InterestApplication = v.InferOutput<typeof interestApplicationSchema>;

export const interestApplicationAnswerSchema = v.object({
  id: v.number(),
  /** The end of the working day by which the bank calls back. */
  replyBy: v.string(),
});
export type InterestApplicationAnswer = v.InferOutput<typeof interestApplicationAnswerSchema>;
