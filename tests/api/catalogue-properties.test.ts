import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRooms, propertySorts, type PropertySort } from '../../api/contract/catalogue';
import { stageOn } from '../../api/contract/construction-stage';
import { yerevanDate } from '../../api/contract/requests';
import { apartments, availabilities, buildings, developers, foreignProjects, listings, propertyTypes } from '../../api/server/db/schema';
import { apartmentRow, buildingRow, developerRow, foreignProjectRow, listingRow } from '../support/catalogue-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The catalogue's list endpoints against brute-force references: generated rows go into a fresh
 * database, generated filters go to the API, and every answer (ids in order, counts, card figures)
 * must equal what the obvious in-memory computation gives. Values repeat on purpose, so sorts tie
 * and the tie-break decides whether pages overlap.
 */

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
});
afterAll(() => database.close());

const languages = ['hy', 'ru', 'en'] as const;
type Language = (typeof languages)[number];
const post = (body: unknown, lang: Language): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-language': lang },
  body: JSON.stringify(body),
});
const runs = { numRuns: 40 };

const districtKeys = ['kentron', 'arabkir', 'norkMarash', 'kotayk'] as const;
/** Stored areas: 62.3 and 120.7 have no exact `real` (float4) form, so a whole-metre bound beside them must still sort them right. */
const areas = [28.5, 45, 62.3, 80, 120.7, 250] as const;
const moments = [new Date('2026-02-01T09:00:00Z'), new Date('2026-03-15T12:30:00Z'), new Date('2026-05-20T18:45:00Z')] as const;
const completionDates = ['2025-06-30', '2027-03-31', '2028-12-31'] as const;
/** Rooms as the filters name them: -2 studio, -1 no planning yet, 4 is the filters' last option, "4 or more". */
const roomsValues = [-2, -1, 1, 2, 3, 4, 5] as const;
const storedRooms = [-2, -1, 1, 2, 3, 4, 5, 7] as const;
const matchesRooms = (rooms: number, wanted: readonly number[] | undefined) => !wanted?.length || wanted.includes(rooms) || (wanted.includes(4) && rooms >= 4);
/** Days the lists are read on: before, between and after the completion dates above, so stages move with the clock. */
const clockMoments = ['2026-01-15T09:00:00Z', '2027-06-01T09:00:00Z', '2029-02-01T09:00:00Z'] as const;
const within = (value: number, min: number | undefined, max: number | undefined) => (min === undefined || value >= min) && (max === undefined || value <= max);
/** Spec section 5: a range's 'from' must be below its 'to'. */
const invalidRange = (min: number | undefined, max: number | undefined) => min !== undefined && max !== undefined && min >= max;

type Order<T> = (a: T, b: T) => number;
/** PostgreSQL's order for one key, with nulls after every value whichever the direction. */
const by =
  <T,>(key: (row: T) => number | string | null, direction: 1 | -1): Order<T> =>
  (a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * direction;
  };
/** Every list breaks ties by ascending id, so consecutive pages neither overlap nor skip a row. */
const sorted = <T extends { id: number }>(rows: T[], order: Order<T>) => [...rows].sort((a, b) => order(a, b) || a.id - b.id);
const pageOf = <T,>(rows: T[], pageSize = 10, pageNumber = 1) => rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
/** A filter field left out two times in three, so that combined filters still leave rows to compare. */
const sometimes = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary, weight: 1 });
const paging = { pageSize: sometimes(fc.integer({ min: 1, max: 8 })), pageNumber: sometimes(fc.integer({ min: 1, max: 3 })) };

/**
 * How many answers had rows on the page: a property whose filters always come back empty proves
 * nothing, so each test also checks that a good share of the answers were not empty.
 */
function tally() {
  const seen = { answers: 0, withRows: 0 };
  return {
    count: (rows: number) => {
      seen.answers += 1;
      if (rows > 0) seen.withRows += 1;
    },
    expectRowsOften: () => expect(seen.withRows).toBeGreaterThan(seen.answers / 3),
  };
}

async function expectRangeRefused(path: string, body: unknown, lang: Language, field: string) {
  const answer = await t.json(path, post(body, lang));
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({ type: 'FILTER', reason: 'RANGE_INVALID', params: { field } });
}

describe('secondary sales and rentals (v2)', () => {
  const listingArbitrary = fc.record({
    deal: fc.constantFrom('sale' as const, 'rent' as const),
    type: fc.constantFrom(...propertyTypes),
    district: fc.constantFrom(...districtKeys),
    rooms: fc.constantFrom(...storedRooms),
    price: fc.constantFrom(300_000, 450_000, 25_000_000, 47_250_000, 90_000_000),
    area: fc.constantFrom(...areas),
    createdAt: fc.constantFrom(...moments),
  });
  type Listing = (typeof listingArbitrary extends fc.Arbitrary<infer R> ? R : never) & { id: number; n: number };

  const filterArbitrary = fc.record({
    types: sometimes(fc.uniqueArray(fc.constantFrom(...propertyTypes), { maxLength: 3 })),
    districts: sometimes(fc.uniqueArray(fc.constantFrom(...districtKeys, 'avan'), { maxLength: 3 })),
    roomsCount: sometimes(fc.uniqueArray(fc.constantFrom(...roomsValues), { maxLength: 3 })),
    minPrice: sometimes(fc.constantFrom(0, 300_000, 450_000, 25_000_000)),
    maxPrice: sometimes(fc.constantFrom(450_000, 47_250_000, 100_000_000)),
    // Area bounds are whole square metres (the contract refuses fractions); 45 and 80 meet stored areas exactly.
    minArea: sometimes(fc.constantFrom(0, 45, 62)),
    maxArea: sometimes(fc.constantFrom(63, 80, 121, 300)),
    sort: sometimes(fc.constantFrom(...propertySorts)),
    ...paging,
  });
  type Filter = typeof filterArbitrary extends fc.Arbitrary<infer R> ? R : never;

  const ordering: Record<PropertySort, Order<Listing>> = {
    newest: by((row) => row.createdAt.getTime(), -1),
    earliest: by((row) => row.createdAt.getTime(), 1),
    priceAsc: by((row) => row.price, 1),
    priceDesc: by((row) => row.price, -1),
    areaAsc: by((row) => row.area, 1),
    areaDesc: by((row) => row.area, -1),
    // A resale home is already built: the completion sorts read the listing date (nearest = newest).
    completionNearest: by((row) => row.createdAt.getTime(), -1),
    completionFarthest: by((row) => row.createdAt.getTime(), 1),
  };

  function reference(rows: Listing[], deal: 'sale' | 'rent', filter: Filter) {
    const matching = rows.filter(
      (row) =>
        row.deal === deal &&
        (!filter.types?.length || filter.types.includes(row.type)) &&
        (!filter.districts?.length || filter.districts.includes(row.district)) &&
        // Premises and plots have no rooms: a rooms filter leaves them out whatever their rooms column holds.
        (!filter.roomsCount?.length || (hasRooms(row.type) && matchesRooms(row.rooms, filter.roomsCount))) &&
        within(row.price, filter.minPrice, filter.maxPrice) &&
        within(row.area, filter.minArea, filter.maxArea),
    );
    const ordered = sorted(matching, ordering[filter.sort ?? 'newest']);
    return { items: pageOf(ordered, filter.pageSize, filter.pageNumber), totalCount: matching.length };
  }

  async function replaceListings(generated: Omit<Listing, 'id' | 'n'>[]): Promise<Listing[]> {
    await database.db.delete(listings);
    if (generated.length === 0) return [];
    const inserted = await database.db
      .insert(listings)
      .values(generated.map((row, n) => listingRow(n, row)))
      .returning({ id: listings.id });
    return generated.map((row, n) => ({ ...row, n, id: inserted[n]?.id ?? 0 }));
  }

  const endpoints = { sale: '/api/secondary-apartments/v2', rent: '/api/rental-properties/v2' } as const;

  it('filter, sort and page exactly like a brute-force reference (property-based)', async () => {
    const answers = tally();
    await fc.assert(
      fc.asyncProperty(
        fc.array(listingArbitrary, { minLength: 8, maxLength: 40 }),
        fc.array(fc.tuple(fc.constantFrom('sale' as const, 'rent' as const), filterArbitrary, fc.constantFrom(...languages)), { minLength: 1, maxLength: 4 }),
        async (generated, requests) => {
          const rows = await replaceListings(generated);
          for (const [deal, filter, lang] of requests) {
            if (invalidRange(filter.minPrice, filter.maxPrice)) {
              await expectRangeRefused(endpoints[deal], filter, lang, 'price');
              continue;
            }
            if (invalidRange(filter.minArea, filter.maxArea)) {
              await expectRangeRefused(endpoints[deal], filter, lang, 'area');
              continue;
            }
            const { status, body } = await t.json<{ items: Record<string, unknown>[]; totalCount: number }>(endpoints[deal], post(filter, lang));
            expect(status).toBe(200);
            const expected = reference(rows, deal, filter);
            answers.count(expected.items.length);
            expect(body.totalCount).toBe(expected.totalCount);
            expect(body.items).toEqual(
              expected.items.map((row) =>
                expect.objectContaining({
                  id: row.id,
                  deal: row.deal,
                  type: row.type,
                  district: row.district,
                  rooms: row.rooms,
                  price: row.price,
                  area: row.area,
                  title: `Listing ${row.n} (${lang})`,
                }),
              ),
            );
          }
        },
      ),
      runs,
    );
    answers.expectRowsOften();
  }, 120_000);
});

describe('buildings (v2) and projects', () => {
  const partnerFlags = [true, true, false, false];
  let developerIds: number[] = [];
  beforeAll(async () => {
    const inserted = await database.db
      .insert(developers)
      .values(partnerFlags.map((isPartner, n) => developerRow(n, isPartner)))
      .returning({ id: developers.id });
    developerIds = inserted.map((row) => row.id);
  });

  const apartmentArbitrary = fc.record({
    rooms: fc.constantFrom(...storedRooms),
    price: fc.constantFrom(18_000_000, 25_500_000, 31_000_000, 47_250_000, 60_000_000),
    area: fc.constantFrom(...areas),
    // Mostly for sale, as in the catalogue; the other states must still stay out of every figure.
    availability: fc.oneof({ arbitrary: fc.constant('forSale' as const), weight: 3 }, { arbitrary: fc.constantFrom(...availabilities), weight: 2 }),
  });
  const buildingArbitrary = fc.record({
    developer: fc.integer({ min: 0, max: partnerFlags.length - 1 }),
    market: fc.constantFrom('primary' as const, 'exclusive' as const),
    district: fc.constantFrom(...districtKeys),
    stage: fc.constantFrom(1, 2, 3, 4),
    completionDate: fc.constantFrom(...completionDates),
    createdAt: fc.constantFrom(...moments),
    apartments: fc.array(apartmentArbitrary, { maxLength: 8 }),
  });
  type Generated = typeof buildingArbitrary extends fc.Arbitrary<infer R> ? R : never;
  type Apartment = Generated['apartments'][number];
  type Building = Omit<Generated, 'developer'> & { id: number; developerId: number; isPartner: boolean; n: number };

  const filterArbitrary = fc.record({
    market: sometimes(fc.constantFrom('primary' as const, 'exclusive' as const)),
    partner: sometimes(fc.boolean()),
    developer: sometimes(fc.integer({ min: 0, max: partnerFlags.length - 1 })),
    districts: sometimes(fc.uniqueArray(fc.constantFrom(...districtKeys, 'avan'), { maxLength: 3 })),
    stages: sometimes(fc.uniqueArray(fc.constantFrom(1, 2, 3, 4), { maxLength: 3 })),
    roomsCount: sometimes(fc.uniqueArray(fc.constantFrom(...roomsValues), { maxLength: 3 })),
    minPrice: sometimes(fc.constantFrom(0, 25_500_000, 31_000_000)),
    maxPrice: sometimes(fc.constantFrom(25_500_000, 47_250_000, 70_000_000)),
    sort: sometimes(fc.constantFrom(...propertySorts)),
    ...paging,
  });
  type Filter = typeof filterArbitrary extends fc.Arbitrary<infer R> ? R : never;
  const body = ({ developer, ...filter }: Filter) => (developer === undefined ? filter : { ...filter, developerId: developerIds[developer] });

  /** The card's figures come from the apartments for sale only; null (0) when none is. */
  function stats(building: Building) {
    const forSale = building.apartments.filter((a) => a.availability === 'forSale');
    const min = (values: number[]) => (values.length ? Math.min(...values) : null);
    const max = (values: number[]) => (values.length ? Math.max(...values) : null);
    return {
      minPrice: min(forSale.map((a) => a.price)),
      minPricePerSquareMetre: min(forSale.map((a) => Math.round(a.price / a.area))),
      minArea: min(forSale.map((a) => a.area)),
      maxArea: max(forSale.map((a) => a.area)),
      apartmentsForSale: forSale.length,
    };
  }

  const ordering: Record<PropertySort, Order<Building>> = {
    newest: by((b) => b.createdAt.getTime(), -1),
    earliest: by((b) => b.createdAt.getTime(), 1),
    priceAsc: by((b) => stats(b).minPrice, 1),
    priceDesc: by((b) => stats(b).minPrice, -1),
    areaAsc: by((b) => stats(b).minArea, 1),
    areaDesc: by((b) => stats(b).maxArea, -1),
    completionNearest: by((b) => b.completionDate, 1),
    completionFarthest: by((b) => b.completionDate, -1),
  };

  /**
   * Rooms and price ask for an apartment: a building matches when one of its apartments for sale
   * has those rooms at a price in the range (not its cheapest price and some other flat's rooms).
   */
  const hasApartmentFor = (apartmentsOf: Apartment[], filter: Filter) =>
    apartmentsOf.some((a) => a.availability === 'forSale' && matchesRooms(a.rooms, filter.roomsCount) && within(a.price, filter.minPrice, filter.maxPrice));

  /** The stage a card shows on `today`: commissioned once the completion date has passed. */
  const stage = (b: Building, today: string) => stageOn(b.stage, b.completionDate, today);

  function reference(rows: Building[], filter: Filter, today: string) {
    const asksForApartment = Boolean(filter.roomsCount?.length) || filter.minPrice !== undefined || filter.maxPrice !== undefined;
    const matching = rows.filter(
      (b) =>
        (filter.market === undefined || b.market === filter.market) &&
        (filter.partner === undefined || b.isPartner === filter.partner) &&
        (filter.developer === undefined || b.developerId === developerIds[filter.developer]) &&
        (!filter.districts?.length || filter.districts.includes(b.district)) &&
        (!filter.stages?.length || (filter.stages as readonly number[]).includes(stage(b, today))) &&
        (!asksForApartment || hasApartmentFor(b.apartments, filter)),
    );
    const ordered = sorted(matching, ordering[filter.sort ?? 'newest']);
    return { items: pageOf(ordered, filter.pageSize, filter.pageNumber), totalCount: matching.length };
  }

  async function replaceBuildings(generated: Generated[]): Promise<Building[]> {
    await database.db.delete(apartments);
    await database.db.delete(buildings);
    if (generated.length === 0) return [];
    const inserted = await database.db
      .insert(buildings)
      .values(generated.map(({ developer, apartments: _, ...fields }, n) => buildingRow(n, { ...fields, developerId: developerIds[developer] ?? 0 })))
      .returning({ id: buildings.id });
    const rows = generated.map(({ developer, ...fields }, n) => ({
      ...fields,
      n,
      id: inserted[n]?.id ?? 0,
      developerId: developerIds[developer] ?? 0,
      isPartner: partnerFlags[developer] ?? false,
    }));
    const apartmentRows = rows.flatMap((b) => b.apartments.map((a, k) => apartmentRow(k + 1, { ...a, buildingId: b.id })));
    if (apartmentRows.length) await database.db.insert(apartments).values(apartmentRows);
    return rows;
  }

  async function check(path: string, rows: Building[], filter: Filter, lang: Language, expectedFilter: Filter, answers: ReturnType<typeof tally>) {
    if (invalidRange(filter.minPrice, filter.maxPrice)) return expectRangeRefused(path, body(filter), lang, 'price');
    const { status, body: page } = await t.json<{ items: Record<string, unknown>[]; totalCount: number }>(path, post(body(filter), lang));
    expect(status).toBe(200);
    const today = yerevanDate(t.clock.now());
    const expected = reference(rows, expectedFilter, today);
    answers.count(expected.items.length);
    expect(page.totalCount).toBe(expected.totalCount);
    expect(page.items).toEqual(
      expected.items.map((b) =>
        expect.objectContaining({
          id: b.id,
          name: `Building ${b.n} (${lang})`,
          market: b.market,
          district: b.district,
          stage: stage(b, today),
          completionDate: b.completionDate,
          developer: { id: b.developerId, name: `Developer ${developerIds.indexOf(b.developerId)} (${lang})`, isPartner: b.isPartner },
          ...stats(b),
        }),
      ),
    );
  }

  it('filter, sort and page exactly like a brute-force reference, with the figures of what is for sale (property-based)', async () => {
    const answers = tally();
    await fc.assert(
      fc.asyncProperty(
        fc.array(buildingArbitrary, { minLength: 6, maxLength: 16 }),
        fc.array(fc.tuple(filterArbitrary, fc.constantFrom(...languages), fc.constantFrom(...clockMoments)), { minLength: 1, maxLength: 3 }),
        async (generated, requests) => {
          const rows = await replaceBuildings(generated);
          for (const [filter, lang, moment] of requests) {
            t.clock.set(moment);
            await check('/api/buildings/v2', rows, filter, lang, filter, answers);
            // The projects list is the same search over developers who are not partners, whatever the body says.
            await check('/api/projects', rows, filter, lang, { ...filter, partner: false }, answers);
          }
        },
      ),
      runs,
    );
    t.clock.set(clockMoments[0]);
    answers.expectRowsOften();
  }, 180_000);
});

describe('foreign-market projects', () => {
  const countries = ['AE', 'GE', 'CY', 'ES'] as const;
  const projectArbitrary = fc.record({
    country: fc.constantFrom(...countries),
    currency: fc.constantFrom('USD' as const, 'EUR' as const),
    minPrice: fc.constantFrom(9_500_000, 12_000_000, 30_000_000),
    minArea: fc.constantFrom(38.5, 62.3, 95),
    completionDate: fc.constantFrom(...completionDates),
  });
  type Project = (typeof projectArbitrary extends fc.Arbitrary<infer R> ? R : never) & { id: number; n: number };

  const filterArbitrary = fc.record({
    countries: sometimes(fc.uniqueArray(fc.constantFrom(...countries, 'TR'), { maxLength: 2 })),
    sort: sometimes(fc.constantFrom(...propertySorts)),
    ...paging,
  });
  type Filter = typeof filterArbitrary extends fc.Arbitrary<infer R> ? R : never;

  // Foreign projects carry no listing date: the order they were added in (their id) stands for it.
  const ordering: Record<PropertySort, Order<Project>> = {
    newest: by((p) => p.id, -1),
    earliest: by((p) => p.id, 1),
    priceAsc: by((p) => p.minPrice, 1),
    priceDesc: by((p) => p.minPrice, -1),
    areaAsc: by((p) => p.minArea, 1),
    areaDesc: by((p) => p.minArea, -1),
    completionNearest: by((p) => p.completionDate, 1),
    completionFarthest: by((p) => p.completionDate, -1),
  };

  function reference(rows: Project[], filter: Filter) {
    const matching = rows.filter((p) => !filter.countries?.length || filter.countries.includes(p.country));
    const pageSize = filter.pageSize ?? 10;
    const pageNumber = filter.pageNumber ?? 1;
    return {
      items: pageOf(sorted(matching, ordering[filter.sort ?? 'newest']), pageSize, pageNumber),
      // totalCount counts every project; FilteredCount and the pages count what the filter left.
      pagination: { totalCount: rows.length, FilteredCount: matching.length, pageSize, pageNumber, totalPages: Math.ceil(matching.length / pageSize) },
    };
  }

  async function replaceProjects(generated: Omit<Project, 'id' | 'n'>[]): Promise<Project[]> {
    await database.db.delete(foreignProjects);
    if (generated.length === 0) return [];
    const inserted = await database.db
      .insert(foreignProjects)
      .values(generated.map((row, n) => foreignProjectRow(n, row)))
      .returning({ id: foreignProjects.id });
    return generated.map((row, n) => ({ ...row, n, id: inserted[n]?.id ?? 0 }));
  }

  it('filter by country, sort and page exactly like a brute-force reference, with both counts in x-pagination (property-based)', async () => {
    const answers = tally();
    await fc.assert(
      fc.asyncProperty(
        fc.array(projectArbitrary, { minLength: 3, maxLength: 25 }),
        fc.array(fc.tuple(filterArbitrary, fc.constantFrom(...languages)), { minLength: 1, maxLength: 4 }),
        async (generated, requests) => {
          const rows = await replaceProjects(generated);
          for (const [filter, lang] of requests) {
            const { status, body, headers } = await t.json<Record<string, unknown>[]>('/api/foreign-market/projects', post(filter, lang));
            expect(status).toBe(200);
            const expected = reference(rows, filter);
            answers.count(expected.items.length);
            expect(body).toEqual(
              expected.items.map((p) =>
                expect.objectContaining({
                  id: p.id,
                  name: `Project ${p.n} (${lang})`,
                  country: p.country,
                  currency: p.currency,
                  minPrice: p.minPrice,
                  minArea: p.minArea,
                  completionDate: p.completionDate,
                  // The fixtures declare every project under construction (2); a past completion date reads as commissioned.
                  stage: stageOn(2, p.completionDate, yerevanDate(t.clock.now())),
                }),
              ),
            );
            expect(JSON.parse(headers.get('x-pagination') ?? '{}')).toEqual(expected.pagination);
          }
        },
      ),
      runs,
    );
    answers.expectRowsOften();
  }, 120_000);
});
