import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import type { FieldError } from '../../../machines/form';
import { formatNumber } from '../../lib/format';
import { TextField } from '../../ui/form.view';
import * as form from '../../ui/form.css';
import { useCalculatorFormat } from './calculator-format';
import { bounds, termUnits, type TermUnit } from './calculator-search';
import * as css from './calculators.css';

interface NumberRules {
  min: number;
  max: number;
  /** Rates take decimals; amounts and terms are whole numbers. */
  decimals?: boolean;
  /** How the bounds read in a message (grouped digits, a currency). */
  formatBound: (value: number) => string;
}

/** Reads what was typed: spaces group digits; a comma is the decimal mark in Russian and Armenian. */
export function parseNumberInput(text: string, rules: NumberRules): { value: number } | { error: FieldError } {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { error: { key: 'validation:required' } };
  const normalized = rules.decimals ? compact.replace(',', '.') : compact.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return { error: { key: 'validation:number' } };
  const value = Number(normalized);
  if (!rules.decimals && !Number.isInteger(value)) return { error: { key: 'validation:integer' } };
  if (value < rules.min) return { error: { key: 'calculators:error.tooSmall', params: { min: rules.formatBound(rules.min) } } };
  if (value > rules.max) return { error: { key: 'calculators:error.tooLarge', params: { max: rules.formatBound(rules.max) } } };
  return { value };
}

interface NumberFieldProps extends NumberRules {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  /** A rule between fields (spec section 5) that this value breaks. */
  error?: FieldError | undefined;
  hint?: ReactNode;
  name: string;
}

/**
 * A number typed freely. Away from the field it reads grouped in the page's language (40 000 000);
 * while the person types, what they type stays in the box, wrong or unfinished (with the reason at the
 * field), and only a valid number reaches the URL and the result. A value changed from outside (a
 * linked field, a shared link) shows at once, but never replaces keystrokes in the focused field.
 */
export function NumberField({ label, value, onValueChange, error, hint, name, ...rules }: NumberFieldProps) {
  const { i18n } = useTranslation();
  // What the person typed and has not yet finished with; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const grouped = formatNumber(value, i18n.language as Language, { maximumFractionDigits: rules.decimals ? 4 : 0 });
  const text = draft ?? grouped;
  const parsed = draft === null ? null : parseNumberInput(draft, rules);
  const own = parsed && 'error' in parsed ? parsed.error : undefined;
  return (
    <TextField
      label={label}
      name={name}
      value={text}
      inputMode={rules.decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      onBlur={() => {
        // A finished number goes back to its grouped form; a wrong one stays to be corrected.
        if (draft !== null && parsed && 'value' in parsed) setDraft(null);
      }}
      onValueChange={(typed) => {
        setDraft(typed);
        const next = parseNumberInput(typed, rules);
        if ('value' in next && next.value !== value) onValueChange(next.value);
      }}
      error={own ?? error}
      // The hint gives way to a message, which says the same and more.
      hint={(own ?? error) ? undefined : hint}
    />
  );
}

interface ChoiceProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onValueChange: (value: T) => void;
}

/** A small set of exclusive options as radio buttons in a fieldset. */
export function Choice<T extends string>({ legend, options, value, onValueChange }: ChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className={css.choice}>
      <legend className={css.choiceLegend}>{legend}</legend>
      <div className={css.choiceOptions}>
        {options.map((option) => (
          <label key={option.value} className={css.choiceOption}>
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onValueChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onValueChange: (value: T) => void;
  hint?: string;
}

export function SelectField<T extends string>({ label, options, value, onValueChange, hint }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <select id={id} className={form.input} value={value} onChange={(event) => onValueChange(event.target.value as T)} aria-describedby={hint ? `${id}-hint` : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface TermFieldProps {
  term: number;
  unit: TermUnit;
  /** Writes the term and its unit together, so switching the unit keeps the same length. */
  onChange: (value: { term: number; unit: TermUnit }) => void;
  error?: FieldError | undefined;
}

/** The loan's term, in years or months (spec section 9: "Calculator term units: years or months"). */
export function TermField({ term, unit, onChange, error }: TermFieldProps) {
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  const max = unit === 'years' ? bounds.termYears.max : bounds.termMonths.max;
  return (
    <div className={css.termRow}>
      <NumberField
        name="term"
        label={unit === 'years' ? t('field.termYears') : t('field.termMonths')}
        value={term}
        min={1}
        max={max}
        formatBound={format.number}
        onValueChange={(value) => onChange({ term: value, unit })}
        error={error}
      />
      <Choice
        legend={t('field.termUnit')}
        value={unit}
        onValueChange={(next) => {
          if (next === unit) return;
          // 2 years become 24 months; 30 months become 3 years (rounded up, so the loan is not shortened).
          onChange({ unit: next, term: next === 'months' ? term * 12 : Math.max(1, Math.ceil(term / 12)) });
        }}
        options={termUnits.map((option) => ({ value: option, label: t(`field.unit.${option}`) }))}
      />
    </div>
  );
}
