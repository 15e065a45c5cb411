import type { Page } from 'playwright-core';
import { sentCode } from '../../model/prequal-world';
import { text } from './locale';
import type { UiScenario } from './ui-scenario';

const visible = (locator: ReturnType<Page['getByTestId']>) => locator.first().waitFor({ state: 'visible', timeout: 20_000 });
const basic = (page: Page) => page.getByTestId('prequal-basic');
const personal = (page: Page) => page.getByTestId('prequal-personal');
const button = (page: Page, testId: string, namespace: string, key: string) => page.getByTestId(testId).getByRole('button', { name: text(namespace, key), exact: true });

/** A form step that is shown and no longer busy (its submit is enabled again). */
async function ready(page: Page, testId: string, submitKey: string) {
  await visible(page.getByTestId(testId));
  await button(page, testId, 'prequal', submitKey).and(page.locator(':enabled')).waitFor({ timeout: 20_000 });
}

const basicFields: Record<string, string> = {
  amount: 'basic.amount',
  termYears: 'basic.termYears',
  socialCardNumber: 'basic.socialCard',
  documentNumber: 'basic.documentNumber',
};

/** The apply-now page: the four steps, the code step of the one-time-code machine, and the decisions. */
export const prequalUi: UiScenario = {
  startsWith: () => true,
  async start(page, _world, baseUrl) {
    // The path starts with figures a loan calculator handed over (the registry's input).
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'tun.carriedCalculation',
        JSON.stringify({ calculator: 'loan', amount: 30_000_000, price: 37_500_000, downPayment: 7_500_000, termMonths: 240, repayment: 'annuity', currency: 'AMD', reason: 'firstHome', carriedAt: '2026-01-15T09:00:00Z' }),
      ),
    );
    await page.goto(`${baseUrl}/en/apply-now`);
    await page.locator('main h1').waitFor({ timeout: 20_000 });
  },
  executors: {
    'basic.change': async (page, event) => {
      const field = String(event.field);
      if (field === 'documentType') await basic(page).getByLabel(text('prequal', 'basic.documentType'), { exact: true }).selectOption(String(event.value));
      else await basic(page).getByLabel(text('prequal', basicFields[field] ?? field), { exact: true }).fill(String(event.value));
    },
    'consent.toggle': (page, event) => basic(page).getByLabel(text('prequal', 'basic.consent')).setChecked(Boolean(event.checked)),
    'basic.submit': (page) => button(page, 'prequal-basic', 'prequal', 'basic.submit').click(),
    'personal.change': (page, event) =>
      personal(page)
        .getByLabel(text('prequal', event.field === 'email' ? 'personal.email' : 'personal.phone'), { exact: true })
        .fill(String(event.value)),
    'personal.submit': (page) => button(page, 'prequal-personal', 'prequal', 'personal.submit').click(),
    'personal.back': (page) => button(page, 'prequal-personal', 'prequal', 'personal.back').click(),
    'phone.edit': (page) => button(page, 'prequal-phone', 'prequal', 'phone.edit').click(),
    'basic.edit': (page) => button(page, 'prequal-social-card-taken', 'prequal', 'socialCardTaken.edit').click(),
    'decision.retry': (page) => button(page, 'prequal-unavailable', 'prequal', 'unavailable.retry').click(),
    'decision.finish': (page) => page.getByRole('button', { name: text('prequal', 'decision.finish'), exact: true }).click(),
    'flow.retry': (page) => button(page, 'prequal-technical-issue', 'prequal', 'technicalIssue.retry').click(),
  },
  answers: {
    // The person types the code the SMS brought (the sandbox outbox holds it).
    async otpFlow(page, world) {
      const form = page.getByTestId('otp-form');
      await form.waitFor({ timeout: 20_000 });
      await page.getByText(text('account', 'phone.sent')).waitFor({ timeout: 20_000 });
      await form.getByLabel(text('account', 'phone.code'), { exact: true }).fill(await sentCode(world, world.phone));
      await form.getByRole('button', { name: text('account', 'phone.confirm'), exact: true }).click();
    },
  },
  checks: {
    '"basicData"': (page) => ready(page, 'prequal-basic', 'basic.submit'),
    '"personalData"': (page) => ready(page, 'prequal-personal', 'personal.submit'),
    '"phoneVerification"': (page) => visible(page.getByTestId('prequal-phone')),
    '"eligible"': (page) => visible(page.getByTestId('prequal-eligible')),
    '"refused"': (page) => visible(page.getByTestId('prequal-refused')),
    '"manualReview"': (page) => visible(page.getByTestId('prequal-manualReview')),
    '"serviceUnavailable"': (page) => visible(page.getByTestId('prequal-unavailable')),
    '"socialCardTaken"': (page) => visible(page.getByTestId('prequal-social-card-taken')),
    '"technicalIssue"': (page) => visible(page.getByTestId('prequal-technical-issue')),
    '"finished"': (page) => visible(page.getByTestId('prequal-finished')),
  },
  busy: ['"loading"', '"savingBasicData"', '"savingPersonalData"', '"deciding"'],
  // The form steps come last among the shortest paths: all of them are walked.
  pathLimit: 60,
};
