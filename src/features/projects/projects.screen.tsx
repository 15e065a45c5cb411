import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BuildingCard } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { formatDate, formatMoney } from '../../lib/format';
import { projectsQuery } from '../../lib/queries/partners.queries';
import { button } from '../../ui/button.css';
import { container, page } from '../../ui/layout.css';
import { Pagination } from '../../ui/pagination.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ProjectFilters } from './project-filters.view';
import { projectsFilter, projectsPageSize, type ProjectsSearch } from './projects.route';
import * as css from './projects.css';

function ProjectCard({ project, lang }: { project: BuildingCard; lang: Language }) {
  const { t } = useTranslation(['partners', 'catalogue']);
  return (
    <article className={css.card}>
      <div className={css.figure}>
        <img className={css.picture} src={project.imageUrl} alt="" loading="lazy" width={320} height={200} />
        <span className={css.stage}>{t(`catalogue:stage.${project.stage}`)}</span>
      </div>
      <div className={css.body}>
        <h2 className={css.title}>
          <Link to="/$lang/projects/$id" params={{ lang, id: String(project.id) }} className={css.titleLink}>
            {project.name}
          </Link>
        </h2>
        <p className={css.muted}>{project.address}</p>
        <p className={css.muted}>{t('projects.developer', { name: project.developer.name })}</p>
        <p className={css.muted}>{t('projects.completion', { date: formatDate(project.completionDate, lang, { month: 'long', year: 'numeric' }) })}</p>
        <p className={css.price}>{project.minPrice === null ? t('catalogue:soldOut') : t('catalogue:from', { price: formatMoney(project.minPrice, 'AMD', lang) })}</p>
        {project.minPrice === null ? null : <p className={css.muted}>{t('catalogue:apartmentsForSale', { count: project.apartmentsForSale })}</p>}
      </div>
    </article>
  );
}

function Results({ search, lang }: { search: ProjectsSearch; lang: Language }) {
  const { t } = useTranslation(['partners', 'catalogue']);
  const result = useQuery(projectsQuery(projectsFilter(search), lang));
  if (!result.data) return <p role="status">{t('catalogue:loading')}</p>;
  const { items, totalCount } = result.data;
  if (!items.length) {
    return (
      <div className={css.empty}>
        <p className={css.emptyText} role="status">
          {totalCount ? t('projects.emptyPage') : t('projects.noResults')}
        </p>
        <Link from="/$lang/projects" to="/$lang/projects" search={totalCount ? (prev) => ({ ...prev, page: 1 }) : {}} className={button.secondary}>
          {totalCount ? t('firstPage') : t('projects.reset')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={css.status} role="status">
        {t('projects.found', { count: totalCount })}
      </p>
      <ul className={css.grid} data-testid="results">
        {items.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} lang={lang} />
          </li>
        ))}
      </ul>
      <Pagination page={search.page} totalPages={Math.ceil(totalCount / projectsPageSize)} />
    </>
  );
}

/** Projects: new buildings of developers who are not the bank's partners, filtered in the URL. */
export function ProjectsScreen() {
  const { t, i18n } = useTranslation('partners');
  const search = useSearch({ from: '/$lang/projects' });
  const navigate = useNavigate({ from: '/$lang/projects' });
  const lang = i18n.language as Language;
  useDocumentTitle(t('projects.title'));
  return (
    <section className={page} aria-labelledby="projects-title">
      <div className={container}>
        <h1 id="projects-title">{t('projects.title')}</h1>
        <p className={css.lead}>{t('projects.lead')}</p>
        {/* Keyed by the applied filters: when the URL changes (back button, reset) the form shows it. */}
        <ProjectFilters
          key={`${search.district ?? ''}|${search.stage ?? ''}|${search.sort}`}
          search={search}
          lang={lang}
          onApply={(next) => void navigate({ search: { ...next, page: 1 } })}
        />
        <Results search={search} lang={lang} />
      </div>
    </section>
  );
}
