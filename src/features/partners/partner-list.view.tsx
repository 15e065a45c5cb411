import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pagination as Counts } from '../../../api/contract/catalogue';
import { Pagination } from '../../ui/pagination.view';
import * as css from './partners.css';

/** A figure with its label, in a `<dl>`: no plural forms needed in any language. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={css.stat}>
      <dt className={css.statLabel}>{label}</dt>
      <dd className={css.statValue}>{value}</dd>
    </div>
  );
}

/** Loading, a page past the end, or the count, the cards and the pager: the same frame for both tabs. */
export function PartnerList<T extends { id: number }>({
  result,
  page,
  countKey,
  card,
}: {
  result: { items: T[]; pagination: Counts } | undefined;
  page: number;
  countKey: 'developersFound' | 'agenciesFound';
  card: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('partners');
  if (!result) return <p role="status">{t('loading')}</p>;
  if (!result.items.length) {
    return (
      <p className={css.empty}>
        {t('emptyPage')}{' '}
        {page > 1 ? (
          <Link from="/$lang/partners" to="." search={(prev) => ({ ...prev, page: 1 })}>
            {t('firstPage')}
          </Link>
        ) : null}
      </p>
    );
  }
  return (
    <>
      <p className={css.status} role="status">
        {t(countKey, { count: result.pagination.totalCount })}
      </p>
      <ul className={css.cards}>
        {result.items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
      <Pagination page={page} totalPages={result.pagination.totalPages} ns="partners" />
    </>
  );
}
