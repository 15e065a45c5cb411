import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { personaFor as sandboxPersona, sandboxPersonas, twinSocialCard, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { days, minutes } from '../../api/server/clock';
import { deadlines, prequalApplications } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { unsubscribeToken } from '../../api/server/services/prequal/prequal-mail';
import { confirmedUser, get, mailbox, nextAddress, post, refusal, signIn, unauthorizedBody, type TestUser } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
let scheduler: Scheduler;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }) });
});
afterAll(() => database.close());

interface Application {
  id: string;
  stage: string;
  amount: number;
  termMonths: number;
  socialCardNumber: string;
  email: string | null;
  phoneNumber: string | null;
  decision: { outcome: string; reason?: string; amount?: number; requestedAmount?: number; monthlyPayment?: number; maxTermMonths?: number; documents?: string[] } | null;
  decidedAt: string | null;
  nextAllowedAt: string | null;
}

type Person = TestUser & { token: string; phone: string };

let serial = 0;
/**
 * A person with a persona's story and a social card of their own: a social card pre-qualifies one
 * account only, so each account here gets another card of its persona (each call, a new one).
 */
function personaFor(branch: SandboxPersona['branch']): SandboxPersona {
  const persona = sandboxPersona(branch);
  serial += 1;
  return { ...persona, socialCard: twinSocialCard(persona.socialCard, serial) };
}

let phones = 0;
async function person(): Promise<Person> {
  const user = await confirmedUser(t);
  phones += 1;
  return { ...user, token: await signIn(t, user), phone: `+3749${String(1_000_000 + phones).slice(-7)}` };
}

/** The basic data of a persona: its social card and its valid document. */
function basicOf(persona: SandboxPersona, overrides: Record<string, unknown> = {}) {
  const document = persona.documents.find((candidate) => candidate.valid) ?? persona.documents[0];
  return { amount: 30_000_000, termMonths: 240, socialCardNumber: persona.socialCard, documentType: document?.type, documentNumber: document?.number, creditRegisterConsent: true, ...overrides };
}

const create = (p: Person, body: unknown, lang = 'en') => t.json<Application>('/api/pre-approval', post(body, { token: p.token, lang }));
const personal = (p: Person, id: string, body: unknown) => t.json<Application>(`/api/pre-approval/${id}/personal-info`, post(body, { token: p.token }));
const sendCode = (p: Person, id: string, identificator: string) =>
  t.json<{ expiresAt: string }>(`/api/pre-approval/${id}/otp/send`, { ...post({ identificator }, { token: p.token }), headers: { ...post({}, { token: p.token }).headers, 'x-forwarded-for': nextAddress() } });
const checkCode = (p: Person, id: string, otp: string, identificator: string) => t.json<{ isValid: boolean; retryCount: number }>(`/api/pre-approval/${id}/otp/check`, post({ otp, identificator }, { token: p.token }));
const checkStatus = (p: Person, id: string, identificator: string, lang = 'en') => t.json<Application>(`/api/pre-approval/${id}/check-status`, post({ identificator }, { token: p.token, lang }));
const current = (p: Person) => t.json<{ application: Application | null }>('/api/pre-approval/current', get({ token: p.token }));
const history = (p: Person) => t.json<{ id: string; decision: { outcome: string } }[]>('/api/pre-approval/history', get({ token: p.token }));

/** The code the sandbox SMS carried to a phone, as the mailbox page shows it. */
async function smsCode(phone: string): Promise<string> {
  const [sms] = await mailbox(t, phone);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Basic data, personal data and the phone code: the application is ready for its decision. */
async function verified(p: Person, body: Record<string, unknown>): Promise<Application> {
  const created = await create(p, body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const card = String(body.socialCardNumber);
  expect((await personal(p, created.body.id, { email: p.email, phoneNumber: p.phone, identificator: card })).status).toBe(200);
  expect((await sendCode(p, created.body.id, card)).status).toBe(200);
  const checked = await checkCode(p, created.body.id, await smsCode(p.phone), card);
  expect(checked.body).toEqual({ isValid: true, retryCount: 0 });
  return created.body;
}

async function decide(persona: SandboxPersona, overrides: Record<string, unknown> = {}, p?: Person) {
  const who = p ?? (await person());
  const body = basicOf(persona, overrides);
  const application = await verified(who, body);
  return { p: who, card: String(body.socialCardNumber), application, answer: await checkStatus(who, application.id, String(body.socialCardNumber)) };
}

describe('the decision for each sandbox persona', () => {
  it('eligible: lends the amount asked, with the monthly payment at the bank rate over the term', async () => {
    const { answer } = await decide(personaFor('eligible'));
    expect(answer.status).toBe(200);
    // 30,000,000 at 12% over 240 months: 30,000,000 × 0.01 / (1 − 1.01^−240) = 330,325.9
    expect(answer.body).toMatchObject({ stage: 'decided', decision: { outcome: 'eligible', amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, annualRatePercent: 12, monthlyPayment: 330_326 } });
    expect(answer.body.nextAllowedAt).toBe(new Date(t.clock.now().getTime() + days(7)).toISOString());
  });

  it('a person the registry has no patronymic for (Sofia Karapetyan) is decided as anyone: eligible, the letter under her name', async () => {
    const { answer } = await decide(personaFor('noPatronymic'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ stage: 'decided', decision: { outcome: 'eligible', amount: 30_000_000 } });
  });

  it('eligible for less than asked when the income allows less', async () => {
    const { answer } = await decide(personaFor('eligibleLower'), { amount: 40_000_000 });
    // 450,000 net: half is 225,000, less 30,000 of loans = 195,000 a month over 240 months at 12%.
    // 195,000 × (1 − 1.01^−240) / 0.01 = 17,709,783, rounded down to the thousand.
    expect(answer.body.decision).toMatchObject({ outcome: 'eligible', requestedAmount: 40_000_000, amount: 17_709_000 });
  });

  it.each([
    ['tooYoung', {}],
    ['tooOld', {}],
    ['notCitizen', {}],
    ['lowIncome', {}],
    ['creditHistory', {}],
  ] as const)('refused: %s', async (branch, overrides) => {
    const { answer } = await decide(personaFor(branch), overrides);
    expect(answer.status).toBe(200);
    expect(answer.body.decision).toEqual({ outcome: 'refused', reason: branch });
  });

  it('refused when older than 65 at the end of the loan, naming the longest term that fits', async () => {
    // 55 years old (and 100 days): 20 years end at 75; 10 years end at 65.
    const { answer } = await decide(personaFor('tooOldAtMaturity'));
    expect(answer.body.decision).toEqual({ outcome: 'refused', reason: 'tooOldAtMaturity', maxTermMonths: 120 });
    const shorter = await decide(personaFor('tooOldAtMaturity'), { termMonths: 120 });
    expect(shorter.answer.body.decision?.outcome).toBe('eligible');
  });

  it('manual review: the documents to bring to a branch', async () => {
    const { answer } = await decide(personaFor('manualReview'));
    expect(answer.body.decision).toEqual({ outcome: 'manualReview', documents: ['identityDocument', 'socialCard', 'incomeStatement', 'employmentContract', 'creditObligations'] });
  });

  it('service unavailable while the registry or the credit register is down (503), changing nothing; a retry decides', async () => {
    for (const branch of ['registryDown', 'creditRegisterDown'] as const) {
      const { p, application, answer } = await decide(personaFor(branch));
      expect(answer).toMatchObject({ status: 503, body: refusal('PREAPPROVAL_APPLICATION', 'REGISTRY_UNAVAILABLE') });
      expect((await current(p)).body.application).toMatchObject({ id: application.id, stage: 'phoneVerified', decision: null });
      // The same person asks with a card the registry answers for: the open application is corrected and decided.
      const eligible = personaFor('eligible');
      expect((await create(p, basicOf(eligible))).body).toMatchObject({ id: application.id, stage: 'phoneVerified' });
      expect((await checkStatus(p, application.id, eligible.socialCard)).body.decision?.outcome).toBe('eligible');
    }
  });

  it('a wrong social card or a document the registry does not hold is for the person to correct, and changes nothing', async () => {
    const unknown = await decide(personaFor('eligible'), { socialCardNumber: '1999999999' });
    expect(unknown.answer).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'WRONG_SOCIAL_CARD') });
    const lilit = personaFor('documentMismatch');
    const mismatch = await decide(lilit, { documentType: 'biometricPassport', documentNumber: 'AR3456789' });
    expect(mismatch.answer).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'DOCUMENT_MISMATCH') });
    const [row] = await database.db.select().from(prequalApplications).where(eq(prequalApplications.id, mismatch.application.id));
    expect(row).toMatchObject({ stage: 'phoneVerified', decision: null, decidedAt: null });
    // Her new passport matches.
    expect((await create(mismatch.p, basicOf(lilit))).status).toBe(200);
    expect((await checkStatus(mismatch.p, mismatch.application.id, lilit.socialCard)).body.decision?.outcome).toBe('eligible');
  });

  it('covers every persona in the README table', () => {
    expect(sandboxPersonas.map((persona) => persona.branch).sort()).toEqual(
      [
        ...['creditHistory', 'creditRegisterDown', 'documentMismatch', 'eligible', 'eligibleLower', 'lowIncome', 'manualReview', 'noPatronymic', 'notCitizen', 'registryDown', 'tooOld', 'tooOldAtMaturity', 'tooYoung'],
        // The co-applicants' (issue 16).
        ...['eligibleSpouse', 'coApplicantFamily', 'coApplicantNotCitizen', 'coApplicantTooOldAtMaturity', 'coApplicantCreditHistory', 'coApplicantDocumentMismatch'],
      ].sort(),
    );
  });
});

describe('rules', () => {
  it('decides once: asking again answers the stored decision; the mail goes out once', async () => {
    const { p, card, application, answer } = await decide(personaFor('eligible'));
    const again = await checkStatus(p, application.id, card);
    expect(again.body).toEqual(answer.body);
    const mails = (await mailbox(t, p.email)).filter((mail) => mail.subject.includes('pre-qualified'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toMatch(/AMD\s30,000,000/);
  });

  it('allows a new pre-qualification only 7 days after the last decision; the error says when', async () => {
    const narine = personaFor('manualReview');
    const { p, answer } = await decide(narine);
    const nextAllowedAt = answer.body.nextAllowedAt ?? '';
    t.clock.advance(days(6));
    p.token = await signIn(t, p);
    const early = await create(p, basicOf(narine));
    expect(early).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'PREAPPROVAL_EXISTS', { date: nextAllowedAt }) });
    // Until then the decision is what the person resumes to.
    expect((await current(p)).body.application?.decision?.outcome).toBe('manualReview');
    t.clock.advance(days(1));
    p.token = await signIn(t, p);
    expect((await current(p)).body.application).toBeNull();
    expect((await create(p, basicOf(narine))).status).toBe(200);
  });

  it('asks for the consent again when it is older than 3 months', async () => {
    const p = await person();
    const persona = personaFor('eligible');
    const application = await verified(p, basicOf(persona));
    t.clock.advance(days(93));
    p.token = await signIn(t, p);
    expect(await checkStatus(p, application.id, persona.socialCard)).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'CONSENT_EXPIRED') });
    // Giving it again (the first step, saved again) renews it; the confirmed phone stays confirmed.
    expect((await create(p, basicOf(persona))).body.stage).toBe('phoneVerified');
    expect((await checkStatus(p, application.id, persona.socialCard)).body.decision?.outcome).toBe('eligible');
  });

  it('needs the phone confirmed before the decision, and a new number confirmed again', async () => {
    const p = await person();
    const persona = personaFor('eligible');
    const created = (await create(p, basicOf(persona))).body;
    expect(await checkStatus(p, created.id, persona.socialCard)).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'PHONE_NOT_VERIFIED') });
    expect(await sendCode(p, created.id, persona.socialCard)).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'PHONE_NOT_VERIFIED') });
    await personal(p, created.id, { email: p.email, phoneNumber: p.phone, identificator: persona.socialCard });
    await sendCode(p, created.id, persona.socialCard);
    await checkCode(p, created.id, await smsCode(p.phone), persona.socialCard);
    const same = await personal(p, created.id, { email: p.email, phoneNumber: p.phone, identificator: persona.socialCard });
    expect(same.body.stage).toBe('phoneVerified');
    const changed = await personal(p, created.id, { email: p.email, phoneNumber: '+37499000111', identificator: persona.socialCard });
    expect(changed.body).toMatchObject({ stage: 'personalData', phoneNumber: '+37499000111' });
    expect((await checkStatus(p, created.id, persona.socialCard)).body).toMatchObject(refusal('PREAPPROVAL_APPLICATION', 'PHONE_NOT_VERIFIED'));
  });

  it('counts wrong codes: three spend the code, which then needs a resend', async () => {
    const p = await person();
    const persona = personaFor('eligible');
    const created = (await create(p, basicOf(persona))).body;
    await personal(p, created.id, { email: p.email, phoneNumber: p.phone, identificator: persona.socialCard });
    await sendCode(p, created.id, persona.socialCard);
    const right = await smsCode(p.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await checkCode(p, created.id, wrong, persona.socialCard)).body).toEqual({ isValid: false, retryCount: 1 });
    expect((await checkCode(p, created.id, wrong, persona.socialCard)).body).toEqual({ isValid: false, retryCount: 2 });
    expect((await checkCode(p, created.id, wrong, persona.socialCard)).body).toEqual({ isValid: false, retryCount: 3 });
    expect(await checkCode(p, created.id, right, persona.socialCard)).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'OTP_NO_LONGER_VALID') });
    await sendCode(p, created.id, persona.socialCard);
    expect((await checkCode(p, created.id, await smsCode(p.phone), persona.socialCard)).body).toEqual({ isValid: true, retryCount: 0 });
  });

  it('a code expires after 5 minutes', async () => {
    const p = await person();
    const persona = personaFor('eligible');
    const created = (await create(p, basicOf(persona))).body;
    await personal(p, created.id, { email: p.email, phoneNumber: p.phone, identificator: persona.socialCard });
    await sendCode(p, created.id, persona.socialCard);
    t.clock.advance(minutes(5) + 1);
    expect((await checkCode(p, created.id, await smsCode(p.phone), persona.socialCard)).body).toMatchObject(refusal('PREAPPROVAL_APPLICATION', 'OTP_NO_LONGER_VALID'));
  });

  it("keeps each application to its owner and its social card", async () => {
    const owner = await person();
    const other = await person();
    const persona = personaFor('eligible');
    const created = (await create(owner, basicOf(persona))).body;
    const body = { email: other.email, phoneNumber: other.phone, identificator: persona.socialCard };
    expect(await personal(other, created.id, body)).toMatchObject({ status: 404, body: refusal('PREAPPROVAL_APPLICATION', 'APPLICATION_NOT_FOUND') });
    expect(await checkStatus(other, created.id, persona.socialCard)).toMatchObject({ status: 404 });
    expect(await personal(owner, created.id, { ...body, identificator: '1000000028' })).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'IDENTIFICATOR_MISMATCH') });
    expect(await checkStatus(owner, created.id, '1000000028')).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'IDENTIFICATOR_MISMATCH') });
    expect(await personal(owner, '5f0c2a3e-0000-4000-8000-00000000abcd', body)).toMatchObject({ status: 404 });
  });

  it('keeps one open application per person: saving the first step again corrects it', async () => {
    const p = await person();
    const first = (await create(p, basicOf(personaFor('eligible')))).body;
    const tigran = personaFor('eligibleLower');
    const second = (await create(p, basicOf(tigran, { amount: 5_000_000 }))).body;
    expect(second).toMatchObject({ id: first.id, amount: 5_000_000, socialCardNumber: tigran.socialCard });
    // Two at once (two tabs, two instances) still make one.
    const racer = await person();
    const anna = personaFor('eligible');
    const answers = await Promise.all([create(racer, basicOf(anna)), create(racer, basicOf(anna))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
  });

  it('refuses a decided application further steps', async () => {
    const { p, application, card } = await decide(personaFor('notCitizen'));
    expect(await personal(p, application.id, { email: p.email, phoneNumber: p.phone, identificator: card })).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'ALREADY_DECIDED') });
    expect(await sendCode(p, application.id, card)).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'ALREADY_DECIDED') });
  });
});

describe('history, mail, reminders and unsubscribing', () => {
  it('lists every decision newest first, and only the owner’s', async () => {
    // Karen is too old for a 20-year loan, and eligible for a 10-year one.
    const karen = personaFor('tooOldAtMaturity');
    const { p } = await decide(karen);
    t.clock.advance(days(7));
    p.token = await signIn(t, p);
    await decide(karen, { termMonths: 120 }, p);
    const { body } = await history(p);
    expect(body.map((entry) => entry.decision.outcome)).toEqual(['eligible', 'refused']);
    expect((await history(await person())).body).toEqual([]);
  });

  it('mails a refusal in the language asked for, then reminds after 7 days unless unsubscribed', async () => {
    const { p } = await decide(personaFor('lowIncome'));
    const [mail] = await mailbox(t, p.email);
    expect(mail?.body).toContain('does not allow the smallest online loan');
    const link = /http:\/\/localhost\/en\/apply-now\/unsubscribe\?email=([^&\s]+)&key=(\w+)/.exec(mail?.body ?? '');
    expect(link?.[2]).toBe(unsubscribeToken(testSecret, p.email));
    t.clock.advance(days(7));
    await scheduler.runDue();
    expect((await mailbox(t, p.email))[0]?.subject).toBe('You can check your eligibility again');

    const other = await decide(personaFor('lowIncome'));
    const unsubscribe = await t.json('/api/pre-approval/unsubscribe', post({ email: other.p.email, token: unsubscribeToken(testSecret, other.p.email) }));
    expect(unsubscribe.status).toBe(204);
    // Twice is as once.
    expect((await t.json('/api/pre-approval/unsubscribe', post({ email: other.p.email, token: unsubscribeToken(testSecret, other.p.email) }))).status).toBe(204);
    t.clock.advance(days(7));
    await scheduler.runDue();
    expect((await mailbox(t, other.p.email)).map((message) => message.subject)).not.toContain('You can check your eligibility again');
  });

  it('does not remind someone who already started again', async () => {
    const davit = personaFor('tooYoung');
    const { p } = await decide(davit);
    t.clock.advance(days(7));
    p.token = await signIn(t, p);
    expect((await create(p, basicOf(davit))).status).toBe(200);
    await scheduler.runDue();
    expect((await mailbox(t, p.email)).map((message) => message.subject)).not.toContain('You can check your eligibility again');
    expect(await database.db.select().from(deadlines).where(eq(deadlines.kind, 'prequal.reminder'))).toBeDefined();
  });

  it('mails in Armenian when the decision was asked in Armenian', async () => {
    const p = await person();
    const ivan = personaFor('notCitizen');
    const application = await verified(p, basicOf(ivan));
    await checkStatus(p, application.id, ivan.socialCard, 'hy');
    expect((await mailbox(t, p.email))[0]?.body).toMatch(/\p{Script=Armenian}/u);
  });

  it('refuses an unsubscribe link that is not the address’s own', async () => {
    const answer = await t.json('/api/pre-approval/unsubscribe', post({ email: 'someone@example.am', token: unsubscribeToken(testSecret, 'other@example.am') }));
    expect(answer).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'UNSUBSCRIBE_LINK_INVALID') });
  });
});

describe('the pre-qualification letter (PDF)', () => {
  const letter = (p: Person, id: string, lang = 'en') => t.request(`/api/pre-approval/${id}/letter`, get({ token: p.token, lang }));

  it('is a one-page PDF in the language asked for, with the fonts it needs embedded', async () => {
    const { p, application } = await decide(personaFor('eligible'));
    for (const lang of ['en', 'hy', 'ru']) {
      const response = await letter(p, application.id, lang);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain('attachment');
      const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
      expect(pdf).toContain('DejaVuSans');
      expect(pdf).toContain(`/Lang (${lang})`);
    }
  });

  it('is only for an eligible decision, and only for its owner', async () => {
    const refused = await decide(personaFor('lowIncome'));
    const answer = await t.json(`/api/pre-approval/${refused.application.id}/letter`, get({ token: refused.p.token }));
    expect(answer).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'LETTER_NOT_AVAILABLE') });
    const eligible = await decide(personaFor('eligible'));
    expect((await letter(refused.p, eligible.application.id)).status).toBe(404);
    expect((await t.request(`/api/pre-approval/${eligible.application.id}/letter`)).status).toBe(401);
    const open = await person();
    const draft = (await create(open, basicOf(personaFor('eligible')))).body;
    expect((await t.json(`/api/pre-approval/${draft.id}/letter`, get({ token: open.token }))).body).toMatchObject(refusal('PREAPPROVAL_APPLICATION', 'LETTER_NOT_AVAILABLE'));
  });
});

describe('wrong, missing and malformed input on every call: a clear 400, never a 500', () => {
  const persona = personaFor('eligible');
  let p: Person;
  let id: string;
  beforeAll(async () => {
    p = await person();
    id = (await create(p, basicOf(persona))).body.id;
  });

  it('needs a session on every call but the unsubscribe link', async () => {
    for (const [path, init] of [
      ['/api/pre-approval/current', get()],
      ['/api/pre-approval/history', get()],
      ['/api/pre-approval', post(basicOf(persona))],
      [`/api/pre-approval/${id}/personal-info`, post({})],
      [`/api/pre-approval/${id}/otp/send`, post({})],
      [`/api/pre-approval/${id}/otp/check`, post({})],
      [`/api/pre-approval/${id}/check-status`, post({})],
    ] as const) {
      expect(await t.json(path, init), path).toMatchObject({ status: 401, body: unauthorizedBody });
    }
  });

  it.each([
    ['amount', { amount: 100_000_001 }, 'validation:tooLarge'],
    ['amount', { amount: 2_999_999 }, 'validation:tooSmall'],
    ['amount', { amount: 'many' }, 'validation:number'],
    ['amount', { amount: 30_000_000.5 }, 'validation:integer'],
    ['termMonths', { termMonths: 361 }, 'validation:tooLarge'],
    ['socialCardNumber', { socialCardNumber: '123' }, 'validation:socialCard'],
    ['socialCardNumber', { socialCardNumber: undefined }, 'validation:required'],
    ['documentNumber', { documentType: 'passport', documentNumber: '123456789' }, 'validation:passport'],
    ['documentNumber', { documentType: 'biometricPassport', documentNumber: 'A12345678' }, 'validation:passport'],
    ['documentNumber', { documentType: 'idCard', documentNumber: 'AN1234567' }, 'validation:idCard'],
    ['documentType', { documentType: 'driverLicence' }, 'validation:required'],
    ['creditRegisterConsent', { creditRegisterConsent: false }, 'validation:creditConsentRequired'],
  ])('the first step refuses %s: %j', async (field, overrides, message) => {
    const before = await database.db.select().from(prequalApplications).where(eq(prequalApplications.id, id));
    const answer = await t.json<{ reason: string; issues: { path: string; message: string }[] }>('/api/pre-approval', post({ ...basicOf(persona), ...overrides }, { token: p.token }));
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe('INVALID_INPUT');
    expect(answer.body.issues[0]).toMatchObject({ path: field, message });
    expect(await database.db.select().from(prequalApplications).where(eq(prequalApplications.id, id))).toEqual(before);
  });

  it('takes a social card and a document number with spaces and small letters as the same', async () => {
    const answer = await create(p, basicOf(persona, { socialCardNumber: `${persona.socialCard.slice(0, 5)} ${persona.socialCard.slice(5)}`, documentNumber: 'an 1234567' }));
    expect(answer.body).toMatchObject({ socialCardNumber: persona.socialCard, documentNumber: 'AN1234567' });
  });

  it('refuses bad personal data, codes and identificators field by field', async () => {
    for (const [body, path, message] of [
      [{ email: 'not-an-email', phoneNumber: p.phone, identificator: persona.socialCard }, 'email', 'validation:email'],
      [{ email: p.email, phoneNumber: '12345', identificator: persona.socialCard }, 'phoneNumber', 'validation:phone'],
      [{ email: p.email, phoneNumber: p.phone }, 'identificator', 'validation:required'],
    ] as const) {
      const answer = await t.json<{ issues: { path: string; message: string }[] }>(`/api/pre-approval/${id}/personal-info`, post(body, { token: p.token }));
      expect(answer.status).toBe(400);
      expect(answer.body.issues[0]).toMatchObject({ path, message });
    }
    const code = await t.json<{ issues: { path: string; message: string }[] }>(`/api/pre-approval/${id}/otp/check`, post({ otp: '12a', identificator: persona.socialCard }, { token: p.token }));
    expect(code.body.issues[0]).toMatchObject({ path: 'otp', message: 'validation:otpLength' });
    const status = await t.json<{ issues: { path: string; message: string }[] }>(`/api/pre-approval/${id}/check-status`, post({ identificator: 'x' }, { token: p.token }));
    expect(status.body.issues[0]).toMatchObject({ path: 'identificator', message: 'validation:socialCard' });
  });

  it('refuses an application id that is no uuid, and a body that is no JSON', async () => {
    expect((await t.json('/api/pre-approval/abc/check-status', post({ identificator: persona.socialCard }, { token: p.token }))).status).toBe(400);
    const broken = await t.request('/api/pre-approval', { method: 'POST', headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' }, body: '{"amount": ' });
    expect(broken.status).toBe(400);
    const unsubscribe = await t.json('/api/pre-approval/unsubscribe', post({ email: 'x', token: '!' }));
    expect(unsubscribe.status).toBe(400);
  });
});
