import { useId } from 'react';
import type { FieldError } from '../../../machines/form';
import * as form from '../form.css';
import { useFieldMessage } from '../form.view';

/** A labelled select whose message is tied to it. */
export function SelectField({ label, value, options, onValueChange, error, testId }: { label: string; value: string; options: { value: string; label: string }[]; onValueChange: (value: string) => void; error?: FieldError | undefined; testId?: string | undefined }) {
  const id = useId();
  const message = useFieldMessage()(error);
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <select id={id} className={form.input} value={value} onChange={(event) => onValueChange(event.target.value)} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} data-testid={testId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {message ? (
        <p id={`${id}-error`} className={form.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
