import type { Database } from '../database';
import { appMeta, branches, creditOfficers } from '../schema';
import { branchSeed, creditOfficerSeed } from './branches.seed';

/** Bump when the demo data changes shape, so a fresh database gets the new set. */
export const seedVersion = 1;

/**
 * Loads the demo data into an empty database, once. The marker row goes in first: a second instance
 * starting at the same time waits on it, then finds it and leaves the data alone.
 */
export async function seedDemoData(database: Database): Promise<{ seeded: boolean }> {
  return database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: 'seed', value: { version: seedVersion } })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return { seeded: false };
    await tx.insert(branches).values(branchSeed);
    await tx.insert(creditOfficers).values(creditOfficerSeed);
    return { seeded: true };
  });
}
