import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../api/server/db/database';
import { applyMigrations, migrationStatus, migrationsFolder } from '../../api/server/db/migrate';
import { withDatabase } from '../support/database.global-setup';
import { testDatabaseUrl } from '../support/test-database';

const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { tag: string }[] };
const newest = journal.entries.at(-1)?.tag;

/** An empty database (not the migrated template) of the kind this run uses. */
async function emptyDatabase(): Promise<{ open: () => Promise<Database>; drop: () => Promise<void> }> {
  const serverUrl = testDatabaseUrl;
  if (!serverUrl) {
    const database = await openDatabase({});
    return { open: async () => database, drop: () => database.close() };
  }
  const name = `tun_test_empty_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const opened: Database[] = [];
  return {
    open: async () => {
      const database = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 2 });
      opened.push(database);
      return database;
    },
    drop: async () => {
      await Promise.all(opened.map((database) => database.close()));
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const tables = async (database: Database) => {
  const result = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((row) => row.table_name);
};

describe(`migrations on ${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('start with nothing applied on an empty database', async () => {
    const empty = await emptyDatabase();
    try {
      const status = await migrationStatus(await empty.open());
      expect(status).toEqual({ version: 'none', applied: 0, pending: journal.entries.length });
    } finally {
      await empty.drop();
    }
  });

  it('apply every committed migration, then change nothing when run again', async () => {
    const empty = await emptyDatabase();
    try {
      const database = await empty.open();
      const first = await applyMigrations(database);
      expect(first).toEqual({ version: newest, applied: journal.entries.length, pending: 0 });
      expect(await tables(database)).toEqual(expect.arrayContaining(['app_meta', 'branches', 'credit_officers', 'deadlines']));
      const again = await applyMigrations(database);
      expect(again).toEqual(first);
    } finally {
      await empty.drop();
    }
  });

  // Only a server has concurrent connections; PGlite is one embedded connection.
  if (testDatabaseUrl) it('let two instances starting together take turns', async () => {
    const empty = await emptyDatabase();
    try {
      const [a, b] = await Promise.all([empty.open(), empty.open()]);
      const results = await Promise.all([applyMigrations(a!), applyMigrations(b!)]);
      expect(results[0]).toEqual(results[1]);
      expect(results[0]?.applied).toBe(journal.entries.length);
    } finally {
      await empty.drop();
    }
  });
});
