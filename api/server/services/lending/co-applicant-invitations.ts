import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { transition } from 'xstate';
import { activeInvitationStatuses, type CoApplicantInvitationStatus } from '../../../contract/loan-application';
import { coApplicantInvitationMachine, invitationStatusOf, type CoApplicantInvitationEvent } from '../../../../machines/co-applicant/co-applicant.machine';
import type { Queryable } from '../../db/database';
import { loanApplicationCoApplicants, loanApplications } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';

/*
 * The invitation rows' runtime: each row's `status` is a state of machines/co-applicant, moved by the
 * pure `transition()` in the caller's transaction (as lending-runtime moves the application), so the
 * rows stay in step with the lending chart's event that caused the change.
 */

export type InvitationRow = typeof loanApplicationCoApplicants.$inferSelect;

/** The mailed link's token (32 random bytes, base64url) and what the row keeps of it. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const endingStatuses: readonly CoApplicantInvitationStatus[] = ['declined', 'recalled', 'cancelled', 'lapsed', 'closed'];

/** The next status of an invitation for an event, or null when its chart does not take the event in this status. */
export function nextInvitationStatus(status: CoApplicantInvitationStatus, event: CoApplicantInvitationEvent): CoApplicantInvitationStatus | null {
  const snapshot = coApplicantInvitationMachine.resolveState({ value: status, context: undefined });
  if (!snapshot.can(event)) return null;
  const [next] = transition(coApplicantInvitationMachine, snapshot, event);
  return invitationStatusOf(next);
}

/**
 * Applies an invitation event to its row, locked, in the caller's transaction. An event the chart
 * does not take in the row's status is 409 INVITATION_NOT_ACTIVE (the caller's transaction rolls back).
 */
export async function applyInvitationEvent(tx: Queryable, invitationId: string, event: CoApplicantInvitationEvent, now: Date, userId?: string): Promise<InvitationRow> {
  const [row] = await tx.select().from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.id, invitationId)).for('update');
  if (!row) throw new AppError('LOAN_APPLICATION', 'INVITATION_NOT_ACTIVE', undefined, 409);
  const status = nextInvitationStatus(row.status, event);
  if (status === null) throw new AppError('LOAN_APPLICATION', 'INVITATION_NOT_ACTIVE', undefined, 409);
  const answered = event.type === 'invitation.accept' || event.type === 'invitation.decline';
  const [updated] = await tx
    .update(loanApplicationCoApplicants)
    .set({
      status,
      updatedAt: now,
      ...(userId ? { userId } : {}),
      ...(answered ? { answeredAt: now } : {}),
      ...(endingStatuses.includes(status) ? { endedAt: now } : {}),
    })
    .where(eq(loanApplicationCoApplicants.id, invitationId))
    .returning();
  if (!updated) throw new Error('invitation update returned nothing');
  return updated;
}

/** The application's invitation that still holds someone (invited or accepted), if any. */
export async function activeInvitationOf(q: Queryable, applicationId: string): Promise<InvitationRow | undefined> {
  const [row] = await q
    .select()
    .from(loanApplicationCoApplicants)
    .where(and(eq(loanApplicationCoApplicants.applicationId, applicationId), inArray(loanApplicationCoApplicants.status, [...activeInvitationStatuses])));
  return row;
}

/** The application's latest invitation (the summary the applicant sees: an ended one still tells what happened). */
export async function latestInvitationOf(q: Queryable, applicationId: string): Promise<InvitationRow | undefined> {
  const [row] = await q
    .select()
    .from(loanApplicationCoApplicants)
    .where(eq(loanApplicationCoApplicants.applicationId, applicationId))
    .orderBy(desc(loanApplicationCoApplicants.invitedAt), desc(loanApplicationCoApplicants.updatedAt))
    .limit(1);
  return row;
}

/**
 * The application ended (or lapsed before its submission): its active invitation follows, in the
 * transaction of the lending event. `lapse` for an expiry before the submission, `end` otherwise.
 */
export async function endActiveInvitation(tx: Queryable, applicationId: string, how: 'lapse' | 'end', now: Date): Promise<InvitationRow | undefined> {
  const active = await activeInvitationOf(tx, applicationId);
  if (!active) return undefined;
  return applyInvitationEvent(tx, active.id, { type: how === 'lapse' ? 'invitation.lapse' : 'application.end' }, now);
}

/** Who the signed-in person is to an application: its main applicant, or its co-applicant (accepted, or on it when it ended). */
export type ApplicationRole = 'applicant' | 'coApplicant';
export interface ApplicationAccess {
  row: typeof loanApplications.$inferSelect;
  role: ApplicationRole;
  /** The co-applicant's own invitation row (their part); undefined for the applicant. */
  invitation?: InvitationRow;
}

/** Invitation statuses that keep the person on the application: they see it, and its history once it ended. */
export const memberInvitationStatuses = ['accepted', 'closed'] as const satisfies readonly CoApplicantInvitationStatus[];

/**
 * The application as the person may reach it: the main applicant, or the accepted co-applicant. To
 * anyone else it does not exist (404), so a stranger cannot tell it apart from an unknown id.
 */
export async function applicationAccess(q: Queryable, userId: string, applicationId: string): Promise<ApplicationAccess> {
  const [row] = await q.select().from(loanApplications).where(eq(loanApplications.id, applicationId));
  if (!row) throw notFound();
  if (row.mainApplicantId === userId) return { row, role: 'applicant' };
  const [invitation] = await q
    .select()
    .from(loanApplicationCoApplicants)
    .where(
      and(
        eq(loanApplicationCoApplicants.applicationId, applicationId),
        eq(loanApplicationCoApplicants.userId, userId),
        inArray(loanApplicationCoApplicants.status, [...memberInvitationStatuses]),
      ),
    )
    .orderBy(desc(loanApplicationCoApplicants.invitedAt))
    .limit(1);
  if (!invitation) throw notFound();
  return { row, role: 'coApplicant', invitation };
}

/** The main applicant's action: the co-applicant may see the application but not do it (403), a stranger gets 404. */
export async function applicantAccess(q: Queryable, userId: string, applicationId: string): Promise<ApplicationAccess> {
  const access = await applicationAccess(q, userId, applicationId);
  if (access.role !== 'applicant') throw new AppError('COMMON', 'FORBIDDEN', undefined, 403);
  return access;
}

/** The co-applicant's own action: the main applicant is refused with 403, a stranger gets 404. */
export async function coApplicantAccess(q: Queryable, userId: string, applicationId: string): Promise<ApplicationAccess & { invitation: InvitationRow }> {
  const access = await applicationAccess(q, userId, applicationId);
  if (access.role !== 'coApplicant' || !access.invitation) throw new AppError('COMMON', 'FORBIDDEN', undefined, 403);
  return { ...access, invitation: access.invitation };
}
