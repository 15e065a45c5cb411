import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { propertySorts } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { districtsQuery } from '../../lib/queries/catalogue.queries';
import { button } from '../../ui/button.css';
import { FormMessage } from '../../ui/form.view';
import { roomOptions, type BuildingsSearch } from './buildings-search';
import * as css from './catalogue.css';

type Applied = Pick<BuildingsSearch, 'rooms' | 'minPrice' | 'maxPrice' | 'district' | 'sort'>;
const toNumber = (text: string) => (text.trim() === '' ? undefined : Math.max(0, Math.round(Number(text.replace(/[\s,]/g, '')))));

/** Rooms, a price range, a district and the sort; applied together, so the URL changes once per search. */
export function CatalogueFilters({ search, onApply }: { search: BuildingsSearch; onApply: (next: Applied) => void }) {
  const { t, i18n } = useTranslation('catalogue');
  const ids = { min: useId(), max: useId(), district: useId(), sort: useId() };
  const districts = useQuery(districtsQuery(i18n.language as Language));
  const [rooms, setRooms] = useState<number[]>([...search.rooms]);
  const [minPrice, setMinPrice] = useState(search.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(search.maxPrice?.toString() ?? '');
  const [district, setDistrict] = useState(search.district ?? '');
  const [sort, setSort] = useState(search.sort);
  const [rangeError, setRangeError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = toNumber(minPrice);
    const max = toNumber(maxPrice);
    // The server refuses it too (FILTER.RANGE_INVALID); saying so here saves a round trip.
    if (min !== undefined && max !== undefined && min >= max) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    onApply({ rooms: rooms as Applied['rooms'], minPrice: min, maxPrice: max, district: district || undefined, sort });
  };

  return (
    <form className={css.filters} onSubmit={submit} aria-label={t('filters')} data-testid="filters">
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('rooms')}</legend>
        <div className={css.chips}>
          {roomOptions.map((option) => (
            <label key={option} className={css.chip}>
              <input
                type="checkbox"
                checked={rooms.includes(option)}
                onChange={(event) => setRooms((current) => (event.target.checked ? [...current, option] : current.filter((r) => r !== option)))}
              />
              {option === -2 ? t('studio') : option === 4 ? '4+' : option}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={css.range}>
        <label htmlFor={ids.min} className={css.legend}>
          {t('priceFrom')}
        </label>
        <input id={ids.min} className={css.input} inputMode="numeric" value={minPrice} onChange={(event) => setMinPrice(event.target.value)} />
        <label htmlFor={ids.max} className={css.legend}>
          {t('priceTo')}
        </label>
        <input id={ids.max} className={css.input} inputMode="numeric" value={maxPrice} onChange={(event) => setMaxPrice(event.target.value)} />
      </div>
      <div className={css.range}>
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
        <label htmlFor={ids.sort} className={css.legend}>
          {t('sortBy')}
        </label>
        <select id={ids.sort} className={css.input} value={sort} onChange={(event) => setSort(event.target.value as Applied['sort'])}>
          {propertySorts.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <FormMessage error={rangeError ? { key: 'errors:FILTER.RANGE_INVALID' } : undefined} />
      <button type="submit" className={button.primary}>
        {t('apply')}
      </button>
    </form>
  );
}
