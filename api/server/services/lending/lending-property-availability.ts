import { isPreparingStatus } from '../../../contract/loan-application';
import { OutsideSystemUnavailable } from '../../adapters/outside-system';
import { partnerAnswerKind, type PartnerAnswerPayload, type PartnerAvailability } from '../../adapters/partner-availability';
import type { Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import { retryDelayMs, scheduleDeadline, type DeadlineHandler } from '../../jobs/scheduler';
import { partnerRequestKind, requestPropertyConfirmation, type PartnerRequestPayload } from './lending-outbox';
import { applyLendingEvent, lockLendingApplication, type LendingLogActor } from './lending-runtime';

const partnerActor: LendingLogActor = { kind: 'system', source: 'partner' };

/**
 * Sends a confirmation request while the draft still waits for the answer. An unreachable partner is
 * asked again after a back-off (a new row), for as long as the draft waits; the key makes the repeats
 * one request.
 */
export function sendPartnerRequest(partner: PartnerAvailability): DeadlineHandler {
  return async ({ tx, deadline, now }) => {
    const payload = deadline.payload as unknown as PartnerRequestPayload;
    const locked = await lockLendingApplication(tx, payload.applicationId);
    if (!locked || !isPreparingStatus(locked.row.status) || locked.snapshot.context.property?.availability !== 'waitingApproval') return;
    try {
      await partner.requestConfirmation(tx, { applicationId: payload.applicationId, marketType: payload.marketType, apartmentId: payload.apartmentId }, payload.idempotencyKey, now);
    } catch (error) {
      if (!(error instanceof OutsideSystemUnavailable)) throw error;
      const next: PartnerRequestPayload = { ...payload, attempts: payload.attempts + 1 };
      await scheduleDeadline(tx, { kind: partnerRequestKind, dueAt: new Date(now.getTime() + retryDelayMs(next.attempts)), payload: { ...next } });
    }
  };
}

/**
 * Applies the partner's answer (`property.confirmed` or `property.refused`) to the application, in
 * the caller's transaction; a refusal is mailed and notified. An application that has moved on
 * (deleted, expired) takes no answer, and a repeated answer changes nothing.
 */
export async function applyPartnerAnswer(tx: Tx, payload: PartnerAnswerPayload, now: Date, publicUrl: string): Promise<boolean> {
  try {
    const result = await applyLendingEvent(tx, payload.applicationId, { type: payload.answer === 'confirmed' ? 'property.confirmed' : 'property.refused' }, partnerActor, { now: () => now }, publicUrl);
    return result.changed;
  } catch (error) {
    if (error instanceof AppError && (error.status === 409 || error.status === 404)) return false;
    throw error;
  }
}

/** The scheduler's hook for `partner.availabilityAnswer` deadlines. */
export function receivePartnerAnswer(publicUrl: string): DeadlineHandler {
  return async ({ tx, deadline, now }) => {
    await applyPartnerAnswer(tx, deadline.payload as unknown as PartnerAnswerPayload, now, publicUrl);
  };
}

// The request is written where the application starts (lending-runtime.ts, through lending-outbox.ts).
export { partnerAnswerKind, partnerRequestKind, requestPropertyConfirmation };
