import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatDate, formatMoney } from '../../lib/format';
import { useRepaymentSchedule } from '../../lib/queries/schedule.queries';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { OfferAnswerDialog, type OfferAnswer } from '../../ui/loan-forms/offer-answer-dialog.view';
import { OfferTerms } from '../../ui/loan-forms/offer-terms.view';
import { RejectionWays } from '../../ui/loan-forms/rejection-ways.view';
import { RepaymentScheduleView } from '../../ui/loan-forms/repayment-schedule.view';
import { RouteLink } from '../../ui/route-link.view';
import { LoanWizardActor } from './loan-wizard.context';
import { StepNotice, StepTitle } from './step-parts.view';
import * as css from './loan-wizard.css';

/** Submitted: thank-you, and the bank's decision within minutes (the page asks every few seconds). */
export function WaitingStep() {
  const { t } = useTranslation('loan');
  return (
    <div className={css.panel} role="status" aria-busy="true" data-testid="loan-waiting">
      <StepTitle>{t('waiting.title')}</StepTitle>
      <p>{t('waiting.lead')}</p>
      <p className={css.muted}>{t('waiting.wait')}</p>
    </div>
  );
}

/** The offer's repayment schedule with its dates and totals, and its PDF and CSV. */
function OfferSchedule({ applicationId }: { applicationId: string }) {
  return <RepaymentScheduleView {...useRepaymentSchedule(applicationId)} testId="loan-offer-schedule" />;
}

/** The bank's offer: amount, term, nominal and actual rate, monthly payment and schedule; accept or refuse. */
export function OfferStep() {
  const { t, i18n } = useTranslation('loan');
  const lang = i18n.language as Language;
  const actor = LoanWizardActor.useActorRef();
  const offer = LoanWizardActor.useSelector((s) => s.context.application?.offer ?? null);
  const applicationId = LoanWizardActor.useSelector((s) => s.context.applicationId);
  const notice = LoanWizardActor.useSelector((s) => s.context.notice);
  const busy = LoanWizardActor.useSelector((s) => s.hasTag('busy'));
  const together = LoanWizardActor.useSelector((s) => s.context.application?.coApplicant != null);
  const coAccepted = LoanWizardActor.useSelector((s) => s.context.application?.offerAcceptedBy.includes('coApplicant') ?? false);
  // The confirmation's dialog: open while asking and while the confirmed answer is being sent.
  const confirming = LoanWizardActor.useSelector((s): OfferAnswer | null =>
    s.matches({ offer: 'confirmingAcceptance' }) ? 'accept' : s.matches({ offer: 'confirmingRefusal' }) ? 'reject' : s.matches({ offer: 'answering' }) ? s.context.offerAnswer : null,
  );
  if (!offer) return null;
  const money = (value: number) => formatMoney(value, offer.currency, lang);
  return (
    <div className={css.panel} data-testid="loan-offer" aria-busy={busy}>
      <StepTitle>{t('offer.title')}</StepTitle>
      <StepNotice notice={notice} />
      <p className={css.muted}>{t('offer.lead')}</p>
      <p className={css.bigFigure} data-testid="loan-offer-amount">
        {money(offer.amount)}
      </p>
      {offer.amount < offer.requestedAmount ? <p>{t('offer.lower', { requested: money(offer.requestedAmount) })}</p> : null}
      <OfferTerms offer={offer} />
      {applicationId ? <OfferSchedule applicationId={applicationId} /> : null}
      {together ? (
        <p className={css.muted} data-testid="loan-offer-together">
          {coAccepted ? t('offer.coApplicantAccepted') : t('offer.bothAnswer')}
        </p>
      ) : null}
      <div className={form.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => actor.send({ type: 'offer.accept' })} data-testid="loan-offer-accept">
          {t('offer.accept')}
        </button>
        <button type="button" className={button.secondary} disabled={busy} onClick={() => actor.send({ type: 'offer.reject' })} data-testid="loan-offer-reject">
          {t('offer.reject')}
        </button>
      </div>
      <OfferAnswerDialog
        offer={offer}
        answer={confirming}
        together={together}
        busy={busy}
        onConfirm={() => actor.send({ type: confirming === 'reject' ? 'refusal.confirm' : 'acceptance.confirm' })}
        onClose={() => actor.send({ type: 'dialog.close' })}
        testId="loan-offer"
      />
    </div>
  );
}

/** The applicant accepted the offer; the co-applicant's answer is awaited (the page follows the server). */
export function OfferWaitingStep() {
  const { t } = useTranslation('loan');
  return (
    <div className={css.panel} role="status" data-testid="loan-offer-waiting">
      <StepTitle>{t('offerWaiting.title')}</StepTitle>
      <p>{t('offerWaiting.lead')}</p>
      <div className={form.actions}>
        <RouteLink to="profile" search={{ section: 'applications' }} className={button.secondary}>
          {t('actions.applications')}
        </RouteLink>
      </div>
    </div>
  );
}

/** The offer refused: by the applicant, or by their co-applicant (then the application ends for both). */
const declinedOutcome = { applicant: 'declined', coApplicant: 'declinedByCoApplicant' } as const;
export function DeclinedStep() {
  const refusedBy = LoanWizardActor.useSelector((s) => s.context.application?.offerRefusedBy ?? 'applicant');
  return <OutcomeStep outcome={declinedOutcome[refusedBy]} />;
}

/** Rejected by the bank: why, and from which day a new application is possible. */
export function RejectedStep() {
  const { t, i18n } = useTranslation('loan');
  const rejection = LoanWizardActor.useSelector((s) => s.context.application?.rejection ?? null);
  const date = rejection ? formatDate(rejection.newApplicationFrom, i18n.language as Language) : '';
  return (
    <div className={css.panel} data-testid="loan-rejected">
      <StepTitle>{t('rejected.title')}</StepTitle>
      {rejection ? <p>{t(`rejected.reasons.${rejection.reason}`)}</p> : null}
      {rejection ? <p className={css.muted}>{t('rejected.newFrom', { date })}</p> : null}
      {rejection ? (
        <>
          <h3 className={css.reviewTitle}>{t('rejected.waysTitle')}</h3>
          <RejectionWays reason={rejection.reason} date={date} className={css.list} testId="loan-rejected-ways" />
        </>
      ) : null}
      <div className={form.actions}>
        <RouteLink to="home" className={button.secondary}>
          {t('actions.home')}
        </RouteLink>
      </div>
    </div>
  );
}

/** Manual review: the documents to bring to a branch. */
export function ManualReviewStep() {
  const { t } = useTranslation('loan');
  const documents = LoanWizardActor.useSelector((s) => s.context.application?.reviewDocuments ?? []);
  return (
    <div className={css.panel} data-testid="loan-manual-review">
      <StepTitle>{t('manualReview.title')}</StepTitle>
      <p>{t('manualReview.lead')}</p>
      {documents.length ? (
        <ul className={css.list}>
          {documents.map((document) => (
            <li key={document}>{t(`manualReview.documents.${document}`)}</li>
          ))}
        </ul>
      ) : null}
      <div className={form.actions}>
        <RouteLink to="contacts" className={button.secondary}>
          {t('manualReview.contacts')}
        </RouteLink>
      </div>
    </div>
  );
}

/** The ends that need no answer: the offer accepted or refused, the draft expired or deleted. */
export function OutcomeStep({ outcome }: { outcome: 'accepted' | 'declined' | 'declinedByCoApplicant' | 'expired' | 'deleted' }) {
  const { t, i18n } = useTranslation('loan');
  const applicationId = LoanWizardActor.useSelector((s) => s.context.applicationId);
  const lang = i18n.language as Language;
  return (
    <div className={css.panel} data-testid={`loan-${outcome}`}>
      <StepTitle>{t(`outcome.${outcome}.title`)}</StepTitle>
      <p>{t(`outcome.${outcome}.lead`)}</p>
      <div className={form.actions}>
        <RouteLink to="profile" search={{ section: 'applications' }} className={button.primary}>
          {t('actions.applications')}
        </RouteLink>
        {outcome === 'accepted' && applicationId ? (
          // The accepted offer goes on in the lending process's own screen (issue 17).
          <Link to="/$lang/loan-applications/$applicationId/process" params={{ lang, applicationId }} className={button.secondary} data-testid="loan-process-link">
            {t('actions.process')}
          </Link>
        ) : null}
        <RouteLink to="home" className={button.secondary}>
          {t('actions.home')}
        </RouteLink>
      </div>
    </div>
  );
}

/** No application was started: the server's reason (an active one, a recent decision, a home not lent on online). */
export function NotStartedStep() {
  const { t } = useTranslation('loan');
  const notice = LoanWizardActor.useSelector((s) => s.context.notice);
  return (
    <div className={css.panel} data-testid="loan-not-started">
      <StepTitle>{t('notStarted.title')}</StepTitle>
      <StepNotice notice={notice} />
      <div className={form.actions}>
        <RouteLink to="profile" search={{ section: 'applications' }} className={button.primary}>
          {t('actions.applications')}
        </RouteLink>
        <RouteLink to="buildings" className={button.secondary}>
          {t('notStarted.browse')}
        </RouteLink>
      </div>
    </div>
  );
}

/** No application of this id is the person's. */
export function NotFoundStep() {
  const { t } = useTranslation('loan');
  return (
    <div className={css.panel} data-testid="loan-not-found">
      <StepTitle>{t('notFound.title')}</StepTitle>
      <p>{t('notFound.lead')}</p>
      <div className={form.actions}>
        <RouteLink to="profile" search={{ section: 'applications' }} className={button.primary}>
          {t('actions.applications')}
        </RouteLink>
      </div>
    </div>
  );
}

/** A call failed (the network, the server): trying again opens the application again. */
export function TechnicalIssueStep() {
  const { t } = useTranslation('loan');
  const actor = LoanWizardActor.useActorRef();
  return (
    <div className={css.panel} data-testid="loan-technical-issue">
      <StepTitle>{t('technicalIssue.title')}</StepTitle>
      <p>{t('technicalIssue.lead')}</p>
      <div className={form.actions}>
        <button type="button" className={button.primary} onClick={() => actor.send({ type: 'flow.retry' })}>
          {t('technicalIssue.retry')}
        </button>
      </div>
    </div>
  );
}
