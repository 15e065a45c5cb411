import * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { StoreSection, StoreSector } from '../../../api/contract/stores';
import type { Language } from '../../../api/contract/validation';
import { ensureOrNotFound } from '../../lib/route-data';
import { partnerBannersQuery } from '../../lib/queries/banners.queries';
import { raffleQuery, sectorsQuery, storeListQuery, storeQuery } from '../../lib/queries/stores.queries';

/** Twelve cards: four rows of three on a wide screen. */
export const storesPageSize = 12;

/** The chosen sectors (their slugs, comma-separated: readable in the address) and the page live in the URL; anything malformed is the first page of all. */
export const storesSearchSchema = v.object({
  sectors: v.optional(v.fallback(v.pipe(v.string(), v.regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/), v.maxLength(300)), ''), ''),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1), 1),
});
export type StoresSearch = v.InferOutput<typeof storesSearchSchema>;

export const chosenSectorSlugs = (search: StoresSearch) => (search.sectors ? search.sectors.split(',') : []);
/** The chosen sectors' ids; a slug no sector of the section has is left out. */
export const chosenSectorIds = (search: StoresSearch, sectors: readonly StoreSector[]) => chosenSectorSlugs(search).flatMap((slug) => sectors.filter((sector) => sector.slug === slug).map((sector) => sector.id));

export const listOf = (search: StoresSearch, sectors: readonly StoreSector[]) => ({ sectorIds: chosenSectorIds(search, sectors), page: search.page, pageSize: storesPageSize });

export async function loadStores(queryClient: QueryClient, lang: Language, section: StoreSection, search: StoresSearch): Promise<void> {
  const sectors = await queryClient.ensureQueryData(sectorsQuery(section, lang));
  await Promise.all([queryClient.ensureQueryData(storeListQuery(section, listOf(search, sectors), lang)), queryClient.prefetchQuery(partnerBannersQuery(lang))]);
}

/** A store's page; an address no store has, or a store of the other section, is the page's 404. */
export async function loadStore(queryClient: QueryClient, lang: Language, section: StoreSection, ref: string): Promise<void> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(ref)) throw notFound();
  const store = await ensureOrNotFound(queryClient, storeQuery(ref, lang));
  if (store.section !== section) throw notFound();
}

export async function loadRaffle(queryClient: QueryClient, lang: Language): Promise<void> {
  await ensureOrNotFound(queryClient, raffleQuery(lang));
}
