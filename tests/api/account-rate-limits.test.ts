import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hours, minutes } from '../../api/server/clock';
import { rateLimitCounters, sessions, users } from '../../api/server/db/schema';
import {
  confirmedUser,
  get,
  latestLink,
  mailbox,
  nextAddress,
  post,
  query,
  refusal,
  signIn,
  signInRaw,
  signUp,
  signUpBody,
  startNextWindow,
  uniqueEmail,
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

const rateLimited = (seconds: number) => refusal('COMMON', 'RATE_LIMITED', { seconds });
const sessionCount = async (userId: string) => (await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n ?? 0;
const forgot = (app: TestApp, email: string, address = nextAddress()) =>
  app.json(`/api/account/forgot-password/${encodeURIComponent(email)}`, post(undefined, { address }));
const resend = (email: string, address = nextAddress()) =>
  t.json(`/api/account/resend-confirmation/${encodeURIComponent(email)}`, post(undefined, { address }));
const sendCode = (token: string, phoneNumber: string, address = nextAddress()) =>
  t.json('/api/account/phone/otp/send', post({ phoneNumber }, { token, address }));

let phoneSequence = 0;
const nextPhone = () => {
  phoneSequence += 1;
  return `+37493${String(100_000 + phoneSequence).slice(-6)}`;
};

describe('sign-in', () => {
  it('takes 10 attempts per account in 15 minutes, from any address; a refused one signs nobody in', async () => {
    const user = await confirmedUser(t);
    startNextWindow(t.clock, minutes(15));
    for (let i = 0; i < 10; i += 1) await signIn(t, user);
    expect(await signInRaw(t, { email: user.email, password: user.password })).toMatchObject({ status: 429, body: rateLimited(900) });
    expect(await sessionCount(user.userId)).toBe(10);
    // A refused wrong password is not counted as a failure either.
    expect(await signInRaw(t, { email: user.email, password: 'Wrong#Pass1' })).toMatchObject({ status: 429 });
    const failures = await database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, `sign-in-failed:account:${user.email}`));
    expect(failures).toEqual([]);

    t.clock.advance(minutes(10));
    expect(await signInRaw(t, { email: user.email, password: user.password })).toMatchObject({ status: 429, body: rateLimited(300) });
    t.clock.advance(minutes(5));
    expect((await signInRaw(t, { email: user.email, password: user.password })).status).toBe(200);
  });

  it('takes 50 attempts per address in 15 minutes, whatever the accounts', async () => {
    const address = nextAddress();
    startNextWindow(t.clock, minutes(15));
    // Ten failures bring the captcha; the refusals that follow still count against the address.
    for (let i = 0; i < 10; i += 1) await signInRaw(t, { email: uniqueEmail('guess'), password: 'Wrong#Pass1' }, { address });
    for (let i = 0; i < 40; i += 1) {
      const answer = await signInRaw(t, { email: uniqueEmail('guess'), password: 'Wrong#Pass1' }, { address });
      expect(answer.body).toEqual(refusal('USER', 'CAPTCHA_REQUIRED'));
    }
    const user = await confirmedUser(t);
    expect(await signInRaw(t, { email: user.email, password: user.password }, { address })).toMatchObject({ status: 429, body: rateLimited(900) });
    expect((await signInRaw(t, { email: user.email, password: user.password })).status).toBe(200);
    t.clock.advance(minutes(15));
    expect((await signInRaw(t, { email: user.email, password: user.password }, { address })).status).toBe(200);
  });
});

describe('sign-up', () => {
  it('takes 10 registrations per address in an hour; a refused one creates nothing', async () => {
    const address = nextAddress();
    startNextWindow(t.clock, hours(1));
    for (let i = 0; i < 10; i += 1) expect((await t.json('/api/account/sign-up', post(signUpBody(), { address }))).status).toBe(201);
    const body = signUpBody();
    expect(await t.json('/api/account/sign-up', post(body, { address }))).toMatchObject({ status: 429, body: rateLimited(3600) });
    expect(await database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    expect(await mailbox(t, body.email)).toEqual([]);
    expect((await t.json('/api/account/sign-up', post(body))).status).toBe(201);
  });
});

describe('forgot password', () => {
  it('mails 3 links per account in an hour; a refused request mails nothing and keeps the last link', async () => {
    const user = await confirmedUser(t);
    startNextWindow(t.clock, hours(1));
    for (let i = 0; i < 3; i += 1) expect((await forgot(t, user.email)).status).toBe(204);
    const last = await latestLink(t, user.email);
    expect(await forgot(t, user.email)).toMatchObject({ status: 429, body: rateLimited(3600) });
    expect(await mailbox(t, user.email)).toHaveLength(4);
    expect((await t.json(`/api/account/check-token?${query({ userId: last.userId, token: last.token })}`, get())).status).toBe(200);

    t.clock.advance(minutes(30));
    expect(await forgot(t, user.email)).toMatchObject({ status: 429, body: rateLimited(1800) });
    t.clock.advance(minutes(30));
    expect((await forgot(t, user.email)).status).toBe(204);
    expect(await mailbox(t, user.email)).toHaveLength(5);
  });

  it('takes 10 requests per address in an hour, known e-mails or not', async () => {
    const address = nextAddress();
    startNextWindow(t.clock, hours(1));
    for (let i = 0; i < 10; i += 1) expect((await forgot(t, uniqueEmail('ghost'), address)).status).toBe(400);
    const user = await confirmedUser(t);
    expect(await forgot(t, user.email, address)).toMatchObject({ status: 429, body: rateLimited(3600) });
    expect(await mailbox(t, user.email)).toHaveLength(1);
    expect((await forgot(t, user.email)).status).toBe(204);
  });

  it('holds across server instances on one database', async () => {
    const other = createTestApp(await database.connectAgain());
    const user = await confirmedUser(t);
    startNextWindow(t.clock, hours(1));
    other.clock.set(t.clock.now());
    expect((await forgot(t, user.email)).status).toBe(204);
    expect((await forgot(other, user.email)).status).toBe(204);
    expect((await forgot(t, user.email)).status).toBe(204);
    expect(await forgot(other, user.email)).toMatchObject({ status: 429, body: rateLimited(3600) });
  });
});

describe('resending the confirmation', () => {
  it('mails 3 times per account in an hour; a refused request mails nothing and the last link still confirms', async () => {
    const { email, password } = await signUp(t);
    startNextWindow(t.clock, hours(1));
    for (let i = 0; i < 3; i += 1) expect((await resend(email)).status).toBe(204);
    const last = await latestLink(t, email);
    expect(await resend(email)).toMatchObject({ status: 429, body: rateLimited(3600) });
    expect(await mailbox(t, email)).toHaveLength(4);
    expect((await t.request(`/api/account/confirm-email?${query({ userId: last.userId, token: last.token })}`)).status).toBe(200);
    expect((await signInRaw(t, { email, password })).status).toBe(200);
    t.clock.advance(hours(1));
    expect((await resend(email)).status).toBe(204);
  });

  it('takes 10 requests per address in an hour', async () => {
    const address = nextAddress();
    startNextWindow(t.clock, hours(1));
    for (let i = 0; i < 10; i += 1) expect((await resend(uniqueEmail('ghost'), address)).status).toBe(400);
    const { email } = await signUp(t);
    expect(await resend(email, address)).toMatchObject({ status: 429, body: rateLimited(3600) });
    expect(await mailbox(t, email)).toHaveLength(1);
    expect((await resend(email)).status).toBe(204);
    expect(await mailbox(t, email)).toHaveLength(2);
  });
});

describe('phone code sending', () => {
  it('texts a number 3 times in 10 minutes; a refused send texts nothing and keeps the last code', async () => {
    startNextWindow(t.clock, minutes(10));
    const user = await confirmedUser(t);
    const token = await signIn(t, user);
    const phone = nextPhone();
    for (let i = 0; i < 3; i += 1) expect((await sendCode(token, phone)).status).toBe(200);
    const [last] = await mailbox(t, phone);
    expect(await sendCode(token, phone)).toMatchObject({ status: 429, body: rateLimited(600) });
    expect(await mailbox(t, phone)).toHaveLength(3);
    const code = /\b(\d{6})\b/.exec(last?.body ?? '')?.[1];
    expect(await t.json('/api/account/phone/otp/check', post({ otp: code }, { token }))).toMatchObject({
      status: 200,
      body: { isValid: true, retryCount: 0 },
    });
    t.clock.advance(minutes(10));
    expect((await sendCode(token, phone)).status).toBe(200);
  });

  it('texts 10 codes per account in an hour', async () => {
    startNextWindow(t.clock, hours(1));
    const user = await confirmedUser(t);
    const token = await signIn(t, user);
    for (let i = 0; i < 10; i += 1) expect((await sendCode(token, nextPhone())).status).toBe(200);
    const phone = nextPhone();
    expect(await sendCode(token, phone)).toMatchObject({ status: 429, body: rateLimited(3600) });
    expect(await mailbox(t, phone)).toEqual([]);
    t.clock.advance(hours(1));
    expect((await sendCode(await signIn(t, user), phone)).status).toBe(200);
  });

  it('texts 20 codes per address in an hour, whatever the accounts', async () => {
    startNextWindow(t.clock, hours(1));
    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push(await signIn(t, await confirmedUser(t)));
    const [first = '', second = '', third = ''] = tokens;
    const address = nextAddress();
    for (let i = 0; i < 10; i += 1) expect((await sendCode(first, nextPhone(), address)).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await sendCode(second, nextPhone(), address)).status).toBe(200);
    const phone = nextPhone();
    expect(await sendCode(third, phone, address)).toMatchObject({ status: 429, body: rateLimited(3600) });
    expect(await mailbox(t, phone)).toEqual([]);
    expect((await sendCode(third, phone)).status).toBe(200);
  });
});

describe('password changes', () => {
  it('takes 10 password changes per signed-in user in 15 minutes, right or wrong, and no more', async () => {
    const user = await confirmedUser(t);
    const token = await signIn(t, user);
    startNextWindow(t.clock, minutes(15));
    const change = (currentPassword: string) =>
      t.json('/api/account/change-password', post({ currentPassword, password: 'Changed#Pass1', confirmPassword: 'Changed#Pass1' }, { token }));
    for (let i = 0; i < 10; i += 1) expect((await change('Wrong#Pass1')).body).toEqual(refusal('USER', 'CURRENT_PASSWORD_WRONG'));
    expect(await change(user.password)).toMatchObject({ status: 429, body: rateLimited(900) });
    // The refused change changed nothing: the old password still signs in.
    expect(await signInRaw(t, { email: user.email, password: user.password })).toMatchObject({ status: 200 });
    startNextWindow(t.clock, minutes(15));
    expect((await change(user.password)).status).toBe(204);
  });

  it('takes 20 link resets per address in an hour', async () => {
    startNextWindow(t.clock, hours(1));
    const address = nextAddress();
    const body = { email: 'nobody@example.am', password: 'Changed#Pass1', confirmPassword: 'Changed#Pass1', userId: '8d7f1c1e-0000-4000-8000-000000000001', token: 'a'.repeat(43) };
    for (let i = 0; i < 20; i += 1) expect((await t.json('/api/account/reset-password', post(body, { address }))).body).toEqual(refusal('USER', 'LINK_NOT_ACTIVE'));
    expect(await t.json('/api/account/reset-password', post(body, { address }))).toMatchObject({ status: 429, body: rateLimited(3600) });
    expect((await t.json('/api/account/reset-password', post(body, { address: nextAddress() }))).body).toEqual(refusal('USER', 'LINK_NOT_ACTIVE'));
  });
});
