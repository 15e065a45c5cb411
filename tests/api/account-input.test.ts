import { randomBytes, randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, isCatalogued } from '../../api/contract/errors';
import { otpCodes, outboxMessages, sessions, singleUseTokens, users } from '../../api/server/db/schema';
import hyMail from '../../locales/hy/mail.json';
import validationEn from '../../locales/en/validation.json';
import {
  confirmedUser,
  get,
  goodPassword,
  invalidInput,
  mailbox,
  nextAddress,
  post,
  refusal,
  signIn,
  signInRaw,
  signUp,
  uniqueEmail,
} from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
let token: string;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  token = await signIn(t, await confirmedUser(t));
});
afterAll(() => database.close());

const huge = 'x'.repeat(100_000);
const overOneMegabyte = JSON.stringify({ email: 'ani@example.am', padding: 'x'.repeat(1_100_000) });

/** Values no field accepts as it is, and values that only look harmless. */
const badValues: [string, unknown][] = [
  ['a number', 42],
  ['a huge number', 1e308],
  ['a negative number', -1],
  ['true', true],
  ['false', false],
  ['null', null],
  ['an empty array', []],
  ['an array of strings', ['a', 'b']],
  ['an object', { nested: 'value' }],
  ['an empty string', ''],
  ['a 100 kB string', huge],
  ['a NUL character', 'ab\u0000cd'],
  ['a lone surrogate', 'ab\ud800cd'],
  ['emoji', '🏠🏠🏠'],
  ['right-to-left text', 'مرحبا'],
  ['HTML', '<script>alert(1)</script>'],
  ['SQL', "' or 1=1; drop table users; --"],
];

/** Whole bodies that are not the object an endpoint reads. */
const badBodies: [string, string | undefined, Record<string, string>?][] = [
  ['no body', undefined],
  ['an empty body', ''],
  ['a cut-off object', '{'],
  ['a cut-off field', '{"email":'],
  ['a trailing comma', '{"email":"a@b.am",}'],
  ['single quotes', "{'email':'a@b.am'}"],
  ['plain text', 'hello'],
  ['a NUL byte', '\u0000'],
  ['null', 'null'],
  ['true', 'true'],
  ['a number', '42'],
  ['a string', '"text"'],
  ['an empty array', '[]'],
  ['an array of objects', '[{"email":"a@b.am"}]'],
  ['an empty object', '{}'],
  ['a __proto__ key', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'],
  ['deep nesting', `{"email":${'['.repeat(50_000)}${']'.repeat(50_000)}}`],
  ['a JSON body sent as text/plain', '{"email":"a@b.am"}', { 'content-type': 'text/plain' }],
  ['a form body', 'email=a%40b.am&password=x', { 'content-type': 'application/x-www-form-urlencoded' }],
  ['a multipart body', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.am\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' }],
  ['an unknown charset', '{"email":"a@b.am"}', { 'content-type': 'application/json; charset=utf-16' }],
  ['more than 1 MB', overOneMegabyte],
];

/** Query strings and path segments no endpoint should choke on. */
const badQueries = [
  '',
  '?',
  '?x=1',
  '?userId=&token=&to=',
  '?userId=a&userId=b&token=c&token=d&to=e&to=f',
  '?userId[]=1&token[x]=2',
  '?%',
  '?token=%E0%A4%A',
  '?to=%ED%A0%80',
  '?userId=%00&token=%00&to=%00',
  `?token=${'A'.repeat(10_000)}&userId=${'1'.repeat(10_000)}&to=${'a'.repeat(10_000)}`,
  `?userId=${randomUUID()}&token=${'A'.repeat(43)}&token=${'B'.repeat(43)}`,
];
const badEmailSegments = [
  'x',
  '%',
  '%25',
  '%E0%A4%A',
  '%00%40b.am',
  'a%2Fb%40c.am',
  '..%2F..%2Fprofile',
  `${'a'.repeat(10_000)}%40b.am`,
  '%F0%9F%8F%A0%40example.am',
  'a@b.am%20',
];

interface JsonEndpoint {
  path: string;
  auth?: boolean;
  /** A body that passes the schema but changes nothing (an unknown e-mail, a wrong password). */
  base: () => Record<string, unknown>;
}

const jsonEndpoints: JsonEndpoint[] = [
  {
    path: '/api/account/sign-up',
    // Two wrong fields, so no variant of one field registers someone.
    base: () => ({ firstName: 'ani', lastName: 'Petrosyan', email: uniqueEmail('fuzz'), password: goodPassword, confirmPassword: goodPassword, terms: false }),
  },
  { path: '/api/account/sign-in', base: () => ({ email: uniqueEmail('fuzz'), password: goodPassword, captchaToken: 'A'.repeat(43) }) },
  {
    path: '/api/account/reset-password',
    base: () => ({ email: uniqueEmail('fuzz'), password: goodPassword, confirmPassword: goodPassword, userId: randomUUID(), token: 'A'.repeat(43) }),
  },
  { path: '/api/account/change-password', auth: true, base: () => ({ currentPassword: 'Wrong#Pass1', password: goodPassword, confirmPassword: goodPassword }) },
  // No valid number: a valid one would text a code.
  { path: '/api/account/phone/otp/send', auth: true, base: () => ({ phoneNumber: '+1' }) },
  // No code was sent to this user, so even a well-formed code changes nothing.
  { path: '/api/account/phone/otp/check', auth: true, base: () => ({ otp: '123456' }) },
];

const queryEndpoints = [
  '/api/account/confirm-email',
  '/api/account/check-token',
  '/api/account/captcha/validate',
  '/api/account/captcha',
  '/api/sandbox/mailbox',
];
const emailPathEndpoints = ['/api/account/forgot-password', '/api/account/resend-confirmation'];

interface Case {
  label: string;
  path: string;
  init: RequestInit;
}

function allCases(): Case[] {
  const cases: Case[] = [];
  for (const endpoint of jsonEndpoints) {
    const options = endpoint.auth ? { token } : {};
    for (const [label, body, headers] of badBodies) {
      cases.push({ label: `${endpoint.path}: ${label}`, path: endpoint.path, init: post(body, { ...options, headers }) });
    }
    for (const field of Object.keys(endpoint.base())) {
      for (const [label, value] of badValues) {
        cases.push({ label: `${endpoint.path}: ${field} = ${label}`, path: endpoint.path, init: post({ ...endpoint.base(), [field]: value }, options) });
      }
      const missing = endpoint.base();
      delete missing[field];
      cases.push({ label: `${endpoint.path}: no ${field}`, path: endpoint.path, init: post(missing, options) });
    }
    cases.push({ label: `${endpoint.path}: a huge extra field`, path: endpoint.path, init: post({ ...endpoint.base(), extra: huge }, options) });
  }
  for (const path of emailPathEndpoints) {
    for (const segment of badEmailSegments) cases.push({ label: `${path}/${segment.slice(0, 40)}`, path: `${path}/${segment}`, init: post(undefined) });
    for (const [label, body, headers] of badBodies) {
      cases.push({ label: `${path}: ${label}`, path: `${path}/${encodeURIComponent(uniqueEmail('fuzz'))}`, init: post(body, { headers }) });
    }
  }
  for (const path of queryEndpoints) {
    for (const search of badQueries) cases.push({ label: `${path}${search.slice(0, 60)}`, path: `${path}${search}`, init: get() });
  }
  // Endpoints without input still meet a stray body or query.
  for (const [label, body] of badBodies) cases.push({ label: `sign-out without a session: ${label}`, path: '/api/account/sign-out', init: post(body) });
  for (const search of badQueries) cases.push({ label: `profile${search.slice(0, 60)}`, path: `/api/account/profile${search}`, init: get({ token }) });
  // Headers a client controls.
  const clientHeaders: Record<string, string>[] = [
    { 'accept-language': 'x'.repeat(10_000) },
    { 'accept-language': ';;;,,,q=,*' },
    { 'user-agent': 'u'.repeat(10_000) },
    { 'x-forwarded-for': randomBytes(3_000).toString('hex') },
    { 'x-forwarded-for': ' , ,, ' },
    { 'x-forwarded-for': 'unknown' },
    { 'x-request-id': 'r'.repeat(10_000) },
  ];
  for (const headers of clientHeaders) {
    const init = post({ email: uniqueEmail('fuzz'), password: goodPassword }, { headers });
    cases.push({ label: `sign-in with ${JSON.stringify(headers).slice(0, 60)}`, path: '/api/account/sign-in', init });
  }
  return cases;
}

const rowCounts = async () => {
  const tables: Record<string, PgTable> = { users, sessions, outboxMessages, singleUseTokens, otpCodes };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return counts;
};

describe('wrong, missing, oversized and malformed input', () => {
  it('never gets a 500 from any account endpoint: every refusal is catalogued, and nothing changes', async () => {
    const before = await rowCounts();
    const cases = allCases();
    expect(cases.length).toBeGreaterThan(600);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const { label, path, init } of cases) {
      const response = await t.request(path, init);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = await response.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      if (response.status >= 500) {
        problems.push(`${label}: ${response.status} ${text.slice(0, 200)}`);
        continue;
      }
      if (response.status < 400) {
        // Only the captcha challenge and the profile answer whatever stray query they get.
        if (!/\/api\/account\/(captcha|profile)(\?|$)|\/api\/sandbox\/mailbox/.test(path)) problems.push(`${label}: unexpected ${response.status}`);
        continue;
      }
      if (![400, 401, 404, 413, 415, 429].includes(response.status)) problems.push(`${label}: status ${response.status}`);
      if (!v.is(apiErrorSchema, body) || !isCatalogued(body.type, body.reason)) {
        problems.push(`${label}: uncatalogued ${text.slice(0, 200)}`);
        continue;
      }
      for (const issue of body.issues ?? []) {
        const key = issue.message.replace(/^validation:/, '');
        if (!issue.message.startsWith('validation:') || !(key in validationEn)) problems.push(`${label}: message ${issue.message} has no text`);
      }
      if (body.reason === 'INVALID_INPUT' && !body.issues?.length) problems.push(`${label}: INVALID_INPUT without issues`);
    }
    expect(problems).toEqual([]);
    // The table reached the handlers too, not only the validators.
    expect(statuses.get(400)).toBeGreaterThan(500);
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 413]));
    expect(await rowCounts()).toEqual(before);
  });

  it.each(jsonEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))('%s refuses a body over 1 MB with 413', async (_path, endpoint) => {
    const { status, body } = await t.json(endpoint.path, post(overOneMegabyte, endpoint.auth ? { token } : {}));
    expect(status).toBe(413);
    expect(body).toEqual(refusal('COMMON', 'PAYLOAD_TOO_LARGE'));
  });

  it.each(jsonEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))('%s answers malformed JSON with 400 unreadable', async (_path, endpoint) => {
    const { status, body } = await t.json(endpoint.path, post('{"email": ', endpoint.auth ? { token } : {}));
    expect(status).toBe(400);
    expect(body).toEqual(invalidInput([{ path: '', message: 'validation:unreadable' }]));
  });

  it.each(jsonEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))('%s answers a JSON array or null with 400 invalid', async (_path, endpoint) => {
    for (const raw of ['null', '42', '"text"']) {
      const { status, body } = await t.json(endpoint.path, post(raw, endpoint.auth ? { token } : {}));
      expect(status).toBe(400);
      expect(body).toEqual(invalidInput([{ path: '', message: 'validation:invalid' }]));
    }
  });

  it('signs in normally whatever the proxy header holds', async () => {
    const user = await confirmedUser(t);
    for (const forwarded of [randomBytes(3_000).toString('hex'), 'not an address', `${randomBytes(500).toString('hex')}, ${nextAddress()}`]) {
      const answer = await signInRaw(t, { email: user.email, password: user.password }, { headers: { 'x-forwarded-for': forwarded } });
      expect(answer.status).toBe(200);
    }
    const wrong = await signInRaw(t, { email: user.email, password: 'Wrong#Pass1' }, { headers: { 'x-forwarded-for': randomBytes(3_000).toString('hex') } });
    expect(wrong).toMatchObject({ status: 400, body: refusal('USER', 'INVALID_CREDENTIALS', { captchaRequired: false }) });
  });
});

describe('sandbox mailbox', () => {
  it('lists the newest messages first, for one recipient when asked', async () => {
    const first = await confirmedUser(t);
    await confirmedUser(t);
    expect((await t.request(`/api/account/forgot-password/${encodeURIComponent(first.email)}`, post(undefined))).status).toBe(204);
    const messages = await mailbox(t, ` ${first.email.toUpperCase()} `);
    expect(messages.map((message) => [message.recipient, message.subject])).toEqual([
      [first.email, hyMail.resetPassword.subject],
      [first.email, hyMail.confirmEmail.subject],
    ]);
    expect(messages[0]?.id).toBeGreaterThan(messages[1]?.id ?? Infinity);
    expect(messages[0]).toMatchObject({ channel: 'email', language: 'hy', createdAt: t.clock.now().toISOString(), deliveredAt: null });
    const all = await t.json<unknown[]>('/api/sandbox/mailbox', get());
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.body.length).toBeGreaterThan(2);
  });

  it('finds the mail of an address with dashes, as typed', async () => {
    const { email } = await signUp(t, { email: `ani-maria.${Date.now()}@banali-realty.am` });
    expect((await mailbox(t, email)).map((message) => message.recipient)).toEqual([email]);
  });

  it('refuses a recipient over 150 characters', async () => {
    const { status, body } = await t.json(`/api/sandbox/mailbox?to=${'a'.repeat(151)}`, get());
    expect(status).toBe(400);
    expect(body).toEqual(invalidInput([{ path: 'to', message: 'validation:tooLong', params: { count: 150 } }]));
  });

  it('refuses a recipient with a control character, and finds nothing for one no message can have', async () => {
    for (const to of ['%00', 'a%00b%40example.am']) {
      const { status, body } = await t.json(`/api/sandbox/mailbox?to=${to}`, get());
      expect(status).toBe(400);
      expect(body).toEqual(invalidInput([{ path: 'to', message: 'validation:forbiddenCharacters' }]));
    }
    const { status, body } = await t.json('/api/sandbox/mailbox?to=%ED%A0%80', get());
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('is not there outside sandbox mode', async () => {
    const live = createTestApp(database, { sandbox: false });
    for (const search of ['', `?to=${encodeURIComponent(uniqueEmail())}`]) {
      const { status, body } = await live.json(`/api/sandbox/mailbox${search}`, get());
      expect(status).toBe(404);
      expect(body).toEqual(refusal('COMMON', 'NOT_FOUND'));
    }
  });
});
