import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run size`: the gzip size of the JavaScript each route loads before its first paint: the entry
 * with its static imports, the route's screen chunk with its imports, and the Armenian core
 * translations (common, errors, validation) the app loads at start.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest');
const coreLocales = ['common', 'errors', 'validation', 'auth'].map((ns) => `locales/hy/${ns}.json`).filter((key) => manifest[key]);
const base = new Set([...closure(entryKey), ...coreLocales]);

const screens = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && /\.screen\.tsx$/.test(key));
const rows = screens.map((screen) => {
  const keys = new Set([...base, ...closure(screen)]);
  const bytes = [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key]?.file ?? ''), 0);
  return { screen: screen.replace(/^src\/features\//, ''), files: keys.size, bytes };
});
rows.sort((a, b) => a.screen.localeCompare(b.screen));

const width = Math.max(...rows.map((row) => row.screen.length));
console.log(`\nFirst JavaScript per route (gzip, level 9):\n`);
for (const row of rows) console.log(`  ${row.screen.padEnd(width)}  ${kb(row.bytes).padStart(9)}  (${row.files} files)`);
const home = rows.find((row) => row.screen === 'home/home.screen.tsx');
if (home) console.log(`\n  home route: ${kb(home.bytes)} gzip\n`);
