import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes } from '../../api/server/clock';
import { outboxMessages, users } from '../../api/server/db/schema';
import enMail from '../../locales/en/mail.json';
import hyMail from '../../locales/hy/mail.json';
import ruMail from '../../locales/ru/mail.json';
import {
  confirmedUser,
  get,
  goodPassword,
  invalidInput,
  latestLink,
  mailbox,
  otherPassword,
  post,
  profile,
  query,
  refusal,
  signIn,
  signInRaw,
  signUp,
  uniqueEmail,
  unmetCondition,
  unauthorizedBody,
  type MailedLink,
  type TestUser,
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

const linkNotActive = refusal('USER', 'LINK_NOT_ACTIVE');
const invalidCredentials = refusal('USER', 'INVALID_CREDENTIALS', { captchaRequired: false });
const outboxCount = async () => (await database.db.select({ n: count() }).from(outboxMessages))[0]?.n ?? 0;
const passwordHashOf = async (userId: string) => (await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash;

const forgot = (email: string, lang?: string) =>
  t.json(`/api/account/forgot-password/${encodeURIComponent(email)}`, post(undefined, lang ? { lang } : {}));
const checkToken = (link: Pick<MailedLink, 'userId' | 'token'>) =>
  t.json(`/api/account/check-token?${query({ userId: link.userId, token: link.token })}`, get());
const reset = (link: Pick<MailedLink, 'userId' | 'token'>, email: string, overrides: Record<string, unknown> = {}, lang?: string) =>
  t.json(
    '/api/account/reset-password',
    post({ email, password: otherPassword, confirmPassword: otherPassword, userId: link.userId, token: link.token, ...overrides }, lang ? { lang } : {}),
  );
const changePassword = (token: string, body: Record<string, unknown>, lang?: string) =>
  t.json('/api/account/change-password', post(body, { token, ...(lang ? { lang } : {}) }));

async function resetLink(user: Pick<TestUser, 'email'>, lang?: string): Promise<MailedLink> {
  expect((await forgot(user.email, lang)).status).toBe(204);
  return latestLink(t, user.email);
}

describe('forgot password', () => {
  it('mails a reset link with resetPassword=true, the user id and a token, in the language asked for', async () => {
    const user = await confirmedUser(t);
    const { status } = await forgot(user.email.toUpperCase(), 'ru');
    expect(status).toBe(204);
    const [mail] = await mailbox(t, user.email);
    expect(mail).toMatchObject({ channel: 'email', language: 'ru', subject: ruMail.resetPassword.subject });
    const link = await latestLink(t, user.email);
    expect(link.url.pathname).toBe('/ru');
    expect(link.url.searchParams.get('resetPassword')).toBe('true');
    expect(link.userId).toBe(user.userId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers USER_NOT_FOUND for an unknown e-mail and mails nothing', async () => {
    const before = await outboxCount();
    const email = uniqueEmail('ghost');
    expect(await forgot(email)).toMatchObject({ status: 400, body: refusal('USER', 'USER_NOT_FOUND') });
    expect(await outboxCount()).toBe(before);
  });

  it.each([
    ['not-an-email', [{ path: 'email', message: 'validation:email' }]],
    [`${'a'.repeat(150)}@example.am`, [{ path: 'email', message: 'validation:tooLong', params: { count: 150 } }]],
    ['a%40b', [{ path: 'email', message: 'validation:email' }]],
  ])('refuses the e-mail %s in the path', async (email, issues) => {
    const { status, body } = await t.json(`/api/account/forgot-password/${email}`, post(undefined));
    expect(status).toBe(400);
    expect(body).toEqual(invalidInput(issues));
  });
});

describe('reset link', () => {
  it('is checked without being spent, answering the e-mail', async () => {
    const user = await confirmedUser(t);
    const link = await resetLink(user);
    expect(await checkToken(link)).toEqual(expect.objectContaining({ status: 200, body: { email: user.email } }));
    expect(await checkToken(link)).toEqual(expect.objectContaining({ status: 200, body: { email: user.email } }));
  });

  it('sets a new password once: the new one signs in, the old one does not, and a passwordChanged mail is queued', async () => {
    const user = await confirmedUser(t);
    const link = await resetLink(user);
    const { status } = await reset(link, user.email, {}, 'en');
    expect(status).toBe(204);
    const [mail] = await mailbox(t, user.email);
    expect(mail).toMatchObject({ language: 'en', subject: enMail.passwordChanged.subject });

    expect(await signInRaw(t, { email: user.email, password: user.password })).toMatchObject({ status: 400, body: invalidCredentials });
    expect((await signInRaw(t, { email: user.email, password: otherPassword })).status).toBe(200);

    // Spent: neither the check nor a second reset accepts it.
    expect(await checkToken(link)).toMatchObject({ status: 400, body: linkNotActive });
    expect(await reset(link, user.email, { password: goodPassword, confirmPassword: goodPassword })).toMatchObject({ status: 400, body: linkNotActive });
    expect((await signInRaw(t, { email: user.email, password: otherPassword })).status).toBe(200);
  });

  it('refuses the link with another e-mail and changes nothing', async () => {
    const user = await confirmedUser(t);
    const other = await confirmedUser(t);
    const link = await resetLink(user);
    const hashBefore = await passwordHashOf(user.userId);
    const mailsBefore = await outboxCount();
    expect(await reset(link, other.email)).toMatchObject({ status: 400, body: linkNotActive });
    expect(await reset(link, uniqueEmail('ghost'))).toMatchObject({ status: 400, body: linkNotActive });
    expect(await passwordHashOf(user.userId)).toBe(hashBefore);
    expect(await outboxCount()).toBe(mailsBefore);
    // The link was not spent by the refusals.
    expect((await reset(link, user.email)).status).toBe(204);
  });

  it("refuses a wrong token, another user's id and an unknown id", async () => {
    const user = await confirmedUser(t);
    const other = await confirmedUser(t);
    const link = await resetLink(user);
    for (const bad of [
      { userId: user.userId, token: 'A'.repeat(43) },
      { userId: other.userId, token: link.token },
      { userId: randomUUID(), token: link.token },
    ]) {
      expect(await checkToken(bad)).toMatchObject({ status: 400, body: linkNotActive });
      expect(await reset(bad, user.email)).toMatchObject({ status: 400, body: linkNotActive });
    }
    expect((await checkToken(link)).status).toBe(200);
  });

  it('works for an hour and not after', async () => {
    const user = await confirmedUser(t);
    const link = await resetLink(user);
    t.clock.advance(minutes(59));
    expect((await checkToken(link)).status).toBe(200);
    t.clock.advance(minutes(1));
    expect(await checkToken(link)).toMatchObject({ status: 400, body: linkNotActive });
    expect(await reset(link, user.email)).toMatchObject({ status: 400, body: linkNotActive });
    expect((await signInRaw(t, { email: user.email, password: user.password })).status).toBe(200);
  });

  it('stops working when a newer link is mailed', async () => {
    const user = await confirmedUser(t);
    const first = await resetLink(user);
    const second = await resetLink(user);
    expect(await checkToken(first)).toMatchObject({ status: 400, body: linkNotActive });
    expect((await reset(second, user.email)).status).toBe(204);
  });

  it('is not an e-mail confirmation link, and a confirmation link is not a reset link', async () => {
    const { email, link: confirmation } = await signUp(t);
    expect(await checkToken(confirmation)).toMatchObject({ status: 400, body: linkNotActive });
    expect(await reset(confirmation, email)).toMatchObject({ status: 400, body: linkNotActive });
  });

  it('also confirms an account that never opened its confirmation link', async () => {
    const { email, password } = await signUp(t);
    expect(await signInRaw(t, { email, password })).toMatchObject({ status: 400, body: refusal('USER', 'EMAIL_NOT_CONFIRMED') });
    const link = await resetLink({ email });
    expect((await reset(link, email)).status).toBe(204);
    expect((await signInRaw(t, { email, password: otherPassword })).status).toBe(200);
  });

  it('ends every session of the account', async () => {
    const user = await confirmedUser(t);
    const first = await signIn(t, user);
    const second = await signIn(t, user);
    const link = await resetLink(user);
    expect((await reset(link, user.email)).status).toBe(204);
    expect(await profile(t, first)).toMatchObject({ status: 401, body: unauthorizedBody });
    expect(await profile(t, second)).toMatchObject({ status: 401, body: unauthorizedBody });
    const fresh = await signIn(t, { email: user.email, password: otherPassword });
    expect((await profile(t, fresh)).status).toBe(200);
  });

  const userId = randomUUID();
  const token = 'A'.repeat(43);
  const valid = { email: 'ani@example.am', password: otherPassword, confirmPassword: otherPassword, userId, token };
  it.each([
    ['no e-mail', { email: undefined }, [{ path: 'email', message: 'validation:required' }]],
    ['a bad e-mail', { email: 'ani' }, [{ path: 'email', message: 'validation:email' }]],
    ['a weak password', ...unmetCondition('weakpass1')],
    ['a password without a symbol', ...unmetCondition('Secret2026a')],
    ['a confirmation that differs', { confirmPassword: goodPassword }, [{ path: 'confirmPassword', message: 'validation:passwordsMismatch' }]],
    ['no confirmation', { confirmPassword: undefined }, [{ path: 'confirmPassword', message: 'validation:required' }]],
    ['no user id', { userId: undefined }, [{ path: 'userId', message: 'validation:required' }]],
    ['a user id that is no UUID', { userId: 'me' }, [{ path: 'userId', message: 'validation:invalidLink' }]],
    ['no token', { token: undefined }, [{ path: 'token', message: 'validation:required' }]],
    ['a short token', { token: 'abc' }, [{ path: 'token', message: 'validation:invalidLink' }]],
  ])('refuses a reset with %s', async (_label, overrides, issues) => {
    const { status, body } = await t.json('/api/account/reset-password', post({ ...valid, ...overrides }));
    expect(status).toBe(400);
    expect(body).toEqual(invalidInput(issues));
  });

  it.each([
    ['no query', '', [{ path: 'userId', message: 'validation:required' }, { path: 'token', message: 'validation:required' }]],
    ['a bad user id', query({ userId: 'x', token }), [{ path: 'userId', message: 'validation:invalidLink' }]],
    ['a bad token', query({ userId, token: 'x' }), [{ path: 'token', message: 'validation:invalidLink' }]],
  ])('refuses a check with %s', async (_label, search, issues) => {
    const { status, body } = await t.json(`/api/account/check-token?${search}`, get());
    expect(status).toBe(400);
    expect(body).toEqual(invalidInput(issues));
  });
});

describe('change password', () => {
  it('keeps the session that changed it, ends the others, and queues a passwordChanged mail', async () => {
    const user = await confirmedUser(t);
    const current = await signIn(t, user);
    const other = await signIn(t, user);
    const { status } = await changePassword(current, { currentPassword: user.password, password: otherPassword, confirmPassword: otherPassword }, 'hy');
    expect(status).toBe(204);
    expect((await profile(t, current)).status).toBe(200);
    expect(await profile(t, other)).toMatchObject({ status: 401, body: unauthorizedBody });
    const [mail] = await mailbox(t, user.email);
    expect(mail).toMatchObject({ language: 'hy', subject: hyMail.passwordChanged.subject });
    expect(await signInRaw(t, { email: user.email, password: user.password })).toMatchObject({ status: 400, body: invalidCredentials });
    expect((await signInRaw(t, { email: user.email, password: otherPassword })).status).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await confirmedUser(t);
    const current = await signIn(t, user);
    const other = await signIn(t, user);
    const hashBefore = await passwordHashOf(user.userId);
    const mailsBefore = await outboxCount();
    const answer = await changePassword(current, { currentPassword: `${user.password}x`, password: otherPassword, confirmPassword: otherPassword });
    expect(answer).toMatchObject({ status: 400, body: refusal('USER', 'CURRENT_PASSWORD_WRONG') });
    expect(await passwordHashOf(user.userId)).toBe(hashBefore);
    expect(await outboxCount()).toBe(mailsBefore);
    expect((await profile(t, current)).status).toBe(200);
    expect((await profile(t, other)).status).toBe(200);
    expect((await signInRaw(t, { email: user.email, password: user.password })).status).toBe(200);
  });

  it('needs a live session', async () => {
    const body = { currentPassword: goodPassword, password: otherPassword, confirmPassword: otherPassword };
    expect(await t.json('/api/account/change-password', post(body))).toMatchObject({ status: 401, body: unauthorizedBody });
    expect(await changePassword('A'.repeat(43), body)).toMatchObject({ status: 401, body: unauthorizedBody });
  });

  describe('input rules, as at sign-up', () => {
    let token = '';
    beforeAll(async () => {
      token = await signIn(t, await confirmedUser(t));
    });
    const valid = { currentPassword: goodPassword, password: otherPassword, confirmPassword: otherPassword };
    it.each([
      ['no current password', { currentPassword: undefined }, [{ path: 'currentPassword', message: 'validation:required' }]],
      ['an empty current password', { currentPassword: '' }, [{ path: 'currentPassword', message: 'validation:required' }]],
      [
        'a current password over 128 characters',
        { currentPassword: 'x'.repeat(129) },
        [{ path: 'currentPassword', message: 'validation:tooLong', params: { count: 128 } }],
      ],
      ['a new password of 7 characters', ...unmetCondition('Se#1abc')],
      ['no lower-case letter', ...unmetCondition('SECRET#2026')],
      ['no upper-case letter', ...unmetCondition('secret#2026')],
      ['no digit', ...unmetCondition('Secret#word')],
      ['no symbol', ...unmetCondition('Secret2026a')],
      ['a confirmation that differs', { confirmPassword: goodPassword }, [{ path: 'confirmPassword', message: 'validation:passwordsMismatch' }]],
      ['no new password', { password: undefined }, [{ path: 'password', message: 'validation:required' }]],
    ])('refuses %s', async (_label, overrides, issues) => {
      const { status, body } = await changePassword(token, { ...valid, ...overrides });
      expect(status).toBe(400);
      expect(body).toEqual(invalidInput(issues));
    });
  });
});
