import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../api/contract/validation';
import { formatNumber } from '../lib/format';

/** What a person typed as a whole amount: spaces and commas group digits; empty is no amount. */
export function parseAmount(text: string): number | undefined {
  const digits = text.replace(/[\s\u00a0\u202f,.]/g, '');
  if (digits === '' || !/^\d+$/.test(digits)) return undefined;
  return Number(digits);
}

type AmountInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (text: string) => void;
};

/**
 * An amount typed freely, read grouped in the page's language once the person leaves the field
 * (40 000 000), as the calculators show theirs. The text is the state: a form parses it on submit.
 */
export function AmountInput({ value, onValueChange, onBlur, ...input }: AmountInputProps) {
  const { i18n } = useTranslation();
  const [focused, setFocused] = useState(false);
  const amount = parseAmount(value);
  const shown = !focused && amount !== undefined ? formatNumber(amount, i18n.language as Language, { maximumFractionDigits: 0 }) : value;
  return (
    <input
      {...input}
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
