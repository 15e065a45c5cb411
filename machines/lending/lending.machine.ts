import { and, assign, getNextTransitions, not, setup, type SnapshotFrom, type StateValue } from 'xstate';
import { effectsMeta } from './lending-effects';
import { bookingRules } from '../../api/contract/bookings';
import type { ErrorCode } from '../../api/contract/errors';
import { lendingStatuses } from '../../api/contract/loan-application';
import type { RefusalReason, reviewDocuments } from '../../api/contract/prequal';
import type { CoApplicantRelationship } from '../../api/contract/co-applicant';
import type { MarketType } from '../../api/contract/property-ref';

/**
 * The chart's version, stored in every application's envelope beside its state value and context.
 * Raise it with any change a stored envelope would not survive (a state renamed or removed, a
 * context field changed), and register the migration from the previous version.
 */
export const lendingMachineVersion = 5;

/** Who sent a person's event: someone on the application, or a bank employee (the back office). */
export type LendingActor = { kind: 'applicant'; userId: string } | { kind: 'staff'; staffId: string };

/** The bank's offer (spec section 3, Loan application): the schedule follows from these terms. */
export interface LendingOffer {
  /** What the bank lends, drams: the amount asked for, or less ("approved for less"). */
  amount: number;
  requestedAmount: number;
  termMonths: number;
  nominalRatePercent: number;
  actualRatePercent: number;
  monthlyPayment: number;
}

type ReviewDocument = (typeof reviewDocuments)[number];

/** What the server knows when a person starts an application. */
export interface LendingInput {
  /** The main applicant (a user id): the only one who may submit, delete or answer the offer. */
  mainApplicantId: string;
  /** Decides the submission deadline: 2 days (primary) or 5 days (secondary) from the start. */
  marketType: MarketType;
  /** The catalogue property the application booked, or null when the person gave a property price instead. */
  apartmentId: number | null;
  /** The property's price when the draft started, drams. */
  price: number;
  /** When the draft started (ISO time, the server's clock). */
  startedAt: string;
}

/** The two people an application can have (spec section 6): who made a refused offer's refusal, whose document mismatched. */
export type LendingParty = 'applicant' | 'coApplicant';

/**
 * The co-applicant the main applicant invited (issue 16). The invitation row keeps their data and
 * the invitation's own life (machines/co-applicant); the chart keeps what its guards need.
 */
export interface LendingCoApplicant {
  invitationId: string;
  /** Lower case: the invited person accepts only from an account with this e-mail. */
  email: string;
  relationship: CoApplicantRelationship;
  /** Set when the invitation is accepted: the only account that acts as the co-applicant. */
  userId: string | null;
  /** The co-applicant confirmed their part (applicant data, consent, addresses, spouse data): the applicant may submit. */
  partComplete: boolean;
}

/** Whether the developer or agency has confirmed the booked property ('waitingApproval' until it answers). */
export type PropertyAvailability = 'waitingApproval' | 'confirmed' | 'refused';

/** Where one person's identification stands (issue 17): the provider's widget, a bank employee's manual check, or passed. */
export type IdentificationProgress = 'notStarted' | 'inProgress' | 'manualProcessing' | 'passed';

/**
 * One person's part of the lending process after the offer is accepted (issue 17): the chart moves to
 * the next stage once everyone on the application has done theirs.
 */
export interface LendingPersonProgress {
  identification: IdentificationProgress;
  /** Failed tries with the provider's widget: the third sends the person to a branch. */
  identificationFailures: number;
  /** The video call: a slot booked, or the call done. */
  onboarding: 'notBooked' | 'booked' | 'completed';
  /** The booked call's start (ISO). */
  onboardingAt: string | null;
  /** They confirmed their spouse's data (or that they are not married); a married couple on one loan is recorded as each other's spouse. */
  spouseDataProvided: boolean;
  /** They presented their part of the contract's data (the main applicant: with the monthly repayment day). */
  packageDataPresented: boolean;
  /** They signed the contract package with a one-time code. */
  packageSigned: boolean;
}

/** Why the online identification cannot go on: the provider asked for a branch visit, or the person failed its tries. */
export type IdentificationStop = { person: LendingParty; reason: 'branchVisitRequired' | 'tooManyFailures' };

/** Only what the guards need, and what the statuses show (the offer, why it was refused). */
export interface LendingContext {
  mainApplicantId: string;
  marketType: MarketType;
  /** The booked catalogue property and its partner's answer; null for a property price given by the person. */
  property: { apartmentId: number; availability: PropertyAvailability } | null;
  /** The price the applicant has agreed to, and the catalogue's price now: they differ after a price change. */
  agreedPrice: number;
  currentPrice: number;
  startedAt: string;
  /** The end of the submission window: the draft expires (and its booking is released) then. */
  submitBy: string;
  submittedAt: string | null;
  /**
   * When the bank approved the application (the decision engine's answer, or an employee's after a
   * manual review): a resale home's 30-day window to the branch visit counts from it (spec section 9).
   * Null before the approval, and for an application approved before the chart recorded it (version 3).
   */
  approvedAt: string | null;
  /** The decision engine found this person's document does not match the registry: the draft is back for correcting it. */
  documentMismatch: LendingParty | null;
  /** The invited or accepted co-applicant; null when applying alone (or after a recall, a refusal or a cancellation). */
  coApplicant: LendingCoApplicant | null;
  /** Who refused the bank's offer, once it is refused. */
  offerRefusedBy: LendingParty | null;
  offer: LendingOffer | null;
  rejection: { reason: RefusalReason } | null;
  /** What to bring when a bank employee reviews the application. */
  reviewDocuments: ReviewDocument[];
  /** The lending process after the offer is accepted (issue 17): each person's part; null before. */
  progress: { applicant: LendingPersonProgress; coApplicant: LendingPersonProgress | null } | null;
  /** Why identification stopped (ApplicantsNotIdentificated), until a branch identifies the person. */
  identificationStop: IdentificationStop | null;
  /** The day of the month the loan is repaid (1-20), set by the main applicant with the contract's data (a resale home's: with the branch visit). */
  repaymentDay: number | null;
  /** The prepared contract package may be signed until this time (the end of the next working day); null without a package. */
  packageExpiresAt: string | null;
  /** The notary appointment the main applicant booked. */
  notaryAppointment: { notaryId: string; at: string } | null;
  /** The resale home's branch visit the main applicant booked. */
  branchVisit: { branchCode: string; at: string } | null;
}

export type LendingEvent =
  // The applicant's actions.
  | { type: 'application.submit'; by: LendingActor; at: string }
  | { type: 'application.delete'; by: LendingActor }
  /** Agrees to the catalogue's new price (the "Price changed" dialog); `price` is the price the person saw. */
  | { type: 'price.confirm'; by: LendingActor; price: number }
  | { type: 'application.cancel'; by: LendingActor }
  | { type: 'offer.accept'; by: LendingActor }
  | { type: 'offer.reject'; by: LendingActor }
  // The co-applicant's invitation (issue 16): the main applicant invites and recalls; `email` is the invited account's, lower case.
  | { type: 'coApplicant.invite'; by: LendingActor; at: string; invitationId: string; email: string; relationship: CoApplicantRelationship }
  | { type: 'coApplicant.recall'; by: LendingActor }
  | { type: 'invitation.accept'; by: LendingActor; email: string }
  | { type: 'invitation.decline'; by: LendingActor; email: string }
  // The co-applicant's own actions.
  | { type: 'coApplicant.completePart'; by: LendingActor }
  /** The co-applicant changed a step of a part they had confirmed: it must be confirmed again. */
  | { type: 'coApplicant.changePart'; by: LendingActor }
  | { type: 'coApplicant.cancel'; by: LendingActor }
  /** The population registry's answer about the co-applicant's data: not a citizen, or named a spouse but not married to the applicant. */
  | { type: 'registry.coApplicantNotCitizen' }
  | { type: 'registry.coApplicantNotSpouse' }
  // The developer's or agency's answer about the booked property (the partner adapter).
  | { type: 'property.confirmed' }
  /** `reason`: the partner's, when a person refused in the office (kept in the log). */
  | { type: 'property.refused'; reason?: string }
  /** The catalogue's price of the booked property changed after the draft started. */
  | { type: 'price.changed'; price: number }
  // Deadline rows, when due (`at`: the server's clock).
  | { type: 'deadline.submissionPassed'; at: string }
  /** The process window ran out while waiting on the client or on the bank's service (7 days from the submission primary, 30 days from the approval secondary). */
  | { type: 'deadline.processPassed' }
  // The bank's decision engine (called from the outbox; its answers come back as events).
  | { type: 'bank.received' }
  | { type: 'bank.unavailable' }
  /** `at`: when the bank's answer arrived (the server's clock). */
  | { type: 'decision.approved'; offer: LendingOffer; at: string }
  | { type: 'decision.rejected'; reason: RefusalReason }
  | { type: 'decision.manualReview'; documents: ReviewDocument[] }
  | { type: 'decision.documentMismatch'; person: LendingParty }
  // The lending process after the offer is accepted (issue 17). A person's action carries `by`; an
  // outside system's answer names the `person` it is about.
  /** The person opens the identification provider's widget (again, after a failed try). */
  | { type: 'identification.start'; by: LendingActor }
  | { type: 'identification.passed'; person: LendingParty }
  | { type: 'identification.failed'; person: LendingParty }
  /** The provider hands the person's identification to a bank employee. */
  | { type: 'identification.manualProcessing'; person: LendingParty }
  | { type: 'identification.branchVisitRequired'; person: LendingParty }
  /** The provider read a document that does not match the authority's records (ProvidedDocumentMismatchedWithAS). */
  | { type: 'identification.documentMismatch'; person: LendingParty }
  /** The person corrected their document's data after a mismatch: they identify again. */
  | { type: 'document.correct'; by: LendingActor }
  /** The person booked (or moved) their video-call slot, starting at `slotAt`. */
  | { type: 'onboarding.book'; by: LendingActor; slotAt: string }
  | { type: 'onboarding.completed'; person: LendingParty }
  /** The person did not join the booked call: they book another slot. */
  | { type: 'onboarding.missed'; person: LendingParty }
  /** The bank's employee could not confirm the person on the call: the online process ends. */
  | { type: 'onboarding.failed'; person: LendingParty }
  | { type: 'spouseData.provide'; by: LendingActor }
  /** The person's spouse does not give their data and consent: the loan cannot go on online. */
  | { type: 'spouseData.decline'; by: LendingActor }
  /** The person's part of the contract's data; only the main applicant gives the repayment day (1-20). */
  | { type: 'packageData.present'; by: LendingActor; repaymentDay: number | null }
  /** The bank prepared the contract package; it may be signed until `expiresAt`. */
  | { type: 'package.prepared'; expiresAt: string }
  | { type: 'package.checked' }
  /** The person signed every document of the package with a valid one-time code (`at`: the server's clock). */
  | { type: 'package.sign'; by: LendingActor; at: string }
  /** The person cancels the package: the application is rejected. */
  | { type: 'package.reject'; by: LendingActor }
  | { type: 'deadline.packagePassed'; at: string }
  /** The bank approves the loan on the signed package. */
  | { type: 'bank.loanApproved' }
  /** The main applicant booked (or moved) the notary appointment. */
  | { type: 'notary.book'; by: LendingActor; notaryId: string; slotAt: string }
  | { type: 'notary.packagePrepared' }
  | { type: 'notary.packageChecked' }
  | { type: 'notary.packageAvailable' }
  /** Nobody came to the notary at the booked time: the main applicant books again. */
  | { type: 'notary.appointmentMissed' }
  | { type: 'registry.rightsRegistered' }
  | { type: 'insurer.propertyInsured' }
  | { type: 'coreBanking.loanDisbursed' }
  /** The secondary market: the main applicant books (or moves) the branch visit, with the loan's repayment day (1-20). */
  | { type: 'branchVisit.book'; by: LendingActor; branchCode: string; slotAt: string; repaymentDay: number | null }
  /** The bank's branch signed the loan with the clients at the visit. */
  | { type: 'branchVisit.attended' }
  // A bank employee's decision on an application in manual review.
  | { type: 'review.approve'; by: LendingActor; offer: LendingOffer; at: string }
  | { type: 'review.reject'; by: LendingActor; reason: RefusalReason }
  | { type: 'review.requestDocuments'; by: LendingActor; documents: ReviewDocument[] };

const dayMs = 24 * 60 * 60 * 1000;

/** The application's co-applicant is the main applicant's spouse and on the process with them (the `isSpouseCouple` guard; the process view skips the spouse phase for them). */
export const isSpouseCoupleContext = (context: LendingContext) => context.coApplicant?.relationship === 'spouse' && context.coApplicant.userId !== null && context.progress?.coApplicant != null;
const isMainApplicantActor = (by: LendingActor, context: LendingContext) => by.kind === 'applicant' && by.userId === context.mainApplicantId;
const isCoApplicantActor = (by: LendingActor, context: LendingContext) =>
  by.kind === 'applicant' && context.coApplicant?.userId != null && by.userId === context.coApplicant.userId;
type GuardArgs = { context: LendingContext; event: LendingEvent };
const eventTime = (event: LendingEvent) => ('at' in event ? Date.parse(event.at) : Number.NaN);

/** Whom an event is about: the person who sent it, or the person an outside system's answer names. */
export function lendingPartyOf(context: LendingContext, event: LendingEvent): LendingParty | null {
  if ('person' in event) return event.person;
  if (!('by' in event)) return null;
  if (isMainApplicantActor(event.by, context)) return 'applicant';
  if (isCoApplicantActor(event.by, context)) return 'coApplicant';
  return null;
}

/** The process progress of the person the event is about, if they are on the application. */
const progressOf = (context: LendingContext, event: LendingEvent): LendingPersonProgress | null => {
  const party = lendingPartyOf(context, event);
  return party && context.progress ? context.progress[party] : null;
};
const everyone = (context: LendingContext, done: (person: LendingPersonProgress) => boolean) =>
  context.progress !== null && done(context.progress.applicant) && (context.progress.coApplicant === null || done(context.progress.coApplicant));

/** The days of the month the loan may be repaid on (spec section 9). */
export const repaymentDayRange = { min: 1, max: 20 } as const;

/** Identification tries a person has with the widget before a branch must identify them. */
export const identificationTries = 3;

/**
 * The rules the chart's guards check, by name. Each is pure: the context and the event decide, and
 * time comes in the event (`at`). `lendingGuardReasons` gives each its catalogued refusal.
 */
const lendingGuards = {
  /** Spec sections 4 and 6: only the main applicant submits, deletes the draft, confirms a price, answers the offer or asks to cancel. */
  isMainApplicant: ({ context, event }: GuardArgs) => 'by' in event && isMainApplicantActor(event.by, context),
  /** Spec section 6: the accepted co-applicant completes their part, cancels, and answers the offer. */
  isCoApplicant: ({ context, event }: GuardArgs) => 'by' in event && isCoApplicantActor(event.by, context),
  /** The invitation is answered from the account of the e-mail it was sent to, and never by the main applicant. */
  isInvitee: ({ context, event }: GuardArgs) =>
    'email' in event && context.coApplicant !== null && event.email === context.coApplicant.email && !isMainApplicantActor(event.by, context),
  /** Applying together: the co-applicant has confirmed their part (spec: the applicant submits only then). */
  isCoApplicantPartComplete: ({ context }: GuardArgs) => context.coApplicant?.partComplete === true,
  /** Somebody accepted the invitation and is on the application. */
  hasCoApplicant: ({ context }: GuardArgs) => context.coApplicant?.userId != null,
  /** Manual review is decided by a bank employee. */
  isBankStaff: ({ event }: GuardArgs) => 'by' in event && event.by.kind === 'staff',
  /** Spec sections 4 and 9: submitted within 2 days (primary) or 5 days (secondary) of the start. */
  isWithinSubmissionDeadline: ({ context, event }: GuardArgs) => eventTime(event) < Date.parse(context.submitBy),
  /** A deadline row fires only once the window has closed (a stale or early one changes nothing). */
  isPastSubmissionDeadline: ({ context, event }: GuardArgs) => eventTime(event) >= Date.parse(context.submitBy),
  /** The developer or agency has confirmed the booked property is available (no catalogue property: nothing to confirm). */
  isPropertyConfirmed: ({ context }: GuardArgs) => context.property === null || context.property.availability === 'confirmed',
  /** Issue 15: a price that changed after the draft started must be confirmed before submitting. */
  isPriceConfirmed: ({ context }: GuardArgs) => context.agreedPrice === context.currentPrice,
  /** The price confirmed is the catalogue's price now, not one that has changed again since the person saw it. */
  isCurrentPrice: ({ context, event }: GuardArgs) => event.type === 'price.confirm' && event.price === context.currentPrice,
  // The lending process (issue 17).
  /** Someone on the application: the main applicant or the accepted co-applicant. */
  isParty: ({ context, event }: GuardArgs) => progressOf(context, event) !== null,
  /** The new-building process goes online (identification to notary); the secondary market ends with a branch visit. */
  isPrimaryMarket: ({ context }: GuardArgs) => context.marketType === '0',
  isSecondaryMarket: ({ context }: GuardArgs) => context.marketType === '1',
  /** The person has not started identifying, or their last try failed: they may open the widget. */
  mayStartIdentification: ({ context, event }: GuardArgs) => progressOf(context, event)?.identification === 'notStarted',
  /** The provider (or a bank employee) answers only about a person being identified. */
  isBeingIdentified: ({ context, event }: GuardArgs) => {
    const identification = progressOf(context, event)?.identification;
    return identification === 'inProgress' || identification === 'manualProcessing';
  },
  /** The person's identification stopped: a branch identifies them. */
  isStoppedPerson: ({ context, event }: GuardArgs) => context.identificationStop?.person === lendingPartyOf(context, event),
  /** This failure is the person's last allowed try. */
  isLastIdentificationTry: ({ context, event }: GuardArgs) => (progressOf(context, event)?.identificationFailures ?? 0) + 1 >= identificationTries,
  everyoneIdentified: ({ context }: GuardArgs) => everyone(context, (person) => person.identification === 'passed'),
  /** Only the person whose document mismatched corrects it. */
  isMismatchedPerson: ({ context, event }: GuardArgs) => context.documentMismatch !== null && context.documentMismatch === lendingPartyOf(context, event),
  /** A person books a video call once identified, and may move it until the call is done. */
  mayBookOnboarding: ({ context, event }: GuardArgs) => {
    const person = progressOf(context, event);
    return person !== null && person.identification === 'passed' && person.onboarding !== 'completed';
  },
  isOnboardingBooked: ({ context, event }: GuardArgs) => progressOf(context, event)?.onboarding === 'booked',
  everyoneOnboarded: ({ context }: GuardArgs) => everyone(context, (person) => person.onboarding === 'completed'),
  hasNotProvidedSpouseData: ({ context, event }: GuardArgs) => progressOf(context, event)?.spouseDataProvided === false,
  /**
   * The co-applicant is the main applicant's spouse: invited as the spouse and on the process (the
   * registry confirmed the marriage when they saved their data, or the application would be in
   * MaritalStatusMismatch). Each is the other's spouse, so neither is asked for spouse data.
   */
  isSpouseCouple: ({ context }: GuardArgs) => isSpouseCoupleContext(context),
  everyoneProvidedSpouseData: ({ context }: GuardArgs) => everyone(context, (person) => person.spouseDataProvided),
  hasNotPresentedPackageData: ({ context, event }: GuardArgs) => progressOf(context, event)?.packageDataPresented === false,
  /** Spec section 6: the main applicant sets the monthly repayment day, a whole day from 1 to 20 (a resale home's with its branch visit). */
  isRepaymentDayValid: ({ event }: GuardArgs) =>
    (event.type === 'packageData.present' || event.type === 'branchVisit.book') &&
    Number.isInteger(event.repaymentDay) &&
    (event.repaymentDay ?? 0) >= repaymentDayRange.min &&
    (event.repaymentDay ?? 0) <= repaymentDayRange.max,
  /** The co-applicant cannot set the repayment day. */
  isWithoutRepaymentDay: ({ event }: GuardArgs) => event.type === 'packageData.present' && event.repaymentDay === null,
  everyonePresentedPackageData: ({ context }: GuardArgs) => everyone(context, (person) => person.packageDataPresented),
  hasNotSigned: ({ context, event }: GuardArgs) => progressOf(context, event)?.packageSigned === false,
  /** The package is signed before it expires (the end of the next working day after it was prepared). */
  isWithinPackageWindow: ({ context, event }: GuardArgs) => context.packageExpiresAt !== null && eventTime(event) < Date.parse(context.packageExpiresAt),
  isPastPackageWindow: ({ context, event }: GuardArgs) => context.packageExpiresAt !== null && eventTime(event) >= Date.parse(context.packageExpiresAt),
  everyoneSigned: ({ context }: GuardArgs) => everyone(context, (person) => person.packageSigned),
};

export type LendingGuard = keyof typeof lendingGuards;

/**
 * Each guard's catalogued refusal (errors:<TYPE>.<REASON>), so a refused action tells the person
 * which rule refused it. `statusAllows` is the refusal of an event the current status does not take
 * at all (deleting a submitted application, accepting an offer not made).
 */
export const lendingGuardReasons = {
  statusAllows: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isMainApplicant: 'COMMON.FORBIDDEN',
  isCoApplicant: 'COMMON.FORBIDDEN',
  isInvitee: 'LOAN_APPLICATION.INVITATION_FOR_ANOTHER_EMAIL',
  isCoApplicantPartComplete: 'LOAN_APPLICATION.CO_APPLICANT_PART_INCOMPLETE',
  hasCoApplicant: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isBankStaff: 'COMMON.FORBIDDEN',
  isWithinSubmissionDeadline: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isPastSubmissionDeadline: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isPropertyConfirmed: 'APARTMENT.APARTMENT_UNAVAILABLE',
  isPriceConfirmed: 'LOAN_APPLICATION.PRICE_CHANGED',
  isCurrentPrice: 'LOAN_APPLICATION.PRICE_CHANGED',
  isParty: 'COMMON.FORBIDDEN',
  isPrimaryMarket: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isSecondaryMarket: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  mayStartIdentification: 'LOAN_APPLICATION.IDENTIFICATION_ALREADY_STARTED',
  isBeingIdentified: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isStoppedPerson: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isLastIdentificationTry: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  everyoneIdentified: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  isMismatchedPerson: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  mayBookOnboarding: 'LOAN_APPLICATION.ALREADY_DONE',
  isOnboardingBooked: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  everyoneOnboarded: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  hasNotProvidedSpouseData: 'LOAN_APPLICATION.ALREADY_DONE',
  isSpouseCouple: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  everyoneProvidedSpouseData: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  hasNotPresentedPackageData: 'LOAN_APPLICATION.ALREADY_DONE',
  isRepaymentDayValid: 'LOAN_CONTRACT.PAYMENT_DAY_OUT_OF_RANGE',
  isWithoutRepaymentDay: 'LOAN_APPLICATION.REPAYMENT_DAY_MAIN_APPLICANT_ONLY',
  everyonePresentedPackageData: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  hasNotSigned: 'LOAN_APPLICATION.ALREADY_DONE',
  isWithinPackageWindow: 'LOAN_APPLICATION.PACKAGE_EXPIRED',
  isPastPackageWindow: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
  everyoneSigned: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED',
} as const satisfies Record<LendingGuard | 'statusAllows', ErrorCode>;

/** The progress of a person who has done nothing of the process yet. */
export const newPersonProgress = (): LendingPersonProgress => ({
  identification: 'notStarted',
  identificationFailures: 0,
  onboarding: 'notBooked',
  onboardingAt: null,
  spouseDataProvided: false,
  packageDataPresented: false,
  packageSigned: false,
});

/** The context with the progress of the person the event is about changed by `change`. */
function withPersonProgress(context: LendingContext, event: LendingEvent, change: (person: LendingPersonProgress) => Partial<LendingPersonProgress>) {
  const party = lendingPartyOf(context, event);
  const person = party && context.progress?.[party];
  if (!party || !person || !context.progress) return context.progress;
  return { ...context.progress, [party]: { ...person, ...change(person) } };
}

/** Everyone's progress with `change` applied to each person (a new package needs everyone's signatures again). */
function everyonesProgress(context: LendingContext, change: Partial<LendingPersonProgress>) {
  if (!context.progress) return null;
  const { applicant, coApplicant } = context.progress;
  return { applicant: { ...applicant, ...change }, coApplicant: coApplicant && { ...coApplicant, ...change } };
}

/** The main applicant may ask the bank to cancel an application the bank holds or has agreed. */
const cancelOnRequest = { 'application.cancel': { guard: 'isMainApplicant', target: 'cancelledByApplicantRequest' } } as const;

/**
 * What every state before the submission takes, with or without a co-applicant: the draft is deleted
 * only by the main applicant, expires with its submission window (an invitation lapses with it), and
 * follows the partner's answer and the catalogue's price.
 */
const preparing = {
  'application.delete': { guard: 'isMainApplicant', target: '#lending.deleted' },
  'deadline.submissionPassed': { guard: 'isPastSubmissionDeadline', target: '#lending.expired' },
  'property.confirmed': { actions: 'recordPropertyConfirmed' },
  // The draft stays (it can be deleted, or expires); it cannot be submitted.
  'property.refused': { actions: 'recordPropertyRefused' },
  'price.changed': { actions: 'recordCurrentPrice' },
  'price.confirm': { guard: and(['isMainApplicant', 'isCurrentPrice']), actions: 'recordAgreedPrice' },
} as const;

/** The process window (7 days for a new building, 30 from the approval for a resale home's branch visit) expires an application waiting on the clients. */
const processDeadline = { 'deadline.processPassed': '#lending.expired' } as const;

/** A person's spouse does not give their data and consent. */
const spouseDataActions = { 'spouseData.decline': { guard: 'isParty', target: '#lending.spouseDataNotProvided' } } as const;

/** The package expires unsigned: the bank prepares a new one; either person may cancel it instead. */
const packageWindow = {
  'deadline.packagePassed': { guard: 'isPastPackageWindow', target: '#lending.lendingPackagePreparation', actions: 'discardPackage' },
  'package.reject': [
    { guard: 'isMainApplicant', target: '#lending.rejectedByApplicant' },
    { guard: 'isCoApplicant', target: '#lending.rejectedByCoApplicant' },
  ],
} as const;

/** The main applicant moves the notary appointment (the notary's stages go on). */
const notaryBooking = { 'notary.book': { guard: 'isMainApplicant', actions: 'recordNotaryAppointment' } } as const;

/** Submitting: only the main applicant, in time, on a confirmed property at the agreed price. */
const submitRules = ['isMainApplicant', 'isWithinSubmissionDeadline', 'isPropertyConfirmed', 'isPriceConfirmed'] as const;
const submit = { target: '#lending.sent', actions: 'recordSubmission' } as const;

/** The main applicant invites a co-applicant (again, after a refusal or a cancellation) within the submission window. */
const invite = {
  'coApplicant.invite': { guard: and(['isMainApplicant', 'isWithinSubmissionDeadline']), target: '#lending.coApplicantDecision', actions: 'recordInvitation' },
} as const;

/** The main applicant recalls the invitation (the co-applicant is told): back to the draft, to invite someone else or apply alone. */
const recall = { 'coApplicant.recall': { guard: 'isMainApplicant', target: '#lending.draft', actions: 'forgetCoApplicant' } } as const;
/** The accepted co-applicant leaves the application before it is submitted. */
const coApplicantCancels = { 'coApplicant.cancel': { guard: 'isCoApplicant', target: '#lending.canceledByCoApplicant', actions: 'forgetCoApplicant' } } as const;

/**
 * The mortgage application's lifecycle up to the bank's decision and the clients' answer (spec
 * section 4, issues 15 and 16), with or without a co-applicant. Pure: no effects, no timers, no
 * actors; only `assign`. The server is its runtime: it restores an application's envelope with
 * `resolveState`, computes the next state with `transition()`, and does the effects (booking,
 * outbox, mail) in the same transaction. Time arrives as deadline events, outside systems' answers as
 * events.
 */
export const lendingMachine = setup({
  types: {
    context: {} as LendingContext,
    input: {} as LendingInput,
    events: {} as LendingEvent,
  },
  guards: lendingGuards,
  actions: {
    recordPropertyConfirmed: assign({ property: ({ context }) => context.property && { ...context.property, availability: 'confirmed' as const } }),
    recordPropertyRefused: assign({ property: ({ context }) => context.property && { ...context.property, availability: 'refused' as const } }),
    recordCurrentPrice: assign({ currentPrice: ({ context, event }) => (event.type === 'price.changed' ? event.price : context.currentPrice) }),
    recordAgreedPrice: assign({ agreedPrice: ({ context, event }) => (event.type === 'price.confirm' ? event.price : context.agreedPrice) }),
    /** The bank's offer, and when it was made (the resale home's branch-visit window counts from it). */
    recordApproval: assign({
      offer: ({ context, event }) => (event.type === 'decision.approved' || event.type === 'review.approve' ? event.offer : context.offer),
      approvedAt: ({ context, event }) => (event.type === 'decision.approved' || event.type === 'review.approve' ? event.at : context.approvedAt),
    }),
    recordSubmission: assign({ submittedAt: ({ context, event }) => (event.type === 'application.submit' ? event.at : context.submittedAt), documentMismatch: null }),
    recordInvitation: assign({
      coApplicant: ({ context, event }) =>
        event.type === 'coApplicant.invite'
          ? { invitationId: event.invitationId, email: event.email, relationship: event.relationship, userId: null, partComplete: false }
          : context.coApplicant,
    }),
    forgetCoApplicant: assign({ coApplicant: null }),
    /** The co-applicant's part must be confirmed (again). */
    reopenCoApplicantPart: assign({ coApplicant: ({ context }) => context.coApplicant && { ...context.coApplicant, partComplete: false } }),
    // The lending process (issue 17).
    /** Everyone on the application accepted the offer (each transition into offerAccepted): each starts the process with nothing done. */
    beginProgress: assign({
      progress: ({ context }) => ({ applicant: newPersonProgress(), coApplicant: context.coApplicant?.userId != null ? newPersonProgress() : null }),
    }),
    startIdentification: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ identification: 'inProgress' })) }),
    recordIdentificationPassed: assign({
      progress: ({ context, event }) => withPersonProgress(context, event, () => ({ identification: 'passed' })),
      identificationStop: null,
    }),
    recordManualProcessing: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ identification: 'manualProcessing' })) }),
    /** A failed try: the person may open the widget again. */
    recordIdentificationFailure: assign({
      progress: ({ context, event }) => withPersonProgress(context, event, (person) => ({ identification: 'notStarted', identificationFailures: person.identificationFailures + 1 })),
    }),
    stopForTooManyFailures: assign({
      identificationStop: ({ context, event }) => ({ person: lendingPartyOf(context, event) ?? 'applicant', reason: 'tooManyFailures' as const }),
    }),
    stopForBranchVisit: assign({
      identificationStop: ({ context, event }) => ({ person: lendingPartyOf(context, event) ?? 'applicant', reason: 'branchVisitRequired' as const }),
    }),
    recordIdentificationMismatch: assign({ documentMismatch: ({ context, event }) => lendingPartyOf(context, event) }),
    /** The corrected document is identified anew. */
    recordDocumentCorrected: assign({
      documentMismatch: null,
      progress: ({ context, event }) => withPersonProgress(context, event, () => ({ identification: 'notStarted' })),
    }),
    recordOnboardingBooked: assign({
      progress: ({ context, event }) => withPersonProgress(context, event, () => ({ onboarding: 'booked', onboardingAt: event.type === 'onboarding.book' ? event.slotAt : null })),
    }),
    recordOnboardingCompleted: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ onboarding: 'completed' })) }),
    recordOnboardingMissed: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ onboarding: 'notBooked', onboardingAt: null })) }),
    recordNotaryAppointment: assign({
      notaryAppointment: ({ context, event }) => (event.type === 'notary.book' ? { notaryId: event.notaryId, at: event.slotAt } : context.notaryAppointment),
    }),
    forgetNotaryAppointment: assign({ notaryAppointment: null }),
    /** The branch visit, and the repayment day the main applicant gave with it (a resale home's contract is signed at the visit). */
    recordBranchVisit: assign({
      branchVisit: ({ context, event }) => (event.type === 'branchVisit.book' ? { branchCode: event.branchCode, at: event.slotAt } : context.branchVisit),
      repaymentDay: ({ context, event }) => (event.type === 'branchVisit.book' && event.repaymentDay !== null ? event.repaymentDay : context.repaymentDay),
    }),
    recordSpouseData: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ spouseDataProvided: true })) }),
    /** A married couple on one loan: each is recorded as the other's spouse (the server keeps the data from their own parts). */
    recordSpouseCouple: assign({ progress: ({ context }) => everyonesProgress(context, { spouseDataProvided: true }) }),
    recordPackageData: assign({
      progress: ({ context, event }) => withPersonProgress(context, event, () => ({ packageDataPresented: true })),
      repaymentDay: ({ context, event }) => (event.type === 'packageData.present' && event.repaymentDay !== null ? event.repaymentDay : context.repaymentDay),
    }),
    recordPackagePrepared: assign({ packageExpiresAt: ({ context, event }) => (event.type === 'package.prepared' ? event.expiresAt : context.packageExpiresAt) }),
    recordSignature: assign({ progress: ({ context, event }) => withPersonProgress(context, event, () => ({ packageSigned: true })) }),
    /** An expired package is prepared again, and everyone signs the new one. */
    discardPackage: assign({ packageExpiresAt: null, progress: ({ context }) => everyonesProgress(context, { packageSigned: false }) }),
  },
}).createMachine({
  id: 'lending',
  context: ({ input }) => ({
    mainApplicantId: input.mainApplicantId,
    marketType: input.marketType,
    property: input.apartmentId === null ? null : { apartmentId: input.apartmentId, availability: 'waitingApproval' },
    agreedPrice: input.price,
    currentPrice: input.price,
    startedAt: input.startedAt,
    submitBy: new Date(Date.parse(input.startedAt) + bookingRules.holdDays[input.marketType] * dayMs).toISOString(),
    submittedAt: null,
    approvedAt: null,
    documentMismatch: null,
    coApplicant: null,
    offerRefusedBy: null,
    offer: null,
    rejection: null,
    reviewDocuments: [],
    progress: null,
    identificationStop: null,
    repaymentDay: null,
    packageExpiresAt: null,
    notaryAppointment: null,
    branchVisit: null,
  }),
  initial: 'draft',
  states: {
    /** Shown as pre-saved: the wizard saves each step; the booking holds the property until `submitBy`. Applying alone, or inviting. */
    draft: {
      on: {
        ...preparing,
        ...invite,
        'application.submit': { guard: and([...submitRules]), ...submit },
      },
    },
    /** The invitation is sent: the invited person signs up or signs in from the mail and accepts or declines it. */
    coApplicantDecision: {
      on: {
        ...preparing,
        ...recall,
        'invitation.accept': {
          guard: 'isInvitee',
          target: 'invitationAccepted',
          actions: assign({ coApplicant: ({ context, event }) => context.coApplicant && { ...context.coApplicant, userId: 'by' in event && event.by.kind === 'applicant' ? event.by.userId : null } }),
        },
        'invitation.decline': { guard: 'isInvitee', target: 'rejectedByCoapplicant', actions: 'forgetCoApplicant' },
      },
    },
    /** The co-applicant is on the application and does their part in their own profile; the applicant submits once it is complete. */
    invitationAccepted: {
      on: {
        ...preparing,
        ...recall,
        ...coApplicantCancels,
        'coApplicant.completePart': { guard: 'isCoApplicant', actions: assign({ coApplicant: ({ context }) => context.coApplicant && { ...context.coApplicant, partComplete: true } }) },
        'coApplicant.changePart': { guard: 'isCoApplicant', actions: 'reopenCoApplicantPart' },
        'registry.coApplicantNotCitizen': { target: 'citizenshipMismatch', actions: 'reopenCoApplicantPart' },
        'registry.coApplicantNotSpouse': { target: 'maritalStatusMismatch', actions: 'reopenCoApplicantPart' },
        'application.submit': { guard: and([...submitRules, 'isCoApplicantPartComplete']), ...submit },
      },
    },
    /**
     * The registry says the co-applicant is not a citizen of Armenia (spec section 5): the applicant
     * recalls the invitation and invites someone else or applies alone; the co-applicant may leave.
     */
    citizenshipMismatch: { on: { ...preparing, ...recall, ...coApplicantCancels } },
    /** The co-applicant was named the spouse, but the registry does not have them married to the applicant: the same ways out. */
    maritalStatusMismatch: { on: { ...preparing, ...recall, ...coApplicantCancels } },
    /** The invited person declined: the applicant invites someone else or applies alone (and submits). */
    rejectedByCoapplicant: { on: { ...preparing, ...invite, 'application.submit': { guard: and([...submitRules]), ...submit } } },
    /** The co-applicant left the application before it was submitted: the same as a declined invitation. */
    canceledByCoApplicant: { on: { ...preparing, ...invite, 'application.submit': { guard: and([...submitRules]), ...submit } } },
    /** Submitted: the outbox hands it to the bank's decision engine (with the co-applicant's income and history). */
    sent: {
      meta: effectsMeta('sent'),
      on: {
        'bank.received': 'sentToBank',
        'bank.unavailable': 'pending',
        ...cancelOnRequest,
      },
    },
    /** The decision engine could not take or decide it (service unavailable): the outbox tries again. */
    pending: {
      on: {
        // A retry that fails again changes nothing, so the outbox sends no event for it.
        'bank.received': 'sentToBank',
        'deadline.processPassed': 'expired',
        ...cancelOnRequest,
      },
    },
    /** The decision engine is deciding (within 5 minutes). */
    sentToBank: {
      on: {
        'decision.approved': { target: 'approvedByBank', actions: 'recordApproval' },
        'decision.rejected': { target: 'rejectedByBank', actions: assign({ rejection: ({ event }) => ({ reason: event.reason }) }) },
        'decision.manualReview': { target: 'manualReview', actions: assign({ reviewDocuments: ({ event }) => event.documents }) },
        // Back before the submission, to correct the document's data and submit again within the window;
        // the co-applicant's mismatch reopens their part.
        'decision.documentMismatch': [
          {
            guard: 'hasCoApplicant',
            target: 'invitationAccepted',
            actions: assign({
              documentMismatch: ({ event }) => event.person,
              coApplicant: ({ context, event }) => context.coApplicant && { ...context.coApplicant, partComplete: context.coApplicant.partComplete && event.person !== 'coApplicant' },
            }),
          },
          { target: 'draft', actions: assign({ documentMismatch: ({ event }) => event.person }) },
        ],
        'bank.unavailable': 'pending',
        ...cancelOnRequest,
      },
    },
    /** A bank employee reviews the application (spec: a new application only 7 days after a manual review). */
    manualReview: {
      on: {
        'review.approve': { guard: 'isBankStaff', target: 'approvedByBank', actions: 'recordApproval' },
        'review.reject': { guard: 'isBankStaff', target: 'rejectedByBank', actions: assign({ rejection: ({ event }) => ({ reason: event.reason }) }) },
        /** The employee asks for other documents than the engine named: the applicant brings these. */
        'review.requestDocuments': { guard: 'isBankStaff', actions: assign({ reviewDocuments: ({ event }) => event.documents }) },
        ...cancelOnRequest,
      },
    },
    /** The offer is shown (amount, term, rates, monthly payment, schedule): each person on the application accepts or refuses it. */
    approvedByBank: {
      on: {
        'offer.accept': [
          { guard: 'isMainApplicant', target: 'approvedByClient' },
          { guard: 'isCoApplicant', target: 'approvedByCoapplicant' },
        ],
        'offer.reject': [
          { guard: 'isMainApplicant', target: 'rejectedByClient', actions: assign({ offerRefusedBy: 'applicant' as const }) },
          { guard: 'isCoApplicant', target: 'rejectedByClient', actions: assign({ offerRefusedBy: 'coApplicant' as const }) },
        ],
        'deadline.processPassed': 'expired',
      },
    },
    /** The main applicant accepted: alone, that is the offer accepted; together, the co-applicant's answer is awaited. */
    approvedByClient: {
      always: { guard: not('hasCoApplicant'), target: 'offerAccepted', actions: 'beginProgress' },
      on: {
        'offer.accept': { guard: 'isCoApplicant', target: 'offerAccepted', actions: 'beginProgress' },
        'offer.reject': { guard: 'isCoApplicant', target: 'rejectedByClient', actions: assign({ offerRefusedBy: 'coApplicant' as const }) },
        'deadline.processPassed': 'expired',
        ...cancelOnRequest,
      },
    },
    /** The co-applicant accepted first: the main applicant's answer is awaited. */
    approvedByCoapplicant: {
      on: {
        'offer.accept': { guard: 'isMainApplicant', target: 'offerAccepted', actions: 'beginProgress' },
        'offer.reject': { guard: 'isMainApplicant', target: 'rejectedByClient', actions: assign({ offerRefusedBy: 'applicant' as const }) },
        'deadline.processPassed': 'expired',
      },
    },
    /**
     * Everyone on the application accepted the offer. A new building's loan goes on online: each person
     * opens the identification widget. A resale home's ends with a visit to a branch in Yerevan, which
     * the main applicant books within the process window (30 days from the bank's approval).
     */
    offerAccepted: {
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        'identification.start': { guard: and(['isPrimaryMarket', 'isParty', 'mayStartIdentification']), target: 'applicantsIdentificationInProgress', actions: 'startIdentification' },
        'branchVisit.book': { guard: and(['isSecondaryMarket', 'isMainApplicant', 'isRepaymentDayValid']), target: 'branchVisitBooked', actions: 'recordBranchVisit' },
      },
    },
    /** Someone is identifying with the provider's widget (or waits for a bank employee's manual check); a failed try may be repeated. */
    applicantsIdentificationInProgress: {
      always: { guard: 'everyoneIdentified', target: 'applicantsIdentificated' },
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        'identification.start': { guard: and(['isParty', 'mayStartIdentification']), actions: 'startIdentification' },
        'identification.passed': { guard: 'isBeingIdentified', actions: 'recordIdentificationPassed' },
        'identification.manualProcessing': { guard: 'isBeingIdentified', actions: 'recordManualProcessing' },
        'identification.failed': [
          { guard: and(['isBeingIdentified', 'isLastIdentificationTry']), target: 'applicantsNotIdentificated', actions: ['recordIdentificationFailure', 'stopForTooManyFailures'] },
          { guard: 'isBeingIdentified', actions: 'recordIdentificationFailure' },
        ],
        'identification.branchVisitRequired': { guard: 'isBeingIdentified', target: 'applicantsNotIdentificated', actions: 'stopForBranchVisit' },
        'identification.documentMismatch': { guard: 'isBeingIdentified', target: 'providedDocumentMismatchedWithAS', actions: 'recordIdentificationMismatch' },
      },
    },
    /**
     * The online identification stopped for one person (the provider asked for a branch visit, or the
     * tries ran out): they visit a branch within the process window, whose employee identifies them.
     */
    applicantsNotIdentificated: {
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        'identification.passed': { guard: 'isStoppedPerson', target: 'applicantsIdentificationInProgress', actions: 'recordIdentificationPassed' },
      },
    },
    /** The provider read a document that differs from the authority's records: that person corrects its data and identifies again. */
    providedDocumentMismatchedWithAS: {
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        'document.correct': { guard: 'isMismatchedPerson', target: 'applicantsIdentificationInProgress', actions: 'recordDocumentCorrected' },
      },
    },
    /** Everyone is identified: each books a video call with the bank from the free slots. */
    applicantsIdentificated: {
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        'onboarding.book': { guard: 'mayBookOnboarding', target: 'applicantsOnboardingInProgress', actions: 'recordOnboardingBooked' },
      },
    },
    /** Video calls are booked: each person joins theirs at the booked time by the call's link. */
    applicantsOnboardingInProgress: {
      always: { guard: 'everyoneOnboarded', target: 'applicantsOnboardingCompleted' },
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        'onboarding.book': { guard: 'mayBookOnboarding', actions: 'recordOnboardingBooked' },
        'onboarding.completed': { guard: 'isOnboardingBooked', actions: 'recordOnboardingCompleted' },
        'onboarding.missed': { guard: 'isOnboardingBooked', actions: 'recordOnboardingMissed' },
        'onboarding.failed': { guard: 'isOnboardingBooked', target: 'applicantsOnboardingFailed' },
      },
    },
    /**
     * The video calls are done: each person confirms their spouse's data and consent (or that they are
     * not married). A married couple on one loan is each other's spouse: both are recorded so at once,
     * and the contract's data is next.
     */
    applicantsOnboardingCompleted: {
      always: { guard: 'isSpouseCouple', target: 'lendingPackageDataNotPresented', actions: 'recordSpouseCouple' },
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        ...spouseDataActions,
        'spouseData.provide': [
          { guard: and(['isMainApplicant', 'hasNotProvidedSpouseData']), target: 'spouseDataProvidedByApplicant', actions: 'recordSpouseData' },
          { guard: and(['isCoApplicant', 'hasNotProvidedSpouseData']), target: 'spouseDataProvidedByCoApplicant', actions: 'recordSpouseData' },
        ],
      },
    },
    /** The main applicant gave their spouse data; the co-applicant's is awaited (alone, the process moves on at once). */
    spouseDataProvidedByApplicant: {
      always: { guard: 'everyoneProvidedSpouseData', target: 'lendingPackageDataNotPresented' },
      on: { ...cancelOnRequest, ...processDeadline, ...spouseDataActions, 'spouseData.provide': { guard: and(['isCoApplicant', 'hasNotProvidedSpouseData']), actions: 'recordSpouseData' } },
    },
    /** The co-applicant gave their spouse data; the main applicant's is awaited. */
    spouseDataProvidedByCoApplicant: {
      always: { guard: 'everyoneProvidedSpouseData', target: 'lendingPackageDataNotPresented' },
      on: { ...cancelOnRequest, ...processDeadline, ...spouseDataActions, 'spouseData.provide': { guard: and(['isMainApplicant', 'hasNotProvidedSpouseData']), actions: 'recordSpouseData' } },
    },
    /** A spouse does not give their data and consent: the loan cannot be signed online (the booking is released). */
    spouseDataNotProvided: { meta: effectsMeta('spouseDataNotProvided'), type: 'final' },
    /** The contract's data: the main applicant's repayment day, and what each person presents. */
    lendingPackageDataNotPresented: {
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        'packageData.present': [
          { guard: and(['isMainApplicant', 'hasNotPresentedPackageData', 'isRepaymentDayValid']), target: 'lendingPackageDataPresentedByApplicant', actions: 'recordPackageData' },
          { guard: and(['isCoApplicant', 'hasNotPresentedPackageData', 'isWithoutRepaymentDay']), target: 'lendingPackageDataPresentedByCoApplicant', actions: 'recordPackageData' },
        ],
      },
    },
    /** The main applicant presented theirs; the co-applicant's is awaited (alone, preparation starts at once). */
    lendingPackageDataPresentedByApplicant: {
      always: { guard: 'everyonePresentedPackageData', target: 'lendingPackagePreparation' },
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        'packageData.present': { guard: and(['isCoApplicant', 'hasNotPresentedPackageData', 'isWithoutRepaymentDay']), actions: 'recordPackageData' },
      },
    },
    /** The co-applicant presented theirs; the main applicant's (with the repayment day) is awaited. */
    lendingPackageDataPresentedByCoApplicant: {
      always: { guard: 'everyonePresentedPackageData', target: 'lendingPackagePreparation' },
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        'packageData.present': { guard: and(['isMainApplicant', 'hasNotPresentedPackageData', 'isRepaymentDayValid']), actions: 'recordPackageData' },
      },
    },
    /** The bank prepares the contract package (within 1 working day). */
    lendingPackagePreparation: {
      meta: effectsMeta('lendingPackagePreparation'),
      on: { ...cancelOnRequest, 'package.prepared': { target: 'lendingPackagePrepared', actions: 'recordPackagePrepared' } },
    },
    /** The package is prepared; the bank checks it before it is offered for signing. */
    lendingPackagePrepared: { on: { ...cancelOnRequest, 'package.checked': 'lendingPackageChecked' } },
    /** Each person reads the package and signs it with a one-time code before it expires, or cancels it. */
    lendingPackageChecked: {
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        ...packageWindow,
        'package.sign': [
          { guard: and(['isMainApplicant', 'hasNotSigned', 'isWithinPackageWindow']), target: 'signedByApplicant', actions: 'recordSignature' },
          { guard: and(['isCoApplicant', 'hasNotSigned', 'isWithinPackageWindow']), target: 'signedByCoApplicant', actions: 'recordSignature' },
        ],
      },
    },
    /** The main applicant signed; the co-applicant's signature is awaited (alone, the package is signed at once). */
    signedByApplicant: {
      always: { guard: 'everyoneSigned', target: 'lendingPackageSigned' },
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        ...packageWindow,
        'package.sign': { guard: and(['isCoApplicant', 'hasNotSigned', 'isWithinPackageWindow']), actions: 'recordSignature' },
      },
    },
    /** The co-applicant signed; the main applicant's signature is awaited. */
    signedByCoApplicant: {
      always: { guard: 'everyoneSigned', target: 'lendingPackageSigned' },
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        ...packageWindow,
        'package.sign': { guard: and(['isMainApplicant', 'hasNotSigned', 'isWithinPackageWindow']), actions: 'recordSignature' },
      },
    },
    /** The main applicant cancelled the package: the application is rejected. */
    rejectedByApplicant: { meta: effectsMeta('rejectedByApplicant'), type: 'final' },
    /** The co-applicant cancelled the package: the application is rejected. */
    rejectedByCoApplicant: { meta: effectsMeta('rejectedByCoApplicant'), type: 'final' },
    /** Everyone signed: the bank approves the loan. */
    lendingPackageSigned: { meta: effectsMeta('lendingPackageSigned'), on: { 'bank.loanApproved': 'loanApproved' } },
    /** The loan is approved: the main applicant books a notary appointment. */
    loanApproved: { on: { ...processDeadline, 'notary.book': { guard: 'isMainApplicant', target: 'notaryAppointmentProvided', actions: 'recordNotaryAppointment' } } },
    /** The appointment is booked; the bank prepares the notary's package. */
    notaryAppointmentProvided: { meta: effectsMeta('notaryAppointmentProvided'), on: { ...notaryBooking, 'notary.packagePrepared': 'notaryPackagePrepared' } },
    /** The bank sent the package; the notary checks it. */
    notaryPackagePrepared: { on: { ...notaryBooking, 'notary.packageChecked': 'notaryPackageChecked' } },
    /** The notary checked the package. */
    notaryPackageChecked: { on: { ...notaryBooking, 'notary.packageAvailable': 'notaryPackageAvailable' } },
    /** The package waits at the notary for the appointment; after it, the notary registers the rights. */
    notaryPackageAvailable: {
      meta: effectsMeta('notaryPackageAvailable'),
      on: { ...notaryBooking, 'notary.appointmentMissed': { target: 'loanApproved', actions: 'forgetNotaryAppointment' }, 'registry.rightsRegistered': 'rightsRegistered' },
    },
    /** The property registry recorded the ownership and the bank's mortgage; the insurer insures the property. */
    rightsRegistered: { meta: effectsMeta('rightsRegistered'), on: { 'insurer.propertyInsured': 'propertyInsured' } },
    /** The property is insured; the core banking system pays the loan out. */
    propertyInsured: { meta: effectsMeta('propertyInsured'), on: { 'coreBanking.loanDisbursed': 'loanDisbursed' } },
    /** The resale home: the main applicant booked the branch visit, where the loan is signed (within 30 days of the approval). */
    branchVisitBooked: {
      on: {
        ...cancelOnRequest,
        ...processDeadline,
        'branchVisit.book': { guard: and(['isMainApplicant', 'isRepaymentDayValid']), actions: 'recordBranchVisit' },
        'branchVisit.attended': 'loanDisbursementInProgress',
      },
    },
    /** Signed at the branch: the core banking system pays the loan out. */
    loanDisbursementInProgress: { meta: effectsMeta('loanDisbursementInProgress'), on: { 'coreBanking.loanDisbursed': 'loanDisbursed' } },
    /** The loan is paid out: the property is sold, and a new application is possible 6 months later. */
    loanDisbursed: { meta: effectsMeta('loanDisbursed'), type: 'final' },
    /** A person failed the video call: the loan cannot go on online (the booking is released). */
    applicantsOnboardingFailed: { meta: effectsMeta('applicantsOnboardingFailed'), type: 'final' },
    /** The booking is cancelled; a new application is possible 7 days later. */
    rejectedByBank: { meta: effectsMeta('rejectedByBank'), type: 'final' },
    /** The applicant or the co-applicant refused the offer (`offerRefusedBy`). */
    rejectedByClient: { meta: effectsMeta('rejectedByClient'), type: 'final' },
    /** Not submitted in time (or the process window ran out): the booking is released and an invitation lapses. */
    expired: { meta: effectsMeta('expired'), type: 'final' },
    /** The main applicant deleted the draft: the booking is released. */
    deleted: { meta: effectsMeta('deleted'), type: 'final' },
    cancelledByApplicantRequest: { meta: effectsMeta('cancelledByApplicantRequest'), type: 'final' },
  },
});

export type LendingSnapshot = SnapshotFrom<typeof lendingMachine>;

/** The application statuses of spec section 4 that this chart reaches (issues 15 and 16): the contract's list, which the API answers with. */
export { lendingStatuses };
export type LendingStatus = (typeof lendingStatuses)[number];

const statusByState = {
  draft: 'Draft',
  coApplicantDecision: 'CoApplicantDecision',
  invitationAccepted: 'InvitationAccepted',
  citizenshipMismatch: 'CitizenshipMismatch',
  maritalStatusMismatch: 'MaritalStatusMismatch',
  rejectedByCoapplicant: 'RejectedByCoapplicant',
  canceledByCoApplicant: 'CanceledByCoApplicant',
  sent: 'Sent',
  pending: 'Pending',
  sentToBank: 'SentToBank',
  manualReview: 'ManualReview',
  approvedByBank: 'ApprovedByBank',
  rejectedByBank: 'RejectedByBank',
  approvedByClient: 'ApprovedByClient',
  approvedByCoapplicant: 'ApprovedByCoapplicant',
  rejectedByClient: 'RejectedByClient',
  offerAccepted: 'OfferAccepted',
  applicantsIdentificationInProgress: 'ApplicantsIdentificationInProgress',
  applicantsNotIdentificated: 'ApplicantsNotIdentificated',
  providedDocumentMismatchedWithAS: 'ProvidedDocumentMismatchedWithAS',
  applicantsIdentificated: 'ApplicantsIdentificated',
  applicantsOnboardingInProgress: 'ApplicantsOnboardingInProgress',
  applicantsOnboardingCompleted: 'ApplicantsOnboardingCompleted',
  applicantsOnboardingFailed: 'ApplicantsOnboardingFailed',
  spouseDataProvidedByApplicant: 'SpouseDataProvidedByApplicant',
  spouseDataProvidedByCoApplicant: 'SpouseDataProvidedByCoApplicant',
  spouseDataNotProvided: 'SpouseDataNotProvided',
  lendingPackageDataNotPresented: 'LendingPackageDataNotPresented',
  lendingPackageDataPresentedByApplicant: 'LendingPackageDataPresentedByApplicant',
  lendingPackageDataPresentedByCoApplicant: 'LendingPackageDataPresentedByCoApplicant',
  lendingPackagePreparation: 'LendingPackagePreparation',
  lendingPackagePrepared: 'LendingPackagePrepared',
  lendingPackageChecked: 'LendingPackageChecked',
  signedByApplicant: 'SignedByApplicant',
  signedByCoApplicant: 'SignedByCoApplicant',
  rejectedByApplicant: 'RejectedByApplicant',
  rejectedByCoApplicant: 'RejectedByCoApplicant',
  lendingPackageSigned: 'LendingPackageSigned',
  loanApproved: 'LoanApproved',
  notaryAppointmentProvided: 'NotaryAppointmentProvided',
  notaryPackagePrepared: 'NotaryPackagePrepared',
  notaryPackageChecked: 'NotaryPackageChecked',
  notaryPackageAvailable: 'NotaryPackageAvailable',
  rightsRegistered: 'RightsRegistered',
  propertyInsured: 'PropertyInsured',
  loanDisbursed: 'LoanDisbursed',
  branchVisitBooked: 'BranchVisitBooked',
  loanDisbursementInProgress: 'LoanDisbursementInProgress',
  expired: 'Expired',
  deleted: 'Deleted',
  cancelledByApplicantRequest: 'CancelledByApplicantRequest',
} as const satisfies Record<string, LendingStatus>;
/** The chart's top-level states (a test keeps them equal to the chart's). */
export type LendingStateKey = keyof typeof statusByState;

/** The status (spec section 4) of a state value: the top-level state names it. */
export function lendingStatusOf(value: StateValue): LendingStatus {
  const key = typeof value === 'string' ? value : Object.keys(value)[0];
  const status = (statusByState as Record<string, LendingStatus>)[key ?? ''];
  if (!status) throw new Error(`no lending status for the state ${JSON.stringify(value)}`);
  return status;
}

/** A guard as a transition holds it: a name, `{ type }`, or `and([...])` (which keeps its parts in `guards`). */
function rulesOf(guard: unknown): LendingGuard[] {
  if (!guard) return [];
  if (typeof guard === 'string') return [guard as LendingGuard];
  const parts = (guard as { guards?: unknown[] }).guards;
  if (parts) return parts.flatMap(rulesOf);
  return [(guard as { type: LendingGuard }).type];
}

export interface LendingRefusal {
  rule: LendingGuard | 'statusAllows';
  reason: ErrorCode;
  /** What the reason's message names (the repayment day's range). */
  params?: Record<string, number>;
}

/** The figures a refusal's message names, by rule. */
const refusalParams: Partial<Record<LendingGuard, Record<string, number>>> = { isRepaymentDayValid: repaymentDayRange };

/**
 * Why the chart refuses this event in this state (the server's 409): the first rule of the first
 * transition for the event that does not hold, or `statusAllows` when the status takes no such
 * event. Null when the event is allowed.
 */
export function lendingRefusal(snapshot: LendingSnapshot, event: LendingEvent): LendingRefusal | null {
  if (snapshot.can(event)) return null;
  const candidates = getNextTransitions(snapshot).filter((candidate) => candidate.eventType === event.type);
  // The transition the event came closest to taking (the most rules held before one failed) names the
  // rule: the co-applicant giving a repayment day reads that only the main applicant gives it, not that
  // they are not the main applicant.
  let closest: { rule: LendingGuard; held: number } | null = null;
  for (const candidate of candidates) {
    const rules = rulesOf(candidate.guard);
    const held = rules.findIndex((rule) => !lendingGuards[rule]({ context: snapshot.context, event }));
    const failing = rules[held];
    if (failing && (closest === null || held > closest.held)) closest = { rule: failing, held };
  }
  if (!closest) return { rule: 'statusAllows', reason: lendingGuardReasons.statusAllows };
  const params = refusalParams[closest.rule];
  return { rule: closest.rule, reason: lendingGuardReasons[closest.rule], ...(params && { params }) };
}
