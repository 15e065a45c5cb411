import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as v from 'valibot';
import { apartmentFilterSchema, buildingFilterSchema, foreignFilterSchema, listingFilterSchema } from '../api/contract/catalogue';
import type { Db, Tx } from '../api/server/db/database';
import { migrationsFolder } from '../api/server/db/migrate';
import * as schema from '../api/server/db/schema';
import { generateCatalogue } from '../api/server/db/seed/catalogue.seed';
import { insertCatalogue } from '../api/server/db/seed/insert-catalogue';
import { listApartments } from '../api/server/services/catalogue/apartments.service';
import { getBuilding, listBuildings } from '../api/server/services/catalogue/buildings.service';
import { listListings } from '../api/server/services/catalogue/listings.service';
import { listForeignProjects } from '../api/server/services/catalogue/partners.service';
import { countCap } from '../api/server/services/catalogue/paging';
import { dropDatabase, freshDatabase, growCatalogue } from './bench-data';

/**
 * `npm run bench:scale`: the catalogue's searches at 1x, 10x and 50x the demo catalogue in
 * PostgreSQL (`BENCH_SCALES=1,10,50`), so the growth is visible: each search's time at every size,
 * then each of its statements under EXPLAIN ANALYZE with the plan at the largest size. The SQL is
 * what the services issue: they run on a client that records each statement, and every recorded
 * statement is then run again under EXPLAIN ANALYZE. Figures only; nothing is asserted.
 *
 * Uses a scratch database `tun_bench_scale` on the server of DATABASE_URL (default: the local test
 * server), made anew and dropped at the end (`--keep` leaves it, for a look with psql). The copies
 * are made inside PostgreSQL (scripts/bench-data.ts), so the 50x load takes seconds.
 */
const scales = (process.env.BENCH_SCALES ?? '1,10,50').split(',').map(Number).filter((n) => n >= 1).sort((a, b) => a - b);
const repeats = 7;
const scratch = 'tun_bench_scale';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One search as the app makes it: a service call, whose statements get recorded. */
interface Scenario {
  name: string;
  run: (db: Db) => Promise<unknown>;
}

const listing = (body: object) => v.parse(listingFilterSchema, body);
const building = (body: object) => v.parse(buildingFilterSchema, body);
/** The day the stages are read on: the seeded catalogue's own. */
const today = '2026-11-01';
const scenarios: Scenario[] = [
  { name: 'sales: newest, page 1', run: (db) => listListings(db, 'sale', listing({}), 'hy') },
  {
    name: 'sales: flats in 2 districts, 2-3 rooms, 30-90M, cheapest first',
    run: (db) =>
      listListings(db, 'sale', listing({ types: ['apartment'], districts: ['kentron', 'arabkir'], roomsCount: [2, 3], minPrice: 30_000_000, maxPrice: 90_000_000, sort: 'priceAsc' }), 'hy'),
  },
  { name: 'sales: 40-60M, dearest first, page 5', run: (db) => listListings(db, 'sale', listing({ minPrice: 40_000_000, maxPrice: 60_000_000, sort: 'priceDesc', pageNumber: 5 }), 'hy') },
  { name: 'sales: 4+ rooms, largest first', run: (db) => listListings(db, 'sale', listing({ roomsCount: [4], sort: 'areaDesc' }), 'hy') },
  { name: 'rentals: one district, newest', run: (db) => listListings(db, 'rent', listing({ districts: ['kentron'] }), 'hy') },
  { name: 'rentals: 50-100 m2, smallest first', run: (db) => listListings(db, 'rent', listing({ minArea: 50, maxArea: 100, sort: 'areaAsc' }), 'hy') },
  { name: 'buildings page: partners, newest', run: (db) => listBuildings(db, building({ partner: true, pageSize: 12 }), 'hy', today) },
  {
    name: 'buildings: partners, 2 rooms at 20-40M, cheapest first',
    run: (db) => listBuildings(db, building({ partner: true, roomsCount: [2], minPrice: 20_000_000, maxPrice: 40_000_000, sort: 'priceAsc', pageSize: 12 }), 'hy', today),
  },
  {
    name: 'buildings: kentron, stages 2-3, nearest completion',
    run: (db) => listBuildings(db, building({ districts: ['kentron'], stages: [2, 3], sort: 'completionNearest', pageSize: 12 }), 'hy', today),
  },
  { name: 'projects: other developers, newest', run: (db) => listBuildings(db, building({ partner: false, pageSize: 12 }), 'hy', today) },
  { name: "a developer's buildings", run: (db) => listBuildings(db, building({ developerId: 5 }), 'hy', today) },
  { name: 'building page: one building', run: (db) => getBuilding(db, 42, 'hy', today) },
  { name: 'building page: its apartments', run: (db) => listApartments(db, v.parse(apartmentFilterSchema, { buildingId: 42 })) },
  {
    name: 'apartments: 2-3 rooms, 20-80M, 50-120 m2 by price',
    run: (db) =>
      listApartments(db, v.parse(apartmentFilterSchema, { roomsCount: [2, 3], minPrice: 20_000_000, maxPrice: 80_000_000, minArea: 50, maxArea: 120, sortBy: 4, pageNumber: 3 })),
  },
  { name: 'foreign: two countries, cheapest first', run: (db) => listForeignProjects(db, v.parse(foreignFilterSchema, { countries: ['AE', 'GE'], sort: 'priceAsc' }), 'hy', today) },
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Method'?: string;
  Plans?: PlanNode[];
}

/** The plan in a few words: how each table is read, and any sort. */
function describePlan(node: PlanNode, parts: string[] = []): string[] {
  const type = node['Node Type'];
  if (node['Index Name']) parts.push(`${type} ${node['Index Name']}`);
  else if (node['Relation Name']) parts.push(`${type} ${node['Relation Name']}`);
  else if (type === 'Sort' || type === 'Incremental Sort') parts.push(`${type}${node['Sort Method'] ? ` (${node['Sort Method']})` : ''}`);
  for (const child of node.Plans ?? []) describePlan(child, parts);
  return parts;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Measured {
  serviceMs: number;
  statements: { label: string; ms: number; plan: string }[];
}

async function measure(pool: pg.Pool): Promise<Map<string, Measured>> {
  const recorded: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => recorded.push({ query, params }) } }) as unknown as Db;
  const quiet = drizzle(pool, { schema }) as unknown as Db;
  const results = new Map<string, Measured>();
  for (const scenario of scenarios) {
    recorded.length = 0;
    await scenario.run(db);
    const statements = [...recorded];
    const times: number[] = [];
    for (let i = 0; i < repeats; i++) {
      const start = performance.now();
      await scenario.run(quiet);
      times.push(performance.now() - start);
    }
    const measured: Measured = { serviceMs: median(times), statements: [] };
    for (const [index, statement] of statements.entries()) {
      const runs: { ms: number; plan: string }[] = [];
      for (let i = 0; i < repeats; i++) {
        const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
          `explain (analyze, format json) ${statement.query}`,
          statement.params,
        );
        const [explained] = rows[0]?.['QUERY PLAN'] ?? [];
        if (explained) runs.push({ ms: explained['Execution Time'], plan: [...new Set(describePlan(explained.Plan))].join(', ') });
      }
      const kind = /^select count\(/i.test(statement.query) ? 'count' : statement.query.includes('"total_count"') ? 'page+total' : 'rows';
      const label = `#${index + 1} ${kind}`;
      measured.statements.push({ label, ms: median(runs.map((run) => run.ms)), plan: runs[0]?.plan ?? '' });
    }
    results.set(scenario.name, measured);
  }
  return results;
}

const keep = process.argv.includes('--keep');
const pool = new pg.Pool({ connectionString: await freshDatabase(serverUrl, scratch), max: 2 });
try {
  await migrate(drizzle(pool), { migrationsFolder });
  await drizzle(pool, { schema }).transaction((tx) => insertCatalogue(tx as unknown as Tx, generateCatalogue()));
  const results = new Map<number, Map<string, Measured>>();
  const sizes: string[] = [];
  for (const scale of scales) {
    const loaded = await growCatalogue(pool, scale);
    sizes.push(`  ${String(scale).padStart(3)}x  ${String(loaded.rows.buildings).padStart(7)} buildings ${String(loaded.rows.apartments).padStart(8)} apartments ${String(loaded.rows.listings).padStart(7)} listings ${String(loaded.rows.foreign_projects).padStart(6)} foreign projects  (grown in ${loaded.seconds.toFixed(1)} s)`);
    results.set(scale, await measure(pool));
  }

  const server = (await pool.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  console.log(`\nPostgreSQL ${server}; medians of ${repeats} runs at each size:\n`);
  console.log(sizes.join('\n'));
  console.log(
    `\nA search is one service call, round trips and decoding included (ms), without the server's cache of answers (services/catalogue/answer-cache.ts); ` +
      `totals are exact up to ${countCap} matches. Its statements follow below.\n`,
  );
  const ms = (value: number) => value.toFixed(2).padStart(8);
  const largest = scales[scales.length - 1] ?? 1;
  const smallest = scales[0] ?? 1;
  console.log(`  ${'search'.padEnd(62)} ${scales.map((scale) => `${scale}x ms`.padStart(8)).join(' ')}  ${`${largest}x/${smallest}x`.padStart(8)}`);
  for (const scenario of scenarios) {
    const times = scales.map((scale) => results.get(scale)?.get(scenario.name)?.serviceMs ?? Number.NaN);
    const growth = (times[times.length - 1] ?? Number.NaN) / (times[0] ?? Number.NaN);
    console.log(`  ${scenario.name.padEnd(62)} ${times.map(ms).join(' ')}  ${growth.toFixed(1).padStart(7)}x`);
  }
  console.log(`\nStatements (EXPLAIN ANALYZE execution time in ms at each size, and how each table is read at ${largest}x):`);
  for (const scenario of scenarios) {
    console.log(`\n  ${scenario.name}`);
    const statements = results.get(largest)?.get(scenario.name)?.statements ?? [];
    for (const [index, statement] of statements.entries()) {
      const times = scales.map((scale) => results.get(scale)?.get(scenario.name)?.statements[index]?.ms ?? Number.NaN);
      console.log(`    ${statement.label.padEnd(14)} ${times.map(ms).join(' ')}  ${statement.plan}`);
    }
  }
  console.log('');
} finally {
  await pool.end();
  if (!keep) await dropDatabase(serverUrl, scratch);
}
