import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { container } from '../../ui/layout.css';
import { LazyCompareTray } from '../../ui/lazy-compare-tray.view';
import { LazyRecentlyViewed } from '../../ui/lazy-recently-viewed.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Results } from './catalogue-results.view';
import { CatalogueFilters } from './catalogue-filters.view';
import { FilterSheet } from './filter-sheet.view';
import { FilterSummary } from './filter-summary.view';
import { BuildingCardBody, buildingHref, ListingCardBody, listingHref } from './property-cards.view';
import { buildingTableSearch, listingResultsQuery, primaryResultsQuery, type AppliedFilters, type PropertyMarket, type PropertySearch } from './property-search';
import * as css from './catalogue.css';

type ListPage = 'buildings' | 'search' | 'rentals';

function PrimaryResults({ search, lang, page, partnerOnly, filtersButton }: { search: PropertySearch; lang: Language; page: ListPage; partnerOnly: boolean; filtersButton: ReactNode }) {
  const result = useQuery(primaryResultsQuery(search, lang, partnerOnly));
  // A building opened from here lists the flats this search looked for.
  const tableSearch = buildingTableSearch(search);
  return (
    <Results
      result={result}
      search={search}
      page={page}
      partnerOnly={partnerOnly}
      filtersButton={filtersButton}
      countKey="buildingsFound"
      hrefOf={buildingHref(lang, tableSearch)}
      card={(building, index) => <BuildingCardBody building={building} lang={lang} first={index === 0} tableSearch={tableSearch} />}
    />
  );
}

function ListingResults({ search, lang, page, filtersButton }: { search: PropertySearch; lang: Language; page: ListPage; filtersButton: ReactNode }) {
  const result = useQuery(listingResultsQuery(search, lang));
  return (
    <Results
      result={result}
      search={search}
      page={page}
      partnerOnly={false}
      filtersButton={filtersButton}
      countKey="listingsFound"
      hrefOf={listingHref(lang, search.market === 'rent' ? 'rent' : 'sale')}
      card={(listing, index) => <ListingCardBody listing={listing} lang={lang} first={index === 0} />}
    />
  );
}

/** The filters' identity: a new search in the URL (back button, a shared link) gives a fresh form. */
const filtersKey = ({ page: _page, view: _view, sort: _sort, ...filters }: PropertySearch) => JSON.stringify(filters);

/**
 * A property list page, results first: a compact title with the market tabs, the filters as a bar
 * (a sheet on a phone, with the chosen ones as chips), then the results beside their map. All of it
 * driven by the URL. The buildings page, the property search and the rentals page differ only in
 * markets and title.
 */
export function PropertyList({
  search,
  title,
  markets,
  page: listPage,
  partnerOnly = false,
}: {
  search: PropertySearch;
  title: string;
  markets: readonly PropertyMarket[];
  /** Which page this is, so a saved search runs on it again. */
  page: ListPage;
  partnerOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const navigate = useNavigate();
  const lang = i18n.language as Language;
  useDocumentTitle(title);
  // From the address, not this render's search: a tab or an order chosen a moment ago may not have drawn yet.
  const apply = (next: AppliedFilters) => void navigate({ to: '.', search: (current) => ({ ...current, ...next, page: 1 }) });
  const filtersButton = <FilterSheet key={filtersKey(search)} search={search} onApply={apply} />;
  return (
    <section className={`${container} ${css.listPage}`} aria-labelledby="list-title">
      <div className={css.listHeader}>
        <h1 id="list-title" className={css.listTitle}>
          {title}
        </h1>
        {markets.length > 1 && (
          <nav aria-label={t('markets')} className={css.tabs}>
            {markets.map((market) => (
              <Link key={market} to="." search={{ ...search, market, page: 1 }} className={css.tab} aria-current={search.market === market ? 'page' : undefined}>
                {t(`market.${market}`)}
              </Link>
            ))}
          </nav>
        )}
      </div>
      <div className={css.wideOnly}>
        <CatalogueFilters key={filtersKey(search)} search={search} layout="bar" onApply={apply} />
      </div>
      <FilterSummary search={search} />
      {search.market === 'primary' ? (
        <PrimaryResults search={search} lang={lang} page={listPage} partnerOnly={partnerOnly} filtersButton={filtersButton} />
      ) : (
        <ListingResults search={search} lang={lang} page={listPage} filtersButton={filtersButton} />
      )}
      <LazyRecentlyViewed lang={lang} className={css.recent} />
      <LazyCompareTray className={css.compareTray} />
    </section>
  );
}
