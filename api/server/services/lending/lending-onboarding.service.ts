import { and, desc, eq, ne } from 'drizzle-orm';
import type { LendingSlot } from '../../../contract/lending-process';
import type { LendingStatus } from '../../../contract/loan-application';
import type { Language } from '../../../contract/validation';
import { videoCallEarlyMinutes, type VideoCallRoom, type VideoCallStatus, type VideoCallView } from '../../../contract/video-call';
import type { LendingEvent } from '../../../../machines/lending/lending.machine';
import { OutsideSystemUnavailable } from '../../adapters/outside-system';
import { videoCallMinutes, type VideoCallAnswerPayload, type VideoCallProvider } from '../../adapters/video-call';
import type { Clock } from '../../clock';
import type { Queryable, Tx } from '../../db/database';
import { lendingAppointments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DeadlineHandler } from '../../jobs/scheduler';
import { applicationAccess } from './co-applicant-invitations';
import { restoreEnvelope } from './lending-envelope';
import { actorOf, applicantDataOf, partyOf } from './lending-process-people';
import { applyLendingEvent, type LendingLogActor } from './lending-runtime';

/*
 * Onboarding by video call in the lending process (issue 17): an identified person books a slot of
 * the video-call provider's calendar (and may move it until the call is done); one booking per slot
 * is the unique index's decision under any concurrency. After the call the provider answers how it
 * went (a deadline row written at booking): completed, missed (book again), or failed.
 */

export interface OnboardingDeps {
  clock: Clock;
  publicUrl: string;
  videoCall: VideoCallProvider;
}

/** How the provider's answers about calls are logged. */
export const videoCallActor: LendingLogActor = { kind: 'system', source: 'video-call-provider' };

/** The provider's calendar as the person on the application sees it (a stranger: 404). */
export async function videoCallSlots(db: Queryable, deps: OnboardingDeps, userId: string, applicationId: string, from: string | null): Promise<LendingSlot[]> {
  await applicationAccess(db, userId, applicationId);
  return deps.videoCall.slots(db, deps.clock.now(), from);
}

const notAvailable = () => new AppError('LOAN_CONTRACT', 'APPOINTMENT_NOT_AVAILABLE', undefined, 409);

export interface VideoCallBooking {
  slotAt: string;
  joinUrl: string;
  status: LendingStatus;
}

/**
 * Books (or moves) the person's call to `slotAt`: a time that is not one of the calendar's slots is
 * 400 APPOINTMENT_NOT_VALID; the chart's `onboarding.book` decides whether the person may book (409
 * with its rule: not identified, the call done); a slot another client holds, or one booked meanwhile
 * (the unique index of booked slots), is 409 APPOINTMENT_NOT_AVAILABLE. The person's earlier booking
 * becomes `moved` (its answer is then ignored). All in one transaction: a refusal changes nothing.
 */
export async function bookVideoCall(db: Queryable, deps: OnboardingDeps, userId: string, applicationId: string, slotAtInput: string, language: Language): Promise<VideoCallBooking> {
  const slotAt = new Date(slotAtInput);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const access = await applicationAccess(tx, userId, applicationId);
    if (!deps.videoCall.isSlot(slotAt, now)) throw new AppError('LOAN_CONTRACT', 'APPOINTMENT_NOT_VALID');
    const party = partyOf(access);
    const by = actorOf(userId);
    const applied = await applyLendingEvent(tx, applicationId, { type: 'onboarding.book', by, slotAt: slotAt.toISOString() }, by, deps.clock, deps.publicUrl);
    if (deps.videoCall.isTakenElsewhere(slotAt)) throw notAvailable();
    const mine = and(eq(lendingAppointments.applicationId, applicationId), eq(lendingAppointments.kind, 'videoCall'), eq(lendingAppointments.party, party), eq(lendingAppointments.status, 'booked'));
    await tx.update(lendingAppointments).set({ status: 'moved', endedAt: now }).where(mine);
    const [row] = await tx
      .insert(lendingAppointments)
      .values({ applicationId, kind: 'videoCall', party, resource: deps.videoCall.room, slotAt, status: 'booked', createdAt: now })
      // Only a booked slot of the room can conflict (the person's own booking was just moved).
      .onConflictDoNothing()
      .returning({ id: lendingAppointments.id });
    if (!row) throw notAvailable();
    const data = await applicantDataOf(tx, applicationId, party);
    const { joinUrl } = await deps.videoCall.book(tx, { appointmentId: row.id, applicationId, party, slotAt, language, socialCard: data.socialCardNumber }, now);
    await tx.update(lendingAppointments).set({ joinUrl }).where(eq(lendingAppointments.id, row.id));
    return { slotAt: slotAt.toISOString(), joinUrl, status: applied.status };
  });
}

const minute = 60_000;
/** The appointment's status as the call's page names it (a moved booking is never the latest). */
const callStatusOf: Record<string, VideoCallStatus> = { booked: 'booked', done: 'completed', missed: 'missed', failed: 'failed' };

/**
 * The person's own call (each person on the application has theirs; a stranger: 404): the latest
 * booking that was not moved, its room's hours (open `videoCallEarlyMinutes` before the slot, closed
 * at its end), how the provider said it went, and whether the chart lets the person book now (again
 * after a missed call).
 */
export async function videoCallOf(db: Queryable, deps: OnboardingDeps, userId: string, applicationId: string): Promise<VideoCallView> {
  const access = await applicationAccess(db, userId, applicationId);
  const party = partyOf(access);
  const [latest] = await db
    .select({ slotAt: lendingAppointments.slotAt, status: lendingAppointments.status })
    .from(lendingAppointments)
    .where(and(eq(lendingAppointments.applicationId, applicationId), eq(lendingAppointments.kind, 'videoCall'), eq(lendingAppointments.party, party), ne(lendingAppointments.status, 'moved')))
    .orderBy(desc(lendingAppointments.id))
    .limit(1);
  const { row } = access;
  const snapshot = restoreEnvelope({ machineVersion: row.machineVersion, value: row.stateValue as never, context: row.context });
  const mayBook = snapshot.can({ type: 'onboarding.book', by: actorOf(userId), slotAt: deps.clock.now().toISOString() });
  const status = latest ? callStatusOf[latest.status] : undefined;
  const call =
    latest && status
      ? {
          slotAt: latest.slotAt.toISOString(),
          opensAt: new Date(latest.slotAt.getTime() - videoCallEarlyMinutes * minute).toISOString(),
          endsAt: new Date(latest.slotAt.getTime() + videoCallMinutes * minute).toISOString(),
          status,
        }
      : null;
  const { documentType } = await applicantDataOf(db, applicationId, party);
  return { party, call, mayBook, documentType };
}

/**
 * The person enters the provider's room of their booked call, from `videoCallEarlyMinutes` before its
 * slot until its end: the room (the provider holds the call and answers how it went, as after every
 * call). No booked call, or the chart past onboarding, is 409 ACTION_NOT_ALLOWED (`params.rule`
 * videoCallBooked); too early or too late is 409 with rule videoCallOpen and the room's hours; a
 * provider that cannot open the room is 503 COMMON.SERVICE_UNAVAILABLE, and nothing changes.
 */
export async function joinVideoCall(db: Queryable, deps: OnboardingDeps, userId: string, applicationId: string): Promise<VideoCallRoom> {
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const access = await applicationAccess(tx, userId, applicationId);
    const party = partyOf(access);
    const [call] = await tx
      .select({ id: lendingAppointments.id, slotAt: lendingAppointments.slotAt })
      .from(lendingAppointments)
      .where(and(eq(lendingAppointments.applicationId, applicationId), eq(lendingAppointments.kind, 'videoCall'), eq(lendingAppointments.party, party), eq(lendingAppointments.status, 'booked')))
      .for('update');
    if (!call || access.row.status !== 'ApplicantsOnboardingInProgress') throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', { rule: 'videoCallBooked' }, 409);
    const opensAt = new Date(call.slotAt.getTime() - videoCallEarlyMinutes * minute);
    const endsAt = new Date(call.slotAt.getTime() + videoCallMinutes * minute);
    if (now < opensAt || now >= endsAt) throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', { rule: 'videoCallOpen', opensAt: opensAt.toISOString(), endsAt: endsAt.toISOString() }, 409);
    try {
      return await deps.videoCall.join(tx, { appointmentId: call.id, applicationId, party, slotAt: call.slotAt }, now);
    } catch (error) {
      if (error instanceof OutsideSystemUnavailable) throw new AppError('COMMON', 'SERVICE_UNAVAILABLE', undefined, 503);
      throw error;
    }
  });
}

const callEvents: Record<VideoCallAnswerPayload['outcome'], (person: VideoCallAnswerPayload['party']) => LendingEvent> = {
  completed: (person) => ({ type: 'onboarding.completed', person }),
  missed: (person) => ({ type: 'onboarding.missed', person }),
  failed: (person) => ({ type: 'onboarding.failed', person }),
};
const endedStatus = { completed: 'done', missed: 'missed', failed: 'failed' } as const;

/**
 * The provider's answer about a call, in the caller's transaction: only a booking that still stands
 * counts (a moved one is not answered), and an application that moved on (cancelled, expired) takes
 * no answer. Returns whether the application changed.
 */
export async function applyVideoCallAnswer(tx: Tx, payload: VideoCallAnswerPayload, now: Date, publicUrl: string): Promise<boolean> {
  const [appointment] = await tx.select().from(lendingAppointments).where(eq(lendingAppointments.id, payload.appointmentId)).for('update');
  if (!appointment || appointment.status !== 'booked') return false;
  try {
    await applyLendingEvent(tx, payload.applicationId, callEvents[payload.outcome](payload.party), videoCallActor, { now: () => now }, publicUrl);
  } catch (error) {
    if (error instanceof AppError && (error.status === 409 || error.status === 404)) return false;
    throw error;
  }
  await tx.update(lendingAppointments).set({ status: endedStatus[payload.outcome], endedAt: now }).where(eq(lendingAppointments.id, appointment.id));
  return true;
}

export const receiveVideoCallAnswer =
  (publicUrl: string): DeadlineHandler =>
  async ({ tx, deadline, now }) => {
    await applyVideoCallAnswer(tx, deadline.payload as unknown as VideoCallAnswerPayload, now, publicUrl);
  };
