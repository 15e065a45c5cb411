import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as v from 'valibot';
import { apartmentFilterSchema, buildingFilterSchema, foreignFilterSchema, listingFilterSchema } from '../api/contract/catalogue';
import type { Db, Tx } from '../api/server/db/database';
import { migrationsFolder } from '../api/server/db/migrate';
import * as schema from '../api/server/db/schema';
import { generateCatalogue, type CatalogueSeed } from '../api/server/db/seed/catalogue.seed';
import { insertCatalogue } from '../api/server/db/seed/insert-catalogue';
import { listApartments } from '../api/server/services/catalogue/apartments.service';
import { getBuilding, listBuildings } from '../api/server/services/catalogue/buildings.service';
import { listListings } from '../api/server/services/catalogue/listings.service';
import { listForeignProjects } from '../api/server/services/catalogue/partners.service';

/**
 * `npm run bench:scale`: the demo catalogue ten times over in PostgreSQL, and the plans and times of
 * the catalogue's search queries without and with the search indexes (migration `indexMigration`).
 * The SQL is what the services issue: they run on a client that records each statement, and every
 * recorded statement is then run again under EXPLAIN ANALYZE. Figures only; nothing is asserted.
 *
 * Uses a scratch database `tun_bench_scale` on the server of DATABASE_URL (default: the local test
 * server), made anew and dropped at the end (`--keep` leaves it, for a look with psql).
 */
const indexMigration = '0003_catalogue_search_indexes';
const copies = Number(process.env.BENCH_COPIES ?? 10);
const repeats = 7;
const scratch = 'tun_bench_scale';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${scratch}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** The seed `copies` times, each from its own random seed, ids shifted past the copies before it. */
function scaledCatalogue(times: number): CatalogueSeed {
  const all: CatalogueSeed = {
    developers: [],
    agencies: [],
    brokers: [],
    facilities: [],
    buildings: [],
    buildingFacilities: [],
    apartments: [],
    listings: [],
    foreignProjects: [],
    foreignProjectBrokers: [],
    banners: [],
  };
  for (let k = 0; k < times; k++) {
    const copy = generateCatalogue(2026 + k);
    const shift = {
      developer: all.developers.length,
      agency: all.agencies.length,
      broker: all.brokers.length,
      building: all.buildings.length,
      apartment: all.apartments.length,
      listing: all.listings.length,
      project: all.foreignProjects.length,
    };
    const plus = (id: number | null | undefined, by: number) => (id == null ? null : id + by);
    // The facilities tree and the banners are the same vocabulary for every copy: taken once.
    if (k === 0) {
      all.facilities.push(...copy.facilities);
      all.banners.push(...copy.banners);
    }
    all.developers.push(...copy.developers.map((row) => ({ ...row, id: row.id + shift.developer, slug: `${row.slug}-${k}` })));
    all.agencies.push(...copy.agencies.map((row) => ({ ...row, id: row.id + shift.agency, slug: `${row.slug}-${k}` })));
    all.brokers.push(...copy.brokers.map((row) => ({ ...row, id: row.id + shift.broker, agencyId: plus(row.agencyId, shift.agency) })));
    all.buildings.push(...copy.buildings.map((row) => ({ ...row, id: row.id + shift.building, developerId: row.developerId + shift.developer })));
    all.buildingFacilities.push(...copy.buildingFacilities.map((row) => ({ ...row, buildingId: row.buildingId + shift.building })));
    all.apartments.push(...copy.apartments.map((row) => ({ ...row, id: row.id + shift.apartment, buildingId: row.buildingId + shift.building })));
    all.listings.push(
      ...copy.listings.map((row) => ({
        ...row,
        id: row.id + shift.listing,
        code: `${row.code}-${k}`,
        agencyId: plus(row.agencyId, shift.agency),
        brokerId: plus(row.brokerId, shift.broker),
      })),
    );
    all.foreignProjects.push(...copy.foreignProjects.map((row) => ({ ...row, id: row.id + shift.project })));
    all.foreignProjectBrokers.push(...copy.foreignProjectBrokers.map((row) => ({ projectId: row.projectId + shift.project, brokerId: row.brokerId + shift.broker })));
  }
  return all;
}

/** A copy of the migrations folder whose journal stops before `tag`: the schema as it was without it. */
function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag} in ${migrationsFolder}`);
  const folder = mkdtempSync(join(tmpdir(), 'tun-bench-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

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
  // As a settled table is after autovacuum: statistics, and the visibility map index-only scans rely on.
  await pool.query('vacuum analyze');
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
      const label = `#${index + 1} ${/^select count\(/i.test(statement.query) ? 'count' : 'rows'}`;
      measured.statements.push({ label, ms: median(runs.map((run) => run.ms)), plan: runs[0]?.plan ?? '' });
    }
    results.set(scenario.name, measured);
  }
  return results;
}

const keep = process.argv.includes('--keep');
await admin(`drop database if exists ${scratch} with (force)`);
await admin(`create database ${scratch}`);
const pool = new pg.Pool({ connectionString: benchUrl.toString(), max: 2 });
const before = migrationsBefore(indexMigration);
try {
  const migrator = drizzle(pool);
  await migrate(migrator, { migrationsFolder: before });
  const started = performance.now();
  const catalogue = scaledCatalogue(copies);
  await drizzle(pool, { schema }).transaction((tx) => insertCatalogue(tx as unknown as Tx, catalogue));
  console.log(
    `\nLoaded the demo catalogue ${copies} times in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${catalogue.buildings.length} buildings, ${catalogue.apartments.length} apartments, ${catalogue.listings.length} listings, ${catalogue.foreignProjects.length} foreign projects.`,
  );
  const without = await measure(pool);
  await migrate(migrator, { migrationsFolder });
  const withIndexes = await measure(pool);

  const server = (await pool.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  console.log(`PostgreSQL ${server}; medians of ${repeats} runs; "before" is the schema without ${indexMigration} and later migrations, "after" with all of them.`);
  console.log('A search is one service call, round trips and decoding included; its statements follow below.\n');
  const ms = (value: number) => value.toFixed(2).padStart(8);
  console.log(`  ${'search'.padEnd(62)} ${'before ms'.padStart(9)} ${'after ms'.padStart(9)}  speed-up`);
  for (const scenario of scenarios) {
    const a = without.get(scenario.name);
    const b = withIndexes.get(scenario.name);
    if (!a || !b) continue;
    console.log(`  ${scenario.name.padEnd(62)} ${ms(a.serviceMs)}  ${ms(b.serviceMs)}  ${(a.serviceMs / b.serviceMs).toFixed(1).padStart(6)}x`);
  }
  console.log('\nStatements (EXPLAIN ANALYZE execution time, and how each table is read):');
  for (const scenario of scenarios) {
    const a = without.get(scenario.name);
    const b = withIndexes.get(scenario.name);
    if (!a || !b) continue;
    console.log(`\n  ${scenario.name}`);
    for (const [index, statement] of a.statements.entries()) {
      const after = b.statements[index];
      console.log(`    ${statement.label.padEnd(8)} before ${ms(statement.ms)} ms  ${statement.plan}`);
      if (after) console.log(`    ${''.padEnd(8)} after  ${ms(after.ms)} ms  ${after.plan}`);
    }
  }
  console.log('');
} finally {
  await pool.end();
  rmSync(before, { recursive: true, force: true });
  if (!keep) await admin(`drop database if exists ${scratch} with (force)`);
}
