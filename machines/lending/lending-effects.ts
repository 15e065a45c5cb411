import type { StateValue } from 'xstate';
import type { LoanApplicationNotice } from '../../api/contract/notifications';
import type { MarketType } from '../../api/contract/property-ref';
import type { LendingEvent } from './lending.types';
import { topStateOf } from './lending.statuses';

/**
 * What entering a state of the lending chart, or one of its events, causes outside it (issue 33):
 * requests to outside systems, the booked home released or sold, the invitation ended, bookings
 * confirmed, and who is told what. The chart stays pure: these are declarations, read by the diagram
 * (each state's effects) and interpreted by the server in the transaction of the event
 * (api/server/services/lending/lending-effects.ts).
 * The deadlines a state holds are its `deadline.*` transitions themselves (lending-deadlines.ts reads
 * them from the chart), so they need no second list here.
 */

/** The outside systems' calls, one outbox row each; each answer comes back as the chart's event. */
export const lendingRequestKinds = {
  /** Hands a submitted application to the bank's decision engine; its answer comes back as bank.* and decision.* events. */
  decisionRequest: 'decisionEngine.submit',
  /** The bank's contract system prepares and checks the package (package.prepared, package.checked). */
  preparePackage: 'bank.preparePackage',
  /** The bank approves the loan on the signed package (bank.loanApproved). */
  approveLoan: 'bank.approveLoan',
  /** The bank sends the package to the booked notary, who checks it (notary.packagePrepared, Checked, Available). */
  notaryPackage: 'notary.sendPackage',
  /** After the appointment, the notary's deal is registered (registry.rightsRegistered), or the appointment was missed. */
  registerRights: 'registry.registerRights',
  /** The insurer insures the property (insurer.propertyInsured). */
  insureProperty: 'insurer.insureProperty',
  /** The core banking system pays the loan out (coreBanking.loanDisbursed). */
  disburseLoan: 'coreBanking.disburseLoan',
} as const;
export type LendingRequestKind = (typeof lendingRequestKinds)[keyof typeof lendingRequestKinds];

/** Who a notice is for: both people, one of them, or the person whose invitation the application just ended (who may have no account). */
export type LendingAudience = 'everyone' | 'applicant' | 'coApplicant' | 'invitee';
/** The appointments a booking event books (or moves), each confirmed by mail to the people who have it. */
export type BookedAppointmentKind = 'videoCall' | 'notary' | 'branchVisit';

export type LendingEffect =
  /** Ask an outside system (through the outbox, sent once the transaction commits). */
  | { kind: 'request'; request: LendingRequestKind }
  /** The booked property: released to the catalogue (the application ended without a loan), or sold (the loan paid out). */
  | { kind: 'property'; property: 'release' | 'sell' }
  /**
   * Tell people, in the app and by mail in each one's language (`notice` names the sentence; on one
   * market only when `market` is set). The person whose own action caused the change is never told of it.
   */
  | { kind: 'tell'; notice: LoanApplicationNotice; to: LendingAudience; market?: MarketType }
  /** The application's active invitation ends with it: it lapses (never submitted) or closes. */
  | { kind: 'invitation'; invitation: 'lapse' | 'close' }
  /** The appointment just booked or moved is confirmed by mail, with what to bring and a calendar file. */
  | { kind: 'confirmBooking'; appointment: BookedAppointmentKind }
  /** The developer or agency answered about the booked home: the catalogue stops showing it waiting for their approval. */
  | { kind: 'partnerAnswered' };

const request = (kind: LendingRequestKind): LendingEffect => ({ kind: 'request', request: kind });
const release: LendingEffect = { kind: 'property', property: 'release' };
const sell: LendingEffect = { kind: 'property', property: 'sell' };
const tell = (notice: LoanApplicationNotice, to: LendingAudience, market?: MarketType): LendingEffect => ({ kind: 'tell', notice, to, ...(market ? { market } : {}) });
const closeInvitation: LendingEffect = { kind: 'invitation', invitation: 'close' };
const confirmBooking = (appointment: BookedAppointmentKind): LendingEffect => ({ kind: 'confirmBooking', appointment });
/** Every end but the payout: the home is released and the invitation closes with the application. */
const ended = [release, closeInvitation] as const;
/** A stage of the process after the offer: both people learn of it and of what comes next. */
const stage = tell('stage', 'everyone');

/**
 * What a notice may be written as instead, when its content says so: an offer for less than was asked,
 * the notary to book again after a missed appointment. Tests accept either.
 */
export const noticeVariants: Partial<Record<LoanApplicationNotice, LoanApplicationNotice>> = { approved: 'approvedForLess', notaryToBook: 'notaryMissed' };

/**
 * The effects of entering each state. The resale home's disbursement follows the branch visit; the
 * new building's, the insurance. Every end releases the home the application booked, except the
 * payout, which sells it. The bank's decisions and the expiry are told to both people; each answer
 * to the offer and each stage of the process to the other person, with what they must do next.
 */
export const lendingEntryEffects = {
  sent: [request(lendingRequestKinds.decisionRequest), tell('submittedTogether', 'coApplicant')],
  citizenshipMismatch: [tell('coApplicantNotCitizen', 'applicant'), tell('coApplicantMismatch', 'coApplicant')],
  maritalStatusMismatch: [tell('coApplicantNotSpouse', 'applicant'), tell('coApplicantMismatch', 'coApplicant')],
  manualReview: [tell('manualReview', 'everyone')],
  approvedByBank: [tell('approved', 'everyone')],
  approvedByClient: [tell('offerAcceptedByOther', 'everyone')],
  approvedByCoapplicant: [tell('offerAcceptedByOther', 'everyone')],
  // A new building's loan goes on with identification; only the main applicant books a resale home's branch visit.
  offerAccepted: [tell('offerAcceptedByOther', 'everyone'), tell('identificationToStart', 'everyone', '0'), tell('branchVisitToBook', 'applicant', '1')],
  applicantsIdentificationInProgress: [stage],
  applicantsNotIdentificated: [stage],
  providedDocumentMismatchedWithAS: [stage],
  applicantsIdentificated: [tell('videoCallToBook', 'everyone')],
  applicantsOnboardingInProgress: [stage],
  applicantsOnboardingCompleted: [tell('spouseDataToGive', 'everyone')],
  applicantsOnboardingFailed: [stage, ...ended],
  spouseDataProvidedByApplicant: [stage],
  spouseDataProvidedByCoApplicant: [stage],
  spouseDataNotProvided: [stage, ...ended],
  lendingPackageDataNotPresented: [tell('packageDataToGive', 'everyone')],
  lendingPackageDataPresentedByApplicant: [stage],
  lendingPackageDataPresentedByCoApplicant: [stage],
  lendingPackagePreparation: [request(lendingRequestKinds.preparePackage), stage],
  lendingPackagePrepared: [stage],
  lendingPackageChecked: [tell('packageToSign', 'everyone')],
  signedByApplicant: [stage],
  signedByCoApplicant: [stage],
  rejectedByApplicant: [stage, ...ended],
  rejectedByCoApplicant: [stage, ...ended],
  lendingPackageSigned: [request(lendingRequestKinds.approveLoan), stage],
  loanApproved: [tell('notaryToBook', 'applicant'), tell('stage', 'coApplicant')],
  notaryAppointmentProvided: [request(lendingRequestKinds.notaryPackage), stage],
  notaryPackagePrepared: [stage],
  notaryPackageChecked: [stage],
  notaryPackageAvailable: [request(lendingRequestKinds.registerRights), stage],
  rightsRegistered: [request(lendingRequestKinds.insureProperty), stage],
  propertyInsured: [request(lendingRequestKinds.disburseLoan), stage],
  branchVisitBooked: [stage],
  loanDisbursementInProgress: [request(lendingRequestKinds.disburseLoan), stage],
  loanDisbursed: [sell, closeInvitation, tell('loanDisbursed', 'everyone')],
  rejectedByBank: [...ended, tell('rejected', 'everyone')],
  rejectedByClient: [...ended, tell('offerRefusedByOther', 'everyone')],
  // Its invitation lapses or closes by the deadline that expired it (lendingEventEffects).
  expired: [release, tell('expired', 'everyone')],
  deleted: [...ended, tell('applicationWithdrawn', 'invitee')],
  cancelledByApplicantRequest: [...ended, tell('applicationWithdrawn', 'invitee')],
} as const satisfies Record<string, readonly LendingEffect[]>;
/** The chart's states that declare effects (tests/machines/lending-effects.test.ts keeps them real states; the chart imports this file, not the other way). */
export type EffectfulState = keyof typeof lendingEntryEffects;
const effectsOf = (key: string): readonly LendingEffect[] => (lendingEntryEffects as Record<string, readonly LendingEffect[]>)[key] ?? [];

/**
 * What an accepted event causes besides the state it enters, whichever state took it, after the
 * entered state's effects: a booking is confirmed (a move keeps the state), the registry's document
 * mismatch is told, a submission window that passes lets the invitation lapse (and the invited
 * person is told) and the process window closes it, the partner's answer ends the home's wait for approval (a refusal is told to the
 * applicant), and the documents a bank employee asks for are told.
 */
export const lendingEventEffects = {
  'onboarding.book': [confirmBooking('videoCall')],
  'notary.book': [confirmBooking('notary')],
  'branchVisit.book': [confirmBooking('branchVisit')],
  'decision.documentMismatch': [tell('documentMismatch', 'everyone')],
  'deadline.submissionPassed': [{ kind: 'invitation', invitation: 'lapse' }, tell('coApplicantLapsed', 'invitee')],
  'deadline.processPassed': [closeInvitation],
  'property.confirmed': [{ kind: 'partnerAnswered' }],
  'property.refused': [{ kind: 'partnerAnswered' }, tell('propertyRefused', 'applicant')],
  // A bank employee asks for other documents: the people get the manual review's notice again, naming them.
  'review.requestDocuments': [tell('manualReview', 'everyone')],
} as const satisfies Partial<Record<LendingEvent['type'], readonly LendingEffect[]>>;
const eventEffectsOf = (type: string): readonly LendingEffect[] => (lendingEventEffects as Record<string, readonly LendingEffect[]>)[type] ?? [];

/** An effect as the diagram and the logs name it. */
export function effectLabel(effect: LendingEffect): string {
  switch (effect.kind) {
    case 'request':
      return `request ${effect.request}`;
    case 'property':
      return `${effect.property} property`;
    case 'tell':
      return `tell ${effect.to} ${effect.notice}${effect.market ? ` (market ${effect.market})` : ''}`;
    case 'invitation':
      return `${effect.invitation} invitation`;
    case 'confirmBooking':
      return `confirm ${effect.appointment} booking`;
    case 'partnerAnswered':
      return 'end waiting for partner approval';
  }
}

/** What entering `after` from `before` causes: nothing when the event kept the state. */
export function enteredEffects(before: StateValue, after: StateValue): readonly LendingEffect[] {
  const entered = topStateOf(after);
  return entered === topStateOf(before) ? [] : effectsOf(entered);
}

/** What an accepted event that changed the application causes: the entered state's effects, then its own. */
export function eventEffects(event: { type: string }, before: StateValue, after: StateValue): readonly LendingEffect[] {
  return [...enteredEffects(before, after), ...eventEffectsOf(event.type)];
}

/** A state's `meta`: its entry effects by name, so the generated diagram shows them. */
export const effectsMeta = (key: EffectfulState) => ({ effects: effectsOf(key).map(effectLabel) });

/** The states with each one's effects on its `meta` (states without declared effects are left as they are). */
export function withEffectsMeta<T extends Record<string, object>>(states: T): T {
  return Object.fromEntries(Object.entries(states).map(([key, state]) => [key, Object.hasOwn(lendingEntryEffects, key) ? { ...state, meta: effectsMeta(key as EffectfulState) } : state])) as T;
}

/** The chart's `meta`: each event's own effects by name, shown beside every state that takes the event. */
export const eventEffectsMeta = () => ({ eventEffects: Object.fromEntries(Object.entries(lendingEventEffects).map(([type, effects]) => [type, effects.map(effectLabel)])) });
