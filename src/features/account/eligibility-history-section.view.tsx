import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Decision } from '../../../api/contract/prequal';
import type { Language } from '../../../api/contract/validation';
import { toastApiError } from '../../lib/api-errors';
import { formatDate, formatMoney } from '../../lib/format';
import { downloadPrequalLetter } from '../../lib/prequal-letter';
import { eligibilityHistoryQuery } from '../../lib/queries/prequal.queries';
import { button } from '../../ui/button.css';
import { RouteLink } from '../../ui/route-link.view';
import * as css from './account.css';

function Outcome({ decision, lang }: { decision: Decision; lang: Language }) {
  const { t } = useTranslation('prequal');
  if (decision.outcome === 'eligible') {
    return <p>{t('history.eligible', { amount: formatMoney(decision.amount, 'AMD', lang), payment: formatMoney(decision.monthlyPayment, 'AMD', lang) })}</p>;
  }
  if (decision.outcome === 'manualReview') return <p>{t('history.manualReview')}</p>;
  return (
    <p>
      {t('history.refused')}: {t(`decision.refused.reason.${decision.reason}`, { years: Math.floor((decision.maxTermMonths ?? 0) / 12) })}
    </p>
  );
}

/** Every eligibility check, newest first: when, what was asked, and the decision. */
export function EligibilityHistorySection() {
  const { t, i18n } = useTranslation('prequal');
  const lang = i18n.language as Language;
  const history = useQuery(eligibilityHistoryQuery());
  if (history.isPending) return <p role="status">{t('loading')}</p>;
  if (!history.data?.length) {
    return (
      <div className={css.notice}>
        <p>{t('history.empty')}</p>
        <RouteLink to="applyNow" className={button.primary}>
          {t('history.start')}
        </RouteLink>
      </div>
    );
  }
  return (
    <ul className={css.list} data-testid="eligibility-history">
      {history.data.map((entry) => (
        <li key={entry.id} className={css.item}>
          <p className={css.itemMeta}>{formatDate(entry.decidedAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}</p>
          {entry.applicant ? (
            // The registry's person the decision was made for, not the names typed at sign-up.
            <p data-testid="eligibility-applicant">{t('history.applicant', { name: `${entry.applicant.firstName} ${entry.applicant.lastName}`, date: formatDate(entry.applicant.birthDate, lang, { dateStyle: 'long', timeZone: 'UTC' }) })}</p>
          ) : null}
          <p>{t('history.asked', { amount: formatMoney(entry.amount, 'AMD', lang), years: Math.round(entry.termMonths / 12) })}</p>
          <Outcome decision={entry.decision} lang={lang} />
          {entry.decision.outcome === 'eligible' ? (
            <p>
              <button type="button" className={button.secondary} onClick={() => downloadPrequalLetter(entry.id, lang).catch((error: unknown) => toastApiError(error, i18n.t))}>
                {t('history.letter')}
              </button>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
