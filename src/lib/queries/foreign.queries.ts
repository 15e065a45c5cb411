import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { api, unwrap, unwrapPaged } from '../../../api/client';
import type { ForeignFilter, ForeignProject, foreignPaginationSchema } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';

/** `x-pagination` of the foreign market: totalCount counts every project, FilteredCount what the filter left. */
export type ForeignPagination = v.InferOutput<typeof foreignPaginationSchema>;

const headers = (lang: Language) => ({ 'Accept-Language': lang });
const listProjects = (filter: Partial<ForeignFilter>, lang: Language) =>
  unwrapPaged<ForeignProject, ForeignPagination>(api.POST('/api/foreign-market/projects', { body: filter, headers: headers(lang) }));

/** The key every page of the list shares in one language, to ask whether any is in the cache. */
export const foreignProjectsKey = (lang: Language) => ['foreignProjects', lang] as const;

/** One page of foreign-market projects with its counts; the previous page stays on screen while the next loads. */
export const foreignProjectsQuery = (filter: Partial<ForeignFilter>, lang: Language) =>
  queryOptions({
    queryKey: [...foreignProjectsKey(lang), filter],
    queryFn: () => listProjects(filter, lang),
    placeholderData: keepPreviousData,
  });

/**
 * The countries that have projects, for the filter. The API has no list of its own, so this reads
 * every project (100 a page, the most it allows) and keeps the distinct ISO codes.
 */
export const foreignCountriesQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['foreignCountries', lang],
    queryFn: async () => {
      const pageSize = 100;
      const first = await listProjects({ pageSize, pageNumber: 1 }, lang);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.pagination.totalPages - 1) }, (_, i) => listProjects({ pageSize, pageNumber: i + 2 }, lang)),
      );
      return [...new Set([first, ...rest].flatMap((page) => page.items.map((project) => project.country)))].sort();
    },
    staleTime: 10 * 60_000,
  });

export const foreignProjectQuery = (id: number, lang: Language) =>
  queryOptions({
    queryKey: ['foreignProject', lang, id],
    queryFn: () => unwrap(api.GET('/api/foreign-market/projects/{id}', { params: { path: { id: String(id) } }, headers: headers(lang) })),
  });

/** The brokers who sell a project abroad: contacts and the languages they speak. */
export const foreignProjectBrokersQuery = (id: number, lang: Language) =>
  queryOptions({
    queryKey: ['foreignProjectBrokers', lang, id],
    queryFn: () => unwrap(api.GET('/api/foreign-market/projects/{id}/brokers', { params: { path: { id: String(id) } }, headers: headers(lang) })),
  });
