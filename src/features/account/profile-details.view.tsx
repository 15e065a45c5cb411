import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, EventFromLogic, SnapshotFrom, StateValueFrom } from 'xstate';
import { phoneVerificationMachine } from '../../../machines/account/phone-verification.machine';
import { otpMachine } from '../../../machines/otp/otp.machine';
import { accountActors } from '../../actors/account.actors';
import { toastApiError } from '../../lib/api-errors';
import { AuthActor } from '../../lib/auth.context';
import { i18n } from '../../lib/i18n';
import { modelInspector } from '../../lib/model-inspector';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { FormMessage } from '../../ui/form.view';
import { PhoneCodeStep, PhoneNumberForm } from '../../ui/phone-code.view';
import * as css from './account.css';

const notifyFailure = (_: unknown, params: { error: unknown }) => toastApiError(params.error, i18n.t);

type PhoneMachine = typeof phoneVerificationMachine;
interface PhoneViewProps {
  state: SnapshotFrom<PhoneMachine>;
  send: (event: EventFromLogic<PhoneMachine>) => void;
}

function PhoneVerified({ send }: PhoneViewProps) {
  const { t } = useTranslation('account');
  return (
    <div className={form.form}>
      <FormMessage error={{ key: 'account:phone.verified' }} tone="success" />
      <div className={form.actions}>
        <button type="button" className={button.secondary} onClick={() => send({ type: 'phone.edit' })}>
          {t('phone.change')}
        </button>
      </div>
    </div>
  );
}

function PhoneCode({ state, send }: PhoneViewProps) {
  const { t } = useTranslation('account');
  return (
    <PhoneCodeStep
      otp={state.children.otpFlow as ActorRefFrom<typeof otpMachine> | undefined}
      sentTo={t('phone.codeSentTo', { phone: state.context.phoneNumber })}
      otherNumber={t('phone.otherNumber')}
      onOtherNumber={() => send({ type: 'phone.edit' })}
    />
  );
}

function PhoneForm({ state, send }: PhoneViewProps) {
  const { t } = useTranslation('account');
  return (
    <PhoneNumberForm
      phoneNumber={state.context.phoneNumber}
      error={state.context.error}
      labels={{ field: t('phone.label'), hint: t('phone.hint'), submit: t('phone.sendCode') }}
      onChange={(value) => send({ type: 'phone.change', value })}
      onSubmit={() => send({ type: 'phone.submit' })}
    />
  );
}

/** The view of each state of the phone verification. */
const phoneViewOf: Record<StateValueFrom<PhoneMachine>, (props: PhoneViewProps) => React.JSX.Element> = {
  editing: PhoneForm,
  verifying: PhoneCode,
  verified: PhoneVerified,
};

function PhoneVerification({ current }: { current: string | null }) {
  const auth = AuthActor.useActorRef();
  const [state, send] = useMachine(
    phoneVerificationMachine.provide({
      actors: { otpFlow: otpMachine.provide({ actors: { sendCode: accountActors.sendPhoneCode, checkCode: accountActors.checkPhoneCode }, actions: { notifyFailure } }) },
      actions: { refreshProfile: () => auth.send({ type: 'profile.refresh' }) },
    }),
    { input: { phoneNumber: current }, ...(modelInspector ? { inspect: modelInspector } : {}) },
  );
  const View = phoneViewOf[state.value];
  return <View state={state} send={send} />;
}

export function ProfileDetailsSection() {
  const { t } = useTranslation('account');
  const profile = AuthActor.useSelector((s) => s.context.profile);
  if (!profile) return null;
  const identified = profile.status === 'identified';
  return (
    <div className={css.narrow}>
      <dl className={css.facts} data-testid="profile-facts">
        <dt className={css.factName}>{t('fields.name')}</dt>
        <dd className={css.factValue}>
          {profile.firstName} {profile.lastName}
        </dd>
        <dt className={css.factName}>{t('fields.email')}</dt>
        <dd className={css.factValue}>{profile.email}</dd>
        <dt className={css.factName}>{t('fields.phone')}</dt>
        <dd className={css.factValue}>{profile.phoneNumber ?? t('fields.noPhone')}</dd>
        <dt className={css.factName}>{t('fields.status')}</dt>
        <dd className={css.factValue}>
          <span className={identified ? css.identifiedBadge : css.notIdentifiedBadge}>{identified ? t('status.identified') : t('status.notIdentified')}</span>
        </dd>
      </dl>
      {identified ? null : <p>{t('identification.text')}</p>}
      <h3>{t('phone.title')}</h3>
      <PhoneVerification current={profile.phoneNumber} />
    </div>
  );
}
