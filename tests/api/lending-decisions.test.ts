import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditRegister } from '../../api/server/adapters/credit-register';
import { decisionAnswerKind, type DecisionPerson, type DecisionRequest } from '../../api/server/adapters/decision-engine';
import { decideApplication, netIncomeFromIncomeTax, sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox, OutsideSystemUnavailable } from '../../api/server/adapters/outside-system';
import { sandboxPartnerAvailability } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { personaFor, twinSocialCard, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { days, minutes } from '../../api/server/clock';
import { deadlines, loanApplicationEvents, loanApplicationOutbox, loanApplications, notifications, outboxMessages, users } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { lendingOutboxSendKind } from '../../api/server/services/lending/lending-outbox';
import { decisionRequestOf } from '../../api/server/services/lending/lending-outbox-sender';
import { applyLendingEvent } from '../../api/server/services/lending/lending-runtime';
import { addresses, alone, applicantData, applicationRow, bookingRow, consent, freshCard, giveSpouseStep, loanApi, loanInfo, seedLoanCatalogue, signedInPerson, type LoanCatalogue, type Person } from '../drivers/loan-applications.api';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * After a submit (issue 15): the lending outbox hands the application to the sandbox decision engine,
 * which decides with the population registry, the credit register and the payment-to-income rule and
 * answers after its delay; every answer is a chart event, mailed and notified in the person's language.
 */

const decisionDelay = 40_000;
const partnerDelay = 5_000;
let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;
let api: ReturnType<typeof loanApi>;
let scheduler: Scheduler;
/** Set `next` and the credit register's next call fails as if it were down. */
const creditOutage = { next: false };

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  t.clock.set('2026-03-02T08:00:00Z');
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
  api = loanApi(t);
  const outside = sandboxOutsideSystems(t.clock, instantSandbox);
  const creditRegister: CreditRegister = {
    async report(socialCard) {
      if (creditOutage.next) {
        creditOutage.next = false;
        throw new OutsideSystemUnavailable('creditRegister');
      }
      return outside.creditRegister.report(socialCard);
    },
  };
  const lending = {
    decisionEngine: sandboxDecisionEngine({ registry: outside.registry, creditRegister, delayMs: [decisionDelay, decisionDelay] }),
    partner: sandboxPartnerAvailability({ delayMs: [partnerDelay, partnerDelay] }),
  };
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
});
afterAll(() => database.close());

let flats = 0;
const nextFlat = () => {
  // Flat 13 is the sandbox partner's refused one (lending-property-availability.test.ts).
  flats += flats === 12 ? 2 : 1;
  return catalogue.apartments[flats - 1] ?? 0;
};

/** The applicant data of a persona: its valid document, the names of the driver, its registry marital status, a monthly income tax of 300,000 (the register's income then bounds it). */
const dataOf = (persona: SandboxPersona, card: string, overrides: Record<string, unknown> = {}) => {
  const document = persona.documents.find((candidate) => candidate.valid) ?? persona.documents[0];
  return applicantData(card, { documentType: document?.type, documentNumber: document?.number, monthlyIncomeTax: 300_000, ...overrides });
};

/** A draft on a catalogue flat, confirmed by its developer, with every step saved; language is the person's. */
async function draft(branch: SandboxPersona['branch'], options: { info?: Record<string, unknown>; data?: Record<string, unknown>; language?: 'hy' | 'ru' | 'en' } = {}) {
  const p = await signedInPerson(t);
  if (options.language) await database.db.update(users).set({ language: options.language }).where(eq(users.id, p.userId));
  const started = await api.start(p.token, { property: { marketType: '0', apartmentId: nextFlat() } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id;
  const card = freshCard(branch);
  for (const [step, data] of [
    ['loanInfo', options.info ?? loanInfo()],
    ['applicantData', dataOf(personaFor(branch), card, options.data)],
    ['consent', consent],
    ['coBorrower', alone],
    ['addresses', addresses],
  ] as const) {
    const saved = await api.step(p.token, id, step, data);
    expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
  // A married persona applying alone gives their spouse's data and document.
  await giveSpouseStep(api, p.token, id, card);
  // The developer confirms the flat after its delay.
  await scheduler.runDue();
  t.clock.advance(partnerDelay);
  await scheduler.runDue();
  expect((await api.get(p.token, id)).body.property?.availability).toBe('confirmed');
  return { p, id };
}

/** Submits, lets the outbox hand it to the engine, and waits the engine's delay for its answer. */
async function decided(p: Person, id: string) {
  const sent = await api.submit(p.token, id);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.body.status).toBe('Sent');
  await scheduler.runDue();
  const received = await api.get(p.token, id);
  t.clock.advance(decisionDelay);
  await scheduler.runDue();
  return { received: received.body, answer: (await api.get(p.token, id)).body };
}

const log = (id: string) => database.db.select().from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, id)).orderBy(asc(loanApplicationEvents.seq));
/** The lending mails to an address (its account's confirmation mail left out). */
const mailsTo = async (email: string) => (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(asc(outboxMessages.id))).filter((mail) => mail.template.startsWith('loan'));
const statusOf = async (id: string) => (await applicationRow(database.db, id))?.status;
const noticesOf = (userId: string) => database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));

describe(`decisions of the sandbox engine (${expectedKind})`, () => {
  it('eligible: approved for the amount asked, the offer from the calculation module, within the engine delay; mailed and notified', async () => {
    const { p, id } = await draft('eligible');
    const { received, answer } = await decided(p, id);
    expect(received.status).toBe('SentToBank');
    // 30,000,000 at 12% over 240 months: 330,326 a month (as pre-qualification computes it).
    expect(answer).toMatchObject({ status: 'ApprovedByBank', offer: { amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: 12, monthlyPayment: 330_326 } });
    expect(answer.offer?.actualRatePercent).toBeGreaterThan(12);
    expect(answer.offer?.actualRatePercent).toBeLessThan(13);
    const entries = await log(id);
    expect(entries.slice(-2).map((row) => [row.eventType, row.actorKind, row.actorId, row.fromStatus, row.toStatus])).toEqual([
      ['bank.received', 'system', 'decision-engine', 'Sent', 'SentToBank'],
      ['decision.approved', 'system', 'decision-engine', 'SentToBank', 'ApprovedByBank'],
    ]);
    const submittedAt = entries.find((row) => row.eventType === 'application.submit')?.at.getTime() ?? 0;
    expect((entries.at(-1)?.at.getTime() ?? 0) - submittedAt).toBeLessThan(minutes(5));
    const [mail] = await mailsTo(p.email);
    expect(mail).toMatchObject({ template: 'loanApproved', language: 'hy' });
    expect(mail?.body).toContain('330');
    expect(mail?.body).toContain('http://localhost/hy/profile?section=applications');
    expect(await noticesOf(p.userId)).toMatchObject([{ kind: 'loanApplication', params: { applicationId: id, outcome: 'approved' } }]);
  });

  it('eligibleLower: approved for the largest amount whose payment fits the income (payment-to-income 50%)', async () => {
    const { p, id } = await draft('eligibleLower', { info: loanInfo({ amount: 35_000_000, downPayment: 5_000_000 }), language: 'en' });
    const { answer } = await decided(p, id);
    // 450,000 net: half is 225,000, less 30,000 of loans = 195,000 a month over 240 months at 12% → 17,709,000.
    expect(answer).toMatchObject({ status: 'ApprovedByBank', offer: { amount: 17_709_000, requestedAmount: 35_000_000 } });
    const [mail] = await mailsTo(p.email);
    expect(mail).toMatchObject({ template: 'loanApprovedForLess', language: 'en', subject: 'Your mortgage is approved for a smaller amount' });
    expect(mail?.body).toMatch(/AMD\s?17,709,000/);
    expect(mail?.body).toMatch(/AMD\s?35,000,000/);
  });

  it('derives the income from the monthly income tax: a low declared tax lends less than the register would', async () => {
    // Income tax 60,000: gross 300,000, net 300,000 − 60,000 − 15,000 − 1,000 − 4,800 = 219,200; half is 109,600 → 9,953,000.
    const { p, id } = await draft('eligible', { data: { monthlyIncomeTax: 60_000 } });
    const { answer } = await decided(p, id);
    expect(answer.offer).toMatchObject({ amount: 9_953_000, requestedAmount: 30_000_000 });
  });

  it.each([
    ['lowIncome', 'lowIncome'],
    ['creditHistory', 'creditHistory'],
  ] as const)('%s: rejected with the reason; the booking is released and a new application is possible 7 days later', async (branch, reason) => {
    const { p, id } = await draft(branch, { language: 'ru' });
    const { answer } = await decided(p, id);
    expect(answer).toMatchObject({ status: 'RejectedByBank', rejection: { reason } });
    const decidedAt = t.clock.now();
    const [notice] = await noticesOf(p.userId);
    expect(notice).toMatchObject({ kind: 'loanApplication', params: { applicationId: id, outcome: 'rejected', date: new Date(decidedAt.getTime() + days(7)).toISOString() } });
    // The application says the same day.
    expect(answer.rejection?.newApplicationFrom).toBe(new Date(decidedAt.getTime() + days(7)).toISOString());
    const [mail] = await mailsTo(p.email);
    expect(mail).toMatchObject({ template: 'loanRejected', language: 'ru', subject: 'Ваша заявка на ипотеку не одобрена' });
    expect(mail?.body).toContain(reason === 'lowIncome' ? 'доход' : 'кредитная история');
    expect(mail?.body).toContain(new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'Asia/Yerevan' }).format(new Date(decidedAt.getTime() + days(7))));
  });

  it('manualReview: goes to a bank employee with the documents to bring, in Armenian', async () => {
    const { p, id } = await draft('manualReview', { language: 'hy' });
    const { answer } = await decided(p, id);
    expect(answer).toMatchObject({ status: 'ManualReview', reviewDocuments: ['identityDocument', 'socialCard', 'incomeStatement', 'employmentContract', 'creditObligations'] });
    const [mail] = await mailsTo(p.email);
    expect(mail).toMatchObject({ template: 'loanManualReview', language: 'hy' });
    expect(mail?.body).toContain('աշխատանքային պայմանագիր');
    expect(await noticesOf(p.userId)).toMatchObject([{ params: { outcome: 'manualReview' } }]);
  });

  it('documentMismatch: a document the registry does not hold sends the draft back to be corrected, and the corrected one is decided', async () => {
    const persona = personaFor('documentMismatch');
    const replaced = persona.documents.find((document) => !document.valid);
    const { p, id } = await draft('documentMismatch', { data: { documentType: 'passport', documentNumber: replaced?.number }, language: 'en' });
    const { answer } = await decided(p, id);
    expect(answer).toMatchObject({ status: 'Draft', documentMismatch: true });
    // The draft names the valid document the registry holds, its number partly hidden.
    expect(answer.documentsHeld).toEqual([{ type: 'biometricPassport', number: 'AR••••543' }]);
    const [mail] = await mailsTo(p.email);
    expect(mail).toMatchObject({ template: 'loanDocumentMismatch', subject: 'Please correct your document details' });
    expect(await noticesOf(p.userId)).toMatchObject([{ params: { outcome: 'documentMismatch' } }]);
    // The valid biometric passport: submitted again under a new key, and approved.
    const valid = persona.documents.find((document) => document.valid);
    const card = answer.steps.applicantData?.socialCardNumber ?? '';
    expect((await api.step(p.token, id, 'applicantData', dataOf(persona, card, { documentType: valid?.type, documentNumber: valid?.number }))).status).toBe(200);
    for (const [step, data] of [['consent', consent], ['coBorrower', alone], ['addresses', addresses]] as const) expect((await api.step(p.token, id, step, data)).status).toBe(200);
    const again = await decided(p, id);
    expect(again.answer.status).toBe('ApprovedByBank');
    expect((await database.db.select().from(loanApplicationOutbox).where(eq(loanApplicationOutbox.applicationId, id))).map((row) => row.sentAt !== null)).toEqual([true, true]);
  });

  it('creditRegisterDown: the engine is unavailable, the application waits (Pending) while the outbox retries, and expires when the process window ends', async () => {
    const { p, id } = await draft('creditRegisterDown', { language: 'en' });
    const sent = await api.submit(p.token, id);
    expect(sent.body.status).toBe('Sent');
    await scheduler.runDue();
    expect((await api.get(p.token, id)).body.status).toBe('Pending');
    const [row] = await database.db.select().from(loanApplicationOutbox).where(eq(loanApplicationOutbox.applicationId, id));
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    // Retried after 30 s: still down, still Pending, nothing logged for it.
    const before = (await log(id)).length;
    t.clock.advance(30_000);
    await scheduler.runDue();
    expect((await log(id)).length).toBe(before);
    expect((await database.db.select().from(loanApplicationOutbox).where(eq(loanApplicationOutbox.id, row?.id ?? 0)))[0]?.attempts).toBe(2);
    // The primary process window (7 days from the submission) runs out.
    t.clock.advance(days(7));
    await scheduler.runDue();
    // (Read from the table: the person's session has ended in the 7 days.)
    expect(await statusOf(id)).toBe('Expired');
    expect((await mailsTo(p.email)).map((mail) => mail.template)).toEqual(['loanExpired']);
    expect(await noticesOf(p.userId)).toMatchObject([{ params: { outcome: 'expired' } }]);
  });
});

describe(`other status changes that are mailed and notified (${expectedKind})`, () => {
  it('a draft not submitted in its 2 days expires: mailed and notified, the flat released', async () => {
    const p = await signedInPerson(t);
    await database.db.update(users).set({ language: 'en' }).where(eq(users.id, p.userId));
    const started = await api.start(p.token, { property: { marketType: '0', apartmentId: nextFlat() } });
    const id = started.body.id;
    const bookingId = (await applicationRow(database.db, id))?.bookingId ?? 0;
    t.clock.advance(days(2));
    await scheduler.runDue();
    expect(await statusOf(id)).toBe('Expired');
    expect((await bookingRow(database.db, bookingId))?.releasedAt).not.toBeNull();
    expect(await mailsTo(p.email)).toMatchObject([{ template: 'loanExpired', language: 'en', subject: 'Your mortgage application has expired' }]);
    expect(await noticesOf(p.userId)).toMatchObject([{ kind: 'loanApplication', params: { applicationId: id, outcome: 'expired' } }]);
  });

  it("a bank employee's decision on a manual review is mailed like the engine's", async () => {
    const { p, id } = await draft('manualReview', { language: 'en' });
    await decided(p, id);
    const staff = { kind: 'staff', staffId: 'credit-officer-7' } as const;
    const offer = { amount: 25_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: 12, actualRatePercent: 12.68, monthlyPayment: 275_272 };
    await applyLendingEvent(database.db, id, { type: 'review.approve', by: staff, offer, at: t.clock.now().toISOString() }, staff, t.clock, 'http://localhost');
    expect((await mailsTo(p.email)).map((mail) => mail.template)).toEqual(['loanManualReview', 'loanApprovedForLess']);
    expect((await noticesOf(p.userId)).map((notice) => (notice.params as { outcome: string }).outcome)).toEqual(['manualReview', 'approvedForLess']);
  });
});

describe(`the registryDown persona (${expectedKind})`, () => {
  it('the engine cannot read the registry: Pending, and the outbox keeps the request unsent', async () => {
    // The wizard's applicant-data step already answers 503 for this card, so its steps are written directly.
    const { p, id } = await draft('eligible');
    const row = await applicationRow(database.db, id);
    const steps = row?.steps as { applicantData: Record<string, unknown> };
    await database.db
      .update(loanApplications)
      .set({ steps: { ...steps, applicantData: { ...steps.applicantData, socialCardNumber: freshCard('registryDown'), documentNumber: 'AG5678901' } } })
      .where(eq(loanApplications.id, id));
    expect((await api.submit(p.token, id)).status).toBe(200);
    await scheduler.runDue();
    expect(await statusOf(id)).toBe('Pending');
    expect((await database.db.select().from(loanApplicationOutbox).where(eq(loanApplicationOutbox.applicationId, id)))[0]).toMatchObject({ sentAt: null, attempts: 1 });
  });
});

describe(`the outbox and the engine's idempotency (${expectedKind})`, () => {
  it('unavailable then retried: a passing outage makes it Pending, the retry hands it over and it is decided', async () => {
    const { p, id } = await draft('eligible');
    expect((await api.submit(p.token, id)).status).toBe(200);
    creditOutage.next = true;
    await scheduler.runDue();
    expect((await api.get(p.token, id)).body.status).toBe('Pending');
    const [retry] = await database.db
      .select()
      .from(deadlines)
      .where(and(eq(deadlines.kind, lendingOutboxSendKind)))
      .orderBy(asc(deadlines.id));
    expect(retry).toBeDefined();
    t.clock.advance(30_000);
    await scheduler.runDue();
    expect((await api.get(p.token, id)).body.status).toBe('SentToBank');
    t.clock.advance(decisionDelay);
    await scheduler.runDue();
    expect((await api.get(p.token, id)).body.status).toBe('ApprovedByBank');
    expect((await log(id)).map((row) => row.eventType).slice(-4)).toEqual(['application.submit', 'bank.unavailable', 'bank.received', 'decision.approved']);
  });

  it('sending one request twice decides it once: a second send of the row, and a repeated submit with the same key', async () => {
    const { p, id } = await draft('eligible');
    expect((await api.submit(p.token, id)).status).toBe(200);
    await scheduler.runDue();
    const [row] = await database.db.select().from(loanApplicationOutbox).where(eq(loanApplicationOutbox.applicationId, id));
    expect(row?.sentAt).not.toBeNull();
    // As if an instance had sent it and crashed before recording it: the row is sent again under its key.
    await database.db.update(loanApplicationOutbox).set({ sentAt: null }).where(eq(loanApplicationOutbox.id, row?.id ?? 0));
    await database.db.insert(deadlines).values({ kind: lendingOutboxSendKind, dueAt: t.clock.now(), payload: { outboxId: row?.id } });
    await scheduler.runDue();
    const answers = async () => (await database.db.select().from(deadlines).where(eq(deadlines.kind, decisionAnswerKind))).filter((deadline) => (deadline.payload as { applicationId: string }).applicationId === id);
    expect(await answers()).toHaveLength(1);
    t.clock.advance(decisionDelay);
    await scheduler.runDue();
    expect((await log(id)).filter((entry) => entry.eventType.startsWith('decision.'))).toHaveLength(1);
    expect((await api.get(p.token, id)).body.status).toBe('ApprovedByBank');

    // The engine itself: the same key twice in one transaction schedules one answer.
    const engine = sandboxDecisionEngine({ ...sandboxOutsideSystems(t.clock, instantSandbox), delayMs: [1_000, 1_000] });
    const persona = personaFor('eligible');
    const request: DecisionRequest = {
      applicationId: id,
      socialCard: persona.socialCard,
      documentType: 'passport',
      documentNumber: persona.documents[0]?.number ?? '',
      birthDate: '1990-01-01',
      monthlyIncomeTax: 300_000,
      amount: 30_000_000,
      termMonths: 240,
      currency: 'AMD',
      repaymentType: 'annuity',
      reason: 'firstHome',
      propertyPrice: 40_000_000,
      marketType: '0',
      coApplicant: null,
    };
    await database.db.transaction(async (tx) => {
      await engine.submit(tx, request, 'test:same-key', t.clock.now());
      await engine.submit(tx, request, 'test:same-key', t.clock.now());
    });
    const sameKey = (await database.db.select().from(deadlines).where(eq(deadlines.kind, decisionAnswerKind))).filter((deadline) => (deadline.payload as { idempotencyKey: string }).idempotencyKey === 'test:same-key');
    expect(sameKey).toHaveLength(1);
    // Stale: the application's latest request is another key, so the answer changes nothing.
    t.clock.advance(1_000);
    const logBefore = await log(id);
    await scheduler.runDue();
    expect(await log(id)).toEqual(logBefore);
  });

  it("the engine cannot read the co-applicant's records: it is unavailable and schedules no answer", async () => {
    const engine = sandboxDecisionEngine({ ...sandboxOutsideSystems(t.clock, instantSandbox), delayMs: [1_000, 1_000] });
    const anna = personaFor('eligible');
    const person = { documentType: 'passport', birthDate: '1990-01-01', monthlyIncomeTax: 300_000 } as const;
    const request: DecisionRequest = {
      applicationId: 'application-co-down',
      ...person,
      socialCard: anna.socialCard,
      documentNumber: 'AN1234567',
      coApplicant: { ...person, socialCard: freshCard('creditRegisterDown'), documentNumber: 'AH6789012' },
      amount: 30_000_000,
      termMonths: 240,
      currency: 'AMD',
      repaymentType: 'annuity',
      reason: 'firstHome',
      propertyPrice: 40_000_000,
      marketType: '0',
    };
    await expect(database.db.transaction((tx) => engine.submit(tx, request, 'test:co-applicant-down', t.clock.now()))).rejects.toBeInstanceOf(OutsideSystemUnavailable);
    const scheduled = (await database.db.select().from(deadlines).where(eq(deadlines.kind, decisionAnswerKind))).filter((deadline) => (deadline.payload as { idempotencyKey: string }).idempotencyKey === 'test:co-applicant-down');
    expect(scheduled).toEqual([]);
  });

  it('two schedulers on one due row send it once (claimed with FOR UPDATE SKIP LOCKED)', async () => {
    const { p, id } = await draft('eligible');
    expect((await api.submit(p.token, id)).status).toBe(200);
    const second = await database.connectAgain();
    const other = new Scheduler({ db: second.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending: { decisionEngine: sandboxDecisionEngine({ ...sandboxOutsideSystems(t.clock, instantSandbox), delayMs: [decisionDelay, decisionDelay] }), partner: sandboxPartnerAvailability({ delayMs: [partnerDelay, partnerDelay] }) } }) });
    await Promise.all([scheduler.runDue(), other.runDue()]);
    expect((await log(id)).filter((entry) => entry.eventType === 'bank.received')).toHaveLength(1);
    const answers = (await database.db.select().from(deadlines).where(eq(deadlines.kind, decisionAnswerKind))).filter((deadline) => (deadline.payload as { applicationId: string }).applicationId === id);
    expect(answers).toHaveLength(1);
  });
});

describe('the request the outbox hands the engine (decisionRequestOf)', () => {
  const anna = personaFor('eligible');
  const mariam = personaFor('coApplicantFamily');
  const application = {
    id: 'application-1',
    steps: { loanInfo: loanInfo(), applicantData: dataOf(anna, anna.socialCard, { birthDate: '1992-01-10' }), consent, coBorrower: { mode: 'together' }, addresses },
  } as unknown as typeof loanApplications.$inferSelect;
  const payload = { applicationId: 'application-1', mainApplicantId: 'u', marketType: '0', apartmentId: 1, price: 40_000_000, submittedAt: null } as const;

  it("asks about the applicant, and about the accepted co-applicant from their own applicant-data step", () => {
    const alone = decisionRequestOf(application, payload, null);
    expect(alone).toMatchObject({ applicationId: 'application-1', socialCard: anna.socialCard, documentNumber: 'AN1234567', birthDate: '1992-01-10', monthlyIncomeTax: 300_000, amount: 30_000_000, coApplicant: null });
    const theirData = dataOf(mariam, mariam.socialCard, { birthDate: '1995-05-05', monthlyIncomeTax: 120_000 });
    const together = decisionRequestOf(application, payload, { steps: { applicantData: theirData, consent } });
    expect(together.coApplicant).toEqual({ socialCard: mariam.socialCard, documentType: 'passport', documentNumber: 'AD1414141', birthDate: '1995-05-05', monthlyIncomeTax: 120_000 });
    // The applicant's own data stays theirs.
    expect(together.socialCard).toBe(anna.socialCard);
  });

  it('refuses to send a co-applicant whose applicant data is missing (the chart lets the applicant submit only once their part is confirmed)', () => {
    expect(() => decisionRequestOf(application, payload, { steps: { consent } })).toThrow(/co-applicant's applicant data/);
  });
});

describe('the sandbox engine decides like the bank (decideApplication)', () => {
  const today = '2026-03-02';
  const outside = sandboxOutsideSystems({ now: () => new Date('2026-03-02T08:00:00Z') }, instantSandbox);
  const documentOf = (persona: SandboxPersona) => persona.documents.find((document) => document.valid) ?? persona.documents[0];
  /** A person of the request: the persona's valid document, a monthly income tax of 300,000 (the register's income then bounds it). */
  const personOf = (persona: SandboxPersona, overrides: Partial<DecisionPerson> = {}): DecisionPerson => ({
    socialCard: persona.socialCard,
    documentType: documentOf(persona)?.type ?? 'passport',
    documentNumber: documentOf(persona)?.number ?? '',
    birthDate: '1990-01-01',
    monthlyIncomeTax: 300_000,
    ...overrides,
  });
  const requestFor = (persona: SandboxPersona, overrides: Partial<DecisionRequest> = {}): DecisionRequest => ({
    applicationId: 'a',
    ...personOf(persona),
    amount: 30_000_000,
    termMonths: 240,
    currency: 'AMD',
    repaymentType: 'annuity',
    reason: 'firstHome',
    propertyPrice: 40_000_000,
    marketType: '0',
    coApplicant: null,
    ...overrides,
  });
  const recordsOf = async (socialCard: string) => ({ person: await outside.registry.findPerson(socialCard), report: await outside.creditRegister.report(socialCard) });
  const decideRequest = async (request: DecisionRequest) =>
    decideApplication(request, { applicant: await recordsOf(request.socialCard), coApplicant: request.coApplicant && (await recordsOf(request.coApplicant.socialCard)) }, today);
  const decide = async (branch: SandboxPersona['branch'], overrides: Partial<DecisionRequest> = {}) => decideRequest(requestFor(personaFor(branch), overrides));
  /** Applying together: the applicant of `branch` with the co-applicant of `coBranch`. */
  const together = (branch: SandboxPersona['branch'], coBranch: SandboxPersona['branch'], overrides: Partial<DecisionRequest> = {}, coOverrides: Partial<DecisionPerson> = {}) =>
    decide(branch, { coApplicant: personOf(personaFor(coBranch), coOverrides), ...overrides });

  it('refuses by age and, on the primary market, citizenship; lends to a registered non-citizen on the secondary market', async () => {
    expect(await decide('tooYoung')).toEqual({ outcome: 'rejected', reason: 'tooYoung' });
    expect(await decide('tooOld')).toEqual({ outcome: 'rejected', reason: 'tooOld' });
    expect(await decide('tooOldAtMaturity')).toEqual({ outcome: 'rejected', reason: 'tooOldAtMaturity' });
    expect(await decide('tooOldAtMaturity', { termMonths: 120 })).toMatchObject({ outcome: 'approved' });
    expect(await decide('notCitizen')).toEqual({ outcome: 'rejected', reason: 'notCitizen' });
    expect(await decide('notCitizen', { marketType: '1', amount: 20_000_000 })).toMatchObject({ outcome: 'approved', offer: { amount: 20_000_000 } });
  });

  it('a social card the registry does not know, or a document it does not hold, is a document mismatch', async () => {
    expect(await decide('eligible', { socialCard: '1000000999' })).toEqual({ outcome: 'documentMismatch', person: 'applicant' });
    expect(await decide('eligible', { documentNumber: 'AN0000000' })).toEqual({ outcome: 'documentMismatch', person: 'applicant' });
  });

  it('approves for less in the loan currency, rounded down to 100 dollars, and a differentiated loan by its first (largest) payment', async () => {
    // 195,000 drams a month allow 17,709,000 drams: at 380 drams a dollar, 46,602 dollars → 46,600.
    expect(await decide('eligibleLower', { currency: 'USD', amount: 8_000_000 })).toMatchObject({ outcome: 'approved', offer: { amount: 4_660_000, requestedAmount: 8_000_000 } });
    // Differentiated: L = 195,000 / (1/240 + 0.01) = 13,764,705 → 13,764,000.
    const differentiated = await decide('eligibleLower', { repaymentType: 'differentiated' });
    expect(differentiated).toMatchObject({ outcome: 'approved', offer: { amount: 13_764_000 } });
    expect(differentiated.outcome === 'approved' && differentiated.offer.monthlyPayment).toBeLessThanOrEqual(195_000);
  });

  it('derives the net income from the monthly income tax at the payroll rates', () => {
    // 300,000 gross: 60,000 tax, 15,000 pension, 1,000 stamp duty, 4,800 health insurance.
    expect(netIncomeFromIncomeTax(60_000, '1990-01-01')).toBe(219_200);
    // Born before 1974: no funded pension.
    expect(netIncomeFromIncomeTax(60_000, '1970-01-01')).toBe(234_200);
    expect(netIncomeFromIncomeTax(0, '1990-01-01')).toBe(0);
  });

  describe('applying together: both people, the joint income and both histories', () => {
    it('approves a couple where the applicant alone is refused for low income: the joint net income less both loans', async () => {
      expect(await decide('lowIncome')).toEqual({ outcome: 'rejected', reason: 'lowIncome' });
      // Gor 250,000 + Mariam 600,000 = 850,000 net: half is 425,000, less Gor's 120,000 of loans = 305,000 a month → 27,699,000 over 240 months at 12%.
      const joint = await together('lowIncome', 'coApplicantFamily');
      expect(joint).toMatchObject({ outcome: 'approved', offer: { requestedAmount: 30_000_000 } });
      expect(joint.outcome === 'approved' && joint.offer.amount).toBe(27_699_000);
      expect(joint.outcome === 'approved' && joint.offer.monthlyPayment).toBeLessThanOrEqual(305_000);
      // Each income is still bounded by its own tax records and declared tax: a co-applicant who declares little adds little.
      const small = await together('lowIncome', 'coApplicantFamily', {}, { monthlyIncomeTax: 5_000 });
      expect(small).toEqual({ outcome: 'rejected', reason: 'lowIncome' });
    });

    it("sums both people's loan payments: the co-applicant's debts lower what the couple may borrow", async () => {
      // Tigran alone: 17,709,000. With Aram (500,000 net, no loans): 950,000 net, half 475,000 less Tigran's 30,000 = 445,000 → the 30 million asked.
      expect(await decide('eligibleLower')).toMatchObject({ outcome: 'approved', offer: { amount: 17_709_000 } });
      expect(await together('eligibleLower', 'eligibleSpouse')).toMatchObject({ outcome: 'approved', offer: { amount: 30_000_000, requestedAmount: 30_000_000 } });
      // Gor (250,000 net, 120,000 of loans) with Tigran (450,000, 30,000): 700,000 net, half 350,000 less 150,000 = 200,000 → 18,163,000, less than either alone would get from 350,000.
      const withDebts = await together('lowIncome', 'eligibleLower');
      expect(withDebts).toMatchObject({ outcome: 'approved', offer: { requestedAmount: 30_000_000 } });
      expect(withDebts.outcome === 'approved' && withDebts.offer.monthlyPayment).toBeLessThanOrEqual(200_000);
      expect(withDebts.outcome === 'approved' && withDebts.offer.monthlyPayment).toBeGreaterThan(195_000);
    });

    it("refuses by the co-applicant's credit history, and sends a couple to review when the weaker history is middling", async () => {
      expect(await together('eligible', 'coApplicantCreditHistory')).toEqual({ outcome: 'rejected', reason: 'creditHistory' });
      // Anna (780) with Narine (610): the lower score decides.
      expect(await together('eligible', 'manualReview')).toMatchObject({ outcome: 'manualReview' });
      expect(await together('manualReview', 'eligibleSpouse')).toMatchObject({ outcome: 'manualReview' });
    });

    it("names whose document does not match: the co-applicant's replaced passport, or an unknown card; the applicant's first", async () => {
      const hayk = personaFor('coApplicantDocumentMismatch');
      const replaced = hayk.documents.find((document) => !document.valid);
      expect(await together('eligible', 'coApplicantDocumentMismatch', {}, { documentType: 'passport', documentNumber: replaced?.number })).toEqual({ outcome: 'documentMismatch', person: 'coApplicant' });
      expect(await together('eligible', 'coApplicantDocumentMismatch')).toMatchObject({ outcome: 'approved' });
      expect(await together('eligible', 'eligibleSpouse', {}, { socialCard: '1000000999' })).toEqual({ outcome: 'documentMismatch', person: 'coApplicant' });
      expect(await together('eligible', 'coApplicantDocumentMismatch', { documentNumber: 'AN0000000' }, { documentNumber: replaced?.number })).toEqual({ outcome: 'documentMismatch', person: 'applicant' });
    });

    it("refuses a co-applicant who is not a citizen on either market, and by the co-applicant's age", async () => {
      expect(await together('eligible', 'coApplicantNotCitizen')).toEqual({ outcome: 'rejected', reason: 'notCitizen' });
      expect(await together('eligible', 'coApplicantNotCitizen', { marketType: '1', amount: 20_000_000 })).toEqual({ outcome: 'rejected', reason: 'notCitizen' });
      // Levon is 58: 78 at the end of 20 years; 7 years fit.
      expect(await together('eligible', 'coApplicantTooOldAtMaturity')).toEqual({ outcome: 'rejected', reason: 'tooOldAtMaturity' });
      expect(await together('eligible', 'coApplicantTooOldAtMaturity', { termMonths: 84, amount: 20_000_000 })).toMatchObject({ outcome: 'approved' });
      expect(await together('eligible', 'tooOld')).toEqual({ outcome: 'rejected', reason: 'tooOld' });
      expect(await together('eligible', 'tooYoung')).toEqual({ outcome: 'rejected', reason: 'tooYoung' });
    });

    it('the registry has the spouse persona and each twin married to the same serial of the other', async () => {
      const anna = personaFor('eligible');
      const aram = personaFor('eligibleSpouse');
      expect((await outside.registry.findPerson(anna.socialCard))?.spouseSocialCard).toBe(aram.socialCard);
      expect((await outside.registry.findPerson(aram.socialCard))?.spouseSocialCard).toBe(anna.socialCard);
      expect((await outside.registry.findPerson(twinSocialCard(anna.socialCard, 4_321)))?.spouseSocialCard).toBe(twinSocialCard(aram.socialCard, 4_321));
      expect((await outside.registry.findPerson(twinSocialCard(aram.socialCard, 4_321)))).toMatchObject({ maritalStatus: 'married', spouseSocialCard: twinSocialCard(anna.socialCard, 4_321) });
      expect((await outside.registry.findPerson(personaFor('coApplicantFamily').socialCard))?.spouseSocialCard).toBeNull();
    });
  });
});
