import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/server/config';
import { migrationStatus } from '../../api/server/db/migrate';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  staticDir = mkdtempSync(join(tmpdir(), 'tun-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tun</title>');
  writeFileSync(join(staticDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg/>');
  const bundle = 'console.log("a bundle big enough to be worth compressing");\n'.repeat(40);
  writeFileSync(join(staticDir, 'assets', 'big-def456.js'), bundle);
  writeFileSync(join(staticDir, 'assets', 'big-def456.js.br'), brotliCompressSync(bundle));
  writeFileSync(join(staticDir, 'assets', 'big-def456.js.gz'), gzipSync(bundle));
  t = createTestApp(database, { staticDir });
});
afterAll(() => database.close());

describe('health and configuration', () => {
  it('reports status, the database kind and the migration version', async () => {
    const { status, body } = await t.json('/api/health');
    const migrations = await migrationStatus(database);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      database: { kind: expectedKind, migration: migrations.version, migrationsApplied: migrations.applied },
    });
    expect(migrations.version).toMatch(/^\d{4}_/);
  });

  it('tells the app whether it runs in sandbox mode', async () => {
    const { body } = await t.json('/api/config');
    expect(body).toEqual({ sandbox: true, version: 'test', mapTiles: null });
  });

  it('reads the map tile server from the environment, or none, and refuses anything but an https template', () => {
    expect(readConfig({}).mapTiles).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    expect(readConfig({ MAP_TILE_URL: 'none' }).mapTiles).toBeNull();
    expect(readConfig({ MAP_TILE_URL: 'https://tiles.example.am/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'Example' }).mapTiles).toEqual({ url: 'https://tiles.example.am/{z}/{x}/{y}.png', attribution: 'Example' });
    expect(() => readConfig({ MAP_TILE_URL: 'http://tiles.example.am/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('lets the tile server into the CSP of an app with maps', async () => {
    const database = await createTestDatabase();
    const withTiles = createTestApp(database, { mapTiles: { url: 'https://tiles.example.am/{z}/{x}/{y}.png', attribution: 'Example' } });
    const csp = (await withTiles.request('/api/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.am");
    await database.close();
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/nothing', '/hy/buildings', '/assets/main-abc123.js'])('are on every answer: %s', async (path) => {
    const response = await t.request(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('the built app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves the HTML with no-cache for every app path', async () => {
    for (const path of ['/hy', '/en/buildings', '/ru/calculators/loan', '/hy/anything/deep']) {
      const response = await t.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Tun</title>');
    }
  });

  it('sends / to the stored language, or Armenian', async () => {
    const plain = await t.request('/');
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/hy');
    const english = await t.request('/', { headers: { cookie: 'lang=en' } });
    expect(english.headers.get('location')).toBe('/en');
    const bogus = await t.request('/', { headers: { cookie: 'lang=xx' } });
    expect(bogus.headers.get('location')).toBe('/hy');
  });

  it('answers 404 for a missing file and never leaves the folder', async () => {
    expect((await t.request('/missing.png')).status).toBe(404);
    expect((await t.request('/assets/nope.js')).status).toBe(404);
    expect((await t.request('/%2e%2e/package.json')).status).toBe(404);
    expect((await t.request('/..%2f..%2fpackage.json')).status).toBe(404);
    const escaped = await t.request('/..%2f..%2f..%2f..%2fetc%2fpasswd');
    expect(await escaped.text()).not.toContain('root:');
  });

  it('sends the precompressed copy the browser accepts, brotli first, and the plain file otherwise', async () => {
    const brotli = await t.request('/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toContain('text/javascript');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString();
    expect(body).toContain('a bundle big enough');
    const gzip = await t.request('/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(body);
    const plain = await t.request('/assets/big-def456.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
  });

  it('answers a repeat with 304 by ETag, for files and the HTML, and each encoding has its own tag', async () => {
    const first = await t.request('/assets/big-def456.js', { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = await t.request('/assets/big-def456.js', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gzip = await t.request('/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('etag')).not.toBe(etag);
    const html = await t.request('/en/buildings');
    const htmlAgain = await t.request('/ru/search', { headers: { 'if-none-match': html.headers.get('etag') ?? '' } });
    expect(htmlAgain.status).toBe(304);
    expect(htmlAgain.headers.get('cache-control')).toBe('no-cache');
  });

  it('revalidates other public files within an hour', async () => {
    const response = await t.request('/favicon.svg');
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml(;\s*charset=utf-8)?$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document with every route', async () => {
    const { status, body } = await t.json<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/config', '/api/branches', '/api/branches/{branchCode}/credit-officers']),
    );
  });

  it('is browsable at /api/docs without inline script', async () => {
    const page = await t.request('/api/docs');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).toContain('/api/docs/init.js');
    expect((await t.request('/api/docs/init.js')).status).toBe(200);
    expect((await t.request('/api/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
    expect((await t.request('/api/docs/assets/secret.txt')).status).toBe(404);
  });
});
