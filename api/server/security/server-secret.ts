import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appMeta } from '../db/schema';

/**
 * The key for one-time-code hashes and captcha signatures. Kept in the database (or given as
 * `SERVER_SECRET`), so every instance shares it and none keeps state of its own.
 */
export async function serverSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(appMeta)
    .values({ key: 'server-secret', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'server-secret'));
  if (typeof row?.value !== 'string') throw new Error('server secret is missing');
  return row.value;
}
