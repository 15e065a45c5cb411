import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const locale = (lang: string, ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, `${ns}.json`), 'utf8'));

const web = useBrowser();
let page: Page;
beforeAll(() => {
  page = web.page;
});

const stateName = (lang: string, machine: string, path: string) => locale(lang, 'diagrams')[machine].states[path] as string;

describe('diagrams page', () => {
  it.each(['hy', 'ru', 'en'])('draws the flows with state names in %s', async (lang) => {
    await page.goto(`${baseUrl}/${lang}/diagrams?machine=otp`);
    await page.getByTestId('diagram').waitFor();
    const noLonger = page.locator('[data-state="otp.noLongerValid"]');
    expect(await noLonger.getAttribute('aria-label')).toBe(stateName(lang, 'otp', 'noLongerValid'));
    expect(await page.locator('h2').first().innerText()).toBe(locale(lang, 'diagrams').otp.title);
  });

  it('shows the transitions, guards and actor of a chosen state, by keyboard too', async () => {
    await page.goto(`${baseUrl}/en/diagrams?machine=signIn`);
    const submitting = page.locator('[data-state="signIn.submitting"]');
    await submitting.focus();
    await page.keyboard.press('Enter');
    const details = page.getByTestId('state-details');
    await details.waitFor();
    const text = await details.innerText();
    expect(text).toContain('signIn');
    expect(text).toContain('isCaptchaNowRequired');
    expect(text).toContain('done: signIn');
    expect(await submitting.getAttribute('aria-pressed')).toBe('true');
  });

  it('marks the current state of the live sign-in flow', async () => {
    await page.goto(`${baseUrl}/en/diagrams?machine=signIn`);
    await page.getByTestId('diagram').waitFor();
    expect(await page.locator('[data-active="true"]').count()).toBe(0);
    await page.locator('header').getByRole('button', { name: locale('en', 'common').account.signIn, exact: true }).click();
    await page.getByRole('dialog').waitFor();
    // While the dialog is open the diagram behind it follows the running flow.
    await expect.poll(() => page.locator('[data-state="signIn.editing.noCaptcha"]').getAttribute('data-active')).toBe('true');
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/en/diagrams?machine=auth`);
    await expect.poll(() => page.locator('[data-state="auth.session.signedOut"]').getAttribute('data-active')).toBe('true');
    expect(await page.locator('[data-state="auth.dialog.closed"]').getAttribute('data-active')).toBe('true');
  });
});
