import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { marketTypes, propertyPathParams, type MarketType } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { formatMoney } from '../../lib/format';
import { favouritesKey, favouritesQuery } from '../../lib/queries/favourites.queries';
import { button } from '../../ui/button.css';
import * as css from './account.css';

/** The personal page's favourites: a tab per market type, each property linking to its page. */
export function FavouritesSection() {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language as Language;
  const [chosen, setMarket] = useState<MarketType | null>(null);
  const queryClient = useQueryClient();
  const favourites = useQuery(favouritesQuery(lang, true));
  // Until a tab is chosen, the first one with favourites is open, so a saved property is never behind an empty tab.
  const market = chosen ?? marketTypes.find((type) => favourites.data?.some((favourite) => favourite.marketType === type)) ?? marketTypes[0];
  const remove = useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/favorites/{id}', { params: { path: { id: String(id) } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
  const shown = favourites.data?.filter((favourite) => favourite.marketType === market) ?? [];
  return (
    <div className={css.favourites}>
      <div role="group" aria-label={t('favourites.markets')} className={css.marketTabs}>
        {marketTypes.map((type) => (
          <button key={type} type="button" className={css.marketTab} aria-pressed={market === type} onClick={() => setMarket(type)}>
            {t(`favourites.market.${type}`, { count: favourites.data?.filter((favourite) => favourite.marketType === type).length ?? 0 })}
          </button>
        ))}
      </div>
      {!favourites.data ? (
        <p role="status">{t('loading')}</p>
      ) : shown.length === 0 ? (
        <p className={css.empty}>{t('empty.favourites')}</p>
      ) : (
        <ul className={css.favouriteList} data-testid="favourites">
          {shown.map((favourite) => (
            <li key={favourite.id} className={css.favourite}>
              <img src={favourite.imageUrl} alt="" width={96} height={72} loading="lazy" className={css.favouritePicture} />
              <div>
                <Link to="/$lang/property/$market/$id" params={{ lang, ...propertyPathParams(favourite) }}>
                  {favourite.title}
                </Link>
                <p className={css.empty}>
                  {favourite.address} · {formatMoney(favourite.price, 'AMD', lang)}
                </p>
              </div>
              <button type="button" className={button.ghost} onClick={() => remove.mutate(favourite.id)} disabled={remove.isPending} aria-label={t('favourites.removeOne', { title: favourite.title })}>
                {t('favourites.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
