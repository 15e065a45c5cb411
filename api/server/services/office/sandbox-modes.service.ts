import type { StaffMember } from '../../../contract/office';
import { officeParties, type SandboxModes } from '../../../contract/office-workspaces';
import { sandboxPartyMode } from '../../adapters/sandbox-party-modes';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { sandboxPartyModes } from '../../db/schema';
import { recordStaffAction } from './audit-log.service';

/** Each outside party's sandbox mode (automatic unless set). */
export async function sandboxModes(q: Queryable): Promise<SandboxModes> {
  const entries = await Promise.all(officeParties.map(async (party) => [party, await sandboxPartyMode(q, party)] as const));
  return Object.fromEntries(entries) as SandboxModes;
}

/** An administrator sets which parties wait for a person in the office (sandbox only). */
export async function setSandboxModes(db: Db, clock: Clock, member: StaffMember, modes: SandboxModes): Promise<SandboxModes> {
  return db.transaction(async (tx) => {
    const before = await sandboxModes(tx);
    const now = clock.now();
    for (const party of officeParties) {
      await tx.insert(sandboxPartyModes).values({ party, mode: modes[party], updatedAt: now }).onConflictDoUpdate({ target: sandboxPartyModes.party, set: { mode: modes[party], updatedAt: now } });
    }
    await recordStaffAction(tx, now, { actorId: member.userId, action: 'sandbox.modes', subjectKind: 'sandbox', subjectId: 'modes', before, after: modes });
    return modes;
  });
}
