import type { Database, Tx } from '../database';
import { appMeta, branches, creditOfficers } from '../schema';
import { branchSeed, creditOfficerSeed } from './branches.seed';
import { generateCatalogue } from './catalogue.seed';
import { insertCatalogue } from './insert-catalogue';

/** The parts of the demo data, each loaded once under its own marker, so a later part reaches an older database too. */
const parts: { key: string; load: (tx: Tx) => Promise<void> }[] = [
  {
    key: 'seed:branches',
    load: async (tx) => {
      await tx.insert(branches).values(branchSeed);
      await tx.insert(creditOfficers).values(creditOfficerSeed);
    },
  },
  { key: 'seed:catalogue', load: (tx) => insertCatalogue(tx, generateCatalogue()) },
];

/**
 * Loads the demo data parts the database does not have yet. Each part's marker row goes in first: a
 * second instance starting at the same time waits on it, then finds it and leaves the part alone.
 */
export async function seedDemoData(database: Database): Promise<{ seeded: string[] }> {
  const seeded: string[] = [];
  for (const part of parts) {
    const loaded = await database.db.transaction(async (tx) => {
      const claimed = await tx.insert(appMeta).values({ key: part.key, value: { at: new Date().toISOString() } }).onConflictDoNothing().returning({ key: appMeta.key });
      if (claimed.length === 0) return false;
      await part.load(tx);
      return true;
    });
    if (loaded) seeded.push(part.key);
  }
  return { seeded };
}
