/**
 * `npm run build`: the browser's app into `dist` (or `--outDir <dir>`) and the server's page renderer
 * beside it (`<dir>-server`, where api/server/http/page-renderer.ts looks for it).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';

export async function buildApp(outDir = 'dist', options: { logLevel?: 'info' | 'warn' | 'error' | 'silent' } = {}) {
  const dir = resolve(outDir);
  const logLevel = options.logLevel ?? 'warn';
  await build({ logLevel, build: { outDir: dir, emptyOutDir: true } });
  await build({ logLevel, build: { ssr: 'src/app/entry-server.tsx', outDir: `${dir}-server`, emptyOutDir: true } });
}

// Run as a command (not imported by scripts/start.ts).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { outDir: { type: 'string' }, logLevel: { type: 'string' } } });
  await buildApp(values.outDir, values.logLevel ? { logLevel: values.logLevel as 'info' } : {});
}
