import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, StateValueFrom } from 'xstate';
import type { passwordResetMachine } from '../../../machines/auth/password-reset.machine';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { TextField } from '../../ui/form.view';
import { PasswordChecklist } from '../../ui/password-checklist.view';

type ResetRef = ActorRefFrom<typeof passwordResetMachine>;

function CheckingLink() {
  const { t } = useTranslation('auth');
  return <p role="status">{t('reset.checking')}</p>;
}

function NewPasswordForm({ flow }: { flow: ResetRef }) {
  const { t } = useTranslation('auth');
  const checklistId = useId();
  const { email, password, confirmPassword, errors } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'form.submit' });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField label={t('fields.email')} type="email" value={email} onValueChange={() => undefined} readOnly autoComplete="username" />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={(value) => flow.send({ type: 'field.change', field: 'password', value })}
        error={errors.password}
        hint={<PasswordChecklist password={password} id={checklistId} />}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={(value) => flow.send({ type: 'field.change', field: 'confirmPassword', value })}
        error={errors.confirmPassword}
      />
      <button type="submit" className={button.primary} disabled={busy}>
        {t('reset.submit')}
      </button>
    </form>
  );
}

/** The view of each state; the final ones show nothing, as the auth machine moves to the next dialog. */
const viewOf: Record<StateValueFrom<typeof passwordResetMachine>, ((props: { flow: ResetRef }) => React.JSX.Element) | null> = {
  checkingLink: CheckingLink,
  editing: NewPasswordForm,
  submitting: NewPasswordForm,
  passwordChanged: null,
  linkInactive: null,
};

export function PasswordResetView({ flow }: { flow: ResetRef }) {
  const state = useSelector(flow, (s) => s.value);
  const View = viewOf[state];
  return View ? <View flow={flow} /> : null;
}
