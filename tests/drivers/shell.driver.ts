import type { Locator, Page } from 'playwright-core';
import type { Language } from '../../api/contract/validation';

/** The app shell as a person sees it: header, menus, language switcher, footer, toasts. */
export class ShellDriver {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(path: string) {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.page.locator('main#content').waitFor();
  }

  path() {
    return new URL(this.page.url()).pathname;
  }

  htmlLang() {
    return this.page.locator('html').getAttribute('lang');
  }

  heading(): Locator {
    return this.page.locator('main h1').first();
  }

  mainNav(): Locator {
    return this.page.locator('header nav').first();
  }

  footer(): Locator {
    return this.page.locator('footer');
  }

  menuButton(): Locator {
    return this.page.getByTestId('menu-button');
  }

  toast(): Locator {
    return this.page.getByTestId('toast');
  }

  /** Desktop: open the language dropdown and choose a language by its code label (AM, RU, EN). */
  async chooseLanguageFromDropdown(label: 'AM' | 'RU' | 'EN') {
    const dropdown = this.page.getByTestId('language-dropdown');
    await dropdown.locator('button[aria-expanded]').click();
    await dropdown.locator('li button', { hasText: label }).click();
  }

  /** Mobile: open the menu drawer and pick a language from the radio list. */
  async openMobileMenu(): Promise<Locator> {
    await this.menuButton().click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  async chooseLanguageFromRadios(lang: Language) {
    const dialog = await this.openMobileMenu();
    // Choosing navigates and closes the drawer at once, so click rather than check-and-verify.
    await dialog.locator(`input[type="radio"][value="${lang}"]`).click();
  }

  async waitForPath(path: string) {
    await this.page.waitForURL((url) => url.pathname === path);
  }
}
