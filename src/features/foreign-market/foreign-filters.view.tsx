import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { propertySorts, type PropertySort } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { foreignCountriesQuery } from '../../lib/queries/foreign.queries';
import type { ForeignMarketSearch } from './foreign-market.route';
import { useForeignFormat } from './foreign-format';
import * as css from './foreign.css';

type Applied = Pick<ForeignMarketSearch, 'countries' | 'sort'>;

/**
 * Countries (several may be ticked; none means all) and the sort. Each change applies at once: the
 * list below updates in place and its count is announced, so nothing else on the page moves.
 */
export function ForeignFilters({ search, lang, onApply }: { search: ForeignMarketSearch; lang: Language; onApply: (next: Partial<Applied>) => void }) {
  const { t } = useTranslation('foreign');
  const sortId = useId();
  const countries = useQuery(foreignCountriesQuery(lang));
  const names = useForeignFormat(lang);
  // A country chosen in a shared link stays visible even if it has no projects any more.
  const options = names.byCountryName([...new Set([...(countries.data ?? []), ...search.countries])]);

  const toggle = (code: string, checked: boolean) =>
    onApply({ countries: checked ? [...search.countries, code].sort() : search.countries.filter((c) => c !== code) });

  return (
    <form className={css.filters} aria-label={t('filters')} data-testid="filters" onSubmit={(event) => event.preventDefault()}>
      <fieldset className={css.fieldset}>
        <legend className={css.label}>{t('country')}</legend>
        <div className={css.chips}>
          {options.map((code) => (
            <label key={code} className={css.chip}>
              <input type="checkbox" value={code} checked={search.countries.includes(code)} onChange={(event) => toggle(code, event.target.checked)} />
              {names.country(code)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={sortId} className={css.label}>
          {t('sortBy')}
        </label>
        <select id={sortId} className={css.select} value={search.sort} onChange={(event) => onApply({ sort: event.target.value as PropertySort })}>
          {propertySorts.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
