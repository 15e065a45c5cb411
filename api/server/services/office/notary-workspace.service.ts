import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { LendingStatus } from '../../../contract/loan-application';
import type { StaffMember } from '../../../contract/office';
import type { NotaryWorkspace } from '../../../contract/office-workspaces';
import type { NotaryService } from '../../adapters/notary';
import { days, type Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { lendingAppointments, loanApplications, users } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { calendarSlots } from '../lending/lending-notary-slots';
import { applyLendingEvent } from '../lending/lending-runtime';
import { recordStaffAction } from './audit-log.service';

/*
 * The notary's workspace (issue 18): the notary office's appointments and free hours, and the
 * packages the bank sent it, which the notary checks (NotaryPackageChecked) and then holds for the
 * appointment (NotaryPackageAvailable). A notary sees only their own office's.
 */

export interface NotaryWorkspaceDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  notary: NotaryService;
}

/** The statuses in which the package is at the notary and waits for their step. */
const packageStatuses = ['NotaryPackagePrepared', 'NotaryPackageChecked'] as const satisfies readonly LendingStatus[];
const atNotary = (notaryId: string) => sql`${loanApplications.context} #>> '{notaryAppointment,notaryId}' = ${notaryId}`;
const applicantName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

function officeOf(deps: NotaryWorkspaceDeps, member: StaffMember) {
  const office = deps.notary.offices.find((candidate) => candidate.id === member.notaryId);
  if (!office) throw notFound();
  return office;
}

export async function notaryWorkspace(deps: NotaryWorkspaceDeps, member: StaffMember): Promise<NotaryWorkspace> {
  const office = officeOf(deps, member);
  const now = deps.clock.now();
  const [appointments, packages, slots] = await Promise.all([
    deps.db
      .select({ applicationId: lendingAppointments.applicationId, slotAt: lendingAppointments.slotAt, status: lendingAppointments.status, applicantName })
      .from(lendingAppointments)
      .innerJoin(loanApplications, eq(loanApplications.id, lendingAppointments.applicationId))
      .innerJoin(users, eq(users.id, loanApplications.mainApplicantId))
      .where(and(eq(lendingAppointments.kind, 'notary'), eq(lendingAppointments.resource, office.id), inArray(lendingAppointments.status, ['booked', 'done', 'missed']), gte(lendingAppointments.slotAt, new Date(now.getTime() - days(1)))))
      .orderBy(asc(lendingAppointments.slotAt)),
    deps.db
      .select({ applicationId: loanApplications.id, status: loanApplications.status, applicantName, slotAt: sql<string | null>`${loanApplications.context} #>> '{notaryAppointment,at}'` })
      .from(loanApplications)
      .innerJoin(users, eq(users.id, loanApplications.mainApplicantId))
      .where(and(inArray(loanApplications.status, [...packageStatuses]), atNotary(office.id)))
      .orderBy(asc(loanApplications.updatedAt)),
    calendarSlots(deps.db, { kind: 'notary', resource: office.id, heldByOthers: (at) => deps.notary.isHeldByOtherClients(office.id, at) }, undefined, now),
  ]);
  return {
    notaryId: office.id,
    appointments: appointments.map((row) => ({ ...row, slotAt: row.slotAt.toISOString() })),
    freeSlots: slots.filter((slot) => slot.available).map((slot) => slot.at),
    packages: packages.map((row) => ({ ...row, status: row.status as LendingStatus })),
  };
}

/**
 * The notary's step with a package of an appointment at their office (any other: 404): checked, or
 * available for the appointment; the chart refuses a step out of order (409).
 */
export async function notaryPackageStep(deps: NotaryWorkspaceDeps, member: StaffMember, applicationId: string, step: 'checked' | 'available') {
  const office = officeOf(deps, member);
  return deps.db.transaction(async (tx: Queryable) => {
    const [row] = await tx.select({ status: loanApplications.status }).from(loanApplications).where(and(eq(loanApplications.id, applicationId), atNotary(office.id)));
    if (!row) throw notFound();
    const event = step === 'checked' ? ({ type: 'notary.packageChecked' } as const) : ({ type: 'notary.packageAvailable' } as const);
    const result = await applyLendingEvent(tx, applicationId, event, { kind: 'staff', staffId: member.userId }, deps.clock, deps.publicUrl);
    await recordStaffAction(tx, deps.clock.now(), { actorId: member.userId, action: `notary.package${step === 'checked' ? 'Checked' : 'Available'}`, subjectKind: 'loanApplication', subjectId: applicationId, before: { status: row.status }, after: { status: result.status } });
    return { status: result.status };
  });
}
