import { minorDigits, type Currency } from '../../api/contract/calculations/money';
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
  return writesArmenianByHand(lang) ? armenianNumber(amount, options) : new Intl.NumberFormat(intlLocale[lang], options).format(amount);
}

export function formatNumber(value: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  return writesArmenianByHand(lang) ? armenianNumber(value, options) : new Intl.NumberFormat(intlLocale[lang], options).format(value);
}

export function formatDate(value: Date | string, lang: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = new Date(value);
  return writesArmenianByHand(lang) ? armenianDate(date, options) : new Intl.DateTimeFormat(intlLocale[lang], { timeZone: 'Asia/Yerevan', ...options }).format(date);
}
