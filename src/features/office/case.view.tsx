import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import type { Currency } from '../../../api/contract/calculations/money';
import type { LendingPartyName } from '../../../api/contract/lending-process';
import { officeCaseDecisionSchema, type OfficeCase, type OfficeCaseDecision } from '../../../api/contract/office-cases';
import { refusalReasons, reviewDocuments, type RefusalReason } from '../../../api/contract/prequal';
import type { Language } from '../../../api/contract/validation';
import { fieldErrors, type FieldError } from '../../../machines/form';
import { apiErrorMessage } from '../../lib/api-errors';
import { formatMoney } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as formCss from '../../ui/form.css';
import { TextField } from '../../ui/form.view';
import { officeApi, officeKey, useOfficeAction } from './office-client';
import { OfficeConfirm, type ConfirmedFact } from './office-confirm.view';
import { OfficePicture } from './office-picture.view';
import { dateTime, shortNumber } from './office-format';
import { OfficeNotice, useOfficeNotice } from './office-notice.view';
import * as css from './office.css';

const path = (applicationId: string) => ({ params: { path: { applicationId } } });

/** One case as the credit officer works on it: take it, read it, decide it. */
export function CaseView({ applicationId, onBack }: { applicationId: string; onBack: () => void }) {
  const { t, i18n } = useTranslation(['office', 'loan']);
  const lang = i18n.language as Language;
  const opened = useQuery({
    queryKey: [...officeKey, 'case', applicationId, lang],
    queryFn: () => unwrap(officeApi.GET('/api/office/cases/{applicationId}', { ...path(applicationId), headers: { 'Accept-Language': lang } })),
    meta: { handlesErrors: true },
  });
  const { notice, report: act } = useOfficeNotice();
  const claim = useOfficeAction(() => unwrap(officeApi.POST('/api/office/cases/{applicationId}/claim', path(applicationId))));
  const release = useOfficeAction(() => unwrap(officeApi.DELETE('/api/office/cases/{applicationId}/claim', path(applicationId))));
  const decide = useOfficeAction((decision: OfficeCaseDecision) => unwrap(officeApi.POST('/api/office/cases/{applicationId}/decisions', { ...path(applicationId), body: decision })));

  const item = opened.data;
  return (
    <section className={css.panel} aria-labelledby="case-title">
      <p>
        <button type="button" className={button.ghost} onClick={onBack}>
          {t('case.back')}
        </button>
      </p>
      {opened.isError ? <p className={css.alert} role="alert">{apiErrorMessage(opened.error, t).message}</p> : null}
      {item ? (
        <>
          <h2 id="case-title">{t('case.title', { name: item.applicantName })}</h2>
          <p className={css.muted}>{t('case.number', { number: shortNumber(item.applicationId) })}</p>
          <p className={css.muted} data-testid="case-status">
            {t(`loan:status.${item.status}`)}
            {item.kind && t(`caseKind.${item.kind}`) !== t(`loan:status.${item.status}`) ? ` · ${t(`caseKind.${item.kind}`)}` : ''}
          </p>
          <ClaimBar item={item} lang={lang} busy={claim.isPending || release.isPending} onClaim={() => act(claim.mutateAsync(undefined), 'claim.taken')} onRelease={() => act(release.mutateAsync(undefined), 'claim.released')} />
          <OfficeNotice notice={notice} />
          {item.claim?.mine && item.decisions.length > 0 ? <Decisions key={item.reviewDocuments.join()} item={item} lang={lang} busy={decide.isPending} onDecide={(decision) => act(decide.mutateAsync(decision), 'decision.saved')} /> : null}
          <CaseFacts item={item} lang={lang} />
        </>
      ) : opened.isPending ? (
        <p>{t('loading')}</p>
      ) : null}
    </section>
  );
}

function ClaimBar({ item, lang, busy, onClaim, onRelease }: { item: OfficeCase; lang: Language; busy: boolean; onClaim: () => void; onRelease: () => void }) {
  const { t } = useTranslation('office');
  if (item.kind === null) return <p>{t('case.notWaiting')}</p>;
  if (item.claim?.mine) {
    return (
      <p className={formCss.actions}>
        <span>{t('claim.mine', { until: dateTime(item.claim.expiresAt, lang) })}</span>
        <button type="button" className={button.secondary} onClick={onRelease} disabled={busy}>
          {t('claim.release')}
        </button>
      </p>
    );
  }
  return (
    <p className={formCss.actions}>
      {item.claim ? <span>{t('claim.other', { name: item.claim.staffName, until: dateTime(item.claim.expiresAt, lang) })}</span> : null}
      <button type="button" className={button.primary} onClick={onClaim} disabled={busy || item.claim !== null}>
        {t('claim.take')}
      </button>
    </p>
  );
}

/** A decision waiting for the officer's yes in the confirmation dialog. */
type PendingDecision = OfficeCaseDecision | null;

/** The decisions the case's state takes now; the server decides again with the chart. Each one is confirmed first. */
function Decisions({ item, lang, busy, onDecide }: { item: OfficeCase; lang: Language; busy: boolean; onDecide: (decision: OfficeCaseDecision) => Promise<unknown> }) {
  const { t } = useTranslation('office');
  const currency = (item.loanInfo?.currency as Currency | undefined) ?? 'AMD';
  const requested = Number(item.loanInfo?.amount ?? 0);
  const [amount, setAmount] = useState(String(requested));
  const [amountError, setAmountError] = useState<FieldError | undefined>(undefined);
  const [reason, setReason] = useState<RefusalReason>('creditHistory');
  const [documents, setDocuments] = useState<string[]>(item.reviewDocuments);
  const [pending, setPending] = useState<PendingDecision>(null);
  const ask = (decision: OfficeCaseDecision) => (event: FormEvent) => {
    event.preventDefault();
    setPending(decision);
  };
  const askApproval = (event: FormEvent) => {
    event.preventDefault();
    const digits = amount.replace(/\D/g, '');
    const decision = { decision: 'approve' as const, amount: digits ? Number(digits) : Number.NaN };
    // The contract's own check, then the rule the server holds: at most the amount asked for.
    const error = fieldErrors<'amount'>(officeCaseDecisionSchema, decision).amount ?? (decision.amount > requested ? { key: 'errors:OFFICE.AMOUNT_ABOVE_REQUESTED', params: { max: formatMoney(requested, currency, lang) } } : undefined);
    setAmountError(error);
    if (!error) setPending(decision);
  };
  const has = (decision: OfficeCase['decisions'][number]) => item.decisions.includes(decision);
  return (
    <div className={css.columns}>
      {has('approve') ? (
        <form className={css.fieldset} onSubmit={askApproval} noValidate>
          <h3>{t('decision.approveTitle')}</h3>
          <TextField label={t('decision.amount')} inputMode="numeric" value={amount} onValueChange={setAmount} error={amountError} hint={t('decision.amountHint', { amount: formatMoney(requested, currency, lang) })} />
          <button type="submit" className={button.primary} disabled={busy}>
            {t('decision.approve')}
          </button>
        </form>
      ) : null}
      {has('reject') ? (
        <form className={css.fieldset} onSubmit={ask({ decision: 'reject', reason })}>
          <h3>{t('decision.rejectTitle')}</h3>
          <label htmlFor="reject-reason">{t('decision.reason')}</label>
          <select id="reject-reason" className={css.select} value={reason} onChange={(event) => setReason(event.target.value as RefusalReason)}>
            {refusalReasons.map((value) => (
              <option key={value} value={value}>
                {t(`refusalReason.${value}`)}
              </option>
            ))}
          </select>
          <button type="submit" className={button.secondary} disabled={busy}>
            {t('decision.reject')}
          </button>
        </form>
      ) : null}
      {has('requestDocuments') ? (
        <form className={css.fieldset} onSubmit={ask({ decision: 'requestDocuments', documents: documents as OfficeCase['reviewDocuments'] })}>
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{t('decision.documentsTitle')}</legend>
            {reviewDocuments.map((document) => (
              <label key={document} className={formCss.checkboxRow}>
                <input
                  type="checkbox"
                  className={formCss.checkbox}
                  checked={documents.includes(document)}
                  onChange={(event) => setDocuments(event.target.checked ? [...documents, document] : documents.filter((name) => name !== document))}
                />
                {t(`reviewDocument.${document}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={button.secondary} disabled={busy || documents.length === 0}>
            {t('decision.requestDocuments')}
          </button>
        </form>
      ) : null}
      {item.manualIdentification.map((party: LendingPartyName) => (
        <div key={party} className={css.fieldset}>
          <h3>{t('decision.identificationTitle', { party: t(`party.${party}`) })}</h3>
          <p className={formCss.actions}>
            <button type="button" className={button.primary} disabled={busy} onClick={() => setPending({ decision: 'identificationPassed', party })}>
              {t('decision.identificationPassed')}
            </button>
            {has('identificationFailed') ? (
              <button type="button" className={button.secondary} disabled={busy} onClick={() => setPending({ decision: 'identificationFailed', party })}>
                {t('decision.identificationFailed')}
              </button>
            ) : null}
          </p>
        </div>
      ))}
      <DecisionConfirm item={item} lang={lang} decision={pending} onConfirm={(decision) => onDecide(decision)} onClose={() => setPending(null)} />
    </div>
  );
}

/** A person's name as the server gives it. */
const partyName = (item: OfficeCase, party: LendingPartyName) => item.people.find((person) => person.party === party)?.name ?? '';

/**
 * The confirmation of a decision: the application (whose, its number), the loan asked for, and the
 * decision with what it carries (the amount lent, the reason, the documents, the person identified).
 */
function DecisionConfirm({ item, lang, decision, onConfirm, onClose }: { item: OfficeCase; lang: Language; decision: PendingDecision; onConfirm: (decision: OfficeCaseDecision) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation('office');
  const info = item.loanInfo as { amount?: number; currency?: Currency; termMonths?: number } | null;
  const currency = info?.currency ?? 'AMD';
  // The last decision asked stays drawn while the dialog closes.
  const [shown, setShown] = useState<OfficeCaseDecision | null>(decision);
  if (decision && decision !== shown) setShown(decision);
  const facts: ConfirmedFact[] = [
    [t('confirm.application'), t('confirm.applicationOf', { name: item.applicantName, number: shortNumber(item.applicationId) })],
    ...(info?.amount !== undefined ? ([[t('case.amount'), `${formatMoney(info.amount, currency, lang)} · ${t('case.months', { count: info.termMonths ?? 0 })}`]] as const) : []),
  ];
  let title = '';
  let outcome = '';
  let confirmLabel = '';
  if (shown) {
    switch (shown.decision) {
      case 'approve':
        title = t('confirm.approveTitle');
        outcome = t('confirm.approveOutcome', { amount: formatMoney(shown.amount, currency, lang) });
        confirmLabel = t('confirm.approve');
        break;
      case 'reject':
        title = t('confirm.rejectTitle');
        outcome = t('confirm.rejectOutcome', { reason: t(`refusalReason.${shown.reason}`) });
        confirmLabel = t('confirm.reject');
        break;
      case 'requestDocuments':
        title = t('confirm.documentsTitle');
        outcome = t('confirm.documentsOutcome', { documents: shown.documents.map((document) => t(`reviewDocument.${document}`)).join(', ') });
        confirmLabel = t('confirm.requestDocuments');
        break;
      case 'identificationPassed':
        title = t('confirm.identificationPassedTitle');
        outcome = t('confirm.identificationPassedOutcome', { party: t(`party.${shown.party}`), name: partyName(item, shown.party) });
        confirmLabel = t('confirm.identificationPassed');
        break;
      case 'identificationFailed':
        title = t('confirm.identificationFailedTitle');
        outcome = t('confirm.identificationFailedOutcome', { party: t(`party.${shown.party}`), name: partyName(item, shown.party) });
        confirmLabel = t('confirm.identificationFailed');
        break;
    }
  }
  return (
    <OfficeConfirm
      open={decision !== null}
      title={title}
      lead={t('confirm.decisionLead')}
      facts={[...facts, [t('confirm.decision'), <strong key="outcome">{outcome}</strong>]]}
      confirmLabel={confirmLabel}
      onConfirm={() => (shown ? onConfirm(shown) : Promise.resolve())}
      onCancel={onClose}
    />
  );
}

const personFields = ['firstName', 'lastName', 'middleName', 'birthDate', 'socialCardNumber', 'documentType', 'documentNumber', 'maritalStatus', 'monthlyIncomeTax', 'phoneNumber', 'email'] as const;

/** What the officer reads: the loan, each person's data beside the registries' answers, the documents, the log. */
function CaseFacts({ item, lang }: { item: OfficeCase; lang: Language }) {
  const { t } = useTranslation(['office', 'loan']);
  const info = item.loanInfo as { amount?: number; currency?: Currency; termMonths?: number; repaymentType?: string; reason?: string } | null;
  const currency = info?.currency ?? 'AMD';
  // The saved data's words (a document type, a marital status) in the page's language; the rest as given.
  const factText = (field: string, value: unknown) => {
    if (field === 'documentType') return t(`loan:documentTypes.${String(value)}`);
    if (field === 'maritalStatus') return t(`loan:applicant.marital.${String(value)}`);
    if (field === 'monthlyIncomeTax') return formatMoney(Number(value), 'AMD', lang);
    return String(value);
  };
  return (
    <>
      <h3>{t('case.loan')}</h3>
      <dl className={css.facts}>
        <dt className={css.factName}>{t('case.price')}</dt>
        <dd className={css.factValue}>{formatMoney(item.price, 'AMD', lang)}</dd>
        {info?.amount !== undefined ? (
          <>
            <dt className={css.factName}>{t('case.amount')}</dt>
            <dd className={css.factValue}>{formatMoney(info.amount, currency, lang)}</dd>
            <dt className={css.factName}>{t('case.term')}</dt>
            <dd className={css.factValue}>{t('case.months', { count: info.termMonths ?? 0 })}</dd>
          </>
        ) : null}
        {item.reviewDocuments.length > 0 ? (
          <>
            <dt className={css.factName}>{t('case.reviewDocuments')}</dt>
            <dd className={css.factValue}>{item.reviewDocuments.map((document) => t(`reviewDocument.${document}`)).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <div className={css.columns}>
        {item.people.map((person) => (
          <div key={person.party} className={css.fieldset}>
            <h3 className={css.capitalized}>{t(`party.${person.party}`)}</h3>
            <dl className={css.facts}>
              {personFields
                .filter((field) => person.data?.[field] !== undefined)
                .map((field) => (
                  <PersonFact key={field} name={t(`person.${field}`)} value={factText(field, person.data?.[field])} />
                ))}
              {person.identification ? <PersonFact name={t('person.identification')} value={t(`identification.${person.identification}`)} /> : null}
            </dl>
            <h4>{t('registry.title')}</h4>
            {person.registry.answer === 'found' ? (
              <dl className={css.facts}>
                <PersonFact name={t('person.fullName')} value={`${String(person.registry.person.firstName)} ${String(person.registry.person.lastName)}`} />
                <PersonFact name={t('person.birthDate')} value={String(person.registry.person.birthDate)} />
                <PersonFact name={t('registry.citizenship')} value={String(person.registry.person.citizenship)} />
                <PersonFact name={t('person.maritalStatus')} value={factText('maritalStatus', person.registry.person.maritalStatus)} />
              </dl>
            ) : (
              <p className={css.muted}>{t(`registry.${person.registry.answer}`)}</p>
            )}
            <h4>{t('credit.title')}</h4>
            {person.credit.answer === 'found' ? (
              <dl className={css.facts}>
                <PersonFact name={t('credit.score')} value={String(person.credit.report.score)} />
                <PersonFact name={t('credit.income')} value={formatMoney(person.credit.report.monthlyIncome, 'AMD', lang)} />
                <PersonFact name={t('credit.obligations')} value={formatMoney(person.credit.report.monthlyObligations, 'AMD', lang)} />
              </dl>
            ) : (
              <p className={css.muted}>{t('registry.unavailable')}</p>
            )}
          </div>
        ))}
      </div>
      {item.documents.length > 0 ? (
        <>
          <h3>{t('case.documents')}</h3>
          <div className={css.columns}>
            {item.documents.map((document) => (
              <OfficePicture key={document.url} url={document.url} label={t('case.picture', { owner: t(`documentOwner.${document.owner}`), kind: t(`pictureKind.${document.kind}`) })} />
            ))}
          </div>
        </>
      ) : null}
      <h3>{t('case.log')}</h3>
      <ol className={css.log}>
        {item.events.map((event) => (
          <li key={event.seq}>
            {dateTime(event.at, lang)} · {t(`caseEvent.${event.type}`, { defaultValue: event.type })} · {t(`actorKind.${event.actorKind}`)} · {t(`loan:status.${event.toStatus}`, { defaultValue: event.toStatus })}
          </li>
        ))}
      </ol>
    </>
  );
}

function PersonFact({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt className={css.factName}>{name}</dt>
      <dd className={css.factValue}>{value}</dd>
    </>
  );
}

