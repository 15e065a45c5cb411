import * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { mapBoundsSchema, maxRooms, propertySorts, type BuildingFilter, type ListingFilter } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { buildingPositionsQuery, buildingsQuery, districtsQuery, listingPositionsQuery, listingsQuery } from '../../lib/queries/catalogue.queries';

/** The rooms filter of spec section 9: studio (-2), 1 to 4 (4 meaning four or more), no planning (-1). */
export const roomOptions = [-2, 1, 2, 3, 4, -1] as const;
export const listingTypes = ['apartment', 'house', 'townhouse', 'landPlot', 'commercial'] as const;
export const pageSize = 12;

const whole = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000_000));
/** A malformed value falls back to its default rather than failing the page: a shared link always opens. */
const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/**
 * Everything a property list can be filtered and sorted by; it lives in the URL, so a search can be
 * shared and the back button works.
 */
const filters = {
  rooms: v.optional(v.fallback(v.array(v.picklist(roomOptions)), []), []),
  types: v.optional(v.fallback(v.array(v.picklist(listingTypes)), []), []),
  minPrice: optional(whole),
  maxPrice: optional(whole),
  minArea: optional(v.pipe(whole, v.maxValue(100_000))),
  maxArea: optional(v.pipe(whole, v.maxValue(100_000))),
  district: optional(v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z-]{1,30}$/))),
  /** The map's area the person searched ("search this area"). */
  bounds: optional(mapBoundsSchema),
  sort: v.optional(v.fallback(v.picklist(propertySorts), 'newest'), 'newest'),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1), 1),
  /**
   * Unset, a wide screen shows the map beside the list and a phone the list alone; `map` opens the
   * map on a phone too, `list` hides it on a wide screen.
   */
  view: optional(v.picklist(['list', 'map'])),
};

const market = <M extends string>(options: readonly [M, ...M[]], initial: M) => v.optional(v.fallback(v.picklist(options), initial), initial);

/** The buildings page: partner developers' new buildings, or the secondary market. */
export const buildingsSearchSchema = v.object({ market: market(['primary', 'secondary'], 'primary'), ...filters });
/** The property search: every market. */
export const propertySearchSchema = v.object({ market: market(['primary', 'secondary', 'rent'], 'secondary'), ...filters });
/** The rentals page. */
export const rentalsSearchSchema = v.object({ market: market(['rent'], 'rent'), ...filters });

export type PropertySearch = v.InferOutput<typeof propertySearchSchema>;
export type PropertyMarket = PropertySearch['market'];
/** What the filter form edits: everything but the market, the map's area, the order, the page and the view. */
export type AppliedFilters = Omit<PropertySearch, 'market' | 'bounds' | 'sort' | 'page' | 'view'>;

const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

function commonFilter(search: PropertySearch) {
  return defined({
    roomsCount: search.rooms.length ? [...search.rooms] : undefined,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    districts: search.district ? [search.district] : undefined,
    bounds: search.bounds,
    sort: search.sort,
    pageNumber: search.page,
    pageSize,
  });
}

/** The rooms option that reads "4 or more" (api/server/services/catalogue/rooms-filter.ts). */
const roomsOrMore = 4;

/**
 * What a building opened from the results shows of its flats: the search's rooms and price. Its table
 * takes exact room counts (a tab each), so "4 or more" becomes every count from 4 up.
 */
export function buildingTableSearch(search: PropertySearch): { rooms?: number[]; minPrice?: number; maxPrice?: number } {
  const rooms = search.rooms.flatMap((rooms) => (rooms === roomsOrMore ? Array.from({ length: maxRooms - roomsOrMore + 1 }, (_, more) => roomsOrMore + more) : [rooms]));
  return defined({ rooms: rooms.length ? rooms : undefined, minPrice: search.minPrice, maxPrice: search.maxPrice });
}

/** New buildings: the buildings page shows partner developers only; the search shows every developer. */
export const buildingFilterOf = (search: PropertySearch, partnerOnly: boolean): Partial<BuildingFilter> => ({
  ...commonFilter(search),
  ...(partnerOnly ? { partner: true } : {}),
});

export const listingFilterOf = (search: PropertySearch): Partial<ListingFilter> => ({
  ...commonFilter(search),
  ...defined({ types: search.types.length ? [...search.types] : undefined, minArea: search.minArea, maxArea: search.maxArea }),
});

const withoutOrderAndPage = <T extends { sort?: unknown; pageNumber?: unknown; pageSize?: unknown }>({ sort: _sort, pageNumber: _page, pageSize: _size, ...filter }: T) => filter;

/** Every result of the search on its map. */
export const positionsQueryOf = (search: PropertySearch, partnerOnly: boolean) =>
  search.market === 'primary'
    ? buildingPositionsQuery(withoutOrderAndPage(buildingFilterOf(search, partnerOnly)))
    : listingPositionsQuery(search.market === 'rent' ? 'rent' : 'sale', withoutOrderAndPage(listingFilterOf(search)));

/** The queries a search runs, for the loader and the screen alike. */
export const primaryResultsQuery = (search: PropertySearch, lang: Language, partnerOnly: boolean) => buildingsQuery(buildingFilterOf(search, partnerOnly), lang);
export const listingResultsQuery = (search: PropertySearch, lang: Language) => listingsQuery(search.market === 'rent' ? 'rent' : 'sale', listingFilterOf(search), lang);

/**
 * Fills the cache before the page renders. A refused search (a range the server rejects) is left
 * for the screen to show beside its filters: prefetching never throws.
 */
export async function loadPropertySearch(queryClient: QueryClient, lang: Language, search: PropertySearch, options = { partnerOnly: false }) {
  // The districts name the chosen one in the filters and its chip, in the page the server draws.
  const districts = queryClient.prefetchQuery(districtsQuery(lang));
  if (search.market === 'primary') await queryClient.prefetchQuery(primaryResultsQuery(search, lang, options.partnerOnly));
  else await queryClient.prefetchQuery(listingResultsQuery(search, lang));
  await districts;
}
