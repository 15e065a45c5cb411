import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * The catalogue's GET answers: the same for everybody (no session is read), so a browser or a CDN
 * may store them and revalidate with the ETag. Route patterns as mounted, not paths. What a booking
 * or a review changes (availability, counts for sale, reviews) is revalidated on every use; the
 * vocabularies, which only a deployment changes, are fresh for a minute.
 */
const revalidatedRoutes = new Set([
  '/api/apartments/:id',
  '/api/buildings/:id',
  '/api/buildings/:id/reviews',
  '/api/secondary-apartments/:id',
  '/api/rental-properties/:id',
  '/api/projects/:id',
  '/api/foreign-market/projects/:id',
  '/api/foreign-market/projects/:id/brokers',
  '/api/builders',
  '/api/builders/:builderId/buildings',
]);
const briefRoutes = new Set([
  '/api/banners/home',
  '/api/banners/partners',
  '/api/brokers',
  '/api/districts',
  '/api/facilities',
  '/api/walls',
  '/api/branches',
  '/api/branches/:branchCode/credit-officers',
]);

/** Stored, but asked again each time: a 304 costs the query, not the transfer. */
export const revalidatedCacheControl = 'public, no-cache';
/** A minute fresh, then revalidated by ETag. */
export const briefCacheControl = 'public, max-age=60, stale-while-revalidate=300';
/** Everything else the API answers may be personal or change at once: never stored. */
export const privateCacheControl = 'private, no-store';

function routePattern(c: Context): string | undefined {
  return matchedRoutes(c).findLast((route) => route.method !== 'ALL')?.path;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Cache headers of API answers. A public catalogue GET answered 200 gets `Cache-Control: public`
 * (`no-cache` or a minute, above),
 * `Vary: Accept-Language` (the texts are in the request's language) and a weak ETag of its body, and a
 * repeat that sends the tag back gets 304 without the body. Any other answer without its own
 * Cache-Control (the signed-in person's data, sign-in, searches by POST) gets `private, no-store`.
 * The tag is weak because the compression middleware may send the same JSON brotli- or gzip-encoded.
 */
export function cachePolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.has('Cache-Control')) return;
    const method = c.req.method;
    const pattern = routePattern(c);
    const cacheControl = pattern && briefRoutes.has(pattern) ? briefCacheControl : pattern && revalidatedRoutes.has(pattern) ? revalidatedCacheControl : undefined;
    if (!((method === 'GET' || method === 'HEAD') && c.res.status === 200 && cacheControl)) {
      c.res.headers.set('Cache-Control', privateCacheControl);
      return;
    }
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    c.res.headers.set('Cache-Control', cacheControl);
    c.res.headers.append('Vary', 'Accept-Language');
    c.res.headers.set('ETag', etag);
    if (matches(c.req.header('If-None-Match'), etag)) {
      const headers = new Headers();
      for (const name of ['Cache-Control', 'Vary', 'ETag']) headers.set(name, c.res.headers.get(name) ?? '');
      await c.res.body?.cancel();
      c.res = new Response(null, { status: 304, headers });
    }
  };
}
