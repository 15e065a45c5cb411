import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { borrowingCapacity } from '../../api/contract/calculations/borrowing';
import { loanSchedule } from '../../api/contract/calculations/loan';
import { incomeTaxRefundSchedule } from '../../api/contract/calculations/refund';
import { renovationEstimate } from '../../api/contract/calculations/renovation';
import { payslip } from '../../api/contract/calculations/salary';
import type { Language } from '../../api/contract/validation';
import { shownMortgageOffer } from '../../api/contract/mortgage-terms';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { formatMoney } from '../../src/lib/format';
import { axeViolations, useBrowser, viewports } from '../support/browser';

const baseUrl = inject('baseUrl');
const texts = (lang: Language) => JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}/calculators.json`), 'utf8'));
const en = texts('en');

const web = useBrowser({ acceptDownloads: true });
let page: Page;
beforeAll(() => {
  page = web.page;
});

const inputs = () => page.getByTestId('calculator-inputs');
const headline = (testId: string) => page.getByTestId(testId).innerText();
/** Types a number into a field and leaves it, as a person would. */
async function type(label: string, value: string) {
  const field = inputs().getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}
const amd = (amount: number, lang: Language = 'en') => formatMoney(amount, 'AMD', lang);

describe('loan calculator', () => {
  it('updates the payment, the chart and the table as the inputs change', async () => {
    await page.goto(`${baseUrl}/en/calculators/loan`);
    // The defaults: 40 million, 8 million down, 20 years at 12%.
    await expect.poll(() => headline('monthly-payment')).toBe(amd(loanSchedule({ principal: 32_000_000, annualRatePercent: 12, termMonths: 240, repayment: 'annuity' }).firstPayment));
    await page.getByTestId('schedule-toggle').click();
    const table = page.getByTestId('schedule-table');
    await table.waitFor();
    const chartBefore = await page.getByTestId('balance-line').getAttribute('d');
    const totalBefore = await table.locator('tfoot').innerText();

    await type(en.field.price.replace('{{currency}}', 'AMD'), '50000000');
    await type(en.field.rate, '10.5');
    const expected = loanSchedule({ principal: 42_000_000, annualRatePercent: 10.5, termMonths: 240, repayment: 'annuity' });
    await expect.poll(() => headline('monthly-payment')).toBe(amd(expected.firstPayment));
    expect(await headline('total-interest')).toBe(amd(expected.totalInterest));
    // The field reads grouped once left, and the URL holds the inputs.
    expect(await inputs().getByLabel(en.field.price.replace('{{currency}}', 'AMD'), { exact: true }).inputValue()).toBe('50,000,000');
    expect(new URL(page.url()).searchParams.get('price')).toBe('50000000');
    await expect.poll(() => page.getByTestId('balance-line').getAttribute('d')).not.toBe(chartBefore);
    await expect.poll(() => table.locator('tfoot').innerText()).not.toBe(totalBefore);
    expect(await table.locator('tfoot').innerText()).toContain(amd(expected.totalInterest));
    // 20 years: one row a year.
    expect(await table.locator('tbody tr').count()).toBe(20);
  });

  it('switches between annuity and differentiated repayment', async () => {
    await inputs().getByLabel(en.repayment.differentiated).check();
    const differentiated = loanSchedule({ principal: 42_000_000, annualRatePercent: 10.5, termMonths: 240, repayment: 'differentiated' });
    await expect.poll(() => headline('monthly-payment')).toBe(amd(differentiated.firstPayment));
    expect(await page.getByTestId('calculator-result').innerText()).toContain(en.result.firstPayment);
    expect(await headline('last-payment')).toBe(amd(differentiated.lastPayment));
    // The table by month: payments fall month by month.
    await page.getByTestId('schedule-table').getByLabel(en.schedule.byMonth).check();
    const payments = (await page.getByTestId('schedule-table').locator('tbody tr td:nth-child(2)').allInnerTexts()).map((text) => Number(text.replace(/[^\d]/g, '')));
    expect(payments).toHaveLength(12);
    expect(payments).toEqual([...payments].sort((a, b) => b - a));
    await inputs().getByLabel(en.repayment.annuity).check();
    await expect.poll(() => page.getByTestId('calculator-result').innerText()).toContain(en.result.monthlyPayment);
  });

  it('opens the shared address in a new page with the same result', async () => {
    await type(en.field.downPayment.replace('{{currency}}', 'AMD'), '12500000');
    await expect.poll(() => new URL(page.url()).searchParams.get('down')).toBe('12500000');
    const payment = await headline('monthly-payment');
    const shared = await web.newContext({ viewport: viewports.desktop });
    const other = await shared.newPage();
    await other.goto(page.url());
    await expect.poll(() => other.getByTestId('monthly-payment').innerText()).toBe(payment);
    expect(await other.getByTestId('calculator-inputs').getByLabel(en.field.rate, { exact: true }).inputValue()).toBe('10.5');
    await shared.close();
  });

  it('downloads the schedule as CSV with a row a month', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()]);
    const file = await download.path();
    const lines = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(['month', 'payment', 'interest', 'principal', 'fee', 'balance'].map((column) => en.schedule.column[column]).join(','));
    expect(lines).toHaveLength(241);
    expect(lines.at(-1)?.endsWith(',0')).toBe(true);
  });

  it('explains a broken rule at the field and holds the result back', async () => {
    await type(en.field.price.replace('{{currency}}', 'AMD'), '120000000');
    await expect.poll(() => page.getByTestId('inputs-notice').isVisible()).toBe(true);
    expect(await inputs().innerText()).toContain(en.rule.priceRange.replace('{{min}}', amd(3_500_000)).replace('{{max}}', amd(110_000_000)));
    await type(en.field.price.replace('{{currency}}', 'AMD'), '50000000');
    await page.getByTestId('monthly-payment').waitFor();
  });

  it('carries the figures to pre-qualification: a visitor is asked to sign in first', async () => {
    await page.getByTestId('carry-to-application').click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    const carried = JSON.parse((await page.evaluate(() => sessionStorage.getItem('tun.carriedCalculation'))) ?? '{}');
    expect(carried).toMatchObject({ calculator: 'loan', amount: 37_500_000, price: 50_000_000, downPayment: 12_500_000, termMonths: 240, currency: 'AMD' });
    await page.keyboard.press('Escape');
  });
});

describe('the calculators in three languages', () => {
  const loan = loanSchedule({ principal: 32_000_000, annualRatePercent: 12, termMonths: 240, repayment: 'annuity' }).firstPayment;
  const borrow = borrowingCapacity({ netIncome: payslip(600_000, { pension: 'born1974OrLater', itCertificate: false }).net, existingPayments: 0, annualRatePercent: 12, termMonths: 240, repayment: 'annuity', reason: 'firstHome' }).loan;
  // The refund calculator's defaults: 36 million of 45 over 20 years at 12%, a gross salary of 800,000 (20% income tax).
  const refund = incomeTaxRefundSchedule({
    price: 45_000_000,
    newBuild: true,
    region: 'otherRegions',
    contractDate: '2026-11-01',
    monthlyIncomeTax: 160_000,
    rows: loanSchedule({ principal: 36_000_000, annualRatePercent: 12, termMonths: 240, repayment: 'annuity' }).rows,
  }).totalRefund;
  const renovation = loanSchedule({ principal: renovationEstimate(70, 'partiallyRefurbished') - 1_000_000, annualRatePercent: 14, termMonths: 60, repayment: 'annuity' }).firstPayment;

  it.each(['hy', 'ru', 'en'] as const)('%s: each calculator answers with AMD amounts formatted for the language', async (lang) => {
    const t = texts(lang);
    const pages = [
      { path: 'loan', title: t.loanCalculator.title, testId: 'monthly-payment', amount: loan },
      { path: 'borrowing', title: t.borrowingCalculator.title, testId: 'borrowing-amount', amount: borrow },
      { path: 'renovation', title: t.renovationCalculator.title, testId: 'monthly-payment', amount: renovation },
    ];
    for (const calculator of pages) {
      await page.goto(`${baseUrl}/${lang}/calculators/${calculator.path}`);
      await expect.poll(() => page.locator('main h1').innerText()).toBe(calculator.title);
      await expect.poll(() => headline(calculator.testId)).toBe(amd(calculator.amount, lang));
    }
    // The refund: a new home in Shirak, contract signed in November 2026 (before its 2029 end).
    await page.goto(`${baseUrl}/${lang}/calculators/income-tax-refund?region=otherRegions&start=2026-11`);
    await expect.poll(() => page.locator('main h1').innerText()).toBe(t.incomeTaxRefundCalculator.title);
    await expect.poll(() => headline('refund-total')).toBe(amd(refund, lang));
    expect(await page.getByTestId('refund-years').locator('tbody tr').count()).toBeGreaterThan(15);
  });
});

describe('income-tax refund and borrowing', () => {
  it('says why a home in Yerevan gets no refund for a contract signed now', async () => {
    await page.goto(`${baseUrl}/en/calculators/income-tax-refund?region=yerevan&start=2026-11`);
    await expect.poll(() => headline('refund-total')).toBe(amd(0));
    expect(await page.getByTestId('calculator-result').innerText()).toContain(en.refund.refusal.regionEnded.split('{{')[0]);
    await inputs().getByLabel(en.field.region).selectOption('borderSettlement');
    await expect.poll(() => headline('refund-total')).not.toBe(amd(0));
  });

  it('changes the net salary with the pension and the IT certificate', async () => {
    await page.goto(`${baseUrl}/en/calculators/borrowing?salary=800000`);
    await expect.poll(() => headline('net-income')).toBe(amd(573_200));
    await inputs().getByLabel(en.field.pension).selectOption('none');
    await expect.poll(() => headline('net-income')).toBe(amd(628_200));
    await inputs().getByRole('group', { name: en.field.itCertificate }).getByLabel(en.answer.yes).check();
    await expect.poll(() => headline('net-income')).toBe(amd(708_200));
  });
});

describe('from a property page', () => {
  it('opens the loan calculator on the terms of the payment shown, and the two agree', async () => {
    const apartment = generateCatalogue().apartments.find((row) => row.availability === 'forSale' && row.price >= 20_000_000 && row.price <= 100_000_000);
    await page.goto(`${baseUrl}/en/property/primary/${apartment?.id}`);
    const payment = amd(shownMortgageOffer(apartment?.price ?? 0, 'primary')?.monthlyPayment ?? 0);
    await expect.poll(() => page.getByTestId('monthly-payment').innerText()).toContain(payment);
    await page.getByTestId('calculate-payment').click();
    await expect.poll(() => headline('monthly-payment')).toBe(payment);
    expect(new URL(page.url()).searchParams.get('price')).toBe(String(apartment?.price));
  });
});

describe('calculators on a phone', () => {
  it.each(['/hy/calculators/loan', '/hy/calculators/borrowing', '/hy/calculators/renovation', '/ru/calculators/income-tax-refund'])('%s fits 375 px without sideways scrolling, the schedule shown', async (path) => {
    const phone = await web.newContext({ viewport: viewports.mobile });
    const small = await phone.newPage();
    await small.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await small.locator('main h1').waitFor();
    const toggle = small.getByTestId('schedule-toggle');
    if (await toggle.count()) {
      await toggle.click();
      await small.getByTestId('schedule-table').waitFor();
    }
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
    await phone.close();
  });
});

describe('calculators: accessibility (axe, WCAG 2.2 AA)', () => {
  it.each(['/en/calculators/loan', '/ru/calculators/borrowing', '/hy/calculators/renovation', '/en/calculators/income-tax-refund', '/hy/calculators/loan?price=200000000'])(
    '%s has no violation, with the schedule shown',
    async (path) => {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.locator('main h1').waitFor();
      const toggle = page.getByTestId('schedule-toggle');
      if (await toggle.count()) {
        await toggle.click();
        await page.getByTestId('schedule-table').waitFor();
      }
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
