import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '../../../api/contract/account';
import { accountActors } from '../../actors/account.actors';
import { useForm } from '../../lib/use-form';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { FormAlert, FormMessage, TextField } from '../../ui/form.view';
import { PasswordChecklist } from '../../ui/password-checklist.view';
import { showToast } from '../../ui/toast.store';
import * as css from './account.css';

/** Change the password: checked with the same contract as the server; other sessions end. */
export function ChangePasswordSection() {
  const { t } = useTranslation('account');
  const hintId = useId();
  const { values, set, errors, alert, submit, busy, sent, formRef } = useForm({
    initial: { currentPassword: '', password: '', confirmPassword: '' },
    schema: changePasswordSchema,
    send: accountActors.changePassword,
    clearOnSuccess: true,
    onSuccess: () => showToast({ tone: 'success', message: t('password.changed') }),
  });
  return (
    <form ref={formRef} className={`${form.form} ${css.narrow}`} onSubmit={submit} noValidate aria-busy={busy} data-testid="change-password">
      <FormMessage error={sent ? { key: 'account:password.changed' } : undefined} tone="success" />
      <FormAlert alert={alert} />
      <TextField label={t('password.current')} type="password" autoComplete="current-password" value={values.currentPassword} onValueChange={set('currentPassword')} error={errors.currentPassword} />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
        hint={<PasswordChecklist password={values.password} id={hintId} />}
      />
      <TextField label={t('password.confirm')} type="password" autoComplete="new-password" value={values.confirmPassword} onValueChange={set('confirmPassword')} error={errors.confirmPassword} />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {t('password.submit')}
        </button>
      </div>
    </form>
  );
}
