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
