import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { LendingProcessView, PackageDocumentView } from '../../../api/contract/lending-process';
import { otpCodeSchema, otpRules } from '../../../api/contract/otp';
import type { Language } from '../../../api/contract/validation';
import { formatNumber } from '../../lib/format';
import { openPdfInTab } from '../../lib/save-file';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { TextField } from '../../ui/form.view';
import * as css from './lending-process.css';
import { fetchPackageDocument, processActions, useProcessAction } from './process-api';
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

/**
 * The contract package: read each document, then sign them all with a one-time code before the
 * package expires; or cancel it, which rejects the application.
 */
export function PackagePanel({ view }: { view: LendingProcessView }) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  const me = view.people.find((person) => person.party === view.role);
  const [code, setCode] = useState('');
  const [codeIssue, setCodeIssue] = useState<{ key: string } | undefined>(undefined);
  const [cancelling, setCancelling] = useState(false);
  const send = useProcessAction(view.applicationId, () => processActions.sendSigningCode(view.applicationId));
  const sign = useProcessAction(view.applicationId, (value: string) => processActions.signPackage(view.applicationId, value));
  const reject = useProcessAction(view.applicationId, () => processActions.rejectPackage(view.applicationId));
  const documents = view.package?.documents ?? [];
  const signed = me?.packageSigned === true;
  return (
    <>
      <p>{t('package.lead')}</p>
      {view.package ? <p>{t('package.expires', { time: dateTime(view.package.expiresAt, lang) })}</p> : null}
      <ul className={css.documents} aria-label={t('package.documentsTitle')}>
        {documents.map((document) => (
          <DocumentRow key={document.id} applicationId={view.applicationId} document={document} />
        ))}
      </ul>
      {signed ? (
        <Waiting>{t('package.signed')}</Waiting>
      ) : (
        <>
          {send.isSuccess ? (
            <form
              className={form.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const parsed = v.safeParse(otpCodeSchema, code.trim());
                setCodeIssue(parsed.success ? undefined : { key: parsed.issues[0].message });
                if (parsed.success) sign.mutate(parsed.output);
              }}
            >
              <p role="status">{t('package.codeSent', { time: dateTime(send.data.expiresAt, lang) })}</p>
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
                <button type="submit" className={button.primary} disabled={sign.isPending} data-testid="process-sign">
                  {sign.isPending ? t('actions.sending') : t('package.sign')}
                </button>
                <button type="button" className={button.secondary} disabled={send.isPending} onClick={() => send.mutate()}>
                  {t('package.resend')}
                </button>
              </div>
            </form>
          ) : (
            <>
              <p>{t('package.beforeCode')}</p>
              <ActionRefusal error={send.error} />
              <div className={form.actions}>
                <button type="button" className={button.primary} disabled={send.isPending || documents.length === 0} onClick={() => send.mutate()} data-testid="process-send-code">
                  {send.isPending ? t('actions.sending') : t('package.sendCode')}
                </button>
              </div>
            </>
          )}
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
            onConfirm={() => reject.mutate(undefined, { onSuccess: () => setCancelling(false) })}
            pending={reject.isPending}
            error={reject.error}
          />
        </>
      )}
    </>
  );
}
