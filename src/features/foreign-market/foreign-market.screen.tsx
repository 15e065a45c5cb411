import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { foreignProjectsQuery } from '../../lib/queries/foreign.queries';
import { button } from '../../ui/button.css';
import { container, page } from '../../ui/layout.css';
import { Pagination } from '../../ui/pagination.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ForeignFilters } from './foreign-filters.view';
import { filterOf, type ForeignMarketSearch } from './foreign-market.route';
import { ForeignProjectCard } from './foreign-project-card.view';
import * as css from './foreign.css';

/** Nothing on this page: a way back to every project, whatever filter or page led here. */
function NoProjects({ lang }: { lang: Language }) {
  const { t } = useTranslation('foreign');
  return (
    <div className={css.empty} data-testid="no-results">
      <h2 className={css.emptyTitle}>{t('empty.title')}</h2>
      <p className={css.emptyText}>{t('empty.text')}</p>
      <Link to="/$lang/foreign-market" params={{ lang }} search={{}} className={button.secondary}>
        {t('resetFilters')}
      </Link>
    </div>
  );
}

function Results({ search, lang }: { search: ForeignMarketSearch; lang: Language }) {
  const { t } = useTranslation('foreign');
  const result = useQuery(foreignProjectsQuery(filterOf(search), lang));
  if (!result.data) return <p role="status">{t('loading')}</p>;
  const { items, pagination } = result.data;
  const filtered = search.countries.length > 0;
  return (
    <>
      <div className={css.summary}>
        <p className={css.count} role="status" data-testid="results-count">
          {t('count', { filtered: pagination.FilteredCount, total: pagination.totalCount })}
        </p>
        {filtered && items.length > 0 ? (
          <Link to="/$lang/foreign-market" params={{ lang }} search={{ sort: search.sort }} className={css.resetLink}>
            {t('resetFilters')}
          </Link>
        ) : null}
      </div>
      {items.length === 0 ? (
        <NoProjects lang={lang} />
      ) : (
        <>
          <ul className={css.grid} data-testid="results" aria-busy={result.isPlaceholderData}>
            {items.map((project) => (
              <li key={project.id}>
                <ForeignProjectCard project={project} lang={lang} />
              </li>
            ))}
          </ul>
          <Pagination page={search.page} totalPages={pagination.totalPages} ns="foreign" />
        </>
      )}
    </>
  );
}

/** Foreign market: new-build projects abroad, by country and sort, with the search in the URL. */
export function ForeignMarketScreen() {
  const { t, i18n } = useTranslation('foreign');
  const search = useSearch({ from: '/$lang/foreign-market' });
  const navigate = useNavigate({ from: '/$lang/foreign-market' });
  const lang = i18n.language as Language;
  useDocumentTitle(t('title'));
  return (
    // `page` on its own element: on one element its padding would override the container's side padding.
    <section className={page} aria-labelledby="foreign-title">
      <div className={container}>
        <div className={css.intro}>
          <h1 id="foreign-title">{t('title')}</h1>
          <p className={css.lead}>{t('lead')}</p>
        </div>
        <ForeignFilters search={search} lang={lang} onApply={(next) => void navigate({ search: (prev) => ({ ...prev, ...next, page: 1 }) })} />
        <Results search={search} lang={lang} />
      </div>
    </section>
  );
}
