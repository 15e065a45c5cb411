import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapPaged } from '../../../api/client';
import type { BuildingFilter } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';

const headers = (lang: Language) => ({ 'Accept-Language': lang });

/** Developers, partners first, with their counts; one page and its `x-pagination`. */
export const developersQuery = (page: { pageNumber: number; pageSize: number }, lang: Language) =>
  queryOptions({
    queryKey: ['developers', lang, page],
    queryFn: () =>
      unwrapPaged(api.GET('/api/builders', { params: { query: { pageNumber: String(page.pageNumber), pageSize: String(page.pageSize) } }, headers: headers(lang) })),
    placeholderData: keepPreviousData,
  });

/** Partner agencies with their brokers and listings; one page and its `x-pagination`. */
export const agenciesQuery = (page: { pageNumber: number; pageSize: number }, lang: Language) =>
  queryOptions({
    queryKey: ['agencies', lang, page],
    queryFn: () => unwrapPaged(api.POST('/api/broker-partners', { body: page, headers: headers(lang) })),
    placeholderData: keepPreviousData,
  });

/**
 * A developer's buildings, a few at a time ("show more"). This endpoint answers `{ items, totalCount }`
 * in the body (its `x-pagination` repeats the counts), so the next page follows from totalCount.
 * The card shows a failure itself, with a retry, hence `handlesErrors`.
 */
export const developerBuildingsQuery = (developerId: number, pageSize: number, lang: Language) =>
  infiniteQueryOptions({
    queryKey: ['developerBuildings', lang, developerId, pageSize],
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/builders/{builderId}/buildings', {
          params: { path: { builderId: String(developerId) }, query: { pageNumber: String(pageParam), pageSize: String(pageSize) } },
          headers: headers(lang),
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((shown, page) => shown + page.items.length, 0) < last.totalCount ? pages.length + 1 : undefined),
    meta: { handlesErrors: true },
  });

/** Projects: buildings of developers who are not partners (the server adds that condition itself). */
export const projectsQuery = (filter: Partial<BuildingFilter>, lang: Language) =>
  queryOptions({
    queryKey: ['projects', lang, filter],
    queryFn: () => unwrap(api.POST('/api/projects', { body: filter, headers: headers(lang) })),
    placeholderData: keepPreviousData,
  });
