import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownMortgageOffer } from '../../api/contract/mortgage-terms';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { jsonPost as post, seededApp, type Page } from '../support/seeded-app';
import type { TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
const catalogue = generateCatalogue();
beforeAll(async () => ({ database, t } = await seededApp()));
afterAll(() => database.close());


describe('seeded catalogue', () => {
  it('holds the whole demo set', async () => {
    const { body } = await t.json<Page<unknown>>('/api/buildings/v2', post({ pageSize: 1 }));
    expect(body.totalCount).toBe(catalogue.buildings.length);
    const sales = await t.json<Page<unknown>>('/api/secondary-apartments/v2', post({ pageSize: 1 }));
    expect(sales.body.totalCount).toBe(catalogue.listings.filter((row) => row.deal === 'sale').length);
    const rentals = await t.json<Page<unknown>>('/api/rental-properties/v2', post({ pageSize: 1 }));
    expect(rentals.body.totalCount).toBe(catalogue.listings.filter((row) => row.deal === 'rent').length);
    const apartments = await t.request('/api/apartments', post({ pageSize: 1 }));
    expect(JSON.parse(apartments.headers.get('x-pagination') ?? '{}').totalCount).toBe(catalogue.apartments.length);
  });
});

describe('buildings v2', () => {
  it('splits partner buildings from the projects of other developers', async () => {
    const partner = await t.json<Page<{ developer: { isPartner: boolean } }>>('/api/buildings/v2', post({ partner: true, pageSize: 100 }));
    const others = await t.json<Page<{ developer: { isPartner: boolean } }>>('/api/buildings/v2', post({ partner: false, pageSize: 100 }));
    expect(partner.body.items.every((item) => item.developer.isPartner)).toBe(true);
    expect(others.body.items.every((item) => !item.developer.isPartner)).toBe(true);
    expect(partner.body.totalCount + others.body.totalCount).toBe(catalogue.buildings.length);
  });

  it('filters by district and stage, and sorts by the cheapest apartment for sale', async () => {
    const { body } = await t.json<Page<{ district: string; stage: number; minPrice: number | null }>>(
      '/api/buildings/v2',
      post({ districts: ['kentron', 'arabkir'], stages: [2, 3], sort: 'priceAsc', pageSize: 100 }),
    );
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(['kentron', 'arabkir']).toContain(item.district);
      expect([2, 3]).toContain(item.stage);
    }
    const prices = body.items.map((item) => item.minPrice).filter((price): price is number => price !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages without overlap', async () => {
    const first = await t.json<Page<{ id: number }>>('/api/buildings/v2', post({ pageSize: 7, pageNumber: 1, sort: 'completionNearest' }));
    const second = await t.json<Page<{ id: number }>>('/api/buildings/v2', post({ pageSize: 7, pageNumber: 2, sort: 'completionNearest' }));
    const ids = [...first.body.items, ...second.body.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(14);
  });

  it('answers one building in each language, with its facilities and room counts, or 404', async () => {
    const building = catalogue.buildings[0];
    for (const lang of ['hy', 'ru', 'en'] as const) {
      const { status, body } = await t.json<{ name: string; facilities: string[]; roomCounts: { rooms: number; count: number }[] }>(`/api/buildings/${building?.id}`, {
        headers: { 'accept-language': lang },
      });
      expect(status).toBe(200);
      expect(body.name).toBe(building?.name[lang]);
      expect(body.facilities.length).toBeGreaterThan(0);
      expect(body.roomCounts.reduce((sum, row) => sum + row.count, 0)).toBe(catalogue.apartments.filter((a) => a.buildingId === building?.id).length);
    }
    expect((await t.json('/api/buildings/99999')).body).toEqual({ type: 'BUILDING', reason: 'BUILDING_NOT_FOUND' });
  });

  it("lists a developer's buildings with x-pagination", async () => {
    const developerId = catalogue.buildings[0]?.developerId;
    const response = await t.request(`/api/builders/${developerId}/buildings?pageNumber=1&pageSize=2`);
    const body = (await response.json()) as Page<{ developer: { id: number } }>;
    expect(body.items.every((item) => item.developer.id === developerId)).toBe(true);
    expect(JSON.parse(response.headers.get('x-pagination') ?? '{}')).toMatchObject({
      totalCount: catalogue.buildings.filter((b) => b.developerId === developerId).length,
      pageSize: 2,
      pageNumber: 1,
    });
  });
});

describe('secondary market and rentals', () => {
  it('filters sales by type, price and area, and sorts by price', async () => {
    const { body } = await t.json<Page<{ type: string; price: number; area: number }>>(
      '/api/secondary-apartments/v2',
      post({ types: ['apartment'], minPrice: 30_000_000, maxPrice: 90_000_000, minArea: 50, maxArea: 150, sort: 'priceDesc', pageSize: 50 }),
    );
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item.type).toBe('apartment');
      expect(item.price).toBeGreaterThanOrEqual(30_000_000);
      expect(item.price).toBeLessThanOrEqual(90_000_000);
    }
    expect(body.items.map((item) => item.price)).toEqual(body.items.map((item) => item.price).sort((a, b) => b - a));
  });

  it('answers a rental with its terms, and keeps sales and rentals apart', async () => {
    const rental = catalogue.listings.find((row) => row.deal === 'rent');
    const sale = catalogue.listings.find((row) => row.deal === 'sale');
    const { status, body } = await t.json<{ deal: string; minRentMonths: number | null }>(`/api/rental-properties/${rental?.id}`);
    expect(status).toBe(200);
    expect(body.deal).toBe('rent');
    expect((await t.json(`/api/rental-properties/${sale?.id}`)).status).toBe(404);
    expect((await t.json(`/api/secondary-apartments/${sale?.id}`)).status).toBe(200);
  });

  it('gives a sale its monthly payment on 360 months and four pictures; a rental none', async () => {
    // A new home in Kotayk keeps the income-tax refund for loans signed before 2027 (the test clock is in 2026).
    const sale = catalogue.listings.find((row) => row.deal === 'sale' && row.availability !== 'notAvailable' && row.price <= 55_000_000 && row.flags.isNewBuilt && row.district === 'kotayk');
    const rental = catalogue.listings.find((row) => row.deal === 'rent');
    const { body } = await t.json<{ monthlyPayment: number | null; incomeTaxRefund: boolean; gallery: string[] }>(`/api/secondary-apartments/${sale?.id}`);
    expect(body.monthlyPayment).toBe(shownMortgageOffer(sale?.price ?? 0, 'secondary')?.monthlyPayment);
    expect(body.incomeTaxRefund).toBe(true);
    expect(body.gallery).toHaveLength(4);
    const pictures = await Promise.all(body.gallery.map(async (url) => (await t.request(url)).text()));
    expect(new Set(pictures).size).toBe(4);
    expect((await t.request(`${body.gallery[0]}?view=9`)).status).toBe(400);
    // The same in Yerevan does not: the refund ended there for loans signed from 2025.
    const inYerevan = catalogue.listings.find((row) => row.deal === 'sale' && row.price <= 55_000_000 && row.flags.isNewBuilt && row.district === 'kentron');
    expect((await t.json<{ incomeTaxRefund: boolean }>(`/api/secondary-apartments/${inYerevan?.id}`)).body.incomeTaxRefund).toBe(false);
    const rent = await t.json<{ monthlyPayment: number | null; incomeTaxRefund: boolean }>(`/api/rental-properties/${rental?.id}`);
    expect(rent.body).toMatchObject({ monthlyPayment: null, incomeTaxRefund: false });
  });

  it("refuses a range whose 'from' is not below its 'to'", async () => {
    const { status, body } = await t.json('/api/rental-properties/v2', post({ minArea: 100, maxArea: 50 }));
    expect(status).toBe(400);
    expect(body).toEqual({ type: 'FILTER', reason: 'RANGE_INVALID', params: { field: 'area' } });
  });
});

describe('foreign market, partners and vocabularies', () => {
  it('pages foreign projects with FilteredCount in x-pagination', async () => {
    const country = catalogue.foreignProjects[0]?.country ?? 'GE';
    const response = await t.request('/api/foreign-market/projects', post({ countries: [country], pageSize: 5 }));
    const items = (await response.json()) as { country: string }[];
    const counts = JSON.parse(response.headers.get('x-pagination') ?? '{}') as { FilteredCount: number; totalCount: number };
    expect(items.every((item) => item.country === country)).toBe(true);
    expect(counts.FilteredCount).toBe(catalogue.foreignProjects.filter((p) => p.country === country).length);
    expect(counts.totalCount).toBe(catalogue.foreignProjects.length);
  });

  it('answers a foreign project and its brokers, or 404', async () => {
    const project = catalogue.foreignProjects[0];
    expect((await t.json(`/api/foreign-market/projects/${project?.id}`)).status).toBe(200);
    const { body } = await t.json<unknown[]>(`/api/foreign-market/projects/${project?.id}/brokers`);
    expect(body.length).toBe(catalogue.foreignProjectBrokers.filter((link) => link.projectId === project?.id).length);
    expect((await t.json('/api/foreign-market/projects/9999')).body).toEqual({ type: 'FOREIGN_MARKET', reason: 'PROJECT_NOT_FOUND' });
  });

  it('lists banners by page, wall types and the facilities tree in three languages', async () => {
    const home = await t.json<{ slot: string }[]>('/api/banners/home');
    const partners = await t.json<{ slot: string }[]>('/api/banners/partners');
    expect(new Set(home.body.map((b) => b.slot))).toEqual(new Set(['homeRibbon', 'fixed', 'primaryCard', 'secondaryCard', 'slider']));
    expect(new Set(partners.body.map((b) => b.slot))).toEqual(new Set(['partnerLeft', 'partnerRight']));
    for (const lang of ['hy', 'ru', 'en']) {
      const walls = await t.json<{ key: string; name: string }[]>('/api/walls', { headers: { 'accept-language': lang } });
      expect(walls.body.map((wall) => wall.key)).toEqual(['stone', 'monolithic', 'panel', 'tape']);
      const tree = await t.json<{ children: unknown[] }[]>('/api/facilities', { headers: { 'accept-language': lang } });
      expect(tree.body.length).toBe(catalogue.facilities.filter((row) => row.parentId == null).length);
      expect(tree.body.every((group) => group.children.length > 0)).toBe(true);
    }
  });
});

describe('generated pictures', () => {
  it('draws each kind as SVG, the same every time, cacheable for a day', async () => {
    const paths = ['/api/media/buildings/1.svg', '/api/media/plans/1.svg', '/api/media/listings/1.svg', '/api/media/foreign/1.svg', '/api/media/developers/1.svg', '/api/media/agencies/1.svg', '/api/media/banners/1.svg?size=small'];
    for (const path of paths) {
      const first = await t.request(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
      const body = await first.text();
      expect(body.startsWith('<svg')).toBe(true);
      expect(await (await t.request(path)).text()).toBe(body);
    }
  });

  it('answers 404 for a missing row and 400 for a malformed name or size', async () => {
    expect((await t.request('/api/media/buildings/99999.svg')).status).toBe(404);
    expect((await t.request('/api/media/buildings/1.png')).status).toBe(400);
    expect((await t.request('/api/media/banners/1.svg?size=huge')).status).toBe(400);
  });

  it('gives the building cards their facade', async () => {
    const { body } = await t.json<Page<{ id: number; imageUrl: string }>>('/api/buildings/v2', post({ pageSize: 1 }));
    const card = body.items[0];
    expect(card?.imageUrl).toBe(`/api/media/buildings/${card?.id}.svg`);
    expect((await t.request(card?.imageUrl ?? '')).status).toBe(200);
  });
});

describe('projects and partner agencies', () => {
  it('lists only the projects of developers who are not partners, and opens one', async () => {
    const { body } = await t.json<Page<{ id: number; developer: { isPartner: boolean } }>>('/api/projects', post({ partner: true, pageSize: 100 }));
    const nonPartnerDevelopers = new Set(catalogue.developers.filter((d) => !d.isPartner).map((d) => d.id));
    expect(body.totalCount).toBe(catalogue.buildings.filter((b) => nonPartnerDevelopers.has(b.developerId)).length);
    expect(body.items.every((item) => !item.developer.isPartner)).toBe(true);
    expect((await t.json(`/api/projects/${body.items[0]?.id}`)).status).toBe(200);
    const partnerBuilding = catalogue.buildings.find((b) => !nonPartnerDevelopers.has(b.developerId));
    expect((await t.json(`/api/projects/${partnerBuilding?.id}`)).body).toEqual({ type: 'BUILDING', reason: 'BUILDING_NOT_FOUND' });
  });

  it('pages the partner agencies with their brokers and listings', async () => {
    const response = await t.request('/api/broker-partners', post({ pageSize: 3 }));
    const items = (await response.json()) as { id: number; brokers: number; listings: number }[];
    const partners = catalogue.agencies.filter((a) => a.isPartner);
    expect(JSON.parse(response.headers.get('x-pagination') ?? '{}')).toMatchObject({ totalCount: partners.length, pageSize: 3, pageNumber: 1 });
    for (const item of items) {
      expect(item.brokers).toBe(catalogue.brokers.filter((b) => b.agencyId === item.id).length);
      expect(item.listings).toBe(catalogue.listings.filter((l) => l.agencyId === item.id).length);
    }
  });
});
