import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError } from '../../../api/client';
import { propertySorts, type ForeignFilter } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { foreignCountriesQuery, foreignProjectBrokersQuery, foreignProjectQuery, foreignProjectsKey, foreignProjectsQuery } from '../../lib/queries/foreign.queries';

export const pageSize = 12;
const countryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/));

/**
 * The foreign-market list's search lives in the URL, so a search can be shared and the back button
 * works. Anything malformed falls back to its default rather than failing the page.
 */
export const foreignMarketSearchSchema = v.object({
  countries: v.optional(
    v.fallback(
      v.pipe(
        v.array(countryCode),
        v.maxLength(20),
        v.transform((codes) => [...new Set(codes)].sort()),
      ),
      [],
    ),
    [],
  ),
  sort: v.optional(v.fallback(v.picklist(propertySorts), 'newest'), 'newest'),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1), 1),
});
export type ForeignMarketSearch = v.InferOutput<typeof foreignMarketSearchSchema>;

/** The request body for a search: the same object for the loader and the screen, so they share a cache entry. */
export function filterOf(search: ForeignMarketSearch): Partial<ForeignFilter> {
  return {
    ...(search.countries.length ? { countries: [...search.countries] } : {}),
    sort: search.sort,
    pageNumber: search.page,
    pageSize,
  };
}

/**
 * The page needs its projects; the country list only refines the filter, so its failure does not
 * fail the page. When a filter changes on the page, the loader does not wait: the screen keeps the
 * previous projects (marked busy) until the new ones arrive, so the router never swaps it for its
 * pending view, and the keyboard focus stays on the control just used.
 */
export async function loadForeignMarket(queryClient: QueryClient, lang: Language, search: ForeignMarketSearch): Promise<void> {
  const projects = foreignProjectsQuery(filterOf(search), lang);
  const countries = queryClient.prefetchQuery(foreignCountriesQuery(lang));
  const onScreen = queryClient.getQueriesData({ queryKey: foreignProjectsKey(lang) }).some(([, data]) => data !== undefined);
  if (onScreen && queryClient.getQueryData(projects.queryKey) === undefined) {
    void queryClient.prefetchQuery(projects);
    return;
  }
  await Promise.all([queryClient.ensureQueryData(projects), countries]);
}

/** The project id from the path, or null when it cannot be one (the server would answer 400, not 404). */
export function projectIdOf(id: string): number | null {
  return /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
}

/** An unknown or malformed id shows the property-unavailable page (the route's notFoundComponent). */
export async function loadForeignProject(queryClient: QueryClient, lang: Language, id: string): Promise<void> {
  const projectId = projectIdOf(id);
  if (projectId === null) throw notFound();
  try {
    await Promise.all([queryClient.ensureQueryData(foreignProjectQuery(projectId, lang)), queryClient.ensureQueryData(foreignProjectBrokersQuery(projectId, lang))]);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'notFound') throw notFound();
    throw error;
  }
}
