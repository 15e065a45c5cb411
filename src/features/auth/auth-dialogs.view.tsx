import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { passwordResetMachine } from '../../../machines/auth/password-reset.machine';
import type { signInMachine } from '../../../machines/auth/sign-in.machine';
import type { signUpMachine } from '../../../machines/auth/sign-up.machine';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/dialog.view';
import { AuthActor } from '../../lib/auth.context';
import * as css from './auth.css';
import { ForgotPasswordView } from './forgot-password.view';
import { PasswordResetView } from './password-reset.view';
import { SignInView } from './sign-in.view';
import { SignUpView } from './sign-up.view';

type DialogName = 'closed' | 'signIn' | 'signUp' | 'registrationSuccess' | 'forgotPassword' | 'linkSent' | 'confirmingEmail' | 'resetPassword' | 'passwordChanged';

/** The one account modal the machine has open, if any (spec section 2's modals). */
export function AuthDialogs() {
  const { t } = useTranslation('auth');
  const auth = AuthActor.useActorRef();
  const dialog = AuthActor.useSelector((s) => {
    const value = (s.value as { dialog: DialogName | Record<string, unknown> }).dialog;
    return (typeof value === 'string' ? value : Object.keys(value)[0]) as DialogName;
  });
  const children = AuthActor.useSelector((s) => s.children);
  const registrationEmail = AuthActor.useSelector((s) => s.context.registrationEmail);
  const close = (open: boolean) => {
    if (!open) auth.send({ type: 'dialog.close' });
  };
  const signIn = children.signInFlow as ActorRefFrom<typeof signInMachine> | undefined;
  const signUp = children.signUpFlow as ActorRefFrom<typeof signUpMachine> | undefined;
  const reset = children.passwordResetFlow as ActorRefFrom<typeof passwordResetMachine> | undefined;

  switch (dialog) {
    case 'signIn':
      return signIn ? (
        <Modal open onOpenChange={close} title={t('signIn.title')}>
          <SignInView flow={signIn} />
        </Modal>
      ) : null;
    case 'signUp':
      return signUp ? (
        <Modal open onOpenChange={close} title={t('signUp.title')}>
          <SignUpView flow={signUp} />
        </Modal>
      ) : null;
    case 'registrationSuccess':
      return (
        <Modal open onOpenChange={close} title={t('registrationSuccess.title')} description={t('registrationSuccess.text', { email: registrationEmail })}>
          <div className={css.centered}>
            <button type="button" className={button.primary} onClick={() => auth.send({ type: 'registrationSuccess.goHome' })}>
              {t('registrationSuccess.home')}
            </button>
          </div>
        </Modal>
      );
    case 'forgotPassword':
      return (
        <Modal open onOpenChange={close} title={t('forgot.title')} description={t('forgot.text')}>
          <ForgotPasswordView />
        </Modal>
      );
    case 'linkSent':
      return (
        <Modal open onOpenChange={close} title={t('linkSent.title')} description={t('linkSent.text')}>
          <div className={css.centered}>
            <button type="button" className={button.primary} onClick={() => close(false)}>
              {t('linkSent.ok')}
            </button>
          </div>
        </Modal>
      );
    case 'confirmingEmail':
      return (
        <Modal open onOpenChange={close} title={t('confirming.title')}>
          <p role="status">{t('confirming.text')}</p>
        </Modal>
      );
    case 'resetPassword':
      return reset ? (
        <Modal open onOpenChange={close} title={t('reset.title')}>
          <PasswordResetView flow={reset} />
        </Modal>
      ) : null;
    case 'passwordChanged':
      return (
        <Modal open onOpenChange={close} title={t('passwordChanged.title')} description={t('passwordChanged.text')}>
          <div className={css.centered}>
            <button type="button" className={button.primary} onClick={() => auth.send({ type: 'signIn.open' })}>
              {t('passwordChanged.signIn')}
            </button>
          </div>
        </Modal>
      );
    default:
      return null;
  }
}
