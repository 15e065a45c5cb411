import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { maxMapPositions, type BuildingCard, type BuildingDetail, type BuildingFilter, type MapPositions, type PropertySort } from '../../../contract/catalogue';
import { shownMortgageOffer } from '../../../contract/mortgage-terms';
import { constructionStage, stageOn } from '../../../contract/construction-stage';
import type { Language } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { apartments, buildingFacilities, buildings, developers, facilities } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { assertRange, offsetOf, totalColumn, totalOf, type Total } from './paging';
import { positionsOf, withinBounds } from './map-bounds';
import { roomsMatch } from './rooms-filter';

/**
 * What is for sale in a building: the figures its card shows. A lateral subquery (one row per
 * building, zero and nulls when nothing is for sale), so a page of buildings in another order reads
 * the apartments of that page only, from apartments_for_sale_idx, instead of grouping them all.
 */
const forSale = (q: Queryable) =>
  q
    .select({
      minPrice: sql<number | null>`min(${apartments.price})`.mapWith(Number).as('min_price'),
      minPricePerSquareMetre: sql<number | null>`min(${apartments.pricePerSquareMetre})`.mapWith(Number).as('min_ppsm'),
      minArea: sql<number | null>`min(${apartments.area})`.mapWith(Number).as('min_area'),
      maxArea: sql<number | null>`max(${apartments.area})`.mapWith(Number).as('max_area'),
      apartmentsForSale: sql<number>`count(*)`.mapWith(Number).as('for_sale'),
    })
    .from(apartments)
    .where(and(eq(apartments.buildingId, buildings.id), eq(apartments.availability, 'forSale')))
    .as('for_sale');

export const buildingImageUrl = (id: number) => `/api/media/buildings/${id}.svg`;

/** The first value of a building's flats for sale, in an order: one probe of an apartments_for_sale_*_idx. */
const probe = (value: SQL, order: 'asc' | 'desc'): SQL =>
  sql`(select ${value} from ${apartments} where ${apartments.buildingId} = ${buildings.id} and ${apartments.availability} = 'forSale' order by ${value} ${sql.raw(order)} limit 1)`;

/**
 * The sort key of a building and its direction: a column, or for price and area the value the card
 * shows (its cheapest / smallest / largest flat for sale; none sorts last).
 */
function sortKeyFor(sort: PropertySort): { key: SQL; order: (key: SQL) => SQL } {
  const ascending = (key: SQL) => sql`${key} asc`;
  const descending = (key: SQL) => sql`${key} desc`;
  const lastIfNone = (direction: 'asc' | 'desc') => (key: SQL) => sql`${key} ${sql.raw(direction)} nulls last`;
  switch (sort) {
    case 'earliest':
      return { key: sql`${buildings.createdAt}`, order: ascending };
    case 'priceAsc':
      return { key: probe(sql`${apartments.price}`, 'asc'), order: lastIfNone('asc') };
    case 'priceDesc':
      return { key: probe(sql`${apartments.price}`, 'asc'), order: lastIfNone('desc') };
    case 'areaAsc':
      return { key: probe(sql`${apartments.area}`, 'asc'), order: lastIfNone('asc') };
    case 'areaDesc':
      return { key: probe(sql`${apartments.area}`, 'desc'), order: lastIfNone('desc') };
    case 'completionNearest':
      return { key: sql`${buildings.completionDate}`, order: ascending };
    case 'completionFarthest':
      return { key: sql`${buildings.completionDate}`, order: descending };
    default:
      return { key: sql`${buildings.createdAt}`, order: descending };
  }
}

/** `stageOn` (api/contract/construction-stage.ts) in SQL, so the stage filter picks what the cards show. */
const { commissioned, ending } = constructionStage;
const stageOnSql = (today: string): SQL =>
  sql`case when ${buildings.completionDate} <= ${today}::date then ${sql.raw(String(commissioned))} when ${buildings.stage} = ${sql.raw(String(commissioned))} then ${sql.raw(String(ending))} else ${buildings.stage} end`;

/** The conditions of a buildings filter: the list applies them, and so does its map. */
function buildingConditions(filter: Omit<BuildingFilter, 'sort' | 'pageNumber' | 'pageSize'>, today: string): SQL | undefined {
  assertRange('price', filter.minPrice, filter.maxPrice);
  const conditions: SQL[] = [];
  if (filter.market) conditions.push(eq(buildings.market, filter.market));
  if (filter.partner !== undefined) conditions.push(eq(developers.isPartner, filter.partner));
  if (filter.developerId !== undefined) conditions.push(eq(buildings.developerId, filter.developerId));
  if (filter.districts?.length) conditions.push(inArray(buildings.district, filter.districts));
  if (filter.stages?.length) conditions.push(sql`(${stageOnSql(today)}) in ${filter.stages}`);
  if (filter.bounds) conditions.push(withinBounds(buildings.latitude, buildings.longitude, filter.bounds));
  // Rooms and price describe one apartment: a building matches when a flat for sale has both, not
  // when its cheapest flat fits the price and another one the rooms.
  const wanted: SQL[] = [];
  if (filter.roomsCount?.length) wanted.push(roomsMatch(apartments.rooms, filter.roomsCount));
  if (filter.minPrice !== undefined) wanted.push(gte(apartments.price, filter.minPrice));
  if (filter.maxPrice !== undefined) wanted.push(lte(apartments.price, filter.maxPrice));
  if (wanted.length) {
    conditions.push(sql`exists (select 1 from ${apartments} where ${apartments.buildingId} = ${buildings.id} and ${apartments.availability} = 'forSale' and ${and(...wanted)})`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Buildings v2 (spec section 7): cards with what is for sale, filtered, sorted by the spec's options,
 * paged. `today` (Yerevan, `YYYY-MM-DD`) decides each building's stage.
 */
export async function listBuildings(q: Queryable, filter: BuildingFilter, lang: Language, today: string): Promise<{ items: BuildingCard[] } & Total> {
  const stats = forSale(q);
  const where = buildingConditions(filter, today);
  const matches = () => q.select({ one: sql`1`.as('one') }).from(buildings).innerJoin(developers, eq(developers.id, buildings.developerId)).where(where).$dynamic();
  // The page is picked first, by its sort key alone; the figures of what is for sale are read for
  // the page's buildings only, not for every building that matches.
  const { key, order } = sortKeyFor(filter.sort);
  const page = q
    .select({ id: sql<number>`${buildings.id}`.as('page_id'), sortKey: key.as('sort_key') })
    .from(buildings)
    .innerJoin(developers, eq(developers.id, buildings.developerId))
    .where(where)
    .orderBy(order(key), asc(buildings.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter.pageSize, filter.pageNumber))
    .as('page');
  const rows = await q
    .select({
      buildings,
      developers,
      for_sale: { minPrice: stats.minPrice, minPricePerSquareMetre: stats.minPricePerSquareMetre, minArea: stats.minArea, maxArea: stats.maxArea, apartmentsForSale: stats.apartmentsForSale },
      total: totalColumn(matches()),
    })
    .from(page)
    .innerJoin(buildings, eq(buildings.id, page.id))
    .innerJoin(developers, eq(developers.id, buildings.developerId))
    .leftJoinLateral(stats, sql`true`)
    .orderBy(order(sql`${page.sortKey}`), asc(buildings.id));
  return {
    items: rows.map((row) => card(row.buildings, row.developers, row.for_sale, lang, today)),
    ...(await totalOf(q, rows, matches)),
  };
}

/** Every building a search finds, as points for its map, with the price its card starts from. */
export async function buildingPositions(q: Queryable, filter: BuildingFilter, today: string): Promise<MapPositions> {
  const rows = await q
    .select({ id: buildings.id, latitude: buildings.latitude, longitude: buildings.longitude, price: probe(sql`${apartments.price}`, 'asc').mapWith(Number) })
    .from(buildings)
    .innerJoin(developers, eq(developers.id, buildings.developerId))
    .where(buildingConditions(filter, today))
    .orderBy(asc(buildings.id))
    .limit(maxMapPositions + 1);
  return positionsOf(rows.map((row) => ({ ...row, price: row.price ?? null })));
}

type Stats = { minPrice: number | null; minPricePerSquareMetre: number | null; minArea: number | null; maxArea: number | null; apartmentsForSale: number } | null;

function card(building: typeof buildings.$inferSelect, developer: typeof developers.$inferSelect, stats: Stats, lang: Language, today: string): BuildingCard {
  return {
    id: building.id,
    name: building.name[lang],
    address: building.address[lang],
    district: building.district,
    market: building.market,
    developer: { id: developer.id, name: developer.name[lang], isPartner: developer.isPartner },
    stage: stageOn(building.stage, building.completionDate, today),
    completionDate: building.completionDate,
    floors: building.floors,
    minPrice: stats?.minPrice ?? null,
    minPricePerSquareMetre: stats?.minPricePerSquareMetre ?? null,
    minArea: stats?.minArea ?? null,
    maxArea: stats?.maxArea ?? null,
    apartmentsForSale: stats?.apartmentsForSale ?? 0,
    monthlyPaymentFrom: stats?.minPrice ? (shownMortgageOffer(stats.minPrice, 'primary')?.monthlyPayment ?? null) : null,
    imageUrl: buildingImageUrl(building.id),
    latitude: building.latitude,
    longitude: building.longitude,
  };
}

export async function getBuilding(q: Queryable, id: number, lang: Language, today: string): Promise<BuildingDetail> {
  const stats = forSale(q);
  const [row] = await q
    .select()
    .from(buildings)
    .innerJoin(developers, eq(developers.id, buildings.developerId))
    .leftJoinLateral(stats, sql`true`)
    .where(eq(buildings.id, id));
  if (!row) throw new AppError('BUILDING', 'BUILDING_NOT_FOUND', undefined, 404);
  const names = await q
    .select({ name: facilities.name })
    .from(buildingFacilities)
    .innerJoin(facilities, eq(facilities.id, buildingFacilities.facilityId))
    .where(eq(buildingFacilities.buildingId, id))
    .orderBy(asc(facilities.position), asc(facilities.id));
  const roomCounts = await q
    .select({ rooms: apartments.rooms, count: count() })
    .from(apartments)
    .where(eq(apartments.buildingId, id))
    .groupBy(apartments.rooms)
    .orderBy(asc(apartments.rooms));
  const b = row.buildings;
  return {
    ...card(b, row.developers, row.for_sale, lang, today),
    description: b.description[lang],
    wallType: b.wallType,
    ceilingHeight: b.ceilingHeight,
    hasElevator: b.hasElevator,
    parkingCount: b.parkingCount,
    parkingSpacePrice: b.parkingSpacePrice,
    facilities: names.map((facility) => facility.name[lang]),
    roomCounts,
    gallery: [buildingImageUrl(b.id)],
  };
}
