import { eq } from 'drizzle-orm';
import type { OfficeParty, PartyMode } from '../../contract/office-workspaces';
import type { Queryable } from '../db/database';
import { sandboxPartyModes } from '../db/schema';

/**
 * Whether a sandbox does its party's part itself ('automatic', the default) or leaves it to a person in
 * the office ('manual'): the partner's availability answer, the bank employee's decision on a manual
 * identification check, the notary's check of the package. Read in the caller's transaction when the
 * sandbox would schedule its answer, so a change applies to the requests that come after it.
 */
export async function sandboxPartyMode(q: Queryable, party: OfficeParty): Promise<PartyMode> {
  const [row] = await q.select({ mode: sandboxPartyModes.mode }).from(sandboxPartyModes).where(eq(sandboxPartyModes.party, party));
  return row?.mode === 'manual' ? 'manual' : 'automatic';
}
