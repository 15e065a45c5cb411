import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { languages, type Language } from '../../api/contract/validation';
import { axeViolations, viewports } from './browser';
import { foreignWords } from './page-language';

/**
 * One screen of a journey read in every language at both widths: the page speaks the language it is
 * switched to, nothing scrolls sideways, and axe finds nothing. The person's own language and width
 * come back at the end, so the journey goes on as they left it.
 *
 * Axe reads each screen at both widths, in one language per width that turns from screen to screen
 * (mobile/desktop: ru/en, en/hy, hy/ru, …), so a journey's screens meet axe in all six readings: its rules read the
 * structure, names and colours, which a language changes only in length, and at 0.6 s a reading
 * (two in CI) it was half of a journey's time. The words and the sideways scroll are read in all six.
 *
 * `E2E_SCREENSHOTS=<folder>` keeps a picture of each reading (`<screen>.<lang>.<width>.png`), to be
 * looked at; without it none is taken, as they cost a second each.
 */

const shotsFolder = process.env.E2E_SCREENSHOTS;

/** Screens swept so far in this file: which language axe reads each width in. */
let sweeps = 0;

/** The page's language, as the person switches it: the header's menu on a laptop, the drawer's radios on a phone. */
export async function switchLanguage(page: Page, lang: Language) {
  if ((await page.locator('html').getAttribute('lang')) === lang) return;
  if (await page.getByRole('dialog').first().isVisible()) {
    // A modal dialog holds the page: the sweep reads it in each language as it stands, so it moves the
    // address the way the switcher does (the router follows the history) rather than closing the dialog.
    await page.evaluate((to) => {
      const [, , ...rest] = window.location.pathname.split('/');
      window.history.pushState(window.history.state, '', `/${[to, ...rest].join('/')}${window.location.search}${window.location.hash}`);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, lang);
  } else if (await page.getByTestId('language-dropdown').isVisible()) {
    const dropdown = page.getByTestId('language-dropdown');
    await dropdown.locator('button[aria-expanded]').click();
    await dropdown.locator(`li button[lang="${lang}"]`).click();
  } else {
    await page.getByTestId('menu-button').click();
    await page.getByRole('dialog').locator(`input[type="radio"][value="${lang}"]`).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
}

export interface SweepOptions {
  /** The person's own language, which the page is switched back to. */
  lang: Language;
  /** Latin names and codes the page may show in any language (foreignWords). */
  allowed: readonly string[];
  /** Whether axe runs (a screen that is only a moment of another leaves it to that one). */
  axe?: boolean;
}

export async function sweepScreen(page: Page, screen: string, { lang: own, allowed, axe = true }: SweepOptions) {
  const ownViewport = page.viewportSize() ?? viewports.desktop;
  sweeps += 1;
  for (const [width, viewport] of [viewports.mobile, viewports.desktop].entries()) {
    const axeLang = languages[(sweeps + width) % languages.length];
    await page.setViewportSize(viewport);
    for (const lang of languages) {
      const where = `${screen} in ${lang} at ${viewport.width} px`;
      await switchLanguage(page, lang);
      // Polled: a screen switched to another language reads its data again in it.
      await expect.poll(() => foreignWords(page, lang, allowed), { message: `${where}: words not in ${lang}` }).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${where}: sideways scroll`).toBeLessThanOrEqual(0);
      if (axe && lang === axeLang) {
        // From the top of the page: scrolled, the fixed header lies over whatever passes under it, which axe reads as a covered target.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await axeViolations(page), `${where}: axe`).toEqual([]);
      }
      if (shotsFolder) {
        await mkdir(shotsFolder, { recursive: true });
        await page.screenshot({ path: path.join(shotsFolder, `${screen.replace(/[^\p{L}\d]+/gu, '-')}.${lang}.${viewport.width}.png`), fullPage: true });
      }
    }
  }
  await page.setViewportSize(ownViewport);
  await switchLanguage(page, own);
}
