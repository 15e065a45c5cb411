import * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { apartmentSortKeys } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { buildingApartmentsQuery, buildingQuery } from '../../lib/queries/property.queries';
import { ensureOrNotFound, idOf } from '../../lib/route-data';

export const tablePageSize = 10;

/** The apartment table's rooms tab, sort key (spec section 9: 0 number … 5 price per m²), order and page, in the URL. */
export const buildingSearchSchema = v.object({
  rooms: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(-2), v.maxValue(10))), undefined),
  sortBy: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(apartmentSortKeys.length - 1)), 0), 0),
  asc: v.optional(v.fallback(v.boolean(), true), true),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1), 1),
});
export type BuildingSearch = v.InferOutput<typeof buildingSearchSchema>;

export const apartmentsFilterOf = (buildingId: number, search: BuildingSearch) => ({
  buildingId,
  ...(search.rooms !== undefined ? { roomsCount: [search.rooms] } : {}),
  sortBy: search.sortBy,
  sortAscending: search.asc,
  pageNumber: search.page,
  pageSize: tablePageSize,
});

/** The building and its apartment table into the cache; an unknown building is the property-unavailable page. */
export async function loadBuilding(queryClient: QueryClient, lang: Language, segment: string, search: BuildingSearch): Promise<void> {
  const id = idOf(segment);
  await Promise.all([ensureOrNotFound(queryClient, buildingQuery(id, lang)), queryClient.prefetchQuery(buildingApartmentsQuery(apartmentsFilterOf(id, search)))]);
}
