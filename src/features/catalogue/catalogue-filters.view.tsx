import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { districtsQuery } from '../../lib/queries/catalogue.queries';
import { AmountInput, parseAmount } from '../../ui/amount-input.view';
import { button } from '../../ui/button.css';
import { FormMessage } from '../../ui/form.view';
import { visuallyHidden } from '../../ui/layout.css';
import { listingTypes, roomOptions, type AppliedFilters, type PropertySearch } from './property-search';
import * as css from './catalogue.css';

type RangeField = 'price' | 'area';

/** A range: its name over a pair of fields, each with its own full name for screen readers ("Price from, AMD"). */
function RangeInputs({ field, min, max, onMin, onMax }: { field: RangeField; min: string; max: string; onMin: (value: string) => void; onMax: (value: string) => void }) {
  const { t } = useTranslation('catalogue');
  const ids = { min: useId(), max: useId() };
  return (
    <fieldset className={css.fieldset} data-field={field}>
      <legend className={css.legend}>{t(`${field}Range`)}</legend>
      <div className={css.range}>
        <label htmlFor={ids.min} className={visuallyHidden}>
          {t(`${field}From`)}
        </label>
        <AmountInput id={ids.min} className={css.input} value={min} onValueChange={onMin} placeholder={t('rangeFromPlaceholder')} />
        <label htmlFor={ids.max} className={visuallyHidden}>
          {t(`${field}To`)}
        </label>
        <AmountInput id={ids.max} className={css.input} value={max} onValueChange={onMax} placeholder={t('rangeToPlaceholder')} />
      </div>
    </fieldset>
  );
}

/** The rooms' names in the filter: studio, 1 to 3, 4 or more, no planning. */
export function useRoomLabel() {
  const { t } = useTranslation('catalogue');
  return (option: number) => (option === -2 ? t('studio') : option === -1 ? t('noPlanning') : option === 4 ? '4+' : String(option));
}

/**
 * Property types off the primary market. In the bar they fold into a menu (five long names would take
 * a line of their own); in the phone's sheet they are chips like the rooms.
 */
function TypeChoice({ types, onToggle, folded }: { types: string[]; onToggle: (type: string, on: boolean) => void; folded: boolean }) {
  const { t } = useTranslation('catalogue');
  const chips = (
    <div className={css.chips}>
      {listingTypes.map((type) => (
        <label key={type} className={css.chip}>
          <input type="checkbox" className={css.chipInput} checked={types.includes(type)} onChange={(event) => onToggle(type, event.target.checked)} />
          {t(`types.${type}`)}
        </label>
      ))}
    </div>
  );
  if (!folded) {
    return (
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('type')}</legend>
        {chips}
      </fieldset>
    );
  }
  const summary = types.length === 0 ? t('anyType') : types.length === 1 ? t(`types.${types[0]}`) : t('typesChosen', { count: types.length });
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t('type')}</legend>
      <details className={css.typeMenu}>
        <summary className={css.typeSummary}>{summary}</summary>
        <div className={css.typePanel}>{chips}</div>
      </details>
    </fieldset>
  );
}

/**
 * Rooms, type and area off the primary market, price and district; applied together, so the URL
 * changes once per search and the back button steps through searches, not keystrokes. `bar` lays them
 * out in a compact row above the results (wide screens); `sheet` one under another (the phone's sheet).
 */
export function CatalogueFilters({ search, onApply, layout }: { search: PropertySearch; onApply: (next: AppliedFilters) => void; layout: 'bar' | 'sheet' }) {
  const { t, i18n } = useTranslation('catalogue');
  const roomLabel = useRoomLabel();
  const districtId = useId();
  const districts = useQuery(districtsQuery(i18n.language as Language));
  const listing = search.market !== 'primary';
  const [rooms, setRooms] = useState<number[]>([...search.rooms]);
  const [types, setTypes] = useState<string[]>([...search.types]);
  const [minPrice, setMinPrice] = useState(search.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(search.maxPrice?.toString() ?? '');
  const [minArea, setMinArea] = useState(search.minArea?.toString() ?? '');
  const [maxArea, setMaxArea] = useState(search.maxArea?.toString() ?? '');
  const [district, setDistrict] = useState(search.district ?? '');
  const [rangeError, setRangeError] = useState<RangeField | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = [parseAmount(minPrice), parseAmount(maxPrice)] as const;
    const area = listing ? ([parseAmount(minArea), parseAmount(maxArea)] as const) : ([undefined, undefined] as const);
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
    });
  };

  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));

  return (
    <form className={css.filters[layout]} onSubmit={submit} aria-label={t('filters')} data-testid="filters" noValidate>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('rooms')}</legend>
        <div className={css.chips}>
          {roomOptions.map((option) => (
            <label key={option} className={css.chip}>
              <input type="checkbox" className={css.chipInput} checked={rooms.includes(option)} onChange={(event) => setRooms((current) => toggle(current, option, event.target.checked))} />
              {roomLabel(option)}
            </label>
          ))}
        </div>
      </fieldset>
      {listing && <TypeChoice types={types} onToggle={(type, on) => setTypes((current) => toggle(current, type, on))} folded={layout === 'bar'} />}
      <RangeInputs field="price" min={minPrice} max={maxPrice} onMin={setMinPrice} onMax={setMaxPrice} />
      {listing && <RangeInputs field="area" min={minArea} max={maxArea} onMin={setMinArea} onMax={setMaxArea} />}
      <div className={css.field} data-field="district">
        <label htmlFor={districtId} className={css.legend}>
          {t('district')}
        </label>
        <select id={districtId} className={css.input} value={district} onChange={(event) => setDistrict(event.target.value)}>
          <option value="">{t('anyDistrict')}</option>
          {districts.data?.map((d) => (
            <option key={d.key} value={d.key}>
              {d.name}
            </option>
          ))}
        </select>
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
