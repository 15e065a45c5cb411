import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { propertySorts } from '../../../api/contract/catalogue';
import { ApiError } from '../../../api/client';
import { Pagination } from '../../ui/pagination.view';
import { pageSize, type PropertySearch } from './property-search';
import { ResultsMap } from './results-map.view';
import { SaveSearch } from './save-search.view';
import * as css from './catalogue.css';

interface ResultsProps<T extends { id: number }> {
  result: { data?: { items: T[]; totalCount: number; totalCountCapped?: true } | undefined; error: unknown };
  search: PropertySearch;
  page: 'buildings' | 'search' | 'rentals';
  partnerOnly: boolean;
  countKey: 'buildingsFound' | 'listingsFound';
  hrefOf: (id: number) => { to: string; params: Record<string, string>; search?: Record<string, unknown> };
  /** A result's card; `index` is its place on the page (the first one's picture loads first). */
  card: (item: T, index: number) => ReactNode;
  /** The phone's button that opens the filters, first in the row of the order and the map. */
  filtersButton: ReactNode;
}

/** The order of the results: applied as soon as it is chosen, kept in the URL. */
function SortSelect({ search }: { search: PropertySearch }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  return (
    <label className={css.sort}>
      <span className={css.sortLabel}>{t('sortBy')}</span>
      <select className={css.sortSelect} value={search.sort} onChange={(event) => {
          const sort = event.target.value as PropertySearch['sort'];
          // From the address, not this render's search: a tab clicked a moment ago may not have drawn yet.
          void navigate({ to: '.', search: (current) => ({ ...current, sort, page: 1 }) });
        }}>
        {propertySorts.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The map's switch. A wide screen shows the map beside the list unless it is hidden; a phone shows
 * the list alone unless the map is asked for. Both links are drawn and CSS keeps the one of the width.
 */
function MapToggle({ search }: { search: PropertySearch }) {
  const { t } = useTranslation('catalogue');
  const { view: _view, ...rest } = search;
  return (
    <>
      <Link to="." search={search.view === 'list' ? rest : { ...rest, view: 'list' }} className={`${css.viewToggle} ${css.wideInline}`} data-testid="map-toggle-wide">
        {search.view === 'list' ? t('showMap') : t('hideMap')}
      </Link>
      <Link to="." search={search.view === 'map' ? rest : { ...rest, view: 'map' }} className={`${css.viewToggle} ${css.phoneInline}`} data-active={search.view === 'map' || undefined} data-testid="map-toggle-phone">
        {search.view === 'map' ? t('listOnly') : t('mapView')}
      </Link>
    </>
  );
}

/**
 * Loading, a refusal, nothing found, or the count, the order, the cards and the map beside them, and
 * the pages: one frame for every market. A card and its marker light up together.
 */
export function Results<T extends { id: number }>({ result, search, page: listPage, partnerOnly, countKey, hrefOf, card, filtersButton }: ResultsProps<T>) {
  const { t } = useTranslation('catalogue');
  const [highlighted, setHighlighted] = useState<number | null>(null);
  if (result.error) {
    const refused = result.error instanceof ApiError && result.error.type === 'FILTER';
    return (
      <p className={css.empty} role="alert">
        {refused ? t('refused') : t('failed')}
      </p>
    );
  }
  const found = result.data;
  if (!found) return <p role="status">{t('loading')}</p>;
  return (
    <>
      <div className={css.toolbar}>
        <p className={css.count} role="status" data-testid="results-count">
          {/* Past the server's count cap the total is a floor: "more than 10 000". */}
          {found.totalCountCapped ? t(`${countKey}Capped`, { count: found.totalCount }) : t(countKey, { count: found.totalCount })}
        </p>
        <div className={css.toolbarActions}>
          <span className={css.phoneOnly}>{filtersButton}</span>
          <SortSelect search={search} />
          <SaveSearch search={search} page={listPage} />
          <MapToggle search={search} />
        </div>
      </div>
      <div className={css.resultsLayout} data-view={search.view ?? 'auto'}>
        {found.totalCount === 0 ? (
          <div className={css.emptyBox} data-testid="no-results">
            <p className={css.empty}>{search.bounds ? t('noResultsInArea') : t('noResults')}</p>
            <Link to="." search={{ market: search.market }} className={css.resetLink}>
              {t('resetFilters')}
            </Link>
          </div>
        ) : (
          <div className={css.listColumn}>
            <ul className={css.grid} data-testid="results">
              {found.items.map((item, index) => (
                <li
                  key={item.id}
                  className={css.card}
                  data-result-id={item.id}
                  data-highlighted={highlighted === item.id || undefined}
                  onMouseEnter={() => setHighlighted(item.id)}
                  onMouseLeave={() => setHighlighted(null)}
                  onFocus={() => setHighlighted(item.id)}
                  onBlur={() => setHighlighted(null)}
                >
                  {card(item, index)}
                </li>
              ))}
            </ul>
            <Pagination page={search.page} totalPages={Math.ceil(found.totalCount / pageSize)} />
          </div>
        )}
        <ResultsMap search={search} partnerOnly={partnerOnly} hrefOf={hrefOf} highlighted={highlighted} onHighlight={setHighlighted} />
      </div>
    </>
  );
}
