import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PriceHistory as History } from '../../../api/contract/price-history';
import type { PropertyLink } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { apartmentQuery, listingQuery } from '../../lib/queries/property.queries';
import * as css from './price-history.css';

const chartWidth = 320;
const chartHeight = 96;
const inset = 8;

/** The change from one price to the next, as a signed percentage in the page's language ("−4.5 %"). */
const changeText = (from: number, to: number, lang: Language) => formatNumber((to - from) / from, lang, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/**
 * The prices as a step line over time: each price holds until the next, the last one until a little
 * after its change. Decoration only: the list beside it says the same to everyone.
 */
function PriceChart({ history }: { history: History }) {
  const times = history.map((point) => Date.parse(point.changedAt));
  const prices = history.map((point) => point.price);
  const first = times[0] ?? 0;
  const last = times.at(-1) ?? first;
  // The current price gets a tail of a sixth of the span, so its step shows.
  const end = last + Math.max((last - first) / 6, 86_400_000);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const x = (time: number) => inset + ((time - first) / (end - first)) * (chartWidth - 2 * inset);
  const y = (price: number) => (high === low ? chartHeight / 2 : inset + ((high - price) / (high - low)) * (chartHeight - 2 * inset));
  const steps = history.flatMap((point, index) => {
    const next = times[index + 1] ?? end;
    return [`${x(times[index] ?? first)},${y(point.price)}`, `${x(next)},${y(point.price)}`];
  });
  return (
    <svg className={css.chart} viewBox={`0 0 ${chartWidth} ${chartHeight}`} aria-hidden="true" focusable="false" data-testid="price-history-chart">
      <line x1={inset} x2={chartWidth - inset} y1={chartHeight - 1} y2={chartHeight - 1} stroke="currentColor" strokeOpacity={0.25} />
      <polyline points={steps.join(' ')} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinejoin="round" />
      {history.map((point, index) => (
        <circle key={point.changedAt + index} cx={x(times[index] ?? first)} cy={y(point.price)} r={4} fill="currentColor" />
      ))}
    </svg>
  );
}

/**
 * Price history (issue 22), in the price panel of a property whose price changed: how much it moved
 * since it was listed, a small chart, and the list of prices, newest first, each with its change (a
 * rental's are its monthly fees, as the panel above says). It reads the property page's data, which
 * the route's loader put in the cache.
 */
export function PriceHistory({ property, lang }: { property: PropertyLink; lang: Language }) {
  if (property.marketType === '0') return <ApartmentPriceHistory id={property.apartmentId} lang={lang} />;
  return <ListingPriceHistory deal={property.deal} id={property.apartmentId} lang={lang} />;
}

const historyOf = (detail: { priceHistory: History }) => detail.priceHistory;

function ApartmentPriceHistory({ id, lang }: { id: number; lang: Language }) {
  const { data } = useSuspenseQuery({ ...apartmentQuery(id, lang), select: historyOf });
  return <PriceHistoryView history={data} lang={lang} />;
}

function ListingPriceHistory({ deal, id, lang }: { deal: PropertyLink['deal']; id: number; lang: Language }) {
  const { data } = useSuspenseQuery({ ...listingQuery(deal, id, lang), select: historyOf });
  return <PriceHistoryView history={data} lang={lang} />;
}

function PriceHistoryView({ history, lang }: { history: History; lang: Language }) {
  const { t } = useTranslation('property');
  const [listed] = history;
  const current = history.at(-1);
  if (history.length < 2 || !listed || !current) return null;
  const newestFirst = history.map((point, index) => ({ point, previous: history[index - 1] })).reverse();
  return (
    <section className={css.history} aria-labelledby="price-history-title" data-testid="price-history">
      <h3 id="price-history-title" className={css.title}>
        {t('priceHistory.title')}
      </h3>
      <p className={css.summary}>{t('priceHistory.summary', { change: changeText(listed.price, current.price, lang) })}</p>
      <PriceChart history={history} />
      <ol className={css.list}>
        {newestFirst.map(({ point, previous }) => (
          <li key={point.changedAt + point.price} className={css.point}>
            <time className={css.date} dateTime={point.changedAt}>
              {formatDate(point.changedAt, lang, { dateStyle: 'medium' })}
            </time>
            <span className={css.price}>{formatMoney(point.price, 'AMD', lang)}</span>
            {previous ? (
              <span className={`${css.change} ${point.price < previous.price ? css.down : css.up}`}>{changeText(previous.price, point.price, lang)}</span>
            ) : (
              <span className={`${css.change} ${css.listed}`}>{t('priceHistory.listed')}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
