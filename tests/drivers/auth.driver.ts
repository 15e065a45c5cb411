import type { Locator, Page } from 'playwright-core';

/** The account dialogs and the sandbox mailbox, as a person uses them. */
export class AuthDriver {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  dialogTitle(): Locator {
    return this.dialog().locator('h2').first();
  }

  field(label: string): Locator {
    return this.dialog().getByLabel(label, { exact: true });
  }

  async openSignIn(label: string) {
    await this.page.locator('header').getByRole('button', { name: label, exact: true }).first().click();
    await this.dialog().waitFor();
  }

  async openSignUp(label: string) {
    await this.page.locator('header').getByRole('button', { name: label, exact: true }).first().click();
    await this.dialog().waitFor();
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  async submit(label: string) {
    await this.dialog().getByRole('button', { name: label, exact: true }).click();
  }

  formMessage(): Locator {
    return this.dialog().getByTestId('form-message');
  }

  initials(): Locator {
    return this.page.getByTestId('user-initials');
  }

  /** The newest mailbox message to `recipient` whose subject contains `subject`, and the first link in it. */
  async mailedLink(lang: string, recipient: string, subject: string): Promise<string> {
    const mailbox = await this.page.context().newPage();
    try {
      await mailbox.goto(`${this.baseUrl}/${lang}/mailbox`);
      await mailbox.getByRole('searchbox').fill(recipient);
      const mail = mailbox.getByTestId('mail').filter({ hasText: subject }).first();
      await mail.waitFor({ timeout: 10_000 });
      const href = await mail.locator('a').first().getAttribute('href');
      if (!href) throw new Error(`no link in the mail '${subject}' to ${recipient}`);
      return href;
    } finally {
      await mailbox.close();
    }
  }
}
