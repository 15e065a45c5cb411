import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildingCard, ListingCard, MapPositions } from '../../api/contract/catalogue';
import { offerForProperty, shownMortgageOffer } from '../../api/contract/mortgage-terms';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { jsonPost as post, seededApp, type Page } from '../support/seeded-app';
import type { TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

/**
 * The catalogue's map: every result of a search as light points (the positions calls), a search
 * narrowed to the map's area ("search this area"), and the cards' monthly payment.
 */
let database: TestDatabase;
let t: TestApp;
const catalogue = generateCatalogue();
beforeAll(async () => ({ database, t } = await seededApp()));
afterAll(() => database.close());

const sales = catalogue.listings.filter((row) => row.deal === 'sale');
/** A box around the middle of the demo sales: some inside, some outside. */
const box = (() => {
  const latitudes = sales.map((row) => row.latitude).sort((a, b) => a - b);
  const longitudes = sales.map((row) => row.longitude).sort((a, b) => a - b);
  const quarter = (list: number[], at: number) => list[Math.floor(list.length * at)]!;
  return { south: quarter(latitudes, 0.25), north: quarter(latitudes, 0.75), west: quarter(longitudes, 0.25), east: quarter(longitudes, 0.75) };
})();
const inBox = (row: { latitude: number; longitude: number }) => row.latitude >= box.south && row.latitude <= box.north && row.longitude >= box.west && row.longitude <= box.east;

describe('positions of a search', () => {
  it('puts every sale a filter finds on the map, with its price, whatever the page', async () => {
    const { status, body } = await t.json<MapPositions>('/api/secondary-apartments/positions', post({ minPrice: 20_000_000, maxPrice: 60_000_000, pageSize: 5 }));
    expect(status).toBe(200);
    const expected = sales.filter((row) => row.price >= 20_000_000 && row.price <= 60_000_000);
    expect(body.items).toHaveLength(expected.length);
    expect(body.capped).toBeUndefined();
    for (const [id, latitude, longitude, price] of body.items) {
      const row = expected.find((candidate) => candidate.id === id);
      expect(row).toBeDefined();
      expect([latitude, longitude, price]).toEqual([row?.latitude, row?.longitude, row?.price]);
    }
  });

  it('gives buildings the price their card starts from, null when nothing is for sale', async () => {
    const { body } = await t.json<MapPositions>('/api/buildings/positions', post({ partner: true }));
    const cards = await t.json<Page<BuildingCard>>('/api/buildings/v2', post({ partner: true, pageSize: 100 }));
    expect(body.items).toHaveLength(cards.body.totalCount);
    for (const card of cards.body.items) expect(body.items.find(([id]) => id === card.id)?.[3]).toBe(card.minPrice);
  });

  it('narrows the list and its map to an area, in every market', async () => {
    const list = await t.json<Page<ListingCard>>('/api/secondary-apartments/v2', post({ bounds: box, pageSize: 100 }));
    const expected = sales.filter(inBox);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(sales.length);
    expect(list.body.totalCount).toBe(expected.length);
    expect(list.body.items.every(inBox)).toBe(true);
    const points = await t.json<MapPositions>('/api/secondary-apartments/positions', post({ bounds: box }));
    expect(points.body.items.map(([id]) => id).sort()).toEqual(expected.map((row) => row.id).sort());
    const rentals = await t.json<MapPositions>('/api/rental-properties/positions', post({ bounds: box }));
    expect(rentals.body.items.length).toBe(catalogue.listings.filter((row) => row.deal === 'rent' && inBox(row)).length);
  });

  it.each([
    ['an upside-down area', { ...box, south: box.north + 0.1 }],
    ['a latitude off the globe', { ...box, north: 91 }],
    ['a missing corner', { south: box.south, west: box.west, north: box.north }],
    ['text', 'everywhere'],
  ])('refuses %s at the field, with a message key the page translates', async (_name, bounds) => {
    for (const path of ['/api/secondary-apartments/positions', '/api/buildings/positions', '/api/rental-properties/v2']) {
      const { status, body } = await t.json<{ reason: string; issues: { path: string; message: string }[] }>(path, post({ bounds }));
      expect(status).toBe(400);
      expect(body.reason).toBe('INVALID_INPUT');
      expect(body.issues.every((issue) => issue.path.startsWith('bounds') && issue.message.startsWith('validation:'))).toBe(true);
    }
  });

  it('refuses a price range the wrong way round, as the list does', async () => {
    const { status, body } = await t.json<{ type: string }>('/api/secondary-apartments/positions', post({ minPrice: 50_000_000, maxPrice: 40_000_000 }));
    expect(status).toBe(400);
    expect(body.type).toBe('FILTER');
  });
});

describe("the cards' monthly payment", () => {
  it('is the online offer where the limits allow one, and none for rentals', async () => {
    const { body } = await t.json<Page<ListingCard>>('/api/secondary-apartments/v2', post({ pageSize: 100 }));
    // A sold home advertises no mortgage.
    for (const card of body.items) expect(card.monthlyPayment).toBe(offerForProperty(card, 'secondary')?.monthlyPayment ?? null);
    expect(body.items.filter((card) => card.availability === 'notAvailable').every((card) => card.monthlyPayment === null)).toBe(true);
    expect(body.items.some((card) => card.monthlyPayment === null)).toBe(true);
    expect(body.items.some((card) => card.monthlyPayment !== null)).toBe(true);
    const rentals = await t.json<Page<ListingCard>>('/api/rental-properties/v2', post({ pageSize: 50 }));
    expect(rentals.body.items.every((card) => card.monthlyPayment === null)).toBe(true);
    const buildings = await t.json<Page<BuildingCard>>('/api/buildings/v2', post({ pageSize: 100 }));
    for (const card of buildings.body.items) {
      expect(card.monthlyPaymentFrom).toBe(card.minPrice === null ? null : (shownMortgageOffer(card.minPrice, 'primary')?.monthlyPayment ?? null));
    }
  });
});
