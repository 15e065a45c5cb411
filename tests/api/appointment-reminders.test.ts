import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxNotaryOffices } from '../../api/server/adapters/notary.sandbox';
import { days, hours } from '../../api/server/clock';
import { branchSeed } from '../../api/server/db/seed/branches.seed';
import { deadlines } from '../../api/server/db/schema';
import { appointmentReminderKind, type AppointmentReminderPayload } from '../../api/server/services/lending/appointment-bookings';
import { openLendingDeadlines } from '../../api/server/services/lending/lending-deadlines';
import hyAppointments from '../../locales/hy/appointments.json';
import ruAppointments from '../../locales/ru/appointments.json';
import enAppointments from '../../locales/en/appointments.json';
import { appointmentApi, appointmentMessagesTo, appointmentWorld, freeHourOn, setReader, toLoanApproved, type AppointmentWorld } from '../drivers/appointments.api';
import { identify, offerAcceptedAlone, offerAcceptedTogether, signInAgain } from '../drivers/lending-process.api';
import type { Person } from '../drivers/loan-applications.api';
import { expectedKind } from '../support/test-database';

/*
 * The reminders of the lending process's appointments (issue 17): the day before and an hour before,
 * one mail and one SMS to each person who has the appointment, in their language; a repeated run
 * sends each once; moving the appointment replaces its reminders, one whose time had passed when it
 * was booked is not sent, and an application that ended sends none. The clock is moved.
 */

const texts = { hy: hyAppointments, ru: ruAppointments, en: enAppointments };
let world: AppointmentWorld;
let api: ReturnType<typeof appointmentApi>;
// A world of its own for each test: each moves the clock days ahead.
beforeEach(async () => {
  world = await appointmentWorld();
  api = appointmentApi(world.t);
});
afterEach(() => world.database.close());

const [kentron] = sandboxNotaryOffices as [(typeof sandboxNotaryOffices)[number]];
const yerevanBranch = branchSeed.find((branch) => branch.city.en === 'Yerevan') as (typeof branchSeed)[number];

/** Moves the clock to `at` and runs what is due. */
async function at(time: number | string) {
  world.t.clock.set(new Date(time));
  await world.scheduler.runDue();
}

/** The reminders a person got: mails and texts, by template. */
async function remindersOf(person: Person, phone: string) {
  const mails = (await appointmentMessagesTo(world, person.email)).filter((message) => message.template === 'appointmentReminder');
  const texts = (await appointmentMessagesTo(world, phone)).filter((message) => message.template === 'appointmentReminderSms');
  return { mails, texts };
}

const openReminders = async (id: string) =>
  (await openLendingDeadlines(world.database.db, id)).filter((row) => row.kind === appointmentReminderKind).map((row) => row.payload as unknown as AppointmentReminderPayload);

describe(`the appointments' reminders (${expectedKind})`, () => {
  it('the notary appointment: each person gets one mail and one SMS the day before and the hour before, in their language; the booking is confirmed to both; a repeated run sends each once', async () => {
    const app = await offerAcceptedTogether(world);
    await toLoanApproved(world, app);
    const people = [
      { person: app.applicant, lang: 'hy' as const, phone: '+37491000101' },
      { person: app.coApplicant, lang: 'ru' as const, phone: '+37491000102' },
    ];
    for (const { person, lang, phone } of people) await setReader(world, person, lang, phone);
    const slotAt = await freeHourOn(api.notarySlots(app.applicant.token, app.id, kentron.id), '2026-03-04');
    expect((await api.bookNotary(app.applicant.token, app.id, kentron.id, slotAt)).status).toBe(200);
    await world.scheduler.runDue();
    const start = Date.parse(slotAt);

    for (const { person, lang } of people) {
      const confirmations = (await appointmentMessagesTo(world, person.email)).filter((message) => message.template === 'appointmentBooked');
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]).toMatchObject({ language: lang, channel: 'email' });
      expect(confirmations[0]?.subject).toContain(texts[lang].kinds.notary.name);
      expect(confirmations[0]?.body).toContain(kentron.address[lang]);
      expect(confirmations[0]?.body).toContain(`http://localhost/${lang}/loan-applications/${app.id}/process`);
    }
    // Two reminders for each of the two people.
    expect((await openReminders(app.id)).map((payload) => [payload.appointment.party, payload.lead, payload.dueAt]).sort()).toEqual(
      [
        ['applicant', 'day', new Date(start - days(1)).toISOString()],
        ['applicant', 'hour', new Date(start - hours(1)).toISOString()],
        ['coApplicant', 'day', new Date(start - days(1)).toISOString()],
        ['coApplicant', 'hour', new Date(start - hours(1)).toISOString()],
      ].sort(),
    );

    // Not yet: a minute before the day-before moment.
    await at(start - days(1) - 60_000);
    for (const { person, phone } of people) expect(await remindersOf(person, phone)).toEqual({ mails: [], texts: [] });

    await at(start - days(1));
    await world.scheduler.runDue();
    for (const { person, lang, phone } of people) {
      const { mails, texts: sms } = await remindersOf(person, phone);
      expect(mails).toHaveLength(1);
      expect(sms).toHaveLength(1);
      expect(mails[0]).toMatchObject({ language: lang, channel: 'email' });
      expect(mails[0]?.subject).toContain(texts[lang].when.day);
      expect(mails[0]?.body).toContain(texts[lang].kinds.notary.bring[0]?.replace('{{document}}', texts[lang].documents.passport));
      expect(mails[0]?.body).toContain(kentron.address[lang]);
      expect(sms[0]).toMatchObject({ language: lang, channel: 'sms', recipient: phone });
      expect(sms[0]?.body).toContain(texts[lang].when.day);
      expect(sms[0]?.body).toContain(kentron.address[lang]);
    }

    await at(start - hours(1));
    await world.scheduler.runDue();
    for (const { person, lang, phone } of people) {
      const { mails, texts: sms } = await remindersOf(person, phone);
      expect(mails).toHaveLength(2);
      expect(sms).toHaveLength(2);
      expect(mails[1]?.subject).toContain(texts[lang].when.hour);
      expect(sms[1]?.body).toContain(texts[lang].when.hour);
      expect(sms[1]?.language).toBe(lang);
    }
    expect(await openReminders(app.id)).toEqual([]);

    // The appointment's hour: nothing more.
    await at(start);
    for (const { person, phone } of people) {
      const { mails, texts: sms } = await remindersOf(person, phone);
      expect([mails.length, sms.length]).toEqual([2, 2]);
    }
  });

  it('moving the appointment replaces its reminders; one booked less than a day ahead is reminded only the hour before', async () => {
    const app = await offerAcceptedAlone(world);
    await toLoanApproved(world, app);
    const phone = '+37491000103';
    await setReader(world, app.applicant, 'en', phone);
    const thursday = await freeHourOn(api.notarySlots(app.applicant.token, app.id, kentron.id), '2026-03-05');
    expect((await api.bookNotary(app.applicant.token, app.id, kentron.id, thursday)).status).toBe(200);
    expect((await openReminders(app.id)).map((payload) => payload.appointment.at)).toEqual([thursday, thursday]);
    // Its confirmation is sent at once (one still waiting when the appointment moves is not: the move has its own).
    await world.scheduler.runDue();

    // Moved to Tuesday morning, less than a day ahead: Thursday's reminders are closed, Tuesday's day-before one never written.
    const tuesday = await freeHourOn(api.notarySlots(app.applicant.token, app.id, kentron.id), '2026-03-03');
    expect(Date.parse(tuesday) - world.t.clock.now().getTime()).toBeLessThan(days(1));
    expect((await api.bookNotary(app.applicant.token, app.id, kentron.id, tuesday)).status).toBe(200);
    expect((await openReminders(app.id)).map((payload) => [payload.lead, payload.appointment.at])).toEqual([['hour', tuesday]]);
    const closed = await world.database.db.select().from(deadlines).where(and(eq(deadlines.kind, appointmentReminderKind)));
    expect(closed.filter((row) => (row.payload as unknown as AppointmentReminderPayload).applicationId === app.id && row.doneAt !== null)).toHaveLength(2);

    await world.scheduler.runDue();
    const confirmations = (await appointmentMessagesTo(world, app.applicant.email)).filter((message) => message.template === 'appointmentBooked');
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]?.subject).toContain('3 March 2026');

    await at(Date.parse(tuesday) - hours(1));
    const { mails, texts: sms } = await remindersOf(app.applicant, phone);
    expect(mails).toHaveLength(1);
    expect(sms).toHaveLength(1);
    expect(mails[0]?.subject).toContain(enAppointments.when.hour);
    expect(mails[0]?.subject).toContain('3 March 2026');
    // Thursday comes and goes without a word.
    await at(Date.parse(thursday) - days(1));
    await at(Date.parse(thursday) - hours(1));
    expect(await remindersOf(app.applicant, phone)).toMatchObject({ mails: { length: 1 }, texts: { length: 1 } });
  });

  it('a cancelled application sends no reminder of its branch visit', async () => {
    const app = await offerAcceptedAlone(world, { secondary: true });
    const phone = '+37491000104';
    await setReader(world, app.applicant, 'ru', phone);
    const slotAt = await freeHourOn(api.branchSlots(app.applicant.token, app.id, yerevanBranch.code), '2026-03-05');
    const booked = await api.bookBranch(app.applicant.token, app.id, yerevanBranch.code, slotAt);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(await openReminders(app.id)).toHaveLength(2);
    expect((await api.cancel(app.applicant.token, app.id)).status).toBe(200);
    expect(await openReminders(app.id)).toEqual([]);
    await at(Date.parse(slotAt) - days(1));
    await at(Date.parse(slotAt) - hours(1));
    expect(await remindersOf(app.applicant, phone)).toEqual({ mails: [], texts: [] });
  });

  it('the video call is reminded to the person who booked it only, with the process page to join from; a call less than an hour ahead is not reminded', async () => {
    const app = await offerAcceptedTogether(world);
    await identify(world, app.applicant.token, app.id);
    await identify(world, app.coApplicant.token, app.id);
    await signInAgain(world, app.applicant, app.coApplicant);
    const applicantPhone = '+37491000105';
    const coPhone = '+37491000106';
    await setReader(world, app.applicant, 'en', applicantPhone);
    await setReader(world, app.coApplicant, 'hy', coPhone);
    // The co-applicant's call is the next free one: the clock goes to half an hour before it.
    const soon = (await api.callSlots(app.coApplicant.token, app.id)).body.find((slot) => slot.available)?.at;
    if (!soon) throw new Error('the calendar has no free slot for the test');
    world.t.clock.set(new Date(Math.max(world.t.clock.now().getTime(), Date.parse(soon) - hours(0.5))));
    await signInAgain(world, app.applicant, app.coApplicant);
    const now = world.t.clock.now().getTime();
    expect(Date.parse(soon) - now).toBeLessThan(hours(1));
    const later = (await api.callSlots(app.applicant.token, app.id)).body.find((slot) => slot.available && Date.parse(slot.at) > now + days(1) + hours(1))?.at;
    if (!later) throw new Error('the calendar has no free slot a day ahead');
    expect((await api.bookCall(app.applicant.token, app.id, later)).status).toBe(200);
    expect((await api.bookCall(app.coApplicant.token, app.id, soon)).status).toBe(200);
    expect((await openReminders(app.id)).map((payload) => [payload.appointment.party, payload.lead]).sort()).toEqual([
      ['applicant', 'day'],
      ['applicant', 'hour'],
    ]);
    await world.scheduler.runDue();
    // Each booking is confirmed to the person who booked it.
    expect((await appointmentMessagesTo(world, app.applicant.email)).map((message) => message.template)).toEqual(['appointmentBooked']);
    expect((await appointmentMessagesTo(world, app.coApplicant.email)).map((message) => [message.template, message.language])).toEqual([['appointmentBooked', 'hy']]);

    await at(Date.parse(later) - days(1));
    await at(Date.parse(later) - hours(1));
    const { mails, texts: sms } = await remindersOf(app.applicant, applicantPhone);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(enAppointments.when.day), expect.stringContaining(enAppointments.when.hour)]);
    expect(sms).toHaveLength(2);
    expect(sms[1]?.body).toContain(`http://localhost/en/loan-applications/${app.id}/process`);
    expect(mails[1]?.body).toContain(enAppointments.kinds.videoCall.bring[1]);
    expect(await remindersOf(app.coApplicant, coPhone)).toEqual({ mails: [], texts: [] });
  });
});
