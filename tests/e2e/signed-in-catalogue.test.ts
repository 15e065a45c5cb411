import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { AuthDriver } from '../drivers/auth.driver';
import { useBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const locale = (ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en', `${ns}.json`), 'utf8'));
const [auth, common, account, mail, property, catalogue, bookings] = ['auth', 'common', 'account', 'mail', 'property', 'catalogue', 'bookings'].map(locale);
// The server holds the demo catalogue, generated from a fixed seed: the test knows its rows.
const demo = generateCatalogue();
const sale = demo.listings.find((row) => row.deal === 'sale' && row.availability === 'forSale');
// Flats at the end of the list, which no other browser test opens.
const flats = demo.apartments.filter((row) => row.availability === 'forSale').slice(-3);

const web = useBrowser();
let page: Page;
let driver: AuthDriver;
const email = `lilit.${Date.now()}@example.am`;
const password = 'Gyumri#2026';

beforeAll(() => {
  page = web.page;
  driver = new AuthDriver(page, baseUrl);
});

describe('favourites, as a new user would', () => {
  it('keeps a favourite chosen while signed out and adds it after registration and sign-in', async () => {
    await page.goto(`${baseUrl}/en/property/secondary/${sale?.id}`);
    await page.getByTestId('favourite-button').click();
    // Signed out, the heart asks the visitor to sign in and remembers the choice.
    await expect.poll(() => driver.dialogTitle().innerText()).toBe(auth.signIn.title);
    await page.keyboard.press('Escape');
    await driver.dialog().waitFor({ state: 'detached' });

    await driver.openSignUp(common.account.signUp);
    await driver.fill({ [auth.fields.firstName]: 'Lilit', [auth.fields.lastName]: 'Hakobyan', [auth.fields.email]: email, [auth.fields.password]: password, [auth.fields.confirmPassword]: password });
    await driver.dialog().getByRole('checkbox').check();
    await driver.submit(auth.signUp.submit);
    await expect.poll(() => driver.dialogTitle().innerText()).toBe(auth.registrationSuccess.title);
    await driver.dialog().getByRole('button', { name: auth.registrationSuccess.home }).click();

    await page.goto(await driver.mailedLink('en', email, mail.confirmEmail.subject));
    await driver.fill({ [auth.fields.email]: email, [auth.fields.password]: password });
    await driver.submit(auth.signIn.submit);
    await driver.initials().waitFor();

    const count = page.getByTestId('favourites-count');
    await expect.poll(() => count.innerText()).toContain('1');
    await count.click();
    await page.getByRole('button', { name: account.favourites.market['1'].replace('{{count}}', '1') }).click();
    await expect.poll(() => page.getByTestId('favourites').innerText()).toContain(sale?.title.en);
    // The intent is spent: nothing is left in the browser for the next person.
    expect(await page.evaluate(() => localStorage.getItem('tun.signInIntent'))).toBeNull();
  });

  it('shows the property as saved, and removes it with the same button', async () => {
    await page.getByTestId('favourites').getByRole('link').first().click();
    const heart = page.getByTestId('favourite-button');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.getByTestId('favourites-count').innerText()).toContain('0');
  });
});

describe('bookings, as the same user', () => {
  const panel = () => page.getByTestId('booking-panel');
  const open = async (id: number | undefined) => {
    await page.goto(`${baseUrl}/en/property/primary/${id}`);
    await panel().getByRole('heading').waitFor();
  };

  it('books two apartments; the third brings the bookings-limit modal', async () => {
    for (const flat of flats.slice(0, 2)) {
      await open(flat.id);
      await panel().getByRole('button', { name: bookings.panel.book }).click();
      await panel().getByText(bookings.panel.bookedByYou).waitFor();
      expect(await page.getByTestId('hold-left').innerText()).toContain('2 d 0 h');
    }
    await open(flats[2]?.id);
    await panel().getByRole('button', { name: bookings.panel.book }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(bookings.limit.title);
    // The modal's own button leads to the bookings, where one can be cancelled.
    await dialog.getByRole('button', { name: bookings.limit.openBookings }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('section')).toBe('bookings');
    await expect.poll(() => page.getByTestId('bookings').getByRole('listitem').count()).toBe(2);
  });

  it('unbooks one from the personal page, after confirming, and books the third', async () => {
    const list = page.getByTestId('bookings');
    await list.getByRole('button', { name: bookings.panel.unbook }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(bookings.unbook.title);
    await dialog.getByRole('button', { name: bookings.unbook.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await open(flats[2]?.id);
    await panel().getByRole('button', { name: bookings.panel.book }).click();
    await panel().getByText(bookings.panel.bookedByYou).waitFor();
  });
});

describe('building reviews, as the same user', () => {
  it('leaves one review, sees it with the average, and cannot leave a second', async () => {
    await page.goto(`${baseUrl}/en/buildings/7`);
    const form = page.getByTestId('review-form');
    await form.getByRole('button', { name: property.reviews.send }).click();
    // Neither the rating nor the text is given: both are marked, and the focus goes to the first star.
    expect(await form.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-invalid')))).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(await form.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio');
    await form.getByLabel(property.reviews.stars.replace('{{count}}', '4')).check();
    await form.getByLabel(property.reviews.text).fill('Bright flats and a calm courtyard.');
    await form.getByRole('button', { name: property.reviews.send }).click();
    await expect.poll(() => page.getByTestId('reviews').innerText()).toContain('Bright flats and a calm courtyard.');
    expect(await page.getByTestId('reviews').innerText()).toContain('Lilit H.');
    expect(await page.getByTestId('review-average').innerText()).toContain('4');
    await page.getByTestId('already-reviewed').waitFor();
    expect(await page.getByTestId('review-form').count()).toBe(0);
  });
});

describe('saved filters, as the same user', () => {
  it('saves a search under a name and runs it again from the personal page', async () => {
    await page.goto(`${baseUrl}/en/search?market=secondary&rooms=%5B2%5D&sort=priceAsc`);
    await page.getByTestId('results').waitFor();
    await page.getByRole('button', { name: catalogue.saveSearch.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(catalogue.saveSearch.name).fill('Two rooms, cheapest first');
    await dialog.getByRole('button', { name: catalogue.saveSearch.submit }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/en/profile?section=filters`);
    const saved = page.getByTestId('saved-filters');
    await expect.poll(() => saved.innerText()).toContain('Two rooms, cheapest first');
    await saved.getByRole('link', { name: account.filters.run }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/search');
    const params = new URL(page.url()).searchParams;
    expect([params.get('market'), params.get('rooms'), params.get('sort')]).toEqual(['secondary', '[2]', 'priceAsc']);
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('filters').getByLabel('2', { exact: true }).isChecked()).toBe(true);
  });
});
