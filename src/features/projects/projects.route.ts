import * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { propertySorts, type BuildingFilter } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { districtsQuery } from '../../lib/queries/catalogue.queries';
import { projectsQuery } from '../../lib/queries/partners.queries';

/** Construction stages (spec section 3: 1 preSale, 2 constructionPhase, 3 commissioned; 4, the ending stage, is in the data too). */
export const projectStages = [1, 2, 3, 4] as const;
export const projectsPageSize = 12;

/**
 * The projects list's filters live in the URL, so a search can be shared and the back button
 * works. Anything malformed falls back to its default rather than failing the page.
 */
export const projectsSearchSchema = v.object({
  district: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z-]{1,30}$/))), undefined),
  stage: v.fallback(v.optional(v.picklist(projectStages)), undefined),
  sort: v.optional(v.fallback(v.picklist(propertySorts), 'newest'), 'newest'),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1), 1),
});
export type ProjectsSearch = v.InferOutput<typeof projectsSearchSchema>;

/** The body of POST /api/projects for a search. */
export function projectsFilter(search: ProjectsSearch): Partial<BuildingFilter> {
  return {
    ...(search.district ? { districts: [search.district] } : {}),
    ...(search.stage ? { stages: [search.stage] } : {}),
    sort: search.sort,
    pageNumber: search.page,
    pageSize: projectsPageSize,
  };
}

/**
 * Fills the cache with the page of projects and the districts of the filter. Without the districts
 * the filter still works (any district), so their failure does not stop the page.
 */
export async function loadProjects(queryClient: QueryClient, lang: Language, search: ProjectsSearch): Promise<void> {
  await Promise.all([queryClient.ensureQueryData(projectsQuery(projectsFilter(search), lang)), queryClient.prefetchQuery(districtsQuery(lang))]);
}
