import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { pathInLanguage } from '../../lib/language';
import { inSlot, partnerBannersQuery, type Banner, type PartnerBannerSlot } from '../../lib/queries/banners.queries';
import { visuallyHidden } from '../../ui/layout.css';
import { breakpoints } from '../../ui/theme.css';
import * as css from './partners.css';

const slots: PartnerBannerSlot[] = ['partnerLeft', 'partnerRight'];

function parse(redirectUrl: string): URL | null {
  try {
    return new URL(redirectUrl, window.location.origin);
  } catch {
    return null;
  }
}

/**
 * Banners are stored with an Armenian path (`/hy/partners`): a page of this app opens in the
 * visitor's language through the router; another site only over https, anything else is left out,
 * so a stored `javascript:` address can never become a link. Other sites open in a new tab.
 */
function BannerLink({ banner, lang }: { banner: Banner; lang: Language }) {
  const { t } = useTranslation('partners');
  const url = parse(banner.redirectUrl);
  if (!url) return null;
  const picture = (
    // Half the page wide at most: the medium picture is sharp enough there, the small one on phones.
    <picture>
      <source media={`(max-width: ${breakpoints.sm - 1}px)`} srcSet={banner.smallImageUrl} width={375} height={200} />
      <img className={css.bannerPicture} src={banner.mediumImageUrl} alt={banner.title} width={768} height={240} decoding="async" />
    </picture>
  );
  if (url.origin === window.location.origin) {
    return (
      <Link to={pathInLanguage(url.pathname, lang)} search={Object.fromEntries(url.searchParams)} className={css.bannerLink}>
        {picture}
      </Link>
    );
  }
  if (url.protocol !== 'https:') return null;
  return (
    <a href={url.href} className={css.bannerLink} target="_blank" rel="noopener noreferrer">
      {picture}
      <span className={visuallyHidden}>{t('opensInNewTab')}</span>
    </a>
  );
}

/** The partner banners, left and right slot side by side (stacked on phones); nothing when there are none. */
export function PartnerBanners({ lang }: { lang: Language }) {
  const { t } = useTranslation('partners');
  const banners = useQuery(partnerBannersQuery(lang));
  if (!banners.data?.length) return null;
  return (
    <section className={css.banners} aria-label={t('banners')}>
      {slots.map((slot) => (
        <ul key={slot} className={css.bannerColumn}>
          {inSlot(banners.data, slot).map((banner) => (
            <li key={banner.id} className={css.bannerItem}>
              <BannerLink banner={banner} lang={lang} />
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}
