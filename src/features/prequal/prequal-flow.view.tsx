import { useTranslation } from 'react-i18next';
import type { StateValueFrom } from 'xstate';
import type { prequalMachine } from '../../../machines/prequal/prequal.machine';
import { visuallyHidden } from '../../ui/layout.css';
import { BasicDataStep } from './basic-data-step.view';
import { DecisionStep } from './decision-step.view';
import { PersonalDataStep } from './personal-data-step.view';
import { PhoneStep } from './phone-step.view';
import { PrequalActor } from './prequal.context';
import { DecidingStep, ServiceUnavailableStep, SocialCardTakenStep, TechnicalIssueStep, ThankYouStep } from './status-steps.view';
import * as css from './prequal.css';

type PrequalState = StateValueFrom<typeof prequalMachine>;
const stepNames = ['basicData', 'personalData', 'phone', 'decision'] as const;
type StepName = (typeof stepNames)[number];

/** Which of the four steps a state belongs to (none while the flow loads or fails). */
const stepOf: Record<PrequalState, StepName | null> = {
  loading: null,
  basicData: 'basicData',
  savingBasicData: 'basicData',
  personalData: 'personalData',
  savingPersonalData: 'personalData',
  phoneVerification: 'phone',
  deciding: 'decision',
  eligible: 'decision',
  refused: 'decision',
  manualReview: 'decision',
  serviceUnavailable: 'decision',
  socialCardTaken: 'decision',
  technicalIssue: null,
  finished: 'decision',
};

/** The view of each state: the machine decides where the person is, the page only shows it. */
const viewOf: Record<PrequalState, () => React.JSX.Element | null> = {
  loading: () => null,
  basicData: BasicDataStep,
  savingBasicData: BasicDataStep,
  personalData: PersonalDataStep,
  savingPersonalData: PersonalDataStep,
  phoneVerification: PhoneStep,
  deciding: DecidingStep,
  eligible: DecisionStep,
  refused: DecisionStep,
  manualReview: DecisionStep,
  serviceUnavailable: ServiceUnavailableStep,
  socialCardTaken: SocialCardTakenStep,
  technicalIssue: TechnicalIssueStep,
  finished: ThankYouStep,
};

function Steps({ current }: { current: StepName | null }) {
  const { t } = useTranslation('prequal');
  const index = current ? stepNames.indexOf(current) : -1;
  return (
    <ol className={css.steps} aria-label={t('steps.label')}>
      {stepNames.map((name, i) => (
        <li key={name} className={css.step} aria-current={name === current ? 'step' : undefined} data-done={i < index}>
          <span className={css.stepNumber}>{i + 1}</span> {t(`steps.${name}`)}
          {i < index ? <span className={visuallyHidden}> ({t('steps.done')})</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** The pre-qualification flow: the steps, and the view of the state the machine is in. */
export function PrequalFlow() {
  const state = PrequalActor.useSelector((s) => s.value);
  const loading = PrequalActor.useSelector((s) => s.matches('loading'));
  const { t } = useTranslation('prequal');
  const View = viewOf[state];
  return (
    <>
      <Steps current={stepOf[state]} />
      {loading ? (
        <p role="status" className={css.muted}>
          {t('loading')}
        </p>
      ) : (
        <View />
      )}
    </>
  );
}
