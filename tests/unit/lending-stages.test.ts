import { describe, expect, it } from 'vitest';
import type { LendingPathStep } from '../../api/contract/lending-process';
import type { LendingStatus } from '../../api/contract/loan-application';
import { stagesOf } from '../../api/server/services/lending/lending-stages';

/** A path through the given statuses, one hour apart, each made by `by` unless given as [status, by]. */
function pathOf(...steps: (LendingStatus | [LendingStatus, LendingPathStep['by']])[]): LendingPathStep[] {
  return steps.map((step, index) => {
    const [status, by] = Array.isArray(step) ? step : [step, 'bank' as const];
    return { status, by, byReader: by === 'applicant', at: new Date(Date.UTC(2026, 11, 1, index)).toISOString() };
  });
}
const at = (hour: number) => new Date(Date.UTC(2026, 11, 1, hour)).toISOString();
const summary = (stages: ReturnType<typeof stagesOf>) => stages.map((stage) => `${stage.stage}:${stage.state}`);

const toOffer: (LendingStatus | [LendingStatus, LendingPathStep['by']])[] = ['Draft', ['Sent', 'applicant'], 'SentToBank', 'ApprovedByBank', ['OfferAccepted', 'applicant']];

describe('the borrower’s stages', () => {
  it('a new building’s loan alone: the offer accepted begins identification, and every later stage is ahead', () => {
    const stages = stagesOf({ marketType: '0', spouseCouple: false, final: false, path: pathOf(...toOffer) });
    expect(summary(stages)).toEqual([
      'application:done',
      'identification:now',
      'videoCall:next',
      'spouseData:next',
      'contractData:next',
      'signing:next',
      'approval:next',
      'notary:next',
      'registration:next',
      'payout:next',
    ]);
    // The application ended when the applicant accepted the offer; identification runs since then.
    expect(stages[0]).toEqual({ stage: 'application', state: 'done', at: at(4), by: 'applicant', byReader: true });
    expect(stages[1]).toEqual({ stage: 'identification', state: 'now', at: at(4), by: null, byReader: false });
  });

  it('a married couple on one loan passes no spouse stage: from the calls to the contract’s data', () => {
    const path = pathOf(...toOffer, 'ApplicantsIdentificationInProgress', 'ApplicantsIdentificated', ['ApplicantsOnboardingInProgress', 'coApplicant'], 'LendingPackageDataNotPresented');
    const stages = stagesOf({ marketType: '0', spouseCouple: true, final: false, path });
    expect(summary(stages).slice(0, 5)).toEqual(['application:done', 'identification:done', 'videoCall:done', 'contractData:now', 'signing:next']);
    expect(stages.find((stage) => stage.stage === 'videoCall')).toEqual({ stage: 'videoCall', state: 'done', at: at(8), by: 'bank', byReader: false });
  });

  it('a co-applicant married to someone else: the spouse stage stays on the way', () => {
    const path = pathOf(...toOffer, 'ApplicantsIdentificated', 'ApplicantsOnboardingCompleted');
    expect(summary(stagesOf({ marketType: '0', spouseCouple: false, final: false, path })).slice(2, 5)).toEqual(['videoCall:done', 'spouseData:now', 'contractData:next']);
  });

  it('a resale home: the branch visit, then the payout; paid out, every stage is done', () => {
    expect(summary(stagesOf({ marketType: '1', spouseCouple: false, final: false, path: pathOf(...toOffer) }))).toEqual(['application:done', 'branchVisit:now', 'payout:next']);
    const paid = stagesOf({ marketType: '1', spouseCouple: false, final: true, path: pathOf(...toOffer, ['BranchVisitBooked', 'applicant'], 'LoanDisbursementInProgress', 'LoanDisbursed') });
    expect(summary(paid)).toEqual(['application:done', 'branchVisit:done', 'payout:done']);
    expect(paid[1]).toEqual({ stage: 'branchVisit', state: 'done', at: at(6), by: 'bank', byReader: false });
    expect(paid[2]).toEqual({ stage: 'payout', state: 'done', at: at(7), by: 'bank', byReader: false });
  });

  it('a way out stops the way at the stage it was in, and nothing is shown ahead', () => {
    const path = pathOf(...toOffer, 'ApplicantsIdentificationInProgress', 'ApplicantsIdentificated', ['Expired', 'system']);
    const stages = stagesOf({ marketType: '0', spouseCouple: false, final: true, path });
    expect(summary(stages)).toEqual(['application:done', 'identification:done', 'videoCall:stopped']);
    expect(stages[2]).toEqual({ stage: 'videoCall', state: 'stopped', at: at(7), by: 'system', byReader: false });
  });

  it('a package refused goes back to signing, never forward', () => {
    const path = pathOf(...toOffer, 'ApplicantsIdentificated', 'ApplicantsOnboardingCompleted', 'LendingPackageDataNotPresented', 'LendingPackagePrepared', ['RejectedByApplicant', 'applicant']);
    expect(summary(stagesOf({ marketType: '0', spouseCouple: false, final: true, path }))).toEqual(['application:done', 'identification:done', 'videoCall:done', 'spouseData:done', 'contractData:done', 'signing:stopped']);
  });
});
