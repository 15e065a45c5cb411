import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hours, minutes } from '../../api/server/clock';
import { sessions } from '../../api/server/db/schema';
import enMail from '../../locales/en/mail.json';
import ruMail from '../../locales/ru/mail.json';
import {
  captchaPass,
  confirmedUser,
  get,
  goodPassword,
  invalidInput,
  latestLink,
  mailbox,
  nextAddress,
  post,
  profile,
  query,
  refusal,
  signIn,
  signInRaw,
  signUp,
  solvedCaptcha,
  startNextWindow,
  uniqueEmail,
  validateCaptcha,
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

const invalidCredentials = (captchaRequired = false) => refusal('USER', 'INVALID_CREDENTIALS', { captchaRequired });
const captchaInvalid = refusal('USER', 'CAPTCHA_INVALID');
const captchaRequired = refusal('USER', 'CAPTCHA_REQUIRED');
const sessionCount = async (userId: string) => (await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n ?? 0;
const resend = (email: string, options: Parameters<typeof post>[1] = {}) =>
  t.json(`/api/account/resend-confirmation/${encodeURIComponent(email)}`, post(undefined, options));

describe('sign-in', () => {
  it('answers an unknown e-mail and a wrong password alike', async () => {
    const user = await confirmedUser(t);
    const unknown = await signInRaw(t, { email: uniqueEmail('ghost'), password: goodPassword });
    const wrong = await signInRaw(t, { email: user.email, password: `${goodPassword}x` });
    expect(unknown).toMatchObject({ status: 400, body: invalidCredentials() });
    expect(wrong).toMatchObject({ status: 400, body: invalidCredentials() });
    expect(unknown.body).toEqual(wrong.body);
    expect(await sessionCount(user.userId)).toBe(0);
  });

  it('signs in with the e-mail in any case and opens the profile', async () => {
    const user = await confirmedUser(t, { firstName: 'Narek', lastName: 'Ter-Petrosyan' });
    const { status, body } = await signInRaw(t, { email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBe(new Date(t.clock.now().getTime() + hours(12)).toISOString());

    const me = await profile(t, body.token);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.body).toEqual({
      id: user.userId,
      email: user.email,
      firstName: 'Narek',
      lastName: 'Ter-Petrosyan',
      phoneNumber: null,
      status: 'notIdentified',
    });
    // The database keeps only a hash of the token.
    const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(body.token);
  });

  it('refuses an unconfirmed account with the right password, and a wrong password as usual', async () => {
    const { email, password } = await signUp(t);
    expect(await signInRaw(t, { email, password })).toMatchObject({ status: 400, body: refusal('USER', 'EMAIL_NOT_CONFIRMED') });
    expect(await signInRaw(t, { email, password: `${password}x` })).toMatchObject({ status: 400, body: invalidCredentials() });
  });

  it('gives every sign-in its own session', async () => {
    const user = await confirmedUser(t);
    const first = await signIn(t, user);
    const second = await signIn(t, user);
    expect(first).not.toBe(second);
    expect(await sessionCount(user.userId)).toBe(2);
    expect((await profile(t, first)).status).toBe(200);
    expect((await profile(t, second)).status).toBe(200);
  });
});

describe('resending the confirmation', () => {
  it('mails a new link in the language asked for; the old link stops working and the new one confirms', async () => {
    const { email, password, link: first } = await signUp(t, {}, { lang: 'en' });
    const answer = await t.request(`/api/account/resend-confirmation/${encodeURIComponent(email.toUpperCase())}`, post(undefined, { lang: 'ru' }));
    expect(answer.status).toBe(204);
    const messages = await mailbox(t, email);
    expect(messages.map((message) => message.subject)).toEqual([ruMail.confirmEmail.subject, enMail.confirmEmail.subject]);
    const second = await latestLink(t, email);
    expect(second.userId).toBe(first.userId);
    expect(second.token).not.toBe(first.token);
    expect(second.url.pathname).toBe('/ru');

    const old = await t.json(`/api/account/confirm-email?${query({ userId: first.userId, token: first.token })}`, get());
    expect(old).toMatchObject({ status: 400, body: refusal('USER', 'LINK_NOT_ACTIVE') });
    expect((await t.request(`/api/account/confirm-email?${query({ userId: second.userId, token: second.token })}`)).status).toBe(200);
    expect((await signInRaw(t, { email, password })).status).toBe(200);
  });

  it('answers USER_NOT_FOUND for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect(await resend(email)).toMatchObject({ status: 400, body: refusal('USER', 'USER_NOT_FOUND') });
    expect(await mailbox(t, email)).toEqual([]);
  });

  it('sends nothing for an account that is already confirmed', async () => {
    const user = await confirmedUser(t);
    expect((await resend(user.email)).status).toBe(204);
    expect(await mailbox(t, user.email)).toHaveLength(1);
  });

  it.each([
    ['not-an-email', [{ path: 'email', message: 'validation:email' }]],
    [`${'a'.repeat(150)}@example.am`, [{ path: 'email', message: 'validation:tooLong', params: { count: 150 } }]],
    ['%20', [{ path: 'email', message: 'validation:required' }, { path: 'email', message: 'validation:email' }]],
  ])('refuses the e-mail %s in the path', async (email, issues) => {
    const { status, body } = await t.json(`/api/account/resend-confirmation/${email}`, post(undefined));
    expect(status).toBe(400);
    expect(body).toEqual(invalidInput(issues));
  });
});

describe('captcha', () => {
  it('hands out a signed proof-of-work challenge that is never cached', async () => {
    const response = await t.json<{ parameters: Record<string, unknown>; signature: string }>('/api/account/captcha');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.parameters).toMatchObject({ algorithm: 'SHA-256' });
    expect(response.body.signature).toMatch(/^[0-9a-f]{64}$/);
    const other = await t.json<{ signature: string }>('/api/account/captcha');
    expect(other.body.signature).not.toBe(response.body.signature);
  });

  it('validates a solved challenge once, answering a pass', async () => {
    const solved = await solvedCaptcha(t);
    const first = await validateCaptcha(t, solved);
    expect(first.status).toBe(200);
    expect(first.body.captchaToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await validateCaptcha(t, solved)).toMatchObject({ status: 400, body: captchaInvalid });
  });

  it('refuses a challenge solved after its ten minutes', async () => {
    const solved = await solvedCaptcha(t);
    t.clock.advance(minutes(10));
    expect(await validateCaptcha(t, solved)).toMatchObject({ status: 400, body: captchaInvalid });
    const fresh = await solvedCaptcha(t);
    t.clock.advance(minutes(9));
    expect((await validateCaptcha(t, fresh)).status).toBe(200);
  });

  it('refuses forged and garbage solutions', async () => {
    const solved = await solvedCaptcha(t);
    const payload = JSON.parse(Buffer.from(solved, 'base64').toString('utf8')) as {
      challenge: { parameters: Record<string, unknown>; signature: string };
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const tampered = [
      // A wrong answer to a real challenge (the derived key is the proof).
      encode({ ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } }),
      encode({ ...payload, solution: { ...payload.solution, derivedKey: payload.solution.derivedKey.toUpperCase() } }),
      encode({ ...payload, solution: { counter: payload.solution.counter } }),
      // Easier parameters under the old signature.
      encode({ ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, keyPrefix: '' } } }),
      // A challenge signed by someone else.
      encode({ ...payload, challenge: { ...payload.challenge, signature: 'f'.repeat(64) } }),
      encode({ challenge: payload.challenge }),
      encode({}),
      encode(null),
      encode([1, 2, 3]),
      encode('text'),
      Buffer.from('{"challenge":').toString('base64'),
      'garbage',
      '!!!',
    ];
    for (const token of tampered) {
      expect(await validateCaptcha(t, token), token).toMatchObject({ status: 400, body: captchaInvalid });
    }
    // The real solution still works: the refusals spent nothing.
    expect((await validateCaptcha(t, solved)).status).toBe(200);
  });

  it.each([
    ['no token', '', [{ path: 'token', message: 'validation:required' }]],
    ['an empty token', query({ token: '' }), [{ path: 'token', message: 'validation:required' }]],
    ['a token over 4000 characters', query({ token: 'A'.repeat(4001) }), [{ path: 'token', message: 'validation:tooLong', params: { count: 4000 } }]],
  ])('answers %s with INVALID_INPUT', async (_label, search, issues) => {
    const { status, body } = await t.json(`/api/account/captcha/validate?${search}`, get());
    expect(status).toBe(400);
    expect(body).toEqual(invalidInput(issues));
  });
});

describe('captcha after failed sign-ins', () => {
  it('is required after three failures for an account; a pass is spent once; a good sign-in clears the count', async () => {
    startNextWindow(t.clock, minutes(15));
    const user = await confirmedUser(t);
    const wrong = { email: user.email, password: 'Wrong#Pass1' };
    // Each attempt from another address: the account's count alone brings the captcha.
    expect(await signInRaw(t, wrong)).toMatchObject({ status: 400, body: invalidCredentials(false) });
    expect(await signInRaw(t, wrong)).toMatchObject({ status: 400, body: invalidCredentials(false) });
    expect(await signInRaw(t, wrong)).toMatchObject({ status: 400, body: invalidCredentials(true) });

    const right = { email: user.email, password: user.password };
    expect(await signInRaw(t, right)).toMatchObject({ status: 400, body: captchaRequired });
    expect(await signInRaw(t, { ...right, captchaToken: 'A'.repeat(43) })).toMatchObject({ status: 400, body: captchaInvalid });
    expect(await sessionCount(user.userId)).toBe(0);

    // A good pass with a wrong password is spent, and the captcha is still required.
    const spent = await captchaPass(t);
    expect(await signInRaw(t, { ...wrong, captchaToken: spent })).toMatchObject({ status: 400, body: invalidCredentials(true) });
    expect(await signInRaw(t, { ...right, captchaToken: spent })).toMatchObject({ status: 400, body: captchaInvalid });

    expect((await signInRaw(t, { ...right, captchaToken: await captchaPass(t) })).status).toBe(200);
    // The account's failures are forgotten.
    expect((await signInRaw(t, right)).status).toBe(200);
    expect(await sessionCount(user.userId)).toBe(2);
  });

  it('refuses a pass after its five minutes', async () => {
    startNextWindow(t.clock, minutes(15));
    const user = await confirmedUser(t);
    for (let i = 0; i < 3; i += 1) await signInRaw(t, { email: user.email, password: 'Wrong#Pass1' });
    const pass = await captchaPass(t);
    t.clock.advance(minutes(5));
    expect(await signInRaw(t, { email: user.email, password: user.password, captchaToken: pass })).toMatchObject({ status: 400, body: captchaInvalid });
    const fresh = await captchaPass(t);
    t.clock.advance(minutes(4));
    expect((await signInRaw(t, { email: user.email, password: user.password, captchaToken: fresh })).status).toBe(200);
  });

  it('stops asking once the failures are older than the 15-minute window', async () => {
    startNextWindow(t.clock, minutes(15));
    const user = await confirmedUser(t);
    for (let i = 0; i < 3; i += 1) await signInRaw(t, { email: user.email, password: 'Wrong#Pass1' });
    expect(await signInRaw(t, { email: user.email, password: user.password })).toMatchObject({ status: 400, body: captchaRequired });
    t.clock.advance(minutes(15));
    expect((await signInRaw(t, { email: user.email, password: user.password })).status).toBe(200);
  });

  it('is required after ten failures from one address, for any account, and only there', async () => {
    startNextWindow(t.clock, minutes(15));
    const address = nextAddress();
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push((await signInRaw(t, { email: uniqueEmail('guess'), password: 'Wrong#Pass1' }, { address })).body);
    }
    expect(answers.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => invalidCredentials(false)));
    expect(answers[9]).toEqual(invalidCredentials(true));

    const user = await confirmedUser(t);
    const right = { email: user.email, password: user.password };
    expect(await signInRaw(t, right, { address })).toMatchObject({ status: 400, body: captchaRequired });
    expect((await signInRaw(t, right, { address: nextAddress() })).status).toBe(200);
    expect((await signInRaw(t, { ...right, captchaToken: await captchaPass(t) }, { address })).status).toBe(200);
    // A good sign-in does not clear the address' count.
    expect(await signInRaw(t, right, { address })).toMatchObject({ status: 400, body: captchaRequired });
  });

  it("counts the address our proxy saw, not what the client wrote before it in X-Forwarded-For", async () => {
    startNextWindow(t.clock, minutes(15));
    const address = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      const spoofed = `203.0.113.${i + 1}, ${address}`;
      await signInRaw(t, { email: uniqueEmail('guess'), password: 'Wrong#Pass1' }, { address: spoofed });
    }
    const user = await confirmedUser(t);
    expect(await signInRaw(t, { email: user.email, password: user.password }, { address: `198.18.0.1, ${address}` })).toMatchObject({
      status: 400,
      body: captchaRequired,
    });
  });

  it('does not ask an account that never failed', async () => {
    const user = await confirmedUser(t);
    expect((await signInRaw(t, { email: user.email, password: user.password, captchaToken: 'not-needed' })).status).toBe(200);
    expect(await sessionCount(user.userId)).toBe(1);
  });
});

describe('sign-in input', () => {
  it.each([
    ['no e-mail', { password: goodPassword }, [{ path: 'email', message: 'validation:required' }]],
    ['no password', { email: 'ani@example.am' }, [{ path: 'password', message: 'validation:required' }]],
    ['an empty password', { email: 'ani@example.am', password: '' }, [{ path: 'password', message: 'validation:required' }]],
    [
      'a password over 128 characters',
      { email: 'ani@example.am', password: 'x'.repeat(129) },
      [{ path: 'password', message: 'validation:tooLong', params: { count: 128 } }],
    ],
    ['a bad e-mail', { email: 'ani', password: goodPassword }, [{ path: 'email', message: 'validation:email' }]],
    [
      'a captcha pass over 200 characters',
      { email: 'ani@example.am', password: goodPassword, captchaToken: 'x'.repeat(201) },
      [{ path: 'captchaToken', message: 'validation:tooLong', params: { count: 200 } }],
    ],
    [
      'a number as captcha pass',
      { email: 'ani@example.am', password: goodPassword, captchaToken: 5 },
      [{ path: 'captchaToken', message: 'validation:invalid' }],
    ],
  ])('answers %s with INVALID_INPUT', async (_label, body, issues) => {
    const answer = await t.json('/api/account/sign-in', post(body));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidInput(issues));
  });
});
