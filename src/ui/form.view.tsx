import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../machines/form';
import { laterMessageNamespaces } from '../lib/i18n';
import * as css from './form.css';

/** Translates a machine's field message (an i18n key with its parameters). */
export function useFieldMessage() {
  // The error catalogue and field messages load after a page's first paint (src/lib/i18n.ts): a form
  // does not wait for them, and a message shown before they come is drawn again once they do.
  const { t } = useTranslation(['common', ...laterMessageNamespaces], { useSuspense: false });
  return (error: FieldError | undefined) => (error ? t(error.key, error.params ?? {}) : undefined);
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | undefined;
  hint?: ReactNode;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, value, onValueChange, error, hint, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const message = useFieldMessage()(error);
  const describedBy = [hint ? `${inputId}-hint` : '', message ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label htmlFor={inputId} className={css.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={css.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <div id={`${inputId}-hint`} className={css.hint}>
          {hint}
        </div>
      ) : null}
      {message ? (
        <p id={`${inputId}-error`} className={css.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | undefined;
}

/** A labelled text area whose error is announced and tied to it, with the characters left when it has a limit. */
export function TextAreaField({ label, value, onValueChange, error, id, maxLength, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const message = useFieldMessage()(error);
  const { t } = useTranslation('common');
  const describedBy = [maxLength ? `${inputId}-count` : '', message ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label htmlFor={inputId} className={css.label}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={css.textarea}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        maxLength={maxLength}
        rows={5}
        {...textarea}
      />
      {maxLength ? (
        <div id={`${inputId}-count`} className={css.hint}>
          {t('form.charactersLeft', { count: maxLength - value.length })}
        </div>
      ) : null}
      {message ? (
        <p id={`${inputId}-error`} className={css.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: FieldError | undefined;
  name?: string;
}

export function Checkbox({ label, checked, onCheckedChange, error, name }: CheckboxProps) {
  const id = useId();
  const message = useFieldMessage()(error);
  return (
    <div className={css.field}>
      <div className={css.checkboxRow}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className={css.checkbox}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {message ? (
        <p id={`${id}-error`} className={css.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form, announced when it appears. */
export function FormMessage({ error, tone = 'error' }: { error: FieldError | undefined; tone?: 'error' | 'success' | 'info' }) {
  const message = useFieldMessage()(error);
  if (!message) return null;
  return (
    <p className={css.formMessage[tone]} role={tone === 'error' ? 'alert' : 'status'} data-testid="form-message">
      {message}
    </p>
  );
}

/**
 * A failure about the whole form (a refusal with no field of its own, a lost connection, a server
 * fault with the reference to quote); focusable, so the form can move the focus to it.
 */
export function FormAlert({ alert }: { alert: { message: FieldError; detail?: FieldError } | undefined }) {
  const message = useFieldMessage();
  if (!alert) return null;
  const detail = message(alert.detail);
  return (
    <div className={css.formMessage.error} role="alert" tabIndex={-1} data-form-alert data-testid="form-message">
      <p className={css.alertText}>{message(alert.message)}</p>
      {detail ? <p className={css.alertText}>{detail}</p> : null}
    </div>
  );
}
