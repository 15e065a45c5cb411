import { minorDigits, type Currency } from '../../api/contract/calculations/money';
import { currencyWords, joinMoneyParts, unitWords } from '../../api/contract/units';
import type { Language } from '../../api/contract/validation';
import { armenianDate, armenianNumber, intlSpeaksArmenian } from './armenian-format';
import { intlLocale } from './language';

/** Whether Armenian must be written by hand: checked once, the browser's Intl does not change. */
let handArmenian: boolean | undefined;
const writesArmenianByHand = (lang: Language) => lang === 'hy' && (handArmenian ??= !intlSpeaksArmenian());

export type { Currency };

/** Money is an integer of the currency's minor unit (design: Time, money, identity). */
export function formatMoney(amountMinor: number, currency: Currency, lang: Language): string {
  const digits = minorDigits[currency];
  const options: Intl.NumberFormatOptions = { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: digits };
  const amount = amountMinor / 10 ** digits;
  // The language's own sign for the currency: Intl writes "AMD" on a Russian page, its readers "драм".
  return writesArmenianByHand(lang) ? armenianNumber(amount, options) : joinMoneyParts(new Intl.NumberFormat(intlLocale[lang], options).formatToParts(amount), currency, lang);
}

/** A currency named in a label after its field ("Цена, драм", "Գինը, դրամ", "Price, AMD"). */
export const currencyWord = (currency: Currency, lang: Language): string => currencyWords[lang][currency];

/** An area in square metres with the language's unit: "63,9 մ²", "63,9 м²", "63.9 m²". */
export function formatArea(squareMetres: number, lang: Language, maximumFractionDigits = 1): string {
  return `${formatNumber(squareMetres, lang, { maximumFractionDigits })} ${unitWords[lang].squareMetre}`;
}

/** A length in metres (a ceiling's height) with the language's unit: "3,1 մ", "3,1 м", "3.1 m". */
export function formatMetres(metres: number, lang: Language, maximumFractionDigits = 2): string {
  return `${formatNumber(metres, lang, { maximumFractionDigits })} ${unitWords[lang].metre}`;
}

export function formatNumber(value: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  return writesArmenianByHand(lang) ? armenianNumber(value, options) : new Intl.NumberFormat(intlLocale[lang], options).format(value);
}

export function formatDate(value: Date | string, lang: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = new Date(value);
  return writesArmenianByHand(lang) ? armenianDate(date, options) : new Intl.DateTimeFormat(intlLocale[lang], { timeZone: 'Asia/Yerevan', ...options }).format(date);
}
