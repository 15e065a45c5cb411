import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { notaryWorkspaceSchema, type NotaryWorkspace } from '../../api/contract/office-workspaces';
import { sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { sandboxNotaryOffices } from '../../api/server/adapters/notary.sandbox';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { sandboxPartnerAvailability } from '../../api/server/adapters/partner-availability.sandbox';
import { lendingAppointments, lendingPackageDocuments } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { applyLendingEvent, type LendingLogActor } from '../../api/server/services/lending/lending-runtime';
import { folderStorage } from '../../api/server/storage/folder-storage';
import type { LendingEvent } from '../../machines/lending/lending.machine';
import { jointDraft, type JointDraft } from '../drivers/co-applicant.api';
import { loanApi, seedLoanCatalogue, type LoanCatalogue, type Person } from '../drivers/loan-applications.api';
import { officeApi, staffPerson, type StaffPerson } from '../drivers/office.api';
import { get } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * What the notary checks (the office's notary workspace): for each package the bank sent for an
 * appointment at their office, the borrower and the co-borrower with their part, the home, the loan
 * and the package's documents, each PDF readable by this notary only while the package is at them.
 */

const decisionDelay = 40_000;
const partnerDelay = 5_000;
let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;
let scheduler: Scheduler;
let office: ReturnType<typeof officeApi>;
let notary: StaffPerson;
let otherNotary: StaffPerson;
let officer: StaffPerson;
const storage = folderStorage(join(tmpdir(), `tun-test-notary-${randomUUID()}`));
const [kentron, arabkir] = sandboxNotaryOffices as [(typeof sandboxNotaryOffices)[number], (typeof sandboxNotaryOffices)[number]];

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database, { storage });
  // Monday 2 March 2026, 12:00 in Yerevan.
  t.clock.set('2026-03-02T08:00:00Z');
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
  const outside = sandboxOutsideSystems(t.clock, instantSandbox);
  const lending = {
    decisionEngine: sandboxDecisionEngine({ ...outside, delayMs: [decisionDelay, decisionDelay] }),
    partner: sandboxPartnerAvailability({ delayMs: [partnerDelay, partnerDelay] }),
    processSenders: {},
  };
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
  office = officeApi(t);
  notary = await staffPerson(t, database.db, ['notary'], { notaryId: kentron.id });
  otherNotary = await staffPerson(t, database.db, ['notary'], { notaryId: arabkir.id });
  officer = await staffPerson(t, database.db, ['creditOfficer'], { branchCode: 'HQ' });
});
afterAll(() => database.close());

const person = (p: Person): { kind: 'applicant'; userId: string } => ({ kind: 'applicant', userId: p.userId });
const bank: LendingLogActor = { kind: 'system', source: 'test-bank' };
const apply = (id: string, event: LendingEvent, actor: LendingLogActor = bank) => applyLendingEvent(database.db, id, event, actor, t.clock, 'http://localhost');

/** The workspace as the notary reads it in `lang`, checked against the contract. */
async function workspaceOf(member: StaffPerson, lang = 'en'): Promise<NotaryWorkspace> {
  const answer = await t.json<NotaryWorkspace>('/api/office/notary', get({ token: member.token, lang }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const parsed = v.safeParse(notaryWorkspaceSchema, answer.body);
  if (!parsed.success) throw new Error(`the answer is not a NotaryWorkspace: ${JSON.stringify(v.flatten(parsed.issues))}`);
  return answer.body;
}

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/**
 * Two people (a sister as co-borrower) on a flat, taken by the chart's events from the accepted offer
 * to the notary's package (NotaryPackagePrepared) at the Kentron notary: the package printed in
 * Armenian and English, each PDF stored.
 */
async function coupleAtNotary(): Promise<{ draft: JointDraft; slotAt: Date; documents: (typeof lendingPackageDocuments.$inferSelect)[] }> {
  const loans = loanApi(t);
  const draft = await jointDraft(t, {
    applicant: 'eligible',
    coApplicant: 'coApplicantFamily',
    relationship: 'sister',
    apartmentId: catalogue.apartments[0] ?? 0,
    applicantData: { monthlyIncomeTax: 300_000 },
    coApplicantData: { monthlyIncomeTax: 300_000 },
  });
  await scheduler.runDue();
  t.clock.advance(partnerDelay);
  await scheduler.runDue();
  expect((await loans.submit(draft.applicant.token, draft.id)).status).toBe(200);
  await scheduler.runDue();
  t.clock.advance(decisionDelay);
  await scheduler.runDue();
  expect((await loans.offer(draft.applicant.token, draft.id, 'accept')).status).toBe(200);
  expect((await loans.offer(draft.coApplicant.token, draft.id, 'accept')).body.status).toBe('OfferAccepted');
  const provider: LendingLogActor = { kind: 'system', source: 'identification-provider' };
  for (const p of [draft.applicant, draft.coApplicant]) await apply(draft.id, { type: 'identification.start', by: person(p) }, person(p));
  for (const party of ['applicant', 'coApplicant'] as const) await apply(draft.id, { type: 'identification.passed', person: party }, provider);
  await apply(draft.id, { type: 'onboarding.book', by: person(draft.applicant), slotAt: '2026-03-04T07:00:00.000Z' }, person(draft.applicant));
  await apply(draft.id, { type: 'onboarding.book', by: person(draft.coApplicant), slotAt: '2026-03-04T08:00:00.000Z' }, person(draft.coApplicant));
  for (const party of ['applicant', 'coApplicant'] as const) await apply(draft.id, { type: 'onboarding.completed', person: party });
  for (const p of [draft.applicant, draft.coApplicant]) await apply(draft.id, { type: 'spouseData.provide', by: person(p) }, person(p));
  await apply(draft.id, { type: 'packageData.present', by: person(draft.coApplicant), repaymentDay: null }, person(draft.coApplicant));
  await apply(draft.id, { type: 'packageData.present', by: person(draft.applicant), repaymentDay: 15 }, person(draft.applicant));
  await apply(draft.id, { type: 'package.prepared', expiresAt: '2026-03-03T20:00:00.000Z' });
  const documents = [];
  for (const language of ['hy', 'en'] as const) {
    for (const kind of ['loanAgreement', 'mortgageAgreement'] as const) {
      const bytes = pdf(`${kind} ${language} ${draft.id}`);
      const storageKey = `lending-packages/${draft.id}/1/${kind}-${language}.pdf`;
      await storage.put(storageKey, bytes, 'application/pdf');
      const [row] = await database.db
        .insert(lendingPackageDocuments)
        .values({ applicationId: draft.id, packageNo: 1, kind, language, storageKey, sha256: `${language}${kind}`.padEnd(64, '0'), bytes: bytes.byteLength, createdAt: t.clock.now() })
        .returning();
      if (row) documents.push(row);
    }
  }
  await apply(draft.id, { type: 'package.checked' });
  for (const p of [draft.applicant, draft.coApplicant]) await apply(draft.id, { type: 'package.sign', by: person(p), at: t.clock.now().toISOString() }, person(p));
  await apply(draft.id, { type: 'bank.loanApproved' });
  const slotAt = new Date('2026-03-05T07:00:00Z');
  await database.db.insert(lendingAppointments).values({ applicationId: draft.id, kind: 'notary', party: 'applicant', resource: kentron.id, slotAt, createdAt: t.clock.now() });
  await apply(draft.id, { type: 'notary.book', by: person(draft.applicant), notaryId: kentron.id, slotAt: slotAt.toISOString() }, person(draft.applicant));
  const prepared = await apply(draft.id, { type: 'notary.packagePrepared' });
  expect(prepared.status).toBe('NotaryPackagePrepared');
  return { draft, slotAt, documents };
}

const documentPath = (applicationId: string, documentId: string) => `/api/office/notary/packages/${applicationId}/documents/${documentId}`;
const read = (member: { token: string }, path: string) => t.request(path, get({ token: member.token }));

describe(`what the notary checks (${expectedKind})`, () => {
  let world: Awaited<ReturnType<typeof coupleAtNotary>>;
  beforeAll(async () => {
    world = await coupleAtNotary();
  });

  it('shows the borrower and the co-borrower, the home, the loan, the documents and the appointment at their own office', async () => {
    const { draft, slotAt } = world;
    const workspace = await workspaceOf(notary, 'en');
    expect(workspace.office).toEqual({ id: kentron.id, name: kentron.name.en, address: kentron.address.en, phone: kentron.phone });
    const entry = workspace.packages.find((item) => item.applicationId === draft.id);
    const name = (data: { firstName: string; middleName?: string; lastName: string }) => [data.firstName, data.middleName, data.lastName].filter(Boolean).join(' ');
    expect(entry).toMatchObject({
      status: 'NotaryPackagePrepared',
      slotAt: slotAt.toISOString(),
      people: [
        { party: 'applicant', role: 'borrower', name: name(draft.applicantData), relationship: null },
        { party: 'coApplicant', role: 'coBorrower', name: name(draft.coApplicantData), relationship: 'sister' },
      ],
      property: { title: expect.stringContaining('№'), address: expect.any(String) },
      loan: { amount: expect.any(Number), currency: 'AMD', termMonths: expect.any(Number), monthlyPayment: expect.any(Number) },
    });
    expect(entry?.loan?.amount).toBeGreaterThan(0);
    expect(entry?.documents.map((document) => [document.kind, document.language])).toEqual([
      ['loanAgreement', 'en'],
      ['mortgageAgreement', 'en'],
    ]);
    expect(entry?.documents[0]?.url).toBe(documentPath(draft.id, entry?.documents[0]?.id ?? ''));
    // In Armenian: the office, the home and the documents in Armenian.
    const armenian = await workspaceOf(notary, 'hy');
    expect(armenian.office.name).toBe(kentron.name.hy);
    expect(armenian.packages.find((item) => item.applicationId === draft.id)?.documents.map((document) => document.language)).toEqual(['hy', 'hy']);
    // Russian was not printed: the package's first language stands in.
    const russian = await workspaceOf(notary, 'ru');
    expect(russian.office.name).toBe(kentron.name.ru);
    expect(russian.packages.find((item) => item.applicationId === draft.id)?.documents.map((document) => document.language)).toEqual(['hy', 'hy']);
    // Another office's notary sees none of it.
    expect((await workspaceOf(otherNotary)).packages.map((item) => item.applicationId)).not.toContain(draft.id);
  });

  it("opens each PDF of the package to this notary only, while the package is at them; any other is 404, a malformed address 400", async () => {
    const { draft, documents } = world;
    for (const document of documents) {
      const response = await read(notary, documentPath(draft.id, document.id));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()))).toContain(`${document.kind} ${document.language} ${draft.id}`);
    }
    const first = documents[0]?.id ?? '';
    expect((await read(otherNotary, documentPath(draft.id, first))).status).toBe(404);
    expect((await read(officer, documentPath(draft.id, first))).status).toBe(403);
    expect((await t.request(documentPath(draft.id, first), get({}))).status).toBe(401);
    expect((await read(notary, documentPath(draft.id, randomUUID()))).status).toBe(404);
    expect((await read(notary, documentPath(randomUUID(), first))).status).toBe(404);
    const malformed = await t.json<{ type: string; reason: string }>(documentPath(draft.id, 'not-a-document'), get({ token: notary.token }));
    expect(malformed).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
    // Checked, then held for the appointment: still the notary's to read.
    expect((await office.packageStep(notary.token, draft.id, 'checked')).body).toEqual({ status: 'NotaryPackageChecked' });
    expect((await workspaceOf(notary)).packages.find((item) => item.applicationId === draft.id)?.status).toBe('NotaryPackageChecked');
    expect((await office.packageStep(notary.token, draft.id, 'available')).body).toEqual({ status: 'NotaryPackageAvailable' });
    expect((await read(notary, documentPath(draft.id, first))).status).toBe(200);
    // Certified and handed to the registry: the package is no longer at the notary.
    await apply(draft.id, { type: 'registry.rightsRegistered' });
    expect((await read(notary, documentPath(draft.id, first))).status).toBe(404);
  });
});
