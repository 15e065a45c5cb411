import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { seedDemoData } from '../../api/server/db/seed/seed';
import { confirmedUser, get, post, refusal, signIn, unauthorizedBody } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
let token: string;
const catalogue = generateCatalogue();
const [apartment, otherApartment] = catalogue.apartments;
const sale = catalogue.listings.find((row) => row.deal === 'sale');
const rental = catalogue.listings.find((row) => row.deal === 'rent');

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  await seedDemoData(database);
  token = await signIn(t, await confirmedUser(t));
});
afterAll(() => database.close());

const add = (id: number | undefined, marketType: string, as = token) => t.json<{ id: number; type?: string; reason?: string }>(`/api/favorites/${id}`, post({ marketType }, { token: as }));
const count = (as = token) => t.json<{ primary: number; secondary: number; total: number }>('/api/favorites/count', get({ token: as }));
const list = (query = '', as = token, lang = 'en') =>
  t.json<{ id: number; marketType: string; apartmentId: number; deal: string; title: string; price: number }[]>(`/api/favorites${query}`, get({ token: as, lang }));
const remove = (path: string, as = token) => t.request(path, { method: 'DELETE', headers: { authorization: `Bearer ${as}` } });

describe('favourites', () => {
  it('adds a primary apartment, a sale and a rental, counts them by market and lists them newest first', async () => {
    expect((await add(apartment?.id, '0')).status).toBe(201);
    t.clock.advance(1000);
    expect((await add(sale?.id, '1')).status).toBe(201);
    t.clock.advance(1000);
    expect((await add(rental?.id, '1')).status).toBe(201);
    expect((await count()).body).toEqual({ primary: 1, secondary: 2, total: 3 });
    const { body } = await list();
    expect(body.map((item) => [item.marketType, item.apartmentId, item.deal])).toEqual([
      ['1', rental?.id, 'rent'],
      ['1', sale?.id, 'sale'],
      ['0', apartment?.id, 'sale'],
    ]);
    expect(body[1]).toMatchObject({ title: sale?.title.en, price: sale?.price });
    expect((await list('?apartmentMarketType=0')).body.map((item) => item.apartmentId)).toEqual([apartment?.id]);
    expect((await list('', token, 'hy')).body[1]?.title).toBe(sale?.title.hy);
  });

  it("refuses a duplicate with 'Favourite already exists' and an unknown property, changing nothing", async () => {
    expect(await add(apartment?.id, '0')).toMatchObject({ status: 400, body: refusal('FAVORITE', 'FAVORITE_ALREADY_EXISTS') });
    expect(await add(999_999, '1')).toMatchObject({ status: 404, body: refusal('APARTMENT', 'APARTMENT_NOT_FOUND') });
    expect((await add(apartment?.id, '7')).status).toBe(400);
    expect((await count()).body.total).toBe(3);
  });

  it('keeps each user to their own favourites', async () => {
    const other = await signIn(t, await confirmedUser(t));
    expect((await count(other)).body.total).toBe(0);
    expect((await add(apartment?.id, '0', other)).status).toBe(201);
    const [mine] = (await list('', token)).body;
    expect((await remove(`/api/favorites/${mine?.id}`, other)).status).toBe(404);
    expect((await count()).body.total).toBe(3);
  });

  it('removes by id and by apartment, and says so when there is nothing to remove', async () => {
    const [newest] = (await list()).body;
    expect((await remove(`/api/favorites/${newest?.id}`)).status).toBe(204);
    expect((await remove(`/api/favorites/by-apartment/${apartment?.id}?apartmentMarketType=0`)).status).toBe(204);
    expect((await remove(`/api/favorites/by-apartment/${apartment?.id}?apartmentMarketType=0`)).status).toBe(404);
    expect((await count()).body).toEqual({ primary: 0, secondary: 1, total: 1 });
  });

  it('adds the favourites chosen while signed out, skipping those already there or gone', async () => {
    const items = [
      { apartmentId: sale?.id, marketType: '1' },
      { apartmentId: otherApartment?.id, marketType: '0' },
      { apartmentId: 999_999, marketType: '0' },
    ];
    const { status, body } = await t.json('/api/favorites/after-registration', post({ items }, { token }));
    expect(status).toBe(200);
    expect(body).toEqual({ added: 1 });
    expect((await count()).body).toEqual({ primary: 1, secondary: 1, total: 2 });
  });

  it('answers 401 without a session', async () => {
    expect(await t.json('/api/favorites/count')).toMatchObject({ status: 401, body: unauthorizedBody });
    expect((await t.json('/api/favorites', post({ marketType: '0' }))).status).toBe(401);
  });
});
