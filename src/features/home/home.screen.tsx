import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../routes/route-registry';
import { button } from '../../ui/button.css';
import { container } from '../../ui/layout.css';
import { RouteLink } from '../../ui/route-link.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './home.css';

const markets: { id: string; to: RouteName; search?: Record<string, string> }[] = [
  { id: 'primary', to: 'buildings', search: { market: 'primary' } },
  { id: 'secondary', to: 'buildings', search: { market: 'secondary' } },
  { id: 'rentals', to: 'rentals' },
  { id: 'foreign', to: 'foreignMarket' },
];

/** The seven steps of the online loan (spec section 1). */
const loanSteps = ['application', 'identification', 'spouse', 'package', 'signing', 'notary', 'disbursement'] as const;

export function HomeScreen() {
  const { t } = useTranslation('home');
  useDocumentTitle('');
  return (
    <>
      <section className={css.hero} aria-labelledby="home-title">
        <div className={container}>
          <h1 id="home-title" className={css.heroTitle}>
            {t('hero.title')}
          </h1>
          <p className={css.heroLead}>{t('hero.lead')}</p>
          <div className={css.heroActions}>
            <RouteLink to="search" className={button.accent}>
              {t('hero.search')}
            </RouteLink>
            <RouteLink to="loanCalculator" className={css.heroSecondary}>
              {t('hero.calculate')}
            </RouteLink>
          </div>
        </div>
      </section>
      <section className={`${container} ${css.section}`} aria-labelledby="markets-title">
        <h2 id="markets-title">{t('markets.title')}</h2>
        <ul className={css.cards}>
          {markets.map((market) => (
            <li key={market.id} className={css.card}>
              <h3 className={css.cardTitle}>{t(`markets.${market.id}.title`)}</h3>
              <p className={css.cardText}>{t(`markets.${market.id}.text`)}</p>
              <RouteLink to={market.to} {...(market.search ? { search: market.search } : {})} className={css.cardLink}>
                {t(`markets.${market.id}.link`)}
              </RouteLink>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${container} ${css.section}`} aria-labelledby="steps-title">
        <h2 id="steps-title">{t('steps.title')}</h2>
        <p className={css.sectionLead}>{t('steps.lead')}</p>
        <ol className={css.steps}>
          {loanSteps.map((step) => (
            <li key={step} className={css.step}>
              <span className={css.stepTitle}>{t(`steps.${step}.title`)}</span>
              <span className={css.stepText}>{t(`steps.${step}.text`)}</span>
            </li>
          ))}
        </ol>
        <RouteLink to="applyNow" className={button.primary}>
          {t('steps.apply')}
        </RouteLink>
      </section>
    </>
  );
}
