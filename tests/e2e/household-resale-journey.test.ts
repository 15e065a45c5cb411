import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Language } from '../../api/contract/validation';
import { birthDateFor } from '../../api/server/adapters/population-registry';
import { personaFor, twinSocialCard } from '../../api/server/adapters/sandbox-personas';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { LoanApplicationDriver } from '../drivers/loan-application.driver';
import { callApi, signedUpCustomer } from '../support/e2e-api';
import { text } from '../support/locale-text';
import { foreignWords, watchRefusals, type Refusal } from '../support/page-language';
import { axeViolations, useBrowser, viewports, watchPageErrors } from '../support/browser';
import { twinSerial } from '../support/twin-serials';
import { processHistory, processStages } from '../support/process-page';

/*
 * A household's journey (c): one person alone on a resale home, through a document mismatch to the
 * branch visit and the payout. Lilit Avetisyan (the sandbox's document-mismatch persona, a twin of
 * hers each run) on her phone in Russian finds a resale flat in the catalogue, applies from its page,
 * fills the wizard with the passport she had before (replaced in the registry), and submits; the bank
 * sends her back to her data naming the registry's document, she corrects it to her biometric
 * passport and submits again, accepts the offer and, on the process screen, books the visit to a
 * Yerevan branch with her repayment day. Midway she opens the same application on her laptop in
 * English (a person switching devices); the bank's side (the sandbox control) brings the branch's
 * signing and core banking's payout, and both screens end on "loan disbursed".
 *
 * Every screen passed speaks its reader's language (no Latin words on the Russian one but the names
 * she typed, codes and brands; no raw keys), scrolls nothing sideways, and no step it offered was
 * answered 409 or 5xx. Only the account (sign-up, the mailed confirmation, sign-in) and the sandbox
 * mailbox go through the HTTP API.
 */

const baseUrl = inject('baseUrl');
const address = '203.0.113.31';

// A resale flat the online mortgage covers (resale: up to AMD 62.5 million), priced above the
// 30-45 million the other journeys take theirs from, and never the sandbox partner's refused code
// ending in 13.
const demo = generateCatalogue();
const resales = demo.listings.filter(
  (row) => row.deal === 'sale' && row.market === 'secondary' && row.type === 'apartment' && row.availability === 'forSale' && row.price > 45_000_000 && row.price <= 55_000_000 && !row.code.endsWith('13'),
);
const home = resales[Math.floor(resales.length * 0.6)];
if (!home) throw new Error('the demo catalogue has no resale flat for the household journey');

const lilit = personaFor('documentMismatch');
const replaced = lilit.documents.find((document) => !document.valid);
const biometric = lilit.documents.find((document) => document.valid && document.type === 'biometricPassport');
if (replaced?.number !== 'AR3456789' || biometric?.number !== 'AR9876543') throw new Error('the document-mismatch persona changed: see api/server/adapters/sandbox-personas.ts');
const serial = twinSerial('householdResale', 0);
const socialCard = twinSocialCard(lilit.socialCard, serial);
const email = `household.resale.${Date.now()}@example.am`;
const password = 'Dilijan#2026c';
const phone = `+37499${String(serial).slice(-6)}`;
const downPayment = Math.ceil((home.price * 0.3) / 1_000) * 1_000;
const registration = { region: 'Yerevan', community: 'Arabkir', street: 'Komitas', building: '21' };
/** What she typed in Latin letters (as the wizard asks names and addresses), and her initials in the header: allowed on her Russian pages. */
const typed = [lilit.firstName, lilit.middleName, lilit.lastName, `${lilit.firstName[0]}${lilit.lastName[0]}`, ...Object.values(registration)];
/** The footer's links to the bank's pages elsewhere: brand names, written as their owners write them. */
const brands = ['Facebook', 'Instagram', 'LinkedIn'];
/** The applicant data's hint shows a name in Latin letters as the example of how to write hers ("for example Anna"). */
const latinExample = text('ru', 'loan', 'applicant.latinHint').match(/[A-Z][a-z]+/)?.[0] ?? '';

const web = useBrowser();

/** One of her devices: a context of its own at its viewport and language, with what it watches. */
interface Device {
  lang: Language;
  context: BrowserContext;
  page: Page;
  errors: string[];
  refusals: Refusal[];
}

async function openDevice(lang: Language, viewport: { width: number; height: number }, token: string): Promise<Device> {
  // The device's own language too: its date fields and number keyboards read as hers would.
  const context = await web.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address }, viewport, locale: lang === 'ru' ? 'ru-RU' : 'en-US' });
  await context.addInitScript((value) => localStorage.setItem('tun.token', value), token);
  const page = await context.newPage();
  return { lang, context, page, errors: watchPageErrors(page), refusals: watchRefusals(page) };
}

/** The screen as she reads it: in her language (beyond `allowed`), and nothing wider than the screen. */
async function expectReadable(device: Device, allowed: readonly string[] = []) {
  expect(await foreignWords(device.page, device.lang, [...typed, ...brands, ...allowed])).toEqual([]);
  expect(await device.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe('a resale home through a document mismatch to the branch visit and the payout (Lilit, in Russian on a phone and in English on a laptop)', () => {
  let phoneToken = '';
  let applicationId = '';
  let mobile: Device;
  let laptop: Device;
  const ru = (namespace: string, key: string) => text('ru', namespace, key);
  const en = (namespace: string, key: string) => text('en', namespace, key);
  const stage = (device: Device) => device.page.getByTestId('process-stage');
  /** She comes back to a device: its tab shows again (the page reads the application again when it does). */
  const comesBack = (device: Device) =>
    device.page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      window.dispatchEvent(new Event('focus'));
    });

  async function expectStage(device: Device, status: string) {
    await expect.poll(() => stage(device).getAttribute('data-status'), { timeout: 30_000 }).toBe(status);
    expect(await device.page.getByTestId('process-status').innerText()).toBe(text(device.lang, 'loan', `status.${status}`));
  }

  /** The sandbox control brings the bank's side's next answer now (clicked again when the request has not gone out yet). */
  async function bankAnswers(device: Device, ...through: string[]) {
    const advance = device.page.getByTestId('process-sandbox-advance').getByRole('button', { name: text(device.lang, 'lendingProcess', 'sandbox.advance') });
    for (const next of through) {
      let clickedAt = 0;
      await expect
        .poll(
          async () => {
            if ((await stage(device).getAttribute('data-status')) === next) return true;
            if (Date.now() - clickedAt > 6_000 && (await advance.isEnabled())) {
              await advance.click();
              clickedAt = Date.now();
            }
            return false;
          },
          { timeout: 90_000, interval: 1_000 },
        )
        .toBe(true);
      await expectStage(device, next);
      await expectReadable(device);
    }
  }

  it('she finds a resale flat in the catalogue on her phone, in Russian, and applies from its page', async () => {
    phoneToken = await signedUpCustomer(baseUrl, { firstName: lilit.firstName, lastName: lilit.lastName, email, password, lang: 'ru', address });
    mobile = await openDevice('ru', viewports.mobile, phoneToken);
    const loan = new LoanApplicationDriver(mobile.page);
    await loan.searchByPrice(baseUrl, 'ru', 'secondary', home.price);
    await expectReadable(mobile);
    await mobile.page.getByTestId('results').locator(`a[href$="/property/secondary/${home.id}"]`).click();
    await mobile.page.getByTestId('property-price').waitFor();
    await expectReadable(mobile);
    expect(await axeViolations(mobile.page)).toEqual([]);
    expect(await loan.applyButton().innerText()).toBe(ru('property', 'applyForMortgage'));
    applicationId = await loan.applyFromPropertyPage();
    expect(await loan.status().innerText()).toBe(ru('loan', 'status.Draft'));
    await expectReadable(mobile);
  }, 120_000);

  it('fills the wizard through its screens with the passport she had, and submits', async () => {
    const loan = new LoanApplicationDriver(mobile.page);
    await loan.fillLoanInfo({ amount: String(home.price - downPayment), downPayment: String(downPayment), termYears: '20' });
    await expect.poll(() => loan.monthlyPayment().innerText()).not.toBe('—');
    await expectReadable(mobile);
    expect(await axeViolations(mobile.page)).toEqual([]);
    await loan.next('loanInfo', 'applicantData');
    await loan.fillApplicant({
      firstName: lilit.firstName,
      lastName: lilit.lastName,
      middleName: lilit.middleName,
      birthDate: birthDateFor(lilit.age, new Date()),
      socialCard,
      maritalStatus: lilit.maritalStatus,
      documentNumber: replaced.number,
      email,
      phone,
      monthlyIncomeTax: '300000',
    });
    await loan.step('applicantData').getByLabel(ru('loan', 'applicant.documentType'), { exact: true }).selectOption('passport');
    await expectReadable(mobile, [latinExample]);
    expect(await axeViolations(mobile.page)).toEqual([]);
    await loan.next('applicantData', 'consent');
    await loan.giveConsent();
    await expectReadable(mobile);
    await loan.next('consent', 'coBorrower');
    await loan.step('coBorrower').getByRole('radio', { name: ru('loan', 'coBorrower.alone') }).check();
    await expectReadable(mobile);
    await loan.next('coBorrower', 'addresses');
    await loan.fillRegistrationAddress({ country: 'AM', ...registration });
    await expectReadable(mobile);
    await loan.next('addresses', 'preview');
    await expectReadable(mobile);
    expect(await axeViolations(mobile.page)).toEqual([]);
    await loan.submit();
    await mobile.page.locator('[data-testid=loan-waiting], [data-testid=form-message], [data-testid=loan-step-applicantData]').first().waitFor();
  }, 120_000);

  it('the bank finds the document does not match: back at her data, the screen names the registry’s document; she corrects it and submits again', async () => {
    const loan = new LoanApplicationDriver(mobile.page);
    await loan.step('applicantData').waitFor({ timeout: 60_000 });
    expect(await mobile.page.getByTestId('form-message').innerText()).toBe(ru('loan', 'notice.documentMismatch'));
    expect(await loan.status().innerText()).toBe(ru('loan', 'status.ProvidedDocumentMismatchedWithAS'));
    const held = await mobile.page.getByTestId('loan-documents-held').innerText();
    expect(held).toContain(ru('loan', 'documentTypes.biometricPassport'));
    // The registry's number is shown masked, its last three digits told.
    expect(held).toContain(biometric.number.slice(-3));
    await expectReadable(mobile, [latinExample]);
    expect(await axeViolations(mobile.page)).toEqual([]);

    await loan.step('applicantData').getByLabel(ru('loan', 'applicant.documentType'), { exact: true }).selectOption('biometricPassport');
    await loan.step('applicantData').getByTestId('loan-document-number').fill(biometric.number);
    // Saved, the wizard walks on through the steps she had saved, each as she left it, to the preview.
    await loan.next('applicantData', 'consent');
    await expectReadable(mobile);
    await loan.next('consent', 'coBorrower');
    await expectReadable(mobile);
    await loan.next('coBorrower', 'addresses');
    await expectReadable(mobile);
    await loan.next('addresses', 'preview');
    expect(await loan.step('preview').innerText()).toContain(ru('loan', 'documentTypes.biometricPassport'));
    await expectReadable(mobile);
    await loan.submit();
    await loan.offer().waitFor({ timeout: 90_000 });
    expect(await loan.status().innerText()).toBe(ru('loan', 'status.ApprovedByBank'));
    await expectReadable(mobile);
    expect(await axeViolations(mobile.page)).toEqual([]);
  }, 180_000);

  it('she accepts the offer after its confirmation, and opens the process: a branch visit to book', async () => {
    const loan = new LoanApplicationDriver(mobile.page);
    await loan.offer().getByTestId('loan-offer-accept').click();
    await loan.offerDialog().getByTestId('loan-offer-dialog-terms').waitFor();
    await expectReadable(mobile);
    expect(await axeViolations(mobile.page)).toEqual([]);
    await loan.offerDialog().getByTestId('loan-offer-accept-confirm').click();
    await mobile.page.getByTestId('loan-accepted').waitFor({ timeout: 20_000 });
    await expectReadable(mobile);
    await mobile.page.getByTestId('loan-process-link').click();
    await mobile.page.waitForURL(`${baseUrl}/ru/loan-applications/${applicationId}/process`);
    await expectStage(mobile, 'OfferAccepted');
    expect(await stage(mobile).innerText()).toContain(ru('lendingProcess', 'branchVisit.lead'));
    await expectReadable(mobile);
    expect(await axeViolations(mobile.page)).toEqual([]);
  }, 60_000);

  it('midway she opens the same application on her laptop, in English: the branch visit is still to book', async () => {
    // Signed in on the laptop: a session of its own.
    const { token } = await callApi<{ token: string }>(baseUrl, '/api/account/sign-in', { method: 'POST', address, body: { email, password } });
    laptop = await openDevice('en', viewports.desktop, token);
    await laptop.page.goto(`${baseUrl}/en/profile?section=applications`);
    await laptop.page.getByTestId('loan-application-process').click();
    await laptop.page.waitForURL(`${baseUrl}/en/loan-applications/${applicationId}/process`);
    await expectStage(laptop, 'OfferAccepted');
    expect(await stage(laptop).innerText()).toContain(en('lendingProcess', 'branchVisit.lead'));
    await expectReadable(laptop);
    expect(await axeViolations(laptop.page)).toEqual([]);
  }, 60_000);

  it('on her phone she books a Yerevan branch, a free hour and the repayment day; the calendar link is there, and the laptop shows the same visit', async () => {
    const panel = stage(mobile);
    const branches = panel.getByLabel(ru('lendingProcess', 'branchVisit.choose'));
    await expect.poll(() => branches.locator('option').count()).toBeGreaterThan(1);
    await branches.selectOption({ index: 1 });
    const branch = (await branches.locator('option').nth(1).innerText()).trim();
    const free = panel.locator('input[type="radio"]:not([disabled])').first();
    await free.waitFor();
    await expectReadable(mobile);
    await free.check();
    // The hour without the repayment day: the day is asked first, and nothing is sent.
    await panel.getByRole('button', { name: ru('lendingProcess', 'branchVisit.book'), exact: true }).click();
    expect(await panel.innerText()).toContain(ru('validation', 'required'));
    await expectStage(mobile, 'OfferAccepted');
    await panel.getByLabel(ru('lendingProcess', 'branchVisit.repaymentDay')).selectOption('12');
    await panel.getByRole('button', { name: ru('lendingProcess', 'branchVisit.book'), exact: true }).click();
    await expectStage(mobile, 'BranchVisitBooked');
    const visit = mobile.page.getByTestId('process-branch-visit');
    expect(await visit.innerText()).toContain(ru('lendingProcess', 'branchVisit.booked').split('{{')[0]!.trim());
    // The branch chosen, with its address.
    expect(await visit.innerText()).toContain(branch);
    expect(await mobile.page.getByTestId('process-branch-visit-repayment-day').innerText()).toBe(ru('lendingProcess', 'branchVisit.repaymentDayBooked').replace('{{day}}', '12'));
    const calendar = visit.getByTestId('process-calendar-branchVisit');
    expect(await calendar.innerText()).toBe(ru('lendingProcess', 'calendar.add'));
    const [download] = await Promise.all([mobile.page.waitForEvent('download'), calendar.click()]);
    expect(download.suggestedFilename()).toMatch(/^tun-branch-visit-\d{4}-\d{2}-\d{2}\.ics$/);
    await expectReadable(mobile);
    expect(await axeViolations(mobile.page)).toEqual([]);

    // Back at the laptop: it reads the application again and shows the same visit, in English.
    await comesBack(laptop);
    await expectStage(laptop, 'BranchVisitBooked');
    expect(await laptop.page.getByTestId('process-branch-visit-repayment-day').innerText()).toBe(en('lendingProcess', 'branchVisit.repaymentDayBooked').replace('{{day}}', '12'));
    await expectReadable(laptop);
    expect(await axeViolations(laptop.page)).toEqual([]);
  }, 90_000);

  it('the bank’s side brings the branch’s signing and the payout; both screens end on "loan disbursed"', async () => {
    await bankAnswers(laptop, 'LoanDisbursementInProgress', 'LoanDisbursed');
    const afterDate = en('lendingProcess', 'end.LoanDisbursedOn').split('{{date}}')[1] ?? '';
    expect(await stage(laptop).innerText()).toContain(afterDate.replace('{{day}}', '12').trim());
    expect(await laptop.page.getByTestId('process-sandbox-advance').count()).toBe(0);
    // "Where am I": a resale home's three stages, all passed; every step so far ends from the accepted offer to the payout.
    expect(await processStages(laptop.page)).toEqual(['application:done', 'branchVisit:done', 'payout:done']);
    const path = await processHistory(laptop.page);
    expect(path.slice(-4)).toEqual(['OfferAccepted', 'BranchVisitBooked', 'LoanDisbursementInProgress', 'LoanDisbursed'].map((status) => en('loan', `status.${status}`)));
    expect(await axeViolations(laptop.page)).toEqual([]);

    await comesBack(mobile);
    await expectStage(mobile, 'LoanDisbursed');
    const ruAfterDate = ru('lendingProcess', 'end.LoanDisbursedOn').split('{{date}}')[1] ?? '';
    expect(await stage(mobile).innerText()).toContain(ruAfterDate.replace('{{day}}', '12').trim());
    await expectReadable(mobile);
    expect(await axeViolations(mobile.page)).toEqual([]);

    // She is mailed the payout in her language (the account's, Russian), with a link to the application.
    const mailed = async () => (await callApi<{ subject: string; body: string }[]>(baseUrl, `/api/sandbox/mailbox?to=${encodeURIComponent(email)}`, { address })).find((mail) => mail.subject === ru('mail', 'loanDisbursed.subject'));
    await expect.poll(mailed, { timeout: 30_000 }).toBeDefined();
    expect((await mailed())?.body).toContain(applicationId);

    for (const device of [mobile, laptop]) {
      expect(device.refusals).toEqual([]);
      expect(device.errors).toEqual([]);
    }
  }, 240_000);
});
