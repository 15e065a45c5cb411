import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, useBrowser, viewports } from '../support/browser';

const baseUrl = inject('baseUrl');
const locale = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en', file), 'utf8'));
const text = locale('foreign.json');
const common = locale('common.json');
// The page names countries with Intl in English (en-GB), as this does.
const uae = new Intl.DisplayNames(['en-GB'], { type: 'region' }).of('AE') as string;

const web = useBrowser();
let page: Page;
beforeAll(() => {
  page = web.page;
});

const cards = () => page.getByTestId('project-card');
const countriesInUrl = () => JSON.parse(new URL(page.url()).searchParams.get('countries') ?? '[]') as string[];
/** The list marks itself busy while a new search loads over the previous results. */
const settled = async () => (await page.getByTestId('results').getAttribute('aria-busy')) === 'false';
const areas = async () => (await cards().locator('p', { hasText: 'm²' }).allInnerTexts()).map((area) => Number(area.replace(/[^\d]/g, '')));

const violations = () => axeViolations(page);

describe('foreign market, as a visitor', () => {
  it('lists projects, filters by country in the URL, opens a project with its brokers, keeps it on reload', async () => {
    await page.goto(`${baseUrl}/en/foreign-market`);
    await page.getByTestId('results').waitFor();
    expect(await page.locator('main h1').innerText()).toBe(text.title);
    expect(await cards().count()).toBeGreaterThan(0);
    // The cards come in the page's language, not the one the app started in.
    expect(/\p{Script=Armenian}/u.test(await page.getByTestId('results').innerText())).toBe(false);
    expect(await page.getByTestId('results-count').innerText()).toMatch(/^Projects found: (\d+) of \1$/);

    await page.getByTestId('filters').getByLabel(uae, { exact: true }).check();
    await expect.poll(countriesInUrl).toEqual(['AE']);
    await expect.poll(async () => new Set(await cards().evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-country'))))).toEqual(new Set(['AE']));
    for (const place of await page.getByTestId('project-place').allInnerTexts()) expect(place).toContain(uae);
    const [, found, total] = /(\d+) of (\d+)/.exec(await page.getByTestId('results-count').innerText()) ?? [];
    expect(Number(found)).toBe(await cards().count());
    expect(Number(found)).toBeLessThan(Number(total));

    const firstCard = cards().first();
    const name = await firstCard.getByRole('heading').innerText();
    await firstCard.getByRole('link', { name }).click();
    await expect.poll(() => page.locator('main h1').innerText()).toBe(name);
    expect(new URL(page.url()).pathname).toMatch(/^\/en\/foreign-market\/\d+$/);
    const brokers = page.getByTestId('broker');
    expect(await brokers.count()).toBeGreaterThan(0);
    expect(await brokers.first().locator('a[href^="tel:+"]').count()).toBe(1);
    expect(await brokers.first().locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await page.getByTestId('facts').innerText()).toContain(uae);
    expect(await page.getByTestId('project-position').innerText()).toMatch(/\d+\.\d{4}° N, \d+\.\d{4}° E/);
    const brokerNames = await brokers.getByRole('heading').allInnerTexts();

    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await page.locator('main h1').innerText()).toBe(name);
    expect(await page.getByTestId('broker').getByRole('heading').allInnerTexts()).toEqual(brokerNames);

    await page.getByRole('navigation', { name: text.project.breadcrumb }).getByRole('link', { name: text.title }).click();
    await page.getByTestId('results').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/foreign-market');
    expect(web.errors).toEqual([]);
  });

  it('sorts by area and pages through the results, each in the URL', async () => {
    await page.goto(`${baseUrl}/en/foreign-market`);
    await page.getByTestId('results').waitFor();
    await page.getByTestId('filters').getByLabel(text.sortBy).selectOption('areaAsc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('areaAsc');
    await expect.poll(settled).toBe(true);
    await expect.poll(async () => {
      const values = await areas();
      return values.length > 0 && values.every((value, i) => i === 0 || (values[i - 1] ?? 0) <= value);
    }).toBe(true);
    const firstPage = await areas();

    await page.getByRole('navigation', { name: text.pages }).getByRole('link', { name: text.next }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(settled).toBe(true);
    await expect.poll(async () => (await areas())[0] ?? 0).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);
    expect(await page.getByTestId('filters').getByLabel(text.sortBy).inputValue()).toBe('areaAsc');
  });

  it('falls back to the defaults for a malformed search, and says so when a page has nothing', async () => {
    await page.goto(`${baseUrl}/en/foreign-market?sort=%22cheapest%22&page=%22x%22&countries=%22nowhere%22`);
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('filters').getByLabel(text.sortBy).inputValue()).toBe('newest');
    expect(await page.getByTestId('filters').getByRole('checkbox', { checked: true }).count()).toBe(0);

    await page.goto(`${baseUrl}/en/foreign-market?countries=%5B%22AE%22%5D&page=40`);
    await page.getByTestId('no-results').waitFor();
    await page.getByTestId('no-results').getByRole('link', { name: text.resetFilters }).click();
    await page.getByTestId('results').waitFor();
    expect(countriesInUrl()).toEqual([]);
  });

  it.each(['/en/foreign-market/999999', '/en/foreign-market/not-a-number'])('%s shows the property-unavailable page', async (path) => {
    await page.goto(`${baseUrl}${path}`);
    await expect.poll(() => page.locator('main h1').innerText()).toBe(common.status.propertyUnavailable.title);
  });

  it.each(['/en/foreign-market', '/hy/foreign-market?countries=%5B%22GE%22%5D', '/ru/foreign-market/1'])('%s has no WCAG 2.2 AA violation (axe)', async (path) => {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('main h1').waitFor();
    await page.locator('[data-testid="results"], [data-testid="brokers"]').first().waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the list and a project fit a phone screen', async () => {
    await page.setViewportSize(viewports.mobile);
    for (const path of ['/en/foreign-market', '/en/foreign-market/1']) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main h1').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await page.setViewportSize(viewports.desktop);
  });
});
