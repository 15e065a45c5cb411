import type { Page } from 'playwright-core';
import { sentCode } from '../../model/prequal-world';
import { text } from './locale';
import type { UiScenario } from './ui-scenario';

const section = (page: Page) => page.locator('main');
const codeForm = (page: Page) => page.getByTestId('otp-form');
const wait = (locator: ReturnType<Page['locator']>) => locator.first().waitFor({ timeout: 15_000 });

async function openProfile(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/en/profile`);
  await wait(section(page).getByLabel(text('account', 'phone.label'), { exact: true }));
}

const phoneExecutors: UiScenario['executors'] = {
  'phone.change': (page, event) => section(page).getByLabel(text('account', 'phone.label'), { exact: true }).fill(String(event.value)),
  'phone.submit': (page) => section(page).getByRole('button', { name: text('account', 'phone.sendCode'), exact: true }).click(),
  'phone.edit': async (page) => {
    const other = section(page).getByRole('button', { name: text('account', 'phone.otherNumber'), exact: true });
    await ((await other.count()) ? other : section(page).getByRole('button', { name: text('account', 'phone.change'), exact: true })).click();
  },
};

/** Phone verification on the personal page (PhoneVerification), signed in. */
export const phoneVerificationUi: UiScenario = {
  startsWith: () => true,
  start: (page, _world, baseUrl) => openProfile(page, baseUrl),
  executors: phoneExecutors,
  answers: {
    // The person types the code the text message brought them (the sandbox outbox holds it).
    async otpFlow(page, world) {
      await wait(codeForm(page));
      await page.getByText(text('account', 'phone.sent')).first().waitFor({ timeout: 15_000 });
      await codeForm(page).getByLabel(text('account', 'phone.code'), { exact: true }).fill(await sentCode(world, world.phone));
      await codeForm(page).getByRole('button', { name: text('account', 'phone.confirm'), exact: true }).click();
    },
  },
  checks: {
    '"editing"': (page) => wait(section(page).getByRole('button', { name: text('account', 'phone.sendCode'), exact: true })),
    '"verifying"': (page) => wait(section(page).getByRole('button', { name: text('account', 'phone.otherNumber'), exact: true })),
    '"verified"': (page) => wait(section(page).getByText(text('account', 'phone.verified'))),
  },
  busy: [],
};

/** The code step (OtpStep), as the profile starts it: the number entered, the code sent at once. */
export const otpUi: UiScenario = {
  startsWith: (input) => (input as { sendOnStart?: boolean }).sendOnStart === true,
  async start(page, world, baseUrl) {
    await openProfile(page, baseUrl);
    await phoneExecutors['phone.change']?.(page, { type: 'phone.change', value: world.phone }, world);
    await phoneExecutors['phone.submit']?.(page, { type: 'phone.submit' }, world);
  },
  executors: {
    // Typing the same code again is still a change for a person: clear first so the input fires.
    'code.change': async (page, event) => {
      const input = codeForm(page).getByLabel(text('account', 'phone.code'), { exact: true });
      await input.fill('');
      await input.fill(String(event.value));
    },
    'code.submit': (page) => codeForm(page).getByRole('button', { name: text('account', 'phone.confirm'), exact: true }).click(),
    'code.resend': (page) => section(page).getByRole('button', { name: text('account', 'phone.resend'), exact: true }).first().click(),
    // Only idle takes `code.send`, and the page never rests there (it sends on start, allowed-gaps.ts):
    // a path that sends it anyway presses the page's one send control, Resend.
    'code.send': (page) => section(page).getByRole('button', { name: text('account', 'phone.resend'), exact: true }).first().click(),
  },
  checks: {
    '"entering"': async (page) => {
      // The form shows while the code is being sent too; entering is when Confirm can be pressed.
      await codeForm(page).getByRole('button', { name: text('account', 'phone.confirm'), exact: true }).and(page.locator(':enabled')).waitFor({ timeout: 15_000 });
      if (await codeForm(page).getByTestId('form-message').count()) throw new Error('a wrong-code message shows while entering');
    },
    '"wrongCode"': (page) => wait(codeForm(page).getByTestId('form-message')),
    '"noLongerValid"': (page) => wait(section(page).getByText(text('errors', 'USER.OTP_NO_LONGER_VALID'))),
    '"sendFailed"': (page) => wait(section(page).getByRole('button', { name: text('account', 'phone.resend'), exact: true })),
    '"verified"': (page) => wait(section(page).getByText(text('account', 'phone.verified'))),
  },
  busy: ['"sending"', '"checking"', '"idle"'],
};
