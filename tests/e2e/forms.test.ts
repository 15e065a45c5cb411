import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, viewports } from '../support/browser';

const locale = (lang: string, ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, `${ns}.json`), 'utf8'));
const [hyAccount, hyErrors] = [locale('hy', 'account'), locale('hy', 'errors')];
const [catalogue, errors] = [locale('en', 'catalogue'), locale('en', 'errors')];
const screenshots = join(import.meta.dirname, '../../.data/screenshots');

// A phone: the forms and their messages must fit 375 px.
const web = useBrowser({ viewport: viewports.mobile });
let page: Page;
const email = `anahit.${Date.now()}@example.am`;
const password = 'Sevan#2026';

/** A confirmed account, signed in through the API: these tests are about the forms, not the sign-in. */
async function signedInAccount() {
  const api = page.request;
  const signUp = await api.post(`${web.baseUrl}/api/account/sign-up`, {
    data: { firstName: 'Anahit', lastName: 'Sargsyan', email, password, confirmPassword: password, terms: true },
  });
  expect(signUp.status()).toBe(201);
  const [mail] = await (await api.get(`${web.baseUrl}/api/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json();
  const link = new URL(/https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '');
  const confirmed = await api.get(`${web.baseUrl}/api/account/confirm-email?userId=${link.searchParams.get('userId')}&token=${link.searchParams.get('token')}`);
  expect(confirmed.status()).toBe(200);
  const signIn = await api.post(`${web.baseUrl}/api/account/sign-in`, { data: { email, password } });
  expect(signIn.status()).toBe(200);
  const { token } = await signIn.json();
  await page.goto(`${web.baseUrl}/hy`);
  await page.evaluate((value) => localStorage.setItem('tun.token', value), token);
}

const focusedLabel = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);

beforeAll(async () => {
  page = web.page;
  await signedInAccount();
});

describe('forms that are not flows, on a phone', () => {
  it("shows the server's refusal at its field, in Armenian, with the focus on it; then changes the password", async () => {
    await page.goto(`${web.baseUrl}/hy/profile?section=password`);
    const form = page.getByTestId('change-password');
    await form.getByLabel(hyAccount.password.current, { exact: true }).fill('Wrong#2026');
    await form.getByLabel(hyAccount.password.new, { exact: true }).fill('Aragats#2027');
    await form.getByLabel(hyAccount.password.confirm, { exact: true }).fill('Aragats#2027');
    await form.getByRole('button', { name: hyAccount.password.submit }).click();

    await expect.poll(() => form.innerText()).toContain(hyErrors.USER.CURRENT_PASSWORD_WRONG);
    expect(await form.getByLabel(hyAccount.password.current, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await focusedLabel()).toBe(hyAccount.password.current);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: join(screenshots, 'change-password-refused-hy-375.png') });
    // The focused field is on screen, not under the sticky header.
    const header = await page.locator('header').first().boundingBox();
    const field = await form.getByLabel(hyAccount.password.current, { exact: true }).boundingBox();
    expect(field && header && field.y >= header.y + header.height && field.y + field.height <= viewports.mobile.height).toBe(true);

    // Fixing the field clears its message; the form sends again and empties itself.
    await form.getByLabel(hyAccount.password.current, { exact: true }).fill(password);
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBe(0);
    await form.getByRole('button', { name: hyAccount.password.submit }).click();
    await expect.poll(() => form.getByTestId('form-message').first().innerText()).toBe(hyAccount.password.changed);
    expect(await form.getByLabel(hyAccount.password.current, { exact: true }).inputValue()).toBe('');
  });

  it('keeps a saved search name unique: the second one is refused at the name field', async () => {
    const save = async (name: string) => {
      await page.goto(`${web.baseUrl}/en/search?market=secondary&sort=priceAsc`);
      await page.getByTestId('results').waitFor();
      await page.getByRole('button', { name: catalogue.saveSearch.open }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(catalogue.saveSearch.name).fill(name);
      await dialog.getByRole('button', { name: catalogue.saveSearch.submit }).click();
      return dialog;
    };
    const first = await save('Cheapest first');
    await first.waitFor({ state: 'detached' });
    const second = await save('Cheapest first');
    await expect.poll(() => second.innerText()).toContain(errors.FILTER.FILTER_NAME_TAKEN);
    expect(await focusedLabel()).toBe(catalogue.saveSearch.name);
  });
});
