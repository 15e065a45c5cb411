import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/server/db/database';
import { createTestDatabase, expectedKind, testDatabaseUrl, type TestDatabase } from '../support/test-database';

/*
 * Database.listen, under the live streams' hub: each server instance's handlers hear pg_notify from
 * any instance's transaction once it commits; on PostgreSQL a dropped listening connection is made
 * again, listens again, and tells its handlers to read what they missed.
 */

let database: TestDatabase;
let other: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  other = await database.connectAgain();
});
afterAll(() => database.close());

/** Resolves with the payloads heard once `count` arrived (or what came within a second). */
function hear(into: string[], count: number): Promise<string[]> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = setInterval(() => {
      if (into.length >= count || Date.now() - started > 1000) {
        clearInterval(check);
        resolve([...into]);
      }
    }, 5);
  });
}

describe(`database notifications (${expectedKind})`, () => {
  it("reach every instance's handlers after the commit, never for a rolled-back transaction; a stopped handler hears no more", async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await database.listen('tun_test_channel', (payload) => first.push(payload));
    const stopSecond = await other.listen('tun_test_channel', (payload) => second.push(payload));
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('tun_test_channel', 'rolled back')`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await other.db.execute(sql`select pg_notify('tun_test_channel', 'one')`);
    expect(await hear(first, 1)).toEqual(['one']);
    expect(await hear(second, 1)).toEqual(['one']);
    await stopFirst();
    await database.db.execute(sql`select pg_notify('tun_test_channel', 'two')`);
    expect(await hear(second, 2)).toEqual(['one', 'two']);
    expect(first).toEqual(['one']);
    await stopSecond();
  });

  // PGlite is embedded in the process: it has no connection to lose.
  if (testDatabaseUrl)
    it('listen again after the listening connection drops, and tell the handlers to catch up', async () => {
      const heard: string[] = [];
      let relistened = 0;
      const stop = await other.listen('tun_test_reconnect', (payload) => heard.push(payload), () => (relistened += 1));
      // node-postgres answers `{ rows }`.
      const dropped = (await database.db.execute(
        sql`select pg_terminate_backend(pid) as dropped from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query = 'LISTEN "tun_test_reconnect"'`,
      )) as unknown as { rows: { dropped: boolean }[] };
      expect(dropped.rows.length).toBe(1);
      const deadline = Date.now() + 5000;
      while (relistened === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(relistened).toBe(1);
      await database.db.execute(sql`select pg_notify('tun_test_reconnect', 'after')`);
      expect(await hear(heard, 1)).toEqual(['after']);
      await stop();
    });
});
