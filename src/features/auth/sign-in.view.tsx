import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { signInMachine } from '../../../machines/auth/sign-in.machine';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { FormMessage, TextField } from '../../ui/form.view';
import { AuthActor } from '../../lib/auth.context';
import * as css from './auth.css';

type SignInRef = ActorRefFrom<typeof signInMachine>;

function CaptchaCheck({ flow }: { flow: SignInRef }) {
  const { t } = useTranslation('auth');
  const verifying = useSelector(flow, (s) => s.matches('verifyingCaptcha'));
  const verified = useSelector(flow, (s) => s.matches({ editing: 'captchaVerified' }));
  const required = useSelector(flow, (s) => s.matches({ editing: 'captchaRequired' }));
  if (!verifying && !verified && !required) return null;
  return (
    <div className={css.captcha} data-testid="captcha">
      {verified ? (
        <p role="status">✓ {t('captcha.verified')}</p>
      ) : (
        <button type="button" className={button.secondary} disabled={verifying} aria-busy={verifying} onClick={() => flow.send({ type: 'captcha.verify' })}>
          {verifying ? t('captcha.verifying') : t('captcha.verify')}
        </button>
      )}
      <span>{t('captcha.explain')}</span>
    </div>
  );
}

export function SignInView({ flow }: { flow: SignInRef }) {
  const { t } = useTranslation('auth');
  const auth = AuthActor.useActorRef();
  const notice = AuthActor.useSelector((s) => s.context.notice);
  const { email, password, errors, formError } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const notConfirmed = useSelector(flow, (s) => s.matches('emailNotConfirmed') || s.matches('resendingConfirmation'));
  const resent = useSelector(flow, (s) => s.matches('confirmationResent'));

  if (notConfirmed || resent) {
    return (
      <div className={form.form}>
        <FormMessage error={resent ? { key: 'auth:signIn.confirmationResent' } : { key: 'errors:USER.EMAIL_NOT_CONFIRMED' }} tone={resent ? 'success' : 'error'} />
        <div className={form.actions}>
          {resent ? null : (
            <button type="button" className={button.primary} disabled={busy} onClick={() => flow.send({ type: 'confirmation.resend' })}>
              {t('signIn.resendConfirmation')}
            </button>
          )}
          <button type="button" className={button.secondary} onClick={() => flow.send({ type: 'form.edit' })}>
            {t('signIn.back')}
          </button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'form.submit' });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
      <FormMessage error={notice ? { key: notice } : undefined} tone="success" />
      <FormMessage error={formError} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={(value) => flow.send({ type: 'field.change', field: 'email', value })}
        error={errors.email}
        maxLength={150}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={(value) => flow.send({ type: 'field.change', field: 'password', value })}
        error={errors.password}
      />
      <CaptchaCheck flow={flow} />
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? t('signIn.submitting') : t('signIn.submit')}
      </button>
      <div className={form.actions}>
        <button type="button" className={form.linkButton} onClick={() => auth.send({ type: 'forgotPassword.open' })}>
          {t('signIn.forgot')}
        </button>
      </div>
      <p className={css.switchLine}>
        {t('signIn.noAccount')}{' '}
        <button type="button" className={form.linkButton} onClick={() => auth.send({ type: 'signUp.open' })}>
          {t('signIn.toSignUp')}
        </button>
      </p>
    </form>
  );
}
