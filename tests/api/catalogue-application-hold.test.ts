import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxPartnerAvailability } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { loanApi, seedLoanCatalogue, signedInPerson, type LoanCatalogue } from '../drivers/loan-applications.api';
import { post } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * The catalogue around a household's mortgage (spec section 4): "The developer or agency must confirm
 * availability; until then the property is 'waiting for approval'". A loan application books its
 * property; the catalogue's answers (the property's page, the building's table, the search's cards)
 * say 'waitingApproval' until the partner answers, then 'booked' while the application holds it, and
 * 'forSale' again once the application ends.
 */

const partnerDelay = 8_000;
let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;
let api: ReturnType<typeof loanApi>;
let scheduler: Scheduler;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  t.clock.set('2026-03-02T08:00:00Z');
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
  api = loanApi(t);
  const outside = sandboxOutsideSystems(t.clock, instantSandbox);
  const lending = { decisionEngine: sandboxDecisionEngine({ ...outside, delayMs: [1_000, 1_000] }), partner: sandboxPartnerAvailability({ delayMs: [partnerDelay, partnerDelay] }) };
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
});
afterAll(() => database.close());

/** The catalogue's flat with this number (the driver numbers its flats from 1; the sandbox partner refuses number 13). */
const flat = (number: number) => catalogue.apartments[number - 1] ?? 0;

type Availability = { availability: string };
const flatPage = async (id: number) => (await t.json<Availability & { monthlyPayment: number | null }>(`/api/apartments/${id}`)).body;
const salePage = async (id: number) => (await t.json<Availability>(`/api/secondary-apartments/${id}`)).body;
/** The flat's row in its building's table (the building page's apartments call). */
async function tableRow(id: number) {
  const { body } = await t.json<(Availability & { id: number })[]>('/api/apartments', post({ pageSize: 100 }));
  return body.find((row) => row.id === id);
}
/** The sale's card in the search. */
async function saleCard(id: number) {
  const { body } = await t.json<{ items: (Availability & { id: number })[] }>('/api/secondary-apartments/v2', post({ pageSize: 100 }));
  return body.items.find((card) => card.id === id);
}

async function startOn(marketType: '0' | '1', apartmentId: number) {
  const p = await signedInPerson(t);
  const started = await api.start(p.token, { property: { marketType, apartmentId } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return { p, id: started.body.id };
}

/** The sandbox partner answers after its delay. */
async function partnerAnswers() {
  await scheduler.runDue();
  t.clock.advance(partnerDelay);
  await scheduler.runDue();
}

describe(`a property under a loan application, in the catalogue (${expectedKind})`, () => {
  it('reads waiting for approval on its page and in its building table until the developer confirms, then booked', async () => {
    const id = flat(1);
    expect((await flatPage(id)).availability).toBe('forSale');
    const { p, id: applicationId } = await startOn('0', id);
    expect((await api.get(p.token, applicationId)).body.property?.availability).toBe('waitingApproval');
    expect(await flatPage(id)).toMatchObject({ availability: 'waitingApproval' });
    expect(await tableRow(id)).toMatchObject({ availability: 'waitingApproval', isBooked: false });
    // Held all the same: another person cannot book it, and may ask to be told when it is free.
    const other = await signedInPerson(t);
    expect((await t.json('/api/bookings', post({ marketType: '0', apartmentId: id }, { token: other.token }))).body).toMatchObject({ type: 'BOOKING', reason: 'APARTMENT_ALREADY_BOOKED' });
    expect((await t.json(`/api/notifications/notify/${id}`, post({ marketType: '0' }, { token: other.token }))).status).toBe(201);

    await partnerAnswers();
    expect((await api.get(p.token, applicationId)).body.property?.availability).toBe('confirmed');
    expect(await flatPage(id)).toMatchObject({ availability: 'booked' });
    expect(await tableRow(id)).toMatchObject({ availability: 'booked', isBooked: true });
  });

  it('reads booked once the partner refuses, and for sale again when the draft is deleted', async () => {
    const id = flat(13);
    const { p, id: applicationId } = await startOn('0', id);
    expect((await flatPage(id)).availability).toBe('waitingApproval');
    await partnerAnswers();
    expect((await api.get(p.token, applicationId)).body.property?.availability).toBe('refused');
    expect((await flatPage(id)).availability).toBe('booked');
    expect((await api.remove(p.token, applicationId)).status).toBe(204);
    expect((await flatPage(id)).availability).toBe('forSale');
  });

  it('a resale home reads waiting for approval on its page and its search card; deleting the draft before any answer puts it on sale again', async () => {
    const id = catalogue.sales[0] ?? 0;
    expect((await saleCard(id))?.availability).toBe('forSale');
    const { p, id: applicationId } = await startOn('1', id);
    expect((await salePage(id)).availability).toBe('waitingApproval');
    expect((await saleCard(id))?.availability).toBe('waitingApproval');
    expect((await api.remove(p.token, applicationId)).status).toBe(204);
    expect((await salePage(id)).availability).toBe('forSale');
    expect((await saleCard(id))?.availability).toBe('forSale');
  });

  it("an application on the person's own booking turns it to waiting for approval", async () => {
    const id = catalogue.sales[1] ?? 0;
    const p = await signedInPerson(t);
    expect((await t.json('/api/bookings', post({ marketType: '1', apartmentId: id }, { token: p.token }))).status).toBe(201);
    expect((await salePage(id)).availability).toBe('booked');
    const started = await api.start(p.token, { property: { marketType: '1', apartmentId: id } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await salePage(id)).availability).toBe('waitingApproval');
    await partnerAnswers();
    expect((await salePage(id)).availability).toBe('booked');
  });
});
