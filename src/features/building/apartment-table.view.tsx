import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apartmentSortKeys, type ApartmentRow } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { formatArea, formatMoney } from '../../lib/format';
import { buildingApartmentsQuery } from '../../lib/queries/property.queries';
import { SelectField } from '../../ui/loan-forms/select-field.view';
import { Pagination } from '../../ui/pagination.view';
import { apartmentsFilterOf, hasSearchFilters, type BuildingSearch } from './building.route';
import { FloorPlanViewer } from './floor-plan-viewer.view';
import * as css from './building.css';

/** The table's columns (spec section 3) in the order of their sort keys (spec section 9). */
const columns = apartmentSortKeys;
/** The cells a card names (its headers are not shown there); the number and the price speak for themselves. */
const cardLabelled = new Set<(typeof columns)[number]>(['floor', 'area', 'roomsCount', 'minAreaPrice']);

function roomsLabel(t: (key: string) => string, rooms: number) {
  if (rooms === -2) return t('catalogue:studio');
  if (rooms === -1) return t('catalogue:noPlanning');
  return String(rooms);
}

function cell(row: ApartmentRow, column: (typeof columns)[number], lang: Language, t: (key: string) => string) {
  switch (column) {
    case 'number':
      return String(row.number);
    case 'floor':
      return String(row.floor);
    case 'area':
      return formatArea(row.area, lang);
    case 'roomsCount':
      return roomsLabel(t, row.roomsCount);
    case 'minApartmentPrice':
      return formatMoney(row.minApartmentPrice, 'AMD', lang);
    case 'minAreaPrice':
      return formatMoney(row.minAreaPrice, 'AMD', lang);
  }
}

/**
 * The search the building was opened from, when it narrows the table beyond one tab: its room counts
 * and price range in words, and the way back to every flat.
 */
function SearchFilters({ search, lang }: { search: BuildingSearch; lang: Language }) {
  const { t } = useTranslation('property');
  if (!hasSearchFilters(search)) return null;
  const money = (amount: number) => formatMoney(amount, 'AMD', lang);
  const { minPrice, maxPrice } = search;
  const parts = [
    search.rooms.length ? t('tableFilter.rooms', { rooms: search.rooms.map((rooms) => roomsLabel(t, rooms)).join(', ') }) : null,
    minPrice !== undefined && maxPrice !== undefined
      ? t('tableFilter.priceBetween', { min: money(minPrice), max: money(maxPrice) })
      : minPrice !== undefined
        ? t('tableFilter.priceFrom', { price: money(minPrice) })
        : maxPrice !== undefined
          ? t('tableFilter.priceTo', { price: money(maxPrice) })
          : null,
  ].filter(Boolean);
  return (
    <p className={css.searchFilters} data-testid="table-search-filters">
      <span>{t('tableFilter.label', { filters: parts.join(' · ') })}</span>{' '}
      <Link to="." search={{ ...search, rooms: [], minPrice: undefined, maxPrice: undefined, page: 1 }} resetScroll={false}>
        {t('tableFilter.clear')}
      </Link>
    </p>
  );
}

/** The sort as the phone's select says it: the column's key and the order. */
const sortValue = (sortBy: number, asc: boolean) => `${sortBy}:${asc ? 'asc' : 'desc'}`;

/**
 * The sort where the table's headers are not shown (a phone): every column either way, in the URL as
 * the headers put it. The page stays where it is, under the person's finger.
 */
function SortSelect({ search }: { search: BuildingSearch }) {
  const { t } = useTranslation('property');
  const navigate = useNavigate();
  const options = columns.flatMap((column, key) =>
    [true, false].map((asc) => ({ value: sortValue(key, asc), label: t(asc ? 'apartmentSort.ascending' : 'apartmentSort.descending', { column: t(`column.${column}`) }) })),
  );
  const choose = (value: string) => {
    const [key, order] = value.split(':');
    void navigate({ to: '.', search: { ...search, sortBy: Number(key), asc: order === 'asc', page: 1 }, resetScroll: false });
  };
  return (
    <div className={css.sortSelect}>
      <SelectField label={t('apartmentSort.label')} value={sortValue(search.sortBy, search.asc)} options={options} onValueChange={choose} testId="apartment-sort" />
    </div>
  );
}

/**
 * The building's apartments: a tab per room count, every column sortable (its header is a link, so
 * the sort is in the URL), booked ones marked, and each plan one click away. On a phone the same rows
 * are drawn as cards (building.css.ts) and a select sorts them.
 */
export function ApartmentTable({ buildingId, roomCounts, search, lang }: { buildingId: number; roomCounts: { rooms: number; count: number }[]; search: BuildingSearch; lang: Language }) {
  const { t } = useTranslation('property');
  const result = useQuery(buildingApartmentsQuery(apartmentsFilterOf(buildingId, search)));
  const [plan, setPlan] = useState<number | null>(null);
  const rows = result.data?.items ?? [];
  return (
    <section aria-labelledby="apartments-title" className={css.tableSection}>
      <h2 id="apartments-title">{t('apartmentsTitle')}</h2>
      <nav aria-label={t('roomsTabs')} className={css.roomTabs}>
        <Link to="." search={{ ...search, rooms: [], page: 1 }} className={css.roomTab} aria-current={search.rooms.length === 0 ? 'page' : undefined}>
          {t('allRooms')}
        </Link>
        {roomCounts.map(({ rooms, count }) => (
          <Link key={rooms} to="." search={{ ...search, rooms: [rooms], page: 1 }} className={css.roomTab} aria-current={search.rooms.length === 1 && search.rooms[0] === rooms ? 'page' : undefined}>
            {rooms > 0 ? t('roomsTab', { rooms, count }) : t('roomsTabOther', { kind: roomsLabel(t, rooms), count })}
          </Link>
        ))}
      </nav>
      <SearchFilters search={search} lang={lang} />
      {result.error ? (
        <p role="alert">{t('tableFailed')}</p>
      ) : !result.data ? (
        <p role="status">{t('catalogue:loading')}</p>
      ) : rows.length === 0 ? (
        <p>{t('noApartments')}</p>
      ) : (
        <>
          <SortSelect search={search} />
          <div className={css.tableScroll} tabIndex={0} role="region" aria-labelledby="apartments-title">
            <table className={css.table} data-testid="apartments">
              <thead>
                <tr>
                  <th scope="col">{t('column.isBooked')}</th>
                  {columns.map((column, key) => {
                    const active = search.sortBy === key;
                    return (
                      <th key={column} scope="col" aria-sort={active ? (search.asc ? 'ascending' : 'descending') : 'none'}>
                        {/* The table stays where it is on the screen: the rows change under the header just clicked. */}
                        <Link to="." search={{ ...search, sortBy: key, asc: active ? !search.asc : true, page: 1 }} resetScroll={false} className={css.sortLink}>
                          {t(`column.${column}`)}
                          <span aria-hidden="true">{active ? (search.asc ? ' ▲' : ' ▼') : ''}</span>
                        </Link>
                      </th>
                    );
                  })}
                  <th scope="col">{t('column.plan')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-booked={row.isBooked || undefined}>
                    <td className={css.cell.status} data-availability={row.isBooked ? 'booked' : row.availability}>
                      {row.isBooked ? t('booked') : t(`availability.${row.availability}`)}
                    </td>
                    {columns.map((column) => (
                      <td key={column} className={css.cell[column]} data-label={cardLabelled.has(column) ? t(`column.${column}`) : undefined}>
                        {column === 'number' ? (
                          <Link to="/$lang/property/$market/$id" params={{ lang, market: 'primary', id: String(row.id) }}>
                            {t('apartmentNumber', { number: row.number })}
                          </Link>
                        ) : (
                          cell(row, column, lang, t)
                        )}
                      </td>
                    ))}
                    <td className={css.cell.plan}>
                      <button type="button" className={css.planButton} onClick={() => setPlan(row.id)} aria-label={t('showPlanOf', { number: row.number })}>
                        {t('showPlan')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={search.page} totalPages={result.data.pagination.totalPages} scrollTo="apartments-title" />
        </>
      )}
      <FloorPlanViewer rows={rows} current={plan} onChange={setPlan} lang={lang} />
    </section>
  );
}
