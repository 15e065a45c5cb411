import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import type { FieldError } from '../../../machines/form';
import type { Notice } from '../../../machines/loan-wizard/loan-wizard.machine';
import type { FormStep } from '../../../machines/loan-wizard/loan-wizard.forms';
import { currencies, type Currency } from '../../../api/contract/calculations/money';
import { formatDate, formatMoney } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { FormMessage, useFieldMessage } from '../../ui/form.view';
import { StepHeading } from '../../ui/loan-forms/step-heading.view';
import { LoanWizardActor } from './loan-wizard.context';
import * as css from './loan-wizard.css';

/** A step's heading, which takes the focus when the step appears. */
export function StepTitle({ children }: { children: ReactNode }) {
  return <StepHeading testId="loan-step-title">{children}</StepHeading>;
}

const isoTime = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

/** Amounts a refusal names, in the minor unit of the currency it names too. */
const moneyParams = new Set(['min', 'max', 'minimum']);

/** A notice's parameters for reading: ISO days and times, and amounts with their currency, in the reader's language. */
export function useReadableParams() {
  const { i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (params: Record<string, string | number> | undefined) => {
    if (!params) return undefined;
    const currency = (currencies as readonly unknown[]).includes(params.currency) ? (params.currency as Currency) : null;
    const readable = ([key, value]: [string, string | number]) => {
      if (typeof value === 'string' && isoTime.test(value)) return formatDate(value, lang);
      if (typeof value === 'number' && currency && moneyParams.has(key)) return formatMoney(value, currency, lang);
      return value;
    };
    return Object.fromEntries(Object.entries(params).map((entry) => [entry[0], readable(entry)]));
  };
}

/** The machine's own notices that say something is missing (the others inform). */
const errorNotices = new Set(['loan:preview.incomplete', 'loan:spouse.picturesMissing', 'loan:coBorrower.sendFirst', 'loan:preview.coApplicantPending']);

/** The machine's message above the step (a refusal, a document mismatch, a confirmed price). */
export function StepNotice({ notice }: { notice: Notice | undefined }) {
  const readable = useReadableParams();
  if (!notice) return null;
  const params = readable(notice.params);
  const error: FieldError = { key: notice.key, ...(params ? { params } : {}) };
  return <FormMessage error={error} tone={notice.key.startsWith('errors:') || errorNotices.has(notice.key) ? 'error' : 'info'} />;
}

/** A step's form: saved and left with "next", left backwards with "back" (saved too when complete). */
export function StepForm({ testId, title, children, first = false, nextLabel }: { testId: string; title: string; children: ReactNode; first?: boolean; nextLabel?: string }) {
  const { t } = useTranslation('loan');
  const actor = LoanWizardActor.useActorRef();
  const busy = LoanWizardActor.useSelector((s) => s.hasTag('busy'));
  const notice = LoanWizardActor.useSelector((s) => s.context.notice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'step.next' });
  };
  return (
    <form className={css.panel} onSubmit={submit} noValidate aria-busy={busy} data-testid={testId}>
      <StepTitle>{title}</StepTitle>
      <StepNotice notice={notice} />
      {children}
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={busy} data-testid="loan-next">
          {busy ? t('actions.saving') : (nextLabel ?? t('actions.next'))}
        </button>
        {first ? null : (
          <button type="button" className={button.secondary} disabled={busy} onClick={() => actor.send({ type: 'step.back' })} data-testid="loan-back">
            {t('actions.back')}
          </button>
        )}
      </div>
    </form>
  );
}

/** What a step's fields need: the form's values, the field messages, and a change that the machine records. */
export function useStep<S extends FormStep>(step: S) {
  const actor = LoanWizardActor.useActorRef();
  const values = LoanWizardActor.useSelector((s) => s.context.forms[step]);
  const raw = LoanWizardActor.useSelector((s) => s.context.errors);
  const readable = useReadableParams();
  // A server's refusal at a field names its figures as data (an ISO day, minor units): read here.
  const errors = Object.fromEntries(Object.entries(raw).map(([field, error]) => [field, error?.params ? { ...error, params: readable(error.params as Record<string, string | number>) } : error]));
  const change = (field: string) => (value: string | boolean) => actor.send({ type: 'field.change', step, field, value });
  return { values, errors, change };
}

/** A group of radio buttons under a legend, its message tied to the group. */
export function RadioGroup({ legend, name, value, options, onValueChange, error }: { legend: string; name: string; value: string; options: { value: string; label: string }[]; onValueChange: (value: string) => void; error?: FieldError | undefined }) {
  const id = useId();
  const message = useFieldMessage()(error);
  return (
    <fieldset className={css.fieldset} aria-describedby={message ? `${id}-error` : undefined} aria-invalid={message ? true : undefined}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.choices}>
        {options.map((option) => (
          <label key={option.value} className={css.choice}>
            <input type="radio" name={`${name}-${id}`} value={option.value} checked={value === option.value} onChange={() => onValueChange(option.value)} className={form.checkbox} />
            {option.label}
          </label>
        ))}
      </div>
      {message ? (
        <p id={`${id}-error`} className={form.error}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
