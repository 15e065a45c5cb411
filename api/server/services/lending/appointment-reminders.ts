import { eq } from 'drizzle-orm';
import type { Language } from '../../../contract/validation';
import type { LendingContext } from '../../../../machines/lending/lending.machine';
import type { Queryable, Tx } from '../../db/database';
import { users } from '../../db/schema';
import type { DeadlineHandler } from '../../jobs/scheduler';
import { enqueueMessage } from '../outbox.service';
import { verifiedPhoneOf } from '../phone-verification.service';
import {
  appointmentBookedKind,
  appointmentReminderKind,
  bookedAppointments,
  sameAppointment,
  sameReminder,
  userIdOf,
  wantedReminders,
  type BookedAppointment,
  type BookingConfirmationPayload,
  type AppointmentReminderPayload,
} from './appointment-bookings';
import { appointmentText, reminderWhen, type AppointmentPlaces } from './appointment-calendar';
import { applicantDataOf } from './lending-process-people';
import { lockLendingApplication } from './lending-runtime';

/*
 * The mails and texts of the appointments (issue 17): a confirmation of each booking (and of each
 * move) to each person who has the appointment, and the reminders the day before and an hour before,
 * by mail and by SMS, each in the reader's language (their account's, as the other mails). The
 * reminders are deadline rows that syncLendingDeadlines keeps what the chart's appointments want: a
 * moved appointment's rows are closed and the new time's written, an ended application's closed, and
 * a reminder whose time had passed when the appointment was booked is not written.
 */

interface Reader {
  userId: string;
  email: string;
  firstName: string;
  language: Language;
}

async function readerOf(q: Queryable, context: LendingContext, appointment: BookedAppointment): Promise<Reader | null> {
  const userId = userIdOf(context, appointment.party);
  if (!userId) return null;
  const [user] = await q.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, userId));
  return user ? { userId, email: user.email, firstName: user.firstName, language: user.language as Language } : null;
}

/** The phone the person's texts go to: the one proven theirs by a code, else the one their application gives. */
async function phoneOf(q: Queryable, applicationId: string, reader: Reader, appointment: BookedAppointment): Promise<string | null> {
  const verified = await verifiedPhoneOf(q, reader.userId);
  if (verified) return verified;
  const data = await applicantDataOf(q, applicationId, appointment.party).catch(() => undefined);
  return data?.phoneNumber ?? null;
}

/** Whether the application (locked) still has this appointment booked, still ahead: otherwise nothing is sent. */
async function standing(tx: Tx, applicationId: string, appointment: BookedAppointment, now: Date) {
  const locked = await lockLendingApplication(tx, applicationId);
  if (!locked || Date.parse(appointment.at) <= now.getTime()) return null;
  return bookedAppointments(locked.snapshot).some((candidate) => sameAppointment(candidate, appointment)) ? locked.snapshot : null;
}

/** The confirmation's mail, if the booking still stands when it is sent (a move in the meantime has its own). */
export const sendBookingConfirmation =
  (places: AppointmentPlaces): DeadlineHandler =>
  async ({ tx, deadline, now }) => {
    const { applicationId, appointment } = deadline.payload as unknown as BookingConfirmationPayload;
    const snapshot = await standing(tx, applicationId, appointment, now);
    const reader = snapshot && (await readerOf(tx, snapshot.context, appointment));
    if (!reader) return;
    const text = await appointmentText(tx, places, applicationId, appointment, reader.language);
    await enqueueMessage(tx, now, {
      channel: 'email',
      recipient: reader.email,
      template: 'appointmentBooked',
      language: reader.language,
      params: { firstName: reader.firstName, what: text.what, time: text.time, place: text.place, details: text.details, link: text.link },
    });
  };

/**
 * One reminder: a mail and an SMS to the person, if the chart still wants it (the appointment not
 * moved, the application not ended) and the appointment is still ahead. The row is done in the same
 * transaction, so a repeated run sends it once.
 */
export const sendAppointmentReminder =
  (places: AppointmentPlaces): DeadlineHandler =>
  async ({ tx, deadline, now }) => {
    const payload = deadline.payload as unknown as AppointmentReminderPayload;
    const snapshot = await standing(tx, payload.applicationId, payload.appointment, now);
    if (!snapshot || !wantedReminders(payload.applicationId, snapshot).some((wanted) => sameReminder(wanted, payload))) return;
    const reader = await readerOf(tx, snapshot.context, payload.appointment);
    if (!reader) return;
    const text = await appointmentText(tx, places, payload.applicationId, payload.appointment, reader.language);
    const when = reminderWhen(payload.lead, reader.language);
    await enqueueMessage(tx, now, {
      channel: 'email',
      recipient: reader.email,
      template: 'appointmentReminder',
      language: reader.language,
      params: { firstName: reader.firstName, what: text.what, when, time: text.time, place: text.place, details: text.details, link: text.link },
    });
    const phone = await phoneOf(tx, payload.applicationId, reader, payload.appointment);
    if (phone) {
      await enqueueMessage(tx, now, { channel: 'sms', recipient: phone, template: 'appointmentReminderSms', language: reader.language, params: { what: text.what, when, time: text.time, place: text.place } });
    }
  };

/** The scheduler's hooks of the appointments' mails (deadline-handlers.ts). */
export const createAppointmentMailHandlers = (places: AppointmentPlaces): Record<string, DeadlineHandler> => ({
  [appointmentBookedKind]: sendBookingConfirmation(places),
  [appointmentReminderKind]: sendAppointmentReminder(places),
});
