import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceHistory } from '../../api/contract/price-history';
import { apartments, buildings, listings, propertyPriceChanges } from '../../api/server/db/schema';
import { catalogueSeedMoment, generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { demoPriceChanges } from '../../api/server/db/seed/price-history.seed';
import { staffPerson } from '../drivers/office.api';
import { post, refusal } from '../support/account-helpers';
import { seededApp } from '../support/seeded-app';
import type { TestApp } from '../support/test-app';
import { expectedKind, type TestDatabase } from '../support/test-database';

/*
 * Price history (issue 22): a price changed through the server's routes (the sandbox's control, a
 * partner in the office) is a history row written with the price, and the property page answers the
 * prices it has had; a property whose price never changed answers none; the demo catalogue's
 * discounted rows come with a history of how they came down.
 */

let database: TestDatabase;
let t: TestApp;
const catalogue = generateCatalogue();

beforeAll(async () => {
  ({ database, t } = await seededApp());
  t.clock.set('2026-11-27T10:00:00Z');
});
afterAll(() => database.close());

type Detail = { price?: number; minApartmentPrice?: number; oldPrice: number | null; priceHistory: PriceHistory };
type Refusal = { type: string; reason: string; issues?: { path: string; message: string }[] };

const pagePath = { apartment: '/api/apartments', sale: '/api/secondary-apartments', rent: '/api/rental-properties' } as const;
const page = async (kind: keyof typeof pagePath, id: number) => {
  const answer = await t.json<Detail>(`${pagePath[kind]}/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const sandboxPrice = (body: Record<string, unknown>) => t.json<{ price: number } & Refusal>('/api/sandbox/property-price', { ...post(body), method: 'PUT' });
const changesOf = (column: typeof propertyPriceChanges.apartmentId | typeof propertyPriceChanges.listingId, id: number) =>
  database.db.select().from(propertyPriceChanges).where(eq(column, id)).orderBy(asc(propertyPriceChanges.changedAt), asc(propertyPriceChanges.id));

/** Seeded rows of a kind whose price never changed (no old price), the first few. */
const unchanged = {
  apartments: catalogue.apartments.filter((row) => row.oldPrice === null),
  sales: catalogue.listings.filter((row) => row.deal === 'sale' && row.oldPrice === null),
  rentals: catalogue.listings.filter((row) => row.deal === 'rent' && row.oldPrice === null),
};

describe(`the demo catalogue's price history (${expectedKind})`, () => {
  it('tells how every discounted row came down from its old price to its price, oldest first, before the seed moment', async () => {
    const discounted = [
      ...catalogue.apartments.filter((row) => row.oldPrice !== null).map((row) => ({ kind: 'apartment' as const, row, price: row.price })),
      ...catalogue.listings.filter((row) => row.oldPrice !== null).map((row) => ({ kind: row.deal, row, price: row.price })),
    ];
    expect(discounted.length).toBeGreaterThan(100);
    // Every third one, of every kind: enough to meet one-step and two-step stories alike.
    const sample = discounted.filter((_, index) => index % 3 === 0);
    const steps = new Set<number>();
    for (const { kind, row, price } of sample) {
      const history = (await page(kind, row.id ?? 0)).priceHistory;
      steps.add(history.length - 1);
      expect(history[0]).toEqual({ price: row.oldPrice, changedAt: row.createdAt.toISOString() });
      expect(history.at(-1)?.price).toBe(price);
      const times = history.map((point) => Date.parse(point.changedAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(catalogueSeedMoment.getTime());
      // Every price on the way down lies between the old price and the new one.
      for (const point of history) expect(point.price <= (row.oldPrice ?? 0) && point.price >= price).toBe(true);
    }
    expect([...steps].sort()).toEqual([1, 2]);
  });

  it('is the same on every load: the rows are what the seed recipe gives', async () => {
    const [flat] = catalogue.apartments.filter((row) => row.oldPrice !== null);
    const stored = await changesOf(propertyPriceChanges.apartmentId, flat?.id ?? 0);
    const recipe = demoPriceChanges('apartment', { id: flat?.id ?? 0, price: flat?.price ?? 0, oldPrice: flat?.oldPrice ?? 0, createdAt: flat?.createdAt ?? new Date() }, 10_000);
    expect(stored.map(({ id: _id, ...change }) => change)).toEqual(recipe);
  });

  it('is empty where the price never changed', async () => {
    expect((await page('apartment', unchanged.apartments[0]?.id ?? 0)).priceHistory).toEqual([]);
    expect((await page('sale', unchanged.sales[0]?.id ?? 0)).priceHistory).toEqual([]);
    expect((await page('rent', unchanged.rentals[0]?.id ?? 0)).priceHistory).toEqual([]);
  });
});

describe(`a price changed on the server (${expectedKind})`, () => {
  it("goes into the apartment's history with the change, and its page answers every price since it was listed", async () => {
    const flat = unchanged.apartments[1];
    const id = flat?.id ?? 0;
    expect((await page('apartment', id)).priceHistory).toEqual([]);

    const first = (flat?.price ?? 0) + 1_000_000;
    const second = first - 1_500_000;
    const firstAt = t.clock.now();
    expect((await sandboxPrice({ marketType: '0', apartmentId: id, price: first })).status).toBe(200);
    expect(await changesOf(propertyPriceChanges.apartmentId, id)).toEqual([
      expect.objectContaining({ apartmentId: id, listingId: null, priceBefore: flat?.price, priceAfter: first, changedAt: firstAt }),
    ]);
    expect((await page('apartment', id)).priceHistory).toEqual([
      { price: flat?.price, changedAt: flat?.createdAt.toISOString() },
      { price: first, changedAt: firstAt.toISOString() },
    ]);
    // A rise shows no old price.
    expect((await page('apartment', id)).oldPrice).toBeNull();

    t.clock.advance(3 * 86_400_000);
    expect((await sandboxPrice({ marketType: '0', apartmentId: id, price: second })).status).toBe(200);
    const detail = await page('apartment', id);
    expect(detail.minApartmentPrice).toBe(second);
    expect(detail.priceHistory.map((point) => point.price)).toEqual([flat?.price, first, second]);
    expect(detail.priceHistory.at(-1)?.changedAt).toBe(t.clock.now().toISOString());
    // A reduction shows the price it came down from, struck through on the cards.
    expect(detail.oldPrice).toBe(first);

    // The same price again is no change, and keeps the old price.
    expect((await sandboxPrice({ marketType: '0', apartmentId: id, price: second })).status).toBe(200);
    expect(await changesOf(propertyPriceChanges.apartmentId, id)).toHaveLength(2);
    expect((await page('apartment', id)).oldPrice).toBe(first);
  });

  it("keeps a rental's monthly fees, and a sale's prices, under the listing", async () => {
    const rental = unchanged.rentals[1];
    const fee = (rental?.price ?? 0) - 20_000;
    expect((await sandboxPrice({ marketType: '1', apartmentId: rental?.id ?? 0, price: fee })).status).toBe(200);
    expect((await page('rent', rental?.id ?? 0)).priceHistory.map((point) => point.price)).toEqual([rental?.price, fee]);
    expect((await page('rent', rental?.id ?? 0)).oldPrice).toBe(rental?.price);
    expect(await changesOf(propertyPriceChanges.listingId, rental?.id ?? 0)).toEqual([expect.objectContaining({ apartmentId: null, listingId: rental?.id, priceBefore: rental?.price, priceAfter: fee })]);

    const sale = unchanged.sales[1];
    const price = (sale?.price ?? 0) + 1_500_000;
    expect((await sandboxPrice({ marketType: '1', apartmentId: sale?.id ?? 0, price })).status).toBe(200);
    expect((await page('sale', sale?.id ?? 0)).priceHistory.map((point) => point.price)).toEqual([sale?.price, price]);
    expect((await page('sale', sale?.id ?? 0)).oldPrice).toBeNull();
  });

  it("is written by a partner's new price in the office", async () => {
    const flat = unchanged.apartments[2];
    const id = flat?.id ?? 0;
    const [building] = await database.db.select({ developerId: buildings.developerId }).from(apartments).innerJoin(buildings, eq(buildings.id, apartments.buildingId)).where(eq(apartments.id, id));
    const partner = await staffPerson(t, database.db, ['partner'], { developerId: building?.developerId ?? 0 });
    const price = (flat?.price ?? 0) - 500_000;
    const changed = await t.json('/api/office/partner/prices', { ...post({ marketType: '0', propertyId: id, price }, { token: partner.token }), method: 'PUT' });
    expect(changed.status).toBe(200);
    expect((await page('apartment', id)).priceHistory.map((point) => point.price)).toEqual([flat?.price, price]);
  });

  it('is not written when the change is refused: an unknown property, a price out of bounds', async () => {
    const before = await database.db.select().from(propertyPriceChanges);
    expect(await sandboxPrice({ marketType: '0', apartmentId: 999_999, price: 30_000_000 })).toMatchObject({ status: 404 });
    const tooLow = await sandboxPrice({ marketType: '1', apartmentId: unchanged.sales[3]?.id ?? 0, price: 0 });
    expect(tooLow).toMatchObject({ status: 400, body: { ...refusal('COMMON', 'INVALID_INPUT'), issues: [{ path: 'price', message: 'validation:tooSmall' }] } });
    expect(await database.db.select().from(propertyPriceChanges)).toEqual(before);
    const [sale] = await database.db.select({ price: listings.price }).from(listings).where(eq(listings.id, unchanged.sales[3]?.id ?? 0));
    expect(sale?.price).toBe(unchanged.sales[3]?.price);
  });
});
