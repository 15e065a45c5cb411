import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { days, minutes } from '../../api/server/clock';
import { outboxMessages, users } from '../../api/server/db/schema';
import hyMail from '../../locales/hy/mail.json';
import ruMail from '../../locales/ru/mail.json';
import enMail from '../../locales/en/mail.json';
import {
  goodPassword,
  get,
  invalidInput,
  mailbox,
  post,
  query,
  refusal,
  signInRaw,
  signUp,
  signUpBody,
  uniqueEmail,
  unmetCondition,
  type FieldIssue,
} from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
});
afterAll(() => database.close());

const userCount = async () => (await database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const outboxCount = async () => (await database.db.select({ n: count() }).from(outboxMessages))[0]?.n ?? 0;
const confirm = (userId: string, token: string) => t.json(`/api/account/confirm-email?${query({ userId, token })}`, get());
const linkNotActive = refusal('USER', 'LINK_NOT_ACTIVE');

describe('sign-up', () => {
  it('registers with the e-mail lower-cased and mails the confirmation link in the language asked for', async () => {
    const email = `Ani.Mixed.${Date.now()}@Example.AM`;
    const { status, body } = await t.json('/api/account/sign-up', post(signUpBody({ email, firstName: '  Ani  ' }), { lang: 'en' }));
    expect(status).toBe(201);
    expect(body).toEqual({ email: email.toLowerCase() });

    const [user] = await database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({ firstName: 'Ani', lastName: 'Petrosyan', language: 'en', emailConfirmedAt: null, phoneNumber: null });
    // Only an argon2id hash is kept.
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(goodPassword);

    const messages = await mailbox(t, email);
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail).toMatchObject({ channel: 'email', recipient: email.toLowerCase(), language: 'en', subject: enMail.confirmEmail.subject });
    const link = new URL(/http:\/\/localhost\/\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://none');
    expect(link.pathname).toBe('/en');
    expect(link.searchParams.get('userId')).toBe(user?.id);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.body).toContain('Ani');
  });

  it.each([
    ['hy', hyMail.confirmEmail.subject, { 'accept-language': 'hy' }],
    ['ru', ruMail.confirmEmail.subject, { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' }],
    ['hy', hyMail.confirmEmail.subject, {}],
    ['hy', hyMail.confirmEmail.subject, { 'accept-language': 'de-DE' }],
  ])('mails in %s for Accept-Language %j', async (language, subject, headers) => {
    const { email } = await signUp(t, {}, { headers });
    const [mail] = await mailbox(t, email);
    expect(mail).toMatchObject({ language, subject });
    expect(new URL(/http:\/\/localhost\/\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://none').pathname).toBe(`/${language}`);
  });

  it('accepts names at the edges of the rules: 2 and 50 characters, one hyphenated part', async () => {
    const lastName = `A${'b'.repeat(49)}`;
    const { email } = await signUp(t, { firstName: 'Al', lastName });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Al', lastName });
    const hyphenated = await signUp(t, { firstName: 'Anna-Maria', lastName: 'Ter-petrosyan' });
    expect(hyphenated.email).toMatch(/@example\.am$/);
  });

  it('accepts an e-mail of exactly 150 characters', async () => {
    const email = `${'a'.repeat(139)}@example.am`;
    expect(email).toHaveLength(150);
    const { status, body } = await t.json('/api/account/sign-up', post(signUpBody({ email })));
    expect(status).toBe(201);
    expect(body).toEqual({ email });
  });

  it('refuses a registered e-mail in any case, and keeps one user and one mail', async () => {
    const { email } = await signUp(t);
    const usersBefore = await userCount();
    const outboxBefore = await outboxCount();
    for (const variant of [email, email.toUpperCase(), `  ${email}  `]) {
      const { status, body } = await t.json('/api/account/sign-up', post(signUpBody({ email: variant, firstName: 'Other' })));
      expect(status).toBe(400);
      expect(body).toEqual(refusal('USER', 'DUPLICATE_USER_NAME'));
    }
    expect(await userCount()).toBe(usersBefore);
    expect(await outboxCount()).toBe(outboxBefore);
    expect(await mailbox(t, email)).toHaveLength(1);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user?.firstName).toBe('Ani');
  });

  const tooShort = { path: 'firstName', message: 'validation:tooShort', params: { count: 2 } };
  const fieldCases: [string, Record<string, unknown>, FieldIssue[]][] = [
    // Names: Latin, a capital first, at most one hyphenated part, 2 to 50 characters.
    ['a lower-case first letter', { firstName: 'ani' }, [{ path: 'firstName', message: 'validation:latinName' }]],
    ['Armenian letters', { firstName: 'Անի' }, [{ path: 'firstName', message: 'validation:latinName' }]],
    ['Cyrillic letters', { lastName: 'Петросян' }, [{ path: 'lastName', message: 'validation:latinName' }]],
    ['a capital inside', { lastName: 'PetRosyan' }, [{ path: 'lastName', message: 'validation:latinName' }]],
    ['a digit', { firstName: 'Ani2' }, [{ path: 'firstName', message: 'validation:latinName' }]],
    ['two hyphenated parts', { lastName: 'Ter-Pet-Rosyan' }, [{ path: 'lastName', message: 'validation:latinName' }]],
    ['a space inside', { firstName: 'Ani Maria' }, [{ path: 'firstName', message: 'validation:latinName' }]],
    ['a trailing hyphen', { firstName: 'Ani-' }, [{ path: 'firstName', message: 'validation:latinName' }]],
    ['one letter', { firstName: 'A' }, [tooShort, { path: 'firstName', message: 'validation:latinName' }]],
    ['51 characters', { lastName: `A${'b'.repeat(50)}` }, [{ path: 'lastName', message: 'validation:tooLong', params: { count: 50 } }]],
    [
      'an empty name',
      { firstName: '' },
      [{ path: 'firstName', message: 'validation:required' }, tooShort, { path: 'firstName', message: 'validation:latinName' }],
    ],
    [
      'only spaces',
      { firstName: '   ' },
      [{ path: 'firstName', message: 'validation:required' }, tooShort, { path: 'firstName', message: 'validation:latinName' }],
    ],
    ['a missing first name', { firstName: undefined }, [{ path: 'firstName', message: 'validation:required' }]],
    ['a missing last name', { lastName: undefined }, [{ path: 'lastName', message: 'validation:required' }]],
    ['a number for a name', { firstName: 42 }, [{ path: 'firstName', message: 'validation:required' }]],
    // E-mail: required, valid, at most 150 characters.
    ['a missing e-mail', { email: undefined }, [{ path: 'email', message: 'validation:required' }]],
    ['an empty e-mail', { email: '' }, [{ path: 'email', message: 'validation:required' }, { path: 'email', message: 'validation:email' }]],
    ['an e-mail without @', { email: 'ani.example.am' }, [{ path: 'email', message: 'validation:email' }]],
    ['an e-mail without a domain', { email: 'ani@' }, [{ path: 'email', message: 'validation:email' }]],
    ['an e-mail without a top-level domain', { email: 'ani@example' }, [{ path: 'email', message: 'validation:email' }]],
    ['an e-mail with a space', { email: 'ani petrosyan@example.am' }, [{ path: 'email', message: 'validation:email' }]],
    ['an e-mail of 151 characters', { email: `${'a'.repeat(140)}@example.am` }, [{ path: 'email', message: 'validation:tooLong', params: { count: 150 } }]],
    // Password: the five conditions, at most 128 characters.
    ['a password of 7 characters', ...unmetCondition('Se#1abc')],
    ['a password without a lower-case letter', ...unmetCondition('SECRET#2026')],
    ['a password without an upper-case letter', ...unmetCondition('secret#2026')],
    ['a password without a digit', ...unmetCondition('Secret#word')],
    ['a password without a symbol', ...unmetCondition('Secret2026a')],
    ['a password whose only symbol is a space', ...unmetCondition('Secret 2026a')],
    [
      'a password of 129 characters',
      { password: `Aa1#${'x'.repeat(125)}`, confirmPassword: `Aa1#${'x'.repeat(125)}` },
      [
        { path: 'password', message: 'validation:tooLong', params: { count: 128 } },
        { path: 'confirmPassword', message: 'validation:tooLong', params: { count: 128 } },
      ],
    ],
    ['a missing password', { password: undefined }, [{ path: 'password', message: 'validation:required' }]],
    // Confirmation and terms.
    ['a confirmation that differs', { confirmPassword: `${goodPassword}x` }, [{ path: 'confirmPassword', message: 'validation:passwordsMismatch' }]],
    ['a confirmation in another case', { confirmPassword: goodPassword.toUpperCase() }, [{ path: 'confirmPassword', message: 'validation:passwordsMismatch' }]],
    ['a missing confirmation', { confirmPassword: undefined }, [{ path: 'confirmPassword', message: 'validation:required' }]],
    ['terms not accepted', { terms: false }, [{ path: 'terms', message: 'validation:termsRequired' }]],
    ['terms as a string', { terms: 'true' }, [{ path: 'terms', message: 'validation:termsRequired' }]],
    ['terms as 1', { terms: 1 }, [{ path: 'terms', message: 'validation:termsRequired' }]],
    ['terms missing', { terms: undefined }, [{ path: 'terms', message: 'validation:required' }]],
  ];

  it.each(fieldCases)('refuses %s with the field issue, creating nothing', async (_label, overrides, issues) => {
    const usersBefore = await userCount();
    const outboxBefore = await outboxCount();
    const { status, body } = await t.json('/api/account/sign-up', post(signUpBody(overrides)));
    expect(status).toBe(400);
    expect(body).toEqual(invalidInput(issues));
    expect(await userCount()).toBe(usersBefore);
    expect(await outboxCount()).toBe(outboxBefore);
  });

  it('reports every wrong field of one request at once', async () => {
    const { status, body } = await t.json(
      '/api/account/sign-up',
      post({ firstName: 'ani', lastName: 'B', email: uniqueEmail(), password: 'weak', confirmPassword: 'other', terms: true }),
    );
    expect(status).toBe(400);
    expect(body).toEqual(
      invalidInput([
        { path: 'firstName', message: 'validation:latinName' },
        { path: 'lastName', message: 'validation:tooShort', params: { count: 2 } },
        { path: 'lastName', message: 'validation:latinName' },
        { path: 'password', message: 'validation:passwordConditions' },
        { path: 'confirmPassword', message: 'validation:passwordsMismatch' },
      ]),
    );
  });
});

describe('e-mail confirmation', () => {
  it('confirms once; the same link is then not active', async () => {
    const { email, password, link } = await signUp(t);
    expect(await signInRaw(t, { email, password })).toMatchObject({ status: 400, body: refusal('USER', 'EMAIL_NOT_CONFIRMED') });

    // It answers the confirmed address, which the sign-in that follows starts with (a new tab knows nothing else).
    expect(await confirm(link.userId, link.token)).toMatchObject({ status: 200, body: { email: email.toLowerCase() } });
    const [user] = await database.db.select().from(users).where(eq(users.id, link.userId));
    expect(user?.emailConfirmedAt).toEqual(t.clock.now());
    expect((await signInRaw(t, { email, password })).status).toBe(200);

    expect(await confirm(link.userId, link.token)).toMatchObject({ status: 400, body: linkNotActive });
  });

  it("refuses a wrong token, another user's id and an unknown id", async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const forged = 'A'.repeat(43);
    expect(await confirm(first.link.userId, forged)).toMatchObject({ status: 400, body: linkNotActive });
    expect(await confirm(second.link.userId, first.link.token)).toMatchObject({ status: 400, body: linkNotActive });
    expect(await confirm(randomUUID(), first.link.token)).toMatchObject({ status: 400, body: linkNotActive });
    // None of that spent or confirmed anything.
    const confirmed = await database.db.select({ at: users.emailConfirmedAt }).from(users).where(eq(users.id, first.link.userId));
    expect(confirmed[0]?.at).toBeNull();
    expect((await confirm(first.link.userId, first.link.token)).status).toBe(200);
    expect((await confirm(second.link.userId, second.link.token)).status).toBe(200);
  });

  it('works until two days after sign-up and not after', async () => {
    const early = await signUp(t);
    const late = await signUp(t);
    t.clock.advance(days(2) - minutes(1));
    expect((await confirm(early.link.userId, early.link.token)).status).toBe(200);
    t.clock.advance(minutes(1));
    expect(await confirm(late.link.userId, late.link.token)).toMatchObject({ status: 400, body: linkNotActive });
    expect(await signInRaw(t, { email: late.email, password: late.password })).toMatchObject({
      status: 400,
      body: refusal('USER', 'EMAIL_NOT_CONFIRMED'),
    });
  });

  const userId = randomUUID();
  const token = 'A'.repeat(43);
  it.each([
    ['no query', '', [{ path: 'userId', message: 'validation:required' }, { path: 'token', message: 'validation:required' }]],
    ['no token', query({ userId }), [{ path: 'token', message: 'validation:required' }]],
    ['no user id', query({ token }), [{ path: 'userId', message: 'validation:required' }]],
    ['a user id that is no UUID', query({ userId: '42', token }), [{ path: 'userId', message: 'validation:invalidLink' }]],
    ['a token that is too short', query({ userId, token: 'abc' }), [{ path: 'token', message: 'validation:invalidLink' }]],
    ['a token that is too long', query({ userId, token: 'A'.repeat(101) }), [{ path: 'token', message: 'validation:invalidLink' }]],
    ['a token with other characters', query({ userId, token: `${'A'.repeat(40)}+/=` }), [{ path: 'token', message: 'validation:invalidLink' }]],
    ['a token with SQL in it', query({ userId, token: "' or 1=1 --" }), [{ path: 'token', message: 'validation:invalidLink' }]],
    ['an empty token', query({ userId, token: '' }), [{ path: 'token', message: 'validation:invalidLink' }]],
  ])('answers %s with 400 INVALID_INPUT', async (_label, search, issues) => {
    const { status, body } = await t.json(`/api/account/confirm-email?${search}`, get());
    expect(status).toBe(400);
    expect(body).toEqual(invalidInput(issues));
  });

  it('refuses a reset link as a confirmation link', async () => {
    const { email, link } = await signUp(t);
    expect((await t.request(`/api/account/forgot-password/${encodeURIComponent(email)}`, post(undefined))).status).toBe(204);
    const [reset] = await mailbox(t, email);
    const resetToken = new URL(/http:\/\/localhost\/\S+/.exec(reset?.body ?? '')?.[0] ?? 'http://none').searchParams.get('token') ?? '';
    expect(await confirm(link.userId, resetToken)).toMatchObject({ status: 400, body: linkNotActive });
  });
});
