import type { Page } from 'playwright-core';
import { text } from './locale';
import type { UiScenario } from './ui-scenario';

const dialog = (page: Page) => page.getByRole('dialog');
const wait = (locator: ReturnType<Page['locator']>) => locator.first().waitFor({ timeout: 15_000 });
const fieldLabels: Record<string, string> = { password: text('auth', 'fields.newPassword'), confirmPassword: text('auth', 'fields.confirmPassword') };

/** The reset link opened in the browser (PasswordResetView), and where it ends. */
export const passwordResetUi: UiScenario = {
  startsWith: () => true,
  async start(page, world, baseUrl) {
    const link = world.startLink;
    if (!link) throw new Error('the path has no reset link');
    await page.goto(`${baseUrl}/en?resetPassword=true&userId=${link.userId}&token=${link.token}`);
  },
  executors: {
    'field.change': (page, event) => dialog(page).getByLabel(fieldLabels[String(event.field)] ?? '', { exact: true }).fill(String(event.value)),
    'form.submit': (page) => dialog(page).getByRole('button', { name: text('auth', 'reset.submit'), exact: true }).click(),
  },
  checks: {
    '"editing"': (page) => wait(dialog(page).getByRole('button', { name: text('auth', 'reset.submit'), exact: true })),
    '"passwordChanged"': (page) => wait(dialog(page).getByRole('heading', { name: text('auth', 'passwordChanged.title') })),
    '"linkInactive"': (page) => wait(page.getByTestId('toast').filter({ hasText: text('errors', 'USER.LINK_NOT_ACTIVE') })),
  },
  busy: ['"checkingLink"', '"submitting"'],
};
