import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchVisitLengthMs } from '../../api/server/adapters/branch-visit.sandbox';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxLendingSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { days, minutes } from '../../api/server/clock';
import { branchSeed } from '../../api/server/db/seed/branches.seed';
import { bookings, branches, lendingAppointments, listings, notifications, outboxMessages, users } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { yerevanDate, yerevanTime } from '../../api/server/lib/armenian-calendar';
import { silentLogger } from '../../api/server/logger';
import { completionSenders, sandboxCompletionSystems } from '../../api/server/services/lending/lending-completion';
import { appointmentLengthMs, bookableDays } from '../../api/server/services/lending/lending-notary-slots';
import type { LendingContext } from '../../machines/lending/lending.machine';
import hyMail from '../../locales/hy/mail.json';
import hyNotifications from '../../locales/hy/notifications.json';
import { get, post } from '../support/account-helpers';
import { addresses, alone, applicationRow, consent, loanApi, loanInfo, seedLoanCatalogue, signedInPerson, type LoanCatalogue, type Person, type Refusal } from '../drivers/loan-applications.api';
import { personaData } from '../drivers/co-applicant.api';
import { offerAcceptedAlone, processCard, settle as settleFor, signInAgain, type ProcessBranch, type ProcessWorld } from '../drivers/lending-process.api';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * A resale home ends with a visit to a bank branch in Yerevan within 30 days of the bank's approval
 * (issue 17, spec section 9): the main
 * applicant books a Yerevan branch's hour (another city's branch refused), the branch signs the loan
 * at the visit and core banking pays it out; the persona who does not come lets the process window
 * expire the application, which releases the booked home.
 */

const decisionDelay = 40_000;
const partnerDelay = 5_000;
const disbursement = minutes(15);
let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;
let world: ProcessWorld;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  // Monday 2 March 2026, 12:00 in Yerevan.
  t.clock.set('2026-03-02T08:00:00Z');
  catalogue = await seedLoanCatalogue(database.db, t.clock.now(), 20);
  await database.db.insert(branches).values(branchSeed);
  const completion = sandboxCompletionSystems(instantSandbox, { disbursementMs: [disbursement, disbursement] });
  const systems = sandboxLendingSystems(t.clock, instantSandbox, { decisionDelayMs: [decisionDelay, decisionDelay], partnerDelayMs: [partnerDelay, partnerDelay] });
  const lending = { ...systems, completion, processSenders: completionSenders(completion) };
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
type Booked = { status: string; branchCode: string; branchName: string; address: string; slotAt: string; repaymentDay: number };
const base = (id: string) => `/api/loan-applications/${id}/process/branch-visit`;
const visitApi = {
  slots: (token: string, id: string, branchCode: string, from?: string) => t.json<Slot[] & Refusal>(`${base(id)}/slots?branchCode=${branchCode}${from ? `&from=${from}` : ''}`, get({ token })),
  /** The visit with the loan's repayment day (10 unless given). */
  book: (token: string, id: string, branchCode: string, slotAt: string, lang = 'en', repaymentDay: unknown = 10) =>
    t.json<Booked & Refusal & { issues?: { path: string; message: string }[] }>(base(id), post({ branchCode, slotAt, repaymentDay }, { token, lang })),
};

const statusOf = async (id: string) => (await applicationRow(database.db, id))?.status;
const contextOf = async (id: string) => (await applicationRow(database.db, id))?.context as LendingContext;
const visitsOf = (id: string) => database.db.select().from(lendingAppointments).where(eq(lendingAppointments.applicationId, id)).orderBy(asc(lendingAppointments.id));
const settle = (ms = 0) => settleFor(world, ms);

let listingsUsed = 0;
/**
 * A resale listing of the catalogue through the API to OfferAccepted: the agency confirms it, the
 * engine approves, the applicant accepts. `process` picks the persona's process branch;
 * `bankTakesMs` how long after the submission the bank takes up the application (its decision follows
 * `decisionDelay` later).
 */
async function resaleOfferAccepted(process?: ProcessBranch, bankTakesMs = 0) {
  const loans = loanApi(t);
  const applicant = await signedInPerson(t);
  const listingId = catalogue.sales[listingsUsed] ?? 0;
  listingsUsed += 1;
  const started = await loans.start(applicant.token, { property: { marketType: '1', apartmentId: listingId } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id;
  const card = processCard('eligibleLower', process);
  for (const [step, value] of [
    ['loanInfo', loanInfo({ amount: 20_000_000, downPayment: 10_000_000 })],
    ['applicantData', personaData('eligibleLower', card, { monthlyIncomeTax: 300_000 })],
    ['consent', consent],
    ['coBorrower', alone],
    ['addresses', addresses],
  ] as const) {
    const saved = await loans.step(applicant.token, id, step, value);
    expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
  await settle(partnerDelay);
  expect((await loans.submit(applicant.token, id)).status).toBe(200);
  t.clock.advance(bankTakesMs);
  await settle(decisionDelay);
  if (bankTakesMs > 0) await signInAgain(world, applicant);
  expect((await loans.offer(applicant.token, id, 'accept')).body.status).toBe('OfferAccepted');
  return { id, applicant, listingId };
}

async function freeHour(person: Person, id: string, branchCode: string, nth = 0) {
  const slots = await visitApi.slots(person.token, id, branchCode);
  expect(slots.status, JSON.stringify(slots.body)).toBe(200);
  return slots.body.filter((slot) => slot.available)[nth]?.at ?? '';
}

describe(`the resale home's branch visit (${expectedKind})`, () => {
  it('a Yerevan branch is booked and moved by the main applicant with the repayment day (one outside 1-20 refused); the branch signs at the visit and core banking pays out: LoanDisbursed with the first payment on that day, the listing sold, told in the person’s language', async () => {
    const { id, applicant, listingId } = await resaleOfferAccepted();
    await database.db.update(users).set({ language: 'hy' }).where(eq(users.id, applicant.userId));
    // The calendar: five working days from the next one, seven hours each.
    const slots = (await visitApi.slots(applicant.token, id, 'KENT')).body;
    expect(slots).toHaveLength(35);
    expect(yerevanDate(new Date(slots[0]?.at ?? ''))).toBe('2026-03-03');
    // Only Yerevan's branches: Gyumri's and an unknown code are refused, a malformed one is a field issue.
    for (const code of ['GYUM', 'VANA', 'NOPE']) {
      expect(await visitApi.slots(applicant.token, id, code)).toMatchObject({ status: 400, body: { type: 'LOAN_CONTRACT', reason: 'APPOINTMENT_NOT_VALID', params: { field: 'branchCode' } } });
      expect(await visitApi.book(applicant.token, id, code, slots[0]?.at ?? '')).toMatchObject({ status: 400, body: { reason: 'APPOINTMENT_NOT_VALID' } });
    }
    expect(await visitApi.slots(applicant.token, id, 'kent')).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
    expect(await visitApi.book(applicant.token, id, 'KENT', '2026-03-07T06:00:00.000Z')).toMatchObject({ status: 400, body: { reason: 'APPOINTMENT_NOT_VALID' } });
    const held = slots.find((slot) => !slot.available)?.at;
    if (held) expect(await visitApi.book(applicant.token, id, 'KENT', held)).toMatchObject({ status: 409, body: { reason: 'APPOINTMENT_NOT_AVAILABLE' } });
    expect(await visitsOf(id)).toHaveLength(0);
    expect(await statusOf(id)).toBe('OfferAccepted');
    // A stranger: 404.
    const stranger = await signedInPerson(t);
    expect((await visitApi.slots(stranger.token, id, 'KENT')).status).toBe(404);
    expect((await visitApi.book(stranger.token, id, 'KENT', slots[0]?.at ?? '')).status).toBe(404);

    // The repayment day: outside 1-20 the chart's 409 with the range (the message is the catalogue's, in each language); none or a fraction a 400 field issue; nothing booked.
    const someHour = await freeHour(applicant, id, 'KENT');
    for (const day of [0, 21, 31]) {
      expect(await visitApi.book(applicant.token, id, 'KENT', someHour, 'en', day)).toMatchObject({
        status: 409,
        body: { type: 'LOAN_CONTRACT', reason: 'PAYMENT_DAY_OUT_OF_RANGE', params: { rule: 'isRepaymentDayValid', min: 1, max: 20 } },
      });
    }
    for (const day of [null, 2.5, '10']) {
      const refused = await visitApi.book(applicant.token, id, 'KENT', someHour, 'hy', day);
      expect(refused, JSON.stringify(day)).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
    }
    // No repayment day at all.
    expect(await t.json(base(id), post({ branchCode: 'KENT', slotAt: someHour }, { token: applicant.token, lang: 'hy' }))).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
    expect([await statusOf(id), (await contextOf(id)).repaymentDay]).toEqual(['OfferAccepted', null]);
    expect(await visitsOf(id)).toHaveLength(0);

    const first = await visitApi.book(applicant.token, id, 'KENT', await freeHour(applicant, id, 'KENT'));
    expect(first).toMatchObject({ status: 200, body: { status: 'BranchVisitBooked', branchCode: 'KENT', branchName: 'Kentron branch', address: '37 Mashtots Ave', repaymentDay: 10 } });
    // Moved, with another repayment day.
    const moved = await visitApi.book(applicant.token, id, 'DAVT', await freeHour(applicant, id, 'DAVT', 3), 'en', 15);
    expect(moved).toMatchObject({ status: 200, body: { status: 'BranchVisitBooked', branchCode: 'DAVT', repaymentDay: 15 } });
    expect((await contextOf(id)).repaymentDay).toBe(15);
    expect((await visitsOf(id)).map((row) => [row.kind, row.resource, row.status])).toEqual([
      ['branchVisit', 'KENT', 'moved'],
      ['branchVisit', 'DAVT', 'booked'],
    ]);
    expect((await contextOf(id)).branchVisit).toEqual({ branchCode: 'DAVT', at: moved.body.slotAt });

    // The first booking's hour passes: it was moved, so nothing happens.
    t.clock.set(new Date(Date.parse(first.body.slotAt) + branchVisitLengthMs));
    await settle();
    expect(await statusOf(id)).toBe('BranchVisitBooked');
    // After the visit the branch reports the loan signed; core banking pays it out.
    t.clock.set(new Date(Date.parse(moved.body.slotAt) + branchVisitLengthMs));
    await settle();
    expect(await statusOf(id)).toBe('LoanDisbursementInProgress');
    expect((await visitsOf(id)).map((row) => row.status)).toEqual(['moved', 'done']);
    await settle(disbursement);
    expect(await statusOf(id)).toBe('LoanDisbursed');
    // The paid-out page shows the first payment on the repayment day given with the visit.
    await signInAgain(world, applicant);
    const paidOut = await t.json<{ status: string; repaymentDay: number | null; path: { status: string; at: string }[] }>(`/api/loan-applications/${id}/process`, get({ token: applicant.token }));
    expect(paidOut.body).toMatchObject({ status: 'LoanDisbursed', repaymentDay: 15 });
    const row = await applicationRow(database.db, id);
    const [sold] = await database.db.select().from(bookings).where(eq(bookings.id, row?.bookingId ?? 0));
    expect(sold?.releaseReason).toBe('sold');
    const [listing] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing?.availability).toBe('notAvailable');
    // Each stage after the visit is told in the app and mailed in Armenian (the bookings were the applicant's own: not told back).
    const notices = (await database.db.select().from(notifications).where(eq(notifications.userId, applicant.userId)).orderBy(asc(notifications.id))).map((notice) => notice.params as { outcome: string; status?: string });
    expect(notices.filter((notice) => notice.status).map((notice) => [notice.outcome, notice.status])).toEqual([
      ['stage', 'LoanDisbursementInProgress'],
      ['loanDisbursed', 'LoanDisbursed'],
    ]);
    const mails = (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, applicant.email)).orderBy(asc(outboxMessages.id))).filter((mail) => ['loanStage', 'loanDisbursed'].includes(mail.template));
    expect(mails.map((mail) => [mail.template, mail.language])).toEqual([
      ['loanStage', 'hy'],
      ['loanDisbursed', 'hy'],
    ]);
    expect(mails[0]?.subject).toBe(hyMail.loanStage.subject.replace('{{stage}}', hyNotifications.lendingStage.LoanDisbursementInProgress.name));
    expect(mails[1]?.subject).toBe(hyMail.loanDisbursed.subject);
  });

  it('a new building’s application cannot book a branch visit (the chart’s 409), and the refusal changes nothing', async () => {
    const primary = await offerAcceptedAlone(world);
    const slotAt = await freeHour(primary.applicant, primary.id, 'KENT');
    expect(await visitApi.book(primary.applicant.token, primary.id, 'KENT', slotAt)).toMatchObject({ status: 409, body: { type: 'LOAN_APPLICATION', params: { rule: 'isSecondaryMarket' } } });
    expect(await visitsOf(primary.id)).toHaveLength(0);
    expect(await statusOf(primary.id)).toBe('OfferAccepted');
    // The hour is still free for others.
    expect((await visitApi.slots(primary.applicant.token, primary.id, 'KENT')).body.find((slot) => slot.at === slotAt)?.available).toBe(true);
  });

  it('the 30 days count from the bank’s approval, not the submission: the process deadline, the view and the hours offered end 30 days after it', async () => {
    // The bank takes the application up 12 days after its submission and approves it 40 seconds later.
    const { id, applicant } = await resaleOfferAccepted(undefined, days(12));
    const { submittedAt, approvedAt } = await contextOf(id);
    expect(Date.parse(approvedAt ?? '') - Date.parse(submittedAt ?? '')).toBe(days(12) + decisionDelay);
    const windowEnd = new Date(Date.parse(approvedAt ?? '') + days(30));
    // The deadline the chart asks for, and the one the process view shows, are 30 days after the approval.
    const view = await t.json<{ deadlines: { kind: string; dueAt: string; leadsTo: string }[] }>(`/api/loan-applications/${id}/process`, get({ token: applicant.token }));
    expect(view.body.deadlines).toEqual([{ kind: 'process', dueAt: windowEnd.toISOString(), leadsTo: 'Expired' }]);

    // Day 27 after the approval (39 after the submission, past the submission's 30 days): still open.
    t.clock.set(new Date(windowEnd.getTime() - days(3)));
    await settle();
    await signInAgain(world, applicant);
    expect(await statusOf(id)).toBe('OfferAccepted');
    // Only hours over by the window's end are offered, page after page; the hours after it are not.
    const offered: Slot[] = [];
    for (let from: string | undefined, page = 0; page < 3; page += 1) {
      const slots = await visitApi.slots(applicant.token, id, 'KENT', from);
      expect(slots.status, JSON.stringify(slots.body)).toBe(200);
      offered.push(...slots.body);
      const last = slots.body.at(-1);
      if (!last) break;
      from = yerevanDate(new Date(Date.parse(last.at) + days(1)));
    }
    expect(offered.length).toBeGreaterThan(0);
    for (const slot of offered) expect(Date.parse(slot.at) + appointmentLengthMs).toBeLessThanOrEqual(windowEnd.getTime());
    const lastOffered = offered.at(-1)?.at ?? '';
    // The working days the calendar would list go past the window's end: their hours are refused, and nothing changes.
    const lastDay = bookableDays(t.clock.now()).at(-1) ?? '';
    const afterWindow = yerevanTime(lastDay, 10);
    expect(afterWindow.getTime()).toBeGreaterThan(windowEnd.getTime());
    const refused = await visitApi.book(applicant.token, id, 'KENT', afterWindow.toISOString());
    expect(refused).toMatchObject({ status: 400, body: { type: 'LOAN_CONTRACT', reason: 'APPOINTMENT_NOT_VALID' } });
    expect(await visitsOf(id)).toHaveLength(0);
    expect(await statusOf(id)).toBe('OfferAccepted');
    // The last hour offered is bookable.
    const lastFree = offered.filter((slot) => slot.available).at(-1)?.at ?? '';
    expect(Date.parse(lastFree)).toBeLessThanOrEqual(Date.parse(lastOffered));
    expect(await visitApi.book(applicant.token, id, 'KENT', lastFree)).toMatchObject({ status: 200, body: { status: 'BranchVisitBooked', slotAt: lastFree } });
    const booked = await t.json<{ deadlines: { kind: string; dueAt: string }[]; branchVisit: { slotAt: string } | null }>(`/api/loan-applications/${id}/process`, get({ token: applicant.token }));
    expect(booked.body).toMatchObject({ deadlines: [{ kind: 'process', dueAt: windowEnd.toISOString() }], branchVisit: { slotAt: lastFree } });
  });

  it('the persona who does not come to the branch (95…): the visit is noted missed, nothing else happens, and 30 days after the approval the application expires and the listing is released', async () => {
    const { id, applicant, listingId } = await resaleOfferAccepted('missesBranchVisit');
    const booked = await visitApi.book(applicant.token, id, 'ARAB', await freeHour(applicant, id, 'ARAB'));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    t.clock.set(new Date(Date.parse(booked.body.slotAt) + branchVisitLengthMs));
    await settle();
    expect(await statusOf(id)).toBe('BranchVisitBooked');
    expect((await visitsOf(id)).map((row) => row.status)).toEqual(['missed']);
    const approvedAt = Date.parse((await contextOf(id)).approvedAt ?? '');
    t.clock.set(new Date(approvedAt + days(30) - minutes(1)));
    await settle();
    expect(await statusOf(id)).toBe('BranchVisitBooked');
    await settle(minutes(2));
    expect(await statusOf(id)).toBe('Expired');
    const row = await applicationRow(database.db, id);
    const [released] = await database.db.select().from(bookings).where(eq(bookings.id, row?.bookingId ?? 0));
    expect(released?.releaseReason).toBe('expired');
    const [listing] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing?.availability).toBe('forSale');
    await signInAgain(world, applicant);
    expect((await loanApi(t).get(applicant.token, id)).body.status).toBe('Expired');
  });
});
