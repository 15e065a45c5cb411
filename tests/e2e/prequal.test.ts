import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { personaFor } from '../../api/server/adapters/sandbox-personas';
import { formatMoney } from '../../src/lib/format';
import { axeViolations, useBrowser, viewports } from '../support/browser';

const baseUrl = inject('baseUrl');
const texts = (namespace: string, lang = 'en') => JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}/${namespace}.json`), 'utf8'));
const en = texts('prequal');
const hy = texts('prequal', 'hy');
const auth = texts('auth');
const password = 'Secret#2026a';
const email = `prequal-${Date.now()}@example.am`;
const phone = `+37493${String(Date.now()).slice(-6)}`;

const web = useBrowser({ acceptDownloads: true });
let page: Page;
beforeAll(() => {
  page = web.page;
});

const api = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`, { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
};
const outbox = (to: string) => api<{ subject: string; body: string }[]>(`/api/sandbox/mailbox?to=${encodeURIComponent(to)}`);

const violations = () => axeViolations(page);

describe('pre-qualification, as a person', () => {
  beforeAll(async () => {
    // A confirmed account, made through the API as the sign-up dialog would.
    await api('/api/account/sign-up', { firstName: 'Anna', lastName: 'Hakobyan', email, password, confirmPassword: password, terms: true });
    const [mail] = await outbox(email);
    const link = new URL(/http:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '');
    await fetch(`${baseUrl}/api/account/confirm-email?userId=${link.searchParams.get('userId')}&token=${link.searchParams.get('token')}`);
  });

  it('signed out, asks to sign in; the calculator’s figures follow the person through sign-in', async () => {
    await page.goto(`${baseUrl}/hy/calculators/loan?price=45000000&down=9000000&term=25`);
    await page.getByTestId('carry-to-application').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(texts('auth', 'hy').fields.email, { exact: true }).fill(email);
    await dialog.getByLabel(texts('auth', 'hy').fields.password, { exact: true }).fill(password);
    await dialog.getByRole('button', { name: texts('auth', 'hy').signIn.submit, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hy/apply-now');
    const basic = page.getByTestId('prequal-basic');
    await expect.poll(() => basic.getByLabel(hy.basic.amount, { exact: true }).inputValue()).toBe('36000000');
    expect(await basic.getByLabel(hy.basic.termYears, { exact: true }).inputValue()).toBe('25');
    expect(await basic.innerText()).toContain(hy.carried.loan);
    expect(await violations()).toEqual([]);
    // The same page for a visitor: the prompt to sign in.
    const visitor = await web.newContext({ viewport: viewports.mobile });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${baseUrl}/en/apply-now`);
    await visitorPage.getByTestId('prequal-signed-out').getByRole('button', { name: en.signedOut.signIn }).click();
    await expect.poll(() => visitorPage.getByRole('dialog').innerText()).toContain(auth.signIn.submit);
    await visitor.close();
  });

  it('shows each step’s messages in Armenian and moves the focus to the new step', async () => {
    const persona = personaFor('eligible');
    const basic = page.getByTestId('prequal-basic');
    await basic.getByLabel(hy.basic.socialCard, { exact: true }).fill('12');
    await basic.getByRole('button', { name: hy.basic.submit }).click();
    expect(await basic.innerText()).toContain(texts('validation', 'hy').socialCard);
    expect(await basic.innerText()).toContain(texts('validation', 'hy').creditConsentRequired);
    await basic.getByLabel(hy.basic.socialCard, { exact: true }).fill(persona.socialCard);
    await basic.getByLabel(hy.basic.documentNumber, { exact: true }).fill('AN1234567');
    await basic.getByLabel(hy.basic.consent).check();
    await basic.getByRole('button', { name: hy.basic.submit }).click();
    const personal = page.getByTestId('prequal-personal');
    await personal.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(hy.personal.title);
    expect(await personal.getByLabel(hy.personal.email, { exact: true }).inputValue()).toBe(email);
    await personal.getByLabel(hy.personal.phone, { exact: true }).fill(phone);
    await personal.getByRole('button', { name: hy.personal.submit }).click();
    const otp = page.getByTestId('otp-form');
    await otp.waitFor();
    await page.getByText(texts('account', 'hy').phone.sent).waitFor();
    expect(await violations()).toEqual([]);
    const [sms] = await outbox(phone);
    await otp.getByLabel(texts('account', 'hy').phone.code, { exact: true }).fill(/\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '');
    await otp.getByRole('button', { name: texts('account', 'hy').phone.confirm, exact: true }).click();
    const decision = page.getByTestId('prequal-eligible');
    await decision.waitFor({ timeout: 20_000 });
    // Asked 36 million over 25 years; her income allows it.
    expect(await page.getByTestId('eligible-amount').innerText()).toBe(formatMoney(36_000_000, 'AMD', 'hy'));
    expect(await violations()).toEqual([]);
  });

  it('downloads the pre-qualification letter as a PDF', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('prequal-letter').click()]);
    expect(download.suggestedFilename()).toBe('tun-prequalification-letter.pdf');
    const pdf = readFileSync(await download.path()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/Lang (hy)');
  });

  it('keeps the decision in the personal page’s eligibility history, and mails it', async () => {
    await page.getByRole('button', { name: hy.decision.finish }).click();
    await page.getByTestId('prequal-finished').getByRole('link', { name: hy.finished.history }).click();
    await expect.poll(() => page.getByTestId('eligibility-history').innerText()).toContain(formatMoney(36_000_000, 'AMD', 'hy'));
    const [mail] = await outbox(email);
    expect(mail?.body).toMatch(/\p{Script=Armenian}/u);
    expect(mail?.body).toContain('25 տարի');
  });

  it('the e-mail’s unsubscribe link stops the reminders, without signing in', async () => {
    const reminderMail = (await outbox(email))[0];
    const link = /http:\/\/\S+\/apply-now\/unsubscribe\?\S+/.exec(reminderMail?.body ?? '')?.[0] ?? '';
    const visitor = await web.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link.replace(/^http:\/\/localhost:\d+/, baseUrl));
    await expect.poll(() => visitorPage.getByTestId('form-message').innerText()).toContain(email);
    await visitorPage.goto(`${baseUrl}/en/apply-now/unsubscribe?email=${encodeURIComponent(email)}&key=${'0'.repeat(64)}`);
    await expect.poll(() => visitorPage.getByTestId('form-message').innerText()).toBe(en.unsubscribe.failed);
    await visitor.close();
  });
});
