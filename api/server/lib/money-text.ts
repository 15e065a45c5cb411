import { toMajor, type Currency } from '../../contract/calculations/money';
import { joinMoneyParts } from '../../contract/units';
import type { Language } from '../../contract/validation';
import { intlLocale } from './dates';

/**
 * An amount as the server's letters and SMS write it in each language ("AMD 30,000,000",
 * "30 000 000 ֏", "30 000 000 драм"): the language's currency format with its own sign, whole drams.
 */
export const moneyText = (minor: number, currency: Currency, lang: Language) =>
  joinMoneyParts(new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency, maximumFractionDigits: currency === 'AMD' ? 0 : 2 }).formatToParts(toMajor(minor, currency)), currency, lang);
