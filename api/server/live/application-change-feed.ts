import { and, asc, eq, gt, inArray, isNotNull, max, or } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { loanApplicationChanges, loanApplicationCoApplicants, loanApplications } from '../db/schema';
import { memberInvitationStatuses } from '../services/lending/co-applicant-invitations';
import type { ApplicationChangeEvent } from '../../contract/application-events';

/*
 * Reads of the change feed (loan_application_changes, written by the triggers of migration 0026):
 * what a resumed stream missed, and who may see an application's changes. The people are the ones
 * `applicationAccess` lets read the application: its main applicant and its member co-applicants.
 */

/** One row of the change feed as the streams send it: the SSE id and the event's data. */
export type ApplicationChange = ApplicationChangeEvent & { id: number };

const changeColumns = { id: loanApplicationChanges.id, applicationId: loanApplicationChanges.applicationId, kind: loanApplicationChanges.kind, at: loanApplicationChanges.at };

const asChange = (row: { id: number; applicationId: string; kind: string; at: Date }): ApplicationChange => ({ ...row, kind: row.kind as ApplicationChange['kind'], at: row.at.toISOString() });

/** One application's changes after `afterId`, in order (the (application_id, id) index). */
export async function applicationChangesAfter(q: Queryable, applicationId: string, afterId: number): Promise<ApplicationChange[]> {
  const rows = await q
    .select(changeColumns)
    .from(loanApplicationChanges)
    .where(and(eq(loanApplicationChanges.applicationId, applicationId), gt(loanApplicationChanges.id, afterId)))
    .orderBy(asc(loanApplicationChanges.id));
  return rows.map(asChange);
}

/** The changes after `afterId` of every application the person is on, in order. */
export async function personChangesAfter(q: Queryable, userId: string, afterId: number): Promise<ApplicationChange[]> {
  const asApplicant = q.select({ id: loanApplications.id }).from(loanApplications).where(eq(loanApplications.mainApplicantId, userId));
  const asCoApplicant = q
    .select({ id: loanApplicationCoApplicants.applicationId })
    .from(loanApplicationCoApplicants)
    .where(and(eq(loanApplicationCoApplicants.userId, userId), inArray(loanApplicationCoApplicants.status, [...memberInvitationStatuses])));
  const rows = await q
    .select(changeColumns)
    .from(loanApplicationChanges)
    .where(and(gt(loanApplicationChanges.id, afterId), or(inArray(loanApplicationChanges.applicationId, asApplicant), inArray(loanApplicationChanges.applicationId, asCoApplicant))))
    .orderBy(asc(loanApplicationChanges.id));
  return rows.map(asChange);
}

/** The user ids that may see the application now (none when it is gone). */
export async function membersOfApplication(q: Queryable, applicationId: string): Promise<ReadonlySet<string>> {
  const [applicants, coApplicants] = await Promise.all([
    q.select({ userId: loanApplications.mainApplicantId }).from(loanApplications).where(eq(loanApplications.id, applicationId)),
    q
      .select({ userId: loanApplicationCoApplicants.userId })
      .from(loanApplicationCoApplicants)
      .where(
        and(
          eq(loanApplicationCoApplicants.applicationId, applicationId),
          isNotNull(loanApplicationCoApplicants.userId),
          inArray(loanApplicationCoApplicants.status, [...memberInvitationStatuses]),
        ),
      ),
  ]);
  return new Set([...applicants, ...coApplicants].flatMap((row) => (row.userId ? [row.userId] : [])));
}

/** The newest change id of any application (0 without one): where a stream that resumes nothing starts. */
export async function latestChangeId(q: Queryable): Promise<number> {
  const [row] = await q.select({ id: max(loanApplicationChanges.id) }).from(loanApplicationChanges);
  return Number(row?.id ?? 0);
}
