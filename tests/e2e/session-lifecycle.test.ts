import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { personaFor, twinSocialCard } from '../../api/server/adapters/sandbox-personas';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { AuthDriver } from '../drivers/auth.driver';
import { useBrowser } from '../support/browser';
import { twinSerial } from '../support/twin-serials';

/**
 * One browser, two people: whatever the first one's session put in the page's cache (saved filters,
 * sent requests, the eligibility history, favourites, bookings) is gone when the second signs in.
 */
const baseUrl = inject('baseUrl');
const locale = (ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en', `${ns}.json`), 'utf8'));
const [auth, common, account, requests, prequal, bookings] = ['auth', 'common', 'account', 'requests', 'prequal', 'bookings'].map(locale);
const demo = generateCatalogue();
const building = demo.buildings[3];
const stamp = Date.now();
const password = 'Ararat#2026a';

interface Person {
  email: string;
  token: string;
  phone: string;
}

async function call<T>(path: string, init: { body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const outbox = (to: string) => call<{ subject: string; body: string }[]>(`/api/sandbox/mailbox?to=${encodeURIComponent(to)}`);

/** A confirmed account through the API, as the sign-up dialog and the mailed link would make it. */
async function person(tag: string, serial: number): Promise<Person> {
  const email = `${tag}.${stamp}@example.am`;
  await call('/api/account/sign-up', { body: { firstName: tag === 'ani' ? 'Ani' : 'Bagrat', lastName: 'Sargsyan', email, password, confirmPassword: password, terms: true } });
  const [mail] = await outbox(email);
  const link = new URL(/http:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '');
  await call(`/api/account/confirm-email?userId=${link.searchParams.get('userId')}&token=${link.searchParams.get('token')}`);
  const { token } = await call<{ token: string }>('/api/account/sign-in', { body: { email, password } });
  return { email, token, phone: `+37494${String(stamp + serial).slice(-6)}` };
}

/** A finished eligibility check of the person: basic data, personal data, the phone code, the decision. */
async function eligibilityCheck(p: Person, serial: number) {
  const persona = personaFor('eligible');
  const socialCardNumber = twinSocialCard(persona.socialCard, twinSerial('sessionLifecycle', serial));
  const document = persona.documents.find((candidate) => candidate.valid) ?? persona.documents[0];
  const created = await call<{ id: string }>('/api/pre-approval', {
    token: p.token,
    body: { amount: 30_000_000, termMonths: 240, socialCardNumber, documentType: document?.type, documentNumber: document?.number, creditRegisterConsent: true },
  });
  await call(`/api/pre-approval/${created.id}/personal-info`, { token: p.token, body: { email: p.email, phoneNumber: p.phone, identificator: socialCardNumber } });
  await call(`/api/pre-approval/${created.id}/otp/send`, { token: p.token, body: { identificator: socialCardNumber } });
  const [sms] = await outbox(p.phone);
  const otp = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  await call(`/api/pre-approval/${created.id}/otp/check`, { token: p.token, body: { otp, identificator: socialCardNumber } });
  await call(`/api/pre-approval/${created.id}/check-status`, { token: p.token, body: { identificator: socialCardNumber } });
}

const web = useBrowser();
let page: Page;
let driver: AuthDriver;
let ani: Person;
let bagrat: Person;
const filterName = `Ani's two rooms ${stamp}`;

beforeAll(async () => {
  page = web.page;
  driver = new AuthDriver(page, baseUrl);
  [ani, bagrat] = await Promise.all([person('ani', 1), person('bagrat', 2)]);
  await call('/api/saved-filters', { token: ani.token, body: { name: filterName, page: 'search', search: { market: 'secondary', rooms: [2] } } });
  await call(`/api/projects/${building?.id}/request`, { token: ani.token, body: { name: 'Ani Sargsyan', phoneNumber: ani.phone, email: ani.email, message: 'Is parking included?', consent: true } });
  await eligibilityCheck(ani, 1);
});

/**
 * Opens a section from the personal page's menu: a move inside the app, not a page load, so the
 * page keeps its query cache (a reload would empty it and hide the very leak this test looks for).
 */
async function openSection(section: string) {
  await page.getByRole('navigation', { name: account.sections }).getByRole('link', { name: account.section[section], exact: false }).first().click();
  await expect.poll(() => new URL(page.url()).searchParams.get('section')).toBe(section);
}

async function signInThroughHeader(p: Person) {
  await driver.openSignIn(common.account.signIn);
  await driver.fill({ [auth.fields.email]: p.email, [auth.fields.password]: password });
  await driver.submit(auth.signIn.submit);
  await driver.initials().waitFor();
}

describe('one browser, two people', () => {
  it("shows the next person none of the last person's data after sign-out", async () => {
    await page.goto(`${baseUrl}/en/profile`);
    await signInThroughHeader(ani);
    await openSection('filters');
    await expect.poll(() => page.getByTestId('saved-filters').innerText()).toContain(filterName);
    await openSection('notifications');
    await expect.poll(() => page.getByTestId('sent-requests').locator('li').count()).toBe(1);
    await openSection('history');
    await expect.poll(() => page.getByTestId('eligibility-history').locator('li').count()).toBe(1);

    // Signing out and in again happens in the same page: no reload empties anything on the way.
    await page.locator('header').getByRole('button', { name: common.account.signOut, exact: true }).first().click();
    await page.locator('header').getByRole('button', { name: common.account.signIn, exact: true }).first().waitFor();
    // From here on the page notes any moment it shows Ani's data, even one frame before Bagrat's arrives.
    const markers = [filterName, building?.name.en ?? '', prequal.history.asked.split('{{')[0]];
    expect(await page.locator('body').innerText()).not.toMatch(new RegExp(markers.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')));
    await page.evaluate((texts) => {
      const seen: string[] = [];
      (window as unknown as { leaks: string[] }).leaks = seen;
      const check = () => {
        for (const text of texts) if (document.body.innerText.includes(text) && !seen.includes(text)) seen.push(text);
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, markers);
    await signInThroughHeader(bagrat);
    await expect.poll(() => page.locator('#content').innerText()).toContain('Bagrat');

    // Every section Ani opened, and the others, now answer for Bagrat, who has nothing yet.
    const nothingYet = {
      filters: ['saved-filters', account.empty.filters],
      notifications: ['sent-requests', requests.list.empty],
      history: ['eligibility-history', prequal.history.empty],
      favourites: ['favourites', account.empty.favourites],
      bookings: ['bookings', bookings.section.of.replace('{{count}}', '0').replace('{{max}}', '2')],
    } as const;
    for (const [section, [testId, empty]] of Object.entries(nothingYet)) {
      await openSection(section);
      // Bagrat's own (empty) answer has arrived when the section says he has nothing.
      await expect.poll(() => page.locator('#content').innerText(), { message: section }).toContain(empty);
      expect(await page.locator('#content').innerText(), section).not.toContain(filterName);
      expect(await page.getByTestId(testId).locator('li').count(), section).toBe(0);
    }
    expect(await page.evaluate(() => (window as unknown as { leaks: string[] }).leaks)).toEqual([]);
    expect(await page.locator('body').innerText()).not.toContain(ani.email);
  });
});
