import { eq } from 'drizzle-orm';
import type { LendingSlot } from '../../../contract/lending-process';
import type { Language } from '../../../contract/validation';
import type { LendingStatus } from '../../../../machines/lending/lending.machine';
import type { BranchVisits } from '../../adapters/branch-visit';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { branches } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { applicantAccess, applicationAccess } from './co-applicant-invitations';
import { bookCalendarSlot, calendarSlots, type Calendar } from './lending-notary-slots';
import { lendingProcessEndsAt } from './lending-deadlines';
import { applyLendingEvent, lockLendingApplication } from './lending-runtime';
import { snapshotOf } from './loan-application-view';

/*
 * The resale home's branch visit (issue 17, spec section 4: "branch visit within 30 days of
 * approval, in Yerevan"): the main applicant picks a Yerevan branch of the bank (the branches of GET
 * /branches) and one of its free hours, over before the process window ends (30 days from the bank's
 * approval, lendingProcessEndsAt: the same end as the process deadline's); the loan is signed there
 * and then paid out.
 */

export interface BranchVisitDeps {
  clock: Clock;
  publicUrl: string;
  branchVisits: BranchVisits;
}

/** The city the online process's branch visits happen in (spec section 4). */
export const branchVisitCity = 'Yerevan';

/** A Yerevan branch by its code; any other code (another city's, or none) is 400 APPOINTMENT_NOT_VALID naming the field. */
async function yerevanBranch(q: Queryable, code: string) {
  const [branch] = await q.select().from(branches).where(eq(branches.code, code));
  if (!branch || branch.city.en !== branchVisitCity) throw new AppError('LOAN_CONTRACT', 'APPOINTMENT_NOT_VALID', { field: 'branchCode' });
  return branch;
}

/** A branch's calendar for an application's visit: its hours up to the end of the application's process window. */
const calendarOf = (visits: BranchVisits, code: string, endsBy: Date | null): Calendar => ({
  kind: 'branchVisit',
  resource: code,
  heldByOthers: (at) => visits.isHeldByOtherClients(code, at),
  endsBy,
});

/** One page of a Yerevan branch's hours for the visit (those over before the process window ends), each free or taken. */
export async function branchVisitSlots(db: Db, deps: BranchVisitDeps, userId: string, applicationId: string, query: { branchCode: string; from?: string }): Promise<LendingSlot[]> {
  const { row } = await applicationAccess(db, userId, applicationId);
  const branch = await yerevanBranch(db, query.branchCode);
  return calendarSlots(db, calendarOf(deps.branchVisits, branch.code, lendingProcessEndsAt(snapshotOf(row).context)), query.from, deps.clock.now());
}

export interface BranchVisitBooked {
  status: LendingStatus;
  branchCode: string;
  branchName: string;
  address: string;
  slotAt: string;
  /** The repayment day given with the visit: the first payment falls on it after the payout. */
  repaymentDay: number;
}

/**
 * Books (or moves) the main applicant's branch visit in one transaction: the booking row, the chart's
 * `branchVisit.book` with the loan's repayment day (the contract signed at the visit needs it; the
 * first payment after the payout falls on it) and the branch's expecting it (its answer comes after
 * the visit). A branch outside Yerevan or an hour not in its calendar (or not over before the process
 * window ends) is 400 APPOINTMENT_NOT_VALID, a taken hour 409 APPOINTMENT_NOT_AVAILABLE, a repayment
 * day outside 1-20 the chart's 409 PAYMENT_DAY_OUT_OF_RANGE, the co-applicant 403, a new building's
 * application the chart's 409.
 */
export async function bookBranchVisit(
  db: Db,
  deps: BranchVisitDeps,
  userId: string,
  applicationId: string,
  booking: { branchCode: string; slotAt: string; repaymentDay: number },
  lang: Language,
): Promise<BranchVisitBooked> {
  return db.transaction(async (tx) => {
    await applicantAccess(tx, userId, applicationId);
    const locked = await lockLendingApplication(tx, applicationId);
    const branch = await yerevanBranch(tx, booking.branchCode);
    const slotAt = new Date(booking.slotAt);
    const now = deps.clock.now();
    const endsBy = locked ? lendingProcessEndsAt(locked.snapshot.context) : null;
    const row = await bookCalendarSlot(tx, calendarOf(deps.branchVisits, branch.code, endsBy), { applicationId, party: 'applicant', slotAt }, now);
    const by = { kind: 'applicant' as const, userId };
    const event = { type: 'branchVisit.book' as const, by, branchCode: branch.code, slotAt: slotAt.toISOString(), repaymentDay: booking.repaymentDay };
    const result = await applyLendingEvent(tx, applicationId, event, by, deps.clock, deps.publicUrl);
    await deps.branchVisits.expectVisit(tx, { applicationId, appointmentId: row.id, branchCode: branch.code, slotAt }, now);
    return { status: result.status, branchCode: branch.code, branchName: branch.name[lang], address: branch.address[lang], slotAt: slotAt.toISOString(), repaymentDay: booking.repaymentDay };
  });
}
