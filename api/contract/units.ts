import type { Currency } from './calculations/money';
import type { Language } from './validation';

/*
 * Units and currencies as each language writes them, for the pages (src/lib/format.ts) and the
 * server's mails alike. Intl has no square metre, and writes the dram's code "AMD" on a Russian page
 * where Armenia's Russian-speaking banks write "драм"; a Russian long date ends in the abbreviation
 * "г.", whose full stop ends the sentence too.
 */

/** The square metre and the metre after a number. */
export const unitWords: Record<Language, { squareMetre: string; metre: string }> = {
  hy: { squareMetre: 'մ²', metre: 'մ' },
  ru: { squareMetre: 'м²', metre: 'м' },
  en: { squareMetre: 'm²', metre: 'm' },
};

/** A currency named after an amount in a label ("Цена, драм"); the same words as locales/<lang>/loan.json `currency`. */
export const currencyWords: Record<Language, Record<Currency, string>> = {
  hy: { AMD: 'դրամ', USD: 'ԱՄՆ դոլար', EUR: 'եվրո' },
  ru: { AMD: 'драм', USD: 'долл. США', EUR: 'евро' },
  en: { AMD: 'AMD', USD: 'USD', EUR: 'EUR' },
};

/** Where Intl's currency sign is not what the language's readers see: Russian writes "1 000 000 драм", not "AMD". */
const currencySigns: Partial<Record<Language, Partial<Record<Currency, string>>>> = { ru: { AMD: 'драм' } };

/** An amount's parts from Intl (style 'currency') joined with the language's own sign for the currency. */
export function joinMoneyParts(parts: readonly Intl.NumberFormatPart[], currency: Currency, lang: Language): string {
  const sign = currencySigns[lang]?.[currency];
  return parts.map((part) => (part.type === 'currency' && sign ? sign : part.value)).join('');
}

/**
 * A text with its parameters filled in, without the doubled full stop of a date's abbreviation that
 * ends a sentence ("с 1 декабря 2026 г.." is "с 1 декабря 2026 г."); an ellipsis stays.
 */
export const withoutDoubledStops = (text: string) => text.replace(/(?<=[\p{L}\p{N}])\.\.(?!\.)/gu, '.');
