import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import type { NotaryPackage, NotaryWorkspace } from '../../../api/contract/office-workspaces';
import type { Language } from '../../../api/contract/validation';
import { apiErrorMessage } from '../../lib/api-errors';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { openPdfInTab } from '../../lib/save-file';
import { button } from '../../ui/button.css';
import * as formCss from '../../ui/form.css';
import { officeApi, officeKey, readOfficeToken, useOfficeAction } from './office-client';
import { OfficeConfirm, type ConfirmedFact } from './office-confirm.view';
import { dateTime, shortNumber } from './office-format';
import { OfficeNotice, useOfficeNotice } from './office-notice.view';
import * as css from './office.css';

type Step = 'checked' | 'available';

/** The free hours by day, in the page's language: a day, then its hours. */
function freeByDay(slots: readonly string[], lang: Language): [string, string[]][] {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = formatDate(slot, lang, { dateStyle: 'medium' });
    days.set(day, [...(days.get(day) ?? []), formatDate(slot, lang, { timeStyle: 'short' })]);
  }
  return [...days];
}

/** The notary's workspace: the packages the bank sent, the appointments and the free hours. */
export function NotaryView() {
  const { t, i18n } = useTranslation(['office', 'loan']);
  const lang = i18n.language as Language;
  const workspace = useQuery({ queryKey: [...officeKey, 'notary', lang], queryFn: () => unwrap(officeApi.GET('/api/office/notary', { headers: { 'Accept-Language': lang } })), refetchInterval: 20_000, meta: { handlesErrors: true } });
  const { notice, report } = useOfficeNotice();
  const step = useOfficeAction((input: { applicationId: string; step: Step }) =>
    unwrap(officeApi.POST('/api/office/notary/packages/{applicationId}', { params: { path: { applicationId: input.applicationId } }, body: { step: input.step } })),
  );
  const [asked, setAsked] = useState<{ entry: NotaryPackage; step: Step } | null>(null);
  const take = (applicationId: string, next: Step) => report(step.mutateAsync({ applicationId, step: next }), `notary.${next}Done`);
  const data = workspace.data;
  return (
    <>
      {data ? (
        <p className={css.muted} data-testid="notary-office">
          {t('notary.office', { name: data.office.name, address: data.office.address })}
        </p>
      ) : null}
      {workspace.isError ? <p className={css.alert} role="alert">{t('loadFailed')}</p> : null}
      <OfficeNotice notice={notice} />
      <section className={css.panel} aria-labelledby="packages-title">
        <h2 id="packages-title">{t('notary.packagesTitle')}</h2>
        <p className={css.muted}>{t('notary.packagesLead')}</p>
        {data?.packages.length === 0 ? <p>{t('notary.noPackages')}</p> : null}
        <ul className={css.list}>
          {data?.packages.map((entry) => (
            <li key={entry.applicationId} className={css.packageCard} data-testid="notary-package">
              <PackageFacts entry={entry} office={data.office} lang={lang} />
              <p className={formCss.actions}>
                {entry.nextStep === 'checked' ? (
                  <button type="button" className={button.primary} disabled={step.isPending} onClick={() => setAsked({ entry, step: 'checked' })}>
                    {t('notary.markChecked')}
                  </button>
                ) : (
                  <button type="button" className={button.primary} disabled={step.isPending} onClick={() => setAsked({ entry, step: 'available' })}>
                    {t('notary.makeAvailable')}
                  </button>
                )}
              </p>
            </li>
          ))}
        </ul>
        {data ? <StepConfirm asked={asked} office={data.office} lang={lang} onConfirm={(entry, next) => take(entry.applicationId, next)} onClose={() => setAsked(null)} /> : null}
      </section>
      <section className={css.panel} aria-labelledby="appointments-title">
        <h2 id="appointments-title">{t('notary.appointmentsTitle')}</h2>
        {data?.appointments.length === 0 ? <p>{t('notary.noAppointments')}</p> : null}
        <ul className={css.list}>
          {data?.appointments.map((entry) => (
            <li key={`${entry.applicationId}-${entry.slotAt}`} className={css.muted}>
              {dateTime(entry.slotAt, lang)} · {entry.applicantName} · {t(`notary.appointment.${entry.status}`, { defaultValue: entry.status })}
            </li>
          ))}
        </ul>
        <h3>{t('notary.freeTitle')}</h3>
        <ul className={css.list}>
          {freeByDay(data?.freeSlots ?? [], lang).map(([day, times]) => (
            <li key={day} className={css.muted}>
              <strong>{day}</strong>: {times.join(', ')}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** A person's part in the loan, and the co-borrower's relationship to the borrower. */
function usePersonRole() {
  const { t } = useTranslation('office');
  return (person: NotaryPackage['people'][number]) => (person.relationship ? t('notary.roleWith', { role: t(`notary.role.${person.role}`), relationship: t(`notary.relationship.${person.relationship}`) }) : t(`notary.role.${person.role}`));
}

/** The loan the bank approved, in a line: the amount, the term and the monthly payment. */
function useLoanLine() {
  const { t } = useTranslation('office');
  return (loan: NonNullable<NotaryPackage['loan']>, lang: Language) =>
    t('notary.loanLine', { amount: formatMoney(loan.amount, loan.currency, lang), term: t('case.months', { count: loan.termMonths }), payment: formatMoney(loan.monthlyPayment, loan.currency, lang) });
}

/** What the notary checks in one package: the people, the home, the loan, the appointment and the documents. */
function PackageFacts({ entry, office, lang }: { entry: NotaryPackage; office: NotaryWorkspace['office']; lang: Language }) {
  const { t } = useTranslation(['office', 'loan']);
  const roleOf = usePersonRole();
  const loanLine = useLoanLine();
  return (
    <>
      <h3 className={css.rowTitle}>{t('notary.packageOf', { name: entry.people[0]?.name ?? entry.applicantName, number: shortNumber(entry.applicationId) })}</h3>
      <p className={css.muted}>{t(`loan:status.${entry.status}`)}</p>
      <dl className={css.facts}>
        {entry.people.map((person) => (
          <Fact key={person.party} name={roleOf(person)} value={person.name} />
        ))}
        {entry.property ? <Fact name={t('notary.home')} value={[entry.property.title, entry.property.address].filter(Boolean).join(', ')} /> : null}
        {entry.loan ? <Fact name={t('notary.loan')} value={loanLine(entry.loan, lang)} /> : null}
        <Fact name={t('notary.appointmentLabel')} value={entry.slotAt ? t('notary.appointmentWhere', { at: dateTime(entry.slotAt, lang), office: office.name, address: office.address }) : t('notary.noTime')} />
      </dl>
      <h4>{t('notary.documentsTitle')}</h4>
      {entry.documents.length === 0 ? <p className={css.muted}>{t('notary.noDocuments')}</p> : null}
      <ul className={css.documentList} aria-label={t('notary.documentsOf', { name: entry.people[0]?.name ?? entry.applicantName })}>
        {entry.documents.map((document) => (
          <PackageDocument key={document.id} document={document} lang={lang} />
        ))}
      </ul>
    </>
  );
}

function Fact({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt className={css.factName}>{name}</dt>
      <dd className={css.factValue}>{value}</dd>
    </>
  );
}

/** One PDF of the package: it needs the office's token, so it is fetched and opened from an object URL. */
function PackageDocument({ document, lang }: { document: NotaryPackage['documents'][number]; lang: Language }) {
  const { t } = useTranslation('office');
  const [failed, setFailed] = useState<unknown>(null);
  const name = t(`notary.documentKind.${document.kind}`);
  const open = () => {
    setFailed(null);
    const load = () =>
      fetch(document.url, { headers: { Authorization: `Bearer ${readOfficeToken() ?? ''}`, 'Accept-Language': lang } }).then((response) =>
        response.ok ? response.blob() : Promise.reject(new Error(String(response.status))),
      );
    openPdfInTab(load, `${document.kind}.${document.language}.pdf`, setFailed);
  };
  return (
    <li className={css.documentRow} data-testid="notary-document">
      <span>
        <strong>{name}</strong>{' '}
        <span className={css.muted}>{t('notary.documentSize', { language: t(`content.language.${document.language}`), size: formatNumber(Math.ceil(document.bytes / 1024), lang) })}</span>
      </span>
      <button type="button" className={button.secondary} onClick={open} aria-label={t('notary.openNamed', { name })}>
        {t('notary.open')}
      </button>
      {failed ? (
        <p className={css.alert} role="alert">
          {apiErrorMessage(failed, t).message}
        </p>
      ) : null}
    </li>
  );
}

/** The notary's yes before a step: what they confirm, of which package, for which appointment. */
function StepConfirm({ asked, office, lang, onConfirm, onClose }: { asked: { entry: NotaryPackage; step: Step } | null; office: NotaryWorkspace['office']; lang: Language; onConfirm: (entry: NotaryPackage, step: Step) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation('office');
  const roleOf = usePersonRole();
  const loanLine = useLoanLine();
  // The last package asked about stays drawn while the dialog closes.
  const [shown, setShown] = useState(asked);
  if (asked && asked !== shown) setShown(asked);
  const entry = shown?.entry;
  const facts: ConfirmedFact[] = entry
    ? [
        ...entry.people.map((person): ConfirmedFact => [roleOf(person), person.name]),
        ...(entry.property ? [[t('notary.home'), [entry.property.title, entry.property.address].filter(Boolean).join(', ')] as const] : []),
        ...(entry.loan ? [[t('notary.loan'), loanLine(entry.loan, lang)] as const] : []),
        [t('notary.documentsTitle'), entry.documents.map((document) => t(`notary.documentKind.${document.kind}`)).join(', ') || t('notary.noDocuments')],
        [t('notary.appointmentLabel'), entry.slotAt ? t('notary.appointmentWhere', { at: dateTime(entry.slotAt, lang), office: office.name, address: office.address }) : t('notary.noTime')],
      ]
    : [];
  const next = shown?.step ?? 'checked';
  return (
    <OfficeConfirm
      open={asked !== null}
      title={t(`notary.confirm.${next}Title`)}
      lead={t(`notary.confirm.${next}Lead`, { number: entry ? shortNumber(entry.applicationId) : '' })}
      facts={facts}
      confirmLabel={t(`notary.confirm.${next}`)}
      onConfirm={() => (entry ? onConfirm(entry, next) : Promise.resolve())}
      onCancel={onClose}
    />
  );
}
