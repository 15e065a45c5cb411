import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { seededApp } from '../support/seeded-app';
import type { TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
const catalogue = generateCatalogue();
beforeAll(async () => ({ database, t } = await seededApp()));
afterAll(() => database.close());

interface DeveloperItem {
  id: number;
  name: string;
  description: string;
  isPartner: boolean;
  logoUrl: string;
  phone: string;
  website: string;
  buildings: number;
  apartmentsForSale: number;
}
const get = (path: string, lang = 'en') => t.request(path, { headers: { 'accept-language': lang } });
const countsOf = (response: Response) => JSON.parse(response.headers.get('x-pagination') ?? '{}') as Record<string, number>;

describe('developers list (GET /api/builders)', () => {
  it('lists every developer once, partners first, each group by name, with x-pagination', async () => {
    const response = await get('/api/builders?pageSize=100');
    expect(response.status).toBe(200);
    const items = (await response.json()) as DeveloperItem[];
    expect(countsOf(response)).toEqual({ totalCount: catalogue.developers.length, pageSize: 100, pageNumber: 1, totalPages: 1 });
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(catalogue.developers.map((d) => d.id).sort((a, b) => a - b));
    const partners = items.filter((item) => item.isPartner);
    expect(items.slice(0, partners.length)).toEqual(partners);
    expect(partners.length).toBe(catalogue.developers.filter((d) => d.isPartner).length);
    for (const group of [partners, items.slice(partners.length)]) {
      const names = group.map((item) => item.name);
      expect(names).toEqual([...names].sort());
    }
  });

  it('counts buildings and apartments for sale, and gives the logo and contacts', async () => {
    const items = (await (await get('/api/builders?pageSize=100')).json()) as DeveloperItem[];
    for (const item of items) {
      const row = catalogue.developers.find((d) => d.id === item.id);
      const own = new Set(catalogue.buildings.filter((b) => b.developerId === item.id).map((b) => b.id));
      expect(item.buildings).toBe(own.size);
      expect(item.apartmentsForSale).toBe(catalogue.apartments.filter((a) => own.has(a.buildingId) && a.availability === 'forSale').length);
      expect(item).toMatchObject({ name: row?.name.en, description: row?.description.en, isPartner: row?.isPartner, phone: row?.phone, website: row?.website });
      expect(item.logoUrl).toBe(`/api/media/developers/${item.id}.svg`);
    }
    const logo = await t.request(items[0]?.logoUrl ?? '');
    expect(logo.status).toBe(200);
  });

  it('answers in the language asked for', async () => {
    for (const lang of ['hy', 'ru', 'en'] as const) {
      const items = (await (await get('/api/builders?pageSize=100', lang)).json()) as DeveloperItem[];
      for (const item of items) expect(item.name).toBe(catalogue.developers.find((d) => d.id === item.id)?.name[lang]);
    }
  });

  it('pages without overlap, in the same order as the whole list', async () => {
    const all = (await (await get('/api/builders?pageSize=100')).json()) as DeveloperItem[];
    const first = await get('/api/builders?pageNumber=1&pageSize=5');
    const second = await get('/api/builders?pageNumber=2&pageSize=5');
    expect(countsOf(second)).toEqual({ totalCount: catalogue.developers.length, pageSize: 5, pageNumber: 2, totalPages: Math.ceil(catalogue.developers.length / 5) });
    const ids = [...((await first.json()) as DeveloperItem[]), ...((await second.json()) as DeveloperItem[])].map((item) => item.id);
    expect(ids).toEqual(all.slice(0, 10).map((item) => item.id));
    const beyond = await get('/api/builders?pageNumber=999&pageSize=5');
    expect(await beyond.json()).toEqual([]);
  });

  it('defaults to the first page of ten', async () => {
    const response = await get('/api/builders');
    expect(((await response.json()) as unknown[]).length).toBe(Math.min(10, catalogue.developers.length));
    expect(countsOf(response)).toMatchObject({ pageSize: 10, pageNumber: 1 });
  });

  it('refuses a malformed or out-of-range page with field issues', async () => {
    for (const query of ['pageSize=0', 'pageSize=101', 'pageNumber=0', 'pageNumber=abc']) {
      const response = await get(`/api/builders?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: query.split('=')[0] }] });
    }
  });
});
