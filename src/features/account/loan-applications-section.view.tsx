import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { coApplicantSteps, isPreparingStatus, lendingFinalStatuses, type LoanApplication, type LoanOffer } from '../../../api/contract/loan-application';
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

type Status = LoanApplication['status'];

/** How a status reads at a glance: something to do, something to wait for, a good end, another end. */
const toneOf: Record<Status, keyof typeof css.status> = {
  Draft: 'act',
  CoApplicantDecision: 'wait',
  InvitationAccepted: 'act',
  CitizenshipMismatch: 'act',
  MaritalStatusMismatch: 'act',
  RejectedByCoapplicant: 'act',
  CanceledByCoApplicant: 'act',
  ApprovedByBank: 'act',
  ApprovedByCoapplicant: 'act',
  Sent: 'wait',
  Pending: 'wait',
  SentToBank: 'wait',
  ManualReview: 'wait',
  ApprovedByClient: 'good',
  OfferAccepted: 'good',
  // The lending process after the offer (issue 17).
  ApplicantsIdentificationInProgress: 'act',
  ApplicantsNotIdentificated: 'act',
  ProvidedDocumentMismatchedWithAS: 'act',
  ApplicantsIdentificated: 'act',
  ApplicantsOnboardingInProgress: 'act',
  ApplicantsOnboardingCompleted: 'act',
  ApplicantsOnboardingFailed: 'ended',
  SpouseDataProvidedByApplicant: 'act',
  SpouseDataProvidedByCoApplicant: 'act',
  SpouseDataNotProvided: 'ended',
  LendingPackageDataNotPresented: 'act',
  LendingPackageDataPresentedByApplicant: 'act',
  LendingPackageDataPresentedByCoApplicant: 'act',
  LendingPackagePreparation: 'wait',
  LendingPackagePrepared: 'wait',
  LendingPackageChecked: 'act',
  SignedByApplicant: 'act',
  SignedByCoApplicant: 'act',
  RejectedByApplicant: 'ended',
  RejectedByCoApplicant: 'ended',
  LendingPackageSigned: 'wait',
  LoanApproved: 'act',
  NotaryAppointmentProvided: 'wait',
  NotaryPackagePrepared: 'wait',
  NotaryPackageChecked: 'wait',
  NotaryPackageAvailable: 'wait',
  RightsRegistered: 'wait',
  PropertyInsured: 'wait',
  LoanDisbursed: 'good',
  BranchVisitBooked: 'wait',
  LoanDisbursementInProgress: 'wait',
  RejectedByBank: 'ended',
  RejectedByClient: 'ended',
  Expired: 'ended',
  Deleted: 'ended',
  CancelledByApplicantRequest: 'ended',
};

/** The statuses whose offer stands: the bank's, waiting for an answer, and the accepted one. */
const offerShown: ReadonlySet<Status> = new Set(['ApprovedByBank', 'ApprovedByClient', 'ApprovedByCoapplicant', 'OfferAccepted']);

/** The statuses where the applicant's answer to the offer is awaited. */
const answersOffer: ReadonlySet<Status> = new Set(['ApprovedByBank', 'ApprovedByCoapplicant']);

/**
 * Statuses with a page worth opening: the draft to resume, everything the bank still works on or
 * offers, and from the accepted offer on the lending process's screen (issue 17), its ends included.
 */
const openable: Record<Status, 'resume' | 'open' | 'process' | null> = {
  Draft: 'resume',
  CoApplicantDecision: 'resume',
  InvitationAccepted: 'resume',
  CitizenshipMismatch: 'resume',
  MaritalStatusMismatch: 'resume',
  RejectedByCoapplicant: 'resume',
  CanceledByCoApplicant: 'resume',
  ApprovedByCoapplicant: 'open',
  Sent: 'open',
  Pending: 'open',
  SentToBank: 'open',
  ManualReview: 'open',
  ApprovedByBank: 'open',
  ApprovedByClient: 'open',
  OfferAccepted: 'process',
  ApplicantsIdentificationInProgress: 'process',
  ApplicantsNotIdentificated: 'process',
  ProvidedDocumentMismatchedWithAS: 'process',
  ApplicantsIdentificated: 'process',
  ApplicantsOnboardingInProgress: 'process',
  ApplicantsOnboardingCompleted: 'process',
  ApplicantsOnboardingFailed: 'process',
  SpouseDataProvidedByApplicant: 'process',
  SpouseDataProvidedByCoApplicant: 'process',
  SpouseDataNotProvided: 'process',
  LendingPackageDataNotPresented: 'process',
  LendingPackageDataPresentedByApplicant: 'process',
  LendingPackageDataPresentedByCoApplicant: 'process',
  LendingPackagePreparation: 'process',
  LendingPackagePrepared: 'process',
  LendingPackageChecked: 'process',
  SignedByApplicant: 'process',
  SignedByCoApplicant: 'process',
  RejectedByApplicant: 'process',
  RejectedByCoApplicant: 'process',
  LendingPackageSigned: 'process',
  LoanApproved: 'process',
  NotaryAppointmentProvided: 'process',
  NotaryPackagePrepared: 'process',
  NotaryPackageChecked: 'process',
  NotaryPackageAvailable: 'process',
  RightsRegistered: 'process',
  PropertyInsured: 'process',
  LoanDisbursed: 'process',
  BranchVisitBooked: 'process',
  LoanDisbursementInProgress: 'process',
  RejectedByBank: 'open',
  RejectedByClient: null,
  Expired: null,
  Deleted: null,
  CancelledByApplicantRequest: null,
};

/** What the main applicant is asked to do (or waits for), by status; applying together some depend on the co-applicant. */
const applicantTasks: Partial<Record<Status, (application: LoanApplication) => string | null>> = {
  CoApplicantDecision: () => 'waitInvitation',
  InvitationAccepted: (application) => (application.coApplicant?.partComplete ? 'submit' : 'waitPart'),
  CitizenshipMismatch: () => 'mismatch',
  MaritalStatusMismatch: () => 'mismatch',
  RejectedByCoapplicant: () => 'inviteAgain',
  CanceledByCoApplicant: () => 'inviteAgain',
  ApprovedByBank: () => 'answerOffer',
  ApprovedByClient: (application) => (application.coApplicant ? 'waitCoApplicantOffer' : null),
  ApprovedByCoapplicant: () => 'coApplicantAccepted',
};

/** What the co-applicant is asked to do (or waits for), by status. */
const coApplicantTasks: Partial<Record<Status, (application: LoanApplication) => string | null>> = {
  InvitationAccepted: (application) => (application.coApplicantPart?.partComplete ? 'waitSubmit' : 'completePart'),
  CitizenshipMismatch: () => 'waitApplicant',
  MaritalStatusMismatch: () => 'waitApplicant',
  Sent: () => 'waitDecision',
  Pending: () => 'waitDecision',
  SentToBank: () => 'waitDecision',
  ApprovedByBank: () => 'answerOffer',
  ApprovedByClient: () => 'answerOffer',
  ApprovedByCoapplicant: () => 'waitApplicantOffer',
};

/** A status as the co-applicant reads it where the applicant's wording ("by you") would be wrong. */
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

/** The card of an application the person is the co-applicant of: their role, their task and their own page. */
function CoApplicantCard({ application, lang }: { application: LoanApplication; lang: Language }) {
  const { t } = useTranslation(['account', 'loan']);
  const { property, status } = application;
  const task = coApplicantTasks[status]?.(application) ?? null;
  // From the accepted offer on, both people follow the lending process on its own screen (its ends too).
  const inProcess = openable[status] === 'process';
  const ended = !inProcess && ((lendingFinalStatuses as readonly string[]).includes(status) || status === 'CanceledByCoApplicant');
  return (
    <li className={css.card} data-testid="loan-application" data-status={status} data-role="coApplicant">
      {property ? <img src={property.imageUrl} alt="" width={120} height={90} loading="lazy" className={css.picture} /> : null}
      <div className={property ? css.body : `${css.body} ${css.wide}`}>
        <h3 className={css.title}>{property ? property.title : t('account:applications.ownChoice')}</h3>
        {property ? <p className={css.muted}>{property.address}</p> : null}
        <p className={css.role} data-testid="loan-application-role">
          {t('account:applications.role.coApplicant')}
        </p>
        {application.coApplicantPart?.applicantName ? (
          <p className={css.muted} data-testid="loan-application-main-applicant">
            {t('account:applications.mainApplicant', { name: application.coApplicantPart.applicantName })}
          </p>
        ) : null}
        <p className={css.status[toneOf[status]]} data-testid="loan-application-status">
          {t(applicationStatusKey(application, 'coApplicant'))}
        </p>
        {task ? <p data-testid="loan-application-task">{t(`account:applications.coApplicantTask.${task}`)}</p> : null}
        {offerShown.has(status) && application.offer ? <OfferFigures offer={application.offer} lang={lang} /> : null}
        {ended ? null : (
          <div className={css.actions}>
            {inProcess ? (
              <Link to="/$lang/loan-applications/$applicationId/process" params={{ lang, applicationId: application.id }} className={button.primary} data-testid="loan-application-process">
                {t('account:applications.open')}
              </Link>
            ) : (
              <Link to="/$lang/co-applicant/$applicationId" params={{ lang, applicationId: application.id }} className={task === 'completePart' || task === 'answerOffer' ? button.primary : button.secondary}>
                {t('account:applications.openCoApplicant')}
              </Link>
            )}
          </div>
        )}
      </div>
    </li>
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

function ApplicationCard({ application, lang, now, onDelete }: { application: LoanApplication; lang: Language; now: number; onDelete: () => void }) {
  const { t } = useTranslation(['account', 'loan']);
  const { t: bookingsT } = useTranslation('bookings');
  const { property, status } = application;
  const action = openable[status];
  const task = applicantTasks[status]?.(application) ?? null;
  const title = property ? property.title : t('account:applications.ownChoice');
  return (
    <li className={css.card} data-testid="loan-application" data-status={status}>
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
        {status === 'Draft' && application.currentPrice !== application.agreedPrice ? (
          <p data-testid="loan-application-price-changed">{t('account:applications.priceChanged', { price: formatMoney(application.currentPrice, 'AMD', lang) })}</p>
        ) : null}
        {application.coApplicant ? (
          <p className={css.role} data-testid="loan-application-role">
            {t('account:applications.role.applicant')}
          </p>
        ) : null}
        <p className={css.status[toneOf[status]]} data-testid="loan-application-status">
          {t(applicationStatusKey(application, 'applicant'))}
        </p>
        {application.coApplicant && status !== 'Deleted' ? <CoApplicantProgress summary={application.coApplicant} /> : null}
        <p className={css.muted}>
          {application.submittedAt
            ? t('account:applications.submitted', { date: formatDate(application.submittedAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) })
            : t('account:applications.started', { date: formatDate(application.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
        {isPreparingStatus(status) ? (
          <p data-testid="loan-application-time-left">
            {t('account:applications.timeLeft', { time: timeLeft(application.submitBy, now, bookingsT) })} (
            {t('account:applications.submitBy', { date: formatDate(application.submitBy, lang, { dateStyle: 'medium', timeStyle: 'short' }) })})
          </p>
        ) : null}
        {status === 'RejectedByBank' && application.rejection ? (
          <>
            <p>{t('account:applications.newApplicationFrom', { date: formatDate(application.rejection.newApplicationFrom, lang, { dateStyle: 'long' }) })}</p>
            {/* Not a dead end here either: the decision screen's ways forward, each with its page. */}
            <p className={css.waysTitle}>{t('loan:rejected.waysTitle')}</p>
            <RejectionWays reason={application.rejection.reason} date={formatDate(application.rejection.newApplicationFrom, lang)} className={css.ways} testId="loan-application-rejected-ways" />
          </>
        ) : null}
        {offerShown.has(status) && application.offer ? <OfferFigures offer={application.offer} lang={lang} /> : null}
        {task ? <p data-testid="loan-application-task">{t(`account:applications.task.${task}`)}</p> : null}
        {action || isPreparingStatus(status) ? (
          <div className={css.actions}>
            {action === 'process' ? (
              <Link to="/$lang/loan-applications/$applicationId/process" params={{ lang, applicationId: application.id }} className={button.primary} data-testid="loan-application-process">
                {t('account:applications.open')}
              </Link>
            ) : action ? (
              <Link to="/$lang/applications/$applicationId" params={{ lang, applicationId: application.id }} className={action === 'resume' || answersOffer.has(status) ? button.primary : button.secondary}>
                {t(action === 'resume' ? 'account:applications.resume' : answersOffer.has(status) ? 'account:applications.seeOffer' : 'account:applications.open')}
              </Link>
            ) : null}
            {isPreparingStatus(status) ? (
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
        {applications.data.map((application) =>
          application.role === 'coApplicant' ? (
            <CoApplicantCard key={application.id} application={application} lang={lang} />
          ) : (
            <ApplicationCard key={application.id} application={application} lang={lang} now={now} onDelete={() => setDeleting(application)} />
          ),
        )}
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
