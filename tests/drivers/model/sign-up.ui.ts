import type { Page } from 'playwright-core';
import { text } from './locale';
import type { UiScenario } from './ui-scenario';

const dialog = (page: Page) => page.getByRole('dialog');
const labels: Record<string, string> = {
  firstName: text('auth', 'fields.firstName'),
  lastName: text('auth', 'fields.lastName'),
  email: text('auth', 'fields.email'),
  password: text('auth', 'fields.password'),
  confirmPassword: text('auth', 'fields.confirmPassword'),
};

/** The sign-up dialog (SignUpView) and the registration-success modal it ends in. */
export const signUpUi: UiScenario = {
  startsWith: () => true,
  async start(page, _world, baseUrl) {
    await page.goto(`${baseUrl}/en`);
    await page.locator('header').getByRole('button', { name: text('common', 'account.signUp'), exact: true }).first().click();
    await dialog(page).waitFor();
  },
  executors: {
    'field.change': async (page, event) => dialog(page).getByLabel(labels[String(event.field)] ?? '', { exact: true }).fill(String(event.value)),
    'terms.toggle': async (page, event) => dialog(page).getByRole('checkbox').setChecked(Boolean(event.checked)),
    'form.submit': (page) => dialog(page).getByRole('button', { name: text('auth', 'signUp.submit'), exact: true }).click(),
  },
  checks: {
    '"editing"': (page) => dialog(page).getByRole('button', { name: text('auth', 'signUp.submit'), exact: true }).waitFor({ timeout: 15_000 }),
    '"registered"': (page) => dialog(page).getByRole('heading', { name: text('auth', 'registrationSuccess.title') }).waitFor({ timeout: 15_000 }),
  },
  busy: ['"submitting"'],
};
