import * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../../api/contract/validation';
import { partnerBannersQuery } from '../../lib/queries/banners.queries';
import { agenciesQuery, developersQuery } from '../../lib/queries/partners.queries';

export const partnerTabs = ['developers', 'agencies'] as const;
export type PartnerTab = (typeof partnerTabs)[number];
/** Six cards: three rows of two on a wide screen. */
export const partnersPageSize = 6;

const tab = v.picklist(partnerTabs);

/** The tab and the page live in the URL. Anything malformed falls back to the first page of developers. */
export const partnersSearchSchema = v.object({
  tab: v.optional(v.fallback(tab, 'developers'), 'developers'),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1), 1),
});
export type PartnersSearch = v.InferOutput<typeof partnersSearchSchema>;

export const partnersPage = (search: PartnersSearch) => ({ pageNumber: search.page, pageSize: partnersPageSize });

/**
 * Fills the cache with what the page shows first: the banners and the open tab's cards. A banner
 * failure does not stop the page (prefetchQuery never throws); a failure of the cards does.
 */
export async function loadPartners(queryClient: QueryClient, lang: Language, search: PartnersSearch): Promise<void> {
  const cards =
    search.tab === 'developers' ? queryClient.ensureQueryData(developersQuery(partnersPage(search), lang)) : queryClient.ensureQueryData(agenciesQuery(partnersPage(search), lang));
  await Promise.all([cards, queryClient.prefetchQuery(partnerBannersQuery(lang))]);
}
