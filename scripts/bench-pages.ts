/**
 * `npm run bench:pages`: page speed as a person on a phone gets it. Builds the app into a scratch
 * folder, starts the product as `npm start` does (fresh PGlite, demo data, one port), and runs
 * Lighthouse 12 with its mobile defaults (simulated throttling, Moto G Power) in Debian's Chromium
 * on home, property search, a building and a property. Beside each page it measures a static copy
 * of the same content: the page as Chromium rendered it, without its scripts (stylesheets, fonts
 * and pictures kept), served by the same server at `/__static/<page>.html`, a route only this
 * script mounts. It prints the table against the budgets and exits 0: it is a report.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PAGES_RUNS (Lighthouse runs per
 * page, the median is kept; default 1), BENCH_PAGES_REPORTS (a folder to keep the JSON reports in),
 * BENCH_PAGES_LANG (default hy, the default language). The product's own variables pass through:
 * `SANDBOX=false npm run bench:pages` measures the pages without the sandbox ribbon.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { createApp } from '../api/server/app';
import { createApplicationChangeHub } from '../api/server/live/application-change-hub';
import { systemClock } from '../api/server/clock';
import { readConfig } from '../api/server/config';
import { openDatabase } from '../api/server/db/database';
import { applyMigrations } from '../api/server/db/migrate';
import { generateCatalogue } from '../api/server/db/seed/catalogue.seed';
import { seedDemoData } from '../api/server/db/seed/seed';
import { sandboxTransport } from '../api/server/adapters/mail-transport';
import { sandboxOutsideSystems, sandboxProcessProviders } from '../api/server/adapters/sandbox-outside-systems';
import { serverSecret } from '../api/server/security/server-secret';
import { silentLogger } from '../api/server/logger';
import { createFileStorage } from '../api/server/storage/create-file-storage';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.BENCH_PAGES_RUNS ?? 1) || 1);
const lang = process.env.BENCH_PAGES_LANG ?? 'hy';
const reportsDir = process.env.BENCH_PAGES_REPORTS ? resolve(process.env.BENCH_PAGES_REPORTS) : undefined;

const budgets = { score: 95, lcpRatio: 1.2, cls: 0.05 };

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The four pages, with real ids from the demo catalogue the server seeds. */
function pages(): { name: string; path: string }[] {
  const catalogue = generateCatalogue();
  const partners = new Set(catalogue.developers.filter((d) => d.isPartner).map((d) => d.id));
  const building = catalogue.buildings.find((b) => partners.has(b.developerId)) ?? catalogue.buildings[0];
  if (!building) throw new Error('The demo catalogue has no building');
  const apartment = catalogue.apartments.find((a) => a.buildingId === building.id && a.availability === 'forSale');
  if (!apartment) throw new Error(`Building ${building.id} has no apartment for sale`);
  return [
    { name: 'home', path: `/${lang}` },
    { name: 'search', path: `/${lang}/search` },
    { name: 'building', path: `/${lang}/buildings/${building.id}` },
    { name: 'property', path: `/${lang}/property/primary/${apartment.id}` },
  ];
}

/** Builds the app into `outDir` (production mode), under the lock the browser tests share. */
function buildApp(outDir: string) {
  const build = ['--import', 'tsx', 'scripts/build.ts', '--outDir', outDir];
  const env = { ...process.env, NODE_ENV: 'production' };
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  if (hasFlock) execFileSync('flock', ['/tmp/tun-e2e.lock', process.execPath, ...build], { stdio: 'inherit', env });
  else execFileSync(process.execPath, build, { stdio: 'inherit', env });
}

/**
 * The product as `startServer` assembles it (database, migrations, demo data, API and the built
 * app on one port), without the scheduler, plus the bench's own static route in front of it.
 */
async function startProduct(port: number, dataDir: string, staticDir: string, staticCopies: string) {
  const { DATABASE_URL: _unused, ...env } = process.env;
  const config = {
    ...readConfig({ ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', MAP_TILE_URL: 'none', SCHEDULER: 'false' }),
    staticDir,
  };
  // The server's own log stays quiet; failed answers are counted below and printed with the table.
  const logger = silentLogger;
  const database = await openDatabase({ url: undefined, dataDir: config.dataDir });
  await applyMigrations(database);
  await seedDemoData(database);
  const secret = await serverSecret(database.db, config.serverSecret);
  const app = createApp({
    database,
    clock: systemClock,
    logger,
    config,
    secret,
    mail: sandboxTransport,
    ...sandboxOutsideSystems(systemClock, config.sandboxLatency),
    ...sandboxProcessProviders(config.publicUrl),
    storage: createFileStorage(config.storage),
    liveChanges: createApplicationChangeHub(database, { logger }),
    startedAt: systemClock.now(),
  });

  const failures = new Map<string, number>();
  /** `/__static/<page>.html`: the saved copy, compressed as the app's own HTML is. */
  const fetch = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const match = /^\/__static\/([a-z]+)\.html$/.exec(pathname);
    if (!match) {
      const response = await app.fetch(request);
      if (response.status >= 500) failures.set(`${request.method} ${pathname} ${response.status}`, (failures.get(`${request.method} ${pathname} ${response.status}`) ?? 0) + 1);
      return response;
    }
    const html = readFileSync(join(staticCopies, `${match[1]}.html`));
    const accepts = request.headers.get('accept-encoding') ?? '';
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    if (/\bbr\b/.test(accepts)) return new Response(brotliCompressSync(html), { headers: { ...headers, 'Content-Encoding': 'br' } });
    if (/\bgzip\b/.test(accepts)) return new Response(gzipSync(html), { headers: { ...headers, 'Content-Encoding': 'gzip' } });
    return new Response(html, { headers });
  };
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const s = serve({ fetch, port, hostname: '127.0.0.1' }, () => ready(s));
  });
  return {
    url: `http://localhost:${port}`,
    failures,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await database.close();
    },
  };
}

/** The page as Chromium rendered it on a phone-sized screen, without scripts. */
async function staticCopies(base: string, list: { name: string; path: string }[], folder: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    for (const page of list) {
      const tab = await context.newPage();
      await tab.goto(base + page.path, { waitUntil: 'networkidle' });
      // The page has drawn its content (the route's data came), its pictures and fonts are in.
      await tab
        .waitForFunction(() => (document.querySelector('main')?.textContent ?? '').trim().length > 0, null, { timeout: 30_000 })
        .catch(() => console.log(`  ${page.name}: no content in <main> after 30 s; the copy is what was drawn`));
      // Lazy pictures below the fold never load here: only the ones the browser started are awaited.
      await tab.evaluate(() =>
        Promise.all([document.fonts.ready, ...[...document.images].filter((image) => image.loading !== 'lazy' || image.complete).map((image) => image.decode().catch(() => undefined))]),
      );
      const html = await tab.evaluate(() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        for (const node of copy.querySelectorAll('script, link[rel="modulepreload"], link[as="script"], link[as="fetch"]')) node.remove();
        return `<!doctype html>\n${copy.outerHTML}`;
      });
      writeFileSync(join(folder, `${page.name}.html`), html);
      if (reportsDir) writeFileSync(join(reportsDir, `${page.name}-static.html`), html);
      await tab.close();
    }
  } finally {
    await browser.close();
  }
}

interface Figures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  lcpElement: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

async function measure(port: number, url: string, label: string): Promise<Figures | string> {
  const results: Figures[] = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) return 'Lighthouse gave no result';
    const { lhr } = result;
    if (reportsDir) writeFileSync(join(reportsDir, `${label}-${i + 1}.json`), JSON.stringify(lhr, null, 2));
    if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const element = lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] }
      | undefined;
    const node = element?.items?.[0]?.items?.[0]?.node;
    results.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      fcp: audit('first-contentful-paint'),
      lcpElement: node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : '?',
    });
  }
  // The run with the median LCP stands for the page (its score, CLS and TBT come with it).
  const lcp = median(results.map((r) => r.lcp));
  return results.find((r) => r.lcp === lcp) ?? results[0]!;
}

const pad = (value: string, width: number) => value.padStart(width);
const ms = (value: number) => String(Math.round(value));

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'tun-bench-pages-'));
  const distDir = join(work, 'dist');
  const copies = join(work, 'static');
  mkdirSync(copies);
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  let product: Awaited<ReturnType<typeof startProduct>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    console.log('Building the app…');
    buildApp(distDir);
    const port = await freePort();
    console.log('Starting the product on a fresh PGlite database with the demo data…');
    product = await startProduct(port, join(work, 'data'), distDir, copies);
    const list = pages();
    console.log('Rendering the static copies…');
    await staticCopies(product.url, list, copies);

    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    const rows: { name: string; path: string; app: Figures | string; copy: Figures | string }[] = [];
    for (const page of list) {
      console.log(`Lighthouse: ${page.name} (${page.path}) and its static copy…`);
      const app = await measure(chrome.port, product.url + page.path, page.name);
      const copy = await measure(chrome.port, `${product.url}/__static/${page.name}.html`, `${page.name}-static`);
      rows.push({ name: page.name, path: page.path, app, copy });
    }

    const header = ['page', 'score', 'LCP ms', 'static LCP', 'ratio', 'CLS', 'TBT ms', 'FCP ms', 'score>=95', 'LCP<=1.2x', 'CLS<=0.05'];
    const widths = [9, 6, 7, 11, 6, 6, 7, 7, 10, 10, 10];
    const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : pad(cell, widths[i]!))).join(' ');
    const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');
    console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile defaults (simulated throttling, Moto G Power), ${runs} run(s) per page (median LCP), language ${lang}`);
    console.log(line(header));
    let failures = 0;
    for (const { name, app, copy } of rows) {
      if (typeof app === 'string' || typeof copy === 'string') {
        failures += 3;
        console.log(line([name, 'error', '', '', '', '', '', '', 'FAIL', 'FAIL', 'FAIL']));
        console.log(`  ${typeof app === 'string' ? `app: ${app}` : `static copy: ${copy as string}`}`);
        continue;
      }
      const ratio = app.lcp / copy.lcp;
      const checks = [app.score >= budgets.score, ratio <= budgets.lcpRatio, app.cls <= budgets.cls];
      failures += checks.filter((ok) => !ok).length;
      console.log(line([name, String(app.score), ms(app.lcp), ms(copy.lcp), `${ratio.toFixed(2)}x`, app.cls.toFixed(3), ms(app.tbt), ms(app.fcp), ...checks.map(mark)]));
    }
    console.log('\nLargest contentful paint element (app | static copy):');
    for (const { name, app, copy } of rows) {
      const describe = (figures: Figures | string) => (typeof figures === 'string' ? `not measured (${figures})` : figures.lcpElement);
      const extra = typeof copy === 'string' ? '' : ` (static score ${copy.score}, CLS ${copy.cls.toFixed(3)})`;
      console.log(`  ${name.padEnd(9)} ${describe(app)} | ${describe(copy)}${extra}`);
    }
    if (product.failures.size) {
      console.log('\nThe server answered 5xx during the run (the figures of those pages are not the product as it should be):');
      for (const [request, count] of product.failures) console.log(`  ${request} x${count}`);
    }
    console.log(
      failures
        ? `\n${failures} budget check(s) FAIL. Figures vary with the machine's load: compare runs on a quiet machine.`
        : '\nEvery budget holds.',
    );
    if (reportsDir) console.log(`Lighthouse reports: ${reportsDir}`);
  } finally {
    chrome?.kill();
    await product?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
