import type { StateValue } from 'xstate';
import { topStateOf } from './lending.statuses';

/**
 * What entering a state of the lending chart causes outside it (issue 33). The chart stays pure:
 * these are declarations, read by the diagram (each state's effects) and interpreted by the server
 * in the transaction of the event that entered the state (api/server/services/lending/lending-effects.ts).
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

export type LendingEffect =
  /** Ask an outside system (through the outbox, sent once the transaction commits). */
  | { kind: 'request'; request: LendingRequestKind }
  /** The booked property: released to the catalogue (the application ended without a loan), or sold (the loan paid out). */
  | { kind: 'property'; property: 'release' | 'sell' };

const request = (kind: LendingRequestKind): LendingEffect => ({ kind: 'request', request: kind });
const release: LendingEffect = { kind: 'property', property: 'release' };
const sell: LendingEffect = { kind: 'property', property: 'sell' };

/**
 * The effects of entering each state. The resale home's disbursement follows the branch visit; the
 * new building's, the insurance. Every end releases the home the application booked, except the
 * payout, which sells it.
 */
export const lendingEntryEffects = {
  sent: [request(lendingRequestKinds.decisionRequest)],
  lendingPackagePreparation: [request(lendingRequestKinds.preparePackage)],
  lendingPackageSigned: [request(lendingRequestKinds.approveLoan)],
  notaryAppointmentProvided: [request(lendingRequestKinds.notaryPackage)],
  notaryPackageAvailable: [request(lendingRequestKinds.registerRights)],
  rightsRegistered: [request(lendingRequestKinds.insureProperty)],
  propertyInsured: [request(lendingRequestKinds.disburseLoan)],
  loanDisbursementInProgress: [request(lendingRequestKinds.disburseLoan)],
  loanDisbursed: [sell],
  rejectedByBank: [release],
  rejectedByClient: [release],
  expired: [release],
  deleted: [release],
  cancelledByApplicantRequest: [release],
  applicantsOnboardingFailed: [release],
  spouseDataNotProvided: [release],
  rejectedByApplicant: [release],
  rejectedByCoApplicant: [release],
} as const satisfies Record<string, readonly LendingEffect[]>;
/** The chart's states that declare effects (tests/machines/lending-effects.test.ts keeps them real states; the chart imports this file, not the other way). */
export type EffectfulState = keyof typeof lendingEntryEffects;
const effectsOf = (key: string): readonly LendingEffect[] => (lendingEntryEffects as Record<string, readonly LendingEffect[]>)[key] ?? [];

/** An effect as the diagram and the logs name it. */
export const effectLabel = (effect: LendingEffect) => (effect.kind === 'request' ? `request ${effect.request}` : `${effect.property} property`);

/** What entering `after` from `before` causes: nothing when the event kept the state. */
export function enteredEffects(before: StateValue, after: StateValue): readonly LendingEffect[] {
  const entered = topStateOf(after);
  return entered === topStateOf(before) ? [] : effectsOf(entered);
}

/** A state's `meta`: its entry effects by name, so the generated diagram shows them. */
export const effectsMeta = (key: EffectfulState) => ({ effects: effectsOf(key).map(effectLabel) });
