import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { container, page } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BuildingCardBody, buildingHref, ListingCardBody, listingHref, Results } from './catalogue-results.view';
import { CatalogueFilters } from './catalogue-filters.view';
import { SaveSearch } from './save-search.view';
import { listingResultsQuery, primaryResultsQuery, type PropertyMarket, type PropertySearch } from './property-search';
import * as css from './catalogue.css';

function PrimaryResults({ search, lang, partnerOnly }: { search: PropertySearch; lang: Language; partnerOnly: boolean }) {
  const result = useQuery(primaryResultsQuery(search, lang, partnerOnly));
  return (
    <Results
      result={result}
      search={search}
      countKey="buildingsFound"
      label={(building) => building.name}
      href={buildingHref(lang)}
      card={(building) => <BuildingCardBody building={building} lang={lang} />}
    />
  );
}

function ListingResults({ search, lang }: { search: PropertySearch; lang: Language }) {
  const result = useQuery(listingResultsQuery(search, lang));
  return (
    <Results
      result={result}
      search={search}
      countKey="listingsFound"
      label={(listing) => `${listing.title}, ${listing.address}`}
      href={listingHref(lang)}
      card={(listing) => <ListingCardBody listing={listing} lang={lang} />}
    />
  );
}

/** The filters' identity: a new search in the URL (back button, a shared link) gives a fresh form. */
const filtersKey = ({ page: _page, view: _view, ...filters }: PropertySearch) => JSON.stringify(filters);

/**
 * A property list page: title, market tabs, the filters and the results, all driven by the URL.
 * The buildings page, the property search and the rentals page differ only in markets and title.
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
  page: 'buildings' | 'search' | 'rentals';
  partnerOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const navigate = useNavigate();
  const lang = i18n.language as Language;
  useDocumentTitle(title);
  return (
    <section className={`${container} ${page}`} aria-labelledby="list-title">
      <h1 id="list-title">{title}</h1>
      {markets.length > 1 && (
        <nav aria-label={t('markets')} className={css.tabs}>
          {markets.map((market) => (
            <Link key={market} to="." search={{ ...search, market, page: 1 }} className={css.tab} aria-current={search.market === market ? 'page' : undefined}>
              {t(`market.${market}`)}
            </Link>
          ))}
        </nav>
      )}
      <CatalogueFilters key={filtersKey(search)} search={search} onApply={(next) => void navigate({ to: '.', search: { ...search, ...next, page: 1 } })} />
      <div className={css.saveRow}>
        <SaveSearch search={search} page={listPage} />
      </div>
      {search.market === 'primary' ? <PrimaryResults search={search} lang={lang} partnerOnly={partnerOnly} /> : <ListingResults search={search} lang={lang} />}
    </section>
  );
}
