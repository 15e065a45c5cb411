import { and, desc, eq } from 'drizzle-orm';
import type { DecisionAnswer, DecisionAnswerPayload } from '../../adapters/decision-engine';
import type { Queryable } from '../../db/database';
import { loanApplicationOutbox } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DeadlineHandler } from '../../jobs/scheduler';
import type { LendingEvent } from '../../../../machines/lending/lending.machine';
import { lendingOutboxKinds } from './lending-outbox';
import { decisionEngineActor } from './lending-outbox-sender';
import { applyLendingEvent } from './lending-runtime';

/** The chart's event for an answer of the decision engine arriving at `now`. */
export function decisionEvent(answer: DecisionAnswer, now: Date): LendingEvent {
  switch (answer.outcome) {
    case 'approved':
      return { type: 'decision.approved', offer: answer.offer, at: now.toISOString() };
    case 'rejected':
      return { type: 'decision.rejected', reason: answer.reason };
    case 'manualReview':
      return { type: 'decision.manualReview', documents: answer.documents };
    case 'documentMismatch':
      return { type: 'decision.documentMismatch', person: answer.person };
  }
}

/**
 * Applies an answer of the decision engine to its application, in the caller's transaction. Only the
 * answer to the application's latest request counts (an answer to a request that a resubmission
 * replaced is stale), and an application that has moved on (cancelled meanwhile) takes no answer:
 * both are ignored, as the answer is not an error. The mail and the notification follow from the
 * chart's declared effects (machines/lending/lending-effects.ts, run by lending-effects.ts).
 */
export async function applyDecisionAnswer(q: Queryable, payload: DecisionAnswerPayload, now: Date, publicUrl: string): Promise<boolean> {
  const [latest] = await q
    .select({ idempotencyKey: loanApplicationOutbox.idempotencyKey })
    .from(loanApplicationOutbox)
    .where(and(eq(loanApplicationOutbox.applicationId, payload.applicationId), eq(loanApplicationOutbox.kind, lendingOutboxKinds.decisionRequest)))
    .orderBy(desc(loanApplicationOutbox.id))
    .limit(1);
  if (latest?.idempotencyKey !== payload.idempotencyKey) return false;
  try {
    const result = await applyLendingEvent(q, payload.applicationId, decisionEvent(payload.answer, now), decisionEngineActor, { now: () => now }, publicUrl);
    return result.changed;
  } catch (error) {
    if (error instanceof AppError && (error.status === 409 || error.status === 404)) return false;
    throw error;
  }
}

/** The scheduler's hook for `decisionEngine.answer` deadlines: the answer arrives when it is due. */
export function receiveDecisionAnswer(publicUrl: string): DeadlineHandler {
  return async ({ tx, deadline, now }) => {
    await applyDecisionAnswer(tx, deadline.payload as unknown as DecisionAnswerPayload, now, publicUrl);
  };
}
