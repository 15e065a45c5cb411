import { useTranslation } from 'react-i18next';
import type { StateValueFrom } from 'xstate';
import type { LoanWizardStep } from '../../../api/contract/loan-application';
import { stepsFor } from '../../../machines/loan-wizard/loan-wizard.forms';
import type { loanWizardMachine } from '../../../machines/loan-wizard/loan-wizard.machine';
import { timeLeft } from '../../lib/time-left';
import { usePropertyInPageLanguage } from '../../lib/property-in-page-language';
import { useNow } from '../../lib/use-now';
import { button } from '../../ui/button.css';
import { visuallyHidden } from '../../ui/layout.css';
import * as formsCss from '../../ui/loan-forms/loan-forms.css';
import { statusPill } from '../../ui/status-pill.css';
import { AddressesStep } from './addresses-step.view';
import { ConsentStep } from './agreement-steps.view';
import { ApplicantStep } from './applicant-step.view';
import { CoBorrowerStep } from './co-borrower-step.view';
import { DeclinedStep, ManualReviewStep, NotFoundStep, NotStartedStep, OfferStep, OfferWaitingStep, OutcomeStep, RejectedStep, TechnicalIssueStep, WaitingStep } from './decision-steps.view';
import { LoanInfoStep } from './loan-info-step.view';
import { LoanWizardActor } from './loan-wizard.context';
import { PreviewStep } from './preview-step.view';
import { SpouseStep } from './spouse-step.view';
import { WizardDialogs } from './wizard-dialogs.view';
import * as css from './loan-wizard.css';
import { applicationStatusKey } from '../../lib/status-for-reader';

type WizardState = StateValueFrom<typeof loanWizardMachine>;
type TopState = WizardState extends infer V ? (V extends string ? V : keyof V & string) : never;

const stepViews: Record<LoanWizardStep, () => React.JSX.Element> = {
  loanInfo: LoanInfoStep,
  applicantData: ApplicantStep,
  consent: ConsentStep,
  coBorrower: CoBorrowerStep,
  addresses: AddressesStep,
  spouseData: SpouseStep,
  preview: PreviewStep,
};

/** The step bar: the steps the person walks, those saved on the server marked done, the open one current. */
function StepBar() {
  const { t } = useTranslation('loan');
  const application = LoanWizardActor.useSelector((s) => s.context.application);
  const current = LoanWizardActor.useSelector((s) => s.context.step);
  const saved = application?.steps;
  const steps = stepsFor(application);
  return (
    <ol className={formsCss.steps} aria-label={t('steps.label')} data-testid="loan-step-bar">
      {steps.map((step, i) => {
        const done = step !== 'preview' && saved?.[step] != null;
        return (
          <li key={step} className={formsCss.step} aria-current={step === current ? 'step' : undefined} data-done={done && step !== current}>
            <span className={formsCss.stepNumber}>{i + 1}</span> {t(`steps.${step}`)}
            {done ? <span className={visuallyHidden}> ({t('steps.done')})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The property, the status and, for a draft, the time left to submit. */
function Summary() {
  const { t } = useTranslation('loan');
  const { t: tBookings } = useTranslation('bookings');
  const application = LoanWizardActor.useSelector((s) => s.context.application);
  const now = useNow();
  const property = usePropertyInPageLanguage(application?.id ?? '', application?.property ?? null);
  if (!application) return null;
  return (
    <div className={css.summary} data-testid="loan-summary">
      <div className={css.property}>
        {property ? <img src={property.imageUrl} alt="" className={css.propertyImage} /> : null}
        <div className={css.propertyText}>
          <strong>{property ? property.title : t('summary.ownPrice')}</strong>
          {property ? <span className={css.muted}>{property.address}</span> : null}
          {property && property.availability !== 'confirmed' ? <span className={css.muted}>{t(`summary.availability.${property.availability}`)}</span> : null}
        </div>
      </div>
      <div className={css.propertyText}>
        <span className={statusPill} data-testid="loan-status">
          {t(applicationStatusKey(application, 'applicant'))}
        </span>
        {application.card.submitWindow ? (
          <p className={css.timeLeft} data-testid="loan-time-left">
            {t('summary.timeLeft', { time: timeLeft(application.submitBy, now, tBookings) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Editing() {
  const { t } = useTranslation('loan');
  const actor = LoanWizardActor.useActorRef();
  const step = LoanWizardActor.useSelector((s) => s.context.step);
  const busy = LoanWizardActor.useSelector((s) => s.hasTag('busy'));
  const View = stepViews[step];
  return (
    <>
      <StepBar />
      {/* Keyed by the step: a new step mounts afresh and its heading takes the focus. */}
      <View key={step} />
      <p>
        <button type="button" className={button.ghost} disabled={busy} onClick={() => actor.send({ type: 'draft.delete' })} data-testid="loan-delete">
          {t('actions.delete')}
        </button>
      </p>
    </>
  );
}

const views: Record<TopState, () => React.JSX.Element | null> = {
  opening: () => null,
  starting: () => null,
  loading: () => null,
  routing: () => null,
  notStarted: NotStartedStep,
  notFound: NotFoundStep,
  editing: Editing,
  waiting: WaitingStep,
  offer: OfferStep,
  offerWaiting: OfferWaitingStep,
  // Leaving for the co-applicant's own page.
  coApplicantPage: () => null,
  rejected: RejectedStep,
  manualReview: ManualReviewStep,
  accepted: () => <OutcomeStep outcome="accepted" />,
  declined: DeclinedStep,
  expired: () => <OutcomeStep outcome="expired" />,
  deleted: () => <OutcomeStep outcome="deleted" />,
  technicalIssue: TechnicalIssueStep,
};

/** The wizard: the summary, and the view of the state the machine is in; the views only render it. */
export function LoanWizardFlow() {
  const { t } = useTranslation('loan');
  const top = LoanWizardActor.useSelector((s) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as TopState);
  const loading = top === 'opening' || top === 'starting' || top === 'loading' || top === 'routing' || top === 'coApplicantPage';
  const View = views[top];
  return (
    <>
      <Summary />
      {loading ? (
        <p role="status" className={css.muted}>
          {top === 'starting' ? t('starting') : t('loading')}
        </p>
      ) : (
        <View />
      )}
      <WizardDialogs />
    </>
  );
}
