import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { inSlot, partnerBannersQuery, type Banner } from '../../lib/queries/banners.queries';
import { container } from '../../ui/layout.css';
import { RouteLink } from '../../ui/route-link.view';
import { BannerLink } from '../../ui/banner/banner-link.view';
import { BannerPicture } from '../../ui/banner/banner-picture.view';
import * as css from './home.css';

function Column({ banners, lang }: { banners: Banner[]; lang: Language }) {
  return (
    <ul className={css.partnerColumn}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerLink redirectUrl={banner.redirectUrl} lang={lang} className={`${css.bannerLink} ${css.partnerBanner}`}>
            <BannerPicture banner={banner} alt={banner.title} className={css.bannerImage} />
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}

/** "Our partners": the left-slot banners in the left column, the right-slot ones in the right. */
export function PartnerBanners({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  const { data } = useQuery(partnerBannersQuery(lang));
  const left = inSlot(data, 'partnerLeft');
  const right = inSlot(data, 'partnerRight');
  // Without banners the section would be a heading over nothing.
  if (left.length + right.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="partners-title">
      <div className={container}>
      <div className={css.sectionHead}>
        <div>
          <h2 id="partners-title" className={css.sectionTitle}>
            {t('partners.title')}
          </h2>
          <p className={css.sectionLead}>{t('partners.lead')}</p>
        </div>
        <RouteLink to="partners" className={css.seeAll}>
          {t('partners.seeAll')}
          <span aria-hidden="true">→</span>
        </RouteLink>
      </div>
      <div className={css.partnerColumns}>
        {/* An empty left slot keeps its column, so right-slot banners stay on the right. */}
        {left.length ? <Column banners={left} lang={lang} /> : <div />}
        {right.length ? <Column banners={right} lang={lang} /> : null}
      </div>
      </div>
    </section>
  );
}
