import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './database';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

function readJournal(): Journal {
  return JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal;
}

/** Any fixed number: all instances use it to take turns applying migrations. */
const migrationLockKey = 7_304_211;

/** Applies the committed migrations; several instances starting at once take turns. */
export async function applyMigrations(database: Database): Promise<MigrationStatus> {
  if (database.kind === 'postgresql') {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockKey})`);
      await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
    });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
  return migrationStatus(database);
}

export interface MigrationStatus {
  /** Tag of the newest applied migration, e.g. `0000_foundation`. */
  version: string;
  applied: number;
  pending: number;
}

export async function migrationStatus(database: Database): Promise<MigrationStatus> {
  const journal = readJournal();
  let applied = 0;
  try {
    // node-postgres answers `{ rows }`, PGlite too: read the count from either.
    const result = (await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { count: number }[];
    };
    applied = Number(result.rows[0]?.count ?? 0);
  } catch {
    applied = 0;
  }
  const newest = journal.entries[applied - 1];
  return { version: newest?.tag ?? 'none', applied, pending: journal.entries.length - applied };
}
