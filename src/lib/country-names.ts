import { countryCodes, type CountryCode } from '../../api/contract/countries';
import type { Language } from '../../api/contract/validation';
import { armenianCountryNames } from './armenian-country-names';
import { intlLocale } from './language';

/** Chromium's ICU, for one, has no Armenian data: its Intl would name the countries in English on an Armenian page. */
const intlNamesRegions = (lang: Language) => Intl.DisplayNames.supportedLocalesOf([intlLocale[lang]]).length > 0;

const displayNames = new Map<Language, Intl.DisplayNames>();
/** A country's name in the language: Intl's where the browser knows the language, else (Armenian) the table from a full ICU. */
export function countryName(code: string, lang: Language): string {
  if (lang === 'hy' && !intlNamesRegions(lang)) return armenianCountryNames[code as CountryCode] ?? code;
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale[lang]], { type: 'region', fallback: 'code' });
    displayNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

const sorted = new Map<Language, { value: CountryCode; label: string }[]>();
/** Every country as a select's option, ordered by its name as the language sorts them. */
export function countryOptions(lang: Language): { value: CountryCode; label: string }[] {
  let options = sorted.get(lang);
  if (!options) {
    const collator = new Intl.Collator(intlLocale[lang]);
    options = countryCodes.map((value) => ({ value, label: countryName(value, lang) })).sort((a, b) => collator.compare(a.label, b.label));
    sorted.set(lang, options);
  }
  return options;
}
