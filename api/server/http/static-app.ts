import { existsSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { defaultLanguage, isLanguage } from '../../contract/validation';
import { compressText, compressThreshold, pickEncoding } from './compress-answers';
import type { ServerPages } from './page-renderer';

/** Hashed build output never changes under its name; everything else is revalidated. */
function cacheControl(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (relativePath === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * A weak validator from the file actually sent (the .br or .gz copy when one was chosen): its size
 * and modification time, so a rebuilt file gets a new one and each encoding has its own.
 */
function weakEtag(file: string): string {
  const stats = statSync(file);
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${extname(file) === '.br' ? '-br' : extname(file) === '.gz' ? '-gz' : ''}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Serves the built app with Hono's serve-static for Node: the precompressed `.br` / `.gz` copy the
 * build writes beside each asset when the browser takes it, a weak ETag with 304 for a repeat, the
 * cache rules above; `/` goes to the visitor's language and any other app path to the SPA's HTML.
 */
export function serveApp(root: string, pages?: ServerPages): MiddlewareHandler {
  /** The file serve-static chose for a request (the compressed copy when one was taken). */
  const chosen = new WeakMap<Context, string>();
  const remember = (file: string, c: Context) => {
    chosen.set(c, file);
  };
  const files = serveStatic({ root, precompressed: true, onFound: remember });
  const index = serveStatic({ root, path: 'index.html', precompressed: true, onFound: remember });

  /** Runs a serve-static handler; a repeat whose ETag the browser holds gets 304 with the validators only. */
  const serve = async (handler: MiddlewareHandler, c: Context, relativePath: string): Promise<Response | undefined> => {
    let missing = false;
    const response = await handler(c, async () => {
      missing = true;
    });
    const file = chosen.get(c);
    chosen.delete(c);
    if (missing || !response || !file) return undefined;
    response.headers.set('Cache-Control', cacheControl(relativePath));
    response.headers.set('ETag', weakEtag(file));
    const etag = response.headers.get('ETag');
    if (etag && matches(c.req.header('If-None-Match'), etag)) {
      await response.body?.cancel();
      const headers = new Headers();
      for (const name of ['ETag', 'Cache-Control', 'Vary', 'Last-Modified']) {
        const value = response.headers.get(name);
        if (value) headers.set(name, value);
      }
      return new Response(null, { status: 304, headers });
    }
    return response;
  };

  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    if (c.req.path === '/') {
      const stored = getCookie(c, 'lang');
      return c.redirect(`/${isLanguage(stored) ? stored : defaultLanguage}`, 302);
    }
    const file = await serve(files, c, c.req.path.replace(/^\/+/, ''));
    if (file) return file;
    // A missing file (it has an extension) is a real 404; an app path is the app's to route.
    if (extname(c.req.path) || !existsSync(join(root, 'index.html'))) return c.text('Not Found', 404);
    const url = new URL(c.req.url);
    const page = await pages?.render(url.pathname + url.search);
    if (page && 'location' in page) return c.redirect(page.location, page.status as 301 | 302 | 303 | 307 | 308);
    if (page) return htmlAnswer(page.html, page.status, c.req.header('Accept-Encoding'));
    return (await serve(index, c, 'index.html')) ?? c.text('Not Found', 404);
  };
}

/** A server-rendered page: never cached (it holds the data of the moment), compressed as the API's JSON is. */
function htmlAnswer(html: string, status: number, acceptEncoding: string | undefined): Response {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
  const body = Buffer.from(html);
  const encoding = body.length >= compressThreshold ? pickEncoding(acceptEncoding) : undefined;
  if (!encoding) return new Response(html, { status, headers });
  headers.set('Content-Encoding', encoding);
  return new Response(compressText(body, encoding), { status, headers });
}
