import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { propertySorts } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { districtsQuery } from '../../lib/queries/catalogue.queries';
import { button } from '../../ui/button.css';
import { FormMessage } from '../../ui/form.view';
import { listingTypes, roomOptions, type AppliedFilters, type PropertySearch } from './property-search';
import * as css from './catalogue.css';

const toNumber = (text: string) => (text.trim() === '' ? undefined : Math.max(0, Math.round(Number(text.replace(/[\s,]/g, '')) || 0)));
type RangeField = 'price' | 'area';

function RangeInputs({ field, min, max, onMin, onMax }: { field: RangeField; min: string; max: string; onMin: (value: string) => void; onMax: (value: string) => void }) {
  const { t } = useTranslation('catalogue');
  const ids = { min: useId(), max: useId() };
  return (
    <div className={css.range}>
      <div className={css.field}>
        <label htmlFor={ids.min} className={css.legend}>
          {t(`${field}From`)}
        </label>
        <input id={ids.min} className={css.input} inputMode="numeric" autoComplete="off" value={min} onChange={(event) => onMin(event.target.value)} />
      </div>
      <div className={css.field}>
        <label htmlFor={ids.max} className={css.legend}>
          {t(`${field}To`)}
        </label>
        <input id={ids.max} className={css.input} inputMode="numeric" autoComplete="off" value={max} onChange={(event) => onMax(event.target.value)} />
      </div>
    </div>
  );
}

/**
 * Rooms, price (and, off the primary market, type and area), district and sort; applied together,
 * so the URL changes once per search and the back button steps through searches, not keystrokes.
 */
export function CatalogueFilters({ search, onApply }: { search: PropertySearch; onApply: (next: AppliedFilters) => void }) {
  const { t, i18n } = useTranslation('catalogue');
  const ids = { district: useId(), sort: useId() };
  const districts = useQuery(districtsQuery(i18n.language as Language));
  const listing = search.market !== 'primary';
  const [rooms, setRooms] = useState<number[]>([...search.rooms]);
  const [types, setTypes] = useState<string[]>([...search.types]);
  const [minPrice, setMinPrice] = useState(search.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(search.maxPrice?.toString() ?? '');
  const [minArea, setMinArea] = useState(search.minArea?.toString() ?? '');
  const [maxArea, setMaxArea] = useState(search.maxArea?.toString() ?? '');
  const [district, setDistrict] = useState(search.district ?? '');
  const [sort, setSort] = useState(search.sort);
  const [rangeError, setRangeError] = useState<RangeField | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = [toNumber(minPrice), toNumber(maxPrice)] as const;
    const area = listing ? ([toNumber(minArea), toNumber(maxArea)] as const) : ([undefined, undefined] as const);
    // The server refuses it too (FILTER.RANGE_INVALID); saying so here saves a round trip.
    const invalid = ([['price', price], ['area', area]] as const).find(([, [from, to]]) => from !== undefined && to !== undefined && from >= to);
    setRangeError(invalid?.[0]);
    if (invalid) return;
    onApply({
      rooms: rooms as AppliedFilters['rooms'],
      types: (listing ? types : []) as AppliedFilters['types'],
      minPrice: price[0],
      maxPrice: price[1],
      minArea: area[0],
      maxArea: area[1],
      district: district || undefined,
      sort,
    });
  };

  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));

  return (
    <form className={css.filters} onSubmit={submit} aria-label={t('filters')} data-testid="filters" noValidate>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('rooms')}</legend>
        <div className={css.chips}>
          {roomOptions.map((option) => (
            <label key={option} className={css.chip}>
              <input type="checkbox" checked={rooms.includes(option)} onChange={(event) => setRooms((current) => toggle(current, option, event.target.checked))} />
              {option === -2 ? t('studio') : option === -1 ? t('noPlanning') : option === 4 ? '4+' : option}
            </label>
          ))}
        </div>
      </fieldset>
      {listing && (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t('type')}</legend>
          <div className={css.chips}>
            {listingTypes.map((type) => (
              <label key={type} className={css.chip}>
                <input type="checkbox" checked={types.includes(type)} onChange={(event) => setTypes((current) => toggle(current, type, event.target.checked))} />
                {t(`types.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <RangeInputs field="price" min={minPrice} max={maxPrice} onMin={setMinPrice} onMax={setMaxPrice} />
      {listing && <RangeInputs field="area" min={minArea} max={maxArea} onMin={setMinArea} onMax={setMaxArea} />}
      <div className={css.range}>
        <div className={css.field}>
          <label htmlFor={ids.district} className={css.legend}>
            {t('district')}
          </label>
          <select id={ids.district} className={css.input} value={district} onChange={(event) => setDistrict(event.target.value)}>
            <option value="">{t('anyDistrict')}</option>
            {districts.data?.map((d) => (
              <option key={d.key} value={d.key}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div className={css.field}>
          <label htmlFor={ids.sort} className={css.legend}>
            {t('sortBy')}
          </label>
          <select id={ids.sort} className={css.input} value={sort} onChange={(event) => setSort(event.target.value as AppliedFilters['sort'])}>
            {propertySorts.map((option) => (
              <option key={option} value={option}>
                {t(`sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={css.submit}>
        <FormMessage error={rangeError ? { key: 'errors:FILTER.RANGE_INVALID' } : undefined} />
        <button type="submit" className={button.primary}>
          {t('apply')}
        </button>
      </div>
    </form>
  );
}
