import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { languages } from '../../../api/contract/validation';
import type { FieldError } from '../../../machines/form';
import { useForm } from '../../lib/use-form';
import { button } from '../../ui/button.css';
import { Checkbox, FormAlert, TextAreaField, TextField } from '../../ui/form.view';
import { SelectField } from '../../ui/loan-forms/select-field.view';
import { nest, type FlatValues } from './content-fields';
import * as css from './office.css';

type Errors = Partial<Record<string, FieldError>>;
type Setter = (key: string) => (value: string | boolean) => void;

/** A text in Armenian, Russian and English, one field each, labelled with the language. */
export function LocalizedFields({ name, label, values, errors, set, long = false }: { name: string; label: string; values: FlatValues; errors: Errors; set: Setter; long?: boolean }) {
  const { t } = useTranslation('office');
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{label}</legend>
      {languages.map((lang) => {
        const key = `${name}.${lang}`;
        const fieldLabel = t(`content.language.${lang}`);
        const value = String(values[key] ?? '');
        return long ? (
          <TextAreaField key={key} label={fieldLabel} value={value} onValueChange={set(key)} error={errors[key]} lang={lang} />
        ) : (
          <TextField key={key} label={fieldLabel} value={value} onValueChange={set(key)} error={errors[key]} lang={lang} />
        );
      })}
    </fieldset>
  );
}

export interface EditorField {
  name: string;
  label: string;
  kind: 'text' | 'texts' | 'longTexts' | 'select' | 'checkbox' | 'number';
  options?: { value: string; label: string }[];
}

/**
 * One editor for every kind of entry: the fields in order, checked with the contract's schema (the
 * nested body from the flat fields), sent, and the answer reported. `toBody` turns the nested values
 * into the body (numbers, lists).
 */
export function ContentEditor<TBody, TAnswer>({
  title,
  initial,
  fields,
  schema,
  toBody = (nested) => nested,
  send,
  onSaved,
  onCancel,
}: {
  title: string;
  initial: FlatValues;
  fields: EditorField[];
  schema: v.GenericSchema<unknown, TBody>;
  toBody?: (nested: Record<string, unknown>) => unknown;
  send: (body: TBody) => Promise<TAnswer>;
  onSaved: (answer: TAnswer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('office');
  const { values, errors, alert, set, submit, busy, formRef } = useForm({ initial, schema, toBody: (flat: FlatValues) => toBody(nest(flat)), send, onSuccess: onSaved });
  const setter: Setter = (key) => set(key) as (value: string | boolean) => void;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={css.editor} aria-label={title} data-testid="content-editor">
      <h3>{title}</h3>
      <FormAlert alert={alert} />
      {fields.map((field) => {
        const value = values[field.name];
        if (field.kind === 'texts' || field.kind === 'longTexts') return <LocalizedFields key={field.name} name={field.name} label={field.label} values={values} errors={errors} set={setter} long={field.kind === 'longTexts'} />;
        if (field.kind === 'select') return <SelectField key={field.name} label={field.label} value={String(value ?? '')} options={field.options ?? []} onValueChange={setter(field.name)} error={errors[field.name]} />;
        if (field.kind === 'checkbox') return <Checkbox key={field.name} label={field.label} checked={value === true} onCheckedChange={setter(field.name)} error={errors[field.name]} />;
        return <TextField key={field.name} label={field.label} value={String(value ?? '')} onValueChange={setter(field.name)} error={errors[field.name]} inputMode={field.kind === 'number' ? 'numeric' : undefined} />;
      })}
      <p className={css.inlineForm}>
        <button type="submit" className={button.primary} disabled={busy}>
          {t('content.save')}
        </button>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {t('content.cancel')}
        </button>
      </p>
    </form>
  );
}
