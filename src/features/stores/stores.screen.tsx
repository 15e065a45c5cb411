import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StoreSection } from '../../../api/contract/stores';
import type { Language } from '../../../api/contract/validation';
import { sectorsQuery, storeListQuery } from '../../lib/queries/stores.queries';
import { container, page } from '../../ui/layout.css';
import { FilterChips } from '../../ui/filter-chips.view';
import { Pagination } from '../../ui/pagination.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PartnerBanners } from '../../ui/banner/partner-banners.view';
import { StoreCard } from './store-card.view';
import { chosenSectorSlugs, listOf, type StoresSearch } from './stores.route';
import * as css from './stores.css';

/** The chosen sectors after a click on one: a chosen one is dropped, another added. */
const toggled = (search: StoresSearch, slug: string) => {
  const chosen = chosenSectorSlugs(search);
  return (chosen.includes(slug) ? chosen.filter((each) => each !== slug) : [...chosen, slug]).join(',');
};

/**
 * A section of the bank's partners (spec sections 1 and 7): home and renovation, or services. Sector
 * chips filter the stores (any of the chosen sectors), the page is in the URL, the partner banners below.
 */
function StoresList({ section, search }: { section: StoreSection; search: StoresSearch }) {
  const { t, i18n } = useTranslation('stores');
  const lang = i18n.language as Language;
  useDocumentTitle(t(`title.${section}`));
  const sectors = useQuery(sectorsQuery(section, lang)).data ?? [];
  const list = useQuery(storeListQuery(section, listOf(search, sectors), lang));
  const chosen = chosenSectorSlugs(search);
  const totalPages = list.data ? Math.ceil(list.data.totalCount / list.data.pageSize) : 0;
  return (
    <section className={`${container} ${page}`} aria-labelledby="stores-title">
      <h1 id="stores-title">{t(`title.${section}`)}</h1>
      <p className={css.lead}>{t(`lead.${section}`)}</p>
      <div className={css.sectorFilter}>
        <FilterChips
          label={t('sectors')}
          chosenLabel={t('chosen')}
          testId="sector-filter"
          chips={sectors.map((sector) => ({ key: sector.id, name: sector.name, count: sector.storeCount, chosen: chosen.includes(sector.slug), search: { sectors: toggled(search, sector.slug), page: 1 } }))}
        />
      </div>
      <p role="status" className={css.meta}>
        {list.data ? t('count', { count: list.data.totalCount }) : null}
      </p>
      {list.data && list.data.totalCount === 0 ? (
        <p className={css.empty}>
          {t('nothing')}{' '}
          <Link to="." search={{}}>
            {t('allSectors')}
          </Link>
        </p>
      ) : null}
      <ul className={css.grid} data-testid="stores">
        {list.data?.stores.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} lang={lang} />
          </li>
        ))}
      </ul>
      <Pagination page={search.page} totalPages={totalPages} ns="stores" />
      <PartnerBanners lang={lang} label={t('banners')} />
    </section>
  );
}

export function HomeRenovationScreen() {
  return <StoresList section="homeRenovation" search={useSearch({ from: '/$lang/home-and-renovation/' })} />;
}

export function ServicesScreen() {
  return <StoresList section="services" search={useSearch({ from: '/$lang/services/' })} />;
}
