import { and, count, eq, gt, gte, lte, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { savedSearchMarket, savedSearchSchema, type savedFilterPages } from '../../contract/saved-filters';
import type { Queryable } from '../db/database';
import { apartments, buildings, developers, listings } from '../db/schema';
import { listingConditions } from './catalogue/listings.service';
import { withinBounds } from './catalogue/map-bounds';
import { roomsMatch } from './catalogue/rooms-filter';

export interface SavedSearchToMatch {
  page: (typeof savedFilterPages)[number];
  search: Record<string, unknown>;
}

/**
 * How many properties that a saved search shows appeared in (since, until]. It applies the filters its
 * page applies (src/features/catalogue/property-search.ts → the buildings and listings services): new
 * buildings by the rooms, price and district of a flat for sale (partner developers only on the
 * buildings page), so the news are the flats for sale that fit; listings by the list's own conditions.
 */
export async function countNewMatches(q: Queryable, filter: SavedSearchToMatch, since: Date, until: Date): Promise<number> {
  const parsed = v.safeParse(savedSearchSchema, filter.search);
  // A search saved before its filters changed shape cannot say what it matches: it matches nothing.
  if (!parsed.success) return 0;
  const search = parsed.output;
  const market = savedSearchMarket(filter.page, search);
  const price = (column: typeof apartments.price | typeof listings.price): SQL[] => [
    ...(search.minPrice !== undefined ? [gte(column, search.minPrice)] : []),
    ...(search.maxPrice !== undefined ? [lte(column, search.maxPrice)] : []),
  ];

  if (market === 'primary') {
    const conditions: SQL[] = [eq(apartments.availability, 'forSale'), gt(apartments.createdAt, since), lte(apartments.createdAt, until), ...price(apartments.price)];
    if (search.rooms?.length) conditions.push(roomsMatch(apartments.rooms, search.rooms));
    if (search.district) conditions.push(eq(buildings.district, search.district));
    if (search.bounds) conditions.push(withinBounds(buildings.latitude, buildings.longitude, search.bounds));
    if (filter.page === 'buildings') conditions.push(eq(developers.isPartner, true));
    const [row] = await q
      .select({ value: count() })
      .from(apartments)
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .innerJoin(developers, eq(developers.id, buildings.developerId))
      .where(and(...conditions));
    return Number(row?.value ?? 0);
  }

  const conditions = [
    ...listingConditions(market === 'rent' ? 'rent' : 'sale', {
      ...(search.types ? { types: search.types } : {}),
      ...(search.district ? { districts: [search.district] } : {}),
      ...(search.rooms ? { roomsCount: search.rooms } : {}),
      ...(search.minPrice !== undefined ? { minPrice: search.minPrice } : {}),
      ...(search.maxPrice !== undefined ? { maxPrice: search.maxPrice } : {}),
      ...(search.minArea !== undefined ? { minArea: search.minArea } : {}),
      ...(search.maxArea !== undefined ? { maxArea: search.maxArea } : {}),
      ...(search.bounds ? { bounds: search.bounds } : {}),
    }),
    gt(listings.createdAt, since),
    lte(listings.createdAt, until),
  ];
  const [row] = await q.select({ value: count() }).from(listings).where(and(...conditions));
  return Number(row?.value ?? 0);
}
