import { useTranslation } from 'react-i18next';
import type { RefusalReason } from '../../../api/contract/prequal';
import { RouteLink } from '../route-link.view';
import { rejectionWayRoutes, rejectionWays } from './rejection-ways';

/**
 * What can help after the bank's refusal, each way with the page it leads to: on the decision's screen
 * and on the personal page's application alike. `date` is the day a new application is possible.
 */
export function RejectionWays({ reason, date, className, testId }: { reason: RefusalReason; date: string; className?: string; testId: string }) {
  const { t } = useTranslation('loan');
  return (
    <ul className={className} data-testid={testId}>
      {rejectionWays[reason].map((way) => {
        const route = rejectionWayRoutes[way];
        return (
          <li key={way} data-way={way}>
            {t(`loan:rejected.ways.${way}.lead`, { date })}{' '}
            {route ? <RouteLink to={route}>{t(`loan:rejected.ways.${way}.link`)}</RouteLink> : null}
          </li>
        );
      })}
    </ul>
  );
}
