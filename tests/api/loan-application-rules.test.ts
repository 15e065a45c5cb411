import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaFor } from '../../api/server/adapters/sandbox-personas';
import { birthDateFor } from '../../api/server/adapters/population-registry';
import { days } from '../../api/server/clock';
import { loanApplicationEvents, prequalApplications, userIdentities, users } from '../../api/server/db/schema';
import { applyLendingEvent } from '../../api/server/services/lending/lending-runtime';
import { fullOffer } from '../../machines/lending/lending.samples';
import { refusal, signIn } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';
import {
  applicantData,
  applicationRow,
  counts,
  fillSteps,
  freshCard,
  loanApi,
  loanInfo,
  seedLoanCatalogue,
  signedInPerson,
  type LoanCatalogue,
  type Person,
} from '../drivers/loan-applications.api';

let database: TestDatabase;
let t: TestApp;
let api: ReturnType<typeof loanApi>;
let catalogue: LoanCatalogue;
let nextFlat = 0;
const flat = () => ({ property: { marketType: '0', apartmentId: catalogue.apartments[nextFlat++] ?? 0 } });
const bank = { kind: 'system', source: 'decision-engine' } as const;
const staff = { kind: 'staff', staffId: 'credit-officer-1' } as const;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  api = loanApi(t);
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
});
afterAll(() => database.close());

/** A draft on a 40-million flat (primary) or with no property (secondary by default), with its loan info saved when given. */
async function draft(person: Person, start: unknown = flat(), info?: Record<string, unknown>) {
  const started = await api.start(person.token, start);
  expect(started.status).toBe(201);
  if (info) expect((await api.step(person.token, started.body.id, 'loanInfo', info)).status).toBe(200);
  return started.body.id;
}

/** Saving a step is refused as expected and the application is as it was. */
async function refusedStep(person: Person, id: string, step: string, data: unknown, expected: { status?: number; body: unknown }) {
  const before = await applicationRow(database.db, id);
  expect(await api.step(person.token, id, step, data)).toMatchObject({ status: expected.status ?? 400, body: expected.body });
  expect(await applicationRow(database.db, id)).toEqual(before);
}

async function later(ms: number, ...people: Person[]) {
  t.clock.advance(ms);
  for (const someone of people) someone.token = await signIn(t, someone);
}

describe(`loan application rules (${expectedKind})`, () => {
  it('loan info: the price, the loan and the down payment in their ranges, in drams', async () => {
    const ani = await signedInPerson(t);
    const id = await draft(ani);
    const cases: [Record<string, unknown>, unknown][] = [
      [{ amount: 2_000_000 }, refusal('PRODUCT', 'LOAN_AMOUNT_OUT_OF_RANGE', { min: 3_000_000, max: 100_000_000, currency: 'AMD' })],
      [{ amount: 41_000_000, downPayment: 5_000_000 }, refusal('CONDITION_PRICE', 'LOAN_ABOVE_PRICE')],
      [{ amount: 30_000_000, downPayment: 41_000_000 }, refusal('CONDITION_PRICE', 'DOWN_PAYMENT_ABOVE_PRICE')],
      [{ amount: 30_000_000, downPayment: 3_999_999 }, refusal('LOAN_APPLICATION', 'INSUFFICIENT_PREPAYMENT', { minimum: 4_000_000, currency: 'AMD', percent: 10 })],
      [{ reason: 'investment', amount: 20_000_000, downPayment: 11_999_999 }, refusal('LOAN_APPLICATION', 'INSUFFICIENT_PREPAYMENT', { minimum: 12_000_000, percent: 30 })],
      [{ amount: 35_000_000, downPayment: 6_000_000 }, refusal('CONDITION_PRICE', 'LOAN_ABOVE_PRICE')],
    ];
    for (const [overrides, body] of cases) await refusedStep(ani, id, 'loanInfo', loanInfo(overrides), { body });
    expect((await api.step(ani.token, id, 'loanInfo', loanInfo({ amount: 36_000_000, downPayment: 4_000_000 }))).status).toBe(200);
  });

  it('loan info in dollars: the catalogue price and the ranges at the reference rate, in cents; the foreign-currency minimum share', async () => {
    const ani = await signedInPerson(t);
    const id = await draft(ani);
    // 40 million drams at 380 is 10 526 316 cents; the loan range is 7 895-263 157 dollars; 30% down in a foreign currency.
    await refusedStep(ani, id, 'loanInfo', loanInfo({ currency: 'USD', amount: 700_000, downPayment: 3_200_000 }), { body: refusal('PRODUCT', 'LOAN_AMOUNT_OUT_OF_RANGE', { min: 789_500, max: 26_315_700, currency: 'USD' }) });
    await refusedStep(ani, id, 'loanInfo', loanInfo({ currency: 'USD', amount: 7_000_000, downPayment: 3_157_894 }), { body: refusal('LOAN_APPLICATION', 'INSUFFICIENT_PREPAYMENT', { minimum: 3_157_895, currency: 'USD' }) });
    await refusedStep(ani, id, 'loanInfo', loanInfo({ currency: 'USD', amount: 7_400_000, downPayment: 3_200_000 }), { body: refusal('CONDITION_PRICE', 'LOAN_ABOVE_PRICE') });
    expect((await api.step(ani.token, id, 'loanInfo', loanInfo({ currency: 'USD', amount: 7_000_000, downPayment: 3_200_000 }))).status).toBe(200);
  });

  it("loan info without a property: the given price in its market's range (secondary: 3.5-62.5 million, loans up to 50 million)", async () => {
    const ani = await signedInPerson(t);
    const id = await draft(ani, { property: null });
    await refusedStep(ani, id, 'loanInfo', loanInfo({ propertyPrice: 63_000_000 }), { body: refusal('LOAN_APPLICATION', 'PROPERTY_ABOVE_LIMIT', { max: 62_500_000, currency: 'AMD' }) });
    await refusedStep(ani, id, 'loanInfo', loanInfo({ propertyPrice: 3_000_000, amount: 3_000_000, downPayment: 0 }), { body: refusal('LOAN_APPLICATION', 'PROPERTY_BELOW_MINIMUM', { min: 3_500_000 }) });
    await refusedStep(ani, id, 'loanInfo', loanInfo({ propertyPrice: 62_000_000, amount: 51_000_000, downPayment: 11_000_000 }), { body: refusal('PRODUCT', 'LOAN_AMOUNT_OUT_OF_RANGE', { min: 3_000_000, max: 50_000_000 }) });
    expect((await api.step(ani.token, id, 'loanInfo', loanInfo({ propertyPrice: 62_000_000, amount: 50_000_000, downPayment: 12_000_000 }))).status).toBe(200);
  });

  it("applicant data: the declared marital status is the registry's (married or not), else MARITAL_STATUS_MISMATCH at the step's save and nothing is saved", async () => {
    const ani = await signedInPerson(t);
    const id = await draft(ani, flat(), loanInfo());
    const mismatch = { body: refusal('LOAN_APPLICATION', 'MARITAL_STATUS_MISMATCH') };
    // Anna is married in the registry: declaring herself single (or divorced) would skip her spouse's data and consent.
    const anna = freshCard('eligible');
    const annaData = { documentNumber: 'AN1234567', firstName: 'Anna', lastName: 'Hakobyan', middleName: 'Aramovna' };
    for (const declared of ['single', 'divorced', 'widow']) await refusedStep(ani, id, 'applicantData', applicantData(anna, { ...annaData, maritalStatus: declared }), mismatch);
    // Tigran is single: declaring himself married names a spouse the registry does not know.
    await refusedStep(ani, id, 'applicantData', applicantData(freshCard('eligibleLower'), { maritalStatus: 'married' }), mismatch);
    // As the registry has them: saved, and a married applicant then owes the spouse step.
    const saved = await api.step(ani.token, id, 'applicantData', applicantData(anna, { ...annaData, maritalStatus: 'married' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.owedSteps).toContain('spouseData');
    // A single, divorced or widowed person the registry has unmarried is not married either way.
    const armen = await signedInPerson(t);
    const armensDraft = await draft(armen, flat(), loanInfo());
    const divorced = freshCard('creditHistory');
    await refusedStep(armen, armensDraft, 'applicantData', applicantData(divorced, { documentNumber: 'AR1029384', firstName: 'Armen', lastName: 'Vardanyan', middleName: 'Karen', maritalStatus: 'married' }), mismatch);
    const single = await api.step(armen.token, armensDraft, 'applicantData', applicantData(divorced, { documentNumber: 'AR1029384', firstName: 'Armen', lastName: 'Vardanyan', middleName: 'Karen', maritalStatus: 'single' }));
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    expect(single.body.owedSteps).not.toContain('spouseData');
  });

  it("applicant data: the registry's age (18-64, at most 65 at the loan's end) and citizenship (citizens for primary, residents also for secondary)", async () => {
    const ani = await signedInPerson(t);
    const id = await draft(ani, flat(), loanInfo());
    const age = refusal('LOAN_APPLICATION', 'AGE_NOT_ELIGIBLE', { min: 18, max: 64 });
    await refusedStep(ani, id, 'applicantData', applicantData(freshCard('tooYoung')), { body: age });
    await refusedStep(ani, id, 'applicantData', applicantData(freshCard('tooOld')), { body: age });
    // 55 today: a 20-year loan ends at 75.
    const karen = freshCard('tooOldAtMaturity');
    await refusedStep(ani, id, 'applicantData', applicantData(karen), { body: refusal('LOAN_APPLICATION', 'AGE_NOT_ELIGIBLE', { maxAtMaturity: 65 }) });
    await refusedStep(ani, id, 'applicantData', applicantData(freshCard('notCitizen')), { body: refusal('LOAN_APPLICATION', 'CITIZENSHIP_MISMATCH') });
    // A 10-year loan ends at 65: allowed.
    expect((await api.step(ani.token, id, 'loanInfo', loanInfo({ termMonths: 120 }))).status).toBe(200);
    expect((await api.step(ani.token, id, 'applicantData', applicantData(karen))).status).toBe(200);
    // A resident who is not a citizen may apply for a secondary-market home.
    const ivan = await signedInPerson(t);
    const secondary = await draft(ivan, { property: { marketType: '1', apartmentId: catalogue.sales[0] } }, loanInfo({ amount: 20_000_000, downPayment: 10_000_000 }));
    expect((await api.step(ivan.token, secondary, 'applicantData', applicantData(freshCard('notCitizen')))).status).toBe(200);
  });

  it("a new term is checked against the saved applicant's age at the loan's end; a new price, once agreed to, against the saved amounts", async () => {
    const karen = await signedInPerson(t);
    const id = await draft(karen, flat(), loanInfo({ termMonths: 120 }));
    expect((await api.step(karen.token, id, 'applicantData', applicantData(freshCard('tooOldAtMaturity')))).status).toBe(200);
    await refusedStep(karen, id, 'loanInfo', loanInfo({ termMonths: 240 }), { body: refusal('LOAN_APPLICATION', 'AGE_NOT_ELIGIBLE', { maxAtMaturity: 65 }) });
    const ani = await signedInPerson(t);
    const other = await draft(ani);
    await fillSteps(api, ani.token, other, freshCard('eligibleLower'));
    const partner = { kind: 'system', source: 'partner' } as const;
    await applyLendingEvent(database.db, other, { type: 'property.confirmed' }, partner, t.clock);
    await applyLendingEvent(database.db, other, { type: 'price.changed', price: 36_000_000 }, { kind: 'system', source: 'catalogue' }, t.clock);
    expect(await api.submit(ani.token, other)).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'PRICE_CHANGED') });
    expect((await api.confirmPrice(ani.token, other, 36_000_000)).status).toBe(200);
    // 30 + 10 million no longer fit a 36-million price.
    expect(await api.submit(ani.token, other)).toMatchObject({ status: 400, body: refusal('CONDITION_PRICE', 'LOAN_ABOVE_PRICE') });
    expect((await applicationRow(database.db, other))?.status).toBe('Draft');
    expect((await api.step(ani.token, other, 'loanInfo', loanInfo({ amount: 26_000_000 }))).status).toBe(200);
    expect((await api.submit(ani.token, other)).body.status).toBe('Sent');
  });

  it('applicant data: an unknown card, a registry that is down (503), a card bound to another account, an account bound to another card; nothing saved', async () => {
    const ani = await signedInPerson(t);
    const id = await draft(ani, flat(), loanInfo());
    await refusedStep(ani, id, 'applicantData', applicantData('1000000999'), { body: refusal('LOAN_APPLICATION', 'WRONG_APPLICANT_DATA') });
    await refusedStep(ani, id, 'applicantData', applicantData(freshCard('registryDown')), { status: 503, body: refusal('PREAPPROVAL_APPLICATION', 'REGISTRY_UNAVAILABLE') });
    t.registryOutage.next = true;
    await refusedStep(ani, id, 'applicantData', applicantData(freshCard('eligibleLower')), { status: 503, body: refusal('PREAPPROVAL_APPLICATION', 'REGISTRY_UNAVAILABLE') });
    const bob = await signedInPerson(t);
    const taken = freshCard('eligibleLower');
    const now = t.clock.now();
    const identity = (userId: string, socialCard: string) => ({ userId, socialCard, firstName: 'Tigran', lastName: 'Petrosyan', middleName: 'Samvel', birthDate: '1997-01-01', citizenship: 'AM', boundAt: now, updatedAt: now });
    await database.db.insert(userIdentities).values(identity(bob.userId, taken));
    await refusedStep(ani, id, 'applicantData', applicantData(taken), { body: refusal('PREAPPROVAL_APPLICATION', 'SOCIAL_CARD_TAKEN') });
    const mine = freshCard('eligibleLower');
    await database.db.insert(userIdentities).values(identity(ani.userId, mine));
    await refusedStep(ani, id, 'applicantData', applicantData(freshCard('eligibleLower')), { body: refusal('PREAPPROVAL_APPLICATION', 'ACCOUNT_OF_ANOTHER_PERSON') });
    expect((await api.step(ani.token, id, 'applicantData', applicantData(mine))).status).toBe(200);
  });

  it('the loan step starts with the amount and term the pre-qualification letter gave, while the letter holds (30 days)', async () => {
    const ani = await signedInPerson(t);
    const now = t.clock.now();
    const decision = { outcome: 'eligible' as const, amount: 24_000_000, requestedAmount: 25_000_000, termMonths: 180, annualRatePercent: 12, monthlyPayment: 288_041 };
    const row = { userId: ani.userId, stage: 'decided' as const, amount: 25_000_000, termMonths: 180, socialCardNumber: freshCard('eligibleLower'), documentType: 'passport' as const, documentNumber: 'AT4567890', consentAt: now, createdAt: now, updatedAt: now };
    const before = await draft(ani);
    expect((await api.get(ani.token, before)).body.loanInfoPrefill).toBeNull();
    await database.db.insert(prequalApplications).values({ ...row, decision, decidedAt: now });
    // What the bank said it would lend, not what was asked.
    expect((await api.get(ani.token, before)).body.loanInfoPrefill).toEqual({ amount: 24_000_000, termMonths: 180 });
    // A letter decided 31 days ago no longer holds.
    const cyd = await signedInPerson(t);
    await database.db.insert(prequalApplications).values({ ...row, userId: cyd.userId, decision, decidedAt: new Date(now.getTime() - days(31)) });
    expect((await api.get(cyd.token, await draft(cyd))).body.loanInfoPrefill).toBeNull();
    // A refusal prefills nothing.
    const bob = await signedInPerson(t);
    await database.db.insert(prequalApplications).values({ ...row, userId: bob.userId, decision: { outcome: 'refused', reason: 'lowIncome' }, decidedAt: t.clock.now() });
    expect((await api.get(bob.token, await draft(bob))).body.loanInfoPrefill).toBeNull();
  });

  it("prefills the applicant data from the latest pre-qualification, the registry's record of its card and the profile", async () => {
    const ani = await signedInPerson(t);
    const card = freshCard('eligible');
    const now = t.clock.now();
    await database.db.insert(prequalApplications).values({
      userId: ani.userId,
      stage: 'decided',
      amount: 20_000_000,
      termMonths: 240,
      socialCardNumber: card,
      documentType: 'idCard',
      documentNumber: '001234567',
      consentAt: now,
      email: 'anna.prequal@example.am',
      phoneNumber: '+37491234567',
      createdAt: now,
      updatedAt: now,
      decidedAt: now,
    });
    const id = await draft(ani);
    const anna = personaFor('eligible');
    expect((await api.get(ani.token, id)).body.applicantPrefill).toEqual({
      socialCardNumber: card,
      documentType: 'idCard',
      documentNumber: '001234567',
      firstName: anna.firstName,
      lastName: anna.lastName,
      middleName: anna.middleName,
      birthDate: birthDateFor(anna.age, t.clock.now()),
      maritalStatus: 'married',
      email: 'anna.prequal@example.am',
      phoneNumber: '+37491234567',
    });
    // The registry down: its fields are left for the person to type, the rest is still there.
    t.registryOutage.next = true;
    // The name given at sign-up stands in for the registry's.
    expect((await api.get(ani.token, id)).body.applicantPrefill).toEqual({ socialCardNumber: card, documentType: 'idCard', documentNumber: '001234567', firstName: 'Ani', lastName: 'Petrosyan', email: 'anna.prequal@example.am', phoneNumber: '+37491234567' });
    // Without a pre-qualification: the profile's name and e-mail (its phone is not verified, so not given).
    const bob = await signedInPerson(t);
    expect((await api.get(bob.token, await draft(bob))).body.applicantPrefill).toEqual({ firstName: 'Ani', lastName: 'Petrosyan', email: bob.email });
  });

  it('only an account with a confirmed e-mail applies online (INVALID_USER_TYPE), and nothing is written', async () => {
    const ani = await signedInPerson(t);
    await database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, ani.userId));
    const before = await counts(database.db);
    expect(await api.start(ani.token, flat())).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'INVALID_USER_TYPE') });
    expect(await counts(database.db)).toEqual(before);
  });

  it('7 days after a rejection by the bank, or after a manual review, a new application is possible, not before (the refusal says from when)', async () => {
    const ani = await signedInPerson(t);
    const rejected = await draft(ani, { property: null });
    await fillSteps(api, ani.token, rejected, freshCard('eligibleLower'), loanInfo({ propertyPrice: 40_000_000 }));
    await api.submit(ani.token, rejected);
    await applyLendingEvent(database.db, rejected, { type: 'bank.received' }, bank, t.clock);
    const decidedAt = t.clock.now();
    await applyLendingEvent(database.db, rejected, { type: 'decision.rejected', reason: 'lowIncome' }, bank, t.clock);
    const from = new Date(decidedAt.getTime() + days(7)).toISOString();
    await later(days(7) - 60_000, ani);
    const before = await counts(database.db);
    expect(await api.start(ani.token, flat())).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'REAPPLY_NOT_YET', { from }) });
    expect(await counts(database.db)).toEqual(before);
    await later(60_000, ani);
    const reviewed = await draft(ani, { property: null });
    await fillSteps(api, ani.token, reviewed, freshCard('eligibleLower'), loanInfo({ propertyPrice: 40_000_000 }));
    await api.submit(ani.token, reviewed);
    await applyLendingEvent(database.db, reviewed, { type: 'bank.received' }, bank, t.clock);
    const reviewAt = t.clock.now();
    await applyLendingEvent(database.db, reviewed, { type: 'decision.manualReview', documents: ['incomeStatement'] }, bank, t.clock);
    // While it is reviewed, it is the active application.
    expect(await api.start(ani.token, flat())).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'ACTIVE_APPLICATION_EXISTS') });
    await later(days(1), ani);
    await applyLendingEvent(database.db, reviewed, { type: 'review.approve', by: staff, offer: fullOffer, at: t.clock.now().toISOString() }, staff, t.clock);
    expect((await api.offer(ani.token, reviewed, 'reject')).body.status).toBe('RejectedByClient');
    expect(await api.start(ani.token, flat())).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'REAPPLY_NOT_YET', { from: new Date(reviewAt.getTime() + days(7)).toISOString() }) });
    await later(days(6), ani);
    expect((await api.start(ani.token, flat())).status).toBe(201);
  });

  it('6 months after an issued loan (a status of the post-approval issue) a new application is possible, not before', async () => {
    const ani = await signedInPerson(t);
    const earlier = await draft(ani, { property: null });
    expect((await api.remove(ani.token, earlier)).status).toBe(204);
    // The status that will mean an issued loan, as the post-approval stages will log it.
    await database.db.insert(loanApplicationEvents).values({ applicationId: earlier, seq: 99, eventType: 'loan.disbursed', event: {}, actorKind: 'system', actorId: 'core-banking', at: t.clock.now(), fromStatus: 'OfferAccepted', toStatus: 'LoanDisbursed' });
    await later(days(30), ani);
    expect(await api.start(ani.token, { property: null })).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'COMPLETED_APPLICATION_EXISTS') });
    await later(days(155), ani);
    expect((await api.start(ani.token, { property: null })).status).toBe(201);
  });
});
