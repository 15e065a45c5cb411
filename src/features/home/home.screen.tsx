import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { homeBannersQuery, inSlot } from '../../lib/queries/banners.queries';
import { button } from '../../ui/button.css';
import { container } from '../../ui/layout.css';
import { LazyRecentlyViewed } from '../../ui/lazy-recently-viewed.view';
import { RouteLink } from '../../ui/route-link.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BannerLink } from '../../ui/banner/banner-link.view';
import { BannerPicture } from '../../ui/banner/banner-picture.view';
import { BannerSlider } from './banner-slider.view';
import { HeroSearch } from './hero-search.view';
import { HomeRibbon } from './home-ribbon.view';
import * as css from './home.css';
import { MarketCards } from './market-cards.view';
import { NewBuildings } from './new-buildings.view';
import { OwnHomeStore } from './own-home-store.view';
import { PartnerBanners } from './partner-banners.view';

/**
 * What a person can do online, in the order one would: catalogue, calculators, pre-qualification,
 * booking, and the mortgage application with the bank's decision.
 */
const onlineSteps = ['search', 'calculate', 'prequalify', 'book', 'mortgage'] as const;

/**
 * The home page: announcement ribbon, hero, banner slider, the four markets with their banners,
 * the promo banner, the newest partner buildings, what can be done online and the partners' banners.
 * Every banner part is optional, so the page stands without them.
 */
export function HomeScreen() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language as Language;
  useDocumentTitle('');
  const { data: banners } = useQuery(homeBannersQuery(lang));
  const slides = inSlot(banners, 'slider');
  const [promo] = inSlot(banners, 'fixed');
  const [primaryCard] = inSlot(banners, 'primaryCard');
  const [secondaryCard] = inSlot(banners, 'secondaryCard');
  return (
    <>
      <HomeRibbon banners={inSlot(banners, 'homeRibbon')} lang={lang} />
      <section className={`${css.hero} ${slides.length ? css.heroOverlapped : ''}`} aria-labelledby="home-title">
        <div className={container}>
          <h1 id="home-title" className={css.heroTitle}>
            {t('hero.title')}
          </h1>
          <p className={css.heroLead}>{t('hero.lead')}</p>
          <HeroSearch lang={lang} />
          <div className={css.heroActions}>
            <RouteLink to="loanCalculator" className={css.heroSecondary}>
              {t('hero.calculate')}
            </RouteLink>
          </div>
        </div>
      </section>
      {slides.length > 0 && (
        <div className={`${container} ${css.sliderPlace}`}>
          <BannerSlider
            slides={slides}
            label={t('slider.label')}
            renderSlide={(banner) => (
              <BannerLink redirectUrl={banner.redirectUrl} lang={lang} className={css.bannerLink}>
                {/* Eager: a lazy picture off to the side would load only as it slides in, showing a blank slide. */}
                <BannerPicture banner={banner} alt={banner.title} className={css.bannerImage} loading="eager" />
              </BannerLink>
            )}
          />
        </div>
      )}
      <section className={css.section} aria-labelledby="markets-title">
        <div className={container}>
          <h2 id="markets-title" className={css.sectionTitle}>
            {t('markets.title')}
          </h2>
          <MarketCards pictures={{ ...(primaryCard ? { primary: primaryCard } : {}), ...(secondaryCard ? { secondary: secondaryCard } : {}) }} lang={lang} />
          {promo && (
            <BannerLink redirectUrl={promo.redirectUrl} lang={lang} className={`${css.bannerLink} ${css.promo}`}>
              <BannerPicture banner={promo} alt={promo.title} className={css.bannerImage} />
            </BannerLink>
          )}
        </div>
      </section>
      <NewBuildings lang={lang} />
      <section className={css.section} aria-labelledby="online-title">
        <div className={container}>
          <h2 id="online-title" className={css.sectionTitle}>
            {t('online.title')}
          </h2>
          <p className={css.sectionLead}>{t('online.lead')}</p>
          <ol className={css.steps}>
            {onlineSteps.map((step) => (
              <li key={step} className={css.step}>
                <span className={css.stepTitle}>{t(`online.${step}.title`)}</span>
                <span className={css.stepText}>{t(`online.${step}.text`)}</span>
              </li>
            ))}
          </ol>
          <div className={css.onlineActions}>
            <RouteLink to="apply" className={button.primary} data-testid="home-apply-mortgage">
              {t('online.applyMortgage')}
            </RouteLink>
            <RouteLink to="applyNow" className={button.secondary}>
              {t('online.apply')}
            </RouteLink>
          </div>
        </div>
      </section>
      <LazyRecentlyViewed lang={lang} className={container} />
      <OwnHomeStore lang={lang} />
      <PartnerBanners lang={lang} />
    </>
  );
}
