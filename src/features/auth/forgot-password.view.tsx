import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { TextField } from '../../ui/form.view';
import { AuthActor } from '../../lib/auth.context';
import * as css from './auth.css';

export function ForgotPasswordView() {
  const { t } = useTranslation('auth');
  const auth = AuthActor.useActorRef();
  const email = AuthActor.useSelector((s) => s.context.forgotEmail);
  const error = AuthActor.useSelector((s) => s.context.forgotError);
  const busy = AuthActor.useSelector((s) => s.matches({ dialog: { forgotPassword: 'sending' } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'forgotPassword.submit' });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        maxLength={150}
        value={email}
        onValueChange={(value) => auth.send({ type: 'forgotPassword.change', value })}
        error={error}
      />
      <button type="submit" className={button.primary} disabled={busy}>
        {t('forgot.submit')}
      </button>
      <p className={css.switchLine}>
        <button type="button" className={form.linkButton} onClick={() => auth.send({ type: 'signIn.open' })}>
          {t('forgot.back')}
        </button>
      </p>
    </form>
  );
}
