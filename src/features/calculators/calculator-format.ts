import { useTranslation } from 'react-i18next';
import { toMinor, type Currency } from '../../../api/contract/calculations/money';
import type { Language } from '../../../api/contract/validation';
import { formatMoney, formatNumber } from '../../lib/format';

/** Formatters for the active language: results (minor units), typed amounts (major units), numbers, percentages. */
export function useCalculatorFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language as Language;
  return {
    lang,
    /** A result of the calculation module, in the currency's minor units. */
    money: (minor: number, currency: Currency = 'AMD') => formatMoney(minor, currency, lang),
    /** An amount as typed, in major units (drams, dollars). */
    major: (amount: number, currency: Currency = 'AMD') => formatMoney(toMinor(amount, currency), currency, lang),
    number: (value: number) => formatNumber(value, lang),
    percent: (value: number) => formatNumber(value, lang, { maximumFractionDigits: 2 }),
  };
}
