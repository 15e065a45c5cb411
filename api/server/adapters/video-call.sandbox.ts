import { createHash } from 'node:crypto';
import { and, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { LendingSlot } from '../../contract/lending-process';
import { deadlines } from '../db/schema';
import { lendingAppointments } from '../db/schema/lending-process';
import { scheduleDeadline } from '../jobs/scheduler';
import { addDays, bankHours, isWorkingDay, yerevanDate, yerevanTime } from '../lib/armenian-calendar';
import { instantSandbox, sandboxCall, type SandboxBehaviour } from './outside-system';
import { processPersonaOf } from './sandbox-personas';
import { videoCallAnswerKind, videoCallDays, videoCallMinutes, type VideoCallAnswerPayload, type VideoCallProvider } from './video-call';

/** The share of the calendar's slots other clients of the provider hold. */
export const takenElsewhereShare = 0.3;

/** How long the sandbox's call lasts in its room, from its start (the bank's employee joins at the slot): then the provider answers. */
export const sandboxCallMs = 20_000;

/** The working days the calendar lists at `now`: today (if a working day) and the next ones, `videoCallDays` in all. */
export function calendarDays(now: Date): string[] {
  const days: string[] = [];
  for (let date = yerevanDate(now); days.length < videoCallDays; date = addDays(date, 1)) if (isWorkingDay(date)) days.push(date);
  return days;
}

/** Every call start of a Yerevan day: 09:00 to 17:30, each 30 minutes. */
export function daySlots(date: string): Date[] {
  const slots: Date[] = [];
  for (let minute = bankHours.opensAt * 60; minute + videoCallMinutes <= bankHours.closesAt * 60; minute += videoCallMinutes) slots.push(yerevanTime(date, 0, minute));
  return slots;
}

/**
 * The sandbox video-call provider: one call room's calendar, of which other clients hold about
 * `takenElsewhereShare` of the slots, the same ones on every run (a hash of the room and the time
 * decides), besides the bank's own bookings (the booked appointment rows of the room). Booking
 * schedules the call's answer 30 minutes after its start: completed, or by the person's social card
 * (sandbox-personas.ts) missed (`91…`, their first call only, joined or not) or failed (`92…`). The
 * join link opens the call's page (src/features/lending-process/video-call.screen.tsx), whose room is
 * the sandbox's simulation: entering it (`join`, failing at the behaviour's rate) holds the call at
 * once, so its answer comes `sandboxCallMs` after the slot's start (or after the entry, when later)
 * instead of at the slot's end. A call nobody entered is answered at its end as booked.
 */
export function sandboxVideoCall(options: { publicUrl: string; room?: string; behaviour?: SandboxBehaviour }): VideoCallProvider {
  const room = options.room ?? 'onboarding-room-1';
  const behaviour = options.behaviour ?? instantSandbox;
  const isTakenElsewhere = (at: Date) => createHash('sha256').update(`${room}|${at.toISOString()}`).digest()[0]! / 256 < takenElsewhereShare;
  const isSlot = (at: Date, now: Date) => {
    if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return false;
    const day = yerevanDate(at);
    return calendarDays(now).includes(day) && daySlots(day).some((slot) => slot.getTime() === at.getTime());
  };
  return {
    room,
    isSlot,
    isTakenElsewhere,
    async slots(q, now, from) {
      const days = calendarDays(now).filter((day) => from === null || day >= from);
      const first = days[0];
      const last = days.at(-1);
      if (!first || !last) return [];
      const booked = await q
        .select({ slotAt: lendingAppointments.slotAt })
        .from(lendingAppointments)
        .where(
          and(
            eq(lendingAppointments.kind, 'videoCall'),
            eq(lendingAppointments.resource, room),
            eq(lendingAppointments.status, 'booked'),
            gte(lendingAppointments.slotAt, yerevanTime(first, 0)),
            lte(lendingAppointments.slotAt, yerevanTime(last, 24)),
          ),
        );
      const taken = new Set(booked.map((row) => row.slotAt.getTime()));
      return days.flatMap((day) =>
        daySlots(day)
          .filter((at) => at.getTime() > now.getTime())
          .map((at): LendingSlot => ({ at: at.toISOString(), available: !taken.has(at.getTime()) && !isTakenElsewhere(at) })),
      );
    },
    async book(tx, request, now) {
      const persona = processPersonaOf(request.socialCard);
      let outcome: VideoCallAnswerPayload['outcome'] = 'completed';
      if (persona === 'failsVideoCall') outcome = 'failed';
      if (persona === 'missesFirstVideoCall') {
        const [missed] = await tx
          .select({ id: lendingAppointments.id })
          .from(lendingAppointments)
          .where(
            and(
              eq(lendingAppointments.applicationId, request.applicationId),
              eq(lendingAppointments.kind, 'videoCall'),
              eq(lendingAppointments.party, request.party),
              eq(lendingAppointments.status, 'missed'),
            ),
          )
          .limit(1);
        if (!missed) outcome = 'missed';
      }
      const payload: VideoCallAnswerPayload = { appointmentId: request.appointmentId, applicationId: request.applicationId, party: request.party, outcome };
      const answerAt = Math.max(request.slotAt.getTime() + videoCallMinutes * 60_000, now.getTime());
      await scheduleDeadline(tx, { kind: videoCallAnswerKind, dueAt: new Date(answerAt), payload: { ...payload } });
      return { joinUrl: `${options.publicUrl}/${request.language}/loan-applications/${request.applicationId}/process/video-call` };
    },
    async join(tx, request, now) {
      await sandboxCall(behaviour, 'videoCallProvider');
      const answerAt = new Date(Math.max(now.getTime(), request.slotAt.getTime()) + sandboxCallMs);
      // The call is held now: its answer comes when the simulated call ends (never later than booked; entering again changes nothing).
      await tx
        .update(deadlines)
        .set({ dueAt: answerAt })
        .where(
          and(
            eq(deadlines.kind, videoCallAnswerKind),
            sql`${deadlines.payload}->>'appointmentId' = ${String(request.appointmentId)}`,
            isNull(deadlines.doneAt),
            isNull(deadlines.failedAt),
            gt(deadlines.dueAt, answerAt),
          ),
        );
      return { room: `${room}/${request.appointmentId}`, simulated: true, startsAt: request.slotAt.toISOString() };
    },
  };
}
