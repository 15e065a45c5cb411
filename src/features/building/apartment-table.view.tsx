import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apartmentSortKeys, type ApartmentRow } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { formatMoney, formatNumber } from '../../lib/format';
import { buildingApartmentsQuery } from '../../lib/queries/property.queries';
import { Pagination } from '../../ui/pagination.view';
import { apartmentsFilterOf, type BuildingSearch } from './building.route';
import { FloorPlanViewer } from './floor-plan-viewer.view';
import * as css from './building.css';

/** The table's columns (spec section 3) in the order of their sort keys (spec section 9). */
const columns = apartmentSortKeys;

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
      return `${formatNumber(row.area, lang, { maximumFractionDigits: 1 })} m²`;
    case 'roomsCount':
      return roomsLabel(t, row.roomsCount);
    case 'minApartmentPrice':
      return formatMoney(row.minApartmentPrice, 'AMD', lang);
    case 'minAreaPrice':
      return formatMoney(row.minAreaPrice, 'AMD', lang);
  }
}

/**
 * The building's apartments: a tab per room count, every column sortable (its header is a link, so
 * the sort is in the URL), booked ones marked, and each plan one click away.
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
        <Link to="." search={{ ...search, rooms: undefined, page: 1 }} className={css.roomTab} aria-current={search.rooms === undefined ? 'page' : undefined}>
          {t('allRooms')}
        </Link>
        {roomCounts.map(({ rooms, count }) => (
          <Link key={rooms} to="." search={{ ...search, rooms, page: 1 }} className={css.roomTab} aria-current={search.rooms === rooms ? 'page' : undefined}>
            {rooms > 0 ? t('roomsTab', { rooms, count }) : t('roomsTabOther', { kind: roomsLabel(t, rooms), count })}
          </Link>
        ))}
      </nav>
      {result.error ? (
        <p role="alert">{t('tableFailed')}</p>
      ) : !result.data ? (
        <p role="status">{t('catalogue:loading')}</p>
      ) : rows.length === 0 ? (
        <p>{t('noApartments')}</p>
      ) : (
        <>
          <div className={css.tableScroll} tabIndex={0} role="region" aria-labelledby="apartments-title">
            <table className={css.table} data-testid="apartments">
              <thead>
                <tr>
                  <th scope="col">{t('column.isBooked')}</th>
                  {columns.map((column, key) => {
                    const active = search.sortBy === key;
                    return (
                      <th key={column} scope="col" aria-sort={active ? (search.asc ? 'ascending' : 'descending') : 'none'}>
                        <Link to="." search={{ ...search, sortBy: key, asc: active ? !search.asc : true, page: 1 }} className={css.sortLink}>
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
                    <td>{row.isBooked ? t('booked') : t(`availability.${row.availability}`)}</td>
                    {columns.map((column) => (
                      <td key={column}>
                        {column === 'number' ? (
                          <Link to="/$lang/property/$market/$id" params={{ lang, market: 'primary', id: String(row.id) }}>
                            {t('apartmentNumber', { number: row.number })}
                          </Link>
                        ) : (
                          cell(row, column, lang, t)
                        )}
                      </td>
                    ))}
                    <td>
                      <button type="button" className={css.planButton} onClick={() => setPlan(row.id)} aria-label={t('showPlanOf', { number: row.number })}>
                        {t('showPlan')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={search.page} totalPages={result.data.pagination.totalPages} />
        </>
      )}
      <FloorPlanViewer rows={rows} current={plan} onChange={setPlan} lang={lang} />
    </section>
  );
}
