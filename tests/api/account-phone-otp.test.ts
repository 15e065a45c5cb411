import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes } from '../../api/server/clock';
import { otpCodes, users } from '../../api/server/db/schema';
import enMail from '../../locales/en/mail.json';
import ruMail from '../../locales/ru/mail.json';
import { confirmedUser, invalidInput, mailbox, post, profile, refusal, signIn } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
});
afterAll(() => database.close());

let phoneSequence = 0;
/** A fresh Armenian mobile number, normalized (+374 and eight digits). */
const nextPhone = () => {
  phoneSequence += 1;
  return `+37491${String(100_000 + phoneSequence).slice(-6)}`;
};

const noLongerValid = refusal('USER', 'OTP_NO_LONGER_VALID');
const send = (token: string, phoneNumber: unknown, lang?: string) =>
  t.json<{ expiresAt: string }>('/api/account/phone/otp/send', post({ phoneNumber }, { token, ...(lang ? { lang } : {}) }));
const check = (token: string, otp: unknown) => t.json<{ isValid: boolean; retryCount: number }>('/api/account/phone/otp/check', post({ otp }, { token }));

/** The code of the newest SMS to this number. */
async function codeSentTo(phone: string): Promise<string> {
  const [sms] = await mailbox(t, phone);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in ${JSON.stringify(sms)}`);
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A signed-in user with no phone yet. */
async function signedIn() {
  const user = await confirmedUser(t);
  return { ...user, token: await signIn(t, user) };
}

describe('sending a code', () => {
  it('texts a six-digit code to the normalized number, in the language asked for, valid five minutes', async () => {
    const { token } = await signedIn();
    const phone = nextPhone();
    const written = `${phone.slice(0, 4)} (${phone.slice(4, 6)}) ${phone.slice(6, 9)}-${phone.slice(9)}`;
    const { status, body } = await send(token, written, 'ru');
    expect(status).toBe(200);
    expect(body).toEqual({ expiresAt: new Date(t.clock.now().getTime() + minutes(5)).toISOString() });

    const messages = await mailbox(t, phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', recipient: phone, language: 'ru', subject: ruMail.otp.subject });
    const code = await codeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash of the code is stored.
    const [row] = await database.db.select().from(otpCodes).where(eq(otpCodes.subject, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('texts in English when asked', async () => {
    const { token } = await signedIn();
    const phone = nextPhone();
    expect((await send(token, phone, 'en')).status).toBe(200);
    const [sms] = await mailbox(t, phone);
    expect(sms).toMatchObject({ language: 'en', subject: enMail.otp.subject });
    expect(sms?.body).toContain(await codeSentTo(phone));
  });

  describe('with a wrong number', () => {
    let user: Awaited<ReturnType<typeof signedIn>>;
    beforeAll(async () => {
      user = await signedIn();
    });
    it.each([
      ['a number too short', '+3749112345', ['validation:phone']],
      ['a number too long', '+374911234567', ['validation:phone']],
      ['a foreign number', '+12025550100', ['validation:phone']],
      ['no country code', '091123456', ['validation:phone']],
      ['letters', '+374ABCDEFGH', ['validation:phone']],
      ['an empty number', '', ['validation:required', 'validation:phone']],
      ['only spaces', '   ', ['validation:required', 'validation:phone']],
      ['a number as a number', 37491123456, ['validation:required']],
      ['no number', undefined, ['validation:required']],
    ])('refuses %s, texting nothing', async (_label, phoneNumber, messages) => {
      const { status, body } = await send(user.token, phoneNumber);
      expect(status).toBe(400);
      expect(body).toEqual(invalidInput(messages.map((message) => ({ path: 'phoneNumber', message }))));
      expect(await database.db.select().from(otpCodes).where(eq(otpCodes.owner, user.userId))).toEqual([]);
    });
  });
});

describe('checking a code', () => {
  it('saves the phone on the profile when the code is right', async () => {
    const { token } = await signedIn();
    const phone = nextPhone();
    await send(token, phone);
    expect((await profile(t, token)).body.phoneNumber).toBeNull();
    expect(await check(token, await codeSentTo(phone))).toMatchObject({ status: 200, body: { isValid: true, retryCount: 0 } });
    expect((await profile(t, token)).body).toMatchObject({ phoneNumber: phone, status: 'notIdentified' });
  });

  it('counts wrong codes; after the third the code is no longer valid, even the right one', async () => {
    const { token, userId } = await signedIn();
    const phone = nextPhone();
    await send(token, phone);
    const code = await codeSentTo(phone);
    expect(await check(token, wrongCode(code))).toMatchObject({ status: 200, body: { isValid: false, retryCount: 1 } });
    expect(await check(token, wrongCode(code))).toMatchObject({ status: 200, body: { isValid: false, retryCount: 2 } });
    expect(await check(token, wrongCode(code))).toMatchObject({ status: 200, body: { isValid: false, retryCount: 3 } });
    expect(await check(token, code)).toMatchObject({ status: 400, body: noLongerValid });
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ phoneNumber: null, phoneVerifiedAt: null });
  });

  it('works again after a new code is sent, which clears the count', async () => {
    const { token } = await signedIn();
    const phone = nextPhone();
    await send(token, phone);
    const first = await codeSentTo(phone);
    for (let i = 0; i < 3; i += 1) await check(token, wrongCode(first));
    expect(await check(token, first)).toMatchObject({ status: 400, body: noLongerValid });

    expect((await send(token, phone)).status).toBe(200);
    const second = await codeSentTo(phone);
    expect(await check(token, wrongCode(second))).toMatchObject({ status: 200, body: { isValid: false, retryCount: 1 } });
    expect(await check(token, second)).toMatchObject({ status: 200, body: { isValid: true, retryCount: 1 } });
    expect((await profile(t, token)).body.phoneNumber).toBe(phone);
  });

  it('accepts a code once', async () => {
    const { token } = await signedIn();
    const phone = nextPhone();
    await send(token, phone);
    const code = await codeSentTo(phone);
    expect((await check(token, code)).body).toEqual({ isValid: true, retryCount: 0 });
    expect(await check(token, code)).toMatchObject({ status: 400, body: noLongerValid });
  });

  it('forgets the earlier code when a new one is sent', async () => {
    const { token } = await signedIn();
    const first = nextPhone();
    await send(token, first);
    const oldCode = await codeSentTo(first);
    let second = nextPhone();
    await send(token, second);
    // Six random digits repeat once in a million sends; send again until the codes differ.
    while ((await codeSentTo(second)) === oldCode) {
      second = nextPhone();
      await send(token, second);
    }
    expect((await check(token, oldCode)).body).toEqual({ isValid: false, retryCount: 1 });
    expect((await check(token, await codeSentTo(second))).body).toEqual({ isValid: true, retryCount: 1 });
    // The number saved is the one the valid code went to.
    expect((await profile(t, token)).body.phoneNumber).toBe(second);
  });

  it('expires five minutes after sending', async () => {
    const { token } = await signedIn();
    const early = nextPhone();
    await send(token, early);
    t.clock.advance(minutes(5) - 1000);
    expect((await check(token, await codeSentTo(early))).body).toEqual({ isValid: true, retryCount: 0 });

    const late = nextPhone();
    await send(token, late);
    t.clock.advance(minutes(5));
    expect(await check(token, await codeSentTo(late))).toMatchObject({ status: 400, body: noLongerValid });
    expect((await profile(t, token)).body.phoneNumber).toBe(early);
  });

  it('is no longer valid when no code was sent', async () => {
    const { token } = await signedIn();
    expect(await check(token, '123456')).toMatchObject({ status: 400, body: noLongerValid });
  });

  it("does not take another user's code", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const phone = nextPhone();
    await send(owner.token, phone);
    const code = await codeSentTo(phone);
    expect(await check(stranger.token, code)).toMatchObject({ status: 400, body: noLongerValid });
    expect((await check(owner.token, code)).body).toEqual({ isValid: true, retryCount: 0 });
    expect((await profile(t, stranger.token)).body.phoneNumber).toBeNull();
  });

  describe('with a code that is not six digits', () => {
    let user: Awaited<ReturnType<typeof signedIn>>;
    const phone = nextPhone();
    beforeAll(async () => {
      user = await signedIn();
      await send(user.token, phone);
    });
    it.each([
      ['five digits', '12345', ['validation:otpLength']],
      ['seven digits', '1234567', ['validation:otpLength']],
      ['letters', 'abcdef', ['validation:otpLength']],
      ['digits with a space', '123 456', ['validation:otpLength']],
      ['an empty code', '', ['validation:required', 'validation:otpLength']],
      ['a number', 123456, ['validation:required']],
      ['no code', undefined, ['validation:required']],
    ])('refuses %s without counting a try', async (_label, otp, messages) => {
      const { status, body } = await check(user.token, otp);
      expect(status).toBe(400);
      expect(body).toEqual(invalidInput(messages.map((message) => ({ path: 'otp', message }))));
      const [row] = await database.db.select().from(otpCodes).where(eq(otpCodes.subject, phone));
      expect(row?.retryCount).toBe(0);
    });
  });
});
