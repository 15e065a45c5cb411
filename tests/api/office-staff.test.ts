import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxNotaryOffices } from '../../api/server/adapters/notary.sandbox';
import { minutes } from '../../api/server/clock';
import { branches, developers, sessions, staffAuditLog, staffMembers } from '../../api/server/db/schema';
import { branchSeed } from '../../api/server/db/seed/branches.seed';
import { totpCode } from '../../api/server/security/totp';
import { createFirstAdministrator } from '../../api/server/services/office/staff.service';
import { confirmedUser, get, goodPassword, linkIn, mailbox, post, refusal, signIn, uniqueEmail } from '../support/account-helpers';
import { developerRow } from '../support/catalogue-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * The back office's staff (issue 18): the first administrator made by the command, the office's
 * sign-in with the account's password and a TOTP second factor (enrolled with a QR code; wrong,
 * replayed and expired codes), the staff session the office's routes need, the administrator's staff
 * management with each role's assignment, and the append-only audit log of every staff action.
 */

let database: TestDatabase;
let t: TestApp;
let developerId = 0;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  await database.db.insert(branches).values(branchSeed);
  const [developer] = await database.db.insert(developers).values(developerRow(700, true)).returning({ id: developers.id });
  developerId = developer?.id ?? 0;
});
afterAll(() => database.close());

type Challenge = { challenge: string; expiresAt: string; enrolment: { secret: string; otpauthUri: string; qrSvg: string } | null };
type StaffSession = { token: string; expiresAt: string; staff: { userId: string; roles: string[]; secondFactorConfirmed: boolean } };
type Member = { userId: string; email: string; roles: string[]; branchCode: string | null; developerId: number | null; agencyId: number | null; notaryId: string | null; secondFactorConfirmed: boolean };

const firstStep = (email: string, password = goodPassword) => t.json<Challenge & { type?: string; reason?: string }>('/api/office/sign-in', post({ email, password }));
const secondStep = (challenge: string, code: string) => t.json<StaffSession & { type?: string; reason?: string; params?: Record<string, unknown> }>('/api/office/sign-in/verify', post({ challenge, code }));
const auditCount = async () => (await database.db.select({ value: count() }).from(staffAuditLog))[0]?.value ?? 0;
/** The clock moves to the next 30-second step, so the app shows a new code. */
const nextStep = () => t.clock.advance(30_000);

/** A person's office sign-in with their app's secret (kept by the test as the app keeps it). */
const secrets = new Map<string, string>();
async function officeSession(email: string): Promise<string> {
  const first = await firstStep(email);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  if (first.body.enrolment) secrets.set(email, first.body.enrolment.secret);
  nextStep();
  const second = await secondStep(first.body.challenge, totpCode(secrets.get(email) ?? '', t.clock.now()));
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return second.body.token;
}

/** The account chooses its password with the mailed link (the site's reset form). */
async function choosePassword(email: string) {
  const [mail] = await mailbox(t, email);
  const link = linkIn(mail);
  const reset = await t.json('/api/account/reset-password', post({ email, password: goodPassword, confirmPassword: goodPassword, userId: link.userId, token: link.token }));
  expect(reset.status, JSON.stringify(reset.body)).toBe(204);
}

const staffDeps = () => ({ db: database.db, clock: t.clock, publicUrl: 'http://localhost', notaryIds: sandboxNotaryOffices.map((office) => office.id) });
const adminEmail = uniqueEmail('admin');
let adminToken = '';

describe(`the first administrator and the office's sign-in (${expectedKind})`, () => {
  it('the command makes the first administrator once: a new account mailed a link to choose its password, logged with no actor', async () => {
    const made = await createFirstAdministrator(staffDeps(), { email: adminEmail, firstName: 'Anna', lastName: 'Hakobyan' }, 'en');
    expect(made).toMatchObject({ created: true, member: { email: adminEmail, roles: ['administrator'], secondFactorConfirmed: false } });
    const [mail] = await mailbox(t, adminEmail);
    expect(mail).toMatchObject({ language: 'en', subject: 'Your Tun office account' });
    expect(mail?.body).toContain('administrator');
    const [entry] = await database.db.select().from(staffAuditLog);
    expect(entry).toMatchObject({ actorId: null, action: 'staff.create', subjectKind: 'staff', before: null, after: expect.objectContaining({ roles: ['administrator'] }) });
    expect(await createFirstAdministrator(staffDeps(), { email: uniqueEmail('second'), firstName: 'Aram', lastName: 'Petrosyan' }, 'en')).toEqual({ created: false });
    expect((await database.db.select({ value: count() }).from(staffMembers))[0]?.value).toBe(1);
    await choosePassword(adminEmail);
  });

  it('the password, then the enrolment: the secret as an otpauth address and a QR code; the first right code confirms it and opens a staff session', async () => {
    const first = await firstStep(adminEmail);
    expect(first.status).toBe(200);
    const enrolment = first.body.enrolment;
    expect(enrolment?.otpauthUri).toMatch(new RegExp(`^otpauth://totp/Tun:${encodeURIComponent(adminEmail)}\\?.*secret=${enrolment?.secret}`));
    expect(enrolment?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    secrets.set(adminEmail, enrolment?.secret ?? '');
    nextStep();
    const second = await secondStep(first.body.challenge, totpCode(enrolment?.secret ?? '', t.clock.now()));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.staff).toMatchObject({ roles: ['administrator'], secondFactorConfirmed: true });
    adminToken = second.body.token;
    expect((await t.json('/api/office/me', get({ token: adminToken }))).body).toMatchObject({ email: adminEmail, roles: ['administrator'] });
    // Enrolled: the next sign-in asks for a code without a new secret.
    expect((await firstStep(adminEmail)).body.enrolment).toBeNull();
  });

  it('refuses a wrong code with the tries left (counted, no session), and a code already used', async () => {
    const secret = secrets.get(adminEmail) ?? '';
    const sessionsBefore = (await database.db.select({ value: count() }).from(sessions))[0]?.value;
    const first = await firstStep(adminEmail);
    const right = totpCode(secret, t.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await secondStep(first.body.challenge, wrong)).toMatchObject({ status: 400, body: refusal('OFFICE', 'SECOND_FACTOR_INVALID', { triesLeft: 4 }) });
    expect((await database.db.select({ value: count() }).from(sessions))[0]?.value).toBe(sessionsBefore);
    // The code the last sign-in used (the same 30-second step) is not taken again.
    expect(await secondStep(first.body.challenge, right)).toMatchObject({ status: 400, body: refusal('OFFICE', 'SECOND_FACTOR_USED') });
    nextStep();
    expect((await secondStep(first.body.challenge, totpCode(secret, t.clock.now()))).status).toBe(200);
    // The challenge was single use.
    nextStep();
    expect(await secondStep(first.body.challenge, totpCode(secret, t.clock.now()))).toMatchObject({ status: 400, body: refusal('OFFICE', 'CHALLENGE_NOT_ACTIVE') });
  });

  it('refuses an expired code (two steps old) and an expired challenge (5 minutes)', async () => {
    const secret = secrets.get(adminEmail) ?? '';
    nextStep();
    const first = await firstStep(adminEmail);
    const old = totpCode(secret, new Date(t.clock.now().getTime() - 60_000));
    nextStep();
    expect(await secondStep(first.body.challenge, old)).toMatchObject({ status: 400, body: refusal('OFFICE', 'SECOND_FACTOR_INVALID') });
    t.clock.advance(minutes(5));
    expect(await secondStep(first.body.challenge, totpCode(secret, t.clock.now()))).toMatchObject({ status: 400, body: refusal('OFFICE', 'CHALLENGE_NOT_ACTIVE') });
  });

  it('spends the challenge at the fifth wrong code', async () => {
    const first = await firstStep(adminEmail);
    for (const left of [4, 3, 2, 1]) expect((await secondStep(first.body.challenge, '000001')).body).toMatchObject({ params: { triesLeft: left } });
    expect(await secondStep(first.body.challenge, '000001')).toMatchObject({ status: 400, body: refusal('OFFICE', 'CHALLENGE_NOT_ACTIVE') });
    nextStep();
    expect(await secondStep(first.body.challenge, totpCode(secrets.get(adminEmail) ?? '', t.clock.now()))).toMatchObject({ body: refusal('OFFICE', 'CHALLENGE_NOT_ACTIVE') });
  });

  it("tells no one who is staff: a customer's right password and a wrong password get the site's same answer", async () => {
    const customer = await confirmedUser(t);
    expect(await firstStep(customer.email, customer.password)).toMatchObject({ status: 400, body: refusal('USER', 'INVALID_CREDENTIALS', { captchaRequired: false }) });
    expect(await firstStep(adminEmail, 'Wrong#Password1')).toMatchObject({ status: 400, body: refusal('USER', 'INVALID_CREDENTIALS', { captchaRequired: false }) });
  });

  it("opens the office only to a staff session: none is 401, a customer's session (even a staff member's from the site) 403", async () => {
    expect((await t.json('/api/office/me', get())).status).toBe(401);
    const customer = await confirmedUser(t);
    expect(await t.json('/api/office/me', get({ token: await signIn(t, customer) }))).toMatchObject({ status: 403, body: refusal('OFFICE', 'STAFF_ONLY') });
    const siteSession = await signIn(t, { email: adminEmail, password: goodPassword });
    expect(await t.json('/api/office/staff', get({ token: siteSession }))).toMatchObject({ status: 403, body: refusal('OFFICE', 'STAFF_ONLY') });
    expect((await t.json('/api/office/staff', get({ token: adminToken }))).status).toBe(200);
  });
});

describe(`staff management and the audit log (${expectedKind})`, () => {
  const create = (body: Record<string, unknown>, token = adminToken) => t.json<Member & { type?: string; reason?: string }>('/api/office/staff', post(body, { token }));
  const update = (userId: string, body: Record<string, unknown>, token = adminToken) => t.json<Member & { type?: string; reason?: string }>(`/api/office/staff/${userId}`, { ...post(body, { token }), method: 'PUT' });
  const person = (tag: string) => ({ email: uniqueEmail(tag), firstName: 'Narek', lastName: 'Sargsyan' });

  it("offers the assignments that exist, named in the administrator's language", async () => {
    const choices = await t.json<{ branches: { code: string; name: string }[]; developers: { id: number; name: string }[]; agencies: unknown[]; notaries: { id: string; name: string }[] }>('/api/office/staff/choices', get({ token: adminToken, lang: 'ru' }));
    expect(choices.status).toBe(200);
    expect(choices.body.branches.map((branch) => branch.code)).toEqual(branchSeed.map((branch) => branch.code));
    expect(choices.body.branches[0]?.name).toBe(branchSeed[0]?.name.ru);
    expect(choices.body.developers).toEqual([expect.objectContaining({ id: developerId })]);
    expect(choices.body.notaries.map((office) => office.id)).toEqual(sandboxNotaryOffices.map((office) => office.id));
    expect(choices.body.notaries[0]?.name).toBe(sandboxNotaryOffices[0]?.name.ru);
  });

  it("refuses an assignment a role cannot do without, or that does not exist, and changes nothing", async () => {
    const before = { audit: await auditCount(), staff: (await database.db.select({ value: count() }).from(staffMembers))[0]?.value };
    expect(await create({ ...person('officer'), roles: ['creditOfficer'] })).toMatchObject({ status: 400, body: refusal('OFFICE', 'BRANCH_REQUIRED') });
    expect(await create({ ...person('officer'), roles: ['creditOfficer'], branchCode: 'NOWHERE' })).toMatchObject({ status: 400, body: refusal('OFFICE', 'ASSIGNMENT_NOT_FOUND') });
    expect(await create({ ...person('partner'), roles: ['partner'] })).toMatchObject({ status: 400, body: refusal('OFFICE', 'ORGANISATION_REQUIRED') });
    expect(await create({ ...person('partner'), roles: ['partner'], developerId, agencyId: 1 })).toMatchObject({ status: 400, body: refusal('OFFICE', 'ORGANISATION_REQUIRED') });
    expect(await create({ ...person('partner'), roles: ['partner'], agencyId: 99_999 })).toMatchObject({ status: 400, body: refusal('OFFICE', 'ASSIGNMENT_NOT_FOUND') });
    expect(await create({ ...person('notary'), roles: ['notary'] })).toMatchObject({ status: 400, body: refusal('OFFICE', 'NOTARY_REQUIRED') });
    expect(await create({ ...person('notary'), roles: ['notary'], notaryId: 'notary-unknown' })).toMatchObject({ status: 400, body: refusal('OFFICE', 'ASSIGNMENT_NOT_FOUND') });
    expect((await create({ ...person('twice'), roles: ['moderator', 'moderator'] })).status).toBe(400);
    expect({ audit: await auditCount(), staff: (await database.db.select({ value: count() }).from(staffMembers))[0]?.value }).toEqual(before);
  });

  it('creates each kind of member, keeping only what their roles use; an existing account keeps its password; each action is logged with its after state', async () => {
    const officer = await create({ ...person('officer'), roles: ['creditOfficer'], branchCode: branchSeed[0]?.code, developerId });
    expect(officer).toMatchObject({ status: 201, body: { roles: ['creditOfficer'], branchCode: branchSeed[0]?.code, developerId: null, secondFactorConfirmed: false } });
    const partner = await create({ ...person('partner'), roles: ['partner'], developerId });
    expect(partner.body).toMatchObject({ roles: ['partner'], developerId, agencyId: null, branchCode: null });
    const notary = await create({ ...person('notary'), roles: ['notary'], notaryId: sandboxNotaryOffices[0]?.id });
    expect(notary.body).toMatchObject({ roles: ['notary'], notaryId: sandboxNotaryOffices[0]?.id });
    // A customer's account becomes a moderator: no mail, the same password.
    const customer = await confirmedUser(t);
    const mailsBefore = (await mailbox(t, customer.email)).length;
    const moderator = await create({ email: customer.email, firstName: 'Lilit', lastName: 'Avetisyan', roles: ['moderator'] });
    expect(moderator.body).toMatchObject({ userId: customer.userId, roles: ['moderator'] });
    expect((await mailbox(t, customer.email)).length).toBe(mailsBefore);
    expect(await create({ email: customer.email, firstName: 'Lilit', lastName: 'Avetisyan', roles: ['moderator'] })).toMatchObject({ status: 400, body: refusal('OFFICE', 'ALREADY_STAFF') });
    const entries = await database.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, moderator.body.userId));
    expect(entries).toEqual([expect.objectContaining({ action: 'staff.create', before: null, after: expect.objectContaining({ roles: ['moderator'] }) })]);
    const [admin] = await database.db.select({ userId: staffMembers.userId }).from(staffMembers).where(sql`'administrator' = any(${staffMembers.roles})`);
    expect(entries[0]?.actorId).toBe(admin?.userId);
    // The moderator signs in to the office; the administrators' operations are not theirs.
    const moderatorToken = await officeSession(customer.email);
    expect(await t.json('/api/office/staff', get({ token: moderatorToken }))).toMatchObject({ status: 403, body: refusal('OFFICE', 'ROLE_REQUIRED') });
    expect((await create(person('sneaky') as Record<string, unknown>, moderatorToken)).status).toBe(403);
    expect((await t.json('/api/office/audit-log', get({ token: moderatorToken }))).status).toBe(403);
    // Made an administrator, the same session may at once; the change is logged with before and after.
    const promoted = await update(customer.userId, { roles: ['moderator', 'administrator'] });
    expect(promoted.body).toMatchObject({ roles: ['moderator', 'administrator'] });
    expect((await t.json('/api/office/staff', get({ token: moderatorToken }))).status).toBe(200);
    const [change] = await database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'staff.update'));
    expect(change).toMatchObject({ subjectId: customer.userId, before: expect.objectContaining({ roles: ['moderator'] }), after: expect.objectContaining({ roles: ['moderator', 'administrator'] }) });
    // No roles at all closes their office.
    expect((await update(customer.userId, { roles: [] })).status).toBe(200);
    expect(await t.json('/api/office/me', get({ token: moderatorToken }))).toMatchObject({ status: 403, body: refusal('OFFICE', 'STAFF_ONLY') });
  });

  it('keeps the last administrator an administrator; an unknown member is 404', async () => {
    const [admin] = await database.db.select({ userId: staffMembers.userId }).from(staffMembers).where(sql`'administrator' = any(${staffMembers.roles})`);
    const before = await auditCount();
    expect(await update(admin?.userId ?? '', { roles: ['moderator'] })).toMatchObject({ status: 400, body: refusal('OFFICE', 'LAST_ADMINISTRATOR') });
    expect(await auditCount()).toBe(before);
    expect((await update('5f0c2a3e-0000-4000-8000-00000000dead', { roles: ['moderator'] })).status).toBe(404);
  });

  it('the audit log: newest first, by subject, for administrators; append-only in the database', async () => {
    const page = await t.json<{ entries: { action: string; actorEmail: string | null; subjectKind: string }[]; total: number; pageSize: number }>('/api/office/audit-log', get({ token: adminToken }));
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(await auditCount());
    expect(page.body.entries[0]).toMatchObject({ action: 'staff.update' });
    expect(page.body.entries.at(-1)).toMatchObject({ action: 'staff.create', actorEmail: null });
    expect(page.body.entries.some((entry) => entry.action === 'office.secondFactorEnrol' && entry.actorEmail === adminEmail)).toBe(true);
    const [member] = await database.db.select({ userId: staffMembers.userId }).from(staffMembers).where(sql`'notary' = any(${staffMembers.roles})`);
    const one = await t.json<{ entries: { subjectId: string }[] }>(`/api/office/audit-log?subjectKind=staff&subjectId=${member?.userId}`, get({ token: adminToken }));
    expect(one.body.entries).toEqual([expect.objectContaining({ subjectId: member?.userId })]);
    expect((await t.json('/api/office/audit-log?page=0', get({ token: adminToken }))).status).toBe(400);
    await expect(database.db.update(staffAuditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(database.db.delete(staffAuditLog)).rejects.toThrow();
    expect(await auditCount()).toBe(page.body.total);
  });
});
