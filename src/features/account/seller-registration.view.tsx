import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, EventFromLogic, SnapshotFrom, StateValueFrom } from 'xstate';
import { sellerUserTypes } from '../../../api/contract/private-seller';
import { otpMachine } from '../../../machines/otp/otp.machine';
import { sellerRegistrationMachine } from '../../../machines/private-seller/seller-registration.machine';
import { privateSellerActors } from '../../actors/private-seller.actors';
import { toastApiError } from '../../lib/api-errors';
import { i18n } from '../../lib/i18n';
import { modelInspector } from '../../lib/model-inspector';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/dialog.view';
import * as form from '../../ui/form.css';
import { FormMessage } from '../../ui/form.view';
import { IdentityDocumentFields } from '../../ui/identity-document-fields.view';
import { PhoneCodeStep, PhoneNumberForm } from '../../ui/phone-code.view';
import * as css from './seller.css';

const notifyFailure = (_: unknown, params: { error: unknown }) => toastApiError(params.error, i18n.t);

type Machine = typeof sellerRegistrationMachine;
interface ViewProps {
  state: SnapshotFrom<Machine>;
  send: (event: EventFromLogic<Machine>) => void;
}

function Loading() {
  const { t } = useTranslation('seller');
  return <p role="status">{t('registration.loading')}</p>;
}

function TechnicalIssue({ send }: ViewProps) {
  const { t } = useTranslation('seller');
  return (
    <div className={css.panel}>
      <FormMessage error={{ key: 'seller:registration.failed' }} />
      <div className={form.actions}>
        <button type="button" className={button.secondary} onClick={() => send({ type: 'flow.retry' })}>
          {t('registration.retry')}
        </button>
      </div>
    </div>
  );
}

/** The identification step: who the person is (an individual), their social card and identity document. */
function IdentificationStep({ state, send }: ViewProps) {
  const { t } = useTranslation('seller');
  const { form: typed, errors, notice, phoneVerified } = state.context;
  const busy = state.hasTag('busy');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'identification.submit' });
  };
  return (
    <form className={css.panel} onSubmit={submit} noValidate aria-busy={busy} data-testid="seller-identification">
      <h3 className={css.stepTitle}>{t('registration.title')}</h3>
      <p className={css.lead}>{t('registration.lead')}</p>
      {notice ? <FormMessage error={{ key: notice }} /> : null}
      <fieldset className={css.choices}>
        <legend className={form.label}>{t('registration.userType')}</legend>
        {sellerUserTypes.map((type) => (
          <label key={type} className={css.choice}>
            <input type="radio" name="userType" value={type} checked={typed.userType === type} onChange={() => send({ type: 'identification.change', field: 'userType', value: type })} />
            <span>{t(`registration.userTypes.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      <IdentityDocumentFields values={typed} errors={errors} onChange={(field, value) => send({ type: 'identification.change', field, value })} />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t('registration.checking') : phoneVerified ? t('registration.check') : t('registration.continue')}
        </button>
      </div>
    </form>
  );
}

/** A user type the bank does not register, or a person the registry says it cannot: the reason and the way on. */
function RefusedStep({ state, send }: ViewProps) {
  const { t } = useTranslation('seller');
  const refusal = state.context.refusal;
  const userType = refusal?.params?.userType;
  const text = refusal?.reason === 'USER_TYPE_REFUSED' && typeof userType === 'string' ? t(`registration.refusedType.${userType}`) : t(`errors:PRIVATE_SELLER.${refusal?.reason ?? 'USER_TYPE_REFUSED'}`, refusal?.params ?? {});
  return (
    <div className={css.panel} data-testid="seller-refused">
      <h3 className={css.stepTitle}>{t('registration.refusedTitle')}</h3>
      <p role="alert">{text}</p>
      <div className={form.actions}>
        <button type="button" className={button.secondary} onClick={() => send({ type: 'refusal.back' })}>
          {t('registration.back')}
        </button>
      </div>
    </div>
  );
}

function PhoneEntry({ state, send }: ViewProps) {
  const { t } = useTranslation('seller');
  return (
    <PhoneNumberForm
      phoneNumber={state.context.phoneNumber}
      error={state.context.phoneError}
      notice={state.context.notice ? { key: state.context.notice } : undefined}
      labels={{ field: t('registration.phone'), hint: t('registration.phoneHint'), submit: t('registration.sendCode') }}
      onChange={(value) => send({ type: 'phone.change', value })}
      onSubmit={() => send({ type: 'phone.submit' })}
    />
  );
}

function CodeEntry({ state, send }: ViewProps) {
  const { t } = useTranslation('seller');
  return (
    <PhoneCodeStep
      otp={state.children.otpFlow as ActorRefFrom<typeof otpMachine> | undefined}
      sentTo={t('registration.codeSentTo', { phone: state.context.phoneNumber })}
      otherNumber={t('registration.otherNumber')}
      onOtherNumber={() => send({ type: 'phone.edit' })}
    />
  );
}

/** The code step, a modal over the identification (spec section 4: "closes the OTP modal and reopens the identification"). */
function CodeDialog(props: ViewProps) {
  const { t } = useTranslation('seller');
  const entering = props.state.matches('phoneEntry');
  return (
    <>
      <IdentificationStep {...props} />
      <Modal open onOpenChange={(open) => (open ? undefined : props.send({ type: 'otp.close' }))} title={t('registration.codeTitle')} description={t('registration.codeLead')}>
        {entering ? <PhoneEntry {...props} /> : <CodeEntry {...props} />}
      </Modal>
    </>
  );
}

const viewOf: Record<Exclude<StateValueFrom<Machine>, 'registered'>, (props: ViewProps) => React.JSX.Element> = {
  loading: Loading,
  identification: IdentificationStep,
  refused: RefusedStep,
  phoneEntry: CodeDialog,
  verifyingPhone: CodeDialog,
  // The check runs with the identification on screen, its button busy.
  checking: IdentificationStep,
  technicalIssue: TechnicalIssue,
};

/**
 * Registration as a private seller (machines/private-seller): until it ends, the section shows its
 * steps; once the person is a private seller, `children` (their listings).
 */
export function SellerRegistration({ phoneNumber, onRegistered, children }: { phoneNumber: string | null; onRegistered: () => void; children: React.ReactNode }) {
  const [state, send] = useMachine(
    sellerRegistrationMachine.provide({
      actors: {
        loadStatus: privateSellerActors.loadStatus,
        checkSeller: privateSellerActors.checkSeller,
        otpFlow: otpMachine.provide({ actors: { sendCode: privateSellerActors.sendCode, checkCode: privateSellerActors.checkCode }, actions: { notifyFailure } }),
      },
      actions: { notifyFailure, refreshStatus: onRegistered },
    }),
    { input: { phoneNumber }, ...(modelInspector ? { inspect: modelInspector } : {}) },
  );
  if (state.value === 'registered') return <>{children}</>;
  const View = viewOf[state.value];
  return <View state={state} send={send} />;
}
