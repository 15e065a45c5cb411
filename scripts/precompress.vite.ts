import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser decompresses faster than it downloads; fonts (woff2) and pictures are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.xml']);
/** Below this a compressed copy saves less than its headers cost. */
const minimumBytes = 512;

function filesUnder(folder: string): string[] {
  // `.vite/` holds the build manifest, read by scripts, never served.
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? (entry.name.startsWith('.') ? [] : filesUnder(join(folder, entry.name))) : [join(folder, entry.name)],
  );
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every compressible
 * file of the build, public files and index.html included, so the server sends them as they are
 * (Hono's serve-static with `precompressed`) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tun:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const files = filesUnder(outDir).filter((file) => compressible.has(extname(file)) && statSync(file).size >= minimumBytes);
      await Promise.all(
        files.map(async (file) => {
          const content = readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipped(content, { level: 9 }),
          ]);
          writeFileSync(`${file}.br`, br);
          writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}
