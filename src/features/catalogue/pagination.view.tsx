import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as css from './catalogue.css';

/** Previous, the pages around the current one, next; each a link, so the back button walks them. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('catalogue');
  if (totalPages <= 1) return null;
  const pages = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  return (
    <nav aria-label={t('pages')} className={css.pagination}>
      {page > 1 ? (
        <Link from="/$lang/buildings" to="/$lang/buildings" search={(prev) => ({ ...prev, page: page - 1 })} className={css.pageLink} rel="prev">
          {t('previous')}
        </Link>
      ) : null}
      {pages.map((n) => (
        <Link key={n} from="/$lang/buildings" to="/$lang/buildings" search={(prev) => ({ ...prev, page: n })} className={css.pageLink} aria-current={n === page ? 'page' : undefined}>
          {n}
        </Link>
      ))}
      {page < totalPages ? (
        <Link from="/$lang/buildings" to="/$lang/buildings" search={(prev) => ({ ...prev, page: page + 1 })} className={css.pageLink} rel="next">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
