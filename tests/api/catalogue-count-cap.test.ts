import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApartmentRow } from '../../api/contract/catalogue';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { countCap } from '../../api/server/services/catalogue/paging';
import { jsonPost, seededApp } from '../support/seeded-app';
import type { TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
const catalogue = generateCatalogue();
/** The demo flats three times over: more than the lists count. */
const copies = 3;

beforeAll(async () => {
  ({ database, t } = await seededApp());
  await database.db.execute(sql`
    do $$
    declare columns text;
    begin
      select string_agg(quote_ident(column_name), ', ' order by ordinal_position) into columns
        from information_schema.columns
        where table_schema = current_schema() and table_name = 'apartments' and column_name <> 'id' and is_generated = 'NEVER';
      execute format('insert into apartments (%s) select %s from apartments cross join generate_series(2, ${sql.raw(String(copies))})', columns, columns);
    end
    $$`);
});
afterAll(() => database?.close());

const counts = (headers: Headers) => JSON.parse(headers.get('x-pagination') ?? '{}') as Record<string, unknown>;

describe(`a list counts exactly up to ${countCap} matches`, () => {
  it('and says "at least" beyond, on a page and on a page past the end, with the pages a visitor can reach', async () => {
    expect(catalogue.apartments.length * copies).toBeGreaterThan(countCap);
    const first = await t.json<ApartmentRow[]>('/api/apartments', jsonPost({ pageSize: 100 }));
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(100);
    expect(counts(first.headers)).toEqual({ totalCount: countCap, pageSize: 100, pageNumber: 1, totalPages: countCap / 100, totalCountCapped: true });
    // Beyond the counted pages the rows are still there; far past the end there are none, and the count is made alone.
    const beyond = await t.json<ApartmentRow[]>('/api/apartments', jsonPost({ pageSize: 100, pageNumber: countCap / 100 + 1 }));
    expect(beyond.body).toHaveLength(100);
    expect(counts(beyond.headers)).toMatchObject({ totalCount: countCap, totalCountCapped: true });
    const pastTheEnd = await t.json<ApartmentRow[]>('/api/apartments', jsonPost({ pageSize: 100, pageNumber: 1000 }));
    expect(pastTheEnd.body).toEqual([]);
    expect(counts(pastTheEnd.headers)).toMatchObject({ totalCount: countCap, totalCountCapped: true });
  });

  it('counts exactly, without the mark, below the cap', async () => {
    const twoRooms = catalogue.apartments.filter((row) => row.rooms === 2).length * copies;
    expect(twoRooms).toBeLessThanOrEqual(countCap);
    const { headers } = await t.json('/api/apartments', jsonPost({ roomsCount: [2], pageSize: 10 }));
    expect(counts(headers)).toEqual({ totalCount: twoRooms, pageSize: 10, pageNumber: 1, totalPages: Math.ceil(twoRooms / 10) });
  });
});
