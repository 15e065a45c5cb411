import { and, eq, gte, lte } from 'drizzle-orm';
import type { AppointmentKind, LendingPartyName, LendingSlot } from '../../../contract/lending-process';
import { hours } from '../../clock';
import type { Queryable, Tx } from '../../db/database';
import { lendingAppointments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { nextWorkingDays, yerevanDate, yerevanTime } from '../../lib/armenian-calendar';

/*
 * The calendars of the completion's appointments (issue 17): a notary's office and a bank branch take
 * one appointment an hour from 10:00 to 17:00 Yerevan time (the last starts at 16:00) on working days
 * (armenian-calendar.ts), from the next working day on, for the next 10 working days. An hour is taken
 * when the calendar's other clients hold it, or when an application booked it (lending_appointments:
 * one booked row per slot, a unique index).
 */

export const appointmentHours = { first: 10, last: 16 } as const;
/** How far ahead an appointment may be booked, in working days. */
export const bookableWorkingDays = 10;
/** How many working days one page of slots lists. */
export const listedWorkingDays = 5;
/** An appointment takes its hour. */
export const appointmentLengthMs = hours(1);

/** The working days an appointment may be booked on, as of `now`. */
export const bookableDays = (now: Date): string[] => nextWorkingDays(now, bookableWorkingDays);

const hoursOf = (date: string) => Array.from({ length: appointmentHours.last - appointmentHours.first + 1 }, (_, n) => yerevanTime(date, appointmentHours.first + n));

/** Whether `at` is the start of a bookable hour as of `now`. */
export function isBookableSlot(at: Date, now: Date): boolean {
  const date = yerevanDate(at);
  return bookableDays(now).includes(date) && hoursOf(date).some((slot) => slot.getTime() === at.getTime());
}

export interface Calendar {
  kind: AppointmentKind;
  /** Whose calendar: the notary's id, the branch's code. */
  resource: string;
  heldByOthers(slotAt: Date): boolean;
  /** The appointment must be over by then (a resale home's branch visit, within its process window); absent: any bookable hour. */
  endsBy?: Date | null;
}

/** Whether the hour starting at `at` is over by the calendar's end. */
const endsInTime = (calendar: Calendar, at: Date) => !calendar.endsBy || at.getTime() + appointmentLengthMs <= calendar.endsBy.getTime();

/** One page of a calendar's hours: `listedWorkingDays` bookable days from `from` (the first bookable day when absent or earlier), each hour over by the calendar's end, free or taken. */
export async function calendarSlots(q: Queryable, calendar: Calendar, from: string | undefined, now: Date): Promise<LendingSlot[]> {
  const days = bookableDays(now)
    .filter((date) => from === undefined || date >= from)
    .slice(0, listedWorkingDays);
  const times = days.flatMap(hoursOf).filter((at) => endsInTime(calendar, at));
  const first = times[0];
  const last = times.at(-1);
  if (!first || !last) return [];
  const booked = await q
    .select({ slotAt: lendingAppointments.slotAt })
    .from(lendingAppointments)
    .where(
      and(
        eq(lendingAppointments.kind, calendar.kind),
        eq(lendingAppointments.resource, calendar.resource),
        eq(lendingAppointments.status, 'booked'),
        gte(lendingAppointments.slotAt, first),
        lte(lendingAppointments.slotAt, last),
      ),
    );
  const taken = new Set(booked.map((row) => row.slotAt.getTime()));
  return times.map((at) => ({ at: at.toISOString(), available: !taken.has(at.getTime()) && !calendar.heldByOthers(at) }));
}

/**
 * Books an hour of a calendar for a person of an application, or moves their booking there, in the
 * caller's transaction (which holds the application's lock): an hour not in the calendar is 400
 * APPOINTMENT_NOT_VALID; one held by other clients or booked by another application 409
 * APPOINTMENT_NOT_AVAILABLE. The person's standing booking of the kind becomes 'moved'. Under any
 * concurrency the unique index over booked slots lets one booking of an hour stand; the other is
 * refused and, its transaction rolled back, changes nothing.
 */
export async function bookCalendarSlot(tx: Tx, calendar: Calendar, booking: { applicationId: string; party: LendingPartyName; slotAt: Date }, now: Date) {
  if (!isBookableSlot(booking.slotAt, now) || !endsInTime(calendar, booking.slotAt)) throw new AppError('LOAN_CONTRACT', 'APPOINTMENT_NOT_VALID');
  if (calendar.heldByOthers(booking.slotAt)) throw new AppError('LOAN_CONTRACT', 'APPOINTMENT_NOT_AVAILABLE', undefined, 409);
  await tx
    .update(lendingAppointments)
    .set({ status: 'moved', endedAt: now })
    .where(
      and(
        eq(lendingAppointments.applicationId, booking.applicationId),
        eq(lendingAppointments.kind, calendar.kind),
        eq(lendingAppointments.party, booking.party),
        eq(lendingAppointments.status, 'booked'),
      ),
    );
  const [row] = await tx
    .insert(lendingAppointments)
    .values({ applicationId: booking.applicationId, kind: calendar.kind, party: booking.party, resource: calendar.resource, slotAt: booking.slotAt, status: 'booked', createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('LOAN_CONTRACT', 'APPOINTMENT_NOT_AVAILABLE', undefined, 409);
  return row;
}
