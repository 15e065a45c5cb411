import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatNumber } from '../../lib/format';
import { intlLocale } from '../../lib/language';

type NameType = 'region' | 'language' | 'currency';

const displayNames = new Map<string, Intl.DisplayNames>();
function intlName(code: string, lang: Language, type: NameType): string | undefined {
  const key = `${lang}:${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale[lang]], { type });
    displayNames.set(key, names);
  }
  return names.of(code);
}

/** Chromium's ICU, for one, has no Armenian data: its Intl would answer in English on an Armenian page. */
const intlSpeaks = (lang: Language) => Intl.DisplayNames.supportedLocalesOf([intlLocale[lang]]).length > 0;

/**
 * Names the API leaves as codes (countries, spoken languages, currencies) and the completion date,
 * in the page's language: from Intl where the browser knows the language, otherwise from foreign.json
 * (which holds the seed's countries and the three languages), and Intl's own answer as a last resort.
 */
export function useForeignFormat(lang: Language) {
  const { t } = useTranslation('foreign');
  return useMemo(() => {
    const name = (code: string, type: NameType, key: string) => {
      const fromIntl = intlName(code, lang, type) ?? code;
      return intlSpeaks(lang) ? fromIntl : t(`${key}.${code}`, { defaultValue: fromIntl });
    };
    const country = (code: string) => name(code, 'region', 'countries');
    const list = (items: readonly string[]) =>
      Intl.ListFormat.supportedLocalesOf([intlLocale[lang]]).length > 0 ? new Intl.ListFormat(intlLocale[lang], { type: 'conjunction' }).format(items) : items.join(', ');
    return {
      country,
      /** Country codes ordered by their names as the reader's language sorts them. */
      byCountryName: (codes: readonly string[]) => {
        const collator = new Intl.Collator(intlLocale[lang]);
        return [...codes].sort((a, b) => collator.compare(country(a), country(b)));
      },
      languages: (codes: readonly string[]) => list(codes.map((code) => name(code, 'language', 'languages'))),
      currency: (code: string) => name(code, 'currency', 'currencies'),
      /** Developers promise a quarter (the seed's dates are quarter ends), so that is what the page says. */
      completion: (date: string) => {
        const [year = 0, month = 1] = date.split('-').map(Number);
        return t(`quarter.${Math.ceil(month / 3)}`, { year: formatNumber(year, lang, { useGrouping: false }) });
      },
    };
  }, [lang, t]);
}

/** Whether a completion date (YYYY-MM-DD) is already behind us. */
export const isCompleted = (date: string) => date <= new Date().toISOString().slice(0, 10);

/** Latitude and longitude as 41.7151° N, 44.8271° E, with the page's decimal sign. */
export function formatPosition(latitude: number, longitude: number, lang: Language, hemispheres: { n: string; s: string; e: string; w: string }): string {
  const degrees = (value: number) => formatNumber(Math.abs(value), lang, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  return `${degrees(latitude)}° ${latitude >= 0 ? hemispheres.n : hemispheres.s}, ${degrees(longitude)}° ${longitude >= 0 ? hemispheres.e : hemispheres.w}`;
}
