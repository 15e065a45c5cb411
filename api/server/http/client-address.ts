import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './app-env';

/** The caller's address for per-address rate limits: the proxy's header only when we sit behind one. */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    // Our proxy appends the address it saw, so only the last entry is trustworthy: anything before it
    // is what the client sent. It must be an IP address, since it becomes part of an indexed rate-limit
    // key (a long header used to fail the insert with a 500).
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
