import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { propertySorts } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { districtsQuery } from '../../lib/queries/catalogue.queries';
import { button } from '../../ui/button.css';
import { projectStages, type ProjectsSearch } from './projects.route';
import * as css from './projects.css';

type Applied = Pick<ProjectsSearch, 'district' | 'stage' | 'sort'>;

/**
 * District, construction stage and sort, applied together with one button: the URL (and the list)
 * changes once per search, and choosing in a select does not move the page under the visitor.
 */
export function ProjectFilters({ search, lang, onApply }: { search: ProjectsSearch; lang: Language; onApply: (next: Applied) => void }) {
  const { t } = useTranslation(['partners', 'catalogue']);
  const ids = { district: useId(), stage: useId(), sort: useId() };
  const districts = useQuery(districtsQuery(lang));
  const [district, setDistrict] = useState(search.district ?? '');
  const [stage, setStage] = useState(search.stage?.toString() ?? '');
  const [sort, setSort] = useState(search.sort);
  const filtered = search.district !== undefined || search.stage !== undefined || search.sort !== 'newest';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosenStage = projectStages.find((option) => option.toString() === stage);
    onApply({ district: district || undefined, stage: chosenStage, sort });
  };

  const groups = (['yerevan', 'region'] as const).map((kind) => ({ kind, items: districts.data?.filter((d) => d.kind === kind) ?? [] }));
  return (
    <form className={css.filters} onSubmit={submit} aria-label={t('projects.filters')} data-testid="filters">
      <div className={css.field}>
        <label htmlFor={ids.district} className={css.label}>
          {t('catalogue:district')}
        </label>
        <select id={ids.district} className={css.select} value={district} onChange={(event) => setDistrict(event.target.value)}>
          <option value="">{t('catalogue:anyDistrict')}</option>
          {groups.map((group) =>
            group.items.length ? (
              <optgroup key={group.kind} label={t(`projects.districtKind.${group.kind}`)}>
                {group.items.map((d) => (
                  <option key={d.key} value={d.key}>
                    {d.name}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
      </div>
      <div className={css.field}>
        <label htmlFor={ids.stage} className={css.label}>
          {t('projects.stage')}
        </label>
        <select id={ids.stage} className={css.select} value={stage} onChange={(event) => setStage(event.target.value)}>
          <option value="">{t('projects.anyStage')}</option>
          {projectStages.map((option) => (
            <option key={option} value={option}>
              {t(`catalogue:stage.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={css.field}>
        <label htmlFor={ids.sort} className={css.label}>
          {t('catalogue:sortBy')}
        </label>
        <select id={ids.sort} className={css.select} value={sort} onChange={(event) => setSort(event.target.value as Applied['sort'])}>
          {propertySorts.map((option) => (
            <option key={option} value={option}>
              {t(`catalogue:sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={css.actions}>
        <button type="submit" className={button.primary}>
          {t('catalogue:apply')}
        </button>
        {filtered ? (
          <Link from="/$lang/projects" to="/$lang/projects" search={{}} className={css.resetLink}>
            {t('projects.reset')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
