import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { ActorRefFrom, StateValueFrom } from 'xstate';
import type { LendingProcessView, PackageDocumentView } from '../../../api/contract/lending-process';
import { otpCodeSchema, otpRules } from '../../../api/contract/otp';
import type { Language } from '../../../api/contract/validation';
import { phoneVerificationMachine } from '../../../machines/account/phone-verification.machine';
import { otpMachine } from '../../../machines/otp/otp.machine';
import { accountActors } from '../../actors/account.actors';
import { toastApiError } from '../../lib/api-errors';
import { AuthActor } from '../../lib/auth.context';
import { formatNumber } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { modelInspector } from '../../lib/model-inspector';
import { useRepaymentSchedule } from '../../lib/queries/schedule.queries';
import { openPdfInTab } from '../../lib/save-file';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { TextField } from '../../ui/form.view';
import { RepaymentScheduleView } from '../../ui/loan-forms/repayment-schedule.view';
import { PhoneCodeStep, PhoneNumberForm } from '../../ui/phone-code.view';
import * as css from './lending-process.css';
import { fetchPackageDocument, packageQuery } from './process-api';
import { ProcessMachine, useProcessStep } from './process-machine';
import { ActionRefusal, ConfirmDialog, dateTime, Waiting } from './process-parts.view';

/** One document: its name, size and SHA-256 (what the signature signs), read as a PDF, and when this person signed it. */
function DocumentRow({ applicationId, document }: { applicationId: string; document: PackageDocumentView }) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  const [failed, setFailed] = useState<unknown>(null);
  const name = t(`package.documents.${document.kind}`);
  const read = () => {
    setFailed(null);
    openPdfInTab(() => fetchPackageDocument(applicationId, document.id), `${document.kind}.${document.language}.pdf`, setFailed);
  };
  return (
    <li className={css.document} data-testid="process-document">
      <strong>{name}</strong>
      <span className={css.muted}>{t('package.size', { size: formatNumber(Math.ceil(document.bytes / 1024), lang) })}</span>
      {document.signedAt ? <span className={css.done}>{t('package.signedAt', { time: dateTime(document.signedAt, lang) })}</span> : null}
      <div className={form.actions}>
        <button type="button" className={button.secondary} onClick={read} aria-label={t('package.readNamed', { name })}>
          {t('package.read')}
        </button>
      </div>
      <ActionRefusal error={failed} />
    </li>
  );
}

type PhoneMachine = typeof phoneVerificationMachine;
const notifyFailure = (_: unknown, params: { error: unknown }) => toastApiError(params.error, i18n.t);

/**
 * The phone the signing code goes to, confirmed on the card itself: the number (the one the person
 * gave in the application, to confirm or change), a code sent to it, the code typed. The profile's
 * phone verification does it (the same API and machine), so the number is saved in the profile too.
 */
function SigningPhone({ phoneNumber, onVerified }: { phoneNumber: string | null; onVerified: () => void }) {
  const { t } = useTranslation('lendingProcess');
  const [state, send] = useMachine(
    phoneVerificationMachine.provide({
      actors: { otpFlow: otpMachine.provide({ actors: { sendCode: accountActors.sendPhoneCode, checkCode: accountActors.checkPhoneCode }, actions: { notifyFailure } }) },
      actions: { refreshProfile: onVerified },
    }),
    { input: { phoneNumber }, ...(modelInspector ? { inspect: modelInspector } : {}) },
  );
  const views: Record<StateValueFrom<PhoneMachine>, () => React.JSX.Element> = {
    editing: () => (
      <PhoneNumberForm
        phoneNumber={state.context.phoneNumber}
        error={state.context.error}
        labels={{ field: t('package.phone.label'), hint: t('package.phone.hint'), submit: t('package.phone.send') }}
        onChange={(value) => send({ type: 'phone.change', value })}
        onSubmit={() => send({ type: 'phone.submit' })}
      />
    ),
    verifying: () => (
      <PhoneCodeStep
        otp={state.children.otpFlow as ActorRefFrom<typeof otpMachine> | undefined}
        sentTo={t('package.phone.codeSentTo', { phone: state.context.phoneNumber })}
        otherNumber={t('package.phone.otherNumber')}
        onOtherNumber={() => send({ type: 'phone.edit' })}
      />
    ),
    verified: () => <p role="status">{t('package.phone.confirmed', { phone: state.context.phoneNumber })}</p>,
  };
  return (
    <section className={css.signingPhone} aria-labelledby="process-signing-phone" data-testid="process-signing-phone" data-state={state.value}>
      <h3 id="process-signing-phone" className={css.subtitle}>
        {t('package.phone.title')}
      </h3>
      <p>{t('package.phone.lead')}</p>
      {views[state.value]()}
    </section>
  );
}

/** Asking for the signing code and signing with it; a wrong code says how many tries are left. */
function SigningCode({ phone, documentsReady }: { phone: string | null; documentsReady: boolean }) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  const [code, setCode] = useState('');
  const [codeIssue, setCodeIssue] = useState<{ key: string } | undefined>(undefined);
  const send = useProcessStep('signingCode.send');
  const sign = useProcessStep('package.sign');
  // Sent: until when the code holds (the machine is in codeSent, or signing with it).
  const codeExpiresAt = ProcessMachine.useSelector((state) => (state.matches({ following: { signing: 'codeSent' } }) || state.matches({ following: { signing: 'signing' } }) ? state.context.codeExpiresAt : null));
  const sendCode = () => send.send({ type: 'signingCode.send' });
  if (codeExpiresAt) {
    return (
      <form
        className={form.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = v.safeParse(otpCodeSchema, code.trim());
          setCodeIssue(parsed.success ? undefined : { key: parsed.issues[0].message });
          if (parsed.success) sign.send({ type: 'package.sign', code: parsed.output });
        }}
      >
        <p role="status">{t('package.codeSent', { time: dateTime(codeExpiresAt, lang) })}</p>
        <TextField
          label={t('package.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={otpRules.length}
          value={code}
          onValueChange={setCode}
          error={codeIssue}
          data-testid="process-signing-code"
        />
        <ActionRefusal error={sign.error} />
        <div className={form.actions}>
          <button type="submit" className={button.primary} disabled={sign.pending} data-testid="process-sign">
            {sign.pending ? t('actions.sending') : t('package.sign')}
          </button>
          <button
            type="button"
            className={button.secondary}
            disabled={send.pending}
            onClick={() => {
              setCode('');
              sendCode();
            }}
          >
            {t('package.resend')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <>
      <p>{t('package.beforeCode')}</p>
      {phone ? <p className={css.muted}>{t('package.codeGoesTo', { phone })}</p> : null}
      <ActionRefusal error={send.error} />
      <div className={form.actions}>
        <button type="button" className={button.primary} disabled={send.pending || !documentsReady} onClick={sendCode} data-testid="process-send-code">
          {send.pending ? t('actions.sending') : t('package.sendCode')}
        </button>
      </div>
    </>
  );
}

/**
 * The contract package: read each document and the repayment schedule, then sign them all with a
 * one-time code before the package expires (a phone not confirmed yet is confirmed on the card
 * first); or cancel it, which rejects the application.
 */
export function PackagePanel({ view }: { view: LendingProcessView }) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  const queryClient = useQueryClient();
  const auth = AuthActor.useActorRef();
  const me = view.people.find((person) => person.reader);
  const [cancelling, setCancelling] = useState(false);
  // The server's refusal of the code for want of a confirmed phone, until the card confirmed one.
  const phoneRefused = ProcessMachine.useSelector((state) => state.matches({ following: { signing: 'phoneNeeded' } }));
  const reject = useProcessStep('package.reject', () => setCancelling(false));
  const signed = me?.packageSigned === true;
  const packageView = useQuery({ ...packageQuery(view.applicationId), enabled: !signed });
  const documents = view.package?.documents ?? [];
  const signingPhone = packageView.data?.signingPhone;
  const needsPhone = phoneRefused || signingPhone?.verified === false;
  const phoneVerified = () => {
    reject.send({ type: 'phone.verified' });
    auth.send({ type: 'profile.refresh' });
    void queryClient.invalidateQueries({ queryKey: packageQuery(view.applicationId).queryKey });
  };
  return (
    <>
      <p>{t('package.lead')}</p>
      {view.package ? <p>{t('package.expires', { time: dateTime(view.package.expiresAt, lang) })}</p> : null}
      <ul className={css.documents} aria-label={t('package.documentsTitle')}>
        {documents.map((document) => (
          <DocumentRow key={document.id} applicationId={view.applicationId} document={document} />
        ))}
      </ul>
      <RepaymentScheduleView {...useRepaymentSchedule(view.applicationId)} collapsed testId="process-schedule" />
      {signed ? (
        <Waiting>{t('package.signed')}</Waiting>
      ) : (
        <>
          {/* Which of the two is known once the package view has come (a failed read leaves it to the server's answer). */}
          {packageView.isPending ? null : needsPhone ? (
            <SigningPhone phoneNumber={signingPhone?.phoneNumber ?? null} onVerified={phoneVerified} />
          ) : (
            <SigningCode phone={signingPhone?.verified ? signingPhone.phoneNumber : null} documentsReady={documents.length > 0} />
          )}
          {packageView.isError ? <ActionRefusal error={packageView.error} /> : null}
          <div className={form.actions}>
            <button type="button" className={button.ghost} onClick={() => setCancelling(true)}>
              {t('package.cancel')}
            </button>
          </div>
          <ConfirmDialog
            open={cancelling}
            onOpenChange={setCancelling}
            title={t('package.cancelDialog.title')}
            body={t('package.cancelDialog.body')}
            confirmLabel={t('package.cancelDialog.confirm')}
            onConfirm={() => reject.send({ type: 'package.reject' })}
            pending={reject.pending}
            error={reject.error}
          />
        </>
      )}
    </>
  );
}
