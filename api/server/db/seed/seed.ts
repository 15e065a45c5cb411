import type { Database, Tx } from '../database';
import { appMeta, branches, creditOfficers } from '../schema';
import { branchSeed, creditOfficerSeed } from './branches.seed';
import { generateCatalogue } from './catalogue.seed';
import { insertCatalogue } from './insert-catalogue';
import { insertDemoStaff } from './office.seed';
import { insertDemoPriceHistory } from './price-history.seed';
import { insertSiteContent } from './content/insert-content';
import { insertDemoRaffle, insertPartnerStores } from './stores/insert-stores';

/**
 * The parts of the demo data, each loaded once under its own marker, so a later part reaches an older
 * database too. A sandbox-only part (the office's demo staff, with a published password) is never
 * loaded outside the sandbox.
 */
interface Part {
  key: string;
  sandboxOnly?: boolean;
  load: (tx: Tx) => Promise<void>;
}

const parts: Part[] = [
  {
    key: 'seed:branches',
    load: async (tx) => {
      await tx.insert(branches).values(branchSeed);
      await tx.insert(creditOfficers).values(creditOfficerSeed);
    },
  },
  { key: 'seed:catalogue', load: (tx) => insertCatalogue(tx, generateCatalogue()) },
  { key: 'seed:office-staff', sandboxOnly: true, load: (tx) => insertDemoStaff(tx, new Date()) },
  // The content editor (issue 19) reaches a sandbox seeded before it: the members there already are skipped.
  { key: 'seed:office-content-editor', sandboxOnly: true, load: (tx) => insertDemoStaff(tx, new Date()) },
  // Issue 20: the partner stores, then their demo staff (a store's cashier), and the raffle.
  { key: 'seed:partner-stores', load: (tx) => insertPartnerStores(tx) },
  { key: 'seed:office-store-staff', sandboxOnly: true, load: (tx) => insertDemoStaff(tx, new Date()) },
  { key: 'seed:raffle', load: (tx) => insertDemoRaffle(tx, new Date()) },
  // Issue 21: the listings moderator reaches a sandbox seeded before it.
  { key: 'seed:office-listings-moderator', sandboxOnly: true, load: (tx) => insertDemoStaff(tx, new Date()) },
  // Issue 22: how the discounted demo properties' prices came down, for their pages' price history.
  { key: 'seed:price-history', load: (tx) => insertDemoPriceHistory(tx) },
];

/** Loads one part unless its marker says it is there. The marker row goes in first: a second instance starting at the same time waits on it, then finds it and leaves the part alone. */
async function loadPart(database: Database, part: Part): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const claimed = await tx.insert(appMeta).values({ key: part.key, value: { at: new Date().toISOString() } }).onConflictDoNothing().returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    await part.load(tx);
    return true;
  });
}

/** Loads the demo data parts the database does not have yet. */
export async function seedDemoData(database: Database, options: { sandbox?: boolean } = {}): Promise<{ seeded: string[] }> {
  const seeded: string[] = [];
  for (const part of parts.filter((candidate) => options.sandbox === true || !candidate.sandboxOnly)) {
    if (await loadPart(database, part)) seeded.push(part.key);
  }
  return { seeded };
}

/**
 * The site's own texts (issue 19): the legal documents' first versions, the FAQ, the useful links and
 * the blog. Not demo data: every server loads them once, with or without SEED, and the office edits them after.
 */
const siteContentPart: Part = { key: 'content:site', load: (tx) => insertSiteContent(tx, new Date()) };
export const loadSiteContent = (database: Database) => loadPart(database, siteContentPart);
