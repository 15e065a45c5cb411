import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, StateValueFrom } from 'xstate';
import type { signInMachine } from '../../../machines/auth/sign-in.machine';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { FormMessage, TextField } from '../../ui/form.view';
import { AuthActor } from '../../lib/auth.context';
import { statePath, type StatePath } from '../../lib/state-view';
import * as css from './auth.css';

type SignInRef = ActorRefFrom<typeof signInMachine>;
type SignInPath = StatePath<StateValueFrom<typeof signInMachine>>;
type Captcha = 'none' | 'required' | 'verifying' | 'verified';

/** Whether the form shows the captcha check, and in which state. */
const captchaOf: Record<SignInPath, Captcha> = {
  'editing.noCaptcha': 'none',
  'editing.captchaRequired': 'required',
  'editing.captchaVerified': 'verified',
  verifyingCaptcha: 'verifying',
  submitting: 'none',
  emailNotConfirmed: 'none',
  resendingConfirmation: 'none',
  confirmationResent: 'none',
  signedIn: 'none',
};

function CaptchaCheck({ flow }: { flow: SignInRef }) {
  const { t } = useTranslation('auth');
  const captcha = useSelector(flow, (s) => captchaOf[statePath(s.value)]);
  const verifying = captcha === 'verifying';
  if (captcha === 'none') return null;
  return (
    <div className={css.captcha} data-testid="captcha">
      {captcha === 'verified' ? (
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

/** The e-mail is not confirmed yet: send the confirmation again, or go back to the form. */
function NotConfirmedView({ flow }: { flow: SignInRef }) {
  const { t } = useTranslation('auth');
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  return (
    <div className={form.form}>
      <FormMessage error={{ key: 'errors:USER.EMAIL_NOT_CONFIRMED' }} />
      <div className={form.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => flow.send({ type: 'confirmation.resend' })}>
          {t('signIn.resendConfirmation')}
        </button>
        <BackToForm flow={flow} />
      </div>
    </div>
  );
}

function ConfirmationResentView({ flow }: { flow: SignInRef }) {
  return (
    <div className={form.form}>
      <FormMessage error={{ key: 'auth:signIn.confirmationResent' }} tone="success" />
      <div className={form.actions}>
        <BackToForm flow={flow} />
      </div>
    </div>
  );
}

function BackToForm({ flow }: { flow: SignInRef }) {
  const { t } = useTranslation('auth');
  return (
    <button type="button" className={button.secondary} onClick={() => flow.send({ type: 'form.edit' })}>
      {t('signIn.back')}
    </button>
  );
}

function SignInForm({ flow }: { flow: SignInRef }) {
  const { t } = useTranslation('auth');
  const auth = AuthActor.useActorRef();
  const notice = AuthActor.useSelector((s) => s.context.notice);
  const { email, password, errors, formError } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
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

/** The view of each sign-in state: the machine decides, the dialog shows it. */
const viewOf: Record<SignInPath, (props: { flow: SignInRef }) => React.JSX.Element> = {
  'editing.noCaptcha': SignInForm,
  'editing.captchaRequired': SignInForm,
  'editing.captchaVerified': SignInForm,
  verifyingCaptcha: SignInForm,
  submitting: SignInForm,
  signedIn: SignInForm,
  emailNotConfirmed: NotConfirmedView,
  resendingConfirmation: NotConfirmedView,
  confirmationResent: ConfirmationResentView,
};

export function SignInView({ flow }: { flow: SignInRef }) {
  const state = useSelector(flow, (s) => statePath(s.value));
  const View = viewOf[state];
  return <View flow={flow} />;
}
