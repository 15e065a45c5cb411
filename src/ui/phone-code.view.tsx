import type { ActorRefFrom } from 'xstate';
import type { FieldError } from '../../machines/form';
import type { otpMachine } from '../../machines/otp/otp.machine';
import { button } from './button.css';
import * as form from './form.css';
import { FormMessage, TextField } from './form.view';
import { OtpStep } from './otp-step.view';

/** A mobile number to send a code to (the profile's phone, a private seller's mobile). */
export function PhoneNumberForm({
  phoneNumber,
  error,
  notice,
  labels,
  onChange,
  onSubmit,
}: {
  phoneNumber: string;
  error: FieldError | undefined;
  notice?: FieldError | undefined;
  labels: { field: string; hint: string; submit: string };
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {notice ? <FormMessage error={notice} /> : null}
      <TextField label={labels.field} type="tel" autoComplete="tel" placeholder="+374 77 123456" value={phoneNumber} onValueChange={onChange} error={error} hint={labels.hint} />
      <div className={form.actions}>
        <button type="submit" className={button.primary}>
          {labels.submit}
        </button>
      </div>
    </form>
  );
}

/** The code sent to the number: the one-time-code step, and a way back to another number. */
export function PhoneCodeStep({ otp, sentTo, otherNumber, onOtherNumber }: { otp: ActorRefFrom<typeof otpMachine> | undefined; sentTo: string; otherNumber: string; onOtherNumber: () => void }) {
  return (
    <div className={form.form}>
      <p>{sentTo}</p>
      {otp ? <OtpStep flow={otp} /> : null}
      <button type="button" className={form.linkButton} onClick={onOtherNumber}>
        {otherNumber}
      </button>
    </div>
  );
}
