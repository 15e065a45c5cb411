import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from '../api/server/main';

/**
 * `npm run bench:api`: the demo catalogue on PostgreSQL, the search endpoint measured beside the
 * health endpoint on the same server, as figures (p50, p99, requests per second) and their ratio.
 * Uses BENCH_DATABASE_URL, else the local server's `tun_bench` database (made anew each run).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = new URL(serverUrl);
if (!process.env.BENCH_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('drop database if exists tun_bench with (force)');
  await admin.query('create database tun_bench');
  await admin.end();
  benchUrl.pathname = '/tun_bench';
}

const port = String(4900 + Math.floor(Math.random() * 90));
const server = await startServer({ ...process.env, DATABASE_URL: benchUrl.toString(), PORT: port, LOG_LEVEL: 'error', SCHEDULER: 'false' });
const base = `http://127.0.0.1:${port}`;

interface Figures {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function measure(name: string, options: { path: string; method?: 'GET' | 'POST'; body?: unknown }): Promise<Figures> {
  const result = await autocannon({
    url: `${base}${options.path}`,
    method: options.method ?? 'GET',
    ...(options.body ? { body: JSON.stringify(options.body), headers: { 'content-type': 'application/json', 'accept-language': 'hy' } } : {}),
    connections: 10,
    duration: 8,
  });
  return { name, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}

const search = { roomsCount: [2, 3], minPrice: 20_000_000, maxPrice: 80_000_000, minArea: 50, maxArea: 120, sortBy: 4, sortAscending: true, pageSize: 10, pageNumber: 3 };
const rows = [
  await measure('health', { path: '/api/health' }),
  await measure('apartments search', { path: '/api/apartments', method: 'POST', body: search }),
  await measure('buildings v2', { path: '/api/buildings/v2', method: 'POST', body: { districts: ['kentron', 'arabkir'], sort: 'priceAsc', pageSize: 12 } }),
  await measure('secondary v2', { path: '/api/secondary-apartments/v2', method: 'POST', body: { types: ['apartment'], minPrice: 30_000_000, sort: 'priceDesc' } }),
];
await server.close();

const health = rows[0] as Figures;
console.log('\nAPI benchmark (autocannon, 10 connections, 8 s each, PostgreSQL):\n');
console.log(`  ${'endpoint'.padEnd(20)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(7)} ${'errors'.padStart(7)}  vs health (req/s)`);
for (const row of rows) {
  const ratio = (row.rps / health.rps).toFixed(2);
  console.log(`  ${row.name.padEnd(20)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.rps).padStart(7)} ${String(row.errors).padStart(7)}  ${ratio}`);
}
console.log('');
