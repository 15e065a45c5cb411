import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ShellDriver } from '../drivers/shell.driver';
import { useBrowser, viewports, watchPageErrors } from '../support/browser';

const baseUrl = inject('baseUrl');
const text = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, 'common.json'), 'utf8'));
const hy = text('hy');
const en = text('en');
const ru = text('ru');

// Each test opens a fresh visitor at its own viewport: nothing carries over between them.
const web = useBrowser();
let context: BrowserContext | undefined;
afterEach(() => context?.close());

async function shell(viewport: { width: number; height: number } = viewports.desktop) {
  context = await web.newContext({ viewport });
  const page = await context.newPage();
  return { driver: new ShellDriver(page, baseUrl), errors: watchPageErrors(page) };
}

describe('app shell in Chromium', () => {
  it('sends / to /hy and shows the Armenian header and footer', async () => {
    const { driver, errors } = await shell();
    await driver.open('/');
    expect(driver.path()).toBe('/hy');
    expect(await driver.htmlLang()).toBe('hy');
    await expect.poll(() => driver.mainNav().innerText()).toContain(hy.nav.properties);
    expect(await driver.mainNav().innerText()).toContain(hy.nav.calculators);
    expect(await driver.page.locator('header').innerText()).toContain(hy.account.signIn);
    expect(await driver.footer().innerText()).toContain(hy.footer.supervision);
    expect(await driver.footer().innerText()).toContain(hy.nav.faq);
    expect(errors).toEqual([]);
  });

  it('switches to English: the path, the texts and <html lang> change, and the choice is remembered', async () => {
    const { driver } = await shell();
    await driver.open('/hy/contacts');
    await driver.chooseLanguageFromDropdown('EN');
    await driver.waitForPath('/en/contacts');
    await expect.poll(() => driver.htmlLang()).toBe('en');
    await expect.poll(() => driver.mainNav().innerText()).toContain(en.nav.properties);
    expect(await driver.footer().innerText()).toContain(en.footer.supervision);
    await driver.open('/');
    expect(driver.path()).toBe('/en');
  });

  it('shows "Page not found" for an unknown path, inside the shell', async () => {
    const { driver } = await shell();
    await driver.open('/hy/no-such-page');
    await expect.poll(() => driver.heading().innerText()).toBe(hy.status.notFound.title);
    expect(await driver.footer().isVisible()).toBe(true);
    await driver.open('/xx/whatever');
    await expect.poll(() => driver.heading().innerText()).toBe(hy.status.notFound.title);
  });

  it('shows a 500 from the API as a toast with the server message and the request id', async () => {
    const { driver } = await shell();
    // The contacts page renders its branches on the server; a visit from another page asks the API for them.
    await driver.open('/en');
    await driver.page.route('**/api/branches', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ type: 'COMMON', reason: 'TECHNICAL_ISSUE', message: 'Server says: try later', requestId: 'req-42-abcdef' }),
      }),
    );
    await driver.footer().getByRole('link', { name: 'Contacts', exact: true }).click();
    const toast = driver.toast();
    await toast.first().waitFor({ timeout: 15_000 });
    expect(await toast.first().innerText()).toContain('Server says: try later');
    expect(await toast.first().innerText()).toContain('req-42-abcdef');
    // Spec section 9: a toast stays 2000 ms.
    await toast.first().waitFor({ state: 'detached', timeout: 4000 });
  });

  it('lists the branches from the API on the contacts page', async () => {
    const { driver } = await shell();
    await driver.open('/ru/contacts');
    const branches = driver.page.getByTestId('branches');
    await branches.waitFor();
    expect(await branches.innerText()).toContain('Головной офис');
  });

  it('desktop header: the menu bar and dropdown, no burger', async () => {
    const { driver } = await shell(viewports.desktop);
    await driver.open('/en');
    expect(await driver.mainNav().isVisible()).toBe(true);
    expect(await driver.menuButton().isVisible()).toBe(false);
    expect(await driver.page.getByTestId('language-dropdown').isVisible()).toBe(true);
  });

  it('mobile header: a burger opens the menu with the language radio list; focus moves into it and back', async () => {
    const { driver } = await shell(viewports.mobile);
    await driver.open('/hy');
    expect(await driver.mainNav().isVisible()).toBe(false);
    expect(await driver.menuButton().isVisible()).toBe(true);
    const dialog = await driver.openMobileMenu();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await dialog.getByTestId('language-radios').isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain(hy.nav.partnership);
    await driver.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await driver.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-button');
    await driver.chooseLanguageFromRadios('ru');
    await driver.waitForPath('/ru');
    await expect.poll(() => driver.htmlLang()).toBe('ru');
    await expect.poll(() => driver.footer().innerText()).toContain(ru.footer.supervision);
  });
});
