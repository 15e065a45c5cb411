import * as v from 'valibot';
import { phoneSchema } from './otp';
import { emailSchema, messages, paragraph, singleLine, text } from './validation';

/** What a visitor writes to the bank, subscribes to, or offers (issue 19). No account is needed. */

const captchaToken = v.optional(v.pipe(v.string(messages.invalid), singleLine, v.maxLength(200, messages.tooLong)));

/** The contact form's subjects (spec section 1). */
export const contactSubjects = ['mortgageTerms', 'onlineApplication', 'bankServices', 'other'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** The contact form (spec section 5, "Contact message"): name, e-mail, phone, subject and message. */
export const contactMessageSchema = v.object({
  name: text(100),
  email: emailSchema,
  phoneNumber: phoneSchema,
  subject: v.picklist(contactSubjects, messages.required),
  message: paragraph(500, 2),
  /** A solved captcha's pass, needed once an address or e-mail has sent many messages. */
  captchaToken,
});
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;

/** The bank answers within one working day (spec section 9): `replyBy` is that promise's time. */
export const contactAnswerSchema = v.object({ id: v.number(), replyBy: v.string() });
export type ContactAnswer = v.InferOutput<typeof contactAnswerSchema>;

/** The newsletter's subscription from the footer: an address, confirmed by the mailed link (double opt-in). */
export const subscriptionSchema = v.object({ email: emailSchema });
export const subscriptionAnswerSchema = v.object({ email: v.string(), status: v.picklist(['confirmationSent']) });

/** The confirmation link's token. */
export const subscriptionConfirmSchema = v.object({ token: v.pipe(v.string(messages.required), v.regex(/^[A-Za-z0-9_-]{20,100}$/, messages.invalid)) });
export const subscriptionConfirmedSchema = v.object({ email: v.string() });

/** Every newsletter mail's unsubscribe link: the address and its key. */
export const unsubscribeSchema = v.object({
  email: emailSchema,
  key: v.pipe(v.string(messages.required), v.regex(/^[0-9a-f]{64}$/, messages.invalid)),
});

/** The kinds of partner a company can become (spec section 1). */
export const partnerTypes = ['developer', 'agency', 'homeRenovation', 'services', 'other'] as const;
export type PartnerType = (typeof partnerTypes)[number];

const websiteSchema = v.optional(
  v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(messages.invalid),
        v.trim(),
        v.maxLength(150, messages.tooLong),
        v.check((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'validation:url'),
      ),
    ],
    'validation:url',
  ),
);

/** "Become a partner" (spec section 7): the company, its kind, what it offers, and whom to call. */
export const partnershipApplicationSchema = v.object({
  companyName: text(150),
  type: v.picklist(partnerTypes, messages.required),
  offer: paragraph(500, 10),
  contactName: text(100),
  email: emailSchema,
  phoneNumber: phoneSchema,
  website: websiteSchema,
  captchaToken,
});
export type PartnershipApplication = v.InferOutput<typeof partnershipApplicationSchema>;
export const partnershipAnswerSchema = v.object({ id: v.number() });

/** The applications as the office lists them for administrators. */
export const partnershipApplicationsSchema = v.array(
  v.object({
    id: v.number(),
    companyName: v.string(),
    type: v.picklist(partnerTypes),
    offer: v.string(),
    contactName: v.string(),
    email: v.string(),
    phoneNumber: v.string(),
    website: v.nullable(v.string()),
    language: v.string(),
    createdAt: v.string(),
  }),
);
