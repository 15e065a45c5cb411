import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaFor, twinSocialCard, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { days } from '../../api/server/clock';
import { outboxMessages, prequalApplications, userIdentities } from '../../api/server/db/schema';
import { confirmedUser, get, mailbox, nextAddress, post, refusal, signIn } from '../support/account-helpers';
import { pdfText } from '../support/pdf-text';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Identity is the registry's, not what was typed: a decision binds the account to the person the
 * population registry returned for the social card; a card bound to one account pre-qualifies no other.
 */

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
});
afterAll(() => database.close());

interface Application {
  id: string;
  stage: string;
  decision: { outcome: string } | null;
}
interface Person {
  userId: string;
  email: string;
  password: string;
  token: string;
  phone: string;
}

let people = 0;
async function person(names: Record<string, string> = {}): Promise<Person> {
  const user = await confirmedUser(t, names);
  people += 1;
  return { ...user, token: await signIn(t, user), phone: `+3749${String(2_000_000 + people).slice(-7)}` };
}

let serial = 500;
/** Anna's story under a social card no other test uses. */
const anna = (): SandboxPersona => {
  serial += 1;
  return { ...personaFor('eligible'), socialCard: twinSocialCard(personaFor('eligible').socialCard, serial) };
};

const call = <T>(p: Person, path: string, body: unknown, lang = 'en') =>
  t.json<T>(path, { ...post(body, { token: p.token, lang }), headers: { ...post(body, { token: p.token, lang }).headers, 'x-forwarded-for': nextAddress() } });

/** The first three steps, as typed (`typed` overrides what the registry holds), ready for the decision. */
async function verified(p: Person, persona: SandboxPersona, typed: Record<string, unknown> = {}): Promise<Application> {
  const body = { amount: 30_000_000, termMonths: 240, socialCardNumber: persona.socialCard, documentType: 'passport', documentNumber: persona.documents[0]?.number, creditRegisterConsent: true, ...typed };
  const created = await call<Application>(p, '/api/pre-approval', body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const card = persona.socialCard;
  expect((await call(p, `/api/pre-approval/${created.body.id}/personal-info`, { email: p.email, phoneNumber: p.phone, identificator: card })).status).toBe(200);
  expect((await call(p, `/api/pre-approval/${created.body.id}/otp/send`, { identificator: card })).status).toBe(200);
  const [sms] = await mailbox(t, p.phone);
  const otp = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  expect((await call<{ isValid: boolean }>(p, `/api/pre-approval/${created.body.id}/otp/check`, { otp, identificator: card })).body.isValid).toBe(true);
  return created.body;
}

const checkStatus = (p: Person, id: string, card: string, lang = 'en') => call<Application>(p, `/api/pre-approval/${id}/check-status`, { identificator: card }, lang);
const identityOf = async (userId: string) => (await database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId)))[0];
const rowOf = async (id: string) => (await database.db.select().from(prequalApplications).where(eq(prequalApplications.id, id)))[0];

describe('a social card pre-qualifies one account', () => {
  it('binds the account to the registry’s person on its first decision', async () => {
    const persona = anna();
    const p = await person();
    const application = await verified(p, persona);
    expect((await checkStatus(p, application.id, persona.socialCard)).body.decision?.outcome).toBe('eligible');
    expect(await identityOf(p.userId)).toMatchObject({ socialCard: persona.socialCard, firstName: 'Anna', lastName: 'Hakobyan', middleName: 'Aramovna', citizenship: 'AM' });
  });

  it('refuses a second account the bound social card, telling the person to contact the bank; nothing changes', async () => {
    const persona = anna();
    const first = await person();
    const decided = await verified(first, persona);
    await checkStatus(first, decided.id, persona.socialCard);
    const bound = await identityOf(first.userId);

    const second = await person();
    const application = await verified(second, persona);
    const before = await rowOf(application.id);
    const mailsBefore = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, second.email));
    const answer = await checkStatus(second, application.id, persona.socialCard);
    expect(answer).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'SOCIAL_CARD_TAKEN') });
    // The application waits as it was, no decision was mailed, and the card stays the first account's.
    expect(await rowOf(application.id)).toEqual(before);
    expect(await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, second.email))).toEqual(mailsBefore);
    expect(await identityOf(second.userId)).toBeUndefined();
    expect(await identityOf(first.userId)).toEqual(bound);
    expect((await t.json<unknown[]>('/api/pre-approval/history', get({ token: second.token }))).body).toEqual([]);
    // Asking again answers the same refusal; the first account is unaffected.
    expect((await checkStatus(second, application.id, persona.socialCard)).body).toMatchObject(refusal('PREAPPROVAL_APPLICATION', 'SOCIAL_CARD_TAKEN'));
    expect((await t.json<{ application: Application }>('/api/pre-approval/current', get({ token: first.token }))).body.application.decision?.outcome).toBe('eligible');
  });

  it('lets two accounts racing with one social card bind it once', async () => {
    const persona = anna();
    const racers = [await person(), await person()];
    const applications = [await verified(racers[0] as Person, persona), await verified(racers[1] as Person, persona)];
    const answers = await Promise.all(racers.map((racer, i) => checkStatus(racer, applications[i]?.id ?? '', persona.socialCard)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toMatchObject(refusal('PREAPPROVAL_APPLICATION', 'SOCIAL_CARD_TAKEN'));
    expect(await database.db.select().from(userIdentities).where(eq(userIdentities.socialCard, persona.socialCard))).toHaveLength(1);
  });

  it('is a database constraint, not only a check', async () => {
    const persona = anna();
    const p = await person();
    await checkStatus(p, (await verified(p, persona)).id, persona.socialCard);
    const other = await person();
    const now = t.clock.now();
    await expect(
      database.db.insert(userIdentities).values({ userId: other.userId, socialCard: persona.socialCard, firstName: 'A', lastName: 'B', middleName: 'C', birthDate: '1990-01-01', citizenship: 'AM', boundAt: now, updatedAt: now }),
    ).rejects.toThrow();
  });

  it('an account bound to one person does not pre-qualify another', async () => {
    const persona = anna();
    const p = await person();
    await checkStatus(p, (await verified(p, persona)).id, persona.socialCard);
    t.clock.advance(days(7));
    p.token = await signIn(t, p);
    const tigran = personaFor('eligibleLower');
    const other = { amount: 30_000_000, termMonths: 240, socialCardNumber: twinSocialCard(tigran.socialCard, 900), documentType: 'passport', documentNumber: tigran.documents[0]?.number, creditRegisterConsent: true };
    expect(await call(p, '/api/pre-approval', other)).toMatchObject({ status: 400, body: refusal('PREAPPROVAL_APPLICATION', 'ACCOUNT_OF_ANOTHER_PERSON') });
    // Her own card goes on.
    expect((await verified(p, persona)).stage).toBe('basicData');
  });
});

describe('the letter and the history name the registry’s person, not what was typed', () => {
  it('even when the names given at sign-up are spelt otherwise and the typed data differ in case and spacing', async () => {
    const persona = anna();
    const p = await person({ firstName: 'Anya', lastName: 'Hakobyants' });
    const spaced = `${persona.socialCard.slice(0, 4)} ${persona.socialCard.slice(4)}`;
    const application = await verified(p, persona, { socialCardNumber: spaced, documentNumber: (persona.documents[0]?.number ?? '').toLowerCase() });
    expect((await checkStatus(p, application.id, persona.socialCard)).body.decision?.outcome).toBe('eligible');
    const birthDate = (await identityOf(p.userId))?.birthDate ?? '';
    expect(birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const history = await t.json<{ applicant: unknown }[]>('/api/pre-approval/history', get({ token: p.token }));
    expect(history.body.map((entry) => entry.applicant)).toEqual([{ firstName: 'Anna', lastName: 'Hakobyan', middleName: 'Aramovna', birthDate }]);

    const [year, month, day] = birthDate.split('-').map(Number);
    const born = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
    const response = await t.request(`/api/pre-approval/${application.id}/letter`, get({ token: p.token, lang: 'en' }));
    expect(response.status).toBe(200);
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('To Anna Hakobyan');
    expect(text).toContain(`Date of birth: ${born}`);
    expect(text).not.toMatch(/Anya|Hakobyants/);
  });

  it('in Armenian and Russian too', async () => {
    const persona = anna();
    const p = await person({ firstName: 'Ani', lastName: 'Petrosyan' });
    const application = await verified(p, persona);
    await checkStatus(p, application.id, persona.socialCard);
    for (const lang of ['hy', 'ru']) {
      const response = await t.request(`/api/pre-approval/${application.id}/letter`, get({ token: p.token, lang }));
      const text = await pdfText(await response.arrayBuffer());
      expect(text).toContain('Anna Hakobyan');
      expect(text).not.toContain('Petrosyan');
    }
  });
});
