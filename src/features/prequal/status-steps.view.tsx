import { useTranslation } from 'react-i18next';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { RouteLink } from '../../ui/route-link.view';
import { PrequalActor } from './prequal.context';
import { StepTitle } from './step-title.view';
import * as css from './prequal.css';

/** While the registry and the credit register are asked. */
export function DecidingStep() {
  const { t } = useTranslation('prequal');
  return (
    <div className={css.panel} role="status" aria-busy="true" data-testid="prequal-deciding">
      <StepTitle>{t('deciding.title')}</StepTitle>
      <p className={css.muted}>{t('deciding.lead')}</p>
    </div>
  );
}

/** 'Service unavailable': an outside system did not answer; the answers are kept, so trying again is one click. */
export function ServiceUnavailableStep() {
  const { t } = useTranslation('prequal');
  const actor = PrequalActor.useActorRef();
  return (
    <div className={css.panel} data-testid="prequal-unavailable">
      <StepTitle>{t('unavailable.title')}</StepTitle>
      <p>{t('unavailable.lead')}</p>
      <div className={form.actions}>
        <button type="button" className={button.primary} onClick={() => actor.send({ type: 'decision.retry' })}>
          {t('unavailable.retry')}
        </button>
      </div>
    </div>
  );
}

/**
 * The registry's person of this social card is bound to another account: nothing was decided. Only
 * the bank can help (its contacts); a mistyped card is corrected at the first step.
 */
export function SocialCardTakenStep() {
  const { t } = useTranslation('prequal');
  const actor = PrequalActor.useActorRef();
  return (
    <div className={css.panel} data-testid="prequal-social-card-taken">
      <StepTitle>{t('socialCardTaken.title')}</StepTitle>
      <p>{t('socialCardTaken.lead')}</p>
      <div className={form.actions}>
        <RouteLink to="contacts" className={button.primary}>
          {t('socialCardTaken.contacts')}
        </RouteLink>
        <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'basic.edit' })}>
          {t('socialCardTaken.edit')}
        </button>
      </div>
    </div>
  );
}

/** The technical-issue screen (spec section 2): the call failed; trying again reloads where the person is. */
export function TechnicalIssueStep() {
  const { t } = useTranslation('prequal');
  const actor = PrequalActor.useActorRef();
  return (
    <div className={css.panel} data-testid="prequal-technical-issue">
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

/** Finish / thank-you (spec section 2). */
export function ThankYouStep() {
  const { t } = useTranslation('prequal');
  return (
    <div className={css.panel} data-testid="prequal-finished">
      <StepTitle>{t('finished.title')}</StepTitle>
      <p>{t('finished.lead')}</p>
      <div className={form.actions}>
        <RouteLink to="profile" search={{ section: 'history' }} className={button.primary}>
          {t('finished.history')}
        </RouteLink>
        <RouteLink to="home" className={button.secondary}>
          {t('finished.home')}
        </RouteLink>
      </div>
    </div>
  );
}
