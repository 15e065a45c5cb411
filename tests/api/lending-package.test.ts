import { createHash, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanSchedule } from '../../api/contract/calculations/loan';
import { contractSenders, sandboxContractSystem } from '../../api/server/adapters/contract-system.sandbox';
import { bankRatePercent, sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxPartnerAvailability } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { minutes } from '../../api/server/clock';
import { lendingPackageDocuments, lendingPackageSignatures, lendingProcessAnswers, prequalApplications, users } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { endOfNextWorkingDay } from '../../api/server/lib/armenian-calendar';
import { silentLogger } from '../../api/server/logger';
import { serverMessage } from '../../api/server/i18n';
import { paymentDate } from '../../api/server/services/lending/lending-package-pdf';
import type { RepaymentSchedule } from '../../api/contract/repayment-schedule';
import { lendingPackageViewSchema, type LendingPackageView } from '../../api/server/services/lending/lending-package.service';
import { applyLendingEvent } from '../../api/server/services/lending/lending-runtime';
import { folderStorage } from '../../api/server/storage/folder-storage';
import type { LendingActor, LendingEvent, LendingOffer } from '../../machines/lending/lending.machine';
import { get, mailbox, post, signIn } from '../support/account-helpers';
import { pdfText } from '../support/pdf-text';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';
import { jointDraft } from '../drivers/co-applicant.api';
import { applicationRow, bookingRow, fillSteps, freshCard, loanApi, seedLoanCatalogue, signedInPerson, type LoanCatalogue, type Person, type Refusal } from '../drivers/loan-applications.api';

/*
 * The contract's data, the package and its signing (issue 17): the repayment day's rules, the bank's
 * contract system preparing and checking the package (PDFs in each person's language, SHA-256 kept),
 * signing with a one-time code (wrong, expired, replaced and reused codes), a package that expires
 * unsigned and is prepared again, both signatures and the loan's approval, and cancelling the package.
 * The chart is brought to the contract's data with the API where it has one and its events otherwise.
 */

const step = 60_000;
let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;
let scheduler: Scheduler;
const storage = folderStorage(join(tmpdir(), `tun-test-package-${randomUUID()}`));

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database, { storage });
  // A Monday, 12:00 in Yerevan.
  t.clock.set('2026-03-02T08:00:00Z');
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
  const outside = sandboxOutsideSystems(t.clock, instantSandbox);
  const contract = sandboxContractSystem({ storage, delays: { prepareMs: [step, step], checkMs: [step, step], approveMs: [step, step] } });
  const lending = {
    decisionEngine: sandboxDecisionEngine({ ...outside, delayMs: [step, step] }),
    partner: sandboxPartnerAvailability({ delayMs: [step, step] }),
    processSenders: contractSenders(contract),
  };
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
});
afterAll(() => database.close());

let flats = 0;
const nextFlat = () => {
  // Flat 13 is the sandbox partner's refused one.
  flats += flats === 12 ? 2 : 1;
  return catalogue.apartments[flats - 1] ?? 0;
};
let phones = 0;
const nextPhone = () => `+37494${String(100_000 + (phones += 1)).slice(-6)}`;

type Answer<T> = { status: number; body: T };
function checked(answer: Answer<LendingPackageView & Refusal>) {
  if (answer.status === 200) {
    const parsed = v.safeParse(lendingPackageViewSchema, answer.body);
    if (!parsed.success) throw new Error(`the answer is not a package view: ${JSON.stringify(v.flatten(parsed.issues))}`);
  }
  return answer;
}
const base = (id: string) => `/api/loan-applications/${id}/process`;
const pkg = {
  present: async (token: string, id: string, body: unknown) => checked(await t.json<LendingPackageView & Refusal>(`${base(id)}/package-data`, post(body, { token }))),
  view: async (token: string, id: string) => checked(await t.json<LendingPackageView & Refusal>(`${base(id)}/package`, get({ token }))),
  sendCode: (token: string, id: string) => t.json<{ expiresAt: string } & Refusal>(`${base(id)}/package/signing-code`, post(undefined, { token })),
  sign: async (token: string, id: string, code: unknown) => checked(await t.json<LendingPackageView & Refusal>(`${base(id)}/package/sign`, post({ code }, { token }))),
  reject: async (token: string, id: string) => checked(await t.json<LendingPackageView & Refusal>(`${base(id)}/package/reject`, post(undefined, { token }))),
};
const dataOf = (repaymentDay: number | null, account = '2470000000000001') => ({ repaymentDay, debitAccount: account, explanationsRead: true });

/** The code of the newest SMS to a phone. */
async function codeSentTo(phone: string): Promise<string> {
  const [sms] = await mailbox(t, phone);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in ${JSON.stringify(sms)}`);
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const offer = (() => {
  const schedule = loanSchedule({ principal: 30_000_000, annualRatePercent: bankRatePercent, termMonths: 240, repayment: 'annuity' });
  return { amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: bankRatePercent, actualRatePercent: schedule.actualRatePercent, monthlyPayment: schedule.firstPayment } satisfies LendingOffer;
})();

const system = { kind: 'system', source: 'test' } as const;
const apply = async (id: string, event: LendingEvent) => {
  const actor = 'by' in event ? event.by : system;
  return applyLendingEvent(database.db, id, event, actor, t.clock, 'http://localhost');
};
const by = (person: Person): LendingActor => ({ kind: 'applicant', userId: person.userId });

/** A person's account in a language, with a verified phone (the signing code's destination). */
async function prepare(person: Person, language: 'hy' | 'ru' | 'en') {
  const phone = nextPhone();
  await database.db.update(users).set({ language, phoneNumber: phone, phoneVerifiedAt: t.clock.now() }).where(eq(users.id, person.userId));
  return { ...person, phone };
}
type Party = Person & { phone: string };

interface AtPackageData {
  id: string;
  applicant: Party;
  coApplicant: Party | null;
  bookingId: number | null;
}

/**
 * An application on a catalogue flat at LendingPackageDataNotPresented: drafted and submitted through
 * the API, then the decision, both offers' acceptance, identification, the video calls and spouse
 * data as the chart's events (their own APIs are tested elsewhere).
 */
async function atPackageData(options: { joint: boolean; applicantLanguage?: 'hy' | 'ru' | 'en'; coApplicantLanguage?: 'hy' | 'ru' | 'en' }): Promise<AtPackageData> {
  const api = loanApi(t);
  const flat = nextFlat();
  let id: string;
  let applicant: Person;
  let coApplicant: Person | null = null;
  if (options.joint) {
    const draft = await jointDraft(t, { applicant: 'eligibleLower', coApplicant: 'coApplicantFamily', relationship: 'sister', apartmentId: flat });
    ({ id, applicant, coApplicant } = draft);
  } else {
    applicant = await signedInPerson(t);
    const started = await api.start(applicant.token, { property: { marketType: '0', apartmentId: flat } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    id = started.body.id;
    await fillSteps(api, applicant.token, id, freshCard('eligibleLower'));
  }
  await apply(id, { type: 'property.confirmed' });
  const submitted = await api.submit(applicant.token, id);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const a = await prepare(applicant, options.applicantLanguage ?? 'en');
  const c = coApplicant && (await prepare(coApplicant, options.coApplicantLanguage ?? 'en'));
  const people = c ? [a, c] : [a];
  await apply(id, { type: 'bank.received' });
  await apply(id, { type: 'decision.approved', offer, at: t.clock.now().toISOString() });
  for (const person of people) await apply(id, { type: 'offer.accept', by: by(person) });
  for (const [index, person] of people.entries()) {
    const party = index === 0 ? 'applicant' : 'coApplicant';
    await apply(id, { type: 'identification.start', by: by(person) });
    await apply(id, { type: 'identification.passed', person: party });
  }
  for (const [index, person] of people.entries()) {
    await apply(id, { type: 'onboarding.book', by: by(person), slotAt: new Date(t.clock.now().getTime() + minutes(30 + index * 30)).toISOString() });
    await apply(id, { type: 'onboarding.completed', person: index === 0 ? 'applicant' : 'coApplicant' });
  }
  for (const person of people) await apply(id, { type: 'spouseData.provide', by: by(person) });
  const row = await applicationRow(database.db, id);
  expect(row?.status).toBe('LendingPackageDataNotPresented');
  return { id, applicant: a, coApplicant: c, bookingId: row?.bookingId ?? null };
}

const statusOf = async (id: string) => (await applicationRow(database.db, id))?.status;
const answersOf = (id: string) => database.db.select().from(lendingProcessAnswers).where(eq(lendingProcessAnswers.applicationId, id));
const documentsOf = (id: string) => database.db.select().from(lendingPackageDocuments).where(eq(lendingPackageDocuments.applicationId, id)).orderBy(asc(lendingPackageDocuments.packageNo));
const signaturesOf = (documentIds: string[]) =>
  Promise.all(documentIds.map((documentId) => database.db.select().from(lendingPackageSignatures).where(eq(lendingPackageSignatures.documentId, documentId)))).then((rows) => rows.flat());

/** Lets the outbox hand the request to the contract system, then waits its delays: prepared, then checked. */
async function prepareAndCheck(id: string) {
  await scheduler.runDue();
  expect(await statusOf(id)).toBe('LendingPackagePreparation');
  t.clock.advance(step);
  await scheduler.runDue();
  expect(await statusOf(id)).toBe('LendingPackagePrepared');
  t.clock.advance(step);
  await scheduler.runDue();
  expect(await statusOf(id)).toBe('LendingPackageChecked');
}

/** An application (alone) whose package is checked and may be signed. */
async function checkedPackage(language: 'hy' | 'ru' | 'en' = 'en') {
  const app = await atPackageData({ joint: false, applicantLanguage: language });
  expect((await pkg.present(app.applicant.token, app.id, dataOf(5))).status).toBe(200);
  await prepareAndCheck(app.id);
  return app;
}

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

describe(`the contract package (${expectedKind})`, () => {
  let joint: AtPackageData;
  let stranger: Person;

  beforeAll(async () => {
    joint = await atPackageData({ joint: true, applicantLanguage: 'hy', coApplicantLanguage: 'ru' });
    stranger = await signedInPerson(t);
  });

  it('refuses a repayment day outside 1-20, a missing one, and one from the co-applicant, storing nothing', async () => {
    const { id, applicant, coApplicant } = joint;
    const outOfRange = { type: 'LOAN_CONTRACT', reason: 'PAYMENT_DAY_OUT_OF_RANGE', params: { rule: 'isRepaymentDayValid', min: 1, max: 20 } };
    for (const day of [0, 21, 31, null]) {
      const refused = await pkg.present(applicant.token, id, dataOf(day));
      expect(refused.status, `day ${day}`).toBe(409);
      expect(refused.body).toEqual(outOfRange);
    }
    // Not a whole number, or no day field at all: the input itself is refused.
    for (const body of [dataOf(10.5), { debitAccount: '2470000000000001', explanationsRead: true }, { ...dataOf(10), debitAccount: '12345' }, { ...dataOf(10), explanationsRead: false }]) {
      const refused = await pkg.present(applicant.token, id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.reason).toBe('INVALID_INPUT');
    }
    const fromCoApplicant = await pkg.present(coApplicant?.token ?? '', id, dataOf(10));
    expect(fromCoApplicant.status).toBe(409);
    expect(fromCoApplicant.body).toEqual({ type: 'LOAN_APPLICATION', reason: 'REPAYMENT_DAY_MAIN_APPLICANT_ONLY', params: { rule: 'isWithoutRepaymentDay' } });
    expect((await pkg.present(stranger.token, id, dataOf(10))).status).toBe(404);
    expect(await answersOf(id)).toEqual([]);
    expect(await statusOf(id)).toBe('LendingPackageDataNotPresented');
  });

  it('takes each person\'s part, the main applicant\'s with the day, and starts the preparation once both are in', async () => {
    const { id, applicant, coApplicant } = joint;
    const co = await pkg.present(coApplicant?.token ?? '', id, dataOf(null, '2470000000000002'));
    expect(co.status, JSON.stringify(co.body)).toBe(200);
    expect(co.body).toMatchObject({ status: 'LendingPackageDataPresentedByCoApplicant', dataPresented: true, repaymentDay: null, package: null });
    // Presented already: only the main applicant's part is awaited now.
    const again = await pkg.present(coApplicant?.token ?? '', id, dataOf(null));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ type: 'COMMON', reason: 'FORBIDDEN', params: { rule: 'isMainApplicant' } });
    const main = await pkg.present(applicant.token, id, dataOf(15));
    expect(main.status, JSON.stringify(main.body)).toBe(200);
    expect(main.body).toMatchObject({ status: 'LendingPackagePreparation', repaymentDay: 15, package: null });
    const answers = await answersOf(id);
    expect(answers.map((answer) => [answer.party, (answer.packageData as { repaymentDay: number | null; debitAccount: string }).debitAccount]).sort()).toEqual([
      ['applicant', '2470000000000001'],
      ['coApplicant', '2470000000000002'],
    ]);
  });

  it('is prepared and checked by the contract system within its delays, each person reading it in their language with its SHA-256', async () => {
    const { id, applicant, coApplicant } = joint;
    await scheduler.runDue();
    // The package is printed, not yet prepared: nobody sees it.
    expect((await documentsOf(id)).length).toBe(8);
    expect((await pkg.view(applicant.token, id)).body.package).toBeNull();
    t.clock.advance(step);
    await scheduler.runDue();
    const prepared = await pkg.view(applicant.token, id);
    expect(prepared.body.status).toBe('LendingPackagePrepared');
    const preparedAt = new Date(Date.parse('2026-03-02T08:00:00Z'));
    expect(prepared.body.package).toMatchObject({ packageNo: 1, checked: false });
    // Within 1 working day: the bank's close on the next working day (Tuesday 18:00 in Yerevan).
    expect(prepared.body.package?.expiresAt).toBe('2026-03-03T14:00:00.000Z');
    expect(Date.parse(prepared.body.package?.expiresAt ?? '')).toBeLessThanOrEqual(endOfNextWorkingDay(new Date(preparedAt.getTime() + minutes(60))).getTime());
    // Not yet offered for signing.
    expect((await pkg.sendCode(applicant.token, id)).status).toBe(409);
    t.clock.advance(step);
    await scheduler.runDue();
    expect(await statusOf(id)).toBe('LendingPackageChecked');

    for (const [person, language, title, name] of [
      [applicant, 'hy', 'Հիփոթեքային վարկի պայմանագիր', 'Տոկոս'],
      [coApplicant as Party, 'ru', 'Договор ипотечного кредита', 'Проценты'],
    ] as const) {
      const view = await pkg.view(person.token, id);
      expect(view.status).toBe(200);
      expect(view.body.package?.checked).toBe(true);
      const documents = view.body.package?.documents ?? [];
      expect(documents.map((document) => [document.kind, document.language])).toEqual([
        ['loanAgreement', language],
        ['mortgageAgreement', language],
        ['repaymentSchedule', language],
        ['insuranceTerms', language],
      ]);
      for (const document of documents) {
        const response = await t.request(document.url, get({ token: person.token }));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        const bytes = await response.arrayBuffer();
        expect(sha256(bytes)).toBe(document.sha256);
        expect(bytes.byteLength).toBe(document.bytes);
        const text = await pdfText(bytes);
        if (document.kind === 'loanAgreement') {
          expect(text).toContain(title);
          // The real figures: the people, the repayment day, both accounts, the term.
          expect(text).toContain('Tigran');
          expect(text).toContain('Mariam');
          expect(text).toContain('2470000000000001');
          expect(text).toContain('2470000000000002');
          expect(text).toContain('240');
          expect(text).toContain('15');
        }
        if (document.kind === 'repaymentSchedule') expect(text).toContain(name);
      }
    }
    // The repayment schedule's dates are now the package's: the repayment day of each month after its preparation.
    const schedule = await t.json<RepaymentSchedule>(`/api/loan-applications/${id}/schedule`, get({ token: coApplicant?.token }));
    expect(schedule.body).toMatchObject({ basis: 'package', repaymentDay: 15 });
    const printedAt = (await documentsOf(id))[0]?.createdAt ?? new Date(0);
    expect(schedule.body.rows.slice(0, 3).map((row) => row.date)).toEqual([1, 2, 3].map((month) => paymentDate(printedAt, month, 15)));
    // The other person reads the same package's documents, and a stranger reads nothing.
    const [first] = (await pkg.view(applicant.token, id)).body.package?.documents ?? [];
    expect((await t.request(first?.url ?? '', get({ token: coApplicant?.token }))).status).toBe(200);
    expect((await pkg.view(stranger.token, id)).status).toBe(404);
    expect((await t.request(first?.url ?? '', get({ token: stranger.token }))).status).toBe(404);
    expect((await t.request(first?.url ?? '', get())).status).toBe(401);
    expect((await t.request(`${base(id)}/package/documents/not-a-uuid`, get({ token: applicant.token }))).status).toBe(400);
    expect((await t.request(`${base(id)}/package/documents/${randomUUID()}`, get({ token: applicant.token }))).status).toBe(404);
  });

  it('signs with a one-time code: a missing, wrong, expired or replaced code signs nothing, a used one is not taken again', async () => {
    const { id, applicant } = joint;
    const documentIds = ((await pkg.view(applicant.token, id)).body.package?.documents ?? []).map((document) => document.id);
    expect((await pkg.sign(applicant.token, id, '123456')).body).toEqual({ type: 'LOAN_CONTRACT', reason: 'OTP_NO_LONGER_VALID' });
    expect((await pkg.sendCode(stranger.token, id)).status).toBe(404);
    const sent = await pkg.sendCode(applicant.token, id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.expiresAt).toBe(new Date(t.clock.now().getTime() + minutes(5)).toISOString());
    const code = await codeSentTo(applicant.phone);
    const wrong = await pkg.sign(applicant.token, id, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ type: 'LOAN_CONTRACT', reason: 'OTP_INVALID', params: { retryCount: 1, retriesLeft: 2 } });
    expect((await pkg.sign(applicant.token, id, '12345')).status).toBe(400);
    expect(await statusOf(id)).toBe('LendingPackageChecked');
    expect(await signaturesOf(documentIds)).toEqual([]);
    // Five minutes later the code has expired.
    t.clock.advance(minutes(5));
    expect((await pkg.sign(applicant.token, id, code)).body).toEqual({ type: 'LOAN_CONTRACT', reason: 'OTP_NO_LONGER_VALID' });
    // A new code replaces the one before it.
    expect((await pkg.sendCode(applicant.token, id)).status).toBe(200);
    const replaced = await codeSentTo(applicant.phone);
    expect((await pkg.sendCode(applicant.token, id)).status).toBe(200);
    const fresh = await codeSentTo(applicant.phone);
    // The replaced code is checked against the newest one: a wrong try of it.
    if (replaced !== fresh) expect((await pkg.sign(applicant.token, id, replaced)).body).toEqual({ type: 'LOAN_CONTRACT', reason: 'OTP_INVALID', params: { retryCount: 1, retriesLeft: 2 } });
    expect(await signaturesOf(documentIds)).toEqual([]);
    const signed = await pkg.sign(applicant.token, id, fresh);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SignedByApplicant', signed: true });
    expect(signed.body.package?.documents.every((document) => document.signedAt === t.clock.now().toISOString())).toBe(true);
    const signatures = await signaturesOf(documentIds);
    const documents = await documentsOf(id);
    expect(signatures).toHaveLength(4);
    for (const signature of signatures) {
      expect(signature).toMatchObject({ party: 'applicant', userId: applicant.userId, signedAt: t.clock.now() });
      expect(signature.sha256).toBe(documents.find((document) => document.id === signature.documentId)?.sha256);
      expect(signature.signatureRef).toMatch(/^esig-sandbox-[0-9a-f]{32}$/);
    }
    // The used code is not taken again: the person has signed, only the co-applicant's signature is awaited.
    const reused = await pkg.sign(applicant.token, id, fresh);
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({ type: 'COMMON', reason: 'FORBIDDEN', params: { rule: 'isCoApplicant' } });
    expect((await pkg.sendCode(applicant.token, id)).status).toBe(409);
    expect(await signaturesOf(documentIds)).toHaveLength(4);
  });

  it('needs a verified phone for the code: the profile’s, or one a pre-qualification confirmed by SMS', async () => {
    const { id, coApplicant } = joint;
    const co = coApplicant as Party;
    await database.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, co.userId));
    // The package view tells the signing card to confirm a phone first: the one of the person's applicant data.
    const unconfirmed = (await pkg.view(co.token, id)).body.signingPhone;
    expect(unconfirmed.verified).toBe(false);
    expect(unconfirmed.phoneNumber).toMatch(/^\+374\d{8}$/);
    expect((await pkg.view(joint.applicant.token, id)).body.signingPhone).toEqual({ phoneNumber: joint.applicant.phone, verified: true });
    const refused = await pkg.sendCode(co.token, id);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ type: 'LOAN_CONTRACT', reason: 'PHONE_NOT_VERIFIED' });
    // A pre-qualification whose phone code was confirmed proves the phone too: it is not asked again at signing.
    const now = t.clock.now();
    const prequalPhone = '+37494555666';
    const prequal = { userId: co.userId, stage: 'decided' as const, amount: 30_000_000, termMonths: 240, socialCardNumber: '1000000141', documentType: 'passport' as const, documentNumber: 'AD1414141', consentAt: now, createdAt: now, updatedAt: now };
    await database.db.insert(prequalApplications).values({ ...prequal, phoneNumber: '+37494000111', phoneVerifiedAt: null });
    expect((await pkg.sendCode(co.token, id)).status).toBe(400);
    await database.db.insert(prequalApplications).values({ ...prequal, phoneNumber: prequalPhone, phoneVerifiedAt: now, decidedAt: now });
    expect((await pkg.sendCode(co.token, id)).status).toBe(200);
    expect(await codeSentTo(prequalPhone)).toMatch(/^\d{6}$/);
    expect((await pkg.view(co.token, id)).body.signingPhone).toEqual({ phoneNumber: prequalPhone, verified: true });
    await database.db.update(users).set({ phoneVerifiedAt: t.clock.now() }).where(eq(users.id, co.userId));
  });

  it.each([
    ['en', 'Tun: code {code} signs your loan contract package for AMD 30,000,000. Valid for 5 minutes. Do not share it.'],
    ['ru', 'Tun: код {code} подписывает ваш пакет кредитных договоров на 30 000 000 драм. Действует 5 мин. Никому его не сообщайте.'],
    ['hy', 'Tun՝ {code} կոդով ստորագրում եք Ձեր վարկային պայմանագրերի փաթեթը 30 000 000 ֏ գումարով։ Գործում է 5 րոպե։ Ոչ մեկին մի՛ հայտնեք այն։'],
  ] as const)('texts the signing code in %s with what it signs and for how much; a wrong code says how many tries are left', async (lang, text) => {
    const app = await checkedPackage(lang);
    expect((await pkg.sendCode(app.applicant.token, app.id)).status).toBe(200);
    const code = await codeSentTo(app.applicant.phone);
    const [sms] = await mailbox(t, app.applicant.phone);
    expect(sms?.channel).toBe('sms');
    // Amounts as the mails write them (Intl's spaces in the groups are non-breaking).
    expect(sms?.body.replace(/[\u00a0\u202f]/g, ' ')).toBe(text.replace('{code}', code));
    for (const [retryCount, retriesLeft] of [
      [1, 2],
      [2, 1],
      [3, 0],
    ] as const) {
      const wrong = await pkg.sign(app.applicant.token, app.id, wrongCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ type: 'LOAN_CONTRACT', reason: 'OTP_INVALID', params: { retryCount, retriesLeft } });
      // The catalogued message in the person's language names the tries left.
      const message = serverMessage(lang, 'LOAN_CONTRACT.OTP_INVALID', { retryCount, retriesLeft });
      expect(message).toContain(String(retriesLeft));
      expect(message).not.toContain('{{');
    }
    // The third wrong try spent the code: only a new one helps.
    expect((await pkg.sign(app.applicant.token, app.id, code)).body).toEqual({ type: 'LOAN_CONTRACT', reason: 'OTP_NO_LONGER_VALID' });
    expect(await statusOf(app.id)).toBe('LendingPackageChecked');
  });

  it('is signed once both have signed, and the bank approves the loan', async () => {
    const { id, coApplicant } = joint;
    const co = coApplicant as Party;
    expect((await pkg.sendCode(co.token, id)).status).toBe(200);
    const signed = await pkg.sign(co.token, id, await codeSentTo(co.phone));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.status).toBe('LendingPackageSigned');
    // Signed in Russian: the co-applicant's signatures are of the Russian documents.
    const russian = (await documentsOf(id)).filter((document) => document.language === 'ru').map((document) => document.id);
    expect((await signaturesOf(russian)).map((signature) => signature.party)).toEqual(['coApplicant', 'coApplicant', 'coApplicant', 'coApplicant']);
    await scheduler.runDue();
    expect(await statusOf(id)).toBe('LendingPackageSigned');
    t.clock.advance(step);
    await scheduler.runDue();
    expect(await statusOf(id)).toBe('LoanApproved');
    // The signed package stays readable.
    expect((await pkg.view(co.token, id)).body.package?.documents.every((document) => document.signedAt !== null)).toBe(true);
  });

  it('expires unsigned at the end of the next working day: signing is refused, and a new package is prepared', async () => {
    const app = await checkedPackage('en');
    const first = await pkg.view(app.applicant.token, app.id);
    const expiresAt = first.body.package?.expiresAt ?? '';
    expect((await pkg.sendCode(app.applicant.token, app.id)).status).toBe(200);
    const code = await codeSentTo(app.applicant.phone);
    t.clock.set(expiresAt);
    // A day later the person signs in again (sessions end after 30 idle minutes).
    app.applicant.token = await signIn(t, app.applicant);
    stranger.token = await signIn(t, stranger);
    const late = await pkg.sign(app.applicant.token, app.id, code);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ type: 'LOAN_APPLICATION', reason: 'PACKAGE_EXPIRED', params: { rule: 'isWithinPackageWindow' } });
    expect(await signaturesOf((first.body.package?.documents ?? []).map((document) => document.id))).toEqual([]);
    // The package deadline sends it back to the preparation; the contract system prepares package 2.
    await scheduler.runDue();
    expect(await statusOf(app.id)).toBe('LendingPackagePreparation');
    expect((await pkg.view(app.applicant.token, app.id)).body.package).toBeNull();
    t.clock.advance(step);
    await scheduler.runDue();
    t.clock.advance(step);
    await scheduler.runDue();
    expect(await statusOf(app.id)).toBe('LendingPackageChecked');
    const second = await pkg.view(app.applicant.token, app.id);
    expect(second.body.package?.packageNo).toBe(2);
    expect(Date.parse(second.body.package?.expiresAt ?? '')).toBeGreaterThan(Date.parse(expiresAt));
    const firstIds = new Set((first.body.package?.documents ?? []).map((document) => document.id));
    expect(second.body.package?.documents.some((document) => firstIds.has(document.id))).toBe(false);
    // The old package's documents are still the application's; another application's are not served through this one.
    const other = await checkedPackage('en');
    const [otherDocument] = (await pkg.view(other.applicant.token, other.id)).body.package?.documents ?? [];
    expect((await t.request(`${base(app.id)}/package/documents/${otherDocument?.id}`, get({ token: app.applicant.token }))).status).toBe(404);
    expect((await t.request(`${base(other.id)}/package/documents/${otherDocument?.id}`, get({ token: app.applicant.token }))).status).toBe(404);
    // The new package is signed with a new code.
    expect((await pkg.sendCode(app.applicant.token, app.id)).status).toBe(200);
    const signed = await pkg.sign(app.applicant.token, app.id, await codeSentTo(app.applicant.phone));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.status).toBe('LendingPackageSigned');
  });

  it('is cancelled by the main applicant: the application is rejected and the booking released', async () => {
    const app = await checkedPackage('hy');
    expect(app.bookingId).not.toBeNull();
    const rejected = await pkg.reject(app.applicant.token, app.id);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.status).toBe('RejectedByApplicant');
    expect((await bookingRow(database.db, app.bookingId ?? 0))?.releasedAt).not.toBeNull();
    expect((await pkg.sendCode(app.applicant.token, app.id)).status).toBe(409);
    expect((await pkg.reject(app.applicant.token, app.id)).status).toBe(409);
  });

  it('is cancelled by the co-applicant: the application is rejected and the booking released', async () => {
    const app = await atPackageData({ joint: true });
    expect((await pkg.present(app.applicant.token, app.id, dataOf(20))).status).toBe(200);
    expect((await pkg.reject(app.applicant.token, app.id)).status).toBe(409);
    expect((await pkg.present(app.coApplicant?.token ?? '', app.id, dataOf(null))).status).toBe(200);
    await prepareAndCheck(app.id);
    expect((await pkg.reject(stranger.token, app.id)).status).toBe(404);
    const rejected = await pkg.reject(app.coApplicant?.token ?? '', app.id);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.status).toBe('RejectedByCoApplicant');
    expect((await bookingRow(database.db, app.bookingId ?? 0))?.releasedAt).not.toBeNull();
    const late = await pkg.sign(app.applicant.token, app.id, '123456');
    expect(late.status).toBe(409);
    const rows = await database.db.select().from(lendingPackageSignatures).innerJoin(lendingPackageDocuments, and(eq(lendingPackageDocuments.id, lendingPackageSignatures.documentId), eq(lendingPackageDocuments.applicationId, app.id)));
    expect(rows).toEqual([]);
  });
});
