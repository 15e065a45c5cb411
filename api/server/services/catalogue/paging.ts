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
