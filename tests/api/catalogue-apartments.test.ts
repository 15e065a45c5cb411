import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartments, buildings, developers } from '../../api/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
});
afterAll(() => database.close());

const localized = (text: string) => ({ hy: text, ru: text, en: text });
const roomsValues = [-2, -1, 1, 2, 3, 4, 5];

interface Apartment {
  id: number;
  buildingId: number;
  number: number;
  floor: number;
  area: number;
  rooms: number;
  price: number;
  pricePerSquareMetre: number;
}

/** Generated apartments with many ties on every sort key, so ordering and paging are really tested. */
const apartmentsArbitrary = fc.array(
  fc.record({
    buildingId: fc.integer({ min: 1, max: 3 }),
    number: fc.integer({ min: 1, max: 40 }),
    floor: fc.integer({ min: 1, max: 12 }),
    area: fc.constantFrom(35.5, 48, 62.25, 80, 95.5, 120),
    rooms: fc.constantFrom(...roomsValues),
    price: fc.constantFrom(18_000_000, 25_500_000, 31_000_000, 47_250_000, 60_000_000),
  }),
  { minLength: 0, maxLength: 60 },
);

const filterArbitrary = fc.record(
  {
    buildingId: fc.integer({ min: 1, max: 3 }),
    roomsCount: fc.uniqueArray(fc.constantFrom(...roomsValues), { maxLength: 3 }),
    minPrice: fc.constantFrom(0, 20_000_000, 30_000_000),
    maxPrice: fc.constantFrom(40_000_000, 50_000_000, 70_000_000),
    // Whole square metres, as the filter takes them; 62 and 63 fall either side of a 62.25 m² flat.
    minArea: fc.constantFrom(0, 40, 62, 63),
    maxArea: fc.constantFrom(80, 100, 130),
    sortBy: fc.integer({ min: 0, max: 5 }),
    sortAscending: fc.boolean(),
    pageSize: fc.integer({ min: 1, max: 12 }),
    pageNumber: fc.integer({ min: 1, max: 5 }),
  },
  { requiredKeys: [] },
);

const sortValue = (a: Apartment, sortBy: number) => [a.number, a.floor, a.area, a.rooms, a.price, a.pricePerSquareMetre][sortBy] ?? a.number;

/** The list the API must answer, computed the slow, obvious way. */
type Filter = Partial<{
  buildingId: number;
  roomsCount: number[];
  minPrice: number;
  maxPrice: number;
  minArea: number;
  maxArea: number;
  sortBy: number;
  sortAscending: boolean;
  pageSize: number;
  pageNumber: number;
}>;

function reference(rows: Apartment[], filter: Filter) {
  const f = filter as Record<string, number | boolean | number[] | undefined>;
  const matching = rows.filter(
    (a) =>
      (f.buildingId === undefined || a.buildingId === f.buildingId) &&
      (!(f.roomsCount as number[] | undefined)?.length || (f.roomsCount as number[]).includes(a.rooms)) &&
      (f.minPrice === undefined || a.price >= (f.minPrice as number)) &&
      (f.maxPrice === undefined || a.price <= (f.maxPrice as number)) &&
      (f.minArea === undefined || a.area >= (f.minArea as number)) &&
      (f.maxArea === undefined || a.area <= (f.maxArea as number)),
  );
  const sortBy = (f.sortBy as number | undefined) ?? 0;
  const direction = f.sortAscending === false ? -1 : 1;
  matching.sort((a, b) => (sortValue(a, sortBy) - sortValue(b, sortBy)) * direction || a.id - b.id);
  const pageSize = (f.pageSize as number | undefined) ?? 10;
  const pageNumber = (f.pageNumber as number | undefined) ?? 1;
  return {
    ids: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map((a) => a.id),
    pagination: { totalCount: matching.length, pageSize, pageNumber, totalPages: Math.ceil(matching.length / pageSize) },
  };
}

async function replaceApartments(generated: Omit<Apartment, 'id' | 'pricePerSquareMetre'>[]) {
  await database.db.delete(apartments);
  if (generated.length === 0) return [];
  const inserted = await database.db
    .insert(apartments)
    .values(
      generated.map((a) => ({
        ...a,
        pricePerSquareMetre: Math.round(a.price / a.area),
        renovation: 'unrepaired' as const,
        availability: 'forSale' as const,
        orientation: 'south' as const,
        planSeed: 1,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      })),
    )
    .returning();
  return inserted;
}

describe('apartments list', () => {
  beforeAll(async () => {
    await database.db.insert(developers).values({
      id: 1,
      slug: 'dev',
      name: localized('Dev'),
      description: localized('Dev'),
      isPartner: true,
      foundedYear: 2000,
      phone: '+37410000000',
      email: 'dev@example.am',
      website: 'https://example.am',
      brandColor: '#0b3a75',
    });
    for (const id of [1, 2, 3]) {
      await database.db.insert(buildings).values({
        id,
        developerId: 1,
        market: 'primary',
        name: localized(`B${id}`),
        description: localized('B'),
        address: localized('A'),
        district: 'kentron',
        latitude: 40.18,
        longitude: 44.51,
        floors: 12,
        wallType: 'monolithic',
        stage: 2,
        completionDate: '2027-12-31',
        ceilingHeight: 3,
        hasElevator: true,
        parkingCount: 10,
        photoSeed: id,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      });
    }
  });

  it('filters, sorts and pages exactly like a brute-force reference (property-based)', async () => {
    await fc.assert(
      fc.asyncProperty(apartmentsArbitrary, fc.array(filterArbitrary, { minLength: 1, maxLength: 4 }), async (generated, filters) => {
        const rows = (await replaceApartments(generated)) as Apartment[];
        for (const filter of filters) {
          const response = await t.request('/api/apartments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(filter) });
          expect(response.status).toBe(200);
          const body = (await response.json()) as { id: number }[];
          const expected = reference(rows, filter);
          expect(body.map((row) => row.id)).toEqual(expected.ids);
          expect(JSON.parse(response.headers.get('x-pagination') ?? '{}')).toEqual(expected.pagination);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it("refuses a range whose 'from' is not below its 'to'", async () => {
    for (const body of [{ minPrice: 50_000_000, maxPrice: 50_000_000 }, { minArea: 90, maxArea: 40 }]) {
      const { status, body: answer } = await t.json('/api/apartments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(status).toBe(400);
      expect(answer).toEqual({ type: 'FILTER', reason: 'RANGE_INVALID', params: { field: 'minPrice' in body ? 'price' : 'area' } });
    }
  });

  it('refuses malformed filters field by field, never with a 500', async () => {
    const bad = [{ sortBy: 6 }, { pageSize: 0 }, { roomsCount: [0] }, { roomsCount: 'all' }, { minPrice: -1 }, { sortAscending: 'yes' }, { pageNumber: 1.5 }];
    for (const body of bad) {
      const { status, body: answer } = await t.json<{ reason: string; issues: { path: string }[] }>('/api/apartments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.reason).toBe('INVALID_INPUT');
      expect(answer.issues[0]?.path.split('.')[0]).toBe(Object.keys(body)[0]);
    }
  });

  it('answers one apartment, or 404 for an unknown one', async () => {
    const [row] = await replaceApartments([{ buildingId: 1, number: 7, floor: 3, area: 62.25, rooms: 2, price: 31_000_000 }]);
    const { status, body } = await t.json(`/api/apartments/${row?.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: 7, floor: 3, area: 62.25, roomsCount: 2, minApartmentPrice: 31_000_000, minAreaPrice: Math.round(31_000_000 / 62.25), isBooked: false });
    // 90% of 31 million over 360 months at 12% a year: 27,900,000 × 0.01 / (1 − 1.01^−360) = 286,982.91.
    // In Kentron (Yerevan) the income-tax refund ended for loans signed from 2025; the test clock is in 2026.
    expect(body).toMatchObject({ monthlyPayment: 286_983, incomeTaxRefund: false, planUrl: `/api/media/plans/${row?.id}.svg`, building: { id: 1 } });
    const english = await t.json<{ building: { name: string; gallery: string[] } }>(`/api/apartments/${row?.id}`, { headers: { 'Accept-Language': 'en' } });
    expect(english.body.building.name).not.toMatch(/\p{Script=Armenian}/u);
    expect(english.body.building.gallery[0]).toBe(`/api/media/plans/${row?.id}.svg`);
    expect((await t.json('/api/apartments/999999')).body).toEqual({ type: 'APARTMENT', reason: 'APARTMENT_NOT_FOUND' });
    expect((await t.json('/api/apartments/abc')).status).toBe(400);
  });
});
