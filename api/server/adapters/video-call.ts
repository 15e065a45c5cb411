import type { LendingPartyName, LendingSlot } from '../../contract/lending-process';
import type { Language } from '../../contract/validation';
import type { VideoCallRoom } from '../../contract/video-call';
import type { Queryable, Tx } from '../db/database';

/** A call booked with the bank's onboarding desk: the appointment row it is kept in and whom it is with. */
export interface VideoCallBookingRequest {
  appointmentId: number;
  applicationId: string;
  party: LendingPartyName;
  /** The call's start (one of the provider's free slots). */
  slotAt: Date;
  language: Language;
  /** The person's social card, as their application gives it (the sandbox's personas read it). */
  socialCard: string;
}

/** The person entering the room of their booked call (its appointment row). */
export interface VideoCallJoinRequest {
  appointmentId: number;
  applicationId: string;
  party: LendingPartyName;
  slotAt: Date;
}

/**
 * The bank's video-call provider (issue 17, spec sections 4 and 7): its calendar of 30-minute calls
 * in the bank's working hours (09:00-18:00 Yerevan, working days only), the call room each call is
 * held in, and the link the person joins by. After a booked call's time it answers how the call went
 * (completed, missed, or failed: the employee could not confirm the person), as a deadline of kind
 * `videoCallAnswerKind` written at booking, which lending-onboarding.service.ts turns into the chart's
 * event. A call that was moved is not answered (its appointment is no longer booked).
 */
export interface VideoCallProvider {
  /** The call room (the `resource` of lending_appointments) whose calendar is booked. */
  readonly room: string;
  /** The calendar from the Yerevan day `from` (today when null): every slot of the next `videoCallDays` working days after `now`, free or taken. */
  slots(q: Queryable, now: Date, from: string | null): Promise<LendingSlot[]>;
  /** Whether `at` is a slot the calendar offers now (a working day of the listed ones, in hours, on the grid, not past). */
  isSlot(at: Date, now: Date): boolean;
  /** Whether another client of the provider holds `at` (the bank's own bookings are the appointment rows). */
  isTakenElsewhere(at: Date): boolean;
  /** Books the call in the provider and schedules its answer; returns the link the person joins by. */
  book(tx: Tx, request: VideoCallBookingRequest, now: Date): Promise<{ joinUrl: string }>;
  /**
   * Lets the person into the room of their booked call (the service checked the time): the room the
   * call is held in. The provider's answer about the call still comes as the deadline written at
   * booking. Throws OutsideSystemUnavailable when the provider cannot open the room.
   */
  join(tx: Tx, request: VideoCallJoinRequest, now: Date): Promise<VideoCallRoom>;
}

/** How many working days the calendar lists. */
export const videoCallDays = 5;
/** A call's length, minutes: the slots' step. */
export const videoCallMinutes = 30;

/** The deadline kind that carries the provider's answer about one booked call. */
export const videoCallAnswerKind = 'videoCall.answer';

export interface VideoCallAnswerPayload {
  appointmentId: number;
  applicationId: string;
  party: LendingPartyName;
  outcome: 'completed' | 'missed' | 'failed';
}
