import * as v from 'valibot';
import { lendingStatuses } from './loan-application';
import { otpCodeSchema } from './otp';
import { documentNumberPatterns, documentTypes, type DocumentType } from './prequal';
import { languages, messages, singleLine } from './validation';

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

/** A branch's code as GET /branches lists it (HQ, KENT, ...). */
const branchCodeSchema = v.pipe(v.string(messages.required), v.regex(/^[A-Z0-9]{2,10}$/, messages.invalid));

/**
 * Booking (or moving) the branch visit of a resale home: a branch in Yerevan, one of its free slots,
 * and the loan's monthly repayment day (a resale home's contract is signed at the visit, so the day is
 * given here; 1-20, the chart refuses another with LOAN_CONTRACT.PAYMENT_DAY_OUT_OF_RANGE).
 */
export const branchVisitBookingSchema = v.object({ branchCode: branchCodeSchema, slotAt: isoTime, repaymentDay: v.pipe(v.number(messages.required), v.integer(messages.invalid)) });

/** The free and taken times of a Yerevan branch for the resale home's visit. */
export const branchVisitSlotsQuerySchema = v.object({
  branchCode: branchCodeSchema,
  /** The first day to list (YYYY-MM-DD, Yerevan time); the first bookable day when absent. */
  from: v.optional(v.pipe(v.string(), v.isoDate(messages.invalid))),
});

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
export const lendingSlotSchema = v.object({ at: v.string(), available: v.boolean() });
export type LendingSlot = v.InferOutput<typeof lendingSlotSchema>;

export const notaryViewSchema = v.object({ id: v.string(), name: v.string(), address: v.string(), phone: v.string() });
export type NotaryView = v.InferOutput<typeof notaryViewSchema>;

export const packageDocumentViewSchema = v.object({
  id: v.string(),
  kind: v.picklist(packageDocumentKinds),
  language: v.picklist(languages),
  sha256: v.string(),
  bytes: v.number(),
  /** GET it to read the PDF. */
  url: v.string(),
  /** The viewing person's signature of it. */
  signedAt: v.nullable(v.string()),
});
export type PackageDocumentView = v.InferOutput<typeof packageDocumentViewSchema>;

/**
 * Who moved the application: one of its people, the bank (an employee or one of its own systems), a
 * party outside the bank that answered (the notary, the developer, a registry, the insurer, the
 * identification provider), or the system's clock (a deadline).
 */
export const lendingPathActors = ['applicant', 'coApplicant', 'bank', 'notary', 'developer', 'propertyRegistry', 'populationRegistry', 'insurer', 'identificationProvider', 'system'] as const;
export type LendingPathActor = (typeof lendingPathActors)[number];

/** One step of the path the application took (from its event log): where to, when, and who moved it. */
export const lendingPathStepSchema = v.object({ status: v.picklist(lendingStatuses), at: v.string(), by: v.picklist(lendingPathActors), /** The reader took this step. */ byReader: v.boolean() });
export type LendingPathStep = v.InferOutput<typeof lendingPathStepSchema>;

/**
 * The process as a borrower reads it: a few stages in plain words rather than the chart's states. A
 * new building's loan is identified online, called, signed online and registered by a notary; a
 * resale home's is signed at a branch. The spouse stage is passed by a married couple on one loan.
 */
export const lendingStages = ['application', 'identification', 'videoCall', 'spouseData', 'contractData', 'signing', 'approval', 'notary', 'registration', 'branchVisit', 'payout'] as const;
export type LendingStage = (typeof lendingStages)[number];

/**
 * One stage of the reader's way to the payout: passed (when it ended and who ended it), the one now
 * (since when), one still to come, or the one where the application stopped for good.
 */
export const lendingStageViewSchema = v.object({
  stage: v.picklist(lendingStages),
  state: v.picklist(['done', 'now', 'next', 'stopped']),
  /** When a passed stage ended, or since when the current one (or the stopped one) runs; null ahead. */
  at: v.nullable(v.string()),
  /** Who ended a passed stage (or stopped the application); null otherwise. */
  by: v.nullable(v.picklist(lendingPathActors)),
  /** The reader ended it (or stopped the application). */
  byReader: v.boolean(),
});
export type LendingStageView = v.InferOutput<typeof lendingStageViewSchema>;

/**
 * The reader's own actions of the process after the offer, by the chart's event names. The view says
 * which the chart takes from the reader now, so a screen offers only those (issue 33).
 */
export const lendingProcessActions = [
  'identification.start',
  'document.correct',
  'onboarding.book',
  'spouseData.provide',
  'spouseData.decline',
  'packageData.present',
  'package.sign',
  'package.reject',
  'notary.book',
  'branchVisit.book',
  'application.cancel',
] as const;
export type LendingProcessAction = (typeof lendingProcessActions)[number];

/** One action for the reader now: allowed, or refused with the chart's catalogued rule (`errors:<reason>`). */
export const lendingActionViewSchema = v.object({
  action: v.picklist(lendingProcessActions),
  allowed: v.boolean(),
  reason: v.nullable(v.string()),
});
export type LendingActionView = v.InferOutput<typeof lendingActionViewSchema>;

/**
 * The part of the process page the reader is on now (the server decides it from the chart, so the
 * screen's machine routes on it and no view reads a status): the application's own page before the
 * offer, each stage's panel, the bank's side working, or the end.
 */
export const lendingProcessPanels = [
  'application',
  'identification',
  'notIdentified',
  'documentMismatch',
  'videoCall',
  'spouseData',
  'contractData',
  'signing',
  'bankWork',
  'notary',
  'branchVisit',
  'ended',
] as const;
export type LendingProcessPanel = (typeof lendingProcessPanels)[number];

export const lendingDeadlineKindNames = ['submission', 'process', 'package'] as const;

/** A running deadline of the application and the status it leads to if it passes. */
export const lendingDeadlineViewSchema = v.object({ kind: v.picklist(lendingDeadlineKindNames), dueAt: v.string(), leadsTo: v.picklist(lendingStatuses) });
export type LendingDeadlineView = v.InferOutput<typeof lendingDeadlineViewSchema>;

/** Each person's part of the process, as the chart's progress holds it. */
export const lendingPersonViewSchema = v.object({
  party: v.picklist(lendingParties),
  /** This person is the one reading. */
  reader: v.boolean(),
  name: v.string(),
  identification: v.picklist(['notStarted', 'inProgress', 'manualProcessing', 'passed']),
  identificationTriesLeft: v.number(),
  onboarding: v.picklist(['notBooked', 'booked', 'completed']),
  spouseDataProvided: v.boolean(),
  packageDataPresented: v.boolean(),
  packageSigned: v.boolean(),
});
export type LendingPersonView = v.InferOutput<typeof lendingPersonViewSchema>;

/**
 * The process as the viewing person reads it (GET .../process): the status, each person's part,
 * what this person has booked and may sign, the running deadlines, and the "where am I" map's data.
 */
export const lendingProcessViewSchema = v.object({
  applicationId: v.string(),
  status: v.picklist(lendingStatuses),
  marketType: v.picklist(['0', '1']),
  /** The viewer's place on the application. */
  role: v.picklist(lendingParties),
  /** The home the loan is for (its title and address in the viewer's language), when it is a catalogue property. */
  property: v.nullable(v.object({ title: v.string(), address: v.string() })),
  /** Each person's part; empty before the offer is accepted. */
  people: v.array(lendingPersonViewSchema),
  /** Who must act now (the map's "what comes next"); null in a final status. */
  nextActor: v.nullable(v.picklist(lendingActors)),
  /** The reader is one who must act now (alone, or with the other person). */
  readersTurn: v.boolean(),
  /**
   * The co-applicant is the main applicant's spouse (a married couple on one loan): after the video
   * calls each is recorded as the other's spouse, so neither is asked for spouse data (no spouse task).
   */
  spouseCouple: v.boolean(),
  /** The viewer's open identification try: the widget to open. */
  identification: v.nullable(v.object({ guid: v.string(), widgetUrl: v.string() })),
  /** Why identification stopped, when it did. */
  identificationStop: v.nullable(v.object({ party: v.picklist(lendingParties), reason: v.picklist(['branchVisitRequired', 'tooManyFailures']), /** It is the reader's identification that stopped. */ reader: v.boolean() })),
  documentMismatchOf: v.nullable(v.picklist(lendingParties)),
  /** The viewer's booked video call and its link. */
  videoCall: v.nullable(v.object({ slotAt: v.string(), joinUrl: v.string() })),
  repaymentDay: v.nullable(v.number()),
  /** The reader chooses the repayment day with the contract's data (the main applicant does; the co-applicant gives only an account). */
  repaymentDayAsked: v.boolean(),
  /** The reader's own page of the application before the offer was accepted: the application (main applicant) or their part (co-applicant). */
  ownPage: v.picklist(['application', 'coApplicantPart']),
  /** The loan was paid out. */
  paidOut: v.boolean(),
  /** Paid out: the first payment's day (YYYY-MM-DD), from the payout's day and the repayment day chosen. */
  firstPaymentOn: v.nullable(v.string()),
  /** The current contract package (in the viewer's language) and until when it may be signed. */
  package: v.nullable(v.object({ expiresAt: v.string(), documents: v.array(packageDocumentViewSchema) })),
  notaryAppointment: v.nullable(v.object({ notary: notaryViewSchema, slotAt: v.string() })),
  branchVisit: v.nullable(v.object({ branchCode: v.string(), branchName: v.string(), address: v.string(), slotAt: v.string() })),
  deadlines: v.array(lendingDeadlineViewSchema),
  path: v.array(lendingPathStepSchema),
  /** Every process action for the reader, as the chart answers it now (allowed, or the rule that refuses it). */
  actions: v.array(lendingActionViewSchema),
  /** The page's panel for the reader now (see `lendingProcessPanels`). */
  panel: v.picklist(lendingProcessPanels),
  /** The application ended (paid out or stopped for good): nothing waits on anyone. */
  final: v.boolean(),
  /** The stages of this household's way to the payout on this market, in order (see `lendingStages`). */
  stages: v.array(lendingStageViewSchema),
  loan: v.nullable(v.object({ amount: v.number(), termMonths: v.number(), monthlyPayment: v.number(), nominalRatePercent: v.number() })),
});
export type LendingProcessView = v.InferOutput<typeof lendingProcessViewSchema>;

export { languages, lendingStatuses };
