import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatMoney, formatNumber } from '../../lib/format';
import { districtsQuery } from '../../lib/queries/catalogue.queries';
import { useRoomLabel } from './catalogue-filters.view';
import type { PropertySearch } from './property-search';
import * as css from './catalogue.css';

interface Chip {
  key: string;
  name: string;
  /** The search without this filter. */
  without: Partial<PropertySearch>;
}

/** A search as its address shows it: no empty lists or unset fields. */
const addressOf = (search: Partial<PropertySearch>) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))) as Partial<PropertySearch>;

/**
 * The chosen filters as chips, each a link to the same search without it, and "clear all": on a phone
 * the filters themselves are folded in a sheet, so this is how the person sees what the list shows.
 */
export function FilterSummary({ search }: { search: PropertySearch }) {
  const { t, i18n } = useTranslation('catalogue');
  const lang = i18n.language as Language;
  const roomLabel = useRoomLabel();
  const districts = useQuery(districtsQuery(lang));
  const money = (value: number) => formatMoney(value, 'AMD', lang);
  const area = (value: number) => t('area', { area: formatNumber(value, lang) });
  const range = (min: number | undefined, max: number | undefined, format: (value: number) => string) =>
    min !== undefined && max !== undefined ? `${format(min)} – ${format(max)}` : min !== undefined ? t('rangeFrom', { value: format(min) }) : t('rangeTo', { value: format(max ?? 0) });
  const base = { ...search, page: 1 };
  const chips: Chip[] = [
    ...search.rooms.map((rooms) => ({
      key: `rooms-${rooms}`,
      name: rooms > 0 ? t('roomsChip', { rooms: roomLabel(rooms) }) : roomLabel(rooms),
      without: { ...base, rooms: search.rooms.filter((other) => other !== rooms) },
    })),
    ...search.types.map((type) => ({ key: `type-${type}`, name: t(`types.${type}`), without: { ...base, types: search.types.filter((other) => other !== type) } })),
    ...(search.minPrice !== undefined || search.maxPrice !== undefined
      ? [{ key: 'price', name: range(search.minPrice, search.maxPrice, money), without: { ...base, minPrice: undefined, maxPrice: undefined } }]
      : []),
    ...(search.minArea !== undefined || search.maxArea !== undefined
      ? [{ key: 'area', name: range(search.minArea, search.maxArea, area), without: { ...base, minArea: undefined, maxArea: undefined } }]
      : []),
    ...(search.district
      ? [{ key: 'district', name: districts.data?.find((district) => district.key === search.district)?.name ?? t('district'), without: { ...base, district: undefined } }]
      : []),
    ...(search.bounds ? [{ key: 'bounds', name: t('mapArea'), without: { ...base, bounds: undefined } }] : []),
  ];
  if (chips.length === 0) return null;
  return (
    <nav aria-label={t('chosenFilters')} className={css.summary} data-testid="filter-summary">
      <ul className={css.summaryList}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to="." search={addressOf(chip.without)} className={css.summaryChip} aria-label={t('removeFilter', { name: chip.name })}>
              {chip.name}
              <span aria-hidden="true" className={css.summaryRemove}>
                ×
              </span>
            </Link>
          </li>
        ))}
        {chips.length > 1 && (
          <li>
            <Link to="." search={{ market: search.market, sort: search.sort, ...(search.view ? { view: search.view } : {}) }} className={css.clearAll}>
              {t('clearAll')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
