import type { LendingPathStep, LendingStage, LendingStageView } from '../../../contract/lending-process';
import type { LendingStatus } from '../../../contract/loan-application';

/*
 * The borrower's map (issue 33): the chart's 50-odd states folded into the few stages a person
 * recognises, in the order they come for this household on this market. The analysts' chart stays on
 * the diagrams page; this is what "where am I" reads.
 */

/** The stages a new building's loan passes, online, then at a notary; a resale home's is signed at a branch. */
const primaryStages: readonly LendingStage[] = ['application', 'identification', 'videoCall', 'spouseData', 'contractData', 'signing', 'approval', 'notary', 'registration', 'payout'];
const secondaryStages: readonly LendingStage[] = ['application', 'branchVisit', 'payout'];

/**
 * The stage each status belongs to. A status that waits for the next stage to begin (the offer
 * accepted, the loan approved, the property insured) is that next stage's: it is what the person
 * reads as "now". `OfferAccepted` is the market's first stage after the application.
 */
const stageOfStatus: Record<Exclude<LendingStatus, 'OfferAccepted'>, LendingStage> = {
  Draft: 'application',
  CoApplicantDecision: 'application',
  InvitationAccepted: 'application',
  CitizenshipMismatch: 'application',
  MaritalStatusMismatch: 'application',
  RejectedByCoapplicant: 'application',
  CanceledByCoApplicant: 'application',
  Sent: 'application',
  Pending: 'application',
  SentToBank: 'application',
  ManualReview: 'application',
  ApprovedByBank: 'application',
  RejectedByBank: 'application',
  ApprovedByClient: 'application',
  ApprovedByCoapplicant: 'application',
  RejectedByClient: 'application',
  ApplicantsIdentificationInProgress: 'identification',
  ApplicantsNotIdentificated: 'identification',
  ProvidedDocumentMismatchedWithAS: 'identification',
  ApplicantsIdentificated: 'videoCall',
  ApplicantsOnboardingInProgress: 'videoCall',
  ApplicantsOnboardingFailed: 'videoCall',
  ApplicantsOnboardingCompleted: 'spouseData',
  SpouseDataProvidedByApplicant: 'spouseData',
  SpouseDataProvidedByCoApplicant: 'spouseData',
  SpouseDataNotProvided: 'spouseData',
  LendingPackageDataNotPresented: 'contractData',
  LendingPackageDataPresentedByApplicant: 'contractData',
  LendingPackageDataPresentedByCoApplicant: 'contractData',
  LendingPackagePreparation: 'signing',
  LendingPackagePrepared: 'signing',
  LendingPackageChecked: 'signing',
  SignedByApplicant: 'signing',
  SignedByCoApplicant: 'signing',
  RejectedByApplicant: 'signing',
  RejectedByCoApplicant: 'signing',
  LendingPackageSigned: 'approval',
  LoanApproved: 'notary',
  NotaryAppointmentProvided: 'notary',
  NotaryPackagePrepared: 'notary',
  NotaryPackageChecked: 'notary',
  NotaryPackageAvailable: 'notary',
  RightsRegistered: 'registration',
  PropertyInsured: 'payout',
  LoanDisbursed: 'payout',
  BranchVisitBooked: 'branchVisit',
  LoanDisbursementInProgress: 'payout',
  // A way out keeps the stage the application was in; `stagesOf` reads it from the path.
  Expired: 'application',
  Deleted: 'application',
  CancelledByApplicantRequest: 'application',
};

/** Statuses that end the application at whatever stage it was in, rather than belonging to one. */
const waysOut: ReadonlySet<LendingStatus> = new Set(['Expired', 'Deleted', 'CancelledByApplicantRequest']);

/** The stage a status belongs to on a market: what a borrower reads as "now" in it. */
export function stageOf(status: LendingStatus, marketType: '0' | '1'): LendingStage {
  if (status === 'OfferAccepted') return marketType === '1' ? 'branchVisit' : 'identification';
  return stageOfStatus[status];
}

export interface StagesInput {
  marketType: '0' | '1';
  /** A married couple on one loan passes the spouse stage. */
  spouseCouple: boolean;
  /** The chart reached a final state: the current stage is the last, paid out or stopped. */
  final: boolean;
  path: readonly LendingPathStep[];
}

/**
 * Each stage of the way with what the path says of it: a stage is passed when a later one began (at
 * that step, by whoever made it); the current one runs since its first step; a final status other
 * than the payout stops the way at its stage, and the stages after it are not shown.
 */
export function stagesOf({ marketType, spouseCouple, final, path }: StagesInput): LendingStageView[] {
  const way = (marketType === '1' ? secondaryStages : primaryStages).filter((stage) => !(stage === 'spouseData' && spouseCouple));
  const order = (stage: LendingStage) => way.indexOf(stage);
  const last = path.at(-1);
  if (!last) return way.map((stage, index) => ({ stage, state: index === 0 ? 'now' : 'next', at: null, by: null, byReader: false }));

  // The furthest stage reached, each stage's first step and the step that left it.
  const began = new Map<LendingStage, LendingPathStep>();
  const ended = new Map<LendingStage, LendingPathStep>();
  let reached = 0;
  for (const step of path) {
    if (waysOut.has(step.status)) continue;
    const index = order(stageOf(step.status, marketType));
    if (index < 0) continue;
    for (let passed = reached; passed < index; passed += 1) if (!ended.has(way[passed]!)) ended.set(way[passed]!, step);
    if (index >= reached) {
      if (!began.has(way[index]!)) began.set(way[index]!, step);
      reached = index;
    }
  }
  const paidOut = last.status === 'LoanDisbursed';
  const stopped = final && !paidOut;
  const stages: LendingStageView[] = [];
  way.forEach((stage, index) => {
    if (index < reached || (paidOut && index === reached)) {
      const end = index < reached ? ended.get(stage) : last;
      stages.push({ stage, state: 'done', at: end?.at ?? null, by: end?.by ?? null, byReader: end?.byReader ?? false });
    } else if (index === reached) {
      stages.push(stopped ? { stage, state: 'stopped', at: last.at, by: last.by, byReader: last.byReader } : { stage, state: 'now', at: began.get(stage)?.at ?? last.at, by: null, byReader: false });
    } else if (!stopped) {
      stages.push({ stage, state: 'next', at: null, by: null, byReader: false });
    }
  });
  return stages;
}
