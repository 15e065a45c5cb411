import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../api/server/db/database';
import { withDatabase } from './database.global-setup';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const expectedKind = testDatabaseUrl ? 'postgresql' : 'pglite';

/** Opens a connection to an existing copy (a second "server instance" on the same database). */
export type TestDatabase = Database & { connectAgain(): Promise<Database>; name: string };

/**
 * A migrated, empty database of its own for the calling test file: a PGlite loaded from the template
 * dump, or a PostgreSQL database copied from the template database. Closing drops the copy.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseUrl) {
    const name = `tun_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = withDatabase(testDatabaseUrl, name);
    const database = await openDatabase({ url });
    const others: Database[] = [];
    return {
      ...database,
      name,
      connectAgain: async () => {
        const other = await openDatabase({ url });
        others.push(other);
        return other;
      },
      close: async () => {
        await Promise.all(others.map((other) => other.close()));
        await database.close();
        const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ loadDataDir: template });
  // PGlite is one process' embedded database: a second instance shares the same connection.
  return { ...database, name: 'pglite', connectAgain: async () => ({ ...database, close: async () => undefined }) };
}
