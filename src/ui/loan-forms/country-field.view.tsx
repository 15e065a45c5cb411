import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import type { FieldError } from '../../../machines/form';
import { countryName, countryOptions } from '../../lib/country-names';
import { SelectField } from './select-field.view';

/**
 * An address's country: a native select of every country named and sorted in the page's language
 * (typing a name's first letters jumps to it, the arrows move, Enter or Space chooses), storing the
 * ISO 3166-1 alpha-2 code. A stored code outside the list (an older draft) stays shown as it is, and
 * the server's check names the error.
 */
export function CountryField({ label, value, onValueChange, error, testId }: { label: string; value: string; onValueChange: (value: string) => void; error?: FieldError | undefined; testId?: string | undefined }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Language;
  const options = countryOptions(lang);
  const known = options.some((option) => option.value === value);
  return <SelectField label={label} value={value} options={known ? options : [{ value, label: value ? countryName(value, lang) : '—' }, ...options]} onValueChange={onValueChange} error={error} testId={testId} />;
}
