import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApartmentRow, BuildingCard, BuildingDetail } from '../../api/contract/catalogue';
import { constructionStage } from '../../api/contract/construction-stage';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { AnswerCache, answerCacheOf, SharedReads } from '../../api/server/services/catalogue/answer-cache';
import { confirmedUser, post, signIn } from '../support/account-helpers';
import { jsonPost, seededApp, type Page } from '../support/seeded-app';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
const catalogue = generateCatalogue();

beforeAll(async () => ({ database, t } = await seededApp()));
afterAll(() => database?.close());

/** A building with flats for sale, and its flats: the search every test here reads. */
const building = catalogue.buildings.find((b) => catalogue.apartments.filter((a) => a.buildingId === b.id && a.availability === 'forSale').length >= 3)!;
const flatsOf = (app: TestApp) => app.json<ApartmentRow[]>('/api/apartments', jsonPost({ buildingId: building.id, pageSize: 100 }));
const cardOf = async (app: TestApp) => {
  const { body } = await app.json<Page<BuildingCard>>('/api/buildings/v2', jsonPost({ developerId: building.developerId, pageSize: 100 }));
  return body.items.find((card) => card.id === building.id);
};
const forSaleIn = (rows: ApartmentRow[]) => rows.filter((row) => row.availability === 'forSale');

describe('the cache of catalogue answers', () => {
  it('answers a repeated search from the cache: a write that does not raise the data version stays unseen', async () => {
    const first = await flatsOf(t);
    expect(first.status).toBe(200);
    const again = await flatsOf(t);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('x-pagination')).toBe(first.headers.get('x-pagination'));
    expect(answerCacheOf(database).size).toBeGreaterThan(0);

    // With the trigger off, a price change leaves the version as it was: the cached answer is served.
    const flat = forSaleIn(first.body)[0]!;
    await database.db.execute(sql`alter table apartments disable trigger apartments_raise_catalogue_version`);
    try {
      await database.db.execute(sql`update apartments set price = price + 1 where id = ${flat.id}`);
    } finally {
      await database.db.execute(sql`alter table apartments enable trigger apartments_raise_catalogue_version`);
    }
    const stale = await flatsOf(t);
    expect(stale.body.find((row) => row.id === flat.id)?.minApartmentPrice).toBe(flat.minApartmentPrice);

    // The same change through the trigger raises the version: the next search reads the database.
    await database.db.execute(sql`update apartments set price = price + 1 where id = ${flat.id}`);
    const fresh = await flatsOf(t);
    expect(fresh.body.find((row) => row.id === flat.id)?.minApartmentPrice).toBe(flat.minApartmentPrice + 2);
  });

  it('shows a booking made through the API at once, in the lists and on the pages, on this instance and another', async () => {
    const other = createTestApp(await database.connectAgain());
    const before = await flatsOf(t);
    const card = await cardOf(t);
    await flatsOf(other);
    const flat = forSaleIn(before.body)[0]!;
    const detail = await t.json<{ availability: string }>(`/api/apartments/${flat.id}`, { headers: { 'accept-language': 'en' } });
    expect(detail.body.availability).toBe('forSale');

    const user = await confirmedUser(t);
    const booked = await t.json('/api/bookings', post({ marketType: '0', apartmentId: flat.id }, { token: await signIn(t, user) }));
    expect(booked.status).toBe(201);

    for (const app of [t, other]) {
      const after = await flatsOf(app);
      expect(after.body.find((row) => row.id === flat.id)).toMatchObject({ availability: 'booked', isBooked: true });
      expect(forSaleIn(after.body)).toHaveLength(forSaleIn(before.body).length - 1);
      expect((await cardOf(app))?.apartmentsForSale).toBe((card?.apartmentsForSale ?? 0) - 1);
      const page = await app.json<{ availability: string }>(`/api/apartments/${flat.id}`, { headers: { 'accept-language': 'en' } });
      expect(page.body.availability).toBe('booked');
    }
  });

  it('shows a price change written by another connection (a script, another instance) at once', async () => {
    const before = await flatsOf(t);
    const flat = forSaleIn(before.body)[1]!;
    const elsewhere = await database.connectAgain();
    await elsewhere.db.execute(sql`update apartments set price = 12345678 where id = ${flat.id}`);
    const after = await flatsOf(t);
    expect(after.body.find((row) => row.id === flat.id)?.minApartmentPrice).toBe(12345678);
  });

  it("keeps answers apart by route: a partner's building cached on the buildings page is no project", async () => {
    const partners = new Set(catalogue.developers.filter((developer) => developer.isPartner).map((developer) => developer.id));
    const partnerBuilding = catalogue.buildings.find((b) => partners.has(b.developerId))!;
    const headers = { 'accept-language': 'en' };
    expect((await t.request(`/api/buildings/${partnerBuilding.id}`, { headers })).status).toBe(200);
    expect((await t.request(`/api/buildings/${partnerBuilding.id}`, { headers })).status).toBe(200);
    expect((await t.request(`/api/projects/${partnerBuilding.id}`, { headers })).status).toBe(404);
  });

  it('keeps answers apart by language and by the date the stage is read on', async () => {
    const path = `/api/buildings/${building.id}`;
    const english = await t.json<BuildingDetail>(path, { headers: { 'accept-language': 'en' } });
    const russian = await t.json<BuildingDetail>(path, { headers: { 'accept-language': 'ru' } });
    expect(english.body.name).toBe(building.name.en);
    expect(russian.body.name).toBe(building.name.ru);

    const unfinished = catalogue.buildings.find((b) => b.completionDate > '2026-02-01' && b.stage !== constructionStage.commissioned)!;
    const stage = async () => (await t.json<BuildingDetail>(`/api/buildings/${unfinished.id}`, { headers: { 'accept-language': 'en' } })).body.stage;
    expect(await stage()).not.toBe(constructionStage.commissioned);
    t.clock.set(`${unfinished.completionDate}T12:00:00Z`);
    expect(await stage()).toBe(constructionStage.commissioned);
  });

  it('answers a refused search as before, without storing it', async () => {
    const refused = await t.json('/api/apartments', jsonPost({ minPrice: 50, maxPrice: 10 }));
    expect(refused.status).toBe(400);
    const notJson = await t.request('/api/apartments', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ buildingId: building.id }) });
    expect(notJson.status).toBe(415);
  });
});

describe('AnswerCache', () => {
  const answer = (body: string) => ({ body, headers: [['content-type', 'application/json']] as [string, string][] });

  it('keeps the answers of the newest version only, and ignores an older one stored late', () => {
    const cache = new AnswerCache();
    cache.set('7', 'a', answer('seven'));
    expect(cache.get('7', 'a')?.body).toBe('seven');
    expect(cache.get('8', 'a')).toBeUndefined();
    cache.set('8', 'b', answer('eight'));
    expect(cache.get('7', 'a')).toBeUndefined();
    cache.set('7', 'a', answer('seven, late'));
    expect(cache.size).toBe(1);
    expect(cache.get('8', 'b')?.body).toBe('eight');
  });

  it('drops the least recently used beyond its count and its size', () => {
    const cache = new AnswerCache(2, 1_000);
    cache.set('1', 'a', answer('x'));
    cache.set('1', 'b', answer('y'));
    cache.get('1', 'a');
    cache.set('1', 'c', answer('z'));
    expect([cache.get('1', 'a')?.body, cache.get('1', 'b'), cache.get('1', 'c')?.body]).toEqual(['x', undefined, 'z']);
    cache.set('1', 'big', answer('w'.repeat(450)));
    expect(cache.size).toBe(1);
    cache.set('1', 'too big', answer('w'.repeat(600)));
    expect(cache.get('1', 'too big')).toBeUndefined();
  });
});

describe('SharedReads', () => {
  it('gives a caller the next read that starts after it called, shared with those waiting beside it', async () => {
    const pending: ((value: number) => void)[] = [];
    const reads = new SharedReads(() => new Promise<number>((resolve) => pending.push(resolve)));
    const first = reads.next();
    // These two came while the first read was under way: it may have started before a write they saw.
    const second = reads.next();
    const third = reads.next();
    expect(pending).toHaveLength(1);
    pending[0]!(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(pending).toHaveLength(2);
    const fourth = reads.next();
    pending[1]!(2);
    expect([await second, await third]).toEqual([2, 2]);
    await Promise.resolve();
    pending[2]!(3);
    expect(await fourth).toBe(3);
    expect(pending).toHaveLength(3);
  });

  it('passes a failed read to its callers and reads again for the next ones', async () => {
    let calls = 0;
    const reads = new SharedReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    await expect(reads.next()).rejects.toThrow('down');
    expect(await reads.next()).toBe(2);
  });
});
