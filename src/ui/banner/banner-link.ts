import type { Language } from '../../../api/contract/validation';
import { pathInLanguage } from '../../lib/language';

/** Where a banner leads: a page of this app (in the active language) or another site. */
export type BannerTarget = { kind: 'internal'; to: string; search: Record<string, string>; hash: string } | { kind: 'external'; href: string };

const base = 'https://app.invalid';
const home = (lang: Language): BannerTarget => ({ kind: 'internal', to: `/${lang}`, search: {}, hash: '' });

/**
 * Banners are edited once, with paths such as `/hy/buildings`: the language segment is swapped for
 * the visitor's so a Russian page does not send them to the Armenian one. Absolute addresses of
 * other sites stay as they are.
 */
export function bannerTarget(redirectUrl: string, lang: Language): BannerTarget {
  let url: URL;
  try {
    url = new URL(redirectUrl.trim() || '/', base);
  } catch {
    return home(lang);
  }
  if (url.origin !== base) {
    // Only web addresses: a `javascript:` or `data:` value must never become a link.
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', href: url.href } : home(lang);
  }
  // `pathInLanguage` swaps the language segment, or adds one to a path without it (`/buildings`).
  return { kind: 'internal', to: pathInLanguage(url.pathname, lang), search: Object.fromEntries(url.searchParams), hash: url.hash.replace(/^#/, '') };
}
