import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../machines/otp/otp.machine';
import { button } from './button.css';
import * as form from './form.css';
import { FormMessage, TextField } from './form.view';

/**
 * The code step of the one-time-code machine (spec section 4): six digits, the wrong-code and
 * no-longer-valid states, resend. Shared by phone verification and pre-qualification; its texts are
 * in the `account` namespace.
 */
export function OtpStep({ flow }: { flow: ActorRefFrom<typeof otpMachine> }) {
  const { t } = useTranslation('account');
  const { code, error, retryCount } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const state = useSelector(flow, (s) => s.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'code.submit' });
  };
  const resend = (
    <button type="button" className={button.secondary} disabled={busy} onClick={() => flow.send({ type: 'code.resend' })}>
      {t('phone.resend')}
    </button>
  );
  if (state === 'sendFailed') return <div className={form.actions}>{resend}</div>;
  if (state === 'noLongerValid') {
    return (
      <div className={form.form}>
        <FormMessage error={{ key: 'errors:USER.OTP_NO_LONGER_VALID' }} />
        <div className={form.actions}>{resend}</div>
      </div>
    );
  }
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy} data-testid="otp-form">
      <p role="status">{state === 'sending' ? t('phone.sending') : t('phone.sent')}</p>
      {state === 'wrongCode' ? <FormMessage error={{ key: 'account:phone.wrongCode', params: { left: 3 - retryCount } }} /> : null}
      <TextField
        label={t('phone.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onValueChange={(value) => flow.send({ type: 'code.change', value })}
        error={error ? { key: error } : undefined}
      />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {t('phone.confirm')}
        </button>
        {resend}
      </div>
    </form>
  );
}
