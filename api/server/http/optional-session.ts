import type { Context } from 'hono';
import { resumeSession } from '../services/sessions.service';
import type { AppEnv } from './app-env';

/**
 * The signed-in caller of a route open to visitors too (a request form): the user id of a live
 * `Authorization: Bearer` session, or null. A missing, malformed or expired token is a visitor, not
 * a 401, so a form sent after the session ran out still goes through.
 */
export async function optionalSessionUser(c: Context<AppEnv>): Promise<string | null> {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) return null;
  const { database, clock } = c.get('deps');
  const session = await resumeSession(database.db, clock, match[1]);
  return session?.userId ?? null;
}
