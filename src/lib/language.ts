import { defaultLanguage, isLanguage, type Language } from '../../api/contract/validation';

const storageKey = 'tun.lang';

/** The language the visitor chose last time, or Armenian. */
export function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

/** Remembers the choice in local storage and in a cookie, so the server's `/` redirect follows it too. */
export function rememberLanguage(lang: Language): void {
  localStorage.setItem(storageKey, lang);
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** The same page in another language: the first path segment is the language. */
export function pathInLanguage(pathname: string, lang: Language): string {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = isLanguage(first) ? rest : [first, ...rest].filter(Boolean);
  return `/${[lang, ...tail].join('/')}`.replace(/\/$/, '') || `/${lang}`;
}

/** `Intl` locale of each language. */
export const intlLocale: Record<Language, string> = { hy: 'hy-AM', ru: 'ru-RU', en: 'en-GB' };

/** The switcher's labels: AM, RU, EN (spec section 2). */
export const languageLabels: Record<Language, string> = { hy: 'AM', ru: 'RU', en: 'EN' };
