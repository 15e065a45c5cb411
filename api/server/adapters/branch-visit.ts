import type { Tx } from '../db/database';
import type { DeadlineHandler } from '../jobs/scheduler';

/*
 * The bank's branch where a resale home's loan is signed (issue 17: BranchVisitBooked, then
 * LoanDisbursementInProgress). The main applicant books an hour at a Yerevan branch; the branch
 * answers branchVisit.attended after the visit (notary.ts `processAnswerKind`).
 */

/** A booked visit (a lending_appointments row of kind 'branchVisit'). */
export interface BranchVisitRequest {
  applicationId: string;
  appointmentId: number;
  branchCode: string;
  slotAt: Date;
}

export interface BranchVisits {
  /** Whether the branch's calendar (its other clients) holds this hour. */
  isHeldByOtherClients(branchCode: string, slotAt: Date): boolean;
  /** The branch takes the booked visit, in the booking's transaction. */
  expectVisit(tx: Tx, request: BranchVisitRequest, now: Date): Promise<void>;
  /** The deadline kinds the sandbox keeps its calendar with. */
  deadlineHandlers: Record<string, DeadlineHandler>;
}
