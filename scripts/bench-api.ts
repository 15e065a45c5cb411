import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from '../api/server/main';
import { freshDatabase, growCatalogue } from './bench-data';

/**
 * `npm run bench:api`: the search endpoints measured beside `/api/health` on the same server in the
 * same run, on PostgreSQL holding the demo catalogue ten times over (the `bench:scale` data set;
 * `BENCH_COPIES=1` for the demo size): p50, p99, requests per second and the ratio to health.
 * Uses BENCH_DATABASE_URL as it is, else a fresh `tun_bench` on the local server.
 * Requests ask for brotli or gzip as a browser does (answers of 1 KB and more are compressed).
 */
const copies = Number(process.env.BENCH_COPIES ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = process.env.BENCH_DATABASE_URL ?? (await freshDatabase(serverUrl, 'tun_bench'));

const port = String(4900 + Math.floor(Math.random() * 90));
const server = await startServer({ ...process.env, DATABASE_URL: benchUrl, PORT: port, LOG_LEVEL: 'error', SCHEDULER: 'false' });
const pool = new pg.Pool({ connectionString: benchUrl, max: 2 });
const loaded = await growCatalogue(pool, copies);
await pool.end();
const base = `http://127.0.0.1:${port}`;

interface Figures {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

const headers = { 'accept-language': 'hy', 'accept-encoding': 'br, gzip' };

async function measure(name: string, options: { path: string; method?: 'GET' | 'POST'; body?: unknown }): Promise<Figures> {
  const result = await autocannon({
    url: `${base}${options.path}`,
    method: options.method ?? 'GET',
    headers: options.body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
    connections,
    duration,
  });
  return { name, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}

const search = { roomsCount: [2, 3], minPrice: 20_000_000, maxPrice: 80_000_000, minArea: 50, maxArea: 120, sortBy: 4, sortAscending: true, pageSize: 10, pageNumber: 3 };
// A warm-up so the first endpoint does not pay for cold caches and JIT.
await measure('warm-up', { path: '/api/buildings/v2', method: 'POST', body: { pageSize: 12 } });
const rows = [
  await measure('health', { path: '/api/health' }),
  await measure('apartments search', { path: '/api/apartments', method: 'POST', body: search }),
  await measure('buildings v2', { path: '/api/buildings/v2', method: 'POST', body: { districts: ['kentron', 'arabkir'], sort: 'priceAsc', pageSize: 12 } }),
  await measure('secondary v2', { path: '/api/secondary-apartments/v2', method: 'POST', body: { types: ['apartment'], minPrice: 30_000_000, sort: 'priceDesc' } }),
  await measure('rentals v2', { path: '/api/rental-properties/v2', method: 'POST', body: { districts: ['kentron'] } }),
  await measure('building page', { path: '/api/buildings/42' }),
];
// autocannon stops at its deadline with requests still in flight: let them end before the database closes.
await new Promise((resolve) => setTimeout(resolve, 1000));
await server.close();

const health = rows[0] as Figures;
console.log(
  `\nAPI benchmark: autocannon, ${connections} connections, ${duration} s each, PostgreSQL, the demo catalogue ${copies}x ` +
    `(${loaded.rows.buildings} buildings, ${loaded.rows.apartments} apartments, ${loaded.rows.listings} listings; loaded in ${loaded.seconds.toFixed(1)} s).\n`,
);
console.log(`  ${'endpoint'.padEnd(20)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(7)} ${'errors'.padStart(7)}  vs health (req/s)`);
for (const row of rows) {
  const ratio = (row.rps / health.rps).toFixed(2);
  console.log(`  ${row.name.padEnd(20)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.rps).padStart(7)} ${String(row.errors).padStart(7)}  ${ratio}`);
}
console.log('\nTargets at 10x: searches at least 0.5x the health req/s, p99 at most 25 ms.\n');
