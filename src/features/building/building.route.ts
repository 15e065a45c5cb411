import * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { apartmentSortKeys, roomsValueSchema } from '../../../api/contract/catalogue';
import { moneyFilter, type Language } from '../../../api/contract/validation';
import { buildingApartmentsQuery, buildingQuery } from '../../lib/queries/property.queries';
import { ensureOrNotFound, idOf } from '../../lib/route-data';

export const tablePageSize = 10;

/** Room counts in the address: one (a tab, `rooms=2`) or several (a search's, `rooms=[1,2]`), each once, in order. */
const roomsInAddress = v.union([
  v.pipe(roomsValueSchema, v.transform((rooms) => [rooms])),
  v.pipe(
    v.array(roomsValueSchema),
    v.maxLength(12),
    v.transform((rooms) => [...new Set(rooms)].sort((a, b) => a - b)),
  ),
]);
/** A malformed value falls back to its default rather than failing the page: a shared link always opens. */
const price = v.fallback(v.optional(moneyFilter), undefined);

/**
 * The apartment table's filters (the room counts of a tab or of the search the building was opened
 * from, and its price range), sort key (spec section 9: 0 number … 5 price per m²), order and page,
 * in the URL. Each value is checked as the apartments call checks it, so a malformed one (`rooms=0`,
 * `minPrice=abc`) is its default, on the server's render and in the browser alike, and never reaches
 * the call; a price range that ends below its start is dropped whole.
 */
export const buildingSearchSchema = v.pipe(
  v.object({
    rooms: v.optional(v.fallback(roomsInAddress, []), []),
    minPrice: price,
    maxPrice: price,
    sortBy: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(apartmentSortKeys.length - 1)), 0), 0),
    asc: v.optional(v.fallback(v.boolean(), true), true),
    page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1), 1),
  }),
  v.transform((search) =>
    search.minPrice !== undefined && search.maxPrice !== undefined && search.minPrice > search.maxPrice ? { ...search, minPrice: undefined, maxPrice: undefined } : search,
  ),
);
export type BuildingSearch = v.InferOutput<typeof buildingSearchSchema>;

/** Whether the table is narrowed beyond one tab: several room counts or a price range (a search's filters). */
export const hasSearchFilters = (search: BuildingSearch) => search.rooms.length > 1 || search.minPrice !== undefined || search.maxPrice !== undefined;

export const apartmentsFilterOf = (buildingId: number, search: BuildingSearch) => ({
  buildingId,
  ...(search.rooms.length ? { roomsCount: search.rooms } : {}),
  ...(search.minPrice !== undefined ? { minPrice: search.minPrice } : {}),
  ...(search.maxPrice !== undefined ? { maxPrice: search.maxPrice } : {}),
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
