import { and, eq, isNull } from 'drizzle-orm';
import type { ApplicantData, LoanInfo } from '../../../contract/loan-application';
import type { DecisionEngine, DecisionPerson, DecisionRequest } from '../../adapters/decision-engine';
import { OutsideSystemUnavailable } from '../../adapters/outside-system';
import type { Tx } from '../../db/database';
import { loanApplicationCoApplicants, loanApplicationOutbox, type loanApplications } from '../../db/schema';
import { retryDelayMs, scheduleDeadline, type DeadlineHandler } from '../../jobs/scheduler';
import type { LendingSnapshot } from '../../../../machines/lending/lending.machine';
import { lendingOutboxKinds, lendingOutboxSendKind, type DecisionRequestPayload, type LendingOutboxKind, type ProcessRequestPayload } from './lending-outbox';
import { applyLendingEvent, lockLendingApplication, type LendingLogActor } from './lending-runtime';

/** How the decision engine's answers and acknowledgements are logged. */
export const decisionEngineActor: LendingLogActor = { kind: 'system', source: 'decision-engine' };

/** The decision engine's view of a person: their saved applicant-data step. */
const decisionPersonOf = (data: ApplicantData): DecisionPerson => ({
  socialCard: data.socialCardNumber,
  documentType: data.documentType,
  documentNumber: data.documentNumber,
  birthDate: data.birthDate,
  monthlyIncomeTax: data.monthlyIncomeTax,
});

/**
 * The request the engine decides on: the submitted application's saved loan-info and applicant-data
 * steps (the submit checks they are complete, and a submitted application's steps no longer change),
 * the price the applicant agreed to, and the accepted co-applicant's applicant data (their part was
 * confirmed before the submit), whose income and history the engine decides on too.
 */
export function decisionRequestOf(
  application: typeof loanApplications.$inferSelect,
  payload: DecisionRequestPayload,
  coApplicant: Pick<typeof loanApplicationCoApplicants.$inferSelect, 'steps'> | null,
): DecisionRequest {
  const steps = application.steps as { loanInfo?: LoanInfo; applicantData?: ApplicantData };
  const { loanInfo, applicantData } = steps;
  if (!loanInfo || !applicantData) throw new Error(`application ${application.id} was submitted without its loan info or applicant data`);
  const coApplicantData = coApplicant && (coApplicant.steps as { applicantData?: ApplicantData }).applicantData;
  if (coApplicant && !coApplicantData) throw new Error(`application ${application.id} was submitted without its co-applicant's applicant data`);
  return {
    applicationId: application.id,
    ...decisionPersonOf(applicantData),
    coApplicant: coApplicantData ? decisionPersonOf(coApplicantData) : null,
    amount: loanInfo.amount,
    termMonths: loanInfo.termMonths,
    currency: loanInfo.currency,
    repaymentType: loanInfo.repaymentType,
    reason: loanInfo.reason,
    propertyPrice: payload.price,
    marketType: payload.marketType,
  };
}

/** The co-applicant on the application the chart holds (their invitation accepted), or null applying alone. */
async function acceptedCoApplicant(tx: Tx, applicationId: string, userId: string | null) {
  if (userId === null) return null;
  const [row] = await tx
    .select({ steps: loanApplicationCoApplicants.steps })
    .from(loanApplicationCoApplicants)
    .where(and(eq(loanApplicationCoApplicants.applicationId, applicationId), eq(loanApplicationCoApplicants.status, 'accepted'), eq(loanApplicationCoApplicants.userId, userId)));
  if (!row) throw new Error(`application ${applicationId} has a co-applicant in its chart but no accepted invitation of theirs`);
  return row;
}

/** What a process request's sender gets: its outbox row and the application as it is now (locked). */
export interface ProcessRequest {
  idempotencyKey: string;
  payload: ProcessRequestPayload;
  application: typeof loanApplications.$inferSelect;
  snapshot: LendingSnapshot;
}

/**
 * Sends one request of the process to its outside system, in the caller's transaction. The system's
 * answer comes back later as the chart's event (a deadline row its sandbox writes). Throws
 * OutsideSystemUnavailable when the system cannot take it now: the row is tried again after a back-off.
 */
export type ProcessRequestSender = (tx: Tx, request: ProcessRequest, now: Date) => Promise<void>;
export type ProcessSenders = Partial<Record<LendingOutboxKind, ProcessRequestSender>>;

/** Sends a process request's row (claimed by the caller) and marks it sent, or schedules its retry. */
async function sendProcessRequest(senders: ProcessSenders, tx: Tx, row: typeof loanApplicationOutbox.$inferSelect, now: Date): Promise<void> {
  const send = senders[row.kind as LendingOutboxKind];
  if (!send) throw new Error(`no sender for lending outbox kind '${row.kind}'`);
  const locked = await lockLendingApplication(tx, row.applicationId);
  // An application that ended meanwhile (cancelled, expired) no longer asks.
  if (!locked || locked.snapshot.status === 'done') return;
  const attempts = row.attempts + 1;
  try {
    await send(tx, { idempotencyKey: row.idempotencyKey, payload: row.payload as ProcessRequestPayload, application: locked.row, snapshot: locked.snapshot }, now);
  } catch (error) {
    if (!(error instanceof OutsideSystemUnavailable)) throw error;
    await tx.update(loanApplicationOutbox).set({ attempts }).where(eq(loanApplicationOutbox.id, row.id));
    await scheduleDeadline(tx, { kind: lendingOutboxSendKind, dueAt: new Date(now.getTime() + retryDelayMs(attempts)), payload: { outboxId: row.id }, maxAttempts: 8 });
    return;
  }
  await tx.update(loanApplicationOutbox).set({ sentAt: now, attempts }).where(eq(loanApplicationOutbox.id, row.id));
}

/**
 * Sends one row of the lending outbox (a `lendingOutbox.send` deadline, written with the row). The row
 * is claimed with FOR UPDATE SKIP LOCKED and marked sent in the same transaction, so two instances
 * never send it twice, and the receiver sees the row's idempotency key on every try. The engine's
 * acknowledgement is the chart's `bank.received`; an unavailable engine is `bank.unavailable` (from
 * Sent; a retry that fails again changes nothing) and the row is tried again after a back-off, until
 * the application leaves Sent and Pending (the process deadline expires it). A request the
 * application no longer waits for (cancelled, expired) is left unsent.
 */
export function sendLendingOutbox(deps: { decisionEngine: DecisionEngine; publicUrl: string; processSenders: ProcessSenders }): DeadlineHandler {
  return async ({ tx, deadline, now }) => {
    const outboxId = Number((deadline.payload as { outboxId?: number }).outboxId);
    const [row] = await tx
      .select()
      .from(loanApplicationOutbox)
      .where(and(eq(loanApplicationOutbox.id, outboxId), isNull(loanApplicationOutbox.sentAt)))
      .for('update', { skipLocked: true });
    if (!row) return;
    if (row.kind !== lendingOutboxKinds.decisionRequest) return sendProcessRequest(deps.processSenders, tx, row, now);
    const locked = await lockLendingApplication(tx, row.applicationId);
    if (!locked || !(locked.snapshot.matches('sent') || locked.snapshot.matches('pending'))) return;
    const clock = { now: () => now };
    const attempts = row.attempts + 1;
    try {
      const coApplicant = await acceptedCoApplicant(tx, row.applicationId, locked.snapshot.context.coApplicant?.userId ?? null);
      await deps.decisionEngine.submit(tx, decisionRequestOf(locked.row, row.payload as DecisionRequestPayload, coApplicant), row.idempotencyKey, now);
    } catch (error) {
      if (!(error instanceof OutsideSystemUnavailable)) throw error;
      await tx.update(loanApplicationOutbox).set({ attempts }).where(eq(loanApplicationOutbox.id, row.id));
      if (locked.snapshot.matches('sent')) await applyLendingEvent(tx, row.applicationId, { type: 'bank.unavailable' }, decisionEngineActor, clock, deps.publicUrl);
      await scheduleDeadline(tx, { kind: lendingOutboxSendKind, dueAt: new Date(now.getTime() + retryDelayMs(attempts)), payload: { outboxId: row.id }, maxAttempts: 8 });
      return;
    }
    await tx.update(loanApplicationOutbox).set({ sentAt: now, attempts }).where(eq(loanApplicationOutbox.id, row.id));
    await applyLendingEvent(tx, row.applicationId, { type: 'bank.received' }, decisionEngineActor, clock, deps.publicUrl);
  };
}
