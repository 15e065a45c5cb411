import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './pagination.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The namespace holding `pages`, `previous` and `next`: each page loads only its own namespaces. */
  ns?: string;
  /**
   * The id of the list's heading when the list is not at the top of its page (a building's flats): a
   * new page shows from there instead of the page's top.
   */
  scrollTo?: string;
}

/**
 * Previous, the pages around the current one, next; each a link to the current page with only
 * `page` changed in its search, so the back button walks them and every list can use it.
 */
export function Pagination({ page, totalPages, ns = 'catalogue', scrollTo }: PaginationProps) {
  const { t } = useTranslation(ns);
  if (totalPages <= 1) return null;
  const pages = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const pageSearch = (n: number) => (prev: Record<string, unknown>) => ({ ...prev, page: n });
  return (
    <nav aria-label={t('pages')} className={css.pagination}>
      {page > 1 ? (
        <Link to="." search={pageSearch(page - 1)} hash={scrollTo} className={css.pageLink} rel="prev">
          {t('previous')}
        </Link>
      ) : null}
      {pages.map((n, index) => (
        <Fragment key={n}>
          {/* A gap in the numbers is marked, so "1 2 4" does not read as a missing page. */}
          {index > 0 && n - (pages[index - 1] ?? n) > 1 ? (
            <span className={css.gap} aria-hidden="true">
              …
            </span>
          ) : null}
          <Link to="." search={pageSearch(n)} hash={scrollTo} className={css.pageLink} aria-current={n === page ? 'page' : undefined}>
            {n}
          </Link>
        </Fragment>
      ))}
      {page < totalPages ? (
        <Link to="." search={pageSearch(page + 1)} hash={scrollTo} className={css.pageLink} rel="next">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
