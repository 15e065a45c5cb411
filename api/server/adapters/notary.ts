import type { LendingEvent } from '../../../machines/lending/lending.machine';
import type { Tx } from '../db/database';
import type { DeadlineHandler } from '../jobs/scheduler';

/*
 * The notary (issue 17, spec section 4: NotaryAppointmentProvided to NotaryPackageAvailable). The
 * main applicant books one of a notary's free hours; the bank sends the contract package to that
 * notary, who prepares, checks and holds it for the appointment; at the appointment the notary
 * certifies the deal and hands it to the property registry (property-registry.ts), or reports that
 * nobody came.
 */

/** A notary's office in Yerevan, named in every language. */
export interface NotaryOffice {
  id: string;
  name: { hy: string; ru: string; en: string };
  address: { hy: string; ru: string; en: string };
  phone: string;
}

/** The booked appointment a request names (the main applicant's, from lending_appointments). */
export interface NotaryAppointmentRequest {
  applicationId: string;
  notaryId: string;
  slotAt: Date;
}

export interface NotaryService {
  /** The offices the bank works with. */
  offices: readonly NotaryOffice[];
  /** Whether the notary's own calendar (other clients) holds this hour. */
  isHeldByOtherClients(notaryId: string, slotAt: Date): boolean;
  /**
   * The bank sends the contract package for the appointment. The notary answers
   * notary.packagePrepared, notary.packageChecked and notary.packageAvailable later (answer rows,
   * `processAnswerKind`). Throws OutsideSystemUnavailable when the notary's system cannot take it.
   */
  sendPackage(tx: Tx, request: NotaryAppointmentRequest, idempotencyKey: string, now: Date): Promise<void>;
  /**
   * The package waits at the notary: at the appointment the notary certifies the deal and has the
   * property registry register it (registry.rightsRegistered comes back), or answers
   * notary.appointmentMissed when nobody came.
   */
  certifyDeal(tx: Tx, request: NotaryAppointmentRequest, idempotencyKey: string, now: Date): Promise<void>;
  /** The deadline kinds the sandbox keeps its own calendar with (the appointment's hour). */
  deadlineHandlers: Record<string, DeadlineHandler>;
}

/*
 * The answers of the completion's outside systems (the notary, the property registry, the insurer,
 * core banking, the bank's branch): each comes back as the lending chart's event, carried by a
 * deadline row of one kind that the system writes in the caller's transaction (so it survives a
 * restart and runs on any instance).
 */

/** The events the completion's outside systems answer with. */
export type ProcessAnswerEvent = Extract<
  LendingEvent,
  {
    type:
      | 'notary.packagePrepared'
      | 'notary.packageChecked'
      | 'notary.packageAvailable'
      | 'notary.appointmentMissed'
      | 'registry.rightsRegistered'
      | 'insurer.propertyInsured'
      | 'coreBanking.loanDisbursed'
      | 'branchVisit.attended';
  }
>;

/** Who answered, as the application's log names it. */
export type ProcessAnswerSource = 'notary' | 'property-registry' | 'insurer' | 'core-banking' | 'bank-branch';

/** The deadline kind that carries an answer to the application. */
export const processAnswerKind = 'lendingCompletion.answer';

export interface ProcessAnswerPayload {
  applicationId: string;
  /** The request's key and the answer's event: one answer of each kind per request. */
  idempotencyKey: string;
  event: ProcessAnswerEvent;
  source: ProcessAnswerSource;
}
