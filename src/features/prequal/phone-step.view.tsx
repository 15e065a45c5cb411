import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../machines/otp/otp.machine';
import * as form from '../../ui/form.css';
import { OtpStep } from '../../ui/otp-step.view';
import { PrequalActor } from './prequal.context';
import { StepTitle } from './step-title.view';
import * as css from './prequal.css';

/** Phone verification (spec section 2): the six-digit code sent to the number of the previous step. */
export function PhoneStep() {
  const { t } = useTranslation('prequal');
  const actor = PrequalActor.useActorRef();
  const phone = PrequalActor.useSelector((s) => s.context.personal.phoneNumber);
  const otp = PrequalActor.useSelector((s) => s.children.otpFlow as ActorRefFrom<typeof otpMachine> | undefined);
  return (
    <div className={css.panel} data-testid="prequal-phone">
      <StepTitle>{t('phone.title')}</StepTitle>
      <p className={css.muted}>{t('phone.lead', { phone })}</p>
      {otp ? <OtpStep flow={otp} /> : null}
      <button type="button" className={form.linkButton} onClick={() => actor.send({ type: 'phone.edit' })}>
        {t('phone.edit')}
      </button>
    </div>
  );
}
