import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxNotaryOffices } from '../../api/server/adapters/notary.sandbox';
import { seedDemoData } from '../../api/server/db/seed/seed';
import { branchSeed, creditOfficerSeed } from '../../api/server/db/seed/branches.seed';
import { eq } from 'drizzle-orm';
import { demoStaff, demoStaffPassword } from '../../api/server/db/seed/office.seed';
import { staffMembers, users } from '../../api/server/db/schema';
import { post } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
});
afterAll(() => database.close());

describe('demo data and branches', () => {
  it('seeds an empty database once; a second start leaves it alone', async () => {
    expect(await seedDemoData(database)).toEqual({ seeded: ['seed:branches', 'seed:catalogue', 'seed:partner-stores', 'seed:raffle', 'seed:price-history'] });
    expect(await seedDemoData(database)).toEqual({ seeded: [] });
    const { body } = await t.json<unknown[]>('/api/branches');
    expect(body).toHaveLength(branchSeed.length);
  });

  it("gives a sandbox the office's demo staff, one of each role, each assigned (never outside the sandbox)", async () => {
    expect(await database.db.select().from(staffMembers)).toEqual([]);
    expect(await seedDemoData(database, { sandbox: true })).toEqual({ seeded: ['seed:office-staff', 'seed:office-content-editor', 'seed:office-store-staff', 'seed:office-listings-moderator'] });
    const members = await database.db.select({ email: users.email, member: staffMembers }).from(staffMembers).innerJoin(users, eq(users.id, staffMembers.userId));
    expect(members.map((row) => row.email).sort()).toEqual(demoStaff.map((member) => member.email).sort());
    const of = (email: string) => members.find((row) => row.email === email)?.member;
    expect(of('officer@office.tun.example')).toMatchObject({ roles: ['creditOfficer'], branchCode: 'HQ' });
    expect(of('developer@office.tun.example')?.developerId).toBeGreaterThan(0);
    expect(of('agency@office.tun.example')?.agencyId).toBeGreaterThan(0);
    // The demo notary is the notary of the office a customer is offered first, and that office bears her name.
    const [firstOffice] = sandboxNotaryOffices;
    expect(of('notary@office.tun.example')?.notaryId).toBe(firstOffice?.id);
    const notary = demoStaff.find((member) => member.email === 'notary@office.tun.example');
    expect(firstOffice?.name.en).toContain(`${notary?.firstName} ${notary?.lastName}`);
    expect(of('store@office.tun.example')?.storeId).toBeGreaterThan(0);
    // Their published password opens the office's first step, which enrols the second factor.
    const first = await t.json<{ enrolment: unknown }>('/api/office/sign-in', post({ email: 'moderator@office.tun.example', password: demoStaffPassword }));
    expect(first.status).toBe(200);
    expect(first.body.enrolment).not.toBeNull();
  });

  it('lists branches head office first, in the language asked for', async () => {
    for (const lang of ['hy', 'ru', 'en'] as const) {
      const { status, body } = await t.json<{ code: string; name: string; isHeadOffice: boolean }[]>('/api/branches', {
        headers: { 'accept-language': lang },
      });
      expect(status).toBe(200);
      expect(body[0]).toMatchObject({ code: 'HQ', isHeadOffice: true, name: branchSeed[0]?.name[lang] });
    }
  });

  it('answers Armenian when no language is asked for', async () => {
    const { body } = await t.json<{ name: string }[]>('/api/branches');
    expect(body[0]?.name).toBe(branchSeed[0]?.name.hy);
  });

  it("lists a branch's credit officers", async () => {
    const { status, body } = await t.json<{ fullName: string }[]>('/api/branches/KENT/credit-officers', { headers: { 'accept-language': 'en' } });
    expect(status).toBe(200);
    expect(body.map((officer) => officer.fullName)).toEqual(
      creditOfficerSeed.filter((officer) => officer.branchCode === 'KENT').map((officer) => officer.fullName.en),
    );
  });

  it('answers 404 for an unknown branch and 400 for a malformed code', async () => {
    expect((await t.json('/api/branches/NOPE/credit-officers')).status).toBe(404);
    const malformed = await t.json('/api/branches/a%20b/credit-officers');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'branchCode', message: 'validation:invalid' }] });
  });
});
