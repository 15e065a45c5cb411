import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StoreCard as StoreCardData } from '../../../api/contract/stores';
import type { Language } from '../../../api/contract/validation';
import * as css from './stores.css';

/** A partner on a list: logo, sector, name (linking to its page), what it is, and its offer with the discount. */
export function StoreCard({ store, lang, headingLevel = 3 }: { store: StoreCardData; lang: Language; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('stores');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const link =
    store.section === 'homeRenovation' ? (
      <Link to="/$lang/home-and-renovation/$store" params={{ lang, store: store.slug }} className={css.cardLink}>
        {store.name}
      </Link>
    ) : (
      <Link to="/$lang/services/$store" params={{ lang, store: store.slug }} className={css.cardLink}>
        {store.name}
      </Link>
    );
  return (
    <article className={css.card} data-testid="store-card">
      <img src={store.logoUrl} alt="" width={64} height={64} className={css.logo} loading="lazy" />
      <div className={css.cardBody}>
        <p className={css.sectorName}>{store.sector.name}</p>
        <Heading className={css.cardTitle}>{link}</Heading>
        <p className={css.summary}>{store.summary}</p>
        <p className={css.offer}>{store.offer}</p>
        {store.discountPercent !== null ? <span className={css.discount}>{t('discount', { percent: store.discountPercent })}</span> : null}
      </div>
    </article>
  );
}
