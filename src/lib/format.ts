import type { Language } from '../../api/contract/validation';
import { intlLocale } from './language';

export type Currency = 'AMD' | 'USD' | 'EUR';

/** Digits after the decimal point of each currency's minor unit (AMD amounts are whole drams). */
const minorDigits: Record<Currency, number> = { AMD: 0, USD: 2, EUR: 2 };

/** Money is an integer of the currency's minor unit (design: Time, money, identity). */
export function formatMoney(amountMinor: number, currency: Currency, lang: Language): string {
  const digits = minorDigits[currency];
  return new Intl.NumberFormat(intlLocale[lang], {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}

export function formatNumber(value: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale[lang], options).format(value);
}

export function formatDate(value: Date | string, lang: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { timeZone: 'Asia/Yerevan', ...options }).format(new Date(value));
}
