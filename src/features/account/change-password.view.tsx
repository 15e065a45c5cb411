import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { changePasswordSchema } from '../../../api/contract/account';
import { fieldErrors, hasErrors, serverFieldErrors, type FieldErrors } from '../../../machines/form';
import { accountActors } from '../../actors/account.actors';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { FormMessage, TextField } from '../../ui/form.view';
import { PasswordChecklist } from '../../ui/password-checklist.view';
import { showToast } from '../../ui/toast.store';
import * as css from './account.css';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
const empty = { currentPassword: '', password: '', confirmPassword: '' };

/** Change the password: checked with the same contract as the server; other sessions end. */
export function ChangePasswordSection() {
  const { t } = useTranslation('account');
  const hintId = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const mutation = useMutation({
    mutationFn: accountActors.changePassword,
    meta: { handlesErrors: true },
    onSuccess: () => {
      setValues(empty);
      setSubmitted(false);
      showToast({ tone: 'success', message: t('password.changed') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.kind === 'invalid') setErrors(serverFieldErrors<Field>(error.issues));
      else if (error instanceof ApiError && error.reason === 'CURRENT_PASSWORD_WRONG') setErrors({ currentPassword: { key: 'errors:USER.CURRENT_PASSWORD_WRONG' } });
      else showToast({ tone: 'error', message: t('password.failed') });
    },
  });
  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(fieldErrors<Field>(changePasswordSchema, next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = fieldErrors<Field>(changePasswordSchema, values);
    setErrors(found);
    if (!hasErrors(found)) mutation.mutate(values);
  };
  return (
    <form className={`${form.form} ${css.narrow}`} onSubmit={submit} noValidate aria-busy={mutation.isPending}>
      <FormMessage error={mutation.isSuccess ? { key: 'account:password.changed' } : undefined} tone="success" />
      <TextField label={t('password.current')} type="password" autoComplete="current-password" value={values.currentPassword} onValueChange={change('currentPassword')} error={errors.currentPassword} />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={change('password')}
        error={errors.password}
        hint={<PasswordChecklist password={values.password} id={hintId} />}
      />
      <TextField label={t('password.confirm')} type="password" autoComplete="new-password" value={values.confirmPassword} onValueChange={change('confirmPassword')} error={errors.confirmPassword} />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={mutation.isPending}>
          {t('password.submit')}
        </button>
      </div>
    </form>
  );
}
