import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { seededApp } from '../support/seeded-app';
import type { TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

// The total rides along with the page's rows (one statement); a page past the end has no row to carry it.
let database: TestDatabase;
let t: TestApp;
const catalogue = generateCatalogue();
beforeAll(async () => ({ database, t } = await seededApp()));
afterAll(() => database.close());

const post = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify(body) });
type Page = { items: unknown[]; totalCount: number };

describe('totals of catalogue pages', () => {
  it('are the same on the first page, a page past the end and the last page', async () => {
    const sales = catalogue.listings.filter((row) => row.deal === 'sale').length;
    const lastPage = Math.ceil(sales / 20);
    for (const pageNumber of [1, lastPage, lastPage + 1, 5000]) {
      const { body } = await t.json<Page>('/api/secondary-apartments/v2', post({ pageSize: 20, pageNumber }));
      expect(body.totalCount, `page ${pageNumber}`).toBe(sales);
      expect(body.items.length, `page ${pageNumber}`).toBe(pageNumber < lastPage ? 20 : pageNumber === lastPage ? sales - 20 * (lastPage - 1) : 0);
    }
    const buildings = await t.json<Page>('/api/buildings/v2', post({ pageSize: 50, pageNumber: 99 }));
    expect(buildings.body).toEqual({ items: [], totalCount: catalogue.buildings.length });
    const apartments = await t.request('/api/apartments', post({ pageSize: 100, pageNumber: 999 }));
    expect(await apartments.json()).toEqual([]);
    expect(JSON.parse(apartments.headers.get('x-pagination') ?? '{}')).toMatchObject({ totalCount: catalogue.apartments.length, pageNumber: 999 });
  });

  it('are zero when nothing matches', async () => {
    const { body } = await t.json<Page>('/api/rental-properties/v2', post({ minPrice: 1, maxPrice: 2 }));
    expect(body).toEqual({ items: [], totalCount: 0 });
    const buildings = await t.json<Page>('/api/buildings/v2', post({ minPrice: 1, maxPrice: 2 }));
    expect(buildings.body).toEqual({ items: [], totalCount: 0 });
  });
});
