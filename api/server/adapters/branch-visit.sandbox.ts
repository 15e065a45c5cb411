import { and, eq } from 'drizzle-orm';
import { hours } from '../clock';
import { lendingAppointments } from '../db/schema';
import { scheduleDeadline, type DeadlineHandler } from '../jobs/scheduler';
import type { BranchVisits } from './branch-visit';
import { heldByOtherClients, mainApplicantPersona, scheduleProcessAnswer } from './notary.sandbox';

/** The branch reports the visit an hour after it starts (the signing's length). */
export const branchVisitLengthMs = hours(1);

/** The sandbox branch's own deadline: a booked visit's hour has passed. */
export const branchVisitDueKind = 'sandbox.branchVisitDue';

/**
 * The sandbox branch. After a booked visit's hour it answers branchVisit.attended (the loan signed at
 * the branch), unless the visit was moved (the new booking has its own hour) or the main applicant is
 * the persona who does not come (`missesBranchVisit`, cards `95…`): the branch notes the visit missed and nothing
 * else happens, so the 30-day process window expires the application.
 */
export function sandboxBranchVisits(): BranchVisits {
  const visitDue: DeadlineHandler = async ({ tx, deadline, now }) => {
    const { applicationId, appointmentId } = deadline.payload as { applicationId: string; appointmentId: number };
    const [appointment] = await tx
      .select()
      .from(lendingAppointments)
      .where(and(eq(lendingAppointments.id, appointmentId), eq(lendingAppointments.status, 'booked')))
      .for('update');
    if (!appointment) return;
    if ((await mainApplicantPersona(tx, applicationId)) === 'missesBranchVisit') {
      await tx.update(lendingAppointments).set({ status: 'missed', endedAt: now }).where(eq(lendingAppointments.id, appointmentId));
      return;
    }
    await scheduleProcessAnswer(tx, { applicationId, idempotencyKey: `branchVisit:${appointmentId}:branchVisit.attended`, event: { type: 'branchVisit.attended' }, source: 'bank-branch' }, now);
  };
  return {
    isHeldByOtherClients: (branchCode, slotAt) => heldByOtherClients(`branch:${branchCode}`, slotAt),
    async expectVisit(tx, request) {
      await scheduleDeadline(tx, { kind: branchVisitDueKind, dueAt: new Date(request.slotAt.getTime() + branchVisitLengthMs), payload: { applicationId: request.applicationId, appointmentId: request.appointmentId } });
    },
    deadlineHandlers: { [branchVisitDueKind]: visitDue },
  };
}
