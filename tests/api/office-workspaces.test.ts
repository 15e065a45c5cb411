import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingEvent } from '../../machines/lending/lending.machine';
import { sandboxWidgetAnswered } from '../../api/server/adapters/identification-provider.sandbox';
import { sandboxNotary, sandboxNotaryOffices } from '../../api/server/adapters/notary.sandbox';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxPartnerAvailability } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxPropertyRegistry } from '../../api/server/adapters/property-registry.sandbox';
import { days, hours } from '../../api/server/clock';
import { agencies, apartments, buildings, deadlines, developers, lendingAppointments, listings, notifications, staffAuditLog } from '../../api/server/db/schema';
import { applyLendingEvent, type LendingLogActor } from '../../api/server/services/lending/lending-runtime';
import { applicationRow, loanApi, seedLoanCatalogue, signedInPerson, type LoanCatalogue, type Person } from '../drivers/loan-applications.api';
import { officeApi, staffPerson, type StaffPerson } from '../drivers/office.api';
import { developerRow } from '../support/catalogue-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * The partner's, the notary's and the administrator's sandbox workspaces (issue 18): a partner sees
 * and answers only their own company's properties; a notary checks only their office's packages, in
 * the chart's order; the sandbox's outside parties wait for a person in the office when set so.
 * Every step is in the audit log.
 */

let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;
let office: ReturnType<typeof officeApi>;
let loans: ReturnType<typeof loanApi>;
let partner: StaffPerson;
let otherPartner: StaffPerson;
let agencyPartner: StaffPerson;
let notary: StaffPerson;
let otherNotary: StaffPerson;
let administrator: StaffPerson;
let flats = 0;
const bank: LendingLogActor = { kind: 'system', source: 'test-bank' };
const [kentron, arabkir] = sandboxNotaryOffices as [(typeof sandboxNotaryOffices)[number], (typeof sandboxNotaryOffices)[number]];

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  // Monday 2 March 2026, 12:00 in Yerevan.
  t.clock.set('2026-03-02T08:00:00Z');
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
  office = officeApi(t);
  loans = loanApi(t);
  const [building] = await database.db.select({ developerId: buildings.developerId }).from(apartments).innerJoin(buildings, eq(buildings.id, apartments.buildingId)).where(eq(apartments.id, catalogue.apartments[0] ?? 0));
  const [otherDeveloper] = await database.db.insert(developers).values(developerRow(901, true)).returning({ id: developers.id });
  const [agency] = await database.db.insert(agencies).values({ slug: 'office-agency', name: { hy: 'Գործակալություն', ru: 'Агентство', en: 'Agency' }, description: { hy: '-', ru: '-', en: '-' }, isPartner: true, phone: '+37410000000', email: 'agency@example.am', brandColor: '#123456' }).returning({ id: agencies.id });
  await database.db.update(listings).set({ agencyId: agency?.id ?? 0 }).where(eq(listings.id, catalogue.sales[0] ?? 0));
  partner = await staffPerson(t, database.db, ['partner'], { developerId: building?.developerId ?? 0 });
  otherPartner = await staffPerson(t, database.db, ['partner'], { developerId: otherDeveloper?.id ?? 0 });
  agencyPartner = await staffPerson(t, database.db, ['partner'], { agencyId: agency?.id ?? 0 });
  notary = await staffPerson(t, database.db, ['notary'], { notaryId: kentron.id });
  otherNotary = await staffPerson(t, database.db, ['notary'], { notaryId: arabkir.id });
  administrator = await staffPerson(t, database.db, ['administrator']);
});
afterAll(() => database.close());

const send = (id: string, event: LendingEvent, actor: LendingLogActor = bank) => applyLendingEvent(database.db, id, event, actor, t.clock, 'http://localhost');
const by = (person: Person) => ({ kind: 'applicant' as const, userId: person.userId });
const audit = (subjectId: string) => database.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, subjectId)).orderBy(asc(staffAuditLog.id));

/** A new person's draft on the next catalogue flat (its developer's confirmation is asked for, and not answered: no scheduler runs). */
async function draftOnFlat() {
  const person = await signedInPerson(t);
  flats += 1;
  const apartmentId = catalogue.apartments[flats] ?? 0;
  const started = await loans.start(person.token, { property: { marketType: '0', apartmentId } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return { person, id: started.body.id, apartmentId };
}

describe(`the partner's workspace (${expectedKind})`, () => {
  it("lists only the company's applications waiting for the availability answer; confirming it lets the customer go on", async () => {
    const { person, id, apartmentId } = await draftOnFlat();
    const workspace = await office.partner(partner.token);
    expect(workspace.status).toBe(200);
    expect(workspace.body.waiting).toEqual([expect.objectContaining({ applicationId: id, property: expect.objectContaining({ propertyId: apartmentId, marketType: '0' }) })]);
    expect(workspace.body.bookings).toEqual(expect.arrayContaining([expect.objectContaining({ property: expect.objectContaining({ propertyId: apartmentId }), active: true })]));
    expect(workspace.body.applications).toEqual([expect.objectContaining({ applicationId: id, status: 'Draft' })]);
    // Another developer's partner, and an agency's, see none of it and cannot answer it.
    expect((await office.partner(otherPartner.token)).body).toEqual({ waiting: [], bookings: [], applications: [], requests: [] });
    expect((await office.partner(agencyPartner.token)).body.waiting).toEqual([]);
    expect((await office.availability(otherPartner.token, id, { answer: 'confirmed' })).status).toBe(404);
    expect((await office.availability(agencyPartner.token, id, { answer: 'confirmed' })).status).toBe(404);

    expect((await office.availability(partner.token, id, { answer: 'confirmed' })).body).toEqual({ status: 'Draft' });
    expect((await loans.get(person.token, id)).body.property?.availability).toBe('confirmed');
    expect((await office.partner(partner.token)).body.waiting).toEqual([]);
    expect((await audit(id)).map((entry) => [entry.action, entry.actorId, entry.after])).toEqual([['property.confirmed', partner.userId, { status: 'Draft', availability: 'confirmed' }]]);
  });

  it('refuses a property with a reason (kept in the audit log); the customer is told; a refusal without a reason is refused', async () => {
    const { person, id } = await draftOnFlat();
    expect(await office.availability(partner.token, id, { answer: 'refused' })).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
    expect((await office.availability(partner.token, id, { answer: 'refused', reason: 'Sold at the office yesterday' })).status).toBe(200);
    expect((await loans.get(person.token, id)).body.property?.availability).toBe('refused');
    const notices = await database.db.select().from(notifications).where(eq(notifications.userId, person.userId));
    expect(notices.map((notice) => (notice.params as { outcome: string }).outcome)).toContain('propertyRefused');
    expect((await audit(id)).at(-1)).toMatchObject({ action: 'property.refused', after: { availability: 'refused', reason: 'Sold at the office yesterday' } });
    // The partner may think again (a refusal by mistake): the customer can then go on.
    expect((await office.availability(partner.token, id, { answer: 'confirmed' })).status).toBe(200);
    expect((await loans.get(person.token, id)).body.property?.availability).toBe('confirmed');
  });

  it("changes the price of the company's own property: its drafts ask their applicant to confirm it; another company's is 404", async () => {
    const { person, id, apartmentId } = await draftOnFlat();
    const changed = await office.price(partner.token, { marketType: '0', propertyId: apartmentId, price: 41_500_000 });
    expect(changed.body).toEqual({ price: 41_500_000, applicationIds: [id] });
    const [flat] = await database.db.select({ price: apartments.price }).from(apartments).where(eq(apartments.id, apartmentId));
    expect(flat?.price).toBe(41_500_000);
    expect((await loans.confirmPrice(person.token, id, 41_500_000)).status).toBe(200);
    expect((await audit(String(apartmentId))).at(-1)).toMatchObject({ action: 'property.priceChange', subjectKind: 'apartment', before: { price: 40_000_000 }, after: { price: 41_500_000 } });
    expect((await office.price(otherPartner.token, { marketType: '0', propertyId: apartmentId, price: 1_000_000 })).status).toBe(404);
    expect((await office.price(partner.token, { marketType: '1', propertyId: catalogue.sales[0] ?? 0, price: 1_000_000 })).status).toBe(404);
    expect((await office.price(agencyPartner.token, { marketType: '1', propertyId: catalogue.sales[0] ?? 0, price: 29_000_000 })).body).toEqual({ price: 29_000_000, applicationIds: [] });
    expect((await office.price(agencyPartner.token, { marketType: '1', propertyId: catalogue.sales[1] ?? 0, price: 29_000_000 })).status).toBe(404);
  });
});

/** A draft on a flat taken to the notary's package (NotaryPackagePrepared) at the Kentron notary, by the chart's events. */
async function atNotary() {
  const { person, id } = await draftOnFlat();
  await send(id, { type: 'property.confirmed' });
  const steps = { loanInfo: { currency: 'AMD', amount: 30_000_000, downPayment: 10_000_000, termMonths: 240, repaymentType: 'annuity', reason: 'firstHome' } };
  await database.db.execute(sql`update loan_applications set steps = ${JSON.stringify(steps)}::jsonb where id = ${id}`);
  await send(id, { type: 'application.submit', by: by(person), at: t.clock.now().toISOString() }, by(person));
  await send(id, { type: 'bank.received' });
  await send(id, { type: 'decision.approved', offer: { amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: 12, actualRatePercent: 12.68, monthlyPayment: 330_326 }, at: t.clock.now().toISOString() });
  await send(id, { type: 'offer.accept', by: by(person) }, by(person));
  await send(id, { type: 'identification.start', by: by(person) }, by(person));
  await send(id, { type: 'identification.passed', person: 'applicant' });
  await send(id, { type: 'onboarding.book', by: by(person), slotAt: new Date(t.clock.now().getTime() + hours(1)).toISOString() }, by(person));
  await send(id, { type: 'onboarding.completed', person: 'applicant' });
  await send(id, { type: 'spouseData.provide', by: by(person) }, by(person));
  await send(id, { type: 'packageData.present', by: by(person), repaymentDay: 5 }, by(person));
  await send(id, { type: 'package.prepared', expiresAt: new Date(t.clock.now().getTime() + days(1)).toISOString() });
  await send(id, { type: 'package.checked' });
  await send(id, { type: 'package.sign', by: by(person), at: t.clock.now().toISOString() }, by(person));
  await send(id, { type: 'bank.loanApproved' });
  const slotAt = new Date('2026-03-04T07:00:00Z');
  await database.db.insert(lendingAppointments).values({ applicationId: id, kind: 'notary', party: 'applicant', resource: kentron.id, slotAt, createdAt: t.clock.now() });
  await send(id, { type: 'notary.book', by: by(person), notaryId: kentron.id, slotAt: slotAt.toISOString() }, by(person));
  await send(id, { type: 'notary.packagePrepared' });
  expect((await applicationRow(database.db, id))?.status).toBe('NotaryPackagePrepared');
  return { person, id, slotAt };
}

describe(`the notary's workspace (${expectedKind})`, () => {
  it("shows the office's appointments, free hours and packages; checks a package, then holds it available, in the chart's order", async () => {
    const { id, slotAt } = await atNotary();
    const workspace = await office.notary(notary.token);
    expect(workspace.status, JSON.stringify(workspace.body)).toBe(200);
    expect(workspace.body.appointments).toEqual([expect.objectContaining({ applicationId: id, slotAt: slotAt.toISOString(), status: 'booked' })]);
    expect(workspace.body.packages).toEqual([expect.objectContaining({ applicationId: id, status: 'NotaryPackagePrepared', slotAt: slotAt.toISOString() })]);
    expect(workspace.body.freeSlots.length).toBeGreaterThan(0);
    expect(workspace.body.freeSlots).not.toContain(slotAt.toISOString());
    // Another notary's office sees none of it.
    expect((await office.notary(otherNotary.token)).body.packages).toEqual([]);
    expect((await office.packageStep(otherNotary.token, id, 'checked')).status).toBe(404);
    // Out of order: the chart refuses it, and nothing changes.
    expect(await office.packageStep(notary.token, id, 'available')).toMatchObject({ status: 409, body: { type: 'LOAN_APPLICATION', params: { rule: 'statusAllows' } } });
    expect((await audit(id)).length).toBe(0);
    expect((await office.packageStep(notary.token, id, 'checked')).body).toEqual({ status: 'NotaryPackageChecked' });
    expect((await office.packageStep(notary.token, id, 'available')).body).toEqual({ status: 'NotaryPackageAvailable' });
    expect((await audit(id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['notary.packageChecked', { status: 'NotaryPackagePrepared' }, { status: 'NotaryPackageChecked' }],
      ['notary.packageAvailable', { status: 'NotaryPackageChecked' }, { status: 'NotaryPackageAvailable' }],
    ]);
    expect((await office.notary(notary.token)).body.packages).toEqual([]);
  });
});

describe(`the sandbox's manual parties (${expectedKind})`, () => {
  const answersOf = (applicationId: string) => database.db.select({ kind: deadlines.kind, payload: deadlines.payload }).from(deadlines).where(sql`${deadlines.payload}->>'applicationId' = ${applicationId}`);

  it('an administrator sets which outside parties wait for a person; each then schedules no answer of its own, and does again when automatic', async () => {
    expect((await office.sandboxModes(administrator.token)).body).toEqual({ partner: 'automatic', identificationManualCheck: 'automatic', notary: 'automatic' });
    expect((await office.sandboxModes(partner.token)).status).toBe(403);
    expect(await office.setSandboxModes(administrator.token, { partner: 'manual', identificationManualCheck: 'manual', notary: 'sometimes' })).toMatchObject({ status: 400 });
    const manual = { partner: 'manual', identificationManualCheck: 'manual', notary: 'manual' };
    expect((await office.setSandboxModes(administrator.token, manual)).body).toEqual(manual);
    expect((await audit('modes')).at(-1)).toMatchObject({ action: 'sandbox.modes', before: { partner: 'automatic' }, after: manual });

    const partnerSandbox = sandboxPartnerAvailability({ delayMs: [0, 0] });
    const notarySandbox = sandboxNotary({ behaviour: instantSandbox, registry: sandboxPropertyRegistry({ behaviour: instantSandbox }), stepDelayMs: [0, 0] });
    const ask = async (key: string) => {
      const { id, apartmentId } = await draftOnFlat();
      await database.db.transaction(async (tx) => {
        await partnerSandbox.requestConfirmation(tx, { applicationId: id, marketType: '0', apartmentId }, `${key}:partner`, t.clock.now());
        await notarySandbox.sendPackage(tx, { applicationId: id, notaryId: kentron.id, slotAt: new Date('2026-03-04T07:00:00Z') }, `${key}:notary`, t.clock.now());
        await sandboxWidgetAnswered(tx, { sessionId: crypto.randomUUID(), applicationId: id, party: 'applicant', outcome: 'manualProcessing', socialCard: '1000000010' }, t.clock.now());
      });
      // The draft's own deadlines (its submission window, the request to the partner) are not answers.
      const answers = (await answersOf(id)).filter((row) => !['lending.submissionPassed', 'partner.availabilityRequest'].includes(row.kind));
      return answers.map((row) => (row.kind === 'lendingCompletion.answer' ? `${row.kind}:${(row.payload as { event: { type: string } }).event.type}` : row.kind)).sort();
    };
    expect(await ask('manual')).toEqual(['identification.answer', 'lendingCompletion.answer:notary.packagePrepared']);

    await office.setSandboxModes(administrator.token, { partner: 'automatic', identificationManualCheck: 'automatic', notary: 'automatic' });
    expect(await ask('automatic')).toEqual([
      'identification.answer',
      'identification.manualDecision',
      'lendingCompletion.answer:notary.packageAvailable',
      'lendingCompletion.answer:notary.packageChecked',
      'lendingCompletion.answer:notary.packagePrepared',
      'partner.availabilityAnswer',
    ]);
  });

  it('has no such setting outside the sandbox (404)', async () => {
    const production = createTestApp(database, { sandbox: false });
    expect((await officeApi(production).sandboxModes(administrator.token)).status).toBe(404);
  });
});
