import { count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Pagination } from '../../../contract/catalogue';
import type { Queryable } from '../../db/database';
import { AppError } from '../../http/app-error';

/**
 * Lists count what matches exactly up to this many rows and say "at least" beyond: counting every
 * match costs time in proportion to the matches (a tenth of a second for 100 000 flats), counting up
 * to a bound costs at most the bound, however large the catalogue grows. The demo catalogue (5 000
 * flats) is counted exactly everywhere.
 */
export const countCap = 10_000;

/** The total of a list as the answers carry it: exact, or `countCap` and `totalCountCapped` when more match. */
export interface Total {
  totalCount: number;
  totalCountCapped?: true;
}

export const totalOfCount = (counted: number): Total => (counted > countCap ? { totalCount: countCap, totalCountCapped: true } : { totalCount: counted });

export function pagination(total: number | Total, pageSize: number, pageNumber: number): Pagination {
  const { totalCount, totalCountCapped } = typeof total === 'number' ? { totalCount: total, totalCountCapped: undefined } : total;
  return { totalCount, pageSize, pageNumber, totalPages: Math.ceil(totalCount / pageSize), ...(totalCountCapped ? { totalCountCapped } : {}) };
}

export const offsetOf = (pageSize: number, pageNumber: number) => (pageNumber - 1) * pageSize;

/** Spec section 5, Filters: a range's 'from' must be below its 'to'. */
export function assertRange(field: string, from: number | undefined, to: number | undefined): void {
  if (from !== undefined && to !== undefined && from >= to) throw new AppError('FILTER', 'RANGE_INVALID', { field });
}

/**
 * The rows a count reads: the list's matches (a select of the list's FROM and WHERE, e.g.
 * `q.select({ one: sql\`1\` }).from(t).where(w)`), no more than one past the cap.
 */
export const cappedMatches = <T extends PgSelect>(matches: T) => matches.limit(countCap + 1);

/**
 * The capped count of a list as a column of its page: `(select count(*) from (...) limit ...)` runs
 * once per statement (it is uncorrelated), so a page and its total take one round trip instead of
 * two, and the page keeps its own plan (an index read in order that stops at the limit).
 */
export const totalColumn = (matches: PgSelect): SQL.Aliased<number> => sql<number>`(select count(*) from (${cappedMatches(matches)}) as matches)`.mapWith(Number).as('total_count');

/** The total from a page's rows; a page past the end has no row to carry it, so it is counted alone. */
export async function totalOf(q: Queryable, rows: readonly { total: number }[], matches: () => PgSelect): Promise<Total> {
  const first = rows[0];
  if (first) return totalOfCount(first.total);
  const [counted] = await q.select({ value: count() }).from(cappedMatches(matches()).as('matches'));
  return totalOfCount(counted?.value ?? 0);
}
