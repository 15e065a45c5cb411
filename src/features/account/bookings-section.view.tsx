import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { bookingRules, type Booking } from '../../../api/contract/bookings';
import { marketTypes, propertyPathParams, type MarketType } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { toastApiError } from '../../lib/api-errors';
import { formatDate, formatMoney } from '../../lib/format';
import { bookingsKey, bookingsQuery } from '../../lib/queries/bookings.queries';
import { button } from '../../ui/button.css';
import { timeLeft } from '../../lib/time-left';
import { useNow } from '../../lib/use-now';
import { UnbookDialog } from '../../ui/unbook-dialog.view';
import * as css from './account.css';

/** The personal page's bookings: a tab per market, each with the time its hold has left, and unbooking. */
export function BookingsSection() {
  const { t, i18n } = useTranslation('bookings');
  const lang = i18n.language as Language;
  const [market, setMarket] = useState<MarketType>('0');
  const [unbooking, setUnbooking] = useState<Booking | null>(null);
  const queryClient = useQueryClient();
  const now = useNow();
  const bookings = useQuery(bookingsQuery(lang, true));
  const unbook = useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/bookings/{id}/unbook', { params: { path: { id: String(id) } } })),
    onError: (error) => toastApiError(error, i18n.t),
    onSettled: () => {
      setUnbooking(null);
      return queryClient.invalidateQueries({ queryKey: bookingsKey });
    },
  });
  const all = bookings.data ?? [];
  const shown = all.filter((booking) => booking.marketType === market);
  return (
    <div className={css.favourites}>
      <p className={css.empty}>{t('section.of', { count: all.length, max: bookingRules.maxActive })}</p>
      <div role="group" aria-label={t('section.markets')} className={css.marketTabs}>
        {marketTypes.map((type) => (
          <button key={type} type="button" className={css.marketTab} aria-pressed={market === type} onClick={() => setMarket(type)}>
            {t(`section.market.${type}`, { count: all.filter((booking) => booking.marketType === type).length })}
          </button>
        ))}
      </div>
      {!bookings.data ? (
        <p role="status">{i18n.t('account:loading')}</p>
      ) : shown.length === 0 ? (
        <p className={css.empty}>{t('section.empty', { days: bookingRules.holdDays[market] })}</p>
      ) : (
        <ul className={css.favouriteList} data-testid="bookings">
          {shown.map((booking) => (
            <li key={booking.id} className={css.favourite}>
              <img src={booking.imageUrl} alt="" width={96} height={72} loading="lazy" className={css.favouritePicture} />
              <div>
                <Link to="/$lang/property/$market/$id" params={{ lang, ...propertyPathParams({ ...booking, deal: 'sale' }) }}>
                  {booking.title}
                </Link>
                <p className={css.empty}>
                  {booking.address} · {formatMoney(booking.price, 'AMD', lang)}
                </p>
                <p className={css.empty}>
                  {t('panel.timeLeft', { time: timeLeft(booking.expiresAt, now, t) })} ({t('panel.holdEnds', { date: formatDate(booking.expiresAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) })})
                </p>
              </div>
              <button type="button" className={button.ghost} onClick={() => setUnbooking(booking)}>
                {t('panel.unbook')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <UnbookDialog
        open={unbooking !== null}
        busy={unbook.isPending}
        title={unbooking?.title ?? ''}
        onConfirm={() => unbooking && unbook.mutate(unbooking.id)}
        onCancel={() => setUnbooking(null)}
      />
    </div>
  );
}
