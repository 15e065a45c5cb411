import type { AppointmentKind, LendingPartyName } from '../../../contract/lending-process';
import type { LendingContext, LendingSnapshot } from '../../../../machines/lending/lending.machine';
import { days, hours } from '../../clock';
import type { Queryable } from '../../db/database';
import { scheduleDeadline } from '../../jobs/scheduler';

/*
 * The appointments a person of an application has booked, as the lending chart holds them (issue 17):
 * each person's own video call (their progress' `onboardingAt`), and the notary appointment or the
 * resale home's branch visit that the main applicant books for both people (the notary certifies
 * the deal and the pledge, the branch signs the loan: each borrower comes). An application that has
 * ended (cancelled, expired, rejected, paid out) has none standing. The calendar files and the
 * reminders (appointment-calendar.ts, appointment-reminders.ts) are made from these, so a moved
 * appointment is the new time everywhere, and a forgotten one (a missed notary) is nowhere.
 */

/** One person's booked appointment: what, when, and whose calendar (the notary's id, the branch's code; the video call's room is the provider's). */
export interface BookedAppointment {
  kind: AppointmentKind;
  party: LendingPartyName;
  /** The start, ISO (UTC). */
  at: string;
  resource: string | null;
}

/** The people on the application, by their place: the main applicant, and the accepted co-applicant. */
export function peopleOf(context: LendingContext): { party: LendingPartyName; userId: string }[] {
  const people: { party: LendingPartyName; userId: string }[] = [{ party: 'applicant', userId: context.mainApplicantId }];
  if (context.coApplicant?.userId) people.push({ party: 'coApplicant', userId: context.coApplicant.userId });
  return people;
}

/** The account of a person on the application, or null (no accepted co-applicant). */
export const userIdOf = (context: LendingContext, party: LendingPartyName): string | null => peopleOf(context).find((person) => person.party === party)?.userId ?? null;

/** Every booked appointment of every person on the application, as the chart holds them now. */
export function bookedAppointments(snapshot: Pick<LendingSnapshot, 'status' | 'context'>): BookedAppointment[] {
  if (snapshot.status === 'done') return [];
  const { context } = snapshot;
  const booked: BookedAppointment[] = [];
  for (const { party } of peopleOf(context)) {
    const progress = context.progress?.[party];
    if (progress?.onboarding === 'booked' && progress.onboardingAt) booked.push({ kind: 'videoCall', party, at: progress.onboardingAt, resource: null });
  }
  for (const { party } of peopleOf(context)) {
    if (context.notaryAppointment) booked.push({ kind: 'notary', party, at: context.notaryAppointment.at, resource: context.notaryAppointment.notaryId });
    if (context.branchVisit) booked.push({ kind: 'branchVisit', party, at: context.branchVisit.at, resource: context.branchVisit.branchCode });
  }
  return booked;
}

/** The person's booked appointment of a kind, or undefined. */
export const bookedAppointmentOf = (snapshot: Pick<LendingSnapshot, 'status' | 'context'>, kind: AppointmentKind, party: LendingPartyName) =>
  bookedAppointments(snapshot).find((appointment) => appointment.kind === kind && appointment.party === party);

export const sameAppointment = (a: BookedAppointment, b: BookedAppointment) => a.kind === b.kind && a.party === b.party && Date.parse(a.at) === Date.parse(b.at) && a.resource === b.resource;

/** When the reminders go: the day before (24 hours ahead) and an hour before. */
export const reminderLeads = { day: days(1), hour: hours(1) } as const;
export type ReminderLead = keyof typeof reminderLeads;

/**
 * The deadline kind of one reminder (one person, one appointment, one lead). It is a lending
 * deadline (`lending.`): syncLendingDeadlines keeps its rows what the chart's appointments need.
 */
export const appointmentReminderKind = 'lending.appointmentReminder';

/** A reminder row's payload: the appointment it reminds of and how far ahead. `dueAt` is the time it was asked for (a retry moves the row's own). */
export interface AppointmentReminderPayload {
  applicationId: string;
  dueAt: string;
  lead: ReminderLead;
  appointment: BookedAppointment;
}

/** The reminders the chart's appointments want, whenever they are due (past ones included: the caller decides what is not written). */
export function wantedReminders(applicationId: string, snapshot: Pick<LendingSnapshot, 'status' | 'context'>): AppointmentReminderPayload[] {
  return bookedAppointments(snapshot).flatMap((appointment) =>
    (Object.keys(reminderLeads) as ReminderLead[]).map((lead) => ({
      applicationId,
      dueAt: new Date(Date.parse(appointment.at) - reminderLeads[lead]).toISOString(),
      lead,
      appointment,
    })),
  );
}

export const sameReminder = (a: AppointmentReminderPayload, b: AppointmentReminderPayload) =>
  a.applicationId === b.applicationId && a.lead === b.lead && Date.parse(a.dueAt) === Date.parse(b.dueAt) && sameAppointment(a.appointment, b.appointment);

/** The deadline kind that mails one person the confirmation of a booking (due at once; payload: a BookingConfirmationPayload). */
export const appointmentBookedKind = 'lendingAppointment.booked';

export interface BookingConfirmationPayload {
  applicationId: string;
  appointment: BookedAppointment;
}

/** The chart events that book (or move) an appointment, and the kind each books. */
export const bookingEvents: Record<string, AppointmentKind> = { 'onboarding.book': 'videoCall', 'notary.book': 'notary', 'branchVisit.book': 'branchVisit' };

/**
 * Writes a confirmation of the booking for each person who has the booked appointment (the person
 * of a video call; both people of a notary appointment or a branch visit), in the transaction of the
 * booking; sent at once by the scheduler. `kind` is what the event booked.
 */
export async function scheduleBookingConfirmations(tx: Queryable, applicationId: string, booked: BookedAppointment['kind'], byUserId: string | null, context: LendingContext, now: Date): Promise<void> {
  const booker = byUserId === context.mainApplicantId ? 'applicant' : 'coApplicant';
  for (const appointment of bookedAppointments({ status: 'active', context })) {
    if (appointment.kind !== booked || (booked === 'videoCall' && appointment.party !== booker)) continue;
    const payload: BookingConfirmationPayload = { applicationId, appointment };
    await scheduleDeadline(tx, { kind: appointmentBookedKind, dueAt: now, payload: { ...payload } });
  }
}
