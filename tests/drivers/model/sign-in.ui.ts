import type { Page } from 'playwright-core';
import { text } from './locale';
import type { UiScenario } from './ui-scenario';

const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });
const button = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });
const visible = async (page: Page, locator: ReturnType<Page['getByText']>) => locator.first().waitFor({ state: 'visible', timeout: 15_000 });

/** The sign-in dialog as a person uses it (SignInView). */
export const signInUi: UiScenario = {
  startsWith: () => true,
  async start(page, _world, baseUrl) {
    await page.goto(`${baseUrl}/en`);
    await page.locator('header').getByRole('button', { name: text('common', 'account.signIn'), exact: true }).first().click();
    await dialog(page).waitFor();
  },
  executors: {
    'field.change': async (page, event) => field(page, event.field === 'email' ? text('auth', 'fields.email') : text('auth', 'fields.password')).fill(String(event.value)),
    'form.submit': (page) => button(page, text('auth', 'signIn.submit')).click(),
    'captcha.verify': (page) => button(page, text('auth', 'captcha.verify')).click(),
    'confirmation.resend': (page) => button(page, text('auth', 'signIn.resendConfirmation')).click(),
    'form.edit': (page) => button(page, text('auth', 'signIn.back')).click(),
  },
  checks: {
    '{"editing":"noCaptcha"}': async (page) => {
      await visible(page, button(page, text('auth', 'signIn.submit')));
      if (await dialog(page).getByTestId('captcha').count()) throw new Error('the captcha shows while none is required');
    },
    '{"editing":"captchaRequired"}': (page) => visible(page, button(page, text('auth', 'captcha.verify'))),
    '{"editing":"captchaVerified"}': (page) => visible(page, dialog(page).getByText(text('auth', 'captcha.verified'))),
    '"emailNotConfirmed"': (page) => visible(page, button(page, text('auth', 'signIn.resendConfirmation'))),
    '"confirmationResent"': (page) => visible(page, dialog(page).getByText(text('auth', 'signIn.confirmationResent'))),
    '"signedIn"': async (page) => {
      await page.getByTestId('user-initials').waitFor({ timeout: 15_000 });
      await dialog(page).waitFor({ state: 'detached' });
    },
  },
  busy: ['"submitting"', '"verifyingCaptcha"', '"resendingConfirmation"'],
};
