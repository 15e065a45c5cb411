import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatMoney } from '../../lib/format';
import { container } from '../../ui/layout.css';
import { RouteLink } from '../../ui/route-link.view';
import * as css from './home.css';
import { newBuildingsQuery } from './home.route';

/** The six newest buildings of partner developers, each opening its building page. */
export function NewBuildings({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  const result = useQuery(newBuildingsQuery(lang));
  const buildings = result.data?.items ?? [];
  // No partner building on sale yet: no strip rather than an empty one.
  if (result.isSuccess && buildings.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="new-buildings-title">
      <div className={container}>
      <div className={css.sectionHead}>
        <div>
          <h2 id="new-buildings-title" className={css.sectionTitle}>
            {t('newBuildings.title')}
          </h2>
          <p className={css.sectionLead}>{t('newBuildings.lead')}</p>
        </div>
        <RouteLink to="buildings" search={{ market: 'primary' }} className={css.seeAll}>
          {t('newBuildings.seeAll')}
          <span aria-hidden="true">→</span>
        </RouteLink>
      </div>
      {result.isError ? (
        <p className={css.notice}>{t('newBuildings.unavailable')}</p>
      ) : result.isPending ? (
        <p className={css.notice} role="status">
          {t('newBuildings.loading')}
        </p>
      ) : (
        <ul className={css.strip} data-testid="new-buildings">
          {buildings.map((building) => (
            <li key={building.id} className={css.building}>
              <img className={css.buildingPicture} src={building.imageUrl} alt="" loading="lazy" decoding="async" width={400} height={300} />
              <div className={css.buildingBody}>
                <h3 className={css.buildingName}>
                  {/* The whole card is the link's target area (see `buildingLink`), the name its text. */}
                  <Link to="/$lang/buildings/$id" params={{ lang, id: String(building.id) }} className={css.buildingLink}>
                    {building.name}
                  </Link>
                </h3>
                <p className={css.buildingMeta}>{building.address}</p>
                <p className={css.buildingMeta}>{building.developer.name}</p>
                <p className={css.buildingPrice}>{building.minPrice === null ? t('newBuildings.soldOut') : t('newBuildings.from', { price: formatMoney(building.minPrice, 'AMD', lang) })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      </div>
    </section>
  );
}
