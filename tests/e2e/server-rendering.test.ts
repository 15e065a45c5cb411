import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { useBrowser, viewports, watchPageErrors } from '../support/browser';

const locale = <T,>(lang: string, ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, `${ns}.json`), 'utf8')) as T;
const common = (lang: string) => locale<{ account: { signIn: string } }>(lang, 'common');
const home = (lang: string) => locale<{ hero: { title: string }; newBuildings: { loading: string } }>(lang, 'home');
const catalogue = generateCatalogue();
const building = catalogue.buildings[0]!;
const apartment = catalogue.apartments.find((row) => row.buildingId === building.id && row.availability === 'forSale')!;

/** The catalogue pages a person opens from a search engine or a shared link. */
const pages = (lang: 'hy' | 'ru' | 'en') => [
  { path: `/${lang}`, shows: home(lang).hero.title },
  { path: `/${lang}/search`, shows: '' },
  { path: `/${lang}/buildings/${building.id}`, shows: building.name[lang] },
  { path: `/${lang}/property/primary/${apartment.id}`, shows: building.name[lang] },
];

const web = useBrowser();
let context: BrowserContext | undefined;
afterEach(() => context?.close());

describe('pages rendered on the server', () => {
  it.each(['hy', 'ru', 'en'] as const)('draws the %s catalogue pages without any script, in their language, with their title', async (lang) => {
    context = await web.newContext({ viewport: viewports.mobile, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, shows } of pages(lang)) {
      const response = await page.goto(`${web.baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      // No redirect for the query the router completes (`/search` stays one round trip).
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      const main = (await page.locator('main').innerText()).trim();
      expect(main.length, `${path} has content in <main>`).toBeGreaterThan(40);
      if (shows) expect(await page.locator('body').innerText()).toContain(shows);
      // The home page's new buildings came with the page: their loading line is not what was drawn.
      expect(await page.locator('body').innerText()).not.toContain(home(lang).newBuildings.loading);
      // Every page but home names itself before the brand ('Page — Tun').
      if (path !== `/${lang}`) expect(await page.title()).toMatch(/. — Tun$/);
    }
  });

  it('answers a missing property with 404 and its page, drawn by the server', async () => {
    context = await web.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${web.baseUrl}/en/property/primary/999999`);
    expect(response?.status()).toBe(404);
    expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(10);
  });

  it.each(['hy', 'ru', 'en'] as const)('hydrates the %s pages with no mismatch: the browser draws what the server drew, then answers', async (lang) => {
    context = await web.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    for (const { path } of pages(lang)) {
      await page.goto(`${web.baseUrl}${path}`);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    }
    // React reports a mismatch as a recoverable error (src/app/main.tsx logs it); none may happen.
    expect(errors).toEqual([]);
    // The page answers: the main menu's first disclosure opens on a click (nothing would happen before hydration).
    const disclosure = page.locator('header nav button[aria-expanded]').first();
    expect(await disclosure.getAttribute('aria-expanded')).toBe('false');
    await disclosure.click();
    await expect.poll(() => disclosure.getAttribute('aria-expanded')).toBe('true');
  });

  it('asks for its scripts after the first screen: the first result’s picture has come before the app’s entry is asked for', async () => {
    context = await web.newContext({ viewport: viewports.mobile });
    const page = await context.newPage();
    const html = await (await fetch(`${web.baseUrl}/en/search`)).text();
    // The HTML names no module script: the deferred starter adds the entry and its imports.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const starter = /<script defer src="(\/assets\/start-scripts-[\w-]+\.js)" data-entry="(\/assets\/index-[\w-]+\.js)"/.exec(html);
    expect(starter).not.toBeNull();
    const events: string[] = [];
    page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
    page.on('requestfinished', (request) => events.push(`came ${new URL(request.url()).pathname}`));
    await page.goto(`${web.baseUrl}/en/search`);
    const picture = await page.locator('[data-testid=results] img').first().getAttribute('src');
    expect(await page.locator('[data-testid=results] img').first().getAttribute('fetchpriority')).toBe('high');
    expect(await page.locator('[data-testid=results] img').nth(1).getAttribute('loading')).toBe('lazy');
    const pictureCame = events.indexOf(`came ${new URL(picture ?? '', web.baseUrl).pathname}`);
    const entryAsked = events.indexOf(`asked ${starter?.[2]}`);
    expect(pictureCame).toBeGreaterThanOrEqual(0);
    expect(entryAsked).toBeGreaterThan(pictureCame);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
  });

  describe('a signed-in person', () => {
    let token = '';
    beforeAll(async () => {
      const api = (path: string, init?: RequestInit) => fetch(`${web.baseUrl}/api${path}`, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
      const email = `ssr.${Date.now()}@example.am`;
      const password = 'Sevan#2026';
      expect((await api('/account/sign-up', { method: 'POST', body: JSON.stringify({ firstName: 'Narek', lastName: 'Avetisyan', email, password, confirmPassword: password, terms: true }) })).status).toBe(201);
      const [mail] = (await (await api(`/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json()) as { body: string }[];
      const link = new URL(/https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://missing');
      expect((await api(`/account/confirm-email?${link.searchParams}`)).status).toBe(200);
      token = ((await (await api('/account/sign-in', { method: 'POST', body: JSON.stringify({ email, password }) })).json()) as { token: string }).token;
    });

    it('gets the page the server drew for a visitor, hydrated without a mismatch, then sees themself signed in', async () => {
      context = await web.newContext({ viewport: viewports.desktop });
      await context.addInitScript((value) => localStorage.setItem('tun.token', value), token);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      for (const { path } of pages('en')) {
        await page.goto(`${web.baseUrl}${path}`);
        await page.getByRole('link', { name: /Narek Avetisyan/ }).waitFor();
        expect(await page.getByRole('button', { name: common('en').account.signIn }).count()).toBe(0);
      }
      expect(errors).toEqual([]);
    });
  });
});
