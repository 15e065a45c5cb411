import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LoanOffer } from '../../../api/contract/loan-application';
import { defaultLanguage, isLanguage, type Language } from '../../../api/contract/validation';
import { formatMoney } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as dialogCss from '../../ui/dialog.css';
import { Modal } from '../../ui/dialog.view';
import * as form from '../../ui/form.css';
import { OfferAnswerDialog, type OfferAnswer } from '../../ui/loan-forms/offer-answer-dialog.view';
import { OfferTerms } from '../../ui/loan-forms/offer-terms.view';
import { RepaymentScheduleView } from '../../ui/loan-forms/repayment-schedule.view';
import { useRepaymentSchedule } from '../../lib/queries/schedule.queries';
import { CoApplicantPartActor } from './co-applicant-part.context';
import { PartNotice, useReadableParams, ViewTitle } from './part-steps.view';
import * as css from './co-applicant.css';


/** A screen with a heading and a line or two (the waits, the mismatches, the ends). */
function Panel({ testId, title, lead, children }: { testId: string; title: string; lead: string; children?: React.ReactNode }) {
  return (
    <div className={css.panel} data-testid={testId}>
      <ViewTitle>{title}</ViewTitle>
      <p>{lead}</p>
      {children}
    </div>
  );
}

/** Waiting on someone else: the page follows the application by itself. */
export function WaitingPanel({ which }: { which: 'submission' | 'bank' | 'manualReview' | 'applicant' }) {
  const { t } = useTranslation('coApplicant');
  const actor = CoApplicantPartActor.useActorRef();
  return (
    <div className={css.panel} role="status" data-testid={`co-waiting-${which}`}>
      <ViewTitle>{t(`part.waiting.${which}.title`)}</ViewTitle>
      <p>{t(`part.waiting.${which}.lead`)}</p>
      {which === 'submission' ? (
        <div className={form.actions}>
          <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'part.edit' })} data-testid="co-edit-part">
            {t('part.waiting.submission.edit')}
          </button>
          <button type="button" className={button.ghost} onClick={() => actor.send({ type: 'part.leave' })} data-testid="co-leave">
            {t('part.leave')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The registry disagreed: what it found, and what the person can do (leave; the applicant recalls or applies alone). */
export function MismatchPanel({ which }: { which: 'citizenship' | 'marital' }) {
  const { t } = useTranslation('coApplicant');
  const actor = CoApplicantPartActor.useActorRef();
  const notice = CoApplicantPartActor.useSelector((s) => s.context.notice);
  return (
    <Panel testId={`co-mismatch-${which}`} title={t(`part.mismatch.${which}.title`)} lead={t(`part.mismatch.${which}.lead`)}>
      <PartNotice notice={notice} />
      <div className={form.actions}>
        <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'part.leave' })} data-testid="co-leave">
          {t('part.leave')}
        </button>
      </div>
    </Panel>
  );
}

function OfferFigures({ offer }: { offer: LoanOffer }) {
  const { i18n } = useTranslation('loan');
  return (
    <>
      <p className={css.bigFigure} data-testid="co-offer-amount">
        {formatMoney(offer.amount, offer.currency, i18n.language as Language)}
      </p>
      <OfferTerms offer={offer} />
    </>
  );
}

/** The offer's repayment schedule, as the applicant sees it, with its PDF and CSV. */
function CoOfferSchedule({ applicationId }: { applicationId: string }) {
  return <RepaymentScheduleView {...useRepaymentSchedule(applicationId)} testId="co-offer-schedule" />;
}

/** The bank's offer, the same figures the applicant sees; both people accept it, either may refuse it. */
export function CoOfferStep() {
  const { t } = useTranslation(['coApplicant', 'loan']);
  const actor = CoApplicantPartActor.useActorRef();
  const application = CoApplicantPartActor.useSelector((s) => s.context.application);
  const notice = CoApplicantPartActor.useSelector((s) => s.context.notice);
  const busy = CoApplicantPartActor.useSelector((s) => s.hasTag('busy'));
  // The confirmation's dialog: open while asking and while the confirmed answer is being sent.
  const confirming = CoApplicantPartActor.useSelector((s): OfferAnswer | null =>
    s.matches({ following: { offer: 'confirmingAcceptance' } })
      ? 'accept'
      : s.matches({ following: { offer: 'confirmingRefusal' } })
        ? 'reject'
        : s.matches({ following: { offer: 'answering' } })
          ? s.context.offerAnswer
          : null,
  );
  const offer = application?.offer;
  if (!offer) return null;
  return (
    <div className={css.panel} aria-busy={busy} data-testid="co-offer">
      <ViewTitle>{t('coApplicant:part.offer.title')}</ViewTitle>
      <PartNotice notice={notice} />
      <p className={css.muted}>{t('coApplicant:part.offer.lead')}</p>
      <OfferFigures offer={offer} />
      <CoOfferSchedule applicationId={application.id} />
      <p data-testid="co-offer-others">{application.offerAcceptedBy.includes('applicant') ? t('coApplicant:part.offer.applicantAccepted') : t('coApplicant:part.offer.bothAnswer')}</p>
      <div className={form.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => actor.send({ type: 'offer.accept' })} data-testid="co-offer-accept">
          {t('loan:offer.accept')}
        </button>
        <button type="button" className={button.secondary} disabled={busy} onClick={() => actor.send({ type: 'offer.reject' })} data-testid="co-offer-reject">
          {t('loan:offer.reject')}
        </button>
      </div>
      <OfferAnswerDialog
        offer={offer}
        answer={confirming}
        together
        busy={busy}
        onConfirm={() => actor.send({ type: confirming === 'reject' ? 'refusal.confirm' : 'acceptance.confirm' })}
        onClose={() => actor.send({ type: 'dialog.close' })}
        testId="co-offer"
      />
    </div>
  );
}

export type PartEnd = 'accepted' | 'refused' | 'rejected' | 'expired' | 'left' | 'withdrawn' | 'recalled';

/** A refusal of the offer as the co-applicant reads it, by who refused. */
const refusedKey = { applicant: 'refusedByApplicant', coApplicant: 'refusedByMe' } as const;

/** How it ended for the co-applicant (a refusal names who refused). */
export function EndPanel({ end }: { end: PartEnd }) {
  const { t } = useTranslation('coApplicant');
  const refusedBy = CoApplicantPartActor.useSelector((s) => s.context.application?.offerRefusedBy ?? null);
  const applicationId = CoApplicantPartActor.useSelector((s) => s.context.applicationId);
  const params = useParams({ strict: false });
  const lang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  const key = end === 'refused' ? refusedKey[refusedBy ?? 'coApplicant'] : end;
  return (
    <Panel testId={`co-end-${key}`} title={t(`part.end.${key}.title`)} lead={t(`part.end.${key}.lead`)}>
      {end === 'accepted' ? (
        // Both accepted: the process goes on with steps of the co-applicant's own (identification, the video call, signing).
        <p>
          <Link to="/$lang/loan-applications/$applicationId/process" params={{ lang, applicationId }} className={button.primary} data-testid="co-process-link">
            {t('loan:actions.process')}
          </Link>
        </p>
      ) : null}
    </Panel>
  );
}

export function PartNotFound() {
  const { t } = useTranslation('coApplicant');
  return <Panel testId="co-not-found" title={t('part.notFound.title')} lead={t('part.notFound.lead')} />;
}

/** The applicant opened their own application at the co-applicant's address: a link to their wizard. */
export function OwnApplication() {
  const { t } = useTranslation('coApplicant');
  const params = useParams({ strict: false });
  const lang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  const applicationId = CoApplicantPartActor.useSelector((s) => s.context.applicationId);
  return (
    <Panel testId="co-own-application" title={t('part.own.title')} lead={t('part.own.lead')}>
      <p>
        <Link to="/$lang/applications/$applicationId" params={{ lang, applicationId }} className={button.primary}>
          {t('part.own.open')}
        </Link>
      </p>
    </Panel>
  );
}

export function TechnicalIssue() {
  const { t } = useTranslation('coApplicant');
  const actor = CoApplicantPartActor.useActorRef();
  return (
    <Panel testId="co-technical-issue" title={t('part.technicalIssue.title')} lead={t('part.technicalIssue.lead')}>
      <div className={form.actions}>
        <button type="button" className={button.primary} onClick={() => actor.send({ type: 'flow.retry' })}>
          {t('part.technicalIssue.retry')}
        </button>
      </div>
    </Panel>
  );
}

/** The dialogs: the age refusal (spec section 7), leaving the application (answering the offer is confirmed in CoOfferStep). */
export function PartDialogs() {
  const { t } = useTranslation(['coApplicant', 'errors']);
  const actor = CoApplicantPartActor.useActorRef();
  const dialog = CoApplicantPartActor.useSelector((s) => s.context.dialog);
  const leaveOpen = CoApplicantPartActor.useSelector((s) => s.matches('confirmingLeave') || s.matches('leaving'));
  const leaving = CoApplicantPartActor.useSelector((s) => s.matches('leaving'));
  const readable = useReadableParams();
  return (
    <>
      <Modal open={dialog !== undefined} onOpenChange={(next) => !next && actor.send({ type: 'dialog.close' })} title={t('coApplicant:part.ageDialog.title')} description={dialog ? t(`errors:${dialog.code}`, readable(dialog.params) ?? {}) : ''}>
        <div className={dialogCss.actions}>
          <button type="button" className={button.primary} onClick={() => actor.send({ type: 'dialog.close' })} data-testid="co-refusal-close">
            {t('coApplicant:part.ageDialog.close')}
          </button>
        </div>
      </Modal>
      <Modal open={leaveOpen} onOpenChange={(next) => !next && !leaving && actor.send({ type: 'dialog.close' })} title={t('coApplicant:part.leaveDialog.title')} description={t('coApplicant:part.leaveDialog.body')}>
        <div className={dialogCss.actions}>
          <button type="button" className={button.primary} disabled={leaving} onClick={() => actor.send({ type: 'leave.confirm' })} data-testid="co-leave-confirm">
            {leaving ? t('coApplicant:part.leaveDialog.leaving') : t('coApplicant:part.leaveDialog.confirm')}
          </button>
          <button type="button" className={button.ghost} disabled={leaving} onClick={() => actor.send({ type: 'dialog.close' })}>
            {t('coApplicant:part.leaveDialog.keep')}
          </button>
        </div>
      </Modal>
    </>
  );
}
