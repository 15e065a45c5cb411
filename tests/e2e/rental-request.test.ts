import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { yerevanDate } from '../../api/contract/requests';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { useBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const requests = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en/requests.json'), 'utf8'));
const validation = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en/validation.json'), 'utf8'));
// The server holds the demo catalogue, generated from a fixed seed: the test knows its rows.
const catalogue = generateCatalogue();
const rental = catalogue.listings.find((row) => row.deal === 'rent' && row.availability === 'forSale' && row.dailyFee === null && row.petsAllowed === false);
const phone = `+374 77 ${String(Date.now()).slice(-6)}`;

const web = useBrowser();
let page: Page;
beforeAll(() => {
  page = web.page;
});

describe('rental request, as a visitor', () => {
  it('opens the modal from a rental, shows what to fix, sends the request and shows it sent', async () => {
    expect(rental).toBeDefined();
    await page.goto(`${baseUrl}/en/property/rent/${rental?.id}`);
    const open = page.getByRole('button', { name: requests.rental.open });
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('h2').first().innerText()).toBe(requests.rental.title);
    // Pets are not allowed here: the form says so instead of offering them.
    expect(await dialog.innerText()).toContain(requests.rental.petsNotAllowed);

    await dialog.getByRole('button', { name: requests.rental.send }).click();
    await expect.poll(() => dialog.locator('[aria-invalid="true"]').count()).toBeGreaterThan(2);
    expect(await dialog.innerText()).toContain(validation.termsRequired);
    // The first field to fix has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    const moveIn = yerevanDate(new Date(Date.now() + 10 * 86_400_000));
    await dialog.getByLabel(requests.rental.moveInDate).fill(moveIn);
    await dialog.getByLabel(requests.rental.guests).fill('2');
    await dialog.getByLabel(requests.rental.utilitiesIncluded).check();
    await dialog.getByLabel(requests.rental.prepayment).check();
    await dialog.getByLabel(requests.rental.comment).fill('A quiet couple working from home.');
    await dialog.getByLabel(requests.contact.name, { exact: true }).fill('Lusine Avetisyan');
    await dialog.getByLabel(requests.contact.phone, { exact: true }).fill(phone);
    await dialog.getByLabel(requests.rental.consentTerms).check();
    await dialog.getByLabel(requests.rental.consentPersonalData).check();
    await dialog.getByRole('button', { name: requests.rental.send }).click();

    const sent = dialog.getByTestId('rental-request-sent');
    await sent.waitFor();
    expect(await dialog.locator('h2').first().innerText()).toBe(requests.rental.sentTitle);
    expect(await sent.innerText()).toMatch(/Request No\. \d+/);

    // The person gets the SMS confirmation in the language of the page.
    const mailbox = await (await page.request.get(`${baseUrl}/api/sandbox/mailbox?to=${encodeURIComponent(phone)}`)).json();
    expect(mailbox[0]?.body).toContain(rental?.title.en);

    await dialog.getByRole('button', { name: requests.rental.close }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(requests.rental.open);
    expect(web.errors).toEqual([]);
  });
});

describe('project and foreign property requests, as a visitor', () => {
  it.each([
    ['project', `/en/projects/${catalogue.buildings.find((row) => !catalogue.developers.find((d) => d.id === row.developerId)?.isPartner)?.id}`],
    ['foreign', `/en/foreign-market/${catalogue.foreignProjects[0]?.id}`],
  ])('sends a %s request from its page and shows it sent', async (kind, path) => {
    await page.goto(`${baseUrl}${path}`);
    const form = page.getByTestId(`${kind}-request-form`);
    await form.getByLabel(requests.contact.name, { exact: true }).fill('Lusine Avetisyan');
    await form.getByLabel(requests.contact.phone, { exact: true }).fill(`+374 77 ${String(Date.now()).slice(-6)}`);
    await form.getByLabel(requests.contact.consent).check();
    await form.getByRole('button', { name: requests.contact.send }).click();
    const sent = page.getByTestId(`${kind}-request-sent`);
    await sent.waitFor();
    expect(await sent.innerText()).toMatch(/Request No\. \d+ is sent/);
    // The confirmation takes the focus the vanished button had.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(`${kind}-request-sent`);
  });
});
