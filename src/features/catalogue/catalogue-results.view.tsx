import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildingCard, ListingCard } from '../../../api/contract/catalogue';
import { propertyPathParams } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { ApiError } from '../../../api/client';
import { formatMoney } from '../../lib/format';
import { PositionsMap } from '../../ui/map/positions-map.view';
import { Pagination } from '../../ui/pagination.view';
import { pageSize, type PropertySearch } from './property-search';
import * as css from './catalogue.css';

interface ResultsProps<T extends { id: number; latitude: number; longitude: number }> {
  result: { data?: { items: T[]; totalCount: number; totalCountCapped?: true } | undefined; error: unknown };
  search: PropertySearch;
  countKey: 'buildingsFound' | 'listingsFound';
  label: (item: T) => string;
  href: (item: T) => { to: string; params: Record<string, string> };
  card: (item: T) => ReactNode;
}

/** Loading, a refusal, nothing found, or the count, the map, the cards and the pages: one frame for every market. */
export function Results<T extends { id: number; latitude: number; longitude: number }>({ result, search, countKey, label, href, card }: ResultsProps<T>) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  if (result.error) {
    const refused = result.error instanceof ApiError && result.error.type === 'FILTER';
    return (
      <p className={css.empty} role="alert">
        {refused ? t('refused') : t('failed')}
      </p>
    );
  }
  const page = result.data;
  if (!page) return <p role="status">{t('loading')}</p>;
  if (page.totalCount === 0) {
    return (
      <div className={css.emptyBox} data-testid="no-results">
        <p className={css.empty}>{t('noResults')}</p>
        <Link to="." search={{ market: search.market }} className={css.resetLink}>
          {t('resetFilters')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className={css.toolbar}>
        <p className={css.count} role="status">
          {/* Past the server's count cap the total is a floor: "more than 10 000". */}
          {page.totalCountCapped ? t(`${countKey}Capped`, { count: page.totalCount }) : t(countKey, { count: page.totalCount })}
        </p>
        <Link to="." search={{ ...search, view: search.view === 'map' ? 'list' : 'map' }} className={css.viewToggle} data-active={search.view === 'map' || undefined}>
          {search.view === 'map' ? t('hideMap') : t('showMap')}
        </Link>
      </div>
      {search.view === 'map' && (
        <PositionsMap
          label={t('mapOfResults')}
          positions={page.items.map((item) => ({ id: item.id, latitude: item.latitude, longitude: item.longitude, label: label(item) }))}
          onSelect={(id) => {
            const item = page.items.find((candidate) => candidate.id === id);
            if (item) void navigate(href(item));
          }}
        />
      )}
      <ul className={css.grid} data-testid="results">
        {page.items.map((item) => (
          <li key={item.id} className={css.card}>
            <Link {...href(item)} className={css.cardLink}>
              {card(item)}
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={search.page} totalPages={Math.ceil(page.totalCount / pageSize)} />
    </>
  );
}

export function BuildingCardBody({ building, lang }: { building: BuildingCard; lang: Language }) {
  const { t } = useTranslation('catalogue');
  return (
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
  );
}

export function ListingCardBody({ listing, lang }: { listing: ListingCard; lang: Language }) {
  const { t } = useTranslation('catalogue');
  return (
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
          {listing.deal === 'rent' ? <span className={css.perMonth}> {t('perMonth')}</span> : null}
        </p>
        {listing.oldPrice !== null && listing.oldPrice > listing.price ? <p className={css.oldPrice}>{formatMoney(listing.oldPrice, 'AMD', lang)}</p> : null}
      </div>
    </>
  );
}

export const buildingHref = (lang: Language) => (building: BuildingCard) => ({ to: '/$lang/buildings/$id', params: { lang, id: String(building.id) } });
export const listingHref = (lang: Language) => (listing: ListingCard) => ({
  to: '/$lang/property/$market/$id',
  params: { lang, ...propertyPathParams({ marketType: '1', apartmentId: listing.id, deal: listing.deal }) },
});
