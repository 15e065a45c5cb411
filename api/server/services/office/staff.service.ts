import { asc, eq, sql } from 'drizzle-orm';
import type { CreateStaffInput, StaffAssignment, StaffChoices, StaffMember, StaffRole } from '../../../contract/office';
import { defaultLanguage, isLanguage, type Language } from '../../../contract/validation';
import hyOffice from '../../../../locales/hy/office.json';
import ruOffice from '../../../../locales/ru/office.json';
import enOffice from '../../../../locales/en/office.json';
import { hours, type Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { agencies, branches, developers, staffMembers, staffSecondFactors, stores, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { hashPassword } from '../../security/passwords';
import { newToken } from '../../security/tokens';
import { issueLinkToken } from '../accounts.service';
import { enqueueMessage } from '../outbox.service';
import { recordStaffAction } from './audit-log.service';

export interface StaffDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** The notary adapter's offices: a notary member belongs to one of them. */
  notaryIds: readonly string[];
}

const roleNames = { hy: hyOffice.roles, ru: ruOffice.roles, en: enOffice.roles } satisfies Record<Language, Record<StaffRole, string>>;

/** A member as the office shows them, read with their account and whether their second factor is confirmed. */
export async function staffMemberOf(q: Queryable, userId: string): Promise<StaffMember | undefined> {
  const [row] = await staffQuery(q).where(eq(staffMembers.userId, userId));
  return row && toMember(row);
}

const staffQuery = (q: Queryable) =>
  q
    .select({ member: staffMembers, email: users.email, firstName: users.firstName, lastName: users.lastName, confirmedAt: staffSecondFactors.confirmedAt })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, staffMembers.userId));

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['where']>>[number];

function toMember({ member, email, firstName, lastName, confirmedAt }: StaffRow): StaffMember {
  return {
    userId: member.userId,
    email,
    firstName,
    lastName,
    roles: member.roles as StaffRole[],
    branchCode: member.branchCode,
    developerId: member.developerId,
    agencyId: member.agencyId,
    storeId: member.storeId,
    notaryId: member.notaryId,
    secondFactorConfirmed: confirmedAt !== null,
    createdAt: member.createdAt.toISOString(),
  };
}

export async function listStaff(q: Queryable): Promise<StaffMember[]> {
  return (await staffQuery(q).orderBy(asc(users.lastName), asc(users.firstName))).map(toMember);
}

/**
 * The assignment as stored: what a role needs is required and must exist (a branch of the bank, one
 * developer, one agency or one partner store, a notary office of the notary adapter); what no role of theirs needs is
 * dropped, so a member never keeps a branch or a partner company their roles no longer use.
 */
async function checkedAssignment(q: Queryable, notaryIds: readonly string[], input: StaffAssignment) {
  const has = (role: StaffRole) => input.roles.includes(role);
  const stored = {
    roles: input.roles,
    branchCode: has('creditOfficer') ? input.branchCode : null,
    developerId: has('partner') ? input.developerId : null,
    agencyId: has('partner') ? input.agencyId : null,
    storeId: has('partner') ? input.storeId : null,
    notaryId: has('notary') ? input.notaryId : null,
  };
  if (has('creditOfficer')) {
    if (!stored.branchCode) throw new AppError('OFFICE', 'BRANCH_REQUIRED');
    const [branch] = await q.select({ code: branches.code }).from(branches).where(eq(branches.code, stored.branchCode));
    if (!branch) throw new AppError('OFFICE', 'ASSIGNMENT_NOT_FOUND');
  }
  if (has('partner')) {
    const organisations = [stored.developerId, stored.agencyId, stored.storeId].filter((id) => id !== null);
    if (organisations.length !== 1) throw new AppError('OFFICE', 'ORGANISATION_REQUIRED');
    const [found] =
      stored.developerId !== null
        ? await q.select({ id: developers.id }).from(developers).where(eq(developers.id, stored.developerId))
        : stored.agencyId !== null
          ? await q.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, stored.agencyId))
          : await q.select({ id: stores.id }).from(stores).where(eq(stores.id, stored.storeId ?? 0));
    if (!found) throw new AppError('OFFICE', 'ASSIGNMENT_NOT_FOUND');
  }
  if (has('notary')) {
    if (!stored.notaryId) throw new AppError('OFFICE', 'NOTARY_REQUIRED');
    if (!notaryIds.includes(stored.notaryId)) throw new AppError('OFFICE', 'ASSIGNMENT_NOT_FOUND');
  }
  return stored;
}

/** How many members hold the administrator role (the last one keeps it). */
async function administratorCount(q: Queryable): Promise<number> {
  const [row] = await q.select({ value: sql<number>`count(*)::int` }).from(staffMembers).where(sql`'administrator' = any(${staffMembers.roles})`);
  return row?.value ?? 0;
}

const passwordLinkLifetimeMs = hours(1);

/** A link to choose a password (the site's reset form), mailed with the roles in the member's language. */
async function mailWelcome(q: Queryable, deps: Pick<StaffDeps, 'publicUrl'>, now: Date, user: { id: string; email: string; firstName: string; language: string }, roles: readonly StaffRole[]) {
  const lang = isLanguage(user.language) ? user.language : defaultLanguage;
  const token = await issueLinkToken(q, now, user.id, 'password-reset', passwordLinkLifetimeMs);
  const link = `${deps.publicUrl}/${lang}?${new URLSearchParams({ resetPassword: 'true', userId: user.id, token }).toString()}`;
  await enqueueMessage(q, now, {
    channel: 'email',
    recipient: user.email,
    template: 'staffWelcome',
    language: lang,
    params: { firstName: user.firstName, roles: roles.map((role) => roleNames[lang][role]).join(', '), link },
  });
  return link;
}

/**
 * Makes an account staff: an existing account keeps its password; a new one gets an unusable password
 * and is mailed a link to choose one (which also confirms the e-mail). `actorId` is the administrator,
 * or null for the command that makes the first one. Answers the member and, for a new account, the link.
 */
export async function createStaff(deps: StaffDeps, actorId: string | null, input: CreateStaffInput, lang: Language) {
  const now = deps.clock.now();
  const unusablePassword = await hashPassword(newToken());
  return deps.db.transaction(async (tx) => {
    const assignment = await checkedAssignment(tx, deps.notaryIds, input);
    let [user] = await tx.select().from(users).where(eq(users.email, input.email));
    let link: string | null = null;
    if (!user) {
      // The bank opens the account for its employee (the column records no customer's acceptance here).
      [user] = await tx
        .insert(users)
        .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash: unusablePassword, language: lang, termsAcceptedAt: now, passwordChangedAt: now, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (user) link = await mailWelcome(tx, deps, now, user, assignment.roles);
      // Someone signed up with the e-mail meanwhile: that account is made staff, keeping its password.
      else [user] = await tx.select().from(users).where(eq(users.email, input.email));
      if (!user) throw new Error(`the account of ${input.email} was neither stored nor found`);
    }
    const [member] = await tx
      .insert(staffMembers)
      .values({ userId: user.id, ...assignment, createdAt: now, createdBy: actorId, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!member) throw new AppError('OFFICE', 'ALREADY_STAFF');
    const created = await staffMemberOf(tx, user.id);
    await recordStaffAction(tx, now, { actorId, action: 'staff.create', subjectKind: 'staff', subjectId: user.id, before: null, after: created });
    return { member: created as StaffMember, link };
  });
}

/** An administrator changes a member's roles and assignment (no roles at all closes their office). */
export async function updateStaff(deps: StaffDeps, actorId: string, userId: string, input: StaffAssignment): Promise<StaffMember> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Serializes role changes, so two administrators cannot each remove the other's role at once.
    await tx.execute(sql`select pg_advisory_xact_lock(7304212)`);
    const before = await staffMemberOf(tx, userId);
    if (!before) throw notFound();
    const assignment = await checkedAssignment(tx, deps.notaryIds, input);
    if (before.roles.includes('administrator') && !assignment.roles.includes('administrator') && (await administratorCount(tx)) <= 1) throw new AppError('OFFICE', 'LAST_ADMINISTRATOR');
    await tx.update(staffMembers).set({ ...assignment, updatedAt: now }).where(eq(staffMembers.userId, userId));
    const after = await staffMemberOf(tx, userId);
    await recordStaffAction(tx, now, { actorId, action: 'staff.update', subjectKind: 'staff', subjectId: userId, before, after });
    return after as StaffMember;
  });
}

/** The branches, developers, agencies, partner stores and notary offices a member may be assigned to, in `lang`. */
export async function staffChoices(q: Queryable, notaries: readonly { id: string; name: Record<Language, string> }[], lang: Language): Promise<StaffChoices> {
  const [branchRows, developerRows, agencyRows, storeRows] = await Promise.all([
    q.select({ code: branches.code, name: branches.name }).from(branches).orderBy(asc(branches.position), asc(branches.code)),
    q.select({ id: developers.id, name: developers.name }).from(developers).orderBy(asc(developers.id)),
    q.select({ id: agencies.id, name: agencies.name }).from(agencies).orderBy(asc(agencies.id)),
    q.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.position), asc(stores.id)),
  ]);
  return {
    branches: branchRows.map((row) => ({ code: row.code, name: row.name[lang] })),
    developers: developerRows.map((row) => ({ id: row.id, name: row.name[lang] })),
    agencies: agencyRows.map((row) => ({ id: row.id, name: row.name[lang] })),
    stores: storeRows.map((row) => ({ id: row.id, name: row.name[lang] })),
    notaries: notaries.map((office) => ({ id: office.id, name: office.name[lang] })),
  };
}

/** Whether any member holds the administrator role: the command makes the first one only. */
export async function hasAdministrator(q: Queryable): Promise<boolean> {
  return (await administratorCount(q)) > 0;
}

/**
 * The command's first administrator (`npm run office:admin`): refused once any administrator exists,
 * who then creates staff in the office. Logged with no actor.
 */
export async function createFirstAdministrator(deps: StaffDeps, person: { email: string; firstName: string; lastName: string }, lang: Language) {
  if (await hasAdministrator(deps.db)) return { created: false as const };
  const { member, link } = await createStaff(deps, null, { ...person, roles: ['administrator'], branchCode: null, developerId: null, agencyId: null, storeId: null, notaryId: null }, lang);
  return { created: true as const, member, link };
}
