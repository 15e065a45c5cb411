import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { defaultLanguage, isLanguage, type Language } from '../../contract/validation';
import type { AppDeps, AppEnv } from './app-env';

/** The request's language: the first of `Accept-Language` we speak, else Armenian. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLanguage(tag)) return tag;
  }
  return defaultLanguage;
}

const requestIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The route's pattern (`/api/account/forgot-password/:email`), not the path the caller sent: a path
 * may carry an e-mail address. A path no route answers is logged as it came, cut short.
 */
function loggedPath(c: Context): string {
  const route = matchedRoutes(c).findLast((candidate) => candidate.method !== 'ALL');
  return route?.path ?? c.req.path.slice(0, 200);
}

/** Request id (kept from a trusted proxy's header when well formed), language, and one log line per answer. */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('lang', pickLanguage(c.req.header('accept-language')));
    c.set('deps', deps);
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    const status = c.res.status;
    log[status >= 500 ? 'error' : 'info']('request', {
      method: c.req.method,
      path: loggedPath(c),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
