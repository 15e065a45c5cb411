import * as v from 'valibot';
import { loanLimits } from './calculations/lending-rules';
import { otpCodeSchema, phoneSchema } from './otp';
import { emailSchema, messages } from './validation';

/*
 * Pre-qualification (spec sections 2, 3, 7): basic data → personal data → phone code → decision.
 * The server keeps the application and decides with the population registry and the credit register.
 */

/** Spec section 3: passport, biometric passport, identification card. */
export const documentTypes = ['passport', 'biometricPassport', 'idCard'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The rules of pre-qualification (spec sections 4, 5, 9). */
export const prequalRules = {
  /** "Maximum pre-approval online: AMD 100 million"; the smallest online loan is AMD 3 million. */
  amount: { min: loanLimits.loanAmount.min, max: 100_000_000 },
  termMonths: { min: 12, max: 360, initial: 240 },
  age: { min: 18, max: 64, maxAtMaturity: 65 },
  /** A new pre-approval only 7 days after the previous one. */
  waitingDays: 7,
  /** Consent to the credit-register check is valid up to 3 months. */
  consentMonths: 3,
  /** The bank's standard nominal rate for the decision's monthly payment (as on the property pages). */
  annualRatePercent: 12,
  /** A pre-qualification letter holds for 30 days from the decision. */
  letterValidDays: 30,
} as const;

/** The social card (public services number) has ten digits ('Please enter valid social card ID'). */
export const socialCardSchema = v.pipe(
  v.string(messages.required),
  v.transform((value) => value.replace(/\s/g, '')),
  v.nonEmpty(messages.required),
  v.regex(/^\d{10}$/, 'validation:socialCard'),
);

/**
 * Document numbers (spec section 5): a passport or a biometric passport has two Latin capitals and
 * seven digits (AN1234567); an identification card has nine digits. Each type has its own message.
 */
export const documentNumberPatterns: Record<DocumentType, { pattern: RegExp; message: string }> = {
  passport: { pattern: /^[A-Z]{2}\d{7}$/, message: 'validation:passport' },
  biometricPassport: { pattern: /^[A-Z]{2}\d{7}$/, message: 'validation:passport' },
  idCard: { pattern: /^\d{9}$/, message: 'validation:idCard' },
};

const documentNumber = v.pipe(v.string(messages.required), v.transform((value) => value.replace(/\s/g, '').toUpperCase()), v.nonEmpty(messages.required), v.maxLength(20, messages.tooLong));

/** A required whole number: missing is 'Required field', anything but a number 'You must specify a number'. */
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.unknown(),
    v.check((value) => value !== undefined && value !== null && value !== '', messages.required),
    v.number(messages.number),
    v.integer(messages.integer),
    v.minValue(min, messages.tooSmall),
    v.maxValue(max, messages.tooLarge),
  );

const applicantInfoFields = v.object({
  amount: wholeNumber(prequalRules.amount.min, prequalRules.amount.max),
  termMonths: wholeNumber(prequalRules.termMonths.min, prequalRules.termMonths.max),
  socialCardNumber: socialCardSchema,
  documentType: v.picklist(documentTypes, messages.required),
  documentNumber,
  creditRegisterConsent: v.literal(true, 'validation:creditConsentRequired'),
});
type ApplicantInfoFields = v.InferOutput<typeof applicantInfoFields>;

/** The document number's format for its type, reported at the number's field with that type's message. */
const documentNumberFits = (type: DocumentType) =>
  v.forward(
    v.check((input: ApplicantInfoFields) => input.documentType !== type || documentNumberPatterns[type].pattern.test(input.documentNumber), documentNumberPatterns[type].message),
    ['documentNumber'],
  );

/** Basic data: the amount (and term), the social card, the document, and the consent to the credit-register check. */
export const applicantInfoSchema = v.pipe(applicantInfoFields, documentNumberFits('passport'), documentNumberFits('biometricPassport'), documentNumberFits('idCard'));
export type ApplicantInfo = v.InferOutput<typeof applicantInfoSchema>;

/**
 * Personal data: where the bank answers. `identificator` is the applicant's social card number, sent
 * again with each step so a step cannot be replayed onto another person's application.
 */
export const personalInfoSchema = v.object({ email: emailSchema, phoneNumber: phoneSchema, identificator: socialCardSchema });
export type PersonalInfo = v.InferOutput<typeof personalInfoSchema>;

export const prequalOtpSendSchema = v.object({ identificator: socialCardSchema });
export const prequalOtpCheckSchema = v.object({ otp: otpCodeSchema, identificator: socialCardSchema });
export const prequalCheckStatusSchema = v.object({ identificator: socialCardSchema });

export const applicationIdParamSchema = v.object({ applicationId: v.pipe(v.string(messages.required), v.uuid(messages.invalid)) });

/** Why the bank will not lend online: each has its sentence in `prequal:refusal.<reason>`. */
export const refusalReasons = ['tooYoung', 'tooOld', 'tooOldAtMaturity', 'notCitizen', 'lowIncome', 'creditHistory'] as const;
export type RefusalReason = (typeof refusalReasons)[number];

/** What to bring to a branch when a person's case needs a bank employee. */
export const reviewDocuments = ['identityDocument', 'socialCard', 'incomeStatement', 'employmentContract', 'creditObligations'] as const;

export const decisionSchema = v.variant('outcome', [
  v.object({
    outcome: v.literal('eligible'),
    /** What the bank would lend, drams: the amount asked, or less when the income allows less. */
    amount: v.number(),
    requestedAmount: v.number(),
    termMonths: v.number(),
    annualRatePercent: v.number(),
    monthlyPayment: v.number(),
  }),
  v.object({
    outcome: v.literal('refused'),
    reason: v.picklist(refusalReasons),
    /** For `tooOldAtMaturity`: the longest term that would fit, in months (0 when none would). */
    maxTermMonths: v.optional(v.number()),
  }),
  v.object({ outcome: v.literal('manualReview'), documents: v.array(v.picklist(reviewDocuments)) }),
]);
export type Decision = v.InferOutput<typeof decisionSchema>;

/** How far an application has come: each step opens the next. */
export const prequalStages = ['basicData', 'personalData', 'phoneVerified', 'decided'] as const;
export type PrequalStage = (typeof prequalStages)[number];

export const prequalApplicationSchema = v.object({
  id: v.string(),
  stage: v.picklist(prequalStages),
  amount: v.number(),
  termMonths: v.number(),
  socialCardNumber: v.string(),
  documentType: v.picklist(documentTypes),
  documentNumber: v.string(),
  email: v.nullable(v.string()),
  phoneNumber: v.nullable(v.string()),
  decision: v.nullable(decisionSchema),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
  /** When a new pre-qualification may start: 7 days after this one was decided. */
  nextAllowedAt: v.nullable(v.string()),
});
export type PrequalApplication = v.InferOutput<typeof prequalApplicationSchema>;

/** The application to resume: the open one, or the last decision while its 7 days run; null starts afresh. */
export const currentPrequalSchema = v.object({ application: v.nullable(prequalApplicationSchema) });

/**
 * The person a decision was made for, as the population registry knows them (not as typed at sign-up);
 * `birthDate` is `YYYY-MM-DD`.
 */
export const applicantSchema = v.object({ firstName: v.string(), lastName: v.string(), middleName: v.string(), birthDate: v.string() });
export type Applicant = v.InferOutput<typeof applicantSchema>;

export const eligibilityHistorySchema = v.array(
  v.object({
    id: v.string(),
    amount: v.number(),
    termMonths: v.number(),
    decision: decisionSchema,
    decidedAt: v.string(),
    /** Null only for decisions made before accounts were bound to the registry's person. */
    applicant: v.nullable(applicantSchema),
  }),
);

/** The unsubscribe link of the pre-qualification e-mails (spec section 7: "Unsubscribe by e-mail"). */
export const prequalUnsubscribeSchema = v.object({ email: emailSchema, token: v.pipe(v.string(messages.required), v.regex(/^[A-Za-z0-9_-]{20,100}$/, messages.invalid)) });
