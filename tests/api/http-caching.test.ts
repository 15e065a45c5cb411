import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, get, signIn } from '../support/account-helpers';
import { seededApp } from '../support/seeded-app';
import type { TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => ({ database, t } = await seededApp()));
afterAll(() => database.close());

const search = (headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
  body: JSON.stringify({ pageSize: 12 }),
});

describe('anonymous catalogue answers', () => {
  it('carry a public Cache-Control that revalidates and an ETag; a repeat with the tag gets 304 without a body', async () => {
    const first = await t.request('/api/buildings/42', { headers: { 'accept-language': 'en' } });
    expect(first.status).toBe(200);
    // A booking or a review changes a building's page at once: stored, but asked again each time.
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toContain('Accept-Language');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const body = await first.text();

    const again = await t.request('/api/buildings/42', { headers: { 'accept-language': 'en', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toMatch(/^public/);

    // Another language is another answer with another tag.
    const armenian = await t.request('/api/buildings/42', { headers: { 'accept-language': 'hy', 'if-none-match': etag } });
    expect(armenian.status).toBe(200);
    expect(armenian.headers.get('etag')).not.toBe(etag);
    expect(await armenian.text()).not.toBe(body);
  });

  it('are cacheable for lists too (vocabularies fresh for a minute), and a 404 is not', async () => {
    for (const [path, cacheControl] of [
      ['/api/builders', /^public, no-cache$/],
      ['/api/facilities', /^public, max-age=60\b/],
      ['/api/banners/home', /^public, max-age=60\b/],
      ['/api/branches', /^public, max-age=60\b/],
    ] as const) {
      const response = await t.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toMatch(cacheControl);
      const repeat = await t.request(path, { headers: { 'if-none-match': response.headers.get('etag') ?? '' } });
      expect(repeat.status, path).toBe(304);
    }
    const missing = await t.request('/api/buildings/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('a search by POST is never stored, and a tag sent with it changes nothing', async () => {
    const response = await t.request('/api/buildings/v2', search({ 'if-none-match': '*' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('signed-in answers', () => {
  it('carry personal data privately and are never stored', async () => {
    const user = await confirmedUser(t);
    const token = await signIn(t, user);
    for (const path of ['/api/account/profile', '/api/favorites', '/api/bookings', '/api/notifications']) {
      const response = await t.request(path, get({ token }));
      expect(response.status, path).toBe(200);
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cacheControl, path).not.toContain('public');
      expect(cacheControl, path).toContain('no-store');
      expect(response.headers.get('etag'), path).toBeNull();
    }
  });
});

describe('compression of JSON', () => {
  it('sends brotli when the caller takes it, else gzip, else plain, the same JSON each time', async () => {
    const plain = await t.request('/api/buildings/v2', search());
    expect(plain.headers.get('content-encoding')).toBeNull();
    const json = await plain.text();
    expect(json.length).toBeGreaterThan(1024);

    const brotli = await t.request('/api/buildings/v2', search({ 'accept-encoding': 'gzip, deflate, br' }));
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotliBytes.length).toBeLessThan(json.length / 3);
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(json);

    const gzip = await t.request('/api/buildings/v2', search({ 'accept-encoding': 'gzip, br;q=0' }));
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(json);
  });

  it('leaves small answers as they are', async () => {
    const health = await t.request('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });

  it('a 304 stays a 304 with compression asked for', async () => {
    const first = await t.request('/api/facilities', { headers: { 'accept-encoding': 'br' } });
    const repeat = await t.request('/api/facilities', { headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get('content-encoding')).toBeNull();
  });
});
