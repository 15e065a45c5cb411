import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../api/contract/validation';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { formatMoney } from '../../src/lib/format';
import { axeViolations, useBrowser, viewports } from '../support/browser';
import { text } from '../support/locale-text';

/**
 * The property pages on a phone (375 px) as the listing portals do them: the price and actions in a
 * bar at the bottom of the screen, pictures that swipe, a building's apartments as cards; and on a
 * wide screen (1366 px) none of the phone's parts. Every test walks the three languages.
 */
const languages = ['hy', 'ru', 'en'] as const;

// The server holds the demo catalogue, generated from a fixed seed: the test knows its rows.
const demo = generateCatalogue();
const forSale = demo.apartments.filter((row) => row.availability === 'forSale');
// A flat the other browser tests leave alone, so it is free to book when this visitor tries.
const flat = forSale[Math.floor(forSale.length / 4) + 1];
const sale = demo.listings.find((row) => row.deal === 'sale' && row.availability === 'forSale');
const rental = demo.listings.find((row) => row.deal === 'rent' && row.availability === 'forSale');
const building = demo.buildings.find((row) => demo.apartments.filter((apartment) => apartment.buildingId === row.id).length > 3);
/** One market per language, so each kind of page is seen once on the phone. */
const pageOf: Record<Language, string> = { hy: `/property/primary/${flat?.id}`, ru: `/property/rent/${rental?.id}`, en: `/property/secondary/${sale?.id}` };

const web = useBrowser({ viewport: viewports.mobile });
let page: Page;
beforeAll(() => {
  page = web.page;
});

const bar = () => page.getByTestId('property-action-bar');
const scrollToBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
const amountOf = (shown: string) => Number(shown.replace(/[^\d]/g, ''));

describe('the property page on a phone', () => {
  it('keeps the price and the actions in a bar at the bottom, above the footer, and has none on a wide screen', async () => {
    for (const lang of languages) {
      await page.setViewportSize(viewports.mobile);
      await page.goto(`${web.baseUrl}/${lang}${pageOf[lang]}`);
      await bar().waitFor();
      expect(await bar().getAttribute('aria-label')).toBe(text(lang, 'property', 'actionBar.label'));
      expect(await bar().innerText()).toContain(await page.getByTestId('property-price').innerText());
      if (lang === 'ru') expect(await bar().innerText()).toContain(text(lang, 'property', 'perMonth'));
      await scrollToBottom();
      await expect.poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)).toBe(true);
      const box = await bar().boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= viewports.mobile.height + 0.5).toBe(true);
      // The page ends above the bar: the footer's last line is not under it.
      const footer = await page.locator('footer').boundingBox();
      expect(footer && box && footer.y + footer.height <= box.y + 0.5).toBe(true);
      // Every action is a 44 px target at least.
      for (const size of await bar().locator('button, a').evaluateAll((targets) => targets.map((target) => target.getBoundingClientRect()))) {
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
      }

      await page.setViewportSize(viewports.desktop);
      await expect.poll(() => bar().count()).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    }
  });

  it("the bar's actions are the panel's: request goes into the form, book asks a visitor to sign in", async () => {
    const booking = page.getByTestId('booking-panel');
    for (const lang of languages) {
      await page.setViewportSize(viewports.mobile);
      await page.goto(`${web.baseUrl}/${lang}/property/primary/${flat?.id}`);
      await bar().getByRole('button', { name: text(lang, 'property', 'actionBar.ask'), exact: true }).click();
      const form = page.getByTestId('request-form');
      const name = form.getByLabel(text(lang, 'property', 'request.name'));
      await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
      // Scrolled to, and clear of the bar once the scrolling has stopped.
      await expect.poll(async () => {
        const [field, actions] = await Promise.all([name.boundingBox(), bar().boundingBox()]);
        return Boolean(field && actions && field.y > 0 && field.y + field.height <= actions.y);
      }).toBe(true);

      const book = bar().getByRole('button', { name: text(lang, 'bookings', 'panel.book'), exact: true });
      await book.click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.locator('h2').first().innerText()).toBe(text(lang, 'auth', 'signIn.title'));
      // The panel's machine took the request: it waits for the sign-in, as after the panel's own button.
      expect(await booking.getAttribute('data-state')).toBe('"awaitingSignIn"');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => booking.getAttribute('data-state')).toBe('"available"');
      await expect.poll(() => book.evaluate((button) => button === document.activeElement)).toBe(true);
    }
  });

  it('swipes the pictures: the next button, a swipe, a thumbnail and the arrow keys move the counter', async () => {
    const counter = page.getByTestId('gallery-counter');
    const track = page.getByTestId('gallery-track');
    for (const lang of languages) {
      await page.setViewportSize(lang === 'en' ? viewports.desktop : viewports.mobile);
      await page.goto(`${web.baseUrl}/${lang}/property/secondary/${sale?.id}`);
      const count = await track.locator('li').count();
      expect(count).toBeGreaterThan(2);
      expect(await counter.innerText()).toBe(`1 / ${count}`);
      // The first picture is the page's largest paint: asked for first, its size known before it loads.
      const first = track.locator('img').first();
      expect(await first.getAttribute('fetchpriority')).toBe('high');
      expect(await first.getAttribute('loading')).toBeNull();
      expect(await first.getAttribute('width')).toBe('800');
      expect(await track.locator('img').nth(1).getAttribute('loading')).toBe('lazy');

      await page.getByRole('button', { name: text(lang, 'common', 'gallery.next'), exact: true }).click();
      await expect.poll(() => counter.innerText()).toBe(`2 / ${count}`);
      await expect.poll(() => track.evaluate((element) => Math.abs(element.scrollLeft - element.clientWidth) <= 1)).toBe(true);
      // A swipe is the track's own scrolling.
      await track.evaluate((element) => element.scrollTo({ left: element.clientWidth * 2, behavior: 'instant' }));
      await expect.poll(() => counter.innerText()).toBe(`3 / ${count}`);
      await page.getByRole('button', { name: text(lang, 'common', 'gallery.show').replace('{{n}}', '1'), exact: true }).click();
      await expect.poll(() => counter.innerText()).toBe(`1 / ${count}`);
      await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
      await track.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => counter.innerText()).toBe(`${count} / ${count}`);
      // Pressed again while the track still glides: it turns round and ends on the first picture.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => counter.innerText()).toBe(`1 / ${count}`);
      await expect.poll(() => track.evaluate((element) => Math.round(element.scrollLeft))).toBe(0);
      expect(await counter.innerText()).toBe(`1 / ${count}`);
    }
  });

  it('has no axe violation with the bar on screen', async () => {
    await page.setViewportSize(viewports.mobile);
    for (const lang of languages) {
      await page.goto(`${web.baseUrl}/${lang}${pageOf[lang]}`, { waitUntil: 'networkidle' });
      await bar().waitFor();
      // From the top: the sticky header over scrolled content makes axe see targets it covers as too small.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

describe("a building's apartments on a phone", () => {
  it('are cards with the price and the area, sorted by a select that keeps the sort in the URL; a wide screen has the table', async () => {
    const table = page.getByTestId('apartments');
    for (const lang of languages) {
      await page.setViewportSize(viewports.mobile);
      await page.goto(`${web.baseUrl}/${lang}/buildings/${building?.id}`);
      const card = table.locator('tbody tr').first();
      await card.scrollIntoViewIfNeeded();
      expect(await table.locator('thead').isVisible()).toBe(false);
      const price = card.locator('td').nth(5);
      const area = card.locator('td').nth(3);
      expect(await price.isVisible()).toBe(true);
      expect(await price.innerText()).toBe(formatMoney(amountOf(await price.innerText()), 'AMD', lang));
      // The square metre in the page's language.
      const squareMetre = { hy: 'մ²', ru: 'м²', en: 'm²' }[lang];
      expect(await area.innerText()).toMatch(new RegExp(`^[\\d.,\\s]+ ${squareMetre}$`));
      // Its label is the card's own, drawn before the value (the table's headers are not shown).
      expect(await area.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(`"${text(lang, 'property', 'column.area')}"`);
      // The card fits the phone's width.
      const box = await card.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewports.mobile.width).toBe(true);

      const descending = text(lang, 'property', 'apartmentSort.descending').replace('{{column}}', text(lang, 'property', 'column.minApartmentPrice'));
      await page.getByTestId('apartment-sort').selectOption({ label: descending });
      await expect.poll(() => new URL(page.url()).searchParams.get('sortBy')).toBe('4');
      expect(new URL(page.url()).searchParams.get('asc')).toBe('false');
      const prices = async () => (await table.locator('tbody tr td:nth-child(6)').allInnerTexts()).map(amountOf);
      await expect.poll(async () => {
        const shown = await prices();
        return shown.length > 1 && shown.every((value, i) => i === 0 || (shown[i - 1] ?? 0) >= value);
      }).toBe(true);

      await page.setViewportSize(viewports.desktop);
      expect(await table.locator('thead').isVisible()).toBe(true);
      expect(await page.getByTestId('apartment-sort').isVisible()).toBe(false);
      expect(await table.locator('th[aria-sort="descending"]').innerText()).toContain(text(lang, 'property', 'column.minApartmentPrice'));
    }
  });
});
