import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Language } from '../../api/contract/validation';
import { demoStaffPassword } from '../../api/server/db/seed/office.seed';
import { totpCode } from '../../api/server/security/totp';
import { axeViolations, viewports, watchPageErrors, type BrowserFixture } from './browser';
import { text } from './locale-text';

/**
 * The authenticator apps of the office's demo staff. A member enrols once per database, and each
 * browser file runs in a module world of its own: so the keys (and the 30-second step each member last
 * signed in at, since a code is taken once) live in the started product's data folder, where a file
 * signing in a member another file enrolled finds them.
 */
interface App {
  key: string;
  lastStep: number;
}
const file = () => join(inject('e2eDataDir'), 'office-authenticators.json');
const apps = (): Record<string, App> => (existsSync(file()) ? (JSON.parse(readFileSync(file(), 'utf8')) as Record<string, App>) : {});
const keep = (member: string, app: App) => writeFileSync(file(), JSON.stringify({ ...apps(), [member]: app }));
const stepOf = (at: number) => Math.floor(at / 30_000);

/**
 * A member signs in to the office in a context of their own: password, then the app's code. The first
 * time, they enrol: the page shows the QR code for the app and the key to type in instead, and passes axe.
 */
export async function officeSignIn(web: BrowserFixture, options: { baseUrl: string; member: string; lang: Language; address: string }): Promise<Page> {
  const { baseUrl, member, lang, address } = options;
  const t = (key: string) => text(lang, 'office', key);
  const context = await web.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address }, viewport: viewports.desktop });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${baseUrl}/${lang}/office`);
  await page.getByLabel(t('signIn.email')).fill(member);
  await page.getByLabel(t('signIn.password')).fill(demoStaffPassword);
  await page.getByRole('button', { name: t('signIn.continue') }).click();
  await page.getByLabel(t('signIn.code')).waitFor();
  let app = apps()[member];
  if (!app) {
    expect(await page.getByRole('img', { name: t('signIn.qrLabel') }).locator('svg').count()).toBe(1);
    app = { key: await page.getByTestId('office-secret').innerText(), lastStep: 0 };
    expect(await axeViolations(page)).toEqual([]);
  }
  // A code already used is refused (no replay): wait for the app's next one.
  while (stepOf(Date.now()) <= app.lastStep) await new Promise((resolve) => setTimeout(resolve, 1_000));
  keep(member, { key: app.key, lastStep: stepOf(Date.now()) });
  await page.getByLabel(t('signIn.code')).fill(totpCode(app.key, new Date()));
  await page.getByRole('button', { name: t('signIn.verify') }).click();
  await page.getByRole('button', { name: t('signOut') }).waitFor();
  expect(errors).toEqual([]);
  return page;
}
