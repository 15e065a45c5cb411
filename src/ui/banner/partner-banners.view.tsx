import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../api/contract/validation';
import { inSlot, partnerBannersQuery, type PartnerBannerSlot } from '../../lib/queries/banners.queries';
import { BannerLink } from './banner-link.view';
import { BannerPicture } from './banner-picture.view';
import * as css from './partner-banners.css';

const slots: PartnerBannerSlot[] = ['partnerLeft', 'partnerRight'];

/** The partner banners, left and right slot side by side (stacked on phones), named by `label`; nothing when there are none. */
export function PartnerBanners({ lang, label }: { lang: Language; label: string }) {
  const banners = useQuery(partnerBannersQuery(lang));
  if (!banners.data?.length) return null;
  return (
    <section className={css.banners} aria-label={label}>
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
