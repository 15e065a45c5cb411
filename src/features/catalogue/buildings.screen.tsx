import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatMoney } from '../../lib/format';
import { buildingsQuery, listingsQuery } from '../../lib/queries/catalogue.queries';
import { container, page } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { pageSize, type BuildingsSearch } from './buildings-search';
import * as css from './catalogue.css';
import { CatalogueFilters } from './catalogue-filters.view';
import { Pagination } from './pagination.view';

function filterOf(search: BuildingsSearch) {
  return {
    ...(search.rooms.length ? { roomsCount: [...search.rooms] } : {}),
    ...(search.minPrice !== undefined ? { minPrice: search.minPrice } : {}),
    ...(search.maxPrice !== undefined ? { maxPrice: search.maxPrice } : {}),
    ...(search.district ? { districts: [search.district] } : {}),
    sort: search.sort,
    pageNumber: search.page,
    pageSize,
  };
}

/** Loading, nothing found, or the count, the cards and the pages: the same frame for both markets. */
function Results<T extends { id: number }>({
  page: result,
  current,
  countKey,
  card,
}: {
  page: { items: T[]; totalCount: number } | undefined;
  current: number;
  countKey: 'buildingsFound' | 'listingsFound';
  card: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  if (!result) return <p role="status">{t('loading')}</p>;
  if (result.totalCount === 0) return <p className={css.empty}>{t('noResults')}</p>;
  return (
    <>
      <p className={css.count} role="status">
        {t(countKey, { count: result.totalCount })}
      </p>
      <ul className={css.grid} data-testid="results">
        {result.items.map((item) => (
          <li key={item.id} className={css.card}>
            {card(item)}
          </li>
        ))}
      </ul>
      <Pagination page={current} totalPages={Math.ceil(result.totalCount / pageSize)} />
    </>
  );
}

function PrimaryResults({ search, lang }: { search: BuildingsSearch; lang: Language }) {
  const { t } = useTranslation('catalogue');
  const result = useQuery(buildingsQuery({ ...filterOf(search), partner: true }, lang));
  return (
    <Results
      page={result.data}
      current={search.page}
      countKey="buildingsFound"
      card={(building) => (
        <>
          <img className={css.picture} src={building.imageUrl} alt="" loading="lazy" width={320} height={200} />
          <div className={css.cardBody}>
            <h2 className={css.cardTitle}>{building.name}</h2>
            <p className={css.muted}>{building.address}</p>
            <p className={css.muted}>
              {building.developer.name} · {t(`stage.${building.stage}`)}
            </p>
            <p className={css.price}>{building.minPrice === null ? t('soldOut') : t('from', { price: formatMoney(building.minPrice, 'AMD', lang) })}</p>
            <p className={css.muted}>{t('apartmentsForSale', { count: building.apartmentsForSale })}</p>
          </div>
        </>
      )}
    />
  );
}

function SecondaryResults({ search, lang }: { search: BuildingsSearch; lang: Language }) {
  const { t } = useTranslation('catalogue');
  const result = useQuery(listingsQuery('sale', filterOf(search), lang));
  return (
    <Results
      page={result.data}
      current={search.page}
      countKey="listingsFound"
      card={(listing) => (
        <>
          <img className={css.picture} src={listing.imageUrl} alt="" loading="lazy" width={320} height={200} />
          <div className={css.cardBody}>
            <h2 className={css.cardTitle}>{listing.title}</h2>
            <p className={css.muted}>{listing.address}</p>
            <p className={css.muted}>
              {t('area', { area: listing.area })}
              {listing.floor !== null ? ` · ${t('floor', { floor: listing.floor, floors: listing.floorsTotal ?? listing.floor })}` : ''}
            </p>
            <p className={css.price} data-testid="price">
              {formatMoney(listing.price, 'AMD', lang)}
            </p>
          </div>
        </>
      )}
    />
  );
}

/** Buildings: new buildings of partner developers, and the secondary market, with filters in the URL. */
export function BuildingsScreen() {
  const { t, i18n } = useTranslation('catalogue');
  const search = useSearch({ from: '/$lang/buildings' });
  const navigate = useNavigate({ from: '/$lang/buildings' });
  const lang = i18n.language as Language;
  useDocumentTitle(t('title'));
  return (
    <section className={`${container} ${page}`} aria-labelledby="buildings-title">
      <h1 id="buildings-title">{t('title')}</h1>
      <nav aria-label={t('markets')} className={css.tabs}>
        {(['primary', 'secondary'] as const).map((market) => (
          <Link
            key={market}
            from="/$lang/buildings"
            to="/$lang/buildings"
            search={{ ...search, market, page: 1 }}
            className={css.tab}
            aria-current={search.market === market ? 'page' : undefined}
          >
            {t(`market.${market}`)}
          </Link>
        ))}
      </nav>
      <CatalogueFilters search={search} onApply={(next) => void navigate({ search: { ...search, ...next, page: 1 } })} />
      {search.market === 'primary' ? <PrimaryResults search={search} lang={lang} /> : <SecondaryResults search={search} lang={lang} />}
    </section>
  );
}
