import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { defaultLanguage, isLanguage } from '../../contract/validation';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Hashed build output never changes under its name; everything else is revalidated. */
function cacheControl(relativePath: string): string {
  if (relativePath.startsWith(`assets${sep}`)) return 'public, max-age=31536000, immutable';
  if (relativePath === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

function fileResponse(c: Context, root: string, relativePath: string) {
  const file = join(root, relativePath);
  const size = statSync(file).size;
  c.header('Content-Type', contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream');
  c.header('Content-Length', String(size));
  c.header('Cache-Control', cacheControl(relativePath));
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200);
}

/** Serves the built app: files as they are, `/` to the visitor's language, any other app path to the SPA. */
export function serveApp(root: string) {
  const indexExists = () => existsSync(join(root, 'index.html'));
  return (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    const path = decodeURIComponent(new URL(c.req.url).pathname);
    if (path === '/') {
      const stored = getCookie(c, 'lang');
      return c.redirect(`/${isLanguage(stored) ? stored : defaultLanguage}`, 302);
    }
    const relativePath = normalize(path).replace(/^([/\\])+/, '');
    if (relativePath.startsWith('..') || relativePath.includes(`${sep}..`)) return c.text('Not Found', 404);
    const candidate = join(root, relativePath);
    if (relativePath && existsSync(candidate) && statSync(candidate).isFile()) return fileResponse(c, root, relativePath);
    // A missing file (it has an extension) is a real 404; an app path is the SPA's to route.
    if (extname(relativePath) || !indexExists()) return c.text('Not Found', 404);
    return fileResponse(c, root, 'index.html');
  };
}
