import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, StateValueFrom } from 'xstate';
import { otpRules } from '../../api/contract/otp';
import type { otpMachine } from '../../machines/otp/otp.machine';
import { button } from './button.css';
import * as form from './form.css';
import { FormMessage, TextField } from './form.view';

type OtpRef = ActorRefFrom<typeof otpMachine>;

function ResendButton({ flow }: { flow: OtpRef }) {
  const { t } = useTranslation('account');
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  return (
    <button type="button" className={button.secondary} disabled={busy} onClick={() => flow.send({ type: 'code.resend' })}>
      {t('phone.resend')}
    </button>
  );
}

function SendFailed({ flow }: { flow: OtpRef }) {
  return (
    <div className={form.actions}>
      <ResendButton flow={flow} />
    </div>
  );
}

function NoLongerValid({ flow }: { flow: OtpRef }) {
  return (
    <div className={form.form}>
      <FormMessage error={{ key: 'errors:USER.OTP_NO_LONGER_VALID' }} />
      <div className={form.actions}>
        <ResendButton flow={flow} />
      </div>
    </div>
  );
}

/** The code field; `status` says whether the code is on its way or sent, `wrongCode` how many tries are left. */
function CodeForm({ flow, status, wrongCode = false }: { flow: OtpRef; status: 'phone.sending' | 'phone.sent'; wrongCode?: boolean }) {
  const { t } = useTranslation('account');
  const { code, error, retryCount } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'code.submit' });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy} data-testid="otp-form">
      <p role="status">{t(status)}</p>
      {wrongCode ? <FormMessage error={{ key: 'account:phone.wrongCode', params: { left: otpRules.maxRetries - retryCount } }} /> : null}
      <TextField
        label={t('phone.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={otpRules.length}
        value={code}
        onValueChange={(value) => flow.send({ type: 'code.change', value })}
        error={error ? { key: error } : undefined}
      />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {t('phone.confirm')}
        </button>
        <ResendButton flow={flow} />
      </div>
    </form>
  );
}

/** The view of each state of the one-time-code machine. */
const viewOf: Record<StateValueFrom<typeof otpMachine>, (flow: OtpRef) => React.JSX.Element> = {
  idle: (flow) => <CodeForm flow={flow} status="phone.sent" />,
  sending: (flow) => <CodeForm flow={flow} status="phone.sending" />,
  entering: (flow) => <CodeForm flow={flow} status="phone.sent" />,
  checking: (flow) => <CodeForm flow={flow} status="phone.sent" />,
  wrongCode: (flow) => <CodeForm flow={flow} status="phone.sent" wrongCode />,
  verified: (flow) => <CodeForm flow={flow} status="phone.sent" />,
  sendFailed: (flow) => <SendFailed flow={flow} />,
  noLongerValid: (flow) => <NoLongerValid flow={flow} />,
};

/**
 * The code step of the one-time-code machine (spec section 4): six digits, the wrong-code and
 * no-longer-valid states, resend. Shared by phone verification and pre-qualification; its texts are
 * in the `account` namespace.
 */
export function OtpStep({ flow }: { flow: OtpRef }) {
  const state = useSelector(flow, (s) => s.value);
  return viewOf[state](flow);
}
