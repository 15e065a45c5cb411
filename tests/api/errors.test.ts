import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, serverErrorSchema } from '../../api/contract/errors';
import { emailSchema } from '../../api/contract/validation';
import { AppError } from '../../api/server/http/app-error';
import type { AppEnv } from '../../api/server/http/app-env';
import { input } from '../../api/server/http/validate';
import hy from '../../locales/hy/errors.json';
import ru from '../../locales/ru/errors.json';
import en from '../../locales/en/errors.json';
import { confirmedUser, get, invalidInput, post, signIn } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Routes that fail on purpose, to see every answer of the error model through the real app. */
const failing = new Hono<AppEnv>()
  .post('/test/refuse', () => {
    throw new AppError('BOOKING', 'MAX_BOOKINGS_REACHED', { max: 2 });
  })
  .post('/test/echo', input('json', v.object({ email: emailSchema, note: v.pipe(v.string(), v.maxLength(10, 'validation:tooLong')) })), (c) =>
    c.json(c.req.valid('json')),
  )
  .get('/test/crash', () => {
    throw new Error('database password is hunter2');
  })
  .post('/test/failing-query', async (c) => {
    // A query that fails in the database with what a person typed as its parameter.
    await c.get('deps').database.db.execute(sql`select ${'ani.petrosyan@example.am'}::bigint`);
    return c.body(null, 204);
  });

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database, { extraApiRoutes: failing });
});
afterAll(() => database.close());

const postJson = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('error model', () => {
  it('answers a catalogued refusal as 400 { type, reason, params }', async () => {
    const { status, body } = await t.json('/api/test/refuse', postJson({}));
    expect(status).toBe(400);
    expect(body).toEqual({ type: 'BOOKING', reason: 'MAX_BOOKINGS_REACHED', params: { max: 2 } });
    expect(v.is(apiErrorSchema, body)).toBe(true);
  });

  it('answers a schema failure as 400 with the field issues as i18n keys and limits', async () => {
    const { status, body } = await t.json('/api/test/echo', postJson({ email: 'not-an-email', note: 'far too long a note' }));
    expect(status).toBe(400);
    expect(body).toEqual({
      type: 'COMMON',
      reason: 'INVALID_INPUT',
      issues: [
        { path: 'email', message: 'validation:email' },
        { path: 'note', message: 'validation:tooLong', params: { count: 10 } },
      ],
    });
  });

  it('reports a missing field and a wrong type by field', async () => {
    const { status, body } = await t.json<{ issues: { path: string; message: string }[] }>('/api/test/echo', postJson({ note: 5 }));
    expect(status).toBe(400);
    expect(body.issues.map((issue) => issue.path)).toEqual(['email', 'note']);
    expect(body.issues[0]?.message).toBe('validation:required');
    expect(body.issues[1]?.message).toBe('validation:invalid');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const { status, body } = await t.json('/api/test/echo', postJson('{"email": '));
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: 'COMMON', reason: 'INVALID_INPUT' });
  });

  it('refuses a body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const { status, body } = await t.json('/api/test/echo', postJson({ email: 'a@b.am', note: 'x'.repeat(1_100_000) }));
    expect(status).toBe(413);
    expect(body).toEqual({ type: 'COMMON', reason: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unknown API path with 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const { status, body, headers } = await t.json('/api/no/such/thing', { method });
      expect(status).toBe(404);
      expect(headers.get('content-type')).toContain('application/json');
      expect(body).toEqual({ type: 'COMMON', reason: 'NOT_FOUND' });
    }
  });

  it('hides an unexpected failure behind a localized 500 with the request id, and logs it in full', async () => {
    for (const [lang, messages] of [
      ['hy', hy],
      ['ru', ru],
      ['en', en],
    ] as const) {
      const { status, body, headers } = await t.json<{ requestId: string; message: string }>('/api/test/crash', {
        headers: { 'accept-language': lang },
      });
      expect(status).toBe(500);
      expect(v.is(serverErrorSchema, body)).toBe(true);
      expect(body.message).toBe(messages.COMMON.TECHNICAL_ISSUE);
      expect(JSON.stringify(body)).not.toContain('hunter2');
      expect(body.requestId).toBe(headers.get('x-request-id'));
      const logged = t.logs.find((line) => line.msg === 'unhandled error' && line.requestId === body.requestId);
      expect(JSON.stringify(logged)).toContain('hunter2');
    }
  });

  it('keeps a well-formed request id from the caller and answers it back', async () => {
    const response = await t.request('/api/health', { headers: { 'x-request-id': 'lb-1234567890' } });
    expect(response.headers.get('x-request-id')).toBe('lb-1234567890');
    const rejected = await t.request('/api/health', { headers: { 'x-request-id': '<script>' } });
    expect(rejected.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one structured log line per request', async () => {
    const response = await t.request('/api/config');
    const id = response.headers.get('x-request-id');
    const line = t.logs.find((entry) => entry.msg === 'request' && entry.requestId === id);
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/api/config', status: 200 });
    expect(typeof line?.durationMs).toBe('number');
  });
});

describe('bodies that are not JSON objects', () => {
  it('answers 415 UNSUPPORTED_MEDIA_TYPE to a body sent without the JSON content type', async () => {
    const body = JSON.stringify({ email: 'a@b.am', note: 'hi' });
    for (const headers of [{ 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }, {} as Record<string, string>]) {
      for (const path of ['/api/test/echo', '/api/apartments', '/api/account/sign-in']) {
        const { status, body: answer } = await t.json(path, { method: 'POST', headers, body });
        expect(status, `${path} ${JSON.stringify(headers)}`).toBe(415);
        expect(answer).toEqual({ type: 'COMMON', reason: 'UNSUPPORTED_MEDIA_TYPE' });
      }
    }
    // A missing body is not read as an empty filter either.
    expect((await t.json('/api/apartments', { method: 'POST' })).status).toBe(415);
    // `+json` types and a charset are JSON.
    expect((await t.json('/api/apartments', { method: 'POST', headers: { 'content-type': 'application/vnd.tun+json; charset=utf-8' }, body: '{}' })).status).toBe(200);
  });

  it('answers 400 to a JSON array, string, number or null where an object is expected', async () => {
    for (const raw of ['[]', '[{"minPrice": 1}]', '"text"', '42', 'null', 'true']) {
      const { status, body } = await t.json('/api/apartments', postJson(raw));
      expect(status, raw).toBe(400);
      expect(body).toEqual(invalidInput([{ path: '', message: 'validation:invalid' }]));
    }
  });
});

describe('numbers and text that used to reach the database', () => {
  const filterLists = ['/api/apartments', '/api/buildings/v2', '/api/projects', '/api/secondary-apartments/v2', '/api/rental-properties/v2'];

  it('refuses a fractional or huge amount in every search filter with a localized field issue', async () => {
    for (const path of filterLists) {
      expect(await t.json(path, postJson({ minPrice: 1.5 })), path).toMatchObject({ status: 400, body: invalidInput([{ path: 'minPrice', message: 'validation:integer' }]) });
      expect(await t.json(path, postJson({ maxPrice: 1e20 })), path).toMatchObject({
        status: 400,
        body: invalidInput([{ path: 'maxPrice', message: 'validation:tooLarge', params: { count: 10_000_000_000 } }]),
      });
      expect((await t.json(path, postJson({ minPrice: 1_000_000, maxPrice: 90_000_000 }))).status, path).toBe(200);
    }
    for (const path of ['/api/apartments', '/api/secondary-apartments/v2', '/api/rental-properties/v2']) {
      expect(await t.json(path, postJson({ minArea: 40.5 })), path).toMatchObject({ status: 400, body: invalidInput([{ path: 'minArea', message: 'validation:integer' }]) });
    }
  });

  it('refuses a NUL or another control character in a review, a saved-filter name and a request form', async () => {
    const user = await confirmedUser(t);
    const token = await signIn(t, user);
    const forbidden = (path: string) => invalidInput([{ path, message: 'validation:forbiddenCharacters' }]);
    expect(await t.json('/api/buildings/1/reviews', post({ rating: 4, body: 'Quiet courtyard\u0000 good light' }, { token }))).toMatchObject({ status: 400, body: forbidden('body') });
    expect(await t.json('/api/saved-filters', post({ name: 'Centre\u0000', page: 'search', search: {} }, { token }))).toMatchObject({ status: 400, body: forbidden('name') });
    expect(await t.json('/api/saved-filters', post({ name: 'Two\nlines', page: 'search', search: {} }, { token }))).toMatchObject({ status: 400, body: forbidden('name') });
    const contact = { name: 'Ani Petrosyan', phoneNumber: '+37477123456', consent: true };
    expect(await t.json('/api/apartments/interest-application', post({ market: 'primary', propertyId: 1, ...contact, name: 'Ani\u0000' }))).toMatchObject({
      status: 400,
      body: forbidden('name'),
    });
    expect(await t.json('/api/projects/1/request', post({ ...contact, message: 'Call me\u001b[31m' }))).toMatchObject({ status: 400, body: forbidden('message') });
    // Line breaks and tabs stay welcome where text has several lines.
    const { status, body } = await t.json('/api/buildings/1/reviews', post({ rating: 4, body: 'Quiet courtyard,\n\tgood light.' }, { token }));
    expect(body).not.toMatchObject({ reason: 'INVALID_INPUT' });
    expect(status).toBe(404);
  });
});

describe('logs', () => {
  it('logs a failed query without its parameters', async () => {
    const { status, body } = await t.json<{ requestId: string }>('/api/test/failing-query', postJson({}));
    expect(status).toBe(500);
    const logged = t.logs.find((line) => line.msg === 'unhandled error' && line.requestId === body.requestId);
    expect(JSON.stringify(logged)).toContain('Failed query: select $1::bigint');
    expect(JSON.stringify(logged)).not.toContain('ani.petrosyan');
  });

  it('logs the route of a request, not an e-mail address in its path', async () => {
    const response = await t.request('/api/account/forgot-password/ani.petrosyan%40example.am', post(undefined));
    const line = t.logs.find((entry) => entry.msg === 'request' && entry.requestId === response.headers.get('x-request-id'));
    expect(line).toMatchObject({ method: 'POST', path: '/api/account/forgot-password/:email' });
    expect(JSON.stringify(t.logs)).not.toContain('ani.petrosyan');
  });

  it('logs a refused request under its route too', async () => {
    const response = await t.request('/api/favorites/count', get());
    expect(response.status).toBe(401);
    const line = t.logs.find((entry) => entry.msg === 'request' && entry.requestId === response.headers.get('x-request-id'));
    expect(line).toMatchObject({ level: 'info', path: '/api/favorites/count', status: 401 });
  });
});
