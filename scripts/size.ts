import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run size`: the gzip size of the JavaScript each route loads before it answers to the person.
 * The server draws the page without any; the browser then hydrates it once it has the entry with its
 * static imports, the route's screen chunk with its imports, the Armenian translations the app awaits
 * at start (`common`), what the route's loader awaits (read from src/routes/route-tree.tsx: its
 * namespaces) and the auth actor's chunk (src/app/main.tsx awaits it before hydrating, so the header
 * hydrates with the page), and before them the small starter index.html names. Exits with 1 when the
 * home route is above 120 KB or another customer route above 150 KB. Each file is compressed on its
 * own (as it is sent), so many small chunks cost more than one.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const KB = 1024;
const homeBudget = 120 * KB;
const routeBudget = 150 * KB;
/** Pages for the sandbox, for developers and for the bank's staff, not for customers: printed, not budgeted. */
const notCustomer = new Set(['mailbox/mailbox.screen.tsx', 'diagrams/diagrams.screen.tsx', 'office/office.screen.tsx']);
/** The namespaces `initI18n` awaits before the first render: src/lib/i18n.ts `startNamespaces`. */
const startNamespaces = [
  ...(/export const startNamespaces = \[([^\]]*)\]/.exec(readFileSync('src/lib/i18n.ts', 'utf8'))?.[1] ?? "'common'").matchAll(/'([\w-]+)'/g),
].map((match) => match[1]!);
const language = 'hy';

if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
}
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

/** The chunk of the auth actor, which a route's loader may await (`loadAuthActor`). */
const authSession = 'src/features/auth/auth-session.ts';

/** Screen module (relative to src/features) → what its route's loader awaits: namespaces and maybe the auth actor. */
function routeNamespaces(): Map<string, Set<string>> {
  const source = readFileSync('src/routes/route-tree.tsx', 'utf8');
  const loaders = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) = \(\) => import\('\.\.\/features\/([^']+)'\)/g)) loaders.set(match[1]!, match[2]!);
  const byScreen = new Map<string, Set<string>>();
  for (const block of source.split(/createRoute\(/).slice(1)) {
    const screens = [...block.matchAll(/import\('\.\.\/features\/([^']+)'\)/g)].map((match) => match[1]!);
    for (const match of block.matchAll(/lazyRouteComponent\((\w+)[,)]/g)) {
      const screen = loaders.get(match[1]!);
      if (screen) screens.push(screen);
    }
    const namespaces = [...block.matchAll(/namespaces\(([^)]*)\)/g)].flatMap((match) => [...match[1]!.matchAll(/'([\w-]+)'/g)].map((ns) => ns[1]!));
    for (const screen of screens) {
      const key = `${screen}.tsx`;
      const set = byScreen.get(key) ?? new Set<string>([authSession]);
      for (const ns of namespaces) set.add(ns);
      byScreen.set(key, set);
    }
  }
  return byScreen;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const localeKey = (ns: string) => `locales/${language}/${ns}.json`;

/** The deferred starter index.html names (scripts/scripts-after-first-screen.vite.ts): it adds the entry's script, so it comes first. */
const starterFile = /src="\/(assets\/start-scripts-[\w-]+\.js)"/.exec(readFileSync('dist/index.html', 'utf8'))?.[1];
if (!starterFile) throw new Error('no script starter in dist/index.html');
const starterBytes = gzipBytes(starterFile);

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest');
const entry = closure(entryKey);
for (const ns of startNamespaces) if (manifest[localeKey(ns)]) entry.add(localeKey(ns));
const namespacesOf = routeNamespaces();

const screens = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && /\.screen\.tsx$/.test(key));
const rows = screens.map((key) => {
  const screen = key.replace(/^src\/features\//, '');
  const namespaces = [...(namespacesOf.get(screen) ?? [])];
  const keys = new Set([...entry, ...closure(key)]);
  for (const ns of namespaces) {
    if (ns === authSession) closure(authSession, keys);
    else if (manifest[localeKey(ns)]) closure(localeKey(ns), keys);
  }
  const bytes = [...keys].reduce((sum, file) => sum + gzipBytes(manifest[file]?.file ?? ''), starterBytes);
  const budget = screen === 'home/home.screen.tsx' ? homeBudget : notCustomer.has(screen) ? undefined : routeBudget;
  return { screen, files: keys.size + 1, bytes, budget };
});
rows.sort((a, b) => a.screen.localeCompare(b.screen));

const entryBytes = [...entry].reduce((sum, file) => sum + gzipBytes(manifest[file]?.file ?? ''), starterBytes);
const width = Math.max(...rows.map((row) => row.screen.length));
console.log(`\nJavaScript per route until it is hydrated (gzip level 9, entry + screen chunk + awaited ${language} translations + auth actor):\n`);
console.log(`  ${'route screen'.padEnd(width)}  ${'first JS'.padStart(9)}  ${'budget'.padStart(9)}  files`);
for (const row of rows) {
  const budget = row.budget === undefined ? '—' : kb(row.budget);
  const mark = row.budget !== undefined && row.bytes > row.budget ? '  OVER' : '';
  console.log(`  ${row.screen.padEnd(width)}  ${kb(row.bytes).padStart(9)}  ${budget.padStart(9)}  ${String(row.files).padStart(5)}${mark}`);
}
console.log(`\n  entry alone (every route): ${kb(entryBytes)} in ${entry.size + 1} files`);
const home = rows.find((row) => row.screen === 'home/home.screen.tsx');
if (home) console.log(`  home route: ${kb(home.bytes)} gzip (budget ${kb(homeBudget)})\n`);
const over = rows.filter((row) => row.budget !== undefined && row.bytes > row.budget);
if (over.length > 0) {
  console.error(`${over.length} route(s) above budget: ${over.map((row) => `${row.screen} by ${kb(row.bytes - row.budget!)}`).join(', ')}`);
  process.exitCode = 1;
}
