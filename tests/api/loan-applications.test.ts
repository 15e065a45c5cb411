import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { days, hours } from '../../api/server/clock';
import { apartments, bookings, deadlines, loanApplicationDocuments, loanApplicationEvents, loanApplications } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { bookingReleaseKind } from '../../api/server/services/bookings.service';
import { applyLendingEvent } from '../../api/server/services/lending/lending-runtime';
import { fullOffer } from '../../machines/lending/lending.samples';
import { personaData } from '../drivers/co-applicant.api';
import { post, refusal, signIn } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';
import {
  addresses,
  alone,
  applicantData,
  applicationRow,
  bookingRow,
  consent,
  counts,
  fillSteps,
  freshCard,
  loanApi,
  loanInfo,
  seedLoanCatalogue,
  signedInPerson,
  spouseData,
  type LoanCatalogue,
  type Person,
} from '../drivers/loan-applications.api';

let database: TestDatabase;
let t: TestApp;
let api: ReturnType<typeof loanApi>;
let scheduler: Scheduler;
let catalogue: LoanCatalogue;
let nextFlat = 0;
/** A flat for sale at 40 million that no other test has used. */
const flat = () => catalogue.apartments[nextFlat++] ?? 0;
const primary = (apartmentId: number) => ({ property: { marketType: '0', apartmentId } });

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  api = loanApi(t);
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }) });
});
afterAll(() => database.close());

const availability = async (id: number) => (await database.db.select({ value: apartments.availability }).from(apartments).where(eq(apartments.id, id)))[0]?.value;
const activeBookingOf = async (apartmentId: number) =>
  (await database.db.select().from(bookings).where(and(eq(bookings.apartmentId, apartmentId), isNull(bookings.releasedAt))))[0];
/** The partner confirms the booked property (the decisions helper's adapter sends this event in the running app). */
const confirmProperty = (id: string) => applyLendingEvent(database.db, id, { type: 'property.confirmed' }, { kind: 'system', source: 'partner' }, t.clock, 'http://localhost');

/** Moves the clock, runs what fell due, and signs the people in again (the sessions' idle limit passes). */
async function later(ms: number, ...people: Person[]) {
  t.clock.advance(ms);
  await scheduler.runDue();
  for (const someone of people) someone.token = await signIn(t, someone);
}

describe(`loan applications API (${expectedKind})`, () => {
  it('starts a draft on a catalogue flat and books it in the same transaction: the flat is booked, a second person cannot book it, the answer is the contract', async () => {
    const ani = await signedInPerson(t);
    const apartmentId = flat();
    const started = await api.start(ani.token, primary(apartmentId));
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      status: 'Draft',
      marketType: '0',
      property: { marketType: '0', apartmentId, availability: 'waitingApproval' },
      agreedPrice: 40_000_000,
      currentPrice: 40_000_000,
      currentStep: 'loanInfo',
      steps: { loanInfo: null, applicantData: null, consent: null, coBorrower: null, addresses: null, spouseData: null },
      pictures: [],
      submittedAt: null,
      offer: null,
      rejection: null,
    });
    expect(started.body.property?.title).toContain('Building 900');
    expect(Date.parse(started.body.submitBy) - t.clock.now().getTime()).toBe(days(2));
    expect(await availability(apartmentId)).toBe('waitingApproval'); // held, and the partner has not confirmed it yet
    const row = await applicationRow(database.db, started.body.id);
    const booking = await activeBookingOf(apartmentId);
    expect(row?.bookingId).toBe(booking?.id);
    expect(booking).toMatchObject({ userId: ani.userId, expiresAt: new Date(started.body.submitBy) });
    // The application's booking ends with the application: no hold deadline of its own.
    const holds = await database.db.select().from(deadlines).where(eq(deadlines.kind, bookingReleaseKind));
    expect(holds.filter((hold) => (hold.payload as { bookingId: number }).bookingId === booking?.id)).toEqual([]);
    const bob = await signedInPerson(t);
    expect(await t.json('/api/bookings', post({ marketType: '0', apartmentId }, { token: bob.token }))).toMatchObject({ status: 400, body: refusal('BOOKING', 'APARTMENT_ALREADY_BOOKED') });
    const before = await counts(database.db);
    expect(await api.start(bob.token, primary(apartmentId))).toMatchObject({ status: 400, body: refusal('BOOKING', 'APARTMENT_ALREADY_BOOKED') });
    expect(await counts(database.db)).toEqual(before);
    // The booking cannot be cancelled on its own while the application lives.
    expect(await t.json(`/api/bookings/${booking?.id}/unbook`, post(undefined, { token: ani.token }))).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED') });
    expect(await availability(apartmentId)).toBe('waitingApproval');
  });

  it("converts the person's own booking of the flat into the application's: one booking, its hold now the application's", async () => {
    const ani = await signedInPerson(t);
    const apartmentId = flat();
    const booked = await t.json<{ id: number }>('/api/bookings', post({ marketType: '0', apartmentId }, { token: ani.token }));
    expect(booked.status).toBe(201);
    await later(hours(5), ani);
    const started = await api.start(ani.token, primary(apartmentId));
    expect(started.status).toBe(201);
    expect((await applicationRow(database.db, started.body.id))?.bookingId).toBe(booked.body.id);
    expect((await bookingRow(database.db, booked.body.id))?.expiresAt).toEqual(new Date(started.body.submitBy));
    expect((await database.db.select().from(bookings).where(eq(bookings.userId, ani.userId))).length).toBe(1);
    // The plain booking's own hold deadline falls due first and finds it not due: it stays booked.
    await later(days(2) - hours(4), ani);
    expect((await bookingRow(database.db, booked.body.id))?.releasedAt).toBeNull();
    expect((await api.get(ani.token, started.body.id)).body.status).toBe('Draft');
  });

  it("takes one of the person's two booking slots: with both taken by other flats it is refused and nothing changes; on a flat of theirs it converts", async () => {
    const ani = await signedInPerson(t);
    const [first, second, third] = [flat(), flat(), flat()];
    for (const apartmentId of [first, second]) expect((await t.json('/api/bookings', post({ marketType: '0', apartmentId }, { token: ani.token }))).status).toBe(201);
    const before = await counts(database.db);
    expect(await api.start(ani.token, primary(third))).toMatchObject({ status: 400, body: refusal('BOOKING', 'MAX_BOOKINGS_REACHED', { max: 2 }) });
    expect(await counts(database.db)).toEqual(before);
    expect(await availability(third)).toBe('forSale');
    expect((await api.start(ani.token, primary(second))).status).toBe(201);
    expect(await counts(database.db)).toEqual({ applications: before.applications + 1, bookings: before.bookings });
  });

  it('refuses a rental, an unknown property, prices outside the online range and a second active application, changing nothing', async () => {
    const ani = await signedInPerson(t);
    const before = await counts(database.db);
    expect(await api.start(ani.token, { property: { marketType: '1', apartmentId: catalogue.rental } })).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'PROPERTY_NOT_FOR_ONLINE_LENDING') });
    expect(await api.start(ani.token, primary(2_000_000_000))).toMatchObject({ status: 404, body: refusal('APARTMENT', 'APARTMENT_NOT_FOUND') });
    expect(await api.start(ani.token, primary(catalogue.expensiveApartment))).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'PROPERTY_ABOVE_LIMIT', { max: 110_000_000, currency: 'AMD' }) });
    expect(await api.start(ani.token, primary(catalogue.cheapApartment))).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'PROPERTY_BELOW_MINIMUM', { min: 3_500_000, currency: 'AMD' }) });
    expect(await api.start(ani.token, { property: { marketType: '1', apartmentId: catalogue.expensiveSale } })).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'PROPERTY_ABOVE_LIMIT', { max: 62_500_000 }) });
    expect(await api.start(ani.token, { property: { marketType: '0' } })).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
    expect(await counts(database.db)).toEqual(before);
    const first = await api.start(ani.token, { property: { marketType: '1', apartmentId: catalogue.sales[0] } });
    expect(first.status).toBe(201);
    expect(first.body.marketType).toBe('1');
    expect(Date.parse(first.body.submitBy) - t.clock.now().getTime()).toBe(days(5));
    const afterFirst = await counts(database.db);
    expect(await api.start(ani.token, primary(flat()))).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'ACTIVE_APPLICATION_EXISTS') });
    expect(await api.start(ani.token, { property: null })).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'ACTIVE_APPLICATION_EXISTS') });
    expect(await counts(database.db)).toEqual(afterFirst);
  });

  it('starts without a property: secondary by default or the market named, no booking; the price comes with loan info', async () => {
    const ani = await signedInPerson(t);
    const before = await counts(database.db);
    const started = await api.start(ani.token, { property: null });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ marketType: '1', property: null, agreedPrice: 0, currentPrice: 0 });
    expect(await counts(database.db)).toEqual({ applications: before.applications + 1, bookings: before.bookings });
    expect(await api.step(ani.token, started.body.id, 'loanInfo', loanInfo())).toMatchObject({ status: 400, body: refusal('CONDITION_PRICE', 'APARTMENT_OR_PRICE_REQUIRED') });
    const saved = await api.step(ani.token, started.body.id, 'loanInfo', loanInfo({ propertyPrice: 45_000_000 }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ agreedPrice: 45_000_000, currentPrice: 45_000_000, currentStep: 'applicantData', steps: { loanInfo: { propertyPrice: 45_000_000 } } });
    // The chart agrees to the given price (what the decision engine is asked with), logged as a change the person confirmed.
    const context = async () => (await applicationRow(database.db, started.body.id))?.context as { agreedPrice: number; currentPrice: number };
    expect(await context()).toMatchObject({ agreedPrice: 45_000_000, currentPrice: 45_000_000 });
    const logged = await database.db.select().from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, started.body.id));
    expect(logged.map((event) => [event.eventType, event.actorKind])).toEqual([['application.start', 'applicant'], ['price.changed', 'system'], ['price.confirm', 'applicant']]);
    // In dollars: 100 000.00 at 380 drams.
    expect((await api.step(ani.token, started.body.id, 'loanInfo', loanInfo({ currency: 'USD', propertyPrice: 10_000_000, amount: 6_000_000, downPayment: 4_000_000 }))).body).toMatchObject({ agreedPrice: 38_000_000 });
    expect(await context()).toMatchObject({ agreedPrice: 38_000_000, currentPrice: 38_000_000 });
    // The same price again changes nothing in the chart.
    await api.step(ani.token, started.body.id, 'loanInfo', loanInfo({ currency: 'USD', propertyPrice: 10_000_000, amount: 6_000_000, downPayment: 4_000_000 }));
    expect(await database.db.select().from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, started.body.id))).toHaveLength(5);
    expect((await api.remove(ani.token, started.body.id)).status).toBe(204);
    const named = await api.start(ani.token, { property: null, marketType: '0' });
    expect(named.status).toBe(201);
    expect(named.body.marketType).toBe('0');
    expect(Date.parse(named.body.submitBy) - t.clock.now().getTime()).toBe(days(2));
  });

  it('saves the steps in order, moves the step to resume at, and a GET resumes there with the saved data; the prefill goes once the applicant data is saved', async () => {
    const ani = await signedInPerson(t);
    const card = freshCard('eligibleLower');
    const { body: draft } = await api.start(ani.token, primary(flat()));
    expect(draft.applicantPrefill).toMatchObject({ email: ani.email });
    expect(await api.step(ani.token, draft.id, 'consent', consent)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'STEP_MISSING', { step: 'loanInfo' }) });
    expect(await api.step(ani.token, draft.id, 'applicantData', applicantData(card))).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'STEP_MISSING', { step: 'loanInfo' }) });
    expect((await api.step(ani.token, draft.id, 'loanInfo', loanInfo({ propertyPrice: 90_000_000 }))).body).toMatchObject({ currentStep: 'applicantData', steps: { loanInfo: { amount: 30_000_000 } } });
    // The catalogue's price is the property's: a price typed beside it is not kept.
    expect((await applicationRow(database.db, draft.id))?.steps).toEqual({ loanInfo: loanInfo() });
    expect((await api.step(ani.token, draft.id, 'applicantData', applicantData(card))).body).toMatchObject({ currentStep: 'consent', applicantPrefill: null });
    expect((await api.step(ani.token, draft.id, 'consent', consent)).body.currentStep).toBe('coBorrower');
    expect((await api.step(ani.token, draft.id, 'coBorrower', alone)).body.currentStep).toBe('addresses');
    // Resume on another device: the same step and data.
    const resumed = await api.get(ani.token, draft.id);
    expect(resumed.body).toMatchObject({ currentStep: 'addresses', steps: { loanInfo: loanInfo(), applicantData: { socialCardNumber: card, maritalStatus: 'single' }, consent, coBorrower: alone, addresses: null } });
    // Single: no spouse step, the preview follows the addresses.
    expect((await api.step(ani.token, draft.id, 'addresses', addresses)).body.currentStep).toBe('preview');
    const listed = await api.list(ani.token);
    expect(listed.body.map((application) => application.id)).toEqual([draft.id]);
  });

  it('asks a married applicant for the spouse step and both pictures of the spouse document before submitting', async () => {
    const ani = await signedInPerson(t);
    // Anna Hakobyan, married in the registry.
    const card = freshCard('eligible');
    const { body: draft } = await api.start(ani.token, { property: null });
    await api.step(ani.token, draft.id, 'loanInfo', loanInfo({ propertyPrice: 40_000_000 }));
    await api.step(ani.token, draft.id, 'applicantData', applicantData(card, { maritalStatus: 'married' }));
    await api.step(ani.token, draft.id, 'consent', consent);
    await api.step(ani.token, draft.id, 'coBorrower', alone);
    expect((await api.step(ani.token, draft.id, 'addresses', addresses)).body.currentStep).toBe('spouseData');
    const before = await applicationRow(database.db, draft.id);
    expect(await api.submit(ani.token, draft.id)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'STEP_MISSING', { step: 'spouseData' }) });
    expect(await api.step(ani.token, draft.id, 'spouseData', { ...spouseData, socialCardNumber: card })).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'WRONG_APPLICANT_DATA') });
    expect((await api.step(ani.token, draft.id, 'spouseData', spouseData)).body.currentStep).toBe('preview');
    expect(await api.submit(ani.token, draft.id)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'SPOUSE_PICTURES_MISSING', { kinds: 'front,back' }) });
    const picture = (kind: string) => ({ applicationId: draft.id, owner: 'spouse', kind, uploadedBy: ani.userId, storageKey: `test/${draft.id}/${kind}`, contentType: 'image/png', bytes: 10, width: 2, height: 2, sha256: 'x', uploadedAt: t.clock.now() });
    await database.db.insert(loanApplicationDocuments).values(picture('front'));
    expect(await api.submit(ani.token, draft.id)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'SPOUSE_PICTURES_MISSING', { kinds: 'back' }) });
    expect((await applicationRow(database.db, draft.id))?.status).toBe(before?.status);
    await database.db.insert(loanApplicationDocuments).values(picture('back'));
    expect((await api.get(ani.token, draft.id)).body.pictures.map((p) => [p.kind, p.url])).toEqual([
      ['back', `/api/loan-applications/${draft.id}/pictures/spouse/back`],
      ['front', `/api/loan-applications/${draft.id}/pictures/spouse/front`],
    ]);
    const submitted = await api.submit(ani.token, draft.id);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'Sent', submittedAt: t.clock.now().toISOString() });
  });

  it('submits a confirmed property with every step saved; the chart refuses an unconfirmed property, a changed price until confirmed, and steps after the submit (409, nothing changed)', async () => {
    const ani = await signedInPerson(t);
    const apartmentId = flat();
    const { body: draft } = await api.start(ani.token, primary(apartmentId));
    expect(await api.submit(ani.token, draft.id)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'STEP_MISSING', { step: 'loanInfo' }) });
    await fillSteps(api, ani.token, draft.id, freshCard('eligibleLower'));
    expect(await api.submit(ani.token, draft.id)).toMatchObject({ status: 409, body: refusal('APARTMENT', 'APARTMENT_UNAVAILABLE', { rule: 'isPropertyConfirmed' }) });
    await confirmProperty(draft.id);
    await applyLendingEvent(database.db, draft.id, { type: 'price.changed', price: 41_000_000 }, { kind: 'system', source: 'catalogue' }, t.clock);
    const before = await applicationRow(database.db, draft.id);
    expect(await api.submit(ani.token, draft.id)).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'PRICE_CHANGED', { rule: 'isPriceConfirmed' }) });
    expect(await api.confirmPrice(ani.token, draft.id, 40_500_000)).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'PRICE_CHANGED', { rule: 'isCurrentPrice' }) });
    expect(await applicationRow(database.db, draft.id)).toEqual(before);
    expect((await api.get(ani.token, draft.id)).body).toMatchObject({ agreedPrice: 40_000_000, currentPrice: 41_000_000, property: { availability: 'confirmed' } });
    expect((await api.confirmPrice(ani.token, draft.id, 41_000_000)).body).toMatchObject({ agreedPrice: 41_000_000, currentPrice: 41_000_000 });
    const submitted = await api.submit(ani.token, draft.id);
    expect(submitted.body).toMatchObject({ status: 'Sent' });
    const sent = await applicationRow(database.db, draft.id);
    const events = await database.db.select().from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, draft.id));
    expect(await api.step(ani.token, draft.id, 'consent', consent)).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED') });
    expect(await api.remove(ani.token, draft.id)).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', { rule: 'statusAllows' }) });
    expect(await api.submit(ani.token, draft.id)).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED') });
    expect(await api.offer(ani.token, draft.id, 'accept')).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED') });
    expect(await applicationRow(database.db, draft.id)).toEqual(sent);
    expect(await database.db.select().from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, draft.id))).toEqual(events);
    expect(await availability(apartmentId)).toBe('booked');
  });

  it('a person the registry has no patronymic for (Sofia Karapetyan) saves her applicant data with it empty and submits; a person it has one for must give it', async () => {
    const sofia = await signedInPerson(t);
    const { body: draft } = await api.start(sofia.token, primary(flat()));
    expect((await api.step(sofia.token, draft.id, 'loanInfo', loanInfo())).status).toBe(200);
    const data = personaData('noPatronymic', freshCard('noPatronymic'), { monthlyIncomeTax: 300_000 });
    expect(data.middleName).toBe('');
    // A patronymic she does not have may still be mistyped: written wrong, it is the field's issue.
    expect(await api.step(sofia.token, draft.id, 'applicantData', { ...data, middleName: 'aramovna' })).toMatchObject({
      status: 400,
      body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'data.middleName', message: 'validation:latinName' }] },
    });
    // Empty (or spaces only), it is saved empty.
    const saved = await api.step(sofia.token, draft.id, 'applicantData', { ...data, middleName: '  ' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.steps.applicantData).toMatchObject({ firstName: 'Sofia', lastName: 'Karapetyan', middleName: '' });
    for (const [step, value] of [['consent', consent], ['coBorrower', alone], ['addresses', addresses]] as const) expect((await api.step(sofia.token, draft.id, step, value)).status).toBe(200);
    await confirmProperty(draft.id);
    expect((await api.submit(sofia.token, draft.id)).body).toMatchObject({ status: 'Sent' });

    // Tigran Petrosyan's record has his patronymic (Samvel): empty is 'Required field' at the field, and nothing is saved.
    const tigran = await signedInPerson(t);
    const { body: his } = await api.start(tigran.token, primary(flat()));
    expect((await api.step(tigran.token, his.id, 'loanInfo', loanInfo())).status).toBe(200);
    const before = await applicationRow(database.db, his.id);
    const card = freshCard('eligibleLower');
    for (const middleName of ['', '   ']) {
      expect(await api.step(tigran.token, his.id, 'applicantData', applicantData(card, { middleName }))).toMatchObject({
        status: 400,
        body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'data.middleName', message: 'validation:required' }] },
      });
    }
    expect(await applicationRow(database.db, his.id)).toEqual(before);
    expect((await api.step(tigran.token, his.id, 'applicantData', applicantData(card))).body.steps.applicantData).toMatchObject({ middleName: 'Samvel' });
  });

  it('the offer: accepted keeps the booking; refused by the client ends the application and releases it', async () => {
    const bank = { kind: 'system', source: 'decision-engine' } as const;
    const decide = async (id: string) => {
      await applyLendingEvent(database.db, id, { type: 'bank.received' }, bank, t.clock, 'http://localhost');
      await applyLendingEvent(database.db, id, { type: 'decision.approved', offer: fullOffer, at: t.clock.now().toISOString() }, bank, t.clock, 'http://localhost');
    };
    for (const answer of ['accept', 'reject'] as const) {
      const ani = await signedInPerson(t);
      const apartmentId = flat();
      const { body: draft } = await api.start(ani.token, primary(apartmentId));
      await fillSteps(api, ani.token, draft.id, freshCard('eligibleLower'), loanInfo({ currency: 'AMD', repaymentType: 'differentiated' }));
      await confirmProperty(draft.id);
      await api.submit(ani.token, draft.id);
      await decide(draft.id);
      expect((await api.get(ani.token, draft.id)).body).toMatchObject({ status: 'ApprovedByBank', offer: { ...fullOffer, currency: 'AMD', repaymentType: 'differentiated' } });
      const answered = await api.offer(ani.token, draft.id, answer);
      expect(answered.status).toBe(200);
      expect(answered.body.status).toBe(answer === 'accept' ? 'OfferAccepted' : 'RejectedByClient');
      expect(await availability(apartmentId)).toBe(answer === 'accept' ? 'booked' : 'forSale');
    }
  });

  it('a rejection by the bank releases the booking and says from which day a new application is possible', async () => {
    const ani = await signedInPerson(t);
    const apartmentId = flat();
    const { body: draft } = await api.start(ani.token, primary(apartmentId));
    await fillSteps(api, ani.token, draft.id, freshCard('eligibleLower'));
    await confirmProperty(draft.id);
    await api.submit(ani.token, draft.id);
    const bank = { kind: 'system', source: 'decision-engine' } as const;
    await applyLendingEvent(database.db, draft.id, { type: 'bank.received' }, bank, t.clock, 'http://localhost');
    t.clock.advance(hours(1));
    const decidedAt = t.clock.now();
    await applyLendingEvent(database.db, draft.id, { type: 'decision.rejected', reason: 'creditHistory' }, bank, t.clock, 'http://localhost');
    await later(hours(1), ani);
    const from = new Date(decidedAt.getTime() + days(7)).toISOString();
    expect((await api.get(ani.token, draft.id)).body).toMatchObject({ status: 'RejectedByBank', rejection: { reason: 'creditHistory', newApplicationFrom: from } });
    expect(await availability(apartmentId)).toBe('forSale');
    expect((await activeBookingOf(apartmentId))).toBeUndefined();
  });

  it('deleting a draft releases its booking in the same transaction; another person can then book the flat', async () => {
    const ani = await signedInPerson(t);
    const apartmentId = flat();
    const { body: draft } = await api.start(ani.token, primary(apartmentId));
    const bookingId = (await applicationRow(database.db, draft.id))?.bookingId ?? 0;
    const deleted = await api.remove(ani.token, draft.id);
    expect(deleted.status).toBe(204);
    expect((await api.get(ani.token, draft.id)).body).toMatchObject({ status: 'Deleted', applicantPrefill: null });
    expect(await bookingRow(database.db, bookingId)).toMatchObject({ releaseReason: 'unbooked' });
    expect(await availability(apartmentId)).toBe('forSale');
    const bob = await signedInPerson(t);
    expect((await api.start(bob.token, primary(apartmentId))).status).toBe(201);
    // A deleted draft is not active: its person may start again at once.
    expect((await api.start(ani.token, { property: null })).status).toBe(201);
  });

  it('a draft not submitted in its window expires when the clock passes it, and its booking is released', async () => {
    const ani = await signedInPerson(t);
    const apartmentId = flat();
    const { body: draft } = await api.start(ani.token, primary(apartmentId));
    const bookingId = (await applicationRow(database.db, draft.id))?.bookingId ?? 0;
    await later(days(2) - hours(1), ani);
    expect((await api.get(ani.token, draft.id)).body.status).toBe('Draft');
    expect(await availability(apartmentId)).toBe('waitingApproval');
    await later(hours(1), ani);
    expect((await api.get(ani.token, draft.id)).body.status).toBe('Expired');
    expect(await bookingRow(database.db, bookingId)).toMatchObject({ releaseReason: 'expired' });
    expect(await availability(apartmentId)).toBe('forSale');
    expect(await api.step(ani.token, draft.id, 'loanInfo', loanInfo())).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED') });
  });

  it("another person's application does not exist for them: 404 on read, steps, submit, price, offer and delete, and nothing changes", async () => {
    const ani = await signedInPerson(t);
    const bob = await signedInPerson(t);
    const { body: draft } = await api.start(ani.token, primary(flat()));
    const before = await applicationRow(database.db, draft.id);
    const notFound = { status: 404, body: refusal('COMMON', 'NOT_FOUND') };
    expect(await api.get(bob.token, draft.id)).toMatchObject(notFound);
    expect(await api.step(bob.token, draft.id, 'loanInfo', loanInfo())).toMatchObject(notFound);
    expect(await api.submit(bob.token, draft.id)).toMatchObject(notFound);
    expect(await api.confirmPrice(bob.token, draft.id, 40_000_000)).toMatchObject(notFound);
    expect(await api.offer(bob.token, draft.id, 'reject')).toMatchObject(notFound);
    expect(await api.remove(bob.token, draft.id)).toMatchObject(notFound);
    expect((await api.list(bob.token)).body).toEqual([]);
    expect(await applicationRow(database.db, draft.id)).toEqual(before);
    expect(await api.get(ani.token, 'not-a-uuid')).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
    expect((await t.json('/api/loan-applications', { method: 'GET' })).status).toBe(401);
  });

  it('answers in the language asked: the property card is the catalogue card', async () => {
    const ani = await signedInPerson(t);
    const { body: draft } = await api.start(ani.token, primary(flat()));
    expect((await api.get(ani.token, draft.id, 'ru')).body.property?.title).toContain('(ru)');
    expect((await api.get(ani.token, draft.id, 'hy')).body.property?.address).toBe('An address (hy)');
    expect(await database.db.select({ id: loanApplications.id }).from(loanApplications).where(eq(loanApplications.mainApplicantId, ani.userId))).toHaveLength(1);
  });
});
