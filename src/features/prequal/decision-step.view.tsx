import { useTranslation } from 'react-i18next';
import type { Decision } from '../../../api/contract/prequal';
import type { Language } from '../../../api/contract/validation';
import { toastApiError } from '../../lib/api-errors';
import { formatDate, formatMoney } from '../../lib/format';
import { downloadPrequalLetter } from '../../lib/prequal-letter';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { RouteLink } from '../../ui/route-link.view';
import { PrequalActor } from './prequal.context';
import { StepTitle } from './step-title.view';
import * as css from './prequal.css';

function Eligible({ decision, lang }: { decision: Extract<Decision, { outcome: 'eligible' }>; lang: Language }) {
  const { t } = useTranslation('prequal');
  return (
    <>
      <StepTitle>{t('decision.eligible.title')}</StepTitle>
      <p className={css.muted}>{t('decision.eligible.lead')}</p>
      <p className={css.figure} data-testid="eligible-amount">
        {formatMoney(decision.amount, 'AMD', lang)}
      </p>
      {decision.amount < decision.requestedAmount ? <p>{t('decision.eligible.lower', { requested: formatMoney(decision.requestedAmount, 'AMD', lang) })}</p> : null}
      <p>{t('decision.eligible.payment', { payment: formatMoney(decision.monthlyPayment, 'AMD', lang), years: Math.round(decision.termMonths / 12), rate: decision.annualRatePercent })}</p>
      <p className={css.muted}>{t('decision.eligible.next')}</p>
    </>
  );
}

function Refused({ decision }: { decision: Extract<Decision, { outcome: 'refused' }> }) {
  const { t } = useTranslation('prequal');
  return (
    <>
      <StepTitle>{t('decision.refused.title')}</StepTitle>
      <p data-testid="refusal-reason">{t(`decision.refused.reason.${decision.reason}`, { years: Math.floor((decision.maxTermMonths ?? 0) / 12) })}</p>
    </>
  );
}

function ManualReview({ decision }: { decision: Extract<Decision, { outcome: 'manualReview' }> }) {
  const { t } = useTranslation('prequal');
  return (
    <>
      <StepTitle>{t('decision.manualReview.title')}</StepTitle>
      <p>{t('decision.manualReview.lead')}</p>
      <ul className={css.documents} data-testid="review-documents">
        {decision.documents.map((document) => (
          <li key={document}>{t(`decision.manualReview.documents.${document}`)}</li>
        ))}
      </ul>
    </>
  );
}

/** The decision (eligible, refused, manual review), when a new check is possible, and the way on. */
export function DecisionStep() {
  const { t, i18n } = useTranslation('prequal');
  const lang = i18n.language as Language;
  const actor = PrequalActor.useActorRef();
  const { decision, nextAllowedAt, personal, applicationId } = PrequalActor.useSelector((s) => s.context);
  if (!decision) return null;
  return (
    <section className={css.panel} aria-live="polite" data-testid={`prequal-${decision.outcome}`}>
      {decision.outcome === 'eligible' ? <Eligible decision={decision} lang={lang} /> : decision.outcome === 'refused' ? <Refused decision={decision} /> : <ManualReview decision={decision} />}
      {nextAllowedAt ? <p className={css.muted}>{t('decision.nextCheck', { date: formatDate(nextAllowedAt, lang, { dateStyle: 'long' }) })}</p> : null}
      {personal.email ? <p className={css.muted}>{t('decision.mailed', { email: personal.email })}</p> : null}
      <div className={form.actions}>
        {decision.outcome === 'eligible' ? (
          <>
            <RouteLink to="buildings" className={button.accent}>
              {t('decision.eligible.browse')}
            </RouteLink>
            {applicationId ? (
              <button type="button" className={button.secondary} onClick={() => downloadPrequalLetter(applicationId, lang).catch((error: unknown) => toastApiError(error, i18n.t))} data-testid="prequal-letter">
                {t('letter.download')}
              </button>
            ) : null}
          </>
        ) : null}
        <button type="button" className={button.primary} onClick={() => actor.send({ type: 'decision.finish' })}>
          {t('decision.finish')}
        </button>
      </div>
    </section>
  );
}
