import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { useBrowser, watchPageErrors } from '../support/browser';

const baseUrl = inject('baseUrl');
const text = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en/catalogue.json'), 'utf8'));
const errors = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en/errors.json'), 'utf8'));
const property = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en/property.json'), 'utf8'));
const common = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en/common.json'), 'utf8'));
// The server holds the demo catalogue, generated from a fixed seed: the test knows its rows.
const catalogue = generateCatalogue();
const sale = catalogue.listings.find((row) => row.deal === 'sale' && row.availability === 'forSale');
const building = catalogue.buildings.find((row) => catalogue.apartments.filter((a) => a.buildingId === row.id).length > 3);

const web = useBrowser();
let page: Page;
beforeAll(() => {
  page = web.page;
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
    // The order applies at once; the filters together, with their button.
    await page.getByLabel(text.sortBy).selectOption('priceAsc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('priceAsc');
    // The secondary market's results and form are drawn (the form is new for each market): type into that one.
    await expect.poll(() => page.getByTestId('results').locator('h2 a').first().getAttribute('href')).toMatch(/^\/en\/property\/secondary\//);
    const filters = page.getByTestId('filters');
    await filters.getByLabel(text.areaFrom).waitFor();
    await filters.getByLabel('2', { exact: true }).check();
    await filters.getByLabel(text.priceFrom).fill('20000000');
    await filters.getByLabel(text.priceTo).fill('60000000');
    await filters.getByRole('button', { name: text.apply }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('maxPrice')).toBe('60000000');
    // The address changes first, the cards when the new page of results has come.
    const filtered = (list: number[]) => list.length > 0 && list.every((price) => price >= 20_000_000 && price <= 60_000_000);
    await expect.poll(async () => filtered(await amounts())).toBe(true);
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
    // Typed amounts read grouped, as the calculators show them.
    expect(await page.getByTestId('filters').getByLabel(text.priceFrom).inputValue()).toBe('20,000,000');
    expect(await amounts()).toEqual(prices);

    // Open the first home: its page has every fact and the monthly payment, and survives a reload.
    const first = page.getByTestId('results').locator('h2 a').first();
    const title = await first.innerText();
    await first.click();
    await expect.poll(() => page.locator('main h1').innerText()).toBe(title);
    expect(new URL(page.url()).pathname).toMatch(/^\/en\/property\/secondary\/\d+$/);
    expect(Number((await page.getByTestId('property-price').innerText()).replace(/[^\d]/g, ''))).toBe(prices[0]);
    expect(await page.getByTestId('monthly-payment').innerText()).toContain(property.paymentTerms.split('{{')[0]);
    expect(await page.getByTestId('facts').locator('dt').allInnerTexts()).toEqual(expect.arrayContaining([property.fact.area, property.fact.floor, property.fact.renovation]));
    await page.reload();
    await expect.poll(() => page.locator('main h1').innerText()).toBe(title);

    // Back returns to the same results, filters and order.
    await page.goBack();
    await expect.poll(() => page.url()).toBe(url);
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('filters').getByLabel(text.priceTo).inputValue()).toBe('60,000,000');
    expect(await amounts()).toEqual(prices);

    // Each search is a step back: the filters, then the order.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('maxPrice')).toBe(null);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('priceAsc');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).not.toBe('priceAsc');
  });

  it.each(['/en/property/secondary/999999', '/en/property/rent/abc', '/en/property/auction/1', '/en/buildings/999999', '/en/projects/0'])('shows the property-unavailable page for %s', async (path) => {
    await page.goto(`${baseUrl}${path}`);
    await expect.poll(() => page.locator('main h1').innerText()).toBe(common.status.propertyUnavailable.title);
    // The address stays, so the visitor sees what they opened and can go back.
    expect(new URL(page.url()).pathname).toBe(path);
  });

  it('sorts a building\'s apartments by any column and shows each floor plan in a dialog', async () => {
    await page.goto(`${baseUrl}/en/buildings/${building?.id}`);
    const table = page.getByTestId('apartments');
    await table.waitFor();
    await table.getByRole('link', { name: property.column.minApartmentPrice, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sortBy')).toBe('4');
    const column = async () => (await table.locator('tbody tr td:nth-child(6)').allInnerTexts()).map((price) => Number(price.replace(/[^\d]/g, '')));
    await expect.poll(async () => { const p = await column(); return p.length > 1 && p.every((v, i) => i === 0 || (p[i - 1] ?? 0) <= v); }).toBe(true);
    // The page does not jump to its top: the rows change under the header just clicked.
    const header = table.getByRole('link', { name: property.column.minApartmentPrice, exact: true });
    await header.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await header.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('asc')).toBe('false');
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await expect.poll(async () => { const p = await column(); return p.length > 1 && p.every((v, i) => i === 0 || (p[i - 1] ?? 0) >= v); }).toBe(true);
    expect(await table.locator('th[aria-sort="descending"]').innerText()).toContain(property.column.minApartmentPrice);

    const planButton = table.getByRole('button').first();
    await planButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('floor-plan').waitFor();
    expect(await dialog.locator('img').getAttribute('src')).toMatch(/^\/api\/media\/plans\/\d+\.svg$/);
    await dialog.getByRole('button', { name: property.nextPlan }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(property.showPlan);

    // The next page of flats shows from the table's heading, below the header that stays on screen.
    await page.getByRole('navigation', { name: text.pages }).getByRole('link', { name: text.next }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('apartments-title')?.getBoundingClientRect().top ?? -1))).toBeGreaterThanOrEqual(64);
    expect(await page.evaluate(() => document.getElementById('apartments-title')?.getBoundingClientRect().top ?? 0)).toBeLessThan(200);
  });

  it('sends a request from a property page and confirms when the bank will call', async () => {
    await page.goto(`${baseUrl}/en/property/secondary/${sale?.id}`);
    const form = page.getByTestId('request-form');
    await form.getByRole('button', { name: property.request.send }).click();
    expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(3);
    await form.getByLabel(property.request.name).fill('Aram Sargsyan');
    await form.getByLabel(property.request.phone).fill('+374 77 123456');
    await form.getByLabel(property.request.consent).check();
    await form.getByRole('button', { name: property.request.send }).click();
    await expect.poll(() => page.getByTestId('request-sent').innerText()).toContain('Thank you');
  });
});

describe('rentals and the property search, as a visitor', () => {
  it('lists rentals by area, shows them on a map, and opens one', async () => {
    await page.goto(`${baseUrl}/en/rentals`);
    const filters = page.getByTestId('filters');
    await filters.getByLabel(text.areaFrom).fill('50');
    await filters.getByLabel(text.areaTo).fill('120');
    await filters.getByRole('button', { name: text.apply }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('maxArea')).toBe('120');
    // On a wide screen the map stands beside the list, every result on it (in groups when close).
    const map = page.getByTestId('positions-map');
    await map.locator('.leaflet-marker-icon').first().waitFor();
    const shown = async () => map.locator('.leaflet-marker-icon').evaluateAll((markers) => markers.reduce((sum, marker) => sum + (Number(marker.textContent?.match(/^\d+$/)?.[0]) || 1), 0));
    const total = Number((await page.getByRole('status').filter({ hasText: text.listingsFound.split(':')[0] }).innerText()).replace(/\D/g, ''));
    await expect.poll(shown).toBe(total);
    await page.getByRole('link', { name: text.hideMap }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('list');
    expect(await map.isVisible()).toBe(false);
    await page.getByTestId('results').locator('h2 a').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/en\/property\/rent\/\d+$/);
    expect(await page.getByTestId('property-price').innerText()).toContain(property.perMonth);
  });

  it('switches the search between markets, keeping the filters that apply', async () => {
    await page.goto(`${baseUrl}/en/search?market=secondary&rooms=%5B3%5D&sort=areaDesc`);
    await page.getByTestId('results').waitFor();
    await page.getByRole('link', { name: text.market.primary }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('market')).toBe('primary');
    expect(new URL(page.url()).searchParams.get('rooms')).toBe('[3]');
    // The secondary results stay on screen until the buildings have loaded.
    const first = page.getByTestId('results').locator('h2 a').first();
    await expect.poll(() => first.getAttribute('href')).toMatch(/^\/en\/buildings\/\d+/);
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/en\/buildings\/\d+$/);
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

describe("a building's flats from the address", () => {
  it.each(['rooms=0', 'rooms=abc', 'minPrice=abc', 'priceFrom=abc&sortBy=9', 'page=0&asc=yes', 'minPrice=9&maxPrice=1'])(
    'reads the malformed %s as the default table: no refused call, no console error, the same render on the server and in the browser',
    async (query) => {
      const context = await web.newContext();
      const fresh = await context.newPage();
      const pageErrors = watchPageErrors(fresh);
      const calls: unknown[] = [];
      fresh.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/apartments') calls.push(request.postDataJSON());
      });
      const response = await fresh.goto(`${baseUrl}/en/buildings/${building?.id}?${query}`);
      expect(response?.status()).toBe(200);
      const table = fresh.getByTestId('apartments');
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
      expect(await fresh.getByRole('link', { name: property.allRooms, exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await fresh.getByTestId('table-search-filters').count()).toBe(0);
      // The browser's own calls (the server's came with the page) carry only what the API accepts.
      for (const call of calls) expect(call).not.toHaveProperty('roomsCount');
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it("keeps the search's rooms and price when a building is opened from the results, and shows every flat on request", async () => {
    await page.goto(`${baseUrl}/en/buildings?market=primary&rooms=%5B2%5D&maxPrice=40000000`);
    await page.getByTestId('results').locator('h2 a').first().click();
    await page.waitForURL(/\/en\/buildings\/\d+/);
    const search = new URL(page.url()).searchParams;
    expect(search.get('rooms')).toBe('[2]');
    expect(search.get('maxPrice')).toBe('40000000');
    const table = page.getByTestId('apartments');
    await table.waitFor();
    await expect.poll(async () => (await table.locator('tbody tr td:nth-child(6)').allInnerTexts()).map((price) => Number(price.replace(/[^\d]/g, '')))).toSatisfy((prices: number[]) => prices.length > 0 && prices.every((price) => price <= 40_000_000));
    const rooms = await table.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(rooms.every((value) => value === '2')).toBe(true);
    const filters = page.getByTestId('table-search-filters');
    // Amounts are written with a no-break space after the currency.
    expect((await filters.innerText()).replace(/\s/g, ' ')).toContain(property.tableFilter.priceTo.replace('{{price}}', 'AMD 40,000,000'));
    await filters.getByRole('link', { name: property.tableFilter.clear }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('maxPrice')).toBeNull();
    await expect.poll(() => page.getByTestId('table-search-filters').count()).toBe(0);
  });
});
