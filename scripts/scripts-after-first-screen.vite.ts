import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const starter = readFileSync(resolve(import.meta.dirname, '../src/app/start-scripts.js'), 'utf8');
/** Named by its content, like the rest of assets/ (cached for a year, immutable). */
const starterFile = `assets/start-scripts-${createHash('sha256').update(starter).digest('base64url').slice(0, 8)}.js`;

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The server renders every page, so its scripts make it interactive but do not draw it. Instead of
 * the entry's module script and its modulepreload links, index.html gets a small deferred classic
 * script (src/app/start-scripts.js) that adds them once the first screen is painted and its main
 * picture has come: on a phone's network the stylesheet, the fonts and that picture have the
 * bandwidth to themselves.
 */
export function scriptsAfterFirstScreen(): Plugin {
  return {
    name: 'tun:scripts-after-first-screen',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: starterFile, source: starter });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('scripts after the first screen: the entry script was not found in index.html');
        const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
        const tag = `<script defer src="/${starterFile}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
        return html.replace(entryScript, '').replaceAll(modulePreload, '').replace(/\s*<\/body>/, `\n    ${tag}\n  </body>`);
      },
    },
  };
}
