import { useQueries } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import type { PropertyLink } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { compareList, maxCompared, useCompareList } from '../../lib/compare-list';
import { useHydrated } from '../../lib/use-hydrated';
import { button } from '../../ui/button.css';
import { container, page } from '../../ui/layout.css';
import { RouteLink } from '../../ui/route-link.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { compareColumn, comparedQuery, highlightsOf } from './compare-model';
import { CompareTable, type ColumnState } from './compare-table.view';
import * as css from './compare.css';

function EmptyComparison() {
  const { t } = useTranslation('compare');
  return (
    <section className={css.empty} aria-labelledby="compare-empty-title" data-testid="compare-empty">
      <h2 id="compare-empty-title" className={css.emptyTitle}>
        {t('page.empty.title')}
      </h2>
      <p className={css.emptyText}>{t('page.empty.text', { max: maxCompared })}</p>
      <RouteLink to="search" className={button.primary}>
        {t('page.empty.search')}
      </RouteLink>
    </section>
  );
}

/**
 * Compare (issue 22): the properties chosen in this browser side by side, each fetched as its own
 * page fetches it, so prices are today's. One that left the catalogue shows as unavailable, to be
 * removed; one that failed to load can be tried again.
 */
export function CompareScreen() {
  const { t, i18n } = useTranslation('compare');
  const lang = i18n.language as Language;
  useDocumentTitle(t('page.title'));
  const hydrated = useHydrated();
  const chosen = useCompareList();
  const heading = useRef<HTMLHeadingElement>(null);
  const results = useQueries({ queries: chosen.map((link) => comparedQuery(link, lang)) });
  const entries: ColumnState[] = chosen.map((link, index) => {
    const result = results[index];
    if (result?.data) return { link, state: 'ready', column: compareColumn(link, result.data, t, lang) };
    if (result?.error instanceof ApiError && result.error.kind === 'notFound') return { link, state: 'unavailable' };
    if (result?.error) return { link, state: 'failed', retry: () => void result.refetch() };
    return { link, state: 'loading' };
  });
  const highlights = highlightsOf(entries.map((entry) => (entry.state === 'ready' ? entry.column : null)));
  const remove = (link: PropertyLink) => {
    compareList.remove(link);
    // The button goes with its column: keep the keyboard's place at the top of the page.
    heading.current?.focus();
  };
  return (
    <div className={`${container} ${page}`}>
      <header className={css.header}>
        <div>
          <h1 id="compare-title" ref={heading} tabIndex={-1} className={css.title}>
            {t('page.title')}
          </h1>
          <p className={css.lead}>{t('page.lead', { max: maxCompared })}</p>
        </div>
        {hydrated && chosen.length > 0 && (
          <div className={css.headerActions}>
            <p className={css.chosen} data-testid="compare-count">
              {t('page.chosen', { chosen: chosen.length, max: maxCompared })}
            </p>
            <button type="button" className={button.secondary} onClick={() => compareList.clear()}>
              {t('page.clearAll')}
            </button>
          </div>
        )}
      </header>
      {/* The server cannot know this browser's list: the table or the empty state come with hydration. */}
      {hydrated && (chosen.length === 0 ? <EmptyComparison /> : <CompareTable entries={entries} highlights={highlights} lang={lang} onRemove={remove} />)}
    </div>
  );
}
