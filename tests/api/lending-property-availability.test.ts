import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { partnerAnswerKind } from '../../api/server/adapters/partner-availability';
import { sandboxPartnerAvailability } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { apartments, deadlines, loanApplicationEvents, notifications, outboxMessages, users } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { partnerRequestKind } from '../../api/server/services/lending/lending-property-availability';
import { addresses, alone, applicantData, consent, freshCard, giveSpouseStep, loanApi, loanInfo, seedLoanCatalogue, signedInPerson, type LoanCatalogue } from '../drivers/loan-applications.api';
import { post } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * The booked property's partner (issue 15): starting an application on a catalogue property asks the
 * developer or agency to confirm it; the sandbox confirms after its delay, and refuses flat number 13.
 * A price change of the property reaches its drafts, which must confirm it before submitting.
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

/** The catalogue's flat with this number (the driver numbers its flats from 1). */
const flat = (number: number) => catalogue.apartments[number - 1] ?? 0;

async function startOn(apartmentId: number, language?: 'hy' | 'ru' | 'en') {
  const p = await signedInPerson(t);
  if (language) await database.db.update(users).set({ language }).where(eq(users.id, p.userId));
  const started = await api.start(p.token, { property: { marketType: '0', apartmentId } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return { p, id: started.body.id };
}

async function fill(token: string, id: string) {
  const card = freshCard('eligible');
  for (const [step, data] of [
    ['loanInfo', loanInfo()],
    ['applicantData', applicantData(card, { documentType: 'passport', documentNumber: 'AN1234567', monthlyIncomeTax: 300_000 })],
    ['consent', consent],
    ['coBorrower', alone],
    ['addresses', addresses],
  ] as const) {
    const saved = await api.step(token, id, step, data);
    expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
  // Anna is married: applying alone, she gives her spouse's data and document.
  await giveSpouseStep(api, token, id, card);
}

const log = (id: string) => database.db.select().from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, id)).orderBy(asc(loanApplicationEvents.seq));

describe(`the partner's confirmation of a booked property (${expectedKind})`, () => {
  it('waits for approval, and the developer confirms after its delay: then the draft can be submitted', async () => {
    const { p, id } = await startOn(flat(1));
    await fill(p.token, id);
    expect((await api.get(p.token, id)).body.property?.availability).toBe('waitingApproval');
    // Not before the partner answers: the flat is not confirmed yet.
    expect((await api.submit(p.token, id)).body).toMatchObject({ type: 'APARTMENT', reason: 'APARTMENT_UNAVAILABLE' });
    await scheduler.runDue();
    const [answer] = (await database.db.select().from(deadlines).where(eq(deadlines.kind, partnerAnswerKind))).filter((row) => (row.payload as { applicationId: string }).applicationId === id);
    expect(answer?.dueAt.getTime()).toBe(t.clock.now().getTime() + partnerDelay);
    t.clock.advance(partnerDelay - 1);
    await scheduler.runDue();
    expect((await api.get(p.token, id)).body.property?.availability).toBe('waitingApproval');
    t.clock.advance(1);
    await scheduler.runDue();
    expect((await api.get(p.token, id)).body.property?.availability).toBe('confirmed');
    expect((await log(id)).at(-1)).toMatchObject({ eventType: 'property.confirmed', actorKind: 'system', actorId: 'partner', fromStatus: 'Draft', toStatus: 'Draft' });
    expect((await api.submit(p.token, id)).body.status).toBe('Sent');
  });

  it('asks once: a request row sent again is answered once', async () => {
    const { p, id } = await startOn(flat(2));
    const [request] = (await database.db.select().from(deadlines).where(eq(deadlines.kind, partnerRequestKind))).filter((row) => (row.payload as { applicationId: string }).applicationId === id);
    await database.db.insert(deadlines).values({ kind: partnerRequestKind, dueAt: t.clock.now(), payload: request?.payload ?? {} });
    await scheduler.runDue();
    const answers = (await database.db.select().from(deadlines).where(eq(deadlines.kind, partnerAnswerKind))).filter((row) => (row.payload as { applicationId: string }).applicationId === id);
    expect(answers).toHaveLength(1);
    t.clock.advance(partnerDelay);
    await scheduler.runDue();
    expect((await api.get(p.token, id)).body.property?.availability).toBe('confirmed');
  });

  it('the sandbox partner refuses flat number 13: the draft cannot be submitted, and the person is mailed and notified in their language', async () => {
    const { p, id } = await startOn(flat(13), 'en');
    await fill(p.token, id);
    await scheduler.runDue();
    t.clock.advance(partnerDelay);
    await scheduler.runDue();
    const refused = await api.get(p.token, id);
    expect(refused.body).toMatchObject({ status: 'Draft', property: { availability: 'refused' } });
    expect(await api.submit(p.token, id)).toMatchObject({ status: 409, body: { type: 'APARTMENT', reason: 'APARTMENT_UNAVAILABLE' } });
    const mails = (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, p.email))).filter((mail) => mail.template.startsWith('loan'));
    expect(mails).toMatchObject([{ template: 'loanPropertyRefused', language: 'en', subject: 'The home of your application is not available' }]);
    expect(await database.db.select().from(notifications).where(eq(notifications.userId, p.userId))).toMatchObject([{ kind: 'loanApplication', params: { applicationId: id, outcome: 'propertyRefused' } }]);
    // The person may still delete the draft, which releases the flat.
    expect((await api.remove(p.token, id)).status).toBe(204);
  });
});

describe(`price changes of a booked property (${expectedKind})`, () => {
  const changePrice = (apartmentId: number, price: number) => t.json<{ price: number; applicationIds: string[] } & { type?: string }>('/api/sandbox/property-price', { ...post({ marketType: '0', apartmentId, price }), method: 'PUT' });

  it('sends price.changed to the drafts on the property in the same transaction; the submit is refused with PRICE_CHANGED until the new price is confirmed', async () => {
    const { p, id } = await startOn(flat(3));
    await fill(p.token, id);
    await scheduler.runDue();
    t.clock.advance(partnerDelay);
    await scheduler.runDue();
    const changed = await changePrice(flat(3), 41_000_000);
    expect(changed).toMatchObject({ status: 200, body: { price: 41_000_000, applicationIds: [id] } });
    expect((await database.db.select({ price: apartments.price, perMetre: apartments.pricePerSquareMetre }).from(apartments).where(eq(apartments.id, flat(3))))[0]).toEqual({ price: 41_000_000, perMetre: Math.round(41_000_000 / 70) });
    expect((await api.get(p.token, id)).body).toMatchObject({ agreedPrice: 40_000_000, currentPrice: 41_000_000 });
    expect(await api.submit(p.token, id)).toMatchObject({ status: 409, body: { type: 'LOAN_APPLICATION', reason: 'PRICE_CHANGED' } });
    // Confirming a price that is not the catalogue's now is refused too.
    expect((await api.confirmPrice(p.token, id, 40_000_000)).body).toMatchObject({ reason: 'PRICE_CHANGED' });
    expect((await api.confirmPrice(p.token, id, 41_000_000)).body).toMatchObject({ agreedPrice: 41_000_000, currentPrice: 41_000_000 });
    expect((await api.submit(p.token, id)).body.status).toBe('Sent');
    // A submitted application keeps the price it was submitted with.
    expect((await changePrice(flat(3), 42_000_000)).body.applicationIds).toEqual([]);
    expect((await api.get(p.token, id)).body).toMatchObject({ agreedPrice: 41_000_000, currentPrice: 41_000_000 });
  });

  it('refuses a bad body with a catalogued 400 and an unknown property with 404, changing nothing', async () => {
    expect((await changePrice(flat(4), 0)).status).toBe(400);
    expect((await changePrice(999_999, 41_000_000)).status).toBe(404);
    expect((await database.db.select({ price: apartments.price }).from(apartments).where(eq(apartments.id, flat(4))))[0]?.price).toBe(40_000_000);
  });
});
