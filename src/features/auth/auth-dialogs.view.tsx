import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, StateValue, StateValueFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth/auth.machine';
import type { passwordResetMachine } from '../../../machines/auth/password-reset.machine';
import type { signInMachine } from '../../../machines/auth/sign-in.machine';
import type { signUpMachine } from '../../../machines/auth/sign-up.machine';
import { AuthActor } from '../../lib/auth.context';
import { statePath, type StatePath } from '../../lib/state-view';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/dialog.view';
import * as css from './auth.css';
import { ForgotPasswordView } from './forgot-password.view';
import { PasswordResetView } from './password-reset.view';
import { SignInView } from './sign-in.view';
import { SignUpView } from './sign-up.view';

/** The states of the auth machine's dialog region (`forgotPassword.sending`, `signIn`, ...). */
type DialogPath = StatePath<NonNullable<Extract<StateValueFrom<typeof authMachine>, { dialog?: unknown }>['dialog']>>;

/** The one button of a message dialog, centred under it. */
function DialogAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className={css.centered}>
      <button type="button" className={button.primary} onClick={onClick}>
        {label}
      </button>
    </div>
  );
}

function SignInBody() {
  const flow = AuthActor.useSelector((s) => s.children.signInFlow as ActorRefFrom<typeof signInMachine> | undefined);
  return flow ? <SignInView flow={flow} /> : null;
}

function SignUpBody() {
  const flow = AuthActor.useSelector((s) => s.children.signUpFlow as ActorRefFrom<typeof signUpMachine> | undefined);
  return flow ? <SignUpView flow={flow} /> : null;
}

function ResetPasswordBody() {
  const flow = AuthActor.useSelector((s) => s.children.passwordResetFlow as ActorRefFrom<typeof passwordResetMachine> | undefined);
  return flow ? <PasswordResetView flow={flow} /> : null;
}

function RegistrationSuccessBody() {
  const { t } = useTranslation('auth');
  const auth = AuthActor.useActorRef();
  return <DialogAction label={t('registrationSuccess.home')} onClick={() => auth.send({ type: 'registrationSuccess.goHome' })} />;
}

function LinkSentBody() {
  const { t } = useTranslation('auth');
  const auth = AuthActor.useActorRef();
  return <DialogAction label={t('linkSent.ok')} onClick={() => auth.send({ type: 'dialog.close' })} />;
}

function ConfirmingEmailBody() {
  const { t } = useTranslation('auth');
  return <p role="status">{t('confirming.text')}</p>;
}

function PasswordChangedBody() {
  const { t } = useTranslation('auth');
  const auth = AuthActor.useActorRef();
  return <DialogAction label={t('passwordChanged.signIn')} onClick={() => auth.send({ type: 'signIn.open' })} />;
}

interface DialogView {
  /** Keys in the `auth` namespace; the description may name the e-mail just registered. */
  title: string;
  description?: string;
  Body: () => React.JSX.Element | null;
}

/**
 * What each dialog state shows (spec section 2's modals). One modal stays open while the machine
 * moves between dialogs, so the focus still returns to what opened the first one.
 */
const dialogOf: Record<DialogPath, DialogView | null> = {
  closed: null,
  signIn: { title: 'signIn.title', Body: SignInBody },
  signUp: { title: 'signUp.title', Body: SignUpBody },
  registrationSuccess: { title: 'registrationSuccess.title', description: 'registrationSuccess.text', Body: RegistrationSuccessBody },
  'forgotPassword.editing': { title: 'forgot.title', description: 'forgot.text', Body: ForgotPasswordView },
  'forgotPassword.sending': { title: 'forgot.title', description: 'forgot.text', Body: ForgotPasswordView },
  linkSent: { title: 'linkSent.title', description: 'linkSent.text', Body: LinkSentBody },
  confirmingEmail: { title: 'confirming.title', Body: ConfirmingEmailBody },
  resetPassword: { title: 'reset.title', Body: ResetPasswordBody },
  passwordChanged: { title: 'passwordChanged.title', description: 'passwordChanged.text', Body: PasswordChangedBody },
};

/** The one account modal the machine has open, if any. */
export function AuthDialogs() {
  const { t } = useTranslation('auth');
  const auth = AuthActor.useActorRef();
  const dialog = AuthActor.useSelector((s) => statePath((s.value as { dialog: StateValue }).dialog) as DialogPath);
  const email = AuthActor.useSelector((s) => s.context.registrationEmail);
  const view = dialogOf[dialog];
  if (!view) return null;
  const close = (open: boolean) => {
    if (!open) auth.send({ type: 'dialog.close' });
  };
  return (
    <Modal open onOpenChange={close} title={t(view.title)} {...(view.description ? { description: t(view.description, { email }) } : {})}>
      <view.Body />
    </Modal>
  );
}
