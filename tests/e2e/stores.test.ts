import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '../../api/contract/validation';
import { demoStaffPassword } from '../../api/server/db/seed/office.seed';
import { storesSeed } from '../../api/server/db/seed/stores/stores.content';
import { totpCode } from '../../api/server/security/totp';
import { text } from '../support/locale-text';
import { axeViolations, useBrowser, viewports, watchPageErrors } from '../support/browser';
import { callApi, signedUpCustomer, type CallInit } from '../support/e2e-api';

/*
 * The bank's partners for a new home (issue 20), as a new visitor uses them in each language: from the
 * home page's own-home block to the home-and-renovation partners, a sector chosen, a store's page;
 * signed out the code asks for sign-in; signed in, a promo code, found in the mailbox and on the
 * personal page; the services partners; the raffle page without header or footer. In English the
 * store's cashier then checks and uses the code in the office, and the raffle lists the entry.
 */

const web = useBrowser();
const run = Date.now();
const password = 'Ararat#2026';

const journeys: { lang: Language; viewport: keyof typeof viewports }[] = [
  { lang: 'en', viewport: 'desktop' },
  { lang: 'ru', viewport: 'mobile' },
  { lang: 'hy', viewport: 'desktop' },
];
const fill = (template: string, params: Record<string, string | number>) => Object.entries(params).reduce((value, [name, param]) => value.replaceAll(`{{${name}}}`, String(param)), template);
const furnitureStores = storesSeed.filter((store) => store.sector === 'furniture');
const ownHome = storesSeed.find((store) => store.ownHome)!;
const cleaner = storesSeed.find((store) => store.sector === 'cleaning')!;
const pages: Page[] = [];
afterAll(async () => {
  for (const page of pages) await page.context().close();
});

const call = <T>(path: string, init: CallInit) => callApi<T>(web.baseUrl, path, init);

describe.each(journeys)('the partners for a new home in $lang on a $viewport', ({ lang, viewport }) => {
  const t = (namespace: string, key: string) => text(lang, namespace, key);
  const address = `198.51.100.${journeys.findIndex((journey) => journey.lang === lang) + 210}`;
  const email = `buyer.${lang}.${run}@example.am`;
  let page: Page;
  let code = '';

  it('leads from the home page to the partners, filters them by sector and opens a store', async () => {
    const context = await web.newContext({ viewport: viewports[viewport], extraHTTPHeaders: { 'x-forwarded-for': address } });
    page = await context.newPage();
    pages.push(page);
    const errors = watchPageErrors(page);
    await page.goto(`${web.baseUrl}/${lang}`);
    const block = page.getByTestId('own-home-store');
    await block.getByRole('link', { name: ownHome.name[lang] }).waitFor();
    await block.getByRole('link', { name: t('home', 'ownHome.all') }).click();
    await page.getByRole('heading', { level: 1, name: t('stores', 'title.homeRenovation') }).waitFor();
    expect(await page.getByTestId('store-card').count()).toBe(12);
    expect(await axeViolations(page)).toEqual([]);

    // One sector: only its stores, and the chip says it is chosen.
    await page.getByTestId('sector-filter').first().click();
    await expect.poll(() => page.getByTestId('store-card').count()).toBe(furnitureStores.length);
    expect(await page.getByTestId('sector-filter').first().getAttribute('aria-current')).toBe('true');
    expect(new URL(page.url()).searchParams.get('sectors')).toBe('furniture');
    expect(await page.getByRole('status').first().innerText()).toContain(String(furnitureStores.length));

    await page.getByTestId('store-card').getByRole('link', { name: ownHome.name[lang] }).click();
    await page.getByRole('heading', { level: 1, name: ownHome.name[lang] }).waitFor();
    expect(await page.getByTestId('store-addresses').getByRole('listitem').count()).toBe(ownHome.addresses.length);
    expect(await page.getByTestId('promo-offer').innerText()).toContain(ownHome.offer[lang]);
    expect(await axeViolations(page)).toEqual([]);
    // Signed out, the button asks to sign in.
    await page.getByRole('button', { name: t('stores', 'signInForCode') }).click();
    await page.getByRole('dialog').getByRole('heading', { name: t('auth', 'signIn.title') }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('gives the signed-in person a promo code, mails it, and lists it on the personal page', async () => {
    const token = await signedUpCustomer(web.baseUrl, { firstName: 'Narine', lastName: 'Sargsyan', email, password, lang, address });
    await page.evaluate((value) => localStorage.setItem('tun.token', value), token);
    await page.reload();

    await page.getByRole('button', { name: t('stores', 'getCode') }).click();
    const shown = page.getByTestId('promo-offer').getByTestId('promo-code');
    await shown.waitFor();
    code = (await shown.innerText()).trim();
    expect(code).toMatch(/^TUN-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await page.getByTestId('promo-offer').innerText()).toContain(`${ownHome.discountPercent}%`);
    expect(await axeViolations(page)).toEqual([]);

    const mails = await call<{ subject: string; body: string }[]>(`/api/sandbox/mailbox?to=${encodeURIComponent(email)}`, { address });
    expect(mails.some((mail) => mail.body.includes(code) && mail.subject.includes(ownHome.name[lang]))).toBe(true);

    await page.goto(`${web.baseUrl}/${lang}/profile?section=promoCodes`);
    const listed = page.getByTestId('promo-code').filter({ hasText: code });
    await listed.waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the services partners by their sectors, and sends one a request through their order platform', async () => {
    await page.goto(`${web.baseUrl}/${lang}/services`);
    await page.getByRole('heading', { level: 1, name: t('stores', 'title.services') }).waitFor();
    expect(await page.getByTestId('sector-filter').count()).toBe(3);
    expect(await page.getByTestId('store-card').count()).toBe(storesSeed.filter((store) => ['moving', 'cleaning', 'repair-and-finishing'].includes(store.sector)).length);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('store-card').getByRole('link', { name: cleaner.name[lang] }).click();
    const request = page.getByTestId('service-request');
    await request.getByRole('button', { name: t('stores', 'request.send') }).click();
    // Refused empty, at the fields.
    await expect.poll(() => request.locator('[aria-invalid="true"]').count()).toBe(4);
    await request.getByLabel(t('stores', 'request.name')).fill('Narine Sargsyan');
    await request.getByLabel(t('stores', 'request.phone')).fill('+374 77 123456');
    await request.getByLabel(t('stores', 'request.address')).fill('Komitas 12, 7');
    await request.getByLabel(t('stores', 'request.description')).fill('A deep clean of a two-room flat after the renovation.');
    expect(await axeViolations(page)).toEqual([]);
    await request.getByRole('button', { name: t('stores', 'request.send') }).click();
    await expect.poll(() => request.getByRole('status').innerText()).toMatch(/VP-\d{8}/);
  });

  it('shows the raffle page without header or footer, with its rules and the seed’s published hash', async () => {
    await page.goto(`${web.baseUrl}/${lang}/promo`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByTestId('raffle-status').innerText()).toBe(t('stores', 'raffle.status.open'));
    expect(await page.getByTestId('raffle-draw').innerText()).toMatch(/[0-9a-f]{64}/);
    await page.getByTestId('my-entries').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  if (lang === 'en') {
    it("the store's cashier checks the code in the office and uses it once; the raffle lists the entry", async () => {
      const context = await web.newContext({ viewport: viewports.desktop, extraHTTPHeaders: { 'x-forwarded-for': address } });
      const office = await context.newPage();
      pages.push(office);
      await office.goto(`${web.baseUrl}/en/office`);
      await office.getByLabel(t('office', 'signIn.email')).fill('store@office.tun.example');
      await office.getByLabel(t('office', 'signIn.password')).fill(demoStaffPassword);
      await office.getByRole('button', { name: t('office', 'signIn.continue') }).click();
      await office.getByLabel(t('office', 'signIn.code')).waitFor();
      const secret = await office.getByTestId('office-secret').innerText();
      await office.getByLabel(t('office', 'signIn.code')).fill(totpCode(secret, new Date()));
      await office.getByRole('button', { name: t('office', 'signIn.verify') }).click();
      const till = office.getByTestId('store-till');
      await till.waitFor();
      await till.getByRole('textbox').fill(code.toLowerCase());
      await till.getByRole('button', { name: t('office', 'storeTill.check') }).click();
      await expect.poll(() => office.getByTestId('till-answer').innerText()).toContain('Narine S.');
      expect(await axeViolations(office)).toEqual([]);
      await till.getByRole('button', { name: t('office', 'storeTill.use') }).click();
      await expect.poll(() => office.getByTestId('till-answer').innerText()).toContain(fill(t('office', 'storeTill.used'), { discount: `${ownHome.discountPercent ?? 0}%` }));

      await page.goto(`${web.baseUrl}/en/promo`);
      await expect.poll(() => page.getByTestId('my-entries').innerText()).toMatch(/\d/);
      expect(await page.getByTestId('raffle-entries').innerText()).toContain('Narine S.');
    });
  }
});
