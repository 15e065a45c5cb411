import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { districtsQuery } from '../../lib/queries/catalogue.queries';
import { AmountInput, parseAmount } from '../../ui/amount-input.view';
import { button } from '../../ui/button.css';
import * as css from './home.css';

const markets = ['primary', 'secondary', 'rent'] as const;
/** The rooms a first search asks for: studio, 1 to 3, 4 or more (the results page offers the rest). */
const roomChoices = [-2, 1, 2, 3, 4] as const;

/**
 * The home page's search: what to do (buy new, buy resale, rent), rooms, the most one would pay and
 * where. It lands on the property search with those filters in its address.
 */
export function HeroSearch({ lang }: { lang: Language }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const ids = { rooms: useId(), price: useId(), district: useId() };
  const districts = useQuery(districtsQuery(lang));
  const [market, setMarket] = useState<(typeof markets)[number]>('secondary');
  const [rooms, setRooms] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [district, setDistrict] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = parseAmount(maxPrice);
    void navigate({
      to: '/$lang/search',
      params: { lang },
      search: { market, ...(rooms ? { rooms: [Number(rooms) as 1] } : {}), ...(price ? { maxPrice: price } : {}), ...(district ? { district } : {}) },
    });
  };
  return (
    <form className={css.heroSearch} onSubmit={submit} role="search" aria-label={t('heroSearch.label')} data-testid="hero-search">
      <fieldset className={css.heroMarkets}>
        <legend className={css.visuallyHidden}>{t('heroSearch.market')}</legend>
        {markets.map((option) => (
          <label key={option} className={css.heroMarket}>
            <input type="radio" name="market" value={option} checked={market === option} onChange={() => setMarket(option)} />
            {t(`heroSearch.markets.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className={css.heroFields}>
        <div className={css.heroField}>
          <label htmlFor={ids.rooms}>{t('heroSearch.rooms')}</label>
          <select id={ids.rooms} value={rooms} onChange={(event) => setRooms(event.target.value)}>
            <option value="">{t('heroSearch.anyRooms')}</option>
            {roomChoices.map((option) => (
              <option key={option} value={option}>
                {option === -2 ? t('heroSearch.studio') : option === 4 ? '4+' : option}
              </option>
            ))}
          </select>
        </div>
        <div className={css.heroField}>
          <label htmlFor={ids.price}>{t(market === 'rent' ? 'heroSearch.maxRent' : 'heroSearch.maxPrice')}</label>
          <AmountInput id={ids.price} value={maxPrice} onValueChange={setMaxPrice} placeholder={t('heroSearch.noLimit')} />
        </div>
        <div className={css.heroField}>
          <label htmlFor={ids.district}>{t('heroSearch.district')}</label>
          <select id={ids.district} value={district} onChange={(event) => setDistrict(event.target.value)}>
            <option value="">{t('heroSearch.anyDistrict')}</option>
            {districts.data?.map((option) => (
              <option key={option.key} value={option.key}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${button.accent} ${css.heroSubmit}`}>
          {t('heroSearch.submit')}
        </button>
      </div>
    </form>
  );
}
