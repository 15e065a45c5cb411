import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { ownHomeStoreQuery } from '../../lib/queries/stores.queries';
import { container } from '../../ui/layout.css';
import * as css from './home.css';

/** The own-home section (spec section 7): the partner store the bank puts forward for furnishing a new home; nothing when none is chosen. */
export function OwnHomeStore({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  const store = useQuery({ ...ownHomeStoreQuery(lang), retry: 1, meta: { handlesErrors: true } }).data;
  if (!store) return null;
  return (
    <section className={css.section} aria-labelledby="own-home-title" data-testid="own-home-store">
      <div className={container}>
        <div className={css.sectionHead}>
          <h2 id="own-home-title" className={css.sectionTitle}>
            {t('ownHome.title')}
          </h2>
          <Link to="/$lang/home-and-renovation" params={{ lang }} search={{}} className={css.seeAll}>
            {t('ownHome.all')}
          </Link>
        </div>
        <div className={css.ownHome}>
          <img src={store.logoUrl} alt="" width={80} height={80} className={css.ownHomeLogo} loading="lazy" />
          <div>
            <h3 className={css.ownHomeName}>
              <Link to="/$lang/home-and-renovation/$store" params={{ lang, store: store.slug }}>
                {store.name}
              </Link>
            </h3>
            <p className={css.sectionLead}>{store.summary}</p>
            <p className={css.ownHomeOffer}>{store.offer}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
