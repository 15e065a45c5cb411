import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, useBrowser, viewports } from '../support/browser';

/**
 * The catalogue as a person used to the big listing portals meets it, in the three languages, on a
 * phone and a laptop: a search from the home page's hero, results in the first screen, the filters
 * in a sheet on a phone with chips of what is chosen, and on a laptop the map beside the list, each
 * following the other.
 */
const languages = ['hy', 'ru', 'en'] as const;
const texts = Object.fromEntries(
  languages.map((lang) => [
    lang,
    {
      catalogue: JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}/catalogue.json`), 'utf8')),
      home: JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}/home.json`), 'utf8')),
      common: JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}/common.json`), 'utf8')),
    },
  ]),
);

const web = useBrowser();
let page: Page;
beforeAll(() => {
  page = web.page;
});

const search = () => new URL(page.url()).searchParams;
const shownCount = async () => Number((await page.getByTestId('results-count').innerText()).replace(/\D/g, ''));
/** The results a map shows: a group's marker counts its points, a price marker one. */
const pointsOnMap = () =>
  page
    .getByTestId('positions-map')
    .locator('.leaflet-marker-icon')
    .evaluateAll((markers) => markers.reduce((sum, marker) => sum + (/^\d+$/.test(marker.textContent ?? '') ? Number(marker.textContent) : 1), 0));

/** The first card's price is on the first screen: no scrolling to see a result. */
async function firstPriceInFirstScreen() {
  const price = page.getByTestId('results').getByTestId('price').first();
  await price.waitFor();
  const box = await price.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

describe('the catalogue, search first', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`searches from the hero and shows the first result without scrolling (${name}, ${viewport.width} px)`, async () => {
      await page.setViewportSize(viewport);
      for (const lang of languages) {
        const { home } = texts[lang]!;
        await page.goto(`${web.baseUrl}/${lang}`);
        const hero = page.getByTestId('hero-search');
        await hero.getByLabel(home.heroSearch.markets.rent).check();
        await hero.getByLabel(home.heroSearch.rooms).selectOption('2');
        await hero.getByLabel(home.heroSearch.maxRent).fill('900000');
        await hero.getByRole('button', { name: home.heroSearch.submit }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/${lang}/search`);
        expect(search().get('market')).toBe('rent');
        expect(search().get('rooms')).toBe('[2]');
        expect(search().get('maxPrice')).toBe('900000');
        await page.getByTestId('results').waitFor();
        const prices = (await page.getByTestId('results').getByTestId('price').allInnerTexts()).map((text) => Number(text.replace(/[^\d]/g, '')));
        expect(prices.length).toBeGreaterThan(0);
        expect(prices.every((price) => price <= 900_000)).toBe(true);
        expect(await firstPriceInFirstScreen()).toBe(true);
        // The typed amount reads grouped, as in the calculators.
        if (viewport.width >= 1025) expect(await page.getByTestId('filters').getByLabel(texts[lang]!.catalogue.priceTo).inputValue()).toMatch(/^900\D000$/);
      }
    });
  }

  it('on a phone keeps the filters in a sheet and shows the chosen ones as chips', async () => {
    await page.setViewportSize(viewports.mobile);
    for (const lang of languages) {
      const { catalogue } = texts[lang]!;
      await page.goto(`${web.baseUrl}/${lang}/search?market=secondary`);
      // The bar of a laptop is not drawn for a phone: the results come first.
      expect(await page.getByTestId('filters').isVisible()).toBe(false);
      expect(await firstPriceInFirstScreen()).toBe(true);
      await page.getByTestId('open-filters').click();
      const sheet = page.getByRole('dialog');
      await sheet.getByLabel('3', { exact: true }).check();
      await sheet.getByLabel(catalogue.priceTo).fill('80000000');
      await sheet.getByRole('button', { name: catalogue.apply }).click();
      await expect.poll(() => search().get('rooms')).toBe('[3]');
      expect(await sheet.count()).toBe(0);
      const chips = page.getByTestId('filter-summary');
      await expect.poll(() => chips.getByRole('link').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('3'), expect.stringContaining('80')]));
      expect(await page.getByTestId('open-filters').innerText()).toContain('2');
      // A chip takes its filter away.
      await chips.getByRole('link', { name: catalogue.removeFilter.replace('{{name}}', catalogue.roomsChip.replace('{{rooms}}', '3')) }).click();
      // The router writes the search's defaults into the address: no rooms is "[]" or nothing.
      await expect.poll(() => JSON.parse(search().get('rooms') ?? '[]')).toEqual([]);
      expect(search().get('maxPrice')).toBe('80000000');
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('on a laptop puts every result on the map beside the list, and the list follows the map', async () => {
    await page.setViewportSize(viewports.desktop);
    for (const lang of languages) {
      const { catalogue, common } = texts[lang]!;
      await page.goto(`${web.baseUrl}/${lang}/search?market=secondary`);
      const map = page.getByTestId('positions-map');
      expect(await map.isVisible()).toBe(true);
      // Every result of the search is on the map (in groups where close), not only the page's twelve.
      const total = await shownCount();
      expect(total).toBeGreaterThan(12);
      await expect.poll(pointsOnMap).toBe(total);
      // Zoom in (the map's buttons speak the page's language): the map offers to search the area it shows, and the list follows.
      expect(await map.locator('.leaflet-control-zoom-in').getAttribute('title')).toBe(common.map.zoomIn);
      await map.locator('.leaflet-control-zoom-in').click();
      await map.locator('.leaflet-control-zoom-in').click();
      await map.getByRole('button', { name: catalogue.searchThisArea }).click();
      await expect.poll(() => search().get('bounds')).not.toBe(null);
      await expect.poll(shownCount).toBeLessThan(total);
      const inArea = await shownCount();
      expect(inArea).toBeGreaterThan(0);
      await expect.poll(pointsOnMap).toBe(inArea);
      expect(await page.getByTestId('filter-summary').getByRole('link', { name: catalogue.removeFilter.replace('{{name}}', catalogue.mapArea) }).count()).toBe(1);
      // A card lights its marker up.
      await page.getByTestId('results').locator('li').first().hover();
      await expect.poll(() => map.locator('.leaflet-marker-icon[data-highlighted]').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
