import * as v from 'valibot';
import { mortgageReasons } from './calculations/borrowing';
import { loanLimits } from './calculations/lending-rules';
import { repaymentTypes } from './calculations/loan';
import { currencies } from './calculations/money';
import { isCountryCode } from './countries';
import { phoneSchema } from './otp';
import { documentNumberPatterns, documentTypes, refusalReasons, reviewDocuments, socialCardSchema, type DocumentType } from './prequal';
import { marketTypeSchema, propertyRefSchema } from './property-ref';
import { emailSchema, messages, text, wholeNumber } from './validation';

/*
 * The mortgage application (issue 15, spec sections 2-9): the wizard's steps as the server stores
 * them, the application as the API answers it, and the rules both sides check. The lending chart
 * (machines/lending) decides the status; these schemas carry the person's data.
 */

/** Spec section 2: the wizard's steps in order; each is saved on the server when the person leaves it. Thank-you follows the submit. */
export const loanWizardSteps = ['loanInfo', 'applicantData', 'consent', 'coBorrower', 'addresses', 'spouseData', 'preview'] as const;
export type LoanWizardStep = (typeof loanWizardSteps)[number];
export const loanWizardStepSchema = v.picklist(loanWizardSteps, messages.invalid);

/** The rules of the full application (spec sections 4, 5, 6, 9) beside the market ranges of lending-rules.ts. */
export const loanApplicationRules = {
  age: { min: 18, max: 64, maxAtMaturity: 65 },
  /** A new application only this many days after a rejection or a manual review. */
  waitingDaysAfterRejection: 7,
  /** ...and this many months after a loan was issued. */
  waitingMonthsAfterLoan: 6,
  /** Submit within 2 days (primary) or 5 days (secondary) of the start (the booking's hold). */
  submissionDays: { '0': 2, '1': 5 },
  termMonths: loanLimits.termMonths,
  /** The credit-register consent holds this many months. */
  consentMonths: 3,
  /** Spec section 9: each uploaded picture at most 3 MB. */
  maxUploadBytes: 3 * 1024 * 1024,
} as const;

/** Spec section 5: "Latin letters, first letter uppercase, with an optional single hyphenated second part". */
const latinName = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(50, messages.tooLong),
  v.regex(/^[A-Z][a-z]+(-[A-Z][a-z]+)?$/, 'validation:latinName'),
);

/**
 * The patronymic (middle name), written as the other names, or empty (the field is always sent): a
 * person whose population registry record has none leaves it empty. Whether it may be empty is the
 * registry's to say, so the server checks it when it asks the registry: a record with a patronymic
 * needs it ('Required field', api/server/services/lending/applicant-names.ts).
 */
const patronymic = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.maxLength(50, messages.tooLong),
  v.regex(/^(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)?)?$/, 'validation:latinName'),
);

const isoDate = v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.isoDate(messages.invalid));

const documentNumber = v.pipe(v.string(messages.required), v.transform((value) => value.replace(/\s/g, '').toUpperCase()), v.nonEmpty(messages.required), v.maxLength(20, messages.tooLong));

/** Whether a document number fits its type's pattern (each type has its own message). */
const fitsDocumentType = (type: DocumentType, input: { documentType: DocumentType; documentNumber: string }) =>
  input.documentType !== type || documentNumberPatterns[type].pattern.test(input.documentNumber);

/**
 * Step 1, loan info. Money is in the loan currency's minor unit (drams; cents for USD and EUR). The
 * property's price comes from the catalogue when the application has a property; otherwise the
 * person gives it here. The server converts the market's ranges at the reference rates.
 */
export const loanInfoSchema = v.object({
  currency: v.picklist(currencies, messages.required),
  /** Only without a catalogue property: the price of the home the person is buying. */
  propertyPrice: v.optional(wholeNumber(1, 100_000_000_000)),
  amount: wholeNumber(1, 100_000_000_000),
  downPayment: wholeNumber(0, 100_000_000_000),
  termMonths: wholeNumber(loanLimits.termMonths.min, loanLimits.termMonths.max),
  repaymentType: v.picklist(repaymentTypes, messages.required),
  /** The reason for the mortgage sets the minimum down payment (lending-rules.ts). */
  reason: v.picklist(mortgageReasons, messages.required),
});
export type LoanInfo = v.InferOutput<typeof loanInfoSchema>;

export const maritalStatuses = ['single', 'married', 'divorced', 'widow'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];

const applicantDataFields = v.object({
  socialCardNumber: socialCardSchema,
  documentType: v.picklist(documentTypes, messages.required),
  documentNumber,
  firstName: latinName,
  lastName: latinName,
  middleName: patronymic,
  birthDate: isoDate,
  email: emailSchema,
  phoneNumber: phoneSchema,
  maritalStatus: v.picklist(maritalStatuses, messages.required),
  /** The income tax withheld from the person's salary each month, drams (the bank derives the income from it). */
  monthlyIncomeTax: wholeNumber(0, 100_000_000),
});
type ApplicantDataFields = v.InferOutput<typeof applicantDataFields>;
const applicantDocumentFits = (type: DocumentType) =>
  v.forward(v.check((input: ApplicantDataFields) => fitsDocumentType(type, input), documentNumberPatterns[type].message), ['documentNumber']);

/** Step 2, applicant data: prefilled from the pre-qualification and the registry, never asked twice. */
export const applicantDataSchema = v.pipe(
  applicantDataFields,
  applicantDocumentFits('passport'),
  applicantDocumentFits('biometricPassport'),
  applicantDocumentFits('idCard'),
);
export type ApplicantData = v.InferOutput<typeof applicantDataSchema>;

/** Step 3, consent: the credit-register check (valid 3 months) and the processing of personal data. */
export const consentSchema = v.object({
  creditRegisterConsent: v.literal(true, 'validation:creditConsentRequired'),
  personalDataConsent: v.literal(true, 'validation:personalDataConsentRequired'),
});
export type Consent = v.InferOutput<typeof consentSchema>;

/** Spec sections 3 and 5: who the co-applicant is to the main applicant. */
export const coApplicantRelationships = ['spouse', 'father', 'mother', 'sister', 'brother', 'child', 'son', 'daughter'] as const;
export type CoApplicantRelationship = (typeof coApplicantRelationships)[number];

/**
 * The invitation's states (machines/co-applicant): sent and awaiting an answer, accepted (the person
 * is on the application), or ended: declined, recalled by the applicant, cancelled by the
 * co-applicant, lapsed with the submission deadline, or closed with the application.
 */
export const coApplicantInvitationStatuses = ['invited', 'accepted', 'declined', 'recalled', 'cancelled', 'lapsed', 'closed'] as const;
export type CoApplicantInvitationStatus = (typeof coApplicantInvitationStatuses)[number];
/** The statuses that hold a person to an application ("at most one active invitation", "no other current application"). */
export const activeInvitationStatuses = ['invited', 'accepted'] as const satisfies readonly CoApplicantInvitationStatus[];

/** The co-applicant's part, in order; 'preview' is where they confirm it. Spouse data only when married. */
export const coApplicantSteps = ['applicantData', 'consent', 'addresses', 'spouseData', 'preview'] as const;
export type CoApplicantStep = (typeof coApplicantSteps)[number];
export const coApplicantStepSchema = v.picklist(coApplicantSteps, messages.invalid);

/**
 * Step 4, co-borrower: applying alone, or together with the co-applicant invited from this step
 * (saved as 'together' by the invitation itself; a recall, a refusal or a cancellation unsaves it).
 */
export const coBorrowerSchema = v.object({ mode: v.picklist(['alone', 'together'], messages.required) });
export type CoBorrower = v.InferOutput<typeof coBorrowerSchema>;

export const addressSchema = v.object({
  /** ISO 3166 alpha-2 (AM for Armenia). */
  // An ISO 3166-1 alpha-2 code the form offers by name (api/contract/countries.ts).
  country: v.pipe(v.string(messages.required), v.regex(/^[A-Z]{2}$/, messages.invalid), v.check((code) => isCountryCode(code), messages.invalid)),
  region: text(100),
  community: text(100),
  street: text(150),
  building: text(50, 1),
  apartment: v.optional(text(50, 1)),
});
export type Address = v.InferOutput<typeof addressSchema>;

/** Step 5, addresses: registration and current, or "same as registration". */
export const addressesSchema = v.variant('currentSameAsRegistration', [
  v.object({ currentSameAsRegistration: v.literal(true), registration: addressSchema }),
  v.object({ currentSameAsRegistration: v.literal(false), registration: addressSchema, current: addressSchema }),
]);
export type Addresses = v.InferOutput<typeof addressesSchema>;

const spouseDataFields = v.object({
  firstName: latinName,
  lastName: latinName,
  middleName: latinName,
  socialCardNumber: socialCardSchema,
  documentType: v.picklist(documentTypes, messages.required),
  documentNumber,
});
type SpouseDataFields = v.InferOutput<typeof spouseDataFields>;
const spouseDocumentFits = (type: DocumentType) =>
  v.forward(v.check((input: SpouseDataFields) => fitsDocumentType(type, input), documentNumberPatterns[type].message), ['documentNumber']);

/** Step 6, spouse data (only when married); the pictures of the spouse's document are uploads of their own. */
export const spouseDataSchema = v.pipe(
  spouseDataFields,
  spouseDocumentFits('passport'),
  spouseDocumentFits('biometricPassport'),
  spouseDocumentFits('idCard'),
);
export type SpouseData = v.InferOutput<typeof spouseDataSchema>;

/** Spec section 9: a passport needs its photo and address pages; an identification card both sides. */
export const documentPictureKinds = ['photoPage', 'addressPage', 'front', 'back'] as const;
export type DocumentPictureKind = (typeof documentPictureKinds)[number];
export const picturesOfDocument = (type: DocumentType): readonly DocumentPictureKind[] => (type === 'idCard' ? ['front', 'back'] : ['photoPage', 'addressPage']);

/** Whose document a picture shows: the main applicant's spouse, or the co-applicant's. */
export const documentOwners = ['spouse', 'coApplicantSpouse'] as const;
export const uploadParamSchema = v.object({
  applicationId: v.pipe(v.string(messages.required), v.uuid(messages.invalid)),
  owner: v.picklist(documentOwners, messages.invalid),
  kind: v.picklist(documentPictureKinds, messages.invalid),
});
export const uploadedPictureSchema = v.object({
  owner: v.picklist(documentOwners),
  kind: v.picklist(documentPictureKinds),
  contentType: v.picklist(['image/png', 'image/jpeg']),
  bytes: v.number(),
  width: v.number(),
  height: v.number(),
  uploadedAt: v.string(),
  /** Where the picture is served, to the people on the application only. */
  url: v.string(),
});
export type UploadedPicture = v.InferOutput<typeof uploadedPictureSchema>;

/** The body of saving one step: the step's name and its data, validated with that step's schema. */
export const loanStepSaveSchema = v.variant('step', [
  v.object({ step: v.literal('loanInfo'), data: loanInfoSchema }),
  v.object({ step: v.literal('applicantData'), data: applicantDataSchema }),
  v.object({ step: v.literal('consent'), data: consentSchema }),
  v.object({ step: v.literal('coBorrower'), data: coBorrowerSchema }),
  v.object({ step: v.literal('addresses'), data: addressesSchema }),
  v.object({ step: v.literal('spouseData'), data: spouseDataSchema }),
]);
export type LoanStepSave = v.InferOutput<typeof loanStepSaveSchema>;

/**
 * Starting an application: a property of the catalogue (which it books), or none (the price is given
 * in loan info). Without a property, `marketType` says whether the home is new (primary) or resale
 * (secondary, the default); with one, the property's market is used.
 */
export const loanApplicationStartSchema = v.object({ property: v.nullable(propertyRefSchema), marketType: v.optional(marketTypeSchema) });
export type LoanApplicationStart = v.InferOutput<typeof loanApplicationStartSchema>;

export const loanApplicationIdParamSchema = v.object({ applicationId: v.pipe(v.string(messages.required), v.uuid(messages.invalid)) });

/** "Price changed": the person agrees to the catalogue's price they were shown. */
export const priceConfirmSchema = v.object({ price: wholeNumber(1, 100_000_000_000) });

export const lendingStatuses = [
  'Draft',
  'CoApplicantDecision',
  'InvitationAccepted',
  'CitizenshipMismatch',
  'MaritalStatusMismatch',
  'RejectedByCoapplicant',
  'CanceledByCoApplicant',
  'Sent',
  'Pending',
  'SentToBank',
  'ManualReview',
  'ApprovedByBank',
  'RejectedByBank',
  'ApprovedByClient',
  'ApprovedByCoapplicant',
  'RejectedByClient',
  'OfferAccepted',
  // The lending process after the offer (issue 17).
  'ApplicantsIdentificationInProgress',
  'ApplicantsNotIdentificated',
  'ProvidedDocumentMismatchedWithAS',
  'ApplicantsIdentificated',
  'ApplicantsOnboardingInProgress',
  'ApplicantsOnboardingCompleted',
  'ApplicantsOnboardingFailed',
  'SpouseDataProvidedByApplicant',
  'SpouseDataProvidedByCoApplicant',
  'SpouseDataNotProvided',
  'LendingPackageDataNotPresented',
  'LendingPackageDataPresentedByApplicant',
  'LendingPackageDataPresentedByCoApplicant',
  'LendingPackagePreparation',
  'LendingPackagePrepared',
  'LendingPackageChecked',
  'SignedByApplicant',
  'SignedByCoApplicant',
  'RejectedByApplicant',
  'RejectedByCoApplicant',
  'LendingPackageSigned',
  'LoanApproved',
  'NotaryAppointmentProvided',
  'NotaryPackagePrepared',
  'NotaryPackageChecked',
  'NotaryPackageAvailable',
  'RightsRegistered',
  'PropertyInsured',
  'LoanDisbursed',
  'BranchVisitBooked',
  'LoanDisbursementInProgress',
  'Expired',
  'Deleted',
  'CancelledByApplicantRequest',
] as const;
export const lendingStatusSchema = v.picklist(lendingStatuses);
export type LendingStatus = (typeof lendingStatuses)[number];

/**
 * The statuses before the submission: the draft, alone or with its co-applicant's invitation in any
 * state (issue 16). The applicant's steps can be saved, the draft deleted, and the submission
 * deadline runs.
 */
export const lendingPreparingStatuses = [
  'Draft',
  'CoApplicantDecision',
  'InvitationAccepted',
  'CitizenshipMismatch',
  'MaritalStatusMismatch',
  'RejectedByCoapplicant',
  'CanceledByCoApplicant',
] as const satisfies readonly LendingStatus[];
export const isPreparingStatus = (status: string) => (lendingPreparingStatuses as readonly string[]).includes(status);

/** The statuses where the bank's offer waits for an answer (from one person or both): the process window runs. */
export const lendingOfferStatuses = ['ApprovedByBank', 'ApprovedByClient', 'ApprovedByCoapplicant'] as const satisfies readonly LendingStatus[];

/**
 * The statuses an application ends in: it no longer holds its home, and the person may start another
 * (the server's "one active application per person" index leaves them out; changing the list needs a
 * migration of that index).
 */
export const lendingFinalStatuses = [
  'RejectedByBank',
  'RejectedByClient',
  'Expired',
  'Deleted',
  'CancelledByApplicantRequest',
  // The lending process's ends (issue 17): the loan paid out, or the online process stopped.
  'ApplicantsOnboardingFailed',
  'SpouseDataNotProvided',
  'RejectedByApplicant',
  'RejectedByCoApplicant',
  'LoanDisbursed',
] as const satisfies readonly LendingStatus[];

export const loanOfferSchema = v.object({
  currency: v.picklist(currencies),
  amount: v.number(),
  requestedAmount: v.number(),
  termMonths: v.number(),
  nominalRatePercent: v.number(),
  actualRatePercent: v.number(),
  monthlyPayment: v.number(),
  repaymentType: v.picklist(repaymentTypes),
});
export type LoanOffer = v.InferOutput<typeof loanOfferSchema>;

const lendingParties = ['applicant', 'coApplicant'] as const;

/** What the main applicant sees of the co-applicant: who, the invitation's state and their progress (not their data). */
const coApplicantSummarySchema = v.object({
  relationship: v.picklist(coApplicantRelationships),
  email: v.string(),
  phoneNumber: v.string(),
  status: v.picklist(coApplicantInvitationStatuses),
  invitedAt: v.string(),
  /** Their name once their applicant data is saved. */
  name: v.nullable(v.string()),
  /** The steps of their part saved so far, and whether they confirmed it. */
  savedSteps: v.array(coApplicantStepSchema),
  partComplete: v.boolean(),
  /**
   * What the applicant reads about the invitation while the draft is prepared (the wizard's co-borrower
   * step): sent and awaited, accepted, a registry mismatch, declined or left; whether it can still be
   * recalled, and whether it is a warning. Null once the application is submitted.
   */
  notice: v.nullable(v.object({ state: v.picklist(['invited', 'accepted', 'citizenship', 'marital', 'declined', 'left']), recall: v.boolean(), warning: v.boolean() })),
});

/** The co-applicant's own part, as only they see it: their saved steps, the step to resume at, their prefill. */
const coApplicantPartSchema = v.object({
  currentStep: coApplicantStepSchema,
  steps: v.object({
    applicantData: v.nullable(applicantDataSchema),
    consent: v.nullable(consentSchema),
    addresses: v.nullable(addressesSchema),
    spouseData: v.nullable(spouseDataSchema),
  }),
  applicantPrefill: v.nullable(v.partial(applicantDataFields)),
  /** What their spouse step starts with while it is not saved: the registry's record of their spouse. */
  spousePrefill: v.nullable(v.partial(spouseDataFields)),
  /** The steps they owe, in order, the preview last (the server decides; the part walks this list). */
  owedSteps: v.array(coApplicantStepSchema),
  /** Once checked by the registry, the social card cannot be changed (spec section 5). */
  socialCardLocked: v.boolean(),
  /** They confirmed their part ("Confirm my part"); saving a step again reopens it. */
  partComplete: v.boolean(),
  /** Whose application this is: the main applicant's name as their data step gave it (or their profile's). */
  applicantName: v.string(),
});

/** The tasks a card names, by reader (keys under `account:applications`). */
export const loanApplicationTasks = [
  'task.waitInvitation',
  'task.waitPart',
  'task.submit',
  'task.mismatch',
  'task.inviteAgain',
  'task.answerOffer',
  'task.waitCoApplicantOffer',
  'task.coApplicantAccepted',
  'coApplicantTask.completePart',
  'coApplicantTask.waitSubmit',
  'coApplicantTask.waitApplicant',
  'coApplicantTask.waitDecision',
  'coApplicantTask.answerOffer',
  'coApplicantTask.waitApplicantOffer',
] as const;

/**
 * What the personal page's card of an application offers its reader, decided by the server from the
 * status and the reader's role (issue 33), so the card has no status table or role branch.
 */
export const loanApplicationCardSchema = v.object({
  /** How the status reads at a glance: something to do, to wait for, a good end, another end. */
  tone: v.picklist(['act', 'wait', 'good', 'ended']),
  /** The reader's role, named on the card when there are two people. */
  roleShown: v.nullable(v.picklist(lendingParties)),
  task: v.nullable(v.picklist(loanApplicationTasks)),
  /**
   * The page the card opens: the draft to resume, the application's page (the bank's decision), its
   * offer to answer, the co-applicant's own part, the lending process; null when nothing is left to open.
   */
  opens: v.nullable(v.picklist(['resume', 'application', 'seeOffer', 'coApplicantPart', 'process'])),
  /** Opening it is the reader's next move (the primary button). */
  urgent: v.boolean(),
  offerShown: v.boolean(),
  /** A draft in its submission window: the time left is shown. */
  submitWindow: v.boolean(),
  /** The reader may delete it (the main applicant's draft). */
  deletable: v.boolean(),
  /** The catalogue's price moved since the draft's agreed price. */
  priceChanged: v.boolean(),
  /** The co-applicant's progress is shown (to the main applicant). */
  coApplicantProgress: v.boolean(),
  /** The bank refused: the ways forward are shown. */
  rejectionWays: v.boolean(),
});
export type LoanApplicationCard = v.InferOutput<typeof loanApplicationCardSchema>;

/**
 * An application as one of its people sees it (`role`): the main applicant sees every step of theirs
 * and the co-applicant's progress; the co-applicant sees the loan info, their own part and the offer,
 * never the applicant's personal data.
 */
export const loanApplicationSchema = v.object({
  id: v.string(),
  status: lendingStatusSchema,
  role: v.picklist(lendingParties),
  marketType: marketTypeSchema,
  /** The booked property with what its card needs, or null when the person gave a price. */
  property: v.nullable(
    v.object({
      ...propertyRefSchema.entries,
      title: v.string(),
      address: v.string(),
      imageUrl: v.string(),
      /** The developer's or agency's answer: 'waitingApproval' until it confirms. */
      availability: v.picklist(['waitingApproval', 'confirmed', 'refused']),
    }),
  ),
  /** The price the person agreed to and the catalogue's price now, drams; they differ after a price change. */
  agreedPrice: v.number(),
  currentPrice: v.number(),
  /** The step the wizard resumes at, and the steps saved so far with their data. */
  currentStep: loanWizardStepSchema,
  steps: v.object({
    loanInfo: v.nullable(loanInfoSchema),
    applicantData: v.nullable(applicantDataSchema),
    consent: v.nullable(consentSchema),
    coBorrower: v.nullable(coBorrowerSchema),
    addresses: v.nullable(addressesSchema),
    spouseData: v.nullable(spouseDataSchema),
  }),
  /**
   * What the applicant-data step starts with while it is not saved: the pre-qualification's answers,
   * the registry's record and the profile, so nothing is asked twice. Null once the step is saved.
   */
  applicantPrefill: v.nullable(v.partial(applicantDataFields)),
  /** What the spouse step starts with while it is not saved: the registry's record of the applicant's spouse. */
  spousePrefill: v.nullable(v.partial(spouseDataFields)),
  /** What the loan step starts with while it is not saved: the amount (AMD, drams) and term of a pre-qualification letter still valid. */
  loanInfoPrefill: v.nullable(v.object({ amount: v.number(), termMonths: v.number() })),
  /**
   * The steps the applicant owes, in order, the preview last: spouse data only when married and the
   * spouse is not the co-applicant. The server decides; the wizard walks this list. Empty for the co-applicant.
   */
  owedSteps: v.array(loanWizardStepSchema),
  pictures: v.array(uploadedPictureSchema),
  /** The end of the submission window (ISO time). */
  submitBy: v.string(),
  submittedAt: v.nullable(v.string()),
  documentMismatch: v.boolean(),
  /** Whose document did not match the registry. */
  documentMismatchOf: v.nullable(v.picklist(lendingParties)),
  /**
   * When the reader's own document did not match: the valid documents the population registry holds
   * for them, the number partly hidden (the two first and three last characters), so they know which
   * to enter. Null otherwise, or when the registry cannot be read.
   */
  documentsHeld: v.nullable(v.array(v.object({ type: v.picklist(documentTypes), number: v.string() }))),
  coApplicant: v.nullable(coApplicantSummarySchema),
  /** Only for the co-applicant. */
  coApplicantPart: v.nullable(coApplicantPartSchema),
  offer: v.nullable(loanOfferSchema),
  /** Who has accepted the offer so far, and who refused it. */
  offerAcceptedBy: v.array(v.picklist(lendingParties)),
  offerRefusedBy: v.nullable(v.picklist(lendingParties)),
  rejection: v.nullable(v.object({ reason: v.picklist(refusalReasons), newApplicationFrom: v.string() })),
  reviewDocuments: v.array(v.picklist(reviewDocuments)),
  /** The personal page's card, as this reader sees it. */
  card: loanApplicationCardSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type LoanApplication = v.InferOutput<typeof loanApplicationSchema>;
export const loanApplicationsSchema = v.array(loanApplicationSchema);
