import type { LendingSnapshot } from '../../../../machines/lending/lending.machine';
import type { Tx } from '../../db/database';
import { loanApplicationOutbox } from '../../db/schema';

/** The outbox kinds of the lending chart: a request to an outside system each. */
export const lendingOutboxKinds = {
  /** Hands a submitted application to the bank's decision engine; its answer comes back as bank.* and decision.* events. */
  decisionRequest: 'decisionEngine.submit',
} as const;

/** What the decision engine is asked to decide: the submitted application's terms. */
export interface DecisionRequestPayload {
  applicationId: string;
  mainApplicantId: string;
  marketType: LendingSnapshot['context']['marketType'];
  apartmentId: number | null;
  price: number;
  submittedAt: string | null;
}

/**
 * Writes the outbox rows a transition needs, in its transaction: entering `sent` asks the decision
 * engine. The key names the application and the log entry of the submission, so a resubmission
 * (after a document mismatch) is a new request, and sending one row twice is the same request.
 */
export async function writeLendingOutbox(tx: Tx, applicationId: string, seq: number, before: LendingSnapshot, after: LendingSnapshot, now: Date): Promise<void> {
  if (!after.matches('sent') || before.matches('sent')) return;
  const { context } = after;
  const payload: DecisionRequestPayload = {
    applicationId,
    mainApplicantId: context.mainApplicantId,
    marketType: context.marketType,
    apartmentId: context.property?.apartmentId ?? null,
    price: context.agreedPrice,
    submittedAt: context.submittedAt,
  };
  await tx.insert(loanApplicationOutbox).values({
    applicationId,
    kind: lendingOutboxKinds.decisionRequest,
    idempotencyKey: `application:${applicationId}:submit:${seq}`,
    payload,
    createdAt: now,
  });
}
