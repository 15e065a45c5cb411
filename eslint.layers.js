// The import directions of DESIGN.md ("Layout") as `no-restricted-imports` blocks for eslint.config.js.
//
// The rule sees an import as written, so a relative path is judged by where it lands from the
// importing file: for a file N folders deep, `../` taken k times lands in the k-th folder above it.
// Each block below covers the files of one folder depth and lists, for every k, the regular
// expressions of the folders that may not be reached from there. Flat config lets the last block
// that matches a file set a rule's options, so every block carries all the limits of its files.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
/** Deep enough for any folder of the tree (src/features/x/y/z/file.tsx is 5). */
const maxDepth = 8;
const sources = '{ts,tsx,js}';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ups = (k) => `^(\\.\\./){${k}}(?!\\.\\./)`;
const startsWith = (path, prefix) => prefix.every((segment, i) => path[i] === segment);
const segments = (path) => path.split('/').filter(Boolean);

/**
 * Patterns that forbid reaching `denied` folders (each with `except`, sub-folders still allowed)
 * from a file in `folder`.
 */
function denyPatterns(folder, denied, message) {
  const patterns = [];
  for (let k = 1; k <= folder.length; k++) {
    const landing = folder.slice(0, folder.length - k);
    for (const { path, except = [] } of denied) {
      const target = segments(path);
      const allowed = except.map(segments);
      if (allowed.some((prefix) => startsWith(landing, prefix))) continue;
      if (landing.length > target.length && startsWith(landing, target)) {
        // Already inside a denied folder: any import that climbs this far stays in it.
        patterns.push({ regex: ups(k), message });
      } else if (startsWith(target, landing)) {
        const rest = target.slice(landing.length).join('/');
        const exceptions = allowed.filter((prefix) => startsWith(prefix, target)).map((prefix) => escape(prefix.slice(target.length).join('/')));
        const notExcepted = exceptions.length ? `(?!${rest ? '/' : ''}(${exceptions.join('|')})(/|$))` : '';
        patterns.push({ regex: `${ups(k)}${rest ? escape(rest) : ''}${notExcepted}${rest ? '(/|$)' : ''}`, message });
      }
    }
  }
  return patterns;
}

/** Patterns that allow reaching only the `allowed` folders (and the file's own) from a file in `folder`. */
function allowOnlyPatterns(folder, allowed, message) {
  const targets = allowed.map(segments);
  const patterns = [];
  for (let k = 1; k <= folder.length; k++) {
    const landing = folder.slice(0, folder.length - k);
    if (targets.some((target) => startsWith(landing, target))) continue;
    const ways = targets.filter((target) => startsWith(target, landing)).map((target) => escape(target.slice(landing.length).join('/')));
    patterns.push({ regex: `${ups(k)}${ways.length ? `(?!(${ways.join('|')})(/|$))` : ''}`, message });
  }
  // Climbing out of the repository.
  patterns.push({ regex: `^(\\.\\./){${folder.length + 1}}`, message });
  return patterns;
}

/** One block per folder depth under `base` (`base/*.ts`, `base/*\/*.ts`, ...). */
function byDepth(base, patternsFor) {
  const blocks = [];
  for (let depth = 0; depth + segments(base).length <= maxDepth; depth++) {
    // The patterns depend only on how deep the file is, so a placeholder folder stands for any.
    const folder = [...segments(base), ...Array.from({ length: depth }, () => '*')];
    const patterns = patternsFor(folder).map((pattern) => ({ ...pattern, caseSensitive: true }));
    blocks.push({ files: [[...folder, `*.${sources}`].join('/')], rules: { 'no-restricted-imports': ['error', { patterns }] } });
  }
  return blocks;
}

const featuresDir = join(root, 'src', 'features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const messages = {
  scripts: 'src does not import scripts/: move what both need to src/lib (DESIGN.md, Layout).',
  server: 'src reaches the server only through api/client and api/contract (DESIGN.md, Layout).',
  feature: 'Features do not import each other: move what two features share to src/ui (no data) or src/lib (DESIGN.md, Layout).',
  machines: 'Machines decide: they import only api/contract, other machines, xstate and valibot; never src, the server, the client or React (DESIGN.md, Layout).',
  serverToSrc: 'The server does not import src/ or scripts/ (DESIGN.md, Layout).',
  contract: 'api/contract is shared by the server, the machines and the pages: it imports nothing from them (DESIGN.md, Layout).',
};

const srcDenied = (folder) => [
  ...denyPatterns(folder, [{ path: 'scripts' }], messages.scripts),
  ...denyPatterns(folder, [{ path: 'api/server' }], messages.server),
];

export const layerBlocks = [
  ...byDepth('src', srcDenied),
  // Each feature's own blocks come after, so they carry the limits of src as well.
  ...features.flatMap((feature) =>
    byDepth(`src/features/${feature}`, (folder) => [
      ...srcDenied(folder),
      ...denyPatterns(folder, [{ path: 'src/features', except: [`src/features/${feature}`] }], messages.feature),
    ]),
  ),
  ...byDepth('machines', (folder) => [
    ...allowOnlyPatterns(folder, ['machines', 'api/contract'], messages.machines),
    // A package other than xstate and valibot (React, TanStack, i18next, openapi-fetch, node:...).
    { regex: '^(?![./])(?!(xstate|valibot)(/|$))', message: messages.machines },
  ]),
  ...byDepth('api/server', (folder) => denyPatterns(folder, [{ path: 'src' }, { path: 'scripts' }], messages.serverToSrc)),
  ...byDepth('api/contract', (folder) => allowOnlyPatterns(folder, ['api/contract'], messages.contract)),
];
