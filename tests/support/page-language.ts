import type { Page } from 'playwright-core';
import type { Language } from '../../api/contract/validation';

/**
 * What a household's journey checks on every screen it passes: that the page speaks its reader's
 * language, and that no step the screen offered was refused as a conflict or failed on the server.
 */

/** The scripts a page in each language must not show words of (names, codes and brands aside). */
const foreignScripts: Record<Language, RegExp> = {
  hy: /[A-Za-z\u0400-\u04FF][A-Za-z\u0400-\u04FF'’-]*/g,
  ru: /[A-Za-z\u0530-\u058F][A-Za-z\u0530-\u058F'’-]*/g,
  en: /[\u0400-\u04FF\u0530-\u058F][\u0400-\u04FF\u0530-\u058F'’-]*/g,
};

/** Words every page may show in any language: the brand, currency and file codes, units. */
const everywhere = ['Tun', 'AMD', 'USD', 'EUR', 'RUB', 'PDF', 'CSV', 'SMS', 'ID', 'QR', 'Visa', 'Mastercard', 'ArCa', 'AM', 'OpenStreetMap'];

/** A translation key the page shows instead of its text (`status.OfferAccepted`, `loan:next.you`), or a placeholder left unfilled. */
const rawKey = /\b[a-z][A-Za-z]+(?::[a-z][A-Za-z]+)?(?:\.[a-zA-Z][A-Za-z]+)+\b|\{\{|\}\}/g;
const emailOrUrl = /[\w.+-]+@[\w.-]+|https?:\/\/\S+|\b[\w-]+\.(?:am|example|com|pdf|csv|ics)\b/g;

/**
 * The visible text of the page in its own language: text nodes shown on screen, leaving out those
 * marked in another language (`lang="en"` on the language menu's "English", as WCAG 3.1.2 asks).
 */
async function visibleText(page: Page): Promise<{ lang: string; text: string }> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('script, style, noscript, svg title')) continue;
      const marked = parent.closest('[lang]')?.getAttribute('lang');
      if (marked && marked !== pageLang) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      parts.push(node.textContent.trim());
    }
    return { lang: pageLang, text: parts.join('\n') };
  });
}

/**
 * Words of the page that are not in its language (or raw translation keys), beyond `allowed`: the
 * names, streets and codes the journey itself typed or the registry gives in Latin letters.
 * An empty list is a page that speaks its reader's language.
 */
export async function foreignWords(page: Page, expected: Language, allowed: readonly string[] = []): Promise<string[]> {
  const { lang, text } = await visibleText(page);
  if (lang !== expected) return [`<html lang="${lang}">, not ${expected}`];
  const allowedWords = new Set([...everywhere, ...allowed.flatMap((phrase) => phrase.split(/[\s,]+/))].map((word) => word.toLowerCase()));
  const plain = text.replace(emailOrUrl, ' ');
  const found = new Set<string>();
  for (const match of plain.matchAll(foreignScripts[expected])) {
    const bare = match[0].replace(/['’-]+$/, '');
    // Codes (AN1234567, 91…) carry digits: their letters are no word. A single letter is a list mark or an initial.
    const code = /\d/.test(plain[match.index - 1] ?? '') || /\d/.test(plain[match.index + match[0].length] ?? '');
    if (!code && bare.length > 1 && !allowedWords.has(bare.toLowerCase())) found.add(bare);
  }
  for (const [key] of plain.matchAll(rawKey)) found.add(key);
  return [...found];
}

/** A refused or failed call the screen made: its method, path and status. */
export interface Refusal {
  call: string;
  status: number;
}

/**
 * Records every call of the page to the API answered 409 (a step the screen offered that the server
 * then refused) or 5xx. A journey asserts the list stays empty.
 */
export function watchRefusals(page: Page): Refusal[] {
  const refusals: Refusal[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (response.status() === 409 || response.status() >= 500) refusals.push({ call: `${response.request().method()} ${url.pathname}`, status: response.status() });
  });
  return refusals;
}
