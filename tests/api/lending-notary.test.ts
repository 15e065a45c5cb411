import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { notaryAppointmentLengthMs, sandboxNotaryOffices } from '../../api/server/adapters/notary.sandbox';
import type { SandboxBehaviour } from '../../api/server/adapters/outside-system';
import { sandboxLendingSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { days, hours, minutes } from '../../api/server/clock';
import { apartments, bookings, lendingAppointments, loanApplicationEvents, loanApplicationOutbox, notifications, outboxMessages, users } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { isWorkingDay, yerevanDate } from '../../api/server/lib/armenian-calendar';
import { silentLogger } from '../../api/server/logger';
import { completionSenders, sandboxCompletionSystems } from '../../api/server/services/lending/lending-completion';
import { applyLendingEvent, type LendingLogActor } from '../../api/server/services/lending/lending-runtime';
import type { LendingContext, LendingEvent, LendingParty } from '../../machines/lending/lending.machine';
import ruMail from '../../locales/ru/mail.json';
import ruNotifications from '../../locales/ru/notifications.json';
import { get, post } from '../support/account-helpers';
import { applicationRow, loanApi, seedLoanCatalogue, type LoanCatalogue, type Person, type Refusal } from '../drivers/loan-applications.api';
import { offerAcceptedAlone, offerAcceptedTogether, signInAgain, type ProcessApplication, type ProcessWorld } from '../drivers/lending-process.api';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * From the approved loan to the payout of a new building (issue 17): the notaries and their hours,
 * the main applicant's booking (the co-applicant refused), taken and invalid hours, one booking of an
 * hour under concurrency, moving the appointment, the notary's package stages, the persona who does
 * not come, the registration, the insurance and the payout; then the flat is sold and a new
 * application waits 6 months. Each stage is notified and mailed in the person's language.
 */

const decisionDelay = 40_000;
const partnerDelay = 5_000;
const notaryStep = minutes(10);
const registration = hours(2);
const insurance = minutes(30);
const disbursement = minutes(10);
let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;
let world: ProcessWorld;
/** While `on`, every completion system is unavailable (the sandbox's failure rate hits each call). */
const outage = { on: false };

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  // Monday 2 March 2026, 12:00 in Yerevan.
  t.clock.set('2026-03-02T08:00:00Z');
  catalogue = await seedLoanCatalogue(database.db, t.clock.now(), 40);
  const flaky: SandboxBehaviour = { latencyMs: [0, 0], failureRate: 0.5, random: () => (outage.on ? 0 : 0.99) };
  const completion = sandboxCompletionSystems(flaky, { notaryStepMs: [notaryStep, notaryStep], registrationMs: [registration, registration], insuranceMs: [insurance, insurance], disbursementMs: [disbursement, disbursement] });
  const systems = sandboxLendingSystems(t.clock, { latencyMs: [0, 0], failureRate: 0 }, { decisionDelayMs: [decisionDelay, decisionDelay], partnerDelayMs: [partnerDelay, partnerDelay] });
  // The bank's contract system is driven by hand in this test (its own test is lending-package.test.ts): its requests are taken and not answered.
  const lending = { ...systems, completion, processSenders: { 'bank.preparePackage': async () => {}, 'bank.approveLoan': async () => {}, ...completionSenders(completion) } };
  const scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
  let flats = 0;
  const nextFlat = () => {
    flats += flats === 12 ? 2 : 1;
    return catalogue.apartments[flats - 1] ?? 0;
  };
  world = { t, scheduler, nextFlat, partnerDelayMs: partnerDelay, decisionDelayMs: decisionDelay };
});
afterAll(() => database.close());

type Slot = { at: string; available: boolean };
type Notary = { id: string; name: string; address: string; phone: string };
type Booked = { status: string; notary: Notary; slotAt: string };

const base = (id: string) => `/api/loan-applications/${id}/process`;
const notaryApi = {
  notaries: (token: string, id: string, lang = 'en') => t.json<Notary[] & Refusal>(`${base(id)}/notaries`, get({ token, lang })),
  slots: (token: string, id: string, notaryId: string, from?: string) => t.json<Slot[] & Refusal>(`${base(id)}/notaries/${notaryId}/slots${from ? `?from=${from}` : ''}`, get({ token })),
  book: (token: string, id: string, notaryId: string, slotAt: string, lang = 'en') => t.json<Booked & Refusal>(`${base(id)}/notary`, post({ notaryId, slotAt }, { token, lang })),
};

const statusOf = async (id: string) => (await applicationRow(database.db, id))?.status;
const contextOf = async (id: string) => (await applicationRow(database.db, id))?.context as LendingContext;
const appointmentsOf = (id: string) => database.db.select().from(lendingAppointments).where(eq(lendingAppointments.applicationId, id)).orderBy(asc(lendingAppointments.id));
const noticesOf = async (userId: string) =>
  (await database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id))).map((row) => row.params as { outcome: string; status?: string; date?: string });
const mailsTo = async (email: string) => (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(asc(outboxMessages.id))).filter((mail) => mail.template.startsWith('loan'));

const [kentron, arabkir] = sandboxNotaryOffices as [(typeof sandboxNotaryOffices)[number], (typeof sandboxNotaryOffices)[number]];

/** Runs what is due, then what falls due within `ms`. */
async function settle(ms = 0) {
  await world.scheduler.runDue();
  if (ms > 0) {
    t.clock.advance(ms);
    await world.scheduler.runDue();
  }
}

const by = (person: Person) => ({ kind: 'applicant' as const, userId: person.userId });
const send = (id: string, event: LendingEvent, actor: LendingLogActor) => applyLendingEvent(database.db, id, event, actor, t.clock, 'http://localhost');
const bank: LendingLogActor = { kind: 'system', source: 'test-bank' };

/**
 * From OfferAccepted to LoanApproved by the chart's events (the stages before the notary belong to
 * their own tests): everyone identified, on the call, with spouse and contract data, the package
 * prepared, checked and signed, and the loan approved.
 */
async function toLoanApproved(app: ProcessApplication) {
  const people: [LendingParty, Person][] = [['applicant', app.applicant], ...(app.coApplicant ? [['coApplicant', app.coApplicant] as [LendingParty, Person]] : [])];
  for (const [party, person] of people) {
    await send(app.id, { type: 'identification.start', by: by(person) }, by(person));
    await send(app.id, { type: 'identification.passed', person: party }, bank);
  }
  for (const [party, person] of people) {
    await send(app.id, { type: 'onboarding.book', by: by(person), slotAt: new Date(t.clock.now().getTime() + hours(1)).toISOString() }, by(person));
    await send(app.id, { type: 'onboarding.completed', person: party }, bank);
  }
  for (const [, person] of people) await send(app.id, { type: 'spouseData.provide', by: by(person) }, by(person));
  for (const [party, person] of people) await send(app.id, { type: 'packageData.present', by: by(person), repaymentDay: party === 'applicant' ? 5 : null }, by(person));
  await send(app.id, { type: 'package.prepared', expiresAt: new Date(t.clock.now().getTime() + days(1)).toISOString() }, bank);
  await send(app.id, { type: 'package.checked' }, bank);
  for (const [, person] of people) await send(app.id, { type: 'package.sign', by: by(person), at: t.clock.now().toISOString() }, by(person));
  await send(app.id, { type: 'bank.loanApproved' }, bank);
  await settle();
  expect(await statusOf(app.id)).toBe('LoanApproved');
}

/** The free hours of a notary's first listed days. */
async function freeHours(person: Person, id: string, notaryId = kentron.id) {
  const slots = await notaryApi.slots(person.token, id, notaryId);
  expect(slots.status, JSON.stringify(slots.body)).toBe(200);
  return slots.body.filter((slot) => slot.available).map((slot) => slot.at);
}

/** Books the notary's `nth` free hour and expects it booked. */
async function bookFree(app: ProcessApplication, nth = 0, notaryId = kentron.id) {
  const slotAt = (await freeHours(app.applicant, app.id, notaryId))[nth] ?? '';
  const booked = await notaryApi.book(app.applicant.token, app.id, notaryId, slotAt);
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return booked.body;
}

describe(`the notary, registration, insurance and payout (${expectedKind})`, () => {
  it('lists the notaries in the asked language and their hours on working days 10:00-17:00 Yerevan, taken ones marked; a stranger gets 404', async () => {
    const app = await offerAcceptedAlone(world);
    await toLoanApproved(app);
    for (const lang of ['hy', 'ru', 'en'] as const) {
      const listed = await notaryApi.notaries(app.applicant.token, app.id, lang);
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(sandboxNotaryOffices.length);
      expect(listed.body[0]).toEqual({ id: kentron.id, name: kentron.name[lang], address: kentron.address[lang], phone: kentron.phone });
    }
    const slots = (await notaryApi.slots(app.applicant.token, app.id, kentron.id)).body;
    // Five working days from the next one (Tuesday 3 March), seven hours each.
    expect(slots).toHaveLength(35);
    const daysListed = [...new Set(slots.map((slot) => yerevanDate(new Date(slot.at))))];
    expect(daysListed).toEqual(['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09']);
    expect(daysListed.every(isWorkingDay)).toBe(true);
    expect(slots.map((slot) => new Date(Date.parse(slot.at) + hours(4)).getUTCHours()).slice(0, 7)).toEqual([10, 11, 12, 13, 14, 15, 16]);
    // The notary's other clients hold some hours: a realistic share, not all and not none.
    const held = slots.filter((slot) => !slot.available).length;
    expect(held).toBeGreaterThan(3);
    expect(held).toBeLessThan(25);
    // `from` starts the page on a later day; the 8th of March is a holiday and a Sunday anyway.
    const later = (await notaryApi.slots(app.applicant.token, app.id, kentron.id, '2026-03-09')).body;
    expect(yerevanDate(new Date(later[0]?.at ?? ''))).toBe('2026-03-09');
    expect((await notaryApi.slots(app.applicant.token, app.id, 'no-such-notary')).status).toBe(404);
    const stranger = await offerAcceptedAlone(world);
    expect((await notaryApi.notaries(stranger.applicant.token, app.id)).status).toBe(404);
    expect((await notaryApi.slots(stranger.applicant.token, app.id, kentron.id)).status).toBe(404);
    expect((await notaryApi.book(stranger.applicant.token, app.id, kentron.id, slots[0]?.at ?? '')).status).toBe(404);
  });

  it('refuses an hour outside the calendar (400), one held by the notary’s other clients or booked by another application (409), an unknown notary (400), and a booking before the loan is approved (409); each changes nothing', async () => {
    const app = await offerAcceptedAlone(world);
    const early = await notaryApi.book(app.applicant.token, app.id, kentron.id, (await freeHours(app.applicant, app.id))[0] ?? '');
    expect(early).toMatchObject({ status: 409, body: { type: 'LOAN_APPLICATION', params: { rule: 'statusAllows' } } });
    expect(await appointmentsOf(app.id)).toHaveLength(0);
    await toLoanApproved(app);
    const slots = (await notaryApi.slots(app.applicant.token, app.id, kentron.id)).body;
    const free = slots.find((slot) => slot.available)?.at ?? '';
    const held = slots.find((slot) => !slot.available)?.at ?? '';
    for (const invalid of ['2026-03-07T06:00:00.000Z' /* a Saturday */, '2026-03-03T06:30:00.000Z' /* off the hour */, '2026-03-03T13:00:00.000Z' /* 17:00, closed */, '2026-03-02T10:00:00.000Z' /* today */, '2026-04-30T06:00:00.000Z' /* too far */]) {
      expect(await notaryApi.book(app.applicant.token, app.id, kentron.id, invalid)).toMatchObject({ status: 400, body: { type: 'LOAN_CONTRACT', reason: 'APPOINTMENT_NOT_VALID' } });
    }
    expect(await notaryApi.book(app.applicant.token, app.id, 'no-such-notary', free)).toMatchObject({ status: 400, body: { reason: 'APPOINTMENT_NOT_VALID' } });
    expect(await notaryApi.book(app.applicant.token, app.id, kentron.id, held)).toMatchObject({ status: 409, body: { type: 'LOAN_CONTRACT', reason: 'APPOINTMENT_NOT_AVAILABLE' } });
    expect(await notaryApi.book(app.applicant.token, app.id, kentron.id, 'tomorrow')).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
    expect(await appointmentsOf(app.id)).toHaveLength(0);
    expect(await statusOf(app.id)).toBe('LoanApproved');
    // Another application's booked hour is taken for everyone.
    const other = await offerAcceptedAlone(world);
    await toLoanApproved(other);
    expect((await notaryApi.book(other.applicant.token, other.id, kentron.id, free)).status).toBe(200);
    expect((await notaryApi.slots(app.applicant.token, app.id, kentron.id)).body.find((slot) => slot.at === free)?.available).toBe(false);
    expect(await notaryApi.book(app.applicant.token, app.id, kentron.id, free)).toMatchObject({ status: 409, body: { reason: 'APPOINTMENT_NOT_AVAILABLE' } });
    expect(await appointmentsOf(app.id)).toHaveLength(0);
    expect(await statusOf(app.id)).toBe('LoanApproved');
  });

  it('two applications booking one hour at once: one is booked, the other refused with 409 and unchanged', async () => {
    const first = await offerAcceptedAlone(world);
    const second = await offerAcceptedAlone(world);
    await toLoanApproved(first);
    await toLoanApproved(second);
    const slotAt = (await freeHours(first.applicant, first.id, arabkir.id)).at(-1) ?? '';
    const answers = await Promise.all([notaryApi.book(first.applicant.token, first.id, arabkir.id, slotAt), notaryApi.book(second.applicant.token, second.id, arabkir.id, slotAt)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers[0].status === 409 ? first : second;
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ type: 'LOAN_CONTRACT', reason: 'APPOINTMENT_NOT_AVAILABLE' });
    expect(await statusOf(refused.id)).toBe('LoanApproved');
    expect(await appointmentsOf(refused.id)).toHaveLength(0);
    const standing = await database.db
      .select()
      .from(lendingAppointments)
      .where(and(eq(lendingAppointments.kind, 'notary'), eq(lendingAppointments.resource, arabkir.id), eq(lendingAppointments.slotAt, new Date(slotAt)), eq(lendingAppointments.status, 'booked')));
    expect(standing).toHaveLength(1);
  });

  it('applying together: only the main applicant books and moves (the co-applicant sees the notaries and gets 403); the stages are told to the other person in their language', async () => {
    const app = await offerAcceptedTogether(world);
    const co = app.coApplicant;
    await database.db.update(users).set({ language: 'ru' }).where(eq(users.id, co.userId));
    await toLoanApproved(app);
    // The loan approval: the main applicant is asked to book the notary, the co-applicant told the stage.
    expect((await noticesOf(app.applicant.userId)).at(-1)).toMatchObject({ outcome: 'notaryToBook', status: 'LoanApproved' });
    expect((await noticesOf(co.userId)).at(-1)).toMatchObject({ outcome: 'stage', status: 'LoanApproved' });
    const stageMail = (await mailsTo(co.email)).at(-1);
    expect(stageMail).toMatchObject({ template: 'loanStage', language: 'ru' });
    expect(stageMail?.subject).toBe(ruMail.loanStage.subject.replace('{{stage}}', ruNotifications.lendingStage.LoanApproved.name));
    expect(stageMail?.body).toContain(ruNotifications.lendingStage.LoanApproved.next);
    expect(stageMail?.body).toContain(`http://localhost/ru/loan-applications/${app.id}/process`);

    expect((await notaryApi.notaries(co.token, app.id, 'ru')).body[0]?.name).toBe(kentron.name.ru);
    const [first, second] = await freeHours(co, app.id);
    expect(await notaryApi.book(co.token, app.id, kentron.id, first ?? '')).toMatchObject({ status: 403, body: { type: 'COMMON', reason: 'FORBIDDEN' } });
    expect(await appointmentsOf(app.id)).toHaveLength(0);

    const coNotices = (await noticesOf(co.userId)).length;
    const applicantNotices = (await noticesOf(app.applicant.userId)).length;
    const booked = await notaryApi.book(app.applicant.token, app.id, kentron.id, first ?? '');
    expect(booked).toMatchObject({ status: 200, body: { status: 'NotaryAppointmentProvided', notary: { id: kentron.id, name: kentron.name.en }, slotAt: first } });
    // The applicant's own booking is not told to them; the co-applicant reads the stage.
    expect(await noticesOf(app.applicant.userId)).toHaveLength(applicantNotices);
    expect((await noticesOf(co.userId)).slice(coNotices)).toEqual([{ applicationId: app.id, outcome: 'stage', status: 'NotaryAppointmentProvided', stage: 'NotaryAppointmentProvided' }]);

    // Moving: the old booking is 'moved' and its hour free again; the chart holds the new one.
    const moved = await notaryApi.book(app.applicant.token, app.id, arabkir.id, second ?? '');
    expect(moved).toMatchObject({ status: 200, body: { status: 'NotaryAppointmentProvided', notary: { id: arabkir.id } } });
    expect((await appointmentsOf(app.id)).map((row) => [row.resource, row.slotAt.toISOString(), row.status])).toEqual([
      [kentron.id, first, 'moved'],
      [arabkir.id, second, 'booked'],
    ]);
    expect((await notaryApi.slots(app.applicant.token, app.id, kentron.id)).body.find((slot) => slot.at === first)?.available).toBe(true);
    expect((await contextOf(app.id)).notaryAppointment).toEqual({ notaryId: arabkir.id, at: second });
  });

  it('a new building from the approval to the payout: the notary’s stages, the deal at the appointment, registration, insurance (retried while the insurer is down) and payout; the flat is sold and a new application waits 6 months', async () => {
    const app = await offerAcceptedAlone(world);
    await toLoanApproved(app);
    const booking = await bookFree(app, 2);
    // The notary prepares, checks and makes the package available, each after its delay.
    await settle();
    for (const status of ['NotaryPackagePrepared', 'NotaryPackageChecked', 'NotaryPackageAvailable']) {
      await settle(notaryStep);
      expect(await statusOf(app.id)).toBe(status);
    }
    expect((await noticesOf(app.applicant.userId)).map((notice) => notice.status).slice(-3)).toEqual(['NotaryPackagePrepared', 'NotaryPackageChecked', 'NotaryPackageAvailable']);
    // Nothing happens before the appointment is over.
    await settle(minutes(30));
    expect(await statusOf(app.id)).toBe('NotaryPackageAvailable');
    t.clock.set(new Date(Date.parse(booking.slotAt) + notaryAppointmentLengthMs));
    await settle();
    expect(await statusOf(app.id)).toBe('NotaryPackageAvailable');
    // The insurer is down when asked: the outbox tries again after its back-off.
    outage.on = true;
    await settle(registration);
    outage.on = false;
    expect(await statusOf(app.id)).toBe('RightsRegistered');
    expect((await appointmentsOf(app.id)).map((row) => row.status)).toEqual(['done']);
    const [insuranceRow] = await database.db.select().from(loanApplicationOutbox).where(and(eq(loanApplicationOutbox.applicationId, app.id), eq(loanApplicationOutbox.kind, 'insurer.insureProperty')));
    expect(insuranceRow).toMatchObject({ attempts: 1, sentAt: null });
    await settle(30_000);
    const [sentRow] = await database.db.select().from(loanApplicationOutbox).where(eq(loanApplicationOutbox.id, insuranceRow?.id ?? 0));
    expect(sentRow).toMatchObject({ attempts: 2, sentAt: t.clock.now() });
    await settle(insurance);
    expect(await statusOf(app.id)).toBe('PropertyInsured');
    await settle(disbursement);
    expect(await statusOf(app.id)).toBe('LoanDisbursed');
    const paidAt = t.clock.now();
    // Six months from the payout's day in Yerevan.
    const from = `${yerevanDate(paidAt).slice(0, 5)}${String(Number(yerevanDate(paidAt).slice(5, 7)) + 6).padStart(2, '0')}${yerevanDate(paidAt).slice(7)}T00:00:00.000Z`;
    // The whole primary process fits in the 7 days from the submission.
    expect(paidAt.getTime() - Date.parse((await contextOf(app.id)).submittedAt ?? '')).toBeLessThan(days(7));
    // The log names each outside system that answered.
    const log = await database.db.select().from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, app.id)).orderBy(asc(loanApplicationEvents.seq));
    expect(log.slice(-6).map((entry) => [entry.eventType, entry.actorKind, entry.actorId])).toEqual([
      ['notary.packagePrepared', 'system', 'notary'],
      ['notary.packageChecked', 'system', 'notary'],
      ['notary.packageAvailable', 'system', 'notary'],
      ['registry.rightsRegistered', 'system', 'property-registry'],
      ['insurer.propertyInsured', 'system', 'insurer'],
      ['coreBanking.loanDisbursed', 'system', 'core-banking'],
    ]);
    // The booking became the sale, the flat left the offer.
    const row = await applicationRow(database.db, app.id);
    const [sold] = await database.db.select().from(bookings).where(eq(bookings.id, row?.bookingId ?? 0));
    expect(sold).toMatchObject({ releaseReason: 'sold' });
    const [flat] = await database.db.select().from(apartments).where(eq(apartments.id, row?.apartmentId ?? 0));
    expect(flat?.availability).toBe('notAvailable');
    // Told in the app and by mail, with the day a new application is possible.
    const notice = (await noticesOf(app.applicant.userId)).at(-1);
    expect(notice).toMatchObject({ outcome: 'loanDisbursed', status: 'LoanDisbursed', date: from });
    const [account] = await database.db.select({ language: users.language }).from(users).where(eq(users.id, app.applicant.userId));
    const mail = (await mailsTo(app.applicant.email)).at(-1);
    expect(mail).toMatchObject({ template: 'loanDisbursed', language: account?.language });
    expect(mail?.body).toContain(`/loan-applications/${app.id}/process`);
    // A new application is refused for 6 months.
    await signInAgain(world, app.applicant);
    const again = await loanApi(t).start(app.applicant.token, { property: { marketType: '0', apartmentId: world.nextFlat() } });
    expect(again).toMatchObject({ status: 400, body: { type: 'LOAN_APPLICATION', reason: 'COMPLETED_APPLICATION_EXISTS', params: { from } } });
  });

  it('the persona who does not come to the notary (94…): the appointment is missed, the main applicant books again, and the deal goes on', async () => {
    const app = await offerAcceptedAlone(world, { process: 'missesFirstNotaryAppointment' });
    await toLoanApproved(app);
    const booking = await bookFree(app, 0);
    await settle();
    await settle(3 * notaryStep);
    expect(await statusOf(app.id)).toBe('NotaryPackageAvailable');
    t.clock.set(new Date(Date.parse(booking.slotAt) + notaryAppointmentLengthMs));
    await settle();
    expect(await statusOf(app.id)).toBe('LoanApproved');
    expect((await contextOf(app.id)).notaryAppointment).toBeNull();
    expect((await appointmentsOf(app.id)).map((row) => row.status)).toEqual(['missed']);
    expect((await noticesOf(app.applicant.userId)).at(-1)).toMatchObject({ outcome: 'notaryMissed', status: 'LoanApproved' });
    expect((await mailsTo(app.applicant.email)).at(-1)).toMatchObject({ template: 'loanNotaryMissed' });
    await signInAgain(world, app.applicant);
    const rebooked = await bookFree(app, 0);
    await settle();
    await settle(3 * notaryStep);
    t.clock.set(new Date(Date.parse(rebooked.slotAt) + notaryAppointmentLengthMs));
    await settle();
    await settle(registration);
    expect(await statusOf(app.id)).toBe('RightsRegistered');
    expect((await appointmentsOf(app.id)).map((row) => row.status)).toEqual(['missed', 'done']);
  });
});
