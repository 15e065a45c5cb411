import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hours, minutes } from '../../api/server/clock';
import { sessions } from '../../api/server/db/schema';
import { confirmedUser, get, goodPassword, otherPassword, post, profile, signIn, unauthorizedBody, type TestUser } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  user = await confirmedUser(t);
});
afterAll(() => database.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const signOut = (token: string) => t.json('/api/account/sign-out', post(undefined, { token }));
const expectSignedOut = async (token: string) => expect(await profile(t, token)).toEqual(expect.objectContaining({ status: 401, body: unauthorizedBody }));

describe('sign-out', () => {
  it('revokes the session: the token no longer opens anything', async () => {
    const token = await signIn(t, user);
    const other = await signIn(t, user);
    const answer = await signOut(token);
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    await expectSignedOut(token);
    expect(await signOut(token)).toMatchObject({ status: 401, body: unauthorizedBody });
    const passwords = { currentPassword: goodPassword, password: otherPassword, confirmPassword: otherPassword };
    const change = await t.json('/api/account/change-password', post(passwords, { token }));
    expect(change).toMatchObject({ status: 401, body: unauthorizedBody });
    // The user's other session goes on.
    expect((await profile(t, other)).status).toBe(200);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect(row).toMatchObject({ userId: user.userId, revokedAt: t.clock.now() });
  });
});

describe('lifetime', () => {
  it('ends after 30 minutes without a request', async () => {
    const token = await signIn(t, user);
    t.clock.advance(minutes(29));
    expect((await profile(t, token)).status).toBe(200);
    t.clock.advance(minutes(30));
    await expectSignedOut(token);
    // Gone for good: activity does not bring it back.
    t.clock.advance(minutes(1));
    await expectSignedOut(token);
  });

  it('lives on while it is used within every 30 minutes', async () => {
    const token = await signIn(t, user);
    for (let i = 0; i < 6; i += 1) {
      t.clock.advance(minutes(29));
      expect((await profile(t, token)).status).toBe(200);
    }
    t.clock.advance(minutes(31));
    await expectSignedOut(token);
  });

  it('ends 12 hours after sign-in even with steady use', async () => {
    const started = t.clock.now().getTime();
    const token = await signIn(t, user);
    while (t.clock.now().getTime() + minutes(25) < started + hours(12)) {
      t.clock.advance(minutes(25));
      expect((await profile(t, token)).status).toBe(200);
    }
    t.clock.set(new Date(started + hours(12) - minutes(1)));
    expect((await profile(t, token)).status).toBe(200);
    t.clock.advance(minutes(1));
    await expectSignedOut(token);
  });

  it('ends every session of a user on its own clock', async () => {
    const early = await signIn(t, user);
    t.clock.advance(minutes(20));
    const late = await signIn(t, user);
    t.clock.advance(minutes(15));
    await expectSignedOut(early);
    expect((await profile(t, late)).status).toBe(200);
  });
});

describe('bearer token', () => {
  const auth = (value: string | undefined) => (value === undefined ? get() : get({ headers: { authorization: value } }));

  it.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['a Basic header', `Basic ${Buffer.from('ani@example.am:Secret#2026a').toString('base64')}`],
    ['"Bearer" alone', 'Bearer'],
    ['"Bearer " and nothing', 'Bearer '],
    ['a lower-case scheme', 'bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a token too short', 'Bearer abc'],
    ['a token too long', `Bearer ${'A'.repeat(101)}`],
    ['a token with other characters', `Bearer ${'A'.repeat(40)}+/=`],
    ['two tokens', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['an unknown well-formed token', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['SQL', "Bearer ' or '1'='1"],
  ])('answers 401 for %s on every signed-in endpoint', async (_label, header) => {
    for (const [method, path] of [
      ['GET', '/api/account/profile'],
      ['POST', '/api/account/sign-out'],
      ['POST', '/api/account/change-password'],
      ['POST', '/api/account/phone/otp/send'],
      ['POST', '/api/account/phone/otp/check'],
    ] as const) {
      const init = { ...auth(header), method };
      const answer = await t.json(path, init);
      expect(answer, `${method} ${path}`).toMatchObject({ status: 401, body: unauthorizedBody });
    }
  });

  it('answers 401 for the hash the database keeps, which is not the token', async () => {
    const token = await signIn(t, user);
    const [row] = await database.db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect(row?.userId).toBe(user.userId);
    await expectSignedOut(sha256(token));
    expect((await profile(t, token)).status).toBe(200);
  });
});
