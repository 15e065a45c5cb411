import { notFound } from '@tanstack/react-router';
import type { QueryClient, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../api/client';

/** A path segment that should be a row id; anything else is a page that does not exist. */
export function idOf(segment: string): number {
  if (!/^\d{1,9}$/.test(segment) || Number(segment) < 1) throw notFound();
  return Number(segment);
}

/**
 * A detail page's loader: the row into the query cache, or the route's not-found page (the
 * property-unavailable page) when the server has no such row. Other failures stay errors.
 */
export async function ensureOrNotFound<T, K extends QueryKey>(queryClient: QueryClient, query: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  try {
    return await queryClient.ensureQueryData(query);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'notFound') throw notFound();
    throw error;
  }
}
