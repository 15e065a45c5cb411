import { asc, eq } from 'drizzle-orm';
import type { StaffRole } from '../../../contract/office';
import { sandboxNotaryOffices } from '../../adapters/notary.sandbox';
import { hashPassword } from '../../security/passwords';
import type { Tx } from '../database';
import { agencies, branches, developers, staffMembers, stores, users } from '../schema';

/**
 * The sandbox's office staff (issue 18), one of each role, so a demo (and the browser suite) can be
 * driven by hand in the office. Only a sandbox gets them: their password is this published one, and
 * each enrols their second factor at their first sign-in.
 */
export const demoStaffPassword = 'Office#Demo2026';

export const demoStaff = [
  { email: 'admin@office.tun.example', firstName: 'Anahit', lastName: 'Grigoryan', roles: ['administrator'] },
  { email: 'officer@office.tun.example', firstName: 'Karen', lastName: 'Mkrtchyan', roles: ['creditOfficer'] },
  { email: 'developer@office.tun.example', firstName: 'Lilit', lastName: 'Avagyan', roles: ['partner'] },
  { email: 'agency@office.tun.example', firstName: 'Gor', lastName: 'Hovhannisyan', roles: ['partner'] },
  // The notary of the first office (sandboxNotaryOffices[0], "Notary office of Armine Sahakyan"), the first a customer is offered.
  { email: 'notary@office.tun.example', firstName: 'Armine', lastName: 'Sahakyan', roles: ['notary'] },
  { email: 'moderator@office.tun.example', firstName: 'Vahe', lastName: 'Ghazaryan', roles: ['moderator'] },
  { email: 'editor@office.tun.example', firstName: 'Mariam', lastName: 'Petrosyan', roles: ['contentEditor'] },
  { email: 'store@office.tun.example', firstName: 'Narek', lastName: 'Manukyan', roles: ['partner'] },
  // A second moderator (issue 21) for private sellers' listings, so each queue can be shown on its own.
  { email: 'listings@office.tun.example', firstName: 'Arpine', lastName: 'Karapetyan', roles: ['moderator'] },
] as const satisfies readonly { email: string; firstName: string; lastName: string; roles: readonly StaffRole[] }[];

/**
 * Loads the staff: the officer at the head office, the partners at the first partner developer and agency
 * and at the own-home store, the notary at the first office (her own: the office bears her name). The
 * store's member waits for the stores.
 */
export async function insertDemoStaff(tx: Tx, now: Date): Promise<void> {
  const [headOffice] = await tx.select({ code: branches.code }).from(branches).where(eq(branches.isHeadOffice, true)).orderBy(asc(branches.position)).limit(1);
  const [developer] = await tx.select({ id: developers.id }).from(developers).where(eq(developers.isPartner, true)).orderBy(asc(developers.id)).limit(1);
  const [agency] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.isPartner, true)).orderBy(asc(agencies.id)).limit(1);
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.ownHome, true)).limit(1);
  const passwordHash = await hashPassword(demoStaffPassword);
  for (const member of demoStaff) {
    const ofStore = member.email.startsWith('store');
    if (ofStore && !store) continue;
    const [user] = await tx
      .insert(users)
      .values({ email: member.email, firstName: member.firstName, lastName: member.lastName, passwordHash, language: 'hy', emailConfirmedAt: now, termsAcceptedAt: now, passwordChangedAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    const partnerOf = member.email.startsWith('developer')
      ? { developerId: developer?.id ?? null }
      : member.email.startsWith('agency')
        ? { agencyId: agency?.id ?? null }
        : ofStore
          ? { storeId: store?.id ?? null }
          : {};
    await tx.insert(staffMembers).values({
      userId: user.id,
      roles: [...member.roles],
      branchCode: member.roles.some((role) => role === 'creditOfficer') ? (headOffice?.code ?? null) : null,
      developerId: null,
      agencyId: null,
      notaryId: member.roles.some((role) => role === 'notary') ? (sandboxNotaryOffices[0]?.id ?? null) : null,
      ...partnerOf,
      createdAt: now,
      updatedAt: now,
    });
  }
}
