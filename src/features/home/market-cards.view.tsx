import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import type { Banner } from '../../lib/queries/banners.queries';
import type { RouteName } from '../../routes/route-registry';
import { RouteLink } from '../../ui/route-link.view';
import { BannerLink } from '../../ui/banner/banner-link.view';
import { BannerPicture } from '../../ui/banner/banner-picture.view';
import * as css from './home.css';

type MarketId = 'primary' | 'secondary' | 'rentals' | 'foreign';

const markets: { id: MarketId; to: RouteName; search?: Record<string, string> }[] = [
  { id: 'primary', to: 'buildings', search: { market: 'primary' } },
  { id: 'secondary', to: 'buildings', search: { market: 'secondary' } },
  { id: 'rentals', to: 'rentals' },
  { id: 'foreign', to: 'foreignMarket' },
];

/** Icons (Material Icons, Apache 2.0) for a card without a banner picture. */
const icons: Record<MarketId, string> = {
  primary:
    'M17 11V3H7v4H3v14h8v-4h2v4h8V11h-4zM7 19H5v-2h2v2zm0-4H5v-2h2v2zm0-4H5V9h2v2zm4 4H9v-2h2v2zm0-4H9V9h2v2zm0-4H9V5h2v2zm4 8h-2v-2h2v2zm0-4h-2V9h2v2zm0-4h-2V5h2v2zm4 12h-2v-2h2v2zm0-4h-2v-2h2v2z',
  secondary: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z',
  rentals: 'M12.65 10C11.83 7.67 9.61 6 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6c2.61 0 4.83-1.67 5.65-4H17v4h4v-4h2v-4H12.65zM7 14c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2z',
  foreign:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-1 17.93c-3.95-.49-7-3.85-7-7.93 0-.62.08-1.21.21-1.79L9 15v1c0 1.1.9 2 2 2v1.93zm6.9-2.54c-.26-.81-1-1.39-1.9-1.39h-1v-3c0-.55-.45-1-1-1H8v-2h2c.55 0 1-.45 1-1V7h2c1.1 0 2-.9 2-2v-.41c2.93 1.19 5 4.06 5 7.41 0 2.08-.8 3.97-2.1 5.39z',
};

/**
 * The four markets. New buildings and the secondary market carry their card banners (spec
 * section 2: primary and secondary market cards) as pictures that link where the banner says.
 */
export function MarketCards({ pictures, lang }: { pictures: Partial<Record<MarketId, Banner>>; lang: Language }) {
  const { t } = useTranslation('home');
  return (
    <ul className={css.cards}>
      {markets.map((market) => {
        const banner = pictures[market.id];
        return (
          <li key={market.id} className={css.card} data-testid={`market-${market.id}`}>
            {banner ? (
              <BannerLink redirectUrl={banner.redirectUrl} lang={lang} className={`${css.bannerLink} ${css.cardPicture}`}>
                <BannerPicture banner={banner} alt={banner.title} className={css.bannerImage} />
              </BannerLink>
            ) : (
              <span className={css.cardIcon}>
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                  <path d={icons[market.id]} fill="currentColor" />
                </svg>
              </span>
            )}
            <div className={css.cardBody}>
              <h3 className={css.cardTitle}>{t(`markets.${market.id}.title`)}</h3>
              <p className={css.cardText}>{t(`markets.${market.id}.text`)}</p>
              <RouteLink to={market.to} {...(market.search ? { search: market.search } : {})} className={css.cardLink}>
                {t(`markets.${market.id}.link`)}
                <span aria-hidden="true"> →</span>
              </RouteLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
