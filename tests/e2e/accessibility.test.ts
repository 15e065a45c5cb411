import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { axeViolations, useBrowser, viewports } from '../support/browser';

// The server holds the demo catalogue: it is generated from a fixed seed, so the test knows its rows.
const catalogue = generateCatalogue();
const sale = catalogue.listings.find((row) => row.deal === 'sale' && row.availability === 'forSale');
const rental = catalogue.listings.find((row) => row.deal === 'rent');
const apartment = catalogue.apartments.find((row) => row.availability === 'forSale');

const baseUrl = inject('baseUrl');
const web = useBrowser();
let page: Page;

beforeAll(() => {
  page = web.page;
});

const violations = () => axeViolations(page);

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it.each([
    '/hy',
    '/en',
    '/ru/contacts',
    '/en/diagrams?machine=signIn',
    '/en/mailbox',
    '/en/no-such-page',
    '/hy/calculators/loan',
    '/en/buildings',
    '/ru/buildings?market=secondary',
    '/en/search?market=rent&view=map',
    '/hy/search?market=primary',
    '/en/rentals',
    '/en/projects',
    '/ru/partners?tab=agencies',
    `/en/property/secondary/${sale?.id}`,
    `/hy/property/rent/${rental?.id}`,
    `/en/property/primary/${apartment?.id}`,
    `/ru/buildings/${apartment?.buildingId}`,
    '/en/property/secondary/999999',
  ])('%s has no violation', async (path) => {
    // Lists and maps fill in after the page: axe looks once everything has arrived.
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the floor-plan viewer and the request form with its errors have no violation', async () => {
    await page.goto(`${baseUrl}/en/buildings/${apartment?.buildingId}`);
    await page.getByTestId('apartments').getByRole('button').first().click();
    await page.getByTestId('floor-plan').waitFor();
    expect(await violations()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/en/property/secondary/${sale?.id}`);
    await page.getByTestId('request-form').getByRole('button').click();
    await page.getByTestId('request-form').locator('[aria-invalid="true"]').first().waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the sign-up dialog has no violation, errors shown', async () => {
    await page.goto(`${baseUrl}/en?signUp=true`);
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
    expect(await violations()).toEqual([]);
  });

  it('reports a violation when there is one (the check is live)', async () => {
    await page.goto(`${baseUrl}/en`);
    await page.locator('main h1').first().waitFor();
    // Outside React's root: a re-render of the page (a slow machine's late data) cannot take it away before axe runs.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })));
    expect((await violations()).some((violation) => violation.startsWith('image-alt'))).toBe(true);
  });

  it('the mobile menu has no violation', async () => {
    await page.setViewportSize(viewports.mobile);
    await page.goto(`${baseUrl}/hy`);
    await page.getByTestId('menu-button').click();
    await page.getByRole('dialog').waitFor();
    expect(await violations()).toEqual([]);
    await page.setViewportSize(viewports.desktop);
  });
});
