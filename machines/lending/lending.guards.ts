import { getNextTransitions, type AnyMachineSnapshot } from 'xstate';
import type { ErrorCode } from '../../api/contract/errors';
import type { LendingActor, LendingContext, LendingEvent, LendingParty, LendingPersonProgress } from './lending.types';

/*
 * The lending chart's rules (machines/lending/lending.machine.ts): each guard, the catalogued reason
 * it refuses with, and the explainer that names the rule a refused event broke.
 */

export const dayMs = 24 * 60 * 60 * 1000;

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
export const lendingGuards = {
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
export function withPersonProgress(context: LendingContext, event: LendingEvent, change: (person: LendingPersonProgress) => Partial<LendingPersonProgress>) {
  const party = lendingPartyOf(context, event);
  const person = party && context.progress?.[party];
  if (!party || !person || !context.progress) return context.progress;
  return { ...context.progress, [party]: { ...person, ...change(person) } };
}

/** Everyone's progress with `change` applied to each person (a new package needs everyone's signatures again). */
export function everyonesProgress(context: LendingContext, change: Partial<LendingPersonProgress>) {
  if (!context.progress) return null;
  const { applicant, coApplicant } = context.progress;
  return { applicant: { ...applicant, ...change }, coApplicant: coApplicant && { ...coApplicant, ...change } };
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
export function lendingRefusal(snapshot: AnyMachineSnapshot & { context: LendingContext }, event: LendingEvent): LendingRefusal | null {
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
