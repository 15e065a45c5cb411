import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Pagination } from '../../../contract/catalogue';
import { AppError } from '../../http/app-error';

export function pagination(totalCount: number, pageSize: number, pageNumber: number): Pagination {
  return { totalCount, pageSize, pageNumber, totalPages: Math.ceil(totalCount / pageSize) };
}

export const offsetOf = (pageSize: number, pageNumber: number) => (pageNumber - 1) * pageSize;

/** Spec section 5, Filters: a range's 'from' must be below its 'to'. */
export function assertRange(field: string, from: number | undefined, to: number | undefined): void {
  if (from !== undefined && to !== undefined && from >= to) throw new AppError('FILTER', 'RANGE_INVALID', { field });
}

/**
 * The total of a filtered list as a column of its page: `(select count(*) ...)` runs once per
 * statement (it is uncorrelated), so a page and its total take one round trip instead of two, and the
 * page keeps its own plan (an index read in order that stops at the limit).
 */
export const totalColumn = (countQuery: SQLWrapper): SQL.Aliased<number> => sql<number>`(${countQuery})`.mapWith(Number).as('total_count');

/** The total from a page's rows; a page past the end has no row to carry it, so it is counted alone. */
export async function totalOf(rows: readonly { total: number }[], countAlone: () => Promise<{ value: number }[]>): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  const [counted] = await countAlone();
  return counted?.value ?? 0;
}
