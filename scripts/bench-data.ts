import pg from 'pg';

/**
 * The benchmarks' catalogue at N times the demo size, made inside PostgreSQL: the demo catalogue
 * (loaded once, by the seed) is copied with `INSERT ... SELECT ... CROSS JOIN generate_series`, each
 * copy's ids shifted past the ones before and its unique keys (slugs, listing codes) suffixed, so
 * 50 copies take seconds instead of the minutes that generating and sending the rows would. The
 * copies are the demo rows again (same prices, areas, districts), which is what a plan cares about:
 * N times the rows with the same distribution.
 */
interface CopiedTable {
  table: string;
  /** Integer columns that point at another copied table: shifted by that table's span. */
  references?: Record<string, string>;
  /** Unique text columns: suffixed with the copy's number. */
  unique?: string[];
  /** Has its own serial id, shifted by its span. */
  serial: boolean;
}

/** Parents before children. Facilities and banners are the same vocabulary for every copy. */
const copied: CopiedTable[] = [
  { table: 'developers', serial: true, unique: ['slug'] },
  { table: 'agencies', serial: true, unique: ['slug'] },
  { table: 'brokers', serial: true, references: { agency_id: 'agencies' } },
  { table: 'buildings', serial: true, references: { developer_id: 'developers' } },
  { table: 'building_facilities', serial: false, references: { building_id: 'buildings' } },
  { table: 'apartments', serial: true, references: { building_id: 'buildings' } },
  { table: 'listings', serial: true, unique: ['code'], references: { agency_id: 'agencies', broker_id: 'brokers' } },
  { table: 'foreign_projects', serial: true },
  { table: 'foreign_project_brokers', serial: false, references: { project_id: 'foreign_projects', broker_id: 'brokers' } },
];

/** The demo catalogue's highest id per table: a copy k holds ids k*span+1 .. (k+1)*span. */
async function spans(client: pg.PoolClient): Promise<Map<string, number>> {
  const found = await client.query<{ name: string; span: number }>(
    `select entry->>'table' as name, (entry->>'span')::int as span from app_meta cross join jsonb_array_elements(app_meta.value->'spans') as entry where app_meta.key = 'bench.catalogue'`,
  );
  if (found.rows.length) return new Map(found.rows.map((row) => [row.name, row.span]));
  const measured = new Map<string, number>();
  for (const { table, serial } of copied) if (serial) measured.set(table, Number((await client.query<{ max: number }>(`select coalesce(max(id), 0)::int as max from ${table}`)).rows[0]?.max ?? 0));
  await client.query(`insert into app_meta (key, value) values ('bench.catalogue', $1)`, [
    JSON.stringify({ spans: [...measured].map(([table, span]) => ({ table, span })), copies: 1 }),
  ]);
  return measured;
}

/**
 * Grows the demo catalogue (seeded, one copy) to `copies` copies, in one transaction, then
 * `VACUUM ANALYZE` (as autovacuum would leave a settled table: statistics and the visibility map).
 */
export async function growCatalogue(pool: pg.Pool, copies: number): Promise<{ seconds: number; rows: Record<string, number> }> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await client.query('begin');
    const span = await spans(client);
    const have = Number((await client.query<{ copies: number }>(`select (value->>'copies')::int as copies from app_meta where key = 'bench.catalogue'`)).rows[0]?.copies ?? 1);
    if (copies > have) {
      for (const { table, references = {}, unique = [], serial } of copied) {
        const columns = (
          await client.query<{ column_name: string }>(
            `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
            [table],
          )
        ).rows.map((row) => row.column_name);
        const shift = (column: string, of: string) => `${column} + k * ${span.get(of) ?? 0}`;
        const values = columns.map((column) => {
          if (column === 'id' && serial) return shift('id', table);
          if (references[column]) return shift(column, references[column]);
          if (unique.includes(column)) return `${column} || '-' || k`;
          return column;
        });
        // Only the demo rows are copied: copy 0 is the seed itself.
        const demoRows = serial
          ? `id <= ${span.get(table) ?? 0}`
          : Object.entries(references)
              .map(([column, of]) => `${column} <= ${span.get(of) ?? 0}`)
              .join(' and ');
        await client.query(
          `insert into ${table} (${columns.map((column) => `"${column}"`).join(', ')}) select ${values.join(', ')} from ${table} cross join generate_series(${have}, ${copies - 1}) as k where ${demoRows}`,
        );
        if (serial) await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
      }
      await client.query(`update app_meta set value = jsonb_set(value, '{copies}', to_jsonb($1::int)) where key = 'bench.catalogue'`, [copies]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze');
  const rows: Record<string, number> = {};
  for (const table of ['buildings', 'apartments', 'listings', 'foreign_projects']) rows[table] = Number((await pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0);
  return { seconds: (performance.now() - started) / 1000, rows };
}

/** A scratch database on the server of `serverUrl`, made anew; its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
