import type { DeadlineHandler } from '../../jobs/scheduler';
import { AppError } from '../../http/app-error';
import { deadlineEvent, isDeadlineNeeded, lendingDeadlineKinds, type LendingDeadlinePayload } from './lending-deadlines';
import { applyLendingEvent, lockLendingApplication } from './lending-runtime';

/**
 * The scheduler's hook for due lending deadlines: sends the deadline's event to its application as
 * the system. A deadline the application no longer needs (it moved on, or a newer window replaced
 * this one), or whose event the chart now refuses, is done without changing anything: time passing
 * is not an error. Anything else that fails is retried by the scheduler.
 */
export function runLendingDeadline(publicUrl: string): DeadlineHandler {
  return async ({ tx, deadline, now }) => {
    const payload = deadline.payload as LendingDeadlinePayload;
    const locked = await lockLendingApplication(tx, payload.applicationId);
    if (!locked || !isDeadlineNeeded(locked.snapshot, deadline.kind, payload)) return;
    try {
      await applyLendingEvent(tx, payload.applicationId, deadlineEvent(payload.event, now), { kind: 'system', source: `deadline:${deadline.id}` }, { now: () => now }, publicUrl);
    } catch (error) {
      if (error instanceof AppError && error.status === 409) return;
      throw error;
    }
  };
}

/** Every lending deadline kind with its handler, for the scheduler's registry (the URL is for the links of the effects' messages). */
export const createLendingDeadlineHandlers = (publicUrl: string): Record<string, DeadlineHandler> =>
  Object.fromEntries(Object.values(lendingDeadlineKinds).map((kind) => [kind, runLendingDeadline(publicUrl)]));
