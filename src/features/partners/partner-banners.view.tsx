import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { inSlot, partnerBannersQuery, type PartnerBannerSlot } from '../../lib/queries/banners.queries';
import { BannerLink } from '../../ui/banner/banner-link.view';
import { BannerPicture } from '../../ui/banner/banner-picture.view';
import * as css from './partners.css';

const slots: PartnerBannerSlot[] = ['partnerLeft', 'partnerRight'];

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
              {/* Half the page wide at most: the medium picture is sharp enough there, the small one on phones. */}
              <BannerLink redirectUrl={banner.redirectUrl} lang={lang} className={css.bannerLink}>
                <BannerPicture banner={banner} alt={banner.title} className={css.bannerPicture} />
              </BannerLink>
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}
