import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../machines/form';
import type { CaptchaPassState } from '../lib/use-captcha-pass';
import { button } from './button.css';
import { useFieldMessage } from './form.view';
import * as css from './form.css';

/** The "I am not a robot" check a form shows once the server asks for it, with the server's message. */
export function CaptchaCheck({ state, onVerify, error }: { state: CaptchaPassState; onVerify: () => void; error?: FieldError | undefined }) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage()(state === 'verified' ? undefined : error);
  const verifying = state === 'verifying';
  return (
    <div className={css.field} data-testid="captcha">
      {state === 'verified' ? (
        <p role="status">✓ {t('captcha.verified')}</p>
      ) : (
        <button type="button" className={button.secondary} disabled={verifying} aria-busy={verifying} onClick={onVerify}>
          {verifying ? t('captcha.verifying') : t('captcha.verify')}
        </button>
      )}
      {message ? (
        <p className={css.error} role="alert">
          {message}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className={css.error} role="alert">
          {t('captcha.failed')}
        </p>
      ) : null}
    </div>
  );
}
