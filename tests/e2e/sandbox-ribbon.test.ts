import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { useBrowser, viewports, watchPageErrors } from '../support/browser';

const baseUrl = inject('baseUrl');
const common = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, 'common.json'), 'utf8')) as { sandboxRibbon: { label: string; text: string; mailbox: string } };

// The browser suite's server is a sandbox (SANDBOX defaults to true), so every page carries the ribbon.
const web = useBrowser();
let context: BrowserContext | undefined;
afterEach(() => context?.close());

describe('the sandbox ribbon', () => {
  it.each(['hy', 'ru', 'en'].flatMap((lang) => [[lang, 'mobile'] as const, [lang, 'desktop'] as const]))('shows on every page in %s at %s width, above the header, covering nothing', async (lang, size) => {
    context = await web.newContext({ viewport: viewports[size] });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const texts = common(lang).sandboxRibbon;
    for (const path of ['', '/buildings', '/calculators/loan', '/contacts']) {
      await page.goto(`${baseUrl}/${lang}${path}`);
      const ribbon = page.getByRole('complementary', { name: texts.label });
      await ribbon.waitFor({ timeout: 20_000 });
      expect(await ribbon.innerText()).toContain(texts.text);
      const box = await ribbon.boundingBox();
      const header = await page.locator('header').first().boundingBox();
      // At the top, the full width of the page, and the header starts below it: it covers nothing.
      expect(box).toMatchObject({ x: 0, y: 0, width: viewports[size].width });
      expect(header?.y ?? 0).toBeGreaterThanOrEqual((box?.y ?? 0) + (box?.height ?? 0) - 0.5);
      // Small: a line at 1366 px, no more than three at 375 px.
      expect(box?.height ?? 0).toBeLessThanOrEqual(size === 'desktop' ? 40 : 90);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    // Contrast and landmarks of the ribbon itself (WCAG AA).
    const axe = await new AxeBuilder({ page: page as never }).include('[data-testid="sandbox-ribbon"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('complementary', { name: texts.label }).getByRole('link', { name: texts.mailbox }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${lang}/mailbox`);
    expect(errors).toEqual([]);
  });
});
