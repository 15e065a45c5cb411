import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxSavedFilters } from '../../api/contract/saved-filters';
import { confirmedUser, get, post, refusal, signIn, unauthorizedBody } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
let token: string;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  token = await signIn(t, await confirmedUser(t));
});
afterAll(() => database.close());

type Saved = { id: number; name: string; page: string; search: Record<string, unknown> };
const search = { market: 'secondary', rooms: [2, 3], minPrice: 20_000_000, maxPrice: 60_000_000, sort: 'priceAsc' };
const save = (body: Record<string, unknown>, as = token) => t.json<Saved>('/api/saved-filters', post(body, { token: as }));
const list = (as = token) => t.json<Saved[]>('/api/saved-filters', get({ token: as }));
const call = (method: string, path: string, body?: unknown, as = token) =>
  t.json<Saved>(path, { method, headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });

describe('saved filters', () => {
  it('saves a search under a name and lists it with its filters, for its owner only', async () => {
    const { status, body } = await save({ name: 'Arabkir two rooms', page: 'search', search });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: 'Arabkir two rooms', page: 'search', search });
    expect((await list()).body.map((item) => item.name)).toEqual(['Arabkir two rooms']);
    const other = await signIn(t, await confirmedUser(t));
    expect((await list(other)).body).toEqual([]);
    expect((await call('DELETE', `/api/saved-filters/${body.id}`, undefined, other)).status).toBe(404);
  });

  it('refuses a name already used (in any case), an unknown filter key and a bad value', async () => {
    expect(await save({ name: 'ARABKIR TWO ROOMS', page: 'search', search })).toMatchObject({ status: 400, body: refusal('FILTER', 'FILTER_NAME_TAKEN') });
    expect((await save({ name: 'Other', page: 'search', search: { ...search, script: 'x' } })).status).toBe(400);
    expect((await save({ name: 'Other', page: 'search', search: { rooms: [0] } })).status).toBe(400);
    expect((await save({ name: 'Other', page: 'auction', search })).status).toBe(400);
    expect((await list()).body).toHaveLength(1);
  });

  it('renames and deletes, and says so for a filter that is gone', async () => {
    const [first] = (await list()).body;
    const second = (await save({ name: 'Rentals in Kentron', page: 'rentals', search: { market: 'rent', district: 'kentron' } })).body;
    expect(await call('PATCH', `/api/saved-filters/${first?.id}`, { name: 'rentals in kentron' })).toMatchObject({ status: 400, body: refusal('FILTER', 'FILTER_NAME_TAKEN') });
    expect(await call('PATCH', `/api/saved-filters/${first?.id}`, { name: 'Two rooms, cheapest first' })).toMatchObject({ status: 200, body: { name: 'Two rooms, cheapest first' } });
    expect((await call('DELETE', `/api/saved-filters/${second.id}`)).status).toBe(204);
    expect(await call('DELETE', `/api/saved-filters/${second.id}`)).toMatchObject({ status: 404, body: refusal('FILTER', 'FILTER_NOT_FOUND') });
    expect(await call('PATCH', `/api/saved-filters/${second.id}`, { name: 'Again' })).toMatchObject({ status: 404 });
    expect((await list()).body.map((item) => item.name)).toEqual(['Two rooms, cheapest first']);
  });

  it(`keeps at most ${maxSavedFilters} per person`, async () => {
    const person = await signIn(t, await confirmedUser(t));
    for (let i = 1; i <= maxSavedFilters; i += 1) expect((await save({ name: `Search ${i}`, page: 'buildings', search: { market: 'primary' } }, person)).status).toBe(201);
    expect(await save({ name: 'One more', page: 'buildings', search: {} }, person)).toMatchObject({ status: 400, body: refusal('FILTER', 'FILTERS_LIMIT_REACHED', { max: maxSavedFilters }) });
  });

  it('answers 401 without a session', async () => {
    expect(await t.json('/api/saved-filters')).toMatchObject({ status: 401, body: unauthorizedBody });
  });
});
