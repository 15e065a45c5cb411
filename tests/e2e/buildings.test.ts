import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, viewports } from '../support/browser';

const baseUrl = inject('baseUrl');
const text = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en/catalogue.json'), 'utf8'));
const errors = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en/errors.json'), 'utf8'));

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: viewports.desktop });
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const amounts = async () =>
  (await page.getByTestId('price').allInnerTexts()).map((price) => Number(price.replace(/[^\d]/g, '')));

describe('buildings page, as a visitor', () => {
  it('shows new buildings, then the secondary market filtered by rooms and price, sorted by price, kept in the URL', async () => {
    await page.goto(`${baseUrl}/en`);
    await page.getByRole('link', { name: 'View new buildings' }).click();
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('results').locator('li').count()).toBeGreaterThan(0);
    // The cards come in the page's language, not the one the app started in.
    expect(/\p{Script=Armenian}/u.test(await page.getByTestId('results').innerText())).toBe(false);

    await page.getByRole('link', { name: text.market.secondary }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('market')).toBe('secondary');
    const filters = page.getByTestId('filters');
    await filters.getByLabel('2', { exact: true }).check();
    await filters.getByLabel(text.priceFrom).fill('20000000');
    await filters.getByLabel(text.priceTo).fill('60000000');
    await filters.getByLabel(text.sortBy).selectOption('priceAsc');
    await filters.getByRole('button', { name: text.apply }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('priceAsc');
    await expect.poll(async () => (await amounts()).length).toBeGreaterThan(0);
    const prices = await amounts();
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(20_000_000);
      expect(price).toBeLessThanOrEqual(60_000_000);
    }

    const url = page.url();
    await page.reload();
    await page.getByTestId('results').waitFor();
    expect(page.url()).toBe(url);
    expect(await page.getByTestId('filters').getByLabel(text.priceFrom).inputValue()).toBe('20000000');
    expect(await amounts()).toEqual(prices);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).not.toBe('priceAsc');
  });

  it("says so when the price 'from' is not below the 'to'", async () => {
    await page.goto(`${baseUrl}/en/buildings?market=secondary`);
    const filters = page.getByTestId('filters');
    await filters.getByLabel(text.priceFrom).fill('50000000');
    await filters.getByLabel(text.priceTo).fill('40000000');
    await filters.getByRole('button', { name: text.apply }).click();
    expect(await filters.getByTestId('form-message').innerText()).toBe(errors.FILTER.RANGE_INVALID);
  });
});
