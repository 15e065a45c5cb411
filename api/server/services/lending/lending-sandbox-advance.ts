import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SandboxAdvance } from '../../../contract/sandbox';
import { branchVisitDueKind } from '../../adapters/branch-visit.sandbox';
import { contractAnswerKind } from '../../adapters/contract-system';
import { decisionAnswerKind } from '../../adapters/decision-engine';
import { identificationAnswerKind, identificationManualDecisionKind } from '../../adapters/identification-provider';
import { processAnswerKind } from '../../adapters/notary';
import { notaryAppointmentDueKind } from '../../adapters/notary.sandbox';
import { partnerAnswerKind } from '../../adapters/partner-availability';
import { videoCallAnswerKind } from '../../adapters/video-call';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { deadlines } from '../../db/schema';
import { applicationAccess } from './co-applicant-invitations';

/** The deadline kinds that carry a sandbox's answer about an application (each payload names its `applicationId`). */
export const sandboxAnswerKinds = [
  partnerAnswerKind,
  decisionAnswerKind,
  identificationAnswerKind,
  identificationManualDecisionKind,
  videoCallAnswerKind,
  contractAnswerKind,
  processAnswerKind,
  notaryAppointmentDueKind,
  branchVisitDueKind,
] as const;

/**
 * The sandbox's "move it along" for a demo or a browser test (sandbox mode only): the application's
 * next pending sandbox answer is made due now, marked `fastForward` (the notary and the branch then
 * treat the appointment's hour as come), and the scheduler runs it on its next poll. Only a person on
 * the application may (404 otherwise). Real outside systems have no such control: it exists only where
 * the sandboxes stand in for them.
 */
export async function advanceSandbox(db: Queryable, clock: Clock, userId: string, applicationId: string): Promise<SandboxAdvance> {
  return db.transaction(async (tx) => {
    await applicationAccess(tx, userId, applicationId);
    const [next] = await tx
      .select({ id: deadlines.id, kind: deadlines.kind, dueAt: deadlines.dueAt })
      .from(deadlines)
      .where(and(inArray(deadlines.kind, [...sandboxAnswerKinds]), sql`${deadlines.payload}->>'applicationId' = ${applicationId}`, isNull(deadlines.doneAt), isNull(deadlines.failedAt)))
      .orderBy(asc(deadlines.dueAt), asc(deadlines.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return { answered: null };
    const now = clock.now();
    await tx
      .update(deadlines)
      .set({ dueAt: now < next.dueAt ? now : next.dueAt, payload: sql`${deadlines.payload} || '{"fastForward": true}'::jsonb` })
      .where(eq(deadlines.id, next.id));
    return { answered: { kind: next.kind, wasDueAt: next.dueAt.toISOString() } };
  });
}
