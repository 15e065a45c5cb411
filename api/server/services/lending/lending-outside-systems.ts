import { decisionAnswerKind, type DecisionEngine } from '../../adapters/decision-engine';
import { partnerAnswerKind, type PartnerAvailability } from '../../adapters/partner-availability';
import type { DeadlineHandler } from '../../jobs/scheduler';
import type { LendingCompletionSystems } from './lending-completion';
import { receiveDecisionAnswer } from './lending-decision-answers';
import { contractAnswerKind, receiveContractAnswer } from './lending-package.service';
import { lendingOutboxSendKind } from './lending-outbox';
import { sendLendingOutbox, type ProcessSenders } from './lending-outbox-sender';
import { partnerRequestKind, receivePartnerAnswer, sendPartnerRequest } from './lending-property-availability';

/** The outside systems of a mortgage application. */
export interface LendingOutsideSystems {
  decisionEngine: DecisionEngine;
  partner: PartnerAvailability;
  /** The process's requests after the offer (issue 17), by outbox kind. */
  processSenders?: ProcessSenders;
  /** The completion's systems whose sandboxes keep their own calendars (lending-completion.ts); the sandboxes when absent. */
  completion?: LendingCompletionSystems;
}

/**
 * The deadline kinds that talk to the lending's outside systems: sending the outbox to the decision
 * engine, asking the partner to confirm a property, and the answers of both coming back.
 */
export function createLendingOutsideSystemHandlers(systems: LendingOutsideSystems, publicUrl: string): Record<string, DeadlineHandler> {
  return {
    [lendingOutboxSendKind]: sendLendingOutbox({ decisionEngine: systems.decisionEngine, publicUrl, processSenders: systems.processSenders ?? {} }),
    [decisionAnswerKind]: receiveDecisionAnswer(publicUrl),
    [partnerRequestKind]: sendPartnerRequest(systems.partner),
    [partnerAnswerKind]: receivePartnerAnswer(publicUrl),
    // The bank's contract system's answers (the package prepared and checked, the loan approved).
    [contractAnswerKind]: receiveContractAnswer(publicUrl),
  };
}
