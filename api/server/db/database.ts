import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { postgresNotificationListener, type NotificationHandler, type StopListening } from './notification-listener';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query layer both drivers share; services only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction on it: services accept both so callers choose the boundary. */
export type Queryable = Db | Tx;
export type DatabaseKind = 'pglite' | 'postgresql';

/** The extensions the migrations create, which PGlite must load when it opens (PostgreSQL has them installed). */
export const pgliteExtensions = { pg_trgm };

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Runs a raw SQL script (several statements); used by migrations and test resets. */
  exec(sqlText: string): Promise<void>;
  /**
   * Hears `pg_notify` on a channel (PostgreSQL: one dedicated connection per instance that reconnects
   * by itself; PGlite: its own listen). `onRelisten` runs after a reconnection, when notifications
   * may have been missed. Resolves once listening; the answer stops this handler.
   */
  listen(channel: string, onPayload: NotificationHandler, onRelisten?: () => void): Promise<StopListening>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite runs embedded. */
  url?: string | undefined;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data dump to start from (tests start each file from a migrated template). */
  loadDataDir?: Blob | File | undefined;
  /** An already open PGlite (tests dump it after migrating). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    await pool.query('select 1');
    const notifications = postgresNotificationListener(options.url);
    return {
      kind: 'postgresql',
      db: drizzlePg(pool, { schema }) as unknown as Db,
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      listen: (channel, onPayload, onRelisten) => notifications.listen(channel, onPayload, onRelisten),
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client =
    options.pglite ??
    (await PGlite.create({
      extensions: pgliteExtensions,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    }));
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    // PGlite keeps every handler of a channel and unlistens when the last goes, so apps sharing one
    // client (tests' "second instance") each add their own. It is one process: nothing to reconnect.
    listen: (channel, onPayload) => client.listen(channel, onPayload).then((unlisten) => () => unlisten()),
    close: () => client.close(),
  };
}
