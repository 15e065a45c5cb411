import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
 *
 * The server runs in a child process of its own (`BENCH_SERVER=inline` runs it in this one, as the
 * first version did): autocannon keeps a core busy making and reading requests, and in one process
 * it shares the event loop with the server, so every answer waits for the load generator too. The
 * catalogue answers are cached by the catalogue's data version (services/catalogue/answer-cache.ts);
 * the rows marked "new each time" change a price bound by one dram per request, so each request is
 * a miss that runs its queries.
 */
/** The server's role (a child process of the benchmark): serve until told to close, then leave. */
async function serveUntilTold(): Promise<never> {
  const server = await startServer(process.env);
  process.once('message', () => void server.close().then(() => process.exit(0)));
  process.send?.('ready');
  return new Promise<never>(() => undefined);
}
if (process.env.BENCH_API_ROLE === 'server') await serveUntilTold();

const copies = Number(process.env.BENCH_COPIES ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
/** Each endpoint runs in this many slices, taken in turn with the others, so a busy spell of the machine falls on all of them. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const connections = 10;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = process.env.BENCH_DATABASE_URL ?? (await freshDatabase(serverUrl, 'tun_bench'));

const port = String(4900 + Math.floor(Math.random() * 90));
const serverEnv = { ...process.env, DATABASE_URL: benchUrl, PORT: port, LOG_LEVEL: 'error', SCHEDULER: 'false' };
const inline = process.env.BENCH_SERVER === 'inline';

/** The server in a child process (this script again, in the server's role): ready when it says so. */
async function childServer(): Promise<{ close: () => Promise<void> }> {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...serverEnv, BENCH_API_ROLE: 'server' }, execArgv: process.execArgv });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the benchmark's server stopped (${code})`)));
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('close');
      }),
  };
}

const server = inline ? await startServer(serverEnv) : await childServer();
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
  /** Requests per second over health's in the same round, per round. */
  ratios: number[];
}

const headers = { 'accept-language': 'hy', 'accept-encoding': 'br, gzip' };

interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A body that differs on every request (the n-th), so none is answered from the cache. */
  fresh?: (n: number) => unknown;
}

let sent = 0;

async function slice(endpoint: Endpoint, seconds: number) {
  const { fresh } = endpoint;
  const result = await autocannon({
    url: `${base}${endpoint.path}`,
    method: endpoint.method ?? 'GET',
    headers: endpoint.body || fresh ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(endpoint.body ? { body: JSON.stringify(endpoint.body) } : {}),
    ...(fresh ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(fresh(sent++)) }) }] } : {}),
    connections,
    duration: seconds,
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const search = { roomsCount: [2, 3], minPrice: 20_000_000, maxPrice: 80_000_000, minArea: 50, maxArea: 120, sortBy: 4, sortAscending: true, pageSize: 10, pageNumber: 3 };
const buildingsSearch = { districts: ['kentron', 'arabkir'], sort: 'priceAsc', pageSize: 12 };
const secondarySearch = { types: ['apartment'], minPrice: 30_000_000, sort: 'priceDesc' };
const endpoints: Endpoint[] = [
  { name: 'health', path: '/api/health' },
  { name: 'apartments search', path: '/api/apartments', method: 'POST', body: search },
  { name: 'buildings v2', path: '/api/buildings/v2', method: 'POST', body: buildingsSearch },
  { name: 'secondary v2', path: '/api/secondary-apartments/v2', method: 'POST', body: secondarySearch },
  { name: 'rentals v2', path: '/api/rental-properties/v2', method: 'POST', body: { districts: ['kentron'] } },
  { name: 'building page', path: '/api/buildings/42' },
  { name: 'apartments, new each time', path: '/api/apartments', method: 'POST', fresh: (n) => ({ ...search, minPrice: search.minPrice + n }) },
  { name: 'buildings, new each time', path: '/api/buildings/v2', method: 'POST', fresh: (n) => ({ ...buildingsSearch, maxPrice: 900_000_000 - n }) },
  { name: 'secondary, new each time', path: '/api/secondary-apartments/v2', method: 'POST', fresh: (n) => ({ ...secondarySearch, minPrice: secondarySearch.minPrice + n }) },
];
// A warm-up so the first endpoint does not pay for cold caches and JIT.
for (const endpoint of endpoints) await slice(endpoint, 1);
const slices = new Map<string, Awaited<ReturnType<typeof slice>>[]>(endpoints.map((endpoint) => [endpoint.name, []]));
for (let round = 0; round < rounds; round++) {
  for (const endpoint of endpoints) slices.get(endpoint.name)?.push(await slice(endpoint, duration / rounds));
}
const healthSlices = slices.get('health') ?? [];
const rows: Figures[] = endpoints.map((endpoint) => {
  const taken = slices.get(endpoint.name) ?? [];
  return {
    name: endpoint.name,
    p50: median(taken.map((one) => one.p50)),
    p99: Math.max(...taken.map((one) => one.p99)),
    rps: Math.round(median(taken.map((one) => one.rps))),
    errors: taken.reduce((sum, one) => sum + one.errors, 0),
    ratios: taken.map((one, round) => one.rps / (healthSlices[round]?.rps ?? Number.NaN)),
  };
});
// autocannon stops at its deadline with requests still in flight: let them end before the database closes.
await new Promise((resolve) => setTimeout(resolve, 1000));
await server.close();

console.log(
  `\nAPI benchmark: autocannon, ${connections} connections, the server ${inline ? 'in the same process' : 'in a child process'}, ${duration} s per endpoint in ${rounds} rounds taken in turn, PostgreSQL, the demo catalogue ${copies}x ` +
    `(${loaded.rows.buildings} buildings, ${loaded.rows.apartments} apartments, ${loaded.rows.listings} listings; loaded in ${loaded.seconds.toFixed(1)} s).`,
);
console.log('p50 and req/s are medians of the rounds, p99 the worst round; the ratio is the median of each round\'s req/s over health\'s in the same round.\n');
console.log(`  ${'endpoint'.padEnd(26)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(7)} ${'errors'.padStart(7)}  vs health (req/s; rounds)`);
for (const row of rows) {
  const perRound = row.ratios.map((ratio) => ratio.toFixed(2)).join(' ');
  console.log(`  ${row.name.padEnd(26)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.rps).padStart(7)} ${String(row.errors).padStart(7)}  ${median(row.ratios).toFixed(2)}  (${perRound})`);
}
console.log('\nTargets at 10x: searches at least 0.5x the health req/s, p99 at most 25 ms. Rows "new each time" are cache misses: every request runs its queries.\n');
