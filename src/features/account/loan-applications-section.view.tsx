import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { coApplicantSteps, type LoanApplication, type LoanOffer } from '../../../api/contract/loan-application';
import { propertyPathParams } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { bookingsKey } from '../../lib/queries/bookings.queries';
import { loanApplicationsKey, loanApplicationsQuery } from '../../lib/queries/loan-applications.queries';
import { useMyApplicationChanges } from '../../lib/live/use-application-changes';
import { timeLeft } from '../../lib/time-left';
import { useNow } from '../../lib/use-now';
import { button } from '../../ui/button.css';
import * as dialogCss from '../../ui/dialog.css';
import { Modal } from '../../ui/dialog.view';
import { RejectionWays } from '../../ui/loan-forms/rejection-ways.view';
import { RouteLink } from '../../ui/route-link.view';
import * as accountCss from './account.css';
import * as css from './loan-applications-section.css';
import { applicationStatusKey } from '../../lib/status-for-reader';

/** The co-applicant's progress as the main applicant sees it. */
function CoApplicantProgress({ summary }: { summary: NonNullable<LoanApplication['coApplicant']> }) {
  const { t } = useTranslation(['account', 'loan']);
  const total = coApplicantSteps.length - 1;
  const saved = summary.savedSteps.filter((step) => step !== 'preview').length;
  return (
    <p data-testid="loan-application-co-applicant">
      {t('account:applications.coApplicant', { relationship: t(`loan:relationship.${summary.relationship}`), who: summary.name ?? summary.email })}{' '}
      <span className={css.muted}>
        ({summary.status === 'accepted' ? (summary.partComplete ? t('loan:coApplicant.progress.complete') : t('loan:coApplicant.progress.steps', { saved, total })) : t(`loan:coApplicant.invitation.${summary.status}`)})
      </span>
    </p>
  );
}

function OfferFigures({ offer, lang }: { offer: LoanOffer; lang: Language }) {
  const { t } = useTranslation('account');
  const figures = [
    { key: 'amount', value: formatMoney(offer.amount, offer.currency, lang) },
    { key: 'monthlyPayment', value: formatMoney(offer.monthlyPayment, offer.currency, lang) },
    { key: 'term', value: t('applications.offer.termValue', { months: offer.termMonths }) },
    { key: 'nominalRate', value: `${formatNumber(offer.nominalRatePercent, lang, { maximumFractionDigits: 2 })}%` },
    { key: 'actualRate', value: `${formatNumber(offer.actualRatePercent, lang, { maximumFractionDigits: 2 })}%` },
  ] as const;
  return (
    <div data-testid="loan-application-offer">
      {offer.amount < offer.requestedAmount ? <p className={css.muted}>{t('applications.offer.lower', { requested: formatMoney(offer.requestedAmount, offer.currency, lang) })}</p> : null}
      <dl className={css.offer} aria-label={t('applications.offer.title')}>
        {figures.map((figure) => (
          <div key={figure.key} className={css.figure}>
            <dt className={css.figureName}>{t(`applications.offer.${figure.key}`)}</dt>
            <dd className={css.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Where the card's button goes and what it says, by the page the server says the card opens. */
const openLink = {
  resume: { to: '/$lang/applications/$applicationId', label: 'account:applications.resume' },
  application: { to: '/$lang/applications/$applicationId', label: 'account:applications.open' },
  seeOffer: { to: '/$lang/applications/$applicationId', label: 'account:applications.seeOffer' },
  coApplicantPart: { to: '/$lang/co-applicant/$applicationId', label: 'account:applications.openCoApplicant' },
  process: { to: '/$lang/loan-applications/$applicationId/process', label: 'account:applications.open' },
} as const satisfies Record<NonNullable<LoanApplication['card']['opens']>, { to: string; label: string }>;

/**
 * One application's card, for either of its people: what it offers is the server's `card` (the
 * status's tone, the reader's task, the page it opens, whether the draft can be deleted), so the
 * card itself reads no status and no role.
 */
function ApplicationCard({ application, lang, now, onDelete }: { application: LoanApplication; lang: Language; now: number; onDelete: () => void }) {
  const { t } = useTranslation(['account', 'loan']);
  const { t: bookingsT } = useTranslation('bookings');
  const { property, status, card } = application;
  const title = property ? property.title : t('account:applications.ownChoice');
  const link = card.opens ? openLink[card.opens] : null;
  return (
    <li className={css.card} data-testid="loan-application" data-status={status} data-role={application.role}>
      {property ? <img src={property.imageUrl} alt="" width={120} height={90} loading="lazy" className={css.picture} /> : null}
      <div className={property ? css.body : `${css.body} ${css.wide}`}>
        <h3 className={css.title}>
          {property ? (
            <Link to="/$lang/property/$market/$id" params={{ lang, ...propertyPathParams({ ...property, deal: 'sale' }) }}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {property ? <p className={css.muted}>{property.address}</p> : null}
        {application.agreedPrice > 0 ? <p>{t('account:applications.price', { price: formatMoney(application.agreedPrice, 'AMD', lang) })}</p> : null}
        {card.priceChanged ? <p data-testid="loan-application-price-changed">{t('account:applications.priceChanged', { price: formatMoney(application.currentPrice, 'AMD', lang) })}</p> : null}
        {card.roleShown ? (
          <p className={css.role} data-testid="loan-application-role">
            {t(`account:applications.role.${card.roleShown}`)}
          </p>
        ) : null}
        {application.coApplicantPart?.applicantName ? (
          <p className={css.muted} data-testid="loan-application-main-applicant">
            {t('account:applications.mainApplicant', { name: application.coApplicantPart.applicantName })}
          </p>
        ) : null}
        <p className={css.status[card.tone]} data-testid="loan-application-status">
          {t(applicationStatusKey(application, application.role))}
        </p>
        {card.coApplicantProgress && application.coApplicant ? <CoApplicantProgress summary={application.coApplicant} /> : null}
        <p className={css.muted}>
          {application.submittedAt
            ? t('account:applications.submitted', { date: formatDate(application.submittedAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) })
            : t('account:applications.started', { date: formatDate(application.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
        {card.submitWindow ? (
          <p data-testid="loan-application-time-left">
            {t('account:applications.timeLeft', { time: timeLeft(application.submitBy, now, bookingsT) })} (
            {t('account:applications.submitBy', { date: formatDate(application.submitBy, lang, { dateStyle: 'medium', timeStyle: 'short' }) })})
          </p>
        ) : null}
        {card.rejectionWays && application.rejection ? (
          <>
            <p>{t('account:applications.newApplicationFrom', { date: formatDate(application.rejection.newApplicationFrom, lang, { dateStyle: 'long' }) })}</p>
            {/* Not a dead end here either: the decision screen's ways forward, each with its page. */}
            <p className={css.waysTitle}>{t('loan:rejected.waysTitle')}</p>
            <RejectionWays reason={application.rejection.reason} date={formatDate(application.rejection.newApplicationFrom, lang)} className={css.ways} testId="loan-application-rejected-ways" />
          </>
        ) : null}
        {card.offerShown && application.offer ? <OfferFigures offer={application.offer} lang={lang} /> : null}
        {card.task ? <p data-testid="loan-application-task">{t(`account:applications.${card.task}`)}</p> : null}
        {link || card.deletable ? (
          <div className={css.actions}>
            {link ? (
              <Link
                to={link.to}
                params={{ lang, applicationId: application.id }}
                className={card.urgent ? button.primary : button.secondary}
                {...(card.opens === 'process' ? { 'data-testid': 'loan-application-process' } : {})}
              >
                {t(link.label)}
              </Link>
            ) : null}
            {card.deletable ? (
              <button type="button" className={button.ghost} onClick={onDelete}>
                {t('account:applications.delete')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The personal page's loan applications, newest first: the home applied for (or the price given), the
 * status in the person's language, the time left to submit a draft, resuming it or deleting it, and
 * the bank's offer once there is one.
 */
export function LoanApplicationsSection() {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language as Language;
  const now = useNow();
  const queryClient = useQueryClient();
  // A decision, the other person's answer or an expired draft reaches the list as it happens.
  useMyApplicationChanges({ changed: loanApplicationsKey });
  const applications = useQuery(loanApplicationsQuery(lang));
  const [deleting, setDeleting] = useState<LoanApplication | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/loan-applications/{applicationId}', { params: { path: { applicationId: id } } })),
    // A failure is toasted by the query client; the list is read again either way (a draft may have expired meanwhile).
    onSettled: () => {
      setDeleting(null);
      // Deleting a draft releases its booking too.
      return Promise.all([queryClient.invalidateQueries({ queryKey: loanApplicationsKey }), queryClient.invalidateQueries({ queryKey: bookingsKey })]);
    },
  });

  if (!applications.data) return <p role="status">{t('loading')}</p>;
  if (applications.data.length === 0) {
    return (
      <div className={accountCss.notice} data-testid="loan-applications-empty">
        <p>{t('applications.empty')}</p>
        <RouteLink to="search" className={button.primary}>
          {t('applications.browse')}
        </RouteLink>
      </div>
    );
  }
  return (
    <>
      <ul className={css.list} data-testid="loan-applications">
        {applications.data.map((application) => (
          <ApplicationCard key={application.id} application={application} lang={lang} now={now} onDelete={() => setDeleting(application)} />
        ))}
      </ul>
      <Modal
        open={deleting !== null}
        onOpenChange={(next) => !next && !remove.isPending && setDeleting(null)}
        title={t('applications.deleteDialog.title')}
        description={t('applications.deleteDialog.body', { title: deleting?.property?.title ?? t('applications.ownChoice') })}
      >
        <div className={dialogCss.actions}>
          <button type="button" className={button.primary} disabled={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
            {t('applications.deleteDialog.confirm')}
          </button>
          <button type="button" className={button.ghost} disabled={remove.isPending} onClick={() => setDeleting(null)}>
            {t('applications.deleteDialog.keep')}
          </button>
        </div>
      </Modal>
    </>
  );
}
