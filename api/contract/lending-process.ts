import * as v from 'valibot';
import { lendingStatuses, type LendingStatus } from './loan-application';
import { otpCodeSchema } from './otp';
import { documentNumberPatterns, documentTypes, type DocumentType } from './prequal';
import { languages, messages, singleLine, type Language } from './validation';

/*
 * The lending process after the offer is accepted (issue 17, spec sections 4, 6 and 7): identification
 * with the provider's widget, the video call, spouse data, the contract's data, the package's
 * preparation and signing, the notary, registration, insurance and disbursement; a resale home's
 * branch visit instead. The lending chart (machines/lending, version 3) holds where the application
 * is; these are the calls the applicant's and the co-applicant's screens make, and what they read.
 */

/** The two people of an application (spec section 6). */
export const lendingParties = ['applicant', 'coApplicant'] as const;
export type LendingPartyName = (typeof lendingParties)[number];

/** What the identification provider answers about one try of its widget. */
export const identificationOutcomes = ['passed', 'failed', 'manualProcessing', 'branchVisitRequired', 'documentMismatch'] as const;
export type IdentificationOutcome = (typeof identificationOutcomes)[number];

export const appointmentKinds = ['videoCall', 'notary', 'branchVisit'] as const;
export type AppointmentKind = (typeof appointmentKinds)[number];

/** The contract package's documents, each a PDF in the person's language. */
export const packageDocumentKinds = ['loanAgreement', 'mortgageAgreement', 'repaymentSchedule', 'insuranceTerms'] as const;
export type PackageDocumentKind = (typeof packageDocumentKinds)[number];

/** Who must act next in a state of the process: the person, the other person, both, or the bank's side (the bank, a notary, a registry). */
export const lendingActors = ['applicant', 'coApplicant', 'everyone', 'bank'] as const;
export type LendingNextActor = (typeof lendingActors)[number];

const isoTime = v.pipe(v.string(messages.required), v.isoTimestamp(messages.invalid));

/** The person corrects the document the provider found mismatched with the authority's records. */
const documentCorrectionFields = v.object({
  documentType: v.picklist(documentTypes, messages.required),
  documentNumber: v.pipe(v.string(messages.required), v.transform((value) => value.replace(/\s/g, '').toUpperCase()), v.nonEmpty(messages.required), v.maxLength(20, messages.tooLong)),
});
const documentFits = (type: DocumentType) =>
  v.forward(
    v.check(
      (input: v.InferOutput<typeof documentCorrectionFields>) => input.documentType !== type || documentNumberPatterns[type].pattern.test(input.documentNumber),
      documentNumberPatterns[type].message,
    ),
    ['documentNumber'],
  );
export const documentCorrectionSchema = v.pipe(documentCorrectionFields, documentFits('passport'), documentFits('biometricPassport'), documentFits('idCard'));
export type DocumentCorrection = v.InferOutput<typeof documentCorrectionSchema>;

/** Booking (or moving) a video call: one of the free slots the provider lists. */
export const slotBookingSchema = v.object({ slotAt: isoTime });

/** Booking the notary: one of a notary's free slots. */
export const notaryBookingSchema = v.object({ notaryId: v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.maxLength(40, messages.invalid), singleLine), slotAt: isoTime });

/** Booking the branch visit of a resale home: a branch in Yerevan and one of its free slots. */
export const branchVisitBookingSchema = v.object({ branchCode: v.pipe(v.string(messages.required), v.regex(/^\d{2,3}$/, messages.invalid)), slotAt: isoTime });

/** A person's spouse data in the process: married (the spouse's data as the application gave it, and their consent), or not married. */
export const processSpouseDataSchema = v.variant('married', [
  v.object({
    married: v.literal(true),
    /** The spouse agrees to the pledge of the home and to the bank's processing of their data (their written consent is signed at the notary). */
    spouseConsent: v.literal(true, 'validation:required'),
  }),
  v.object({ married: v.literal(false) }),
]);
export type ProcessSpouseData = v.InferOutput<typeof processSpouseDataSchema>;

/**
 * A person's part of the contract's data. The main applicant gives the monthly repayment day (1-20;
 * the chart refuses another, and refuses one from the co-applicant); each person the account the loan's
 * payments are debited from (an Armenian bank account: 16 digits) and that they read the explanatory
 * texts of the contract step.
 */
export const packageDataSchema = v.object({
  repaymentDay: v.nullable(v.pipe(v.number(messages.required), v.integer(messages.invalid))),
  debitAccount: v.pipe(v.string(messages.required), v.regex(/^\d{16}$/, 'validation:bankAccount')),
  explanationsRead: v.literal(true, 'validation:required'),
});
export type PackageData = v.InferOutput<typeof packageDataSchema>;

/** Signing the package: the one-time code the e-signature provider sent to the person's phone. */
export const packageSignSchema = v.object({ code: otpCodeSchema });

export const slotsQuerySchema = v.object({
  /** The first day to list (YYYY-MM-DD, Yerevan time); today when absent. */
  from: v.optional(v.pipe(v.string(), v.isoDate(messages.invalid))),
});

/** A free or taken time of a calendar (ISO). */
export interface LendingSlot {
  at: string;
  available: boolean;
}

export interface NotaryView {
  id: string;
  name: string;
  address: string;
  phone: string;
}

export interface PackageDocumentView {
  id: string;
  kind: PackageDocumentKind;
  language: Language;
  sha256: string;
  bytes: number;
  /** GET it to read the PDF. */
  url: string;
  /** The viewing person's signature of it. */
  signedAt: string | null;
}

/** One step of the path the application took (from its event log): where to, when, and who moved it. */
export interface LendingPathStep {
  status: LendingStatus;
  at: string;
  by: 'applicant' | 'coApplicant' | 'bank' | 'system';
}

/** A running deadline of the application and the status it leads to if it passes. */
export interface LendingDeadlineView {
  kind: 'submission' | 'process' | 'package';
  dueAt: string;
  leadsTo: LendingStatus;
}

/** Each person's part of the process, as the chart's progress holds it. */
export interface LendingPersonView {
  party: LendingPartyName;
  name: string;
  identification: 'notStarted' | 'inProgress' | 'manualProcessing' | 'passed';
  identificationTriesLeft: number;
  onboarding: 'notBooked' | 'booked' | 'completed';
  spouseDataProvided: boolean;
  packageDataPresented: boolean;
  packageSigned: boolean;
}

/**
 * The process as the viewing person reads it (GET .../process): the status, each person's part,
 * what this person has booked and may sign, the running deadlines, and the "where am I" map's data.
 */
export interface LendingProcessView {
  applicationId: string;
  status: LendingStatus;
  marketType: '0' | '1';
  /** The viewer's place on the application. */
  role: LendingPartyName;
  people: LendingPersonView[];
  /** Who must act now (the map's "what comes next"). */
  nextActor: LendingNextActor | null;
  /** The viewer's open identification try: the widget to open. */
  identification: { guid: string; widgetUrl: string } | null;
  /** Why identification stopped, when it did. */
  identificationStop: { party: LendingPartyName; reason: 'branchVisitRequired' | 'tooManyFailures' } | null;
  documentMismatchOf: LendingPartyName | null;
  videoCall: { slotAt: string; joinUrl: string } | null;
  repaymentDay: number | null;
  package: { expiresAt: string; documents: PackageDocumentView[] } | null;
  notaryAppointment: { notary: NotaryView; slotAt: string } | null;
  branchVisit: { branchCode: string; branchName: string; address: string; slotAt: string } | null;
  deadlines: LendingDeadlineView[];
  path: LendingPathStep[];
  loan: { amount: number; termMonths: number; monthlyPayment: number; nominalRatePercent: number } | null;
}

export { languages, lendingStatuses };
