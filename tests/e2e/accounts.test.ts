import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AuthDriver } from '../drivers/auth.driver';
import { useBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const locale = (lang: string, ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, `${ns}.json`), 'utf8'));
const auth = locale('en', 'auth');
const common = locale('en', 'common');
const errors = locale('en', 'errors');
const mail = locale('en', 'mail');

const web = useBrowser();
let page: Page;
let driver: AuthDriver;
const email = `ani.${Date.now()}@example.am`;
const password = 'Yerevan#2026';
const newPassword = 'Ararat#2027';

beforeAll(() => {
  page = web.page;
  driver = new AuthDriver(page, baseUrl);
});

async function signIn(withPassword: string) {
  await driver.openSignIn(common.account.signIn);
  await driver.fill({ [auth.fields.email]: email, [auth.fields.password]: withPassword });
  await driver.submit(auth.signIn.submit);
}

describe('accounts, as a new user would', () => {
  it('signs up with a live password checklist and sees the registration success', async () => {
    await page.goto(`${baseUrl}/en`);
    await driver.openSignUp(common.account.signUp);
    expect(await driver.dialogTitle().innerText()).toBe(auth.signUp.title);
    await driver.submit(auth.signUp.submit);
    expect(await driver.dialog().innerText()).toContain(locale('en', 'validation').required);
    await driver.fill({ [auth.fields.firstName]: 'Ani', [auth.fields.lastName]: 'Petrosyan', [auth.fields.email]: email, [auth.fields.password]: 'abc' });
    const met = () => driver.dialog().locator('li[data-met="true"]').count();
    expect(await met()).toBe(1);
    await driver.field(auth.fields.password).fill(password);
    expect(await met()).toBe(5);
    await driver.fill({ [auth.fields.confirmPassword]: password });
    await driver.dialog().getByRole('checkbox').check();
    await driver.submit(auth.signUp.submit);
    await expect.poll(() => driver.dialogTitle().innerText()).toBe(auth.registrationSuccess.title);
    expect(await driver.dialog().innerText()).toContain(email);
    await driver.dialog().getByRole('button', { name: auth.registrationSuccess.home }).click();
    await driver.dialog().waitFor({ state: 'detached' });
  });

  it("refuses sign-in before confirmation, then confirms with the mailed link and signs in", async () => {
    await signIn(password);
    await expect.poll(() => driver.formMessage().first().innerText()).toBe(errors.USER.EMAIL_NOT_CONFIRMED);
    await driver.dialog().getByRole('button', { name: auth.signIn.back }).click();
    await page.keyboard.press('Escape');
    const link = await driver.mailedLink('en', email, mail.confirmEmail.subject);
    expect(link).toContain('userId=');
    await page.goto(link);
    await expect.poll(() => driver.formMessage().first().innerText()).toBe(auth.notice.emailConfirmed);
    expect(new URL(page.url()).search).toBe('');
    await driver.fill({ [auth.fields.email]: email, [auth.fields.password]: password });
    await driver.submit(auth.signIn.submit);
    await driver.initials().waitFor();
    expect(await driver.initials().locator('[aria-hidden="true"]').innerText()).toBe('AP');
  });

  it('signs out', async () => {
    await page.locator('header').getByRole('button', { name: common.account.signOut }).click();
    await page.locator('header').getByRole('button', { name: common.account.signIn }).waitFor();
    // The token goes once the server has been told (the revoking call needs it), a moment after the header changes.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tun.token'))).toBeNull();
  });

  it('brings the captcha after three wrong passwords, and signs in once it is solved', async () => {
    await signIn('Wrong#0001');
    await expect.poll(() => driver.formMessage().first().innerText()).toBe(errors.USER.INVALID_CREDENTIALS);
    for (let i = 0; i < 2; i += 1) await driver.submit(auth.signIn.submit);
    await driver.dialog().getByTestId('captcha').waitFor();
    await driver.field(auth.fields.password).fill(password);
    await driver.submit(auth.signIn.submit);
    await expect.poll(() => driver.formMessage().first().innerText()).toBe(errors.USER.CAPTCHA_REQUIRED);
    await driver.dialog().getByRole('button', { name: auth.captcha.verify }).click();
    await driver.dialog().getByText(auth.captcha.verified).waitFor({ timeout: 20_000 });
    await driver.submit(auth.signIn.submit);
    await driver.initials().waitFor();
    await page.locator('header').getByRole('button', { name: common.account.signOut }).click();
  });

  it('resets a forgotten password with the mailed link; a used link is not active', async () => {
    await driver.openSignIn(common.account.signIn);
    await driver.dialog().getByRole('button', { name: auth.signIn.forgot }).click();
    await expect.poll(() => driver.dialogTitle().innerText()).toBe(auth.forgot.title);
    await driver.fill({ [auth.fields.email]: 'nobody@example.am' });
    await driver.submit(auth.forgot.submit);
    await expect.poll(() => driver.dialog().innerText()).toContain(errors.USER.USER_NOT_FOUND);
    await driver.fill({ [auth.fields.email]: email });
    await driver.submit(auth.forgot.submit);
    await expect.poll(() => driver.dialogTitle().innerText()).toBe(auth.linkSent.title);
    await driver.dialog().getByRole('button', { name: auth.linkSent.ok }).click();
    const link = await driver.mailedLink('en', email, mail.resetPassword.subject);
    await page.goto(link);
    await expect.poll(() => driver.dialogTitle().innerText()).toBe(auth.reset.title);
    await driver.fill({ [auth.fields.newPassword]: newPassword, [auth.fields.confirmPassword]: newPassword });
    await driver.submit(auth.reset.submit);
    await expect.poll(() => driver.dialogTitle().innerText()).toBe(auth.passwordChanged.title);
    await driver.dialog().getByRole('button', { name: auth.passwordChanged.signIn }).click();
    await driver.fill({ [auth.fields.email]: email, [auth.fields.password]: newPassword });
    await driver.submit(auth.signIn.submit);
    await driver.initials().waitFor();
    await page.locator('header').getByRole('button', { name: common.account.signOut }).click();
    await page.goto(link);
    await expect.poll(() => page.getByTestId('toast').first().innerText()).toContain(errors.USER.LINK_NOT_ACTIVE);
  });

  it('renders the account dialogs in Armenian and Russian', async () => {
    for (const lang of ['hy', 'ru']) {
      const l = locale(lang, 'auth');
      const c = locale(lang, 'common');
      await page.goto(`${baseUrl}/${lang}`);
      await driver.openSignIn(c.account.signIn);
      expect(await driver.dialogTitle().innerText()).toBe(l.signIn.title);
      expect(await driver.dialog().innerText()).toContain(l.fields.password);
      await driver.dialog().getByRole('button', { name: l.signIn.toSignUp }).click();
      await expect.poll(() => driver.dialogTitle().innerText()).toBe(l.signUp.title);
      expect(await driver.dialog().innerText()).toContain(c.passwordRules.length);
      await page.keyboard.press('Escape');
    }
  });
});
