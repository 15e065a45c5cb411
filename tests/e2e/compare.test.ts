import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { propertyPath, type PropertyLink } from '../../api/contract/property-ref';
import type { Language } from '../../api/contract/validation';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { axeViolations, useBrowser, viewports } from '../support/browser';
import { text } from '../support/locale-text';

/*
 * Beyond the portals (issue 22): properties chosen for the comparison on their own pages and set side
 * by side, a fifth refused with the reason, the pages seen last on the home page, and the price
 * history of a demo property whose price came down. In every language, at a phone and a laptop.
 */

const languages = ['hy', 'ru', 'en'] as const satisfies readonly Language[];
const widths = [viewports.mobile, viewports.desktop] as const;

// The server holds the demo catalogue, generated from a fixed seed: the test knows its rows. Rows from
// the end of each list, which the other browser tests leave alone (they book and reprice from the start).
const catalogue = generateCatalogue();
const flats = catalogue.apartments.filter((row) => row.availability === 'forSale' && row.oldPrice === null);
const sales = catalogue.listings.filter((row) => row.deal === 'sale' && row.availability === 'forSale' && row.oldPrice === null);
const rentals = catalogue.listings.filter((row) => row.deal === 'rent' && row.availability === 'forSale' && row.oldPrice === null);
const at = <T,>(rows: T[], index: number): T => {
  const row = rows.at(index);
  if (!row) throw new Error(`no demo row ${index}`);
  return row;
};
const chosen = [
  { link: { marketType: '0', apartmentId: at(flats, -5).id ?? 0, deal: 'sale' }, price: at(flats, -5).price },
  { link: { marketType: '1', apartmentId: at(sales, -5).id ?? 0, deal: 'sale' }, price: at(sales, -5).price },
  { link: { marketType: '1', apartmentId: at(rentals, -5).id ?? 0, deal: 'rent' }, price: at(rentals, -5).price },
] satisfies { link: PropertyLink; price: number }[];
const others: PropertyLink[] = [-6, -7, -8].map((index) => ({ marketType: '0', apartmentId: at(flats, index).id ?? 0, deal: 'sale' }));
/** A demo flat whose price came down (its old price is above it), with the history the seed gave it. */
const discounted = at(
  catalogue.apartments.filter((row) => row.oldPrice !== null && row.availability === 'forSale'),
  -3,
);

const web = useBrowser();
const pageOf = (lang: Language, link: PropertyLink) => `${web.baseUrl}/${lang}${propertyPath(link)}`;
const digits = (value: string) => value.replace(/\D/g, '');
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A visitor of their own: an empty compare list and no pages seen. */
async function visitor(viewport: (typeof widths)[number]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await web.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/** Chooses a property with the toggle on its page, and waits until it says so. */
async function choose(page: Page, lang: Language, link: PropertyLink) {
  await page.goto(pageOf(lang, link));
  const toggle = page.getByTestId('compare-toggle').first();
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  await toggle.click();
  await page.locator('[data-testid="compare-toggle"][aria-pressed="true"]').first().waitFor();
}

describe('compare', () => {
  it.each(widths.map((viewport) => [viewport.width, viewport] as const))('sets three properties chosen on their pages side by side with their prices, removes one, and fits the window (%i px)', { timeout: 180_000 }, async (_width, viewport) => {
    for (const lang of languages) {
      const { context, page } = await visitor(viewport);
      for (const { link } of chosen) await choose(page, lang, link);
      const tray = page.getByTestId('compare-tray').first();
      expect(await tray.innerText()).toContain(text(lang, 'compare', 'tray.open').replace('{{chosen}}', '3'));
      await tray.getByTestId('compare-open').click();

      const columns = page.locator('[data-testid="compare-column"][data-state="ready"]');
      await expect.poll(() => columns.count()).toBe(3);
      const prices = await page.getByTestId('compare-price').allInnerTexts();
      expect(prices.map(digits)).toEqual(chosen.map(({ price }) => String(price)));
      expect(await page.getByRole('rowheader', { name: text(lang, 'compare', 'page.rows.pricePerSquareMetre') }).count()).toBe(1);
      expect(await sidewaysScroll(page), `${lang} at ${viewport.width}`).toBeLessThanOrEqual(0);

      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axeViolations(page), `${lang} at ${viewport.width}`).toEqual([]);

      // Out goes the resale home: the others stay, in their order.
      await columns.nth(1).getByTestId('compare-remove').click();
      await expect.poll(() => columns.count()).toBe(2);
      expect((await page.getByTestId('compare-price').allInnerTexts()).map(digits)).toEqual([chosen[0], chosen[2]].map((item) => String(item?.price)));
      expect(await page.getByTestId('compare-count').innerText()).toBe(text(lang, 'compare', 'page.chosen').replace('{{chosen}}', '2').replace('{{max}}', '4'));
      // The list is this browser's: it is there after a reload.
      await page.reload();
      await expect.poll(() => columns.count()).toBe(2);
      await context.close();
    }
  });

  it('refuses a fifth property with the reason, and keeps the four', async () => {
    for (const lang of languages) {
      const { context, page } = await visitor(viewports.mobile);
      await page.goto(`${web.baseUrl}/${lang}/compare`);
      const four = [...chosen.map(({ link }) => link), others[0]];
      await page.evaluate((links) => localStorage.setItem('tun.compare', JSON.stringify(links)), four);
      await page.goto(pageOf(lang, others[1] as PropertyLink));
      const toggle = page.getByTestId('compare-toggle').first();
      await toggle.click();
      await expect.poll(() => page.getByTestId('toast').first().innerText()).toContain(text(lang, 'common', 'compare.full').replace('{{max}}', '4'));
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tun.compare') ?? '[]'))).toEqual(four);
      await context.close();
    }
  });

  it('shows the pages seen last on the home page, newest first, and the price history of a property whose price came down', async () => {
    for (const lang of languages) {
      const { context, page } = await visitor(viewports.mobile);
      // Nothing seen yet: no strip.
      await page.goto(`${web.baseUrl}/${lang}`);
      expect(await page.getByTestId('recently-viewed').count()).toBe(0);

      await page.goto(pageOf(lang, chosen[2]?.link as PropertyLink));
      expect(await page.getByTestId('price-history').count()).toBe(0);
      const flat: PropertyLink = { marketType: '0', apartmentId: discounted.id ?? 0, deal: 'sale' };
      await page.goto(pageOf(lang, flat));
      const history = page.getByTestId('price-history');
      await history.waitFor();
      expect(await history.getByRole('heading').innerText()).toBe(text(lang, 'property', 'priceHistory.title'));
      const points = await history.getByRole('listitem').allInnerTexts();
      expect(points.length).toBeGreaterThanOrEqual(2);
      // Newest first: the current price, then down to the old price it was listed at.
      expect(digits(points[0] ?? '')).toContain(String(discounted.price));
      expect(points.at(-1)).toContain(text(lang, 'property', 'priceHistory.listed'));
      expect(digits(points.at(-1) ?? '')).toContain(String(discounted.oldPrice));
      expect(await history.getByTestId('price-history-chart').getAttribute('aria-hidden')).toBe('true');
      const title = await page.locator('main h1').first().innerText();

      await page.goto(`${web.baseUrl}/${lang}`);
      const strip = page.getByTestId('recently-viewed');
      await strip.waitFor();
      const cards = strip.getByRole('listitem');
      expect(await cards.count()).toBe(2);
      expect(await cards.first().getByRole('link').innerText()).toBe(title);
      expect(await cards.nth(1).innerText()).toContain(at(rentals, -5).title[lang]);
      await strip.getByRole('button', { name: text(lang, 'compare', 'recent.clearLabel') }).click();
      await expect.poll(() => page.getByTestId('recently-viewed').count()).toBe(0);
      await context.close();
    }
  });
});
