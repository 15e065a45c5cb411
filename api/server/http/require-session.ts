import type { Context, MiddlewareHandler } from 'hono';
import { uniqueSymbol } from 'hono-openapi';
import { resumeSession } from '../services/sessions.service';
import { unauthorized } from './app-error';
import type { AppEnv } from './app-env';
import { signedInDoc } from './describe';

/** The live session of the request's `Authorization: Bearer` token; 401 without one. */
export async function bearerSession(c: Context<AppEnv>) {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) throw unauthorized();
  const { database, clock } = c.get('deps');
  const session = await resumeSession(database.db, clock, match[1]);
  if (!session) throw unauthorized();
  return session;
}

const resume: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await bearerSession(c);
  c.set('session', { sessionId: session.id, userId: session.userId });
  await next();
};

/**
 * Routes behind it need `Authorization: Bearer <token>` of a live session; otherwise 401. It
 * documents that in the OpenAPI document wherever it is used (a route or a `use` over a path), so
 * no signed-in operation can leave the 401 out of the contract.
 */
export const requireSession: MiddlewareHandler<AppEnv> = Object.assign(resume, { [uniqueSymbol]: { spec: signedInDoc } });
