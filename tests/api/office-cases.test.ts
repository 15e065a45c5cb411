import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingEvent } from '../../machines/lending/lending.machine';
import { minutes } from '../../api/server/clock';
import { branches, lendingIdentifications, loanApplicationCoApplicants, loanApplicationEvents, loanApplications, notifications, staffAuditLog, users } from '../../api/server/db/schema';
import { branchSeed } from '../../api/server/db/seed/branches.seed';
import { applyLendingEvent, startLendingApplication, type LendingLogActor } from '../../api/server/services/lending/lending-runtime';
import { applicantData, applicationRow, freshCard, loanApi, loanInfo, signedInPerson, type Person } from '../drivers/loan-applications.api';
import { officeApi, staffPerson, type StaffPerson } from '../drivers/office.api';
import { refusal } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * The credit officer's queue (issue 18): the applications waiting for a bank employee, oldest first,
 * by branch; claims that expire so two officers never decide one case; decisions that are the
 * lending chart's events (a decision it does not take: 409 and nothing changed); the customer sees
 * the decision in their application; every step in the audit log with its before and after.
 */

let database: TestDatabase;
let t: TestApp;
let office: ReturnType<typeof officeApi>;
let loans: ReturnType<typeof loanApi>;
let officer: StaffPerson;
let secondOfficer: StaffPerson;
let otherBranchOfficer: StaffPerson;
let administrator: StaffPerson;
const bank: LendingLogActor = { kind: 'system', source: 'test-bank' };

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  t.clock.set('2026-03-02T08:00:00Z');
  await database.db.insert(branches).values(branchSeed);
  office = officeApi(t);
  loans = loanApi(t);
  officer = await staffPerson(t, database.db, ['creditOfficer'], { branchCode: 'HQ' });
  secondOfficer = await staffPerson(t, database.db, ['creditOfficer'], { branchCode: 'HQ' });
  otherBranchOfficer = await staffPerson(t, database.db, ['creditOfficer'], { branchCode: 'KENT' });
  administrator = await staffPerson(t, database.db, ['administrator']);
});
afterAll(() => database.close());

const send = (id: string, event: LendingEvent, actor: LendingLogActor = bank) => applyLendingEvent(database.db, id, event, actor, t.clock, 'http://localhost');
const by = (person: Person) => ({ kind: 'applicant' as const, userId: person.userId });

/** A submitted application of a new person (no catalogue property), its steps saved, answered by the engine with `decision`. */
async function decided(decision: LendingEvent, amount = 30_000_000): Promise<{ person: Person; id: string }> {
  const person = await signedInPerson(t);
  const started = await startLendingApplication(database.db, t.clock, { mainApplicantId: person.userId, marketType: '0', apartmentId: null, price: 40_000_000 });
  const id = started.applicationId;
  const steps = { loanInfo: loanInfo({ amount, propertyPrice: 40_000_000 }), applicantData: applicantData(freshCard('manualReview')) };
  await database.db.update(loanApplications).set({ steps }).where(eq(loanApplications.id, id));
  await send(id, { type: 'application.submit', by: by(person), at: t.clock.now().toISOString() }, by(person));
  await send(id, { type: 'bank.received' });
  await send(id, decision);
  return { person, id };
}
const inReview = () => decided({ type: 'decision.manualReview', documents: ['incomeStatement', 'creditObligations'] });

/** An application whose applicant's identification the provider handed to a manual check. */
async function inManualIdentification() {
  const { person, id } = await decided({ type: 'decision.approved', offer: { amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: 12, actualRatePercent: 12.68, monthlyPayment: 330_326 }, at: t.clock.now().toISOString() });
  await send(id, { type: 'offer.accept', by: by(person) }, by(person));
  await send(id, { type: 'identification.start', by: by(person) }, by(person));
  const now = t.clock.now();
  await database.db.insert(lendingIdentifications).values({ applicationId: id, party: 'applicant', userId: person.userId, guid: crypto.randomUUID(), widgetUrl: 'http://localhost/widget', outcome: 'manualProcessing', createdAt: now, answeredAt: now });
  await send(id, { type: 'identification.manualProcessing', person: 'applicant' });
  return { person, id };
}

const audit = (subjectId: string) => database.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, subjectId)).orderBy(asc(staffAuditLog.id));
const logLength = async (id: string) => (await database.db.select({ value: count() }).from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, id)))[0]?.value;
const snapshotOf = async (id: string) => {
  const row = await applicationRow(database.db, id);
  return { status: row?.status, context: row?.context, events: await logLength(id), audit: (await audit(id)).length };
};

describe(`the credit officer's queue (${expectedKind})`, () => {
  it('lists the cases waiting for a person, oldest first, with the time each has waited; by kind; a branch sees its own, an administrator all', async () => {
    const first = await inReview();
    t.clock.advance(minutes(5));
    const second = await inManualIdentification();
    t.clock.advance(minutes(5));
    const approved = await decided({ type: 'decision.rejected', reason: 'lowIncome' });
    const queue = await office.queue(officer.token);
    expect(queue.status).toBe(200);
    const ids = queue.body.cases.map((entry) => entry.applicationId);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(approved.id);
    expect(queue.body.cases.find((entry) => entry.applicationId === first.id)).toMatchObject({ kind: 'manualReview', branchCode: 'HQ', claim: null, applicantName: expect.any(String) });
    const reviews = await office.queue(officer.token, '?kind=manualReview');
    expect(reviews.body.cases.every((entry) => entry.kind === 'manualReview')).toBe(true);
    expect((await office.queue(officer.token, '?kind=manualIdentification')).body.cases.map((entry) => entry.applicationId)).toContain(second.id);
    // Online applications are the head office's: another branch's officer neither lists nor opens them.
    expect((await office.queue(otherBranchOfficer.token)).body.cases).toEqual([]);
    expect((await office.case(otherBranchOfficer.token, first.id)).status).toBe(404);
    expect((await office.claim(otherBranchOfficer.token, first.id)).status).toBe(404);
    expect((await office.queue(administrator.token)).body.cases.map((entry) => entry.applicationId)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await office.queue(officer.token, '?kind=somethingElse')).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
  });

  it("a case shows the application's data, what the registries answer now, its log and the decisions its state takes", async () => {
    const { id } = await inReview();
    const opened = await office.case(officer.token, id);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      applicationId: id,
      kind: 'manualReview',
      status: 'ManualReview',
      loanInfo: { amount: 30_000_000, termMonths: 240 },
      reviewDocuments: ['incomeStatement', 'creditObligations'],
      decisions: ['approve', 'reject', 'requestDocuments'],
      people: [{ party: 'applicant', registry: { answer: 'found' }, credit: { answer: 'found', report: { score: expect.any(Number) } } }],
    });
    expect((opened.body.events as { type: string }[]).map((event) => event.type)).toEqual(['application.start', 'application.submit', 'bank.received', 'decision.manualReview']);
    // The registry is down: the case still opens and says so.
    t.registryOutage.next = true;
    expect((await office.case(officer.token, id)).body).toMatchObject({ people: [{ registry: { answer: 'unavailable' } }] });
  });

  it('one officer at a time: a claim holds the case for 15 minutes, then another may take it; a decision needs one\'s own live claim', async () => {
    const { id } = await inReview();
    expect(await office.decide(officer.token, id, { decision: 'reject', reason: 'creditHistory' })).toMatchObject({ status: 409, body: refusal('OFFICE', 'CLAIM_REQUIRED') });
    const claimed = await office.claim(officer.token, id);
    expect(claimed.status).toBe(200);
    expect(new Date(claimed.body.expiresAt).getTime() - t.clock.now().getTime()).toBe(minutes(15));
    expect(await office.claim(secondOfficer.token, id)).toMatchObject({ status: 409, body: refusal('OFFICE', 'CLAIMED_BY_OTHER') });
    expect(await office.decide(secondOfficer.token, id, { decision: 'reject', reason: 'creditHistory' })).toMatchObject({ status: 409, body: refusal('OFFICE', 'CLAIMED_BY_OTHER') });
    expect(await office.release(secondOfficer.token, id)).toMatchObject({ status: 409, body: refusal('OFFICE', 'CLAIM_REQUIRED') });
    expect((await office.queue(secondOfficer.token)).body.cases.find((entry) => entry.applicationId === id)?.claim).toMatchObject({ mine: false, staffId: officer.userId });
    t.clock.advance(minutes(15));
    expect(await office.decide(officer.token, id, { decision: 'reject', reason: 'creditHistory' })).toMatchObject({ status: 409, body: refusal('OFFICE', 'CLAIM_REQUIRED') });
    expect((await office.claim(secondOfficer.token, id)).status).toBe(200);
    expect((await office.release(secondOfficer.token, id)).status).toBe(204);
    expect((await office.claim(officer.token, id)).status).toBe(200);
    expect((await audit(id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['case.claim', officer.userId],
      ['case.claim', secondOfficer.userId],
      ['case.release', secondOfficer.userId],
      ['case.claim', officer.userId],
    ]);
  });

  it('two officers claiming at once: exactly one holds the case', async () => {
    const { id } = await inReview();
    const answers = await Promise.all([office.claim(officer.token, id), office.claim(secondOfficer.token, id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('approves for the amount named (at most the amount asked): the offer from the schedule; the customer sees it, is told, and it is in the audit log', async () => {
    const { person, id } = await inReview();
    await office.claim(officer.token, id);
    const before = await snapshotOf(id);
    expect(await office.decide(officer.token, id, { decision: 'approve', amount: 30_000_001 })).toMatchObject({ status: 400, body: refusal('OFFICE', 'AMOUNT_ABOVE_REQUESTED', { max: 30_000_000 }) });
    expect(await snapshotOf(id)).toEqual(before);
    const approved = await office.decide(officer.token, id, { decision: 'approve', amount: 25_000_000 });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'ApprovedByBank', kind: null, decisions: [], claim: null });
    const seen = await loans.get(person.token, id);
    expect(seen.body).toMatchObject({ status: 'ApprovedByBank', offer: { amount: 25_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: 12 } });
    expect(seen.body.offer?.monthlyPayment).toBeGreaterThan(250_000);
    const [entry] = await database.db.select().from(loanApplicationEvents).where(and(eq(loanApplicationEvents.applicationId, id), eq(loanApplicationEvents.eventType, 'review.approve')));
    expect(entry).toMatchObject({ actorKind: 'staff', actorId: officer.userId, fromStatus: 'ManualReview', toStatus: 'ApprovedByBank' });
    const notices = await database.db.select().from(notifications).where(eq(notifications.userId, person.userId));
    expect(notices.map((notice) => (notice.params as { outcome: string }).outcome)).toContain('approvedForLess');
    expect((await audit(id)).at(-1)).toMatchObject({
      action: 'case.approve',
      actorId: officer.userId,
      before: { status: 'ManualReview' },
      after: { status: 'ApprovedByBank', offer: { amount: 25_000_000 } },
    });
    // Decided, it left the queue: it cannot be taken again.
    expect(await office.claim(officer.token, id)).toMatchObject({ status: 409, body: refusal('OFFICE', 'CASE_NOT_WAITING') });
  });

  it('rejects with a reason, and asks for other documents (the customer is told which)', async () => {
    const rejected = await inReview();
    await office.claim(officer.token, rejected.id);
    expect((await office.decide(officer.token, rejected.id, { decision: 'reject', reason: 'creditHistory' })).body).toMatchObject({ status: 'RejectedByBank' });
    expect((await loans.get(rejected.person.token, rejected.id)).body).toMatchObject({ status: 'RejectedByBank' });
    expect((await audit(rejected.id)).at(-1)).toMatchObject({ action: 'case.reject', after: { status: 'RejectedByBank', decision: { reason: 'creditHistory' } } });

    const asked = await inReview();
    await office.claim(officer.token, asked.id);
    const answer = await office.decide(officer.token, asked.id, { decision: 'requestDocuments', documents: ['employmentContract'] });
    expect(answer.body).toMatchObject({ status: 'ManualReview', reviewDocuments: ['employmentContract'], claim: null });
    expect((await audit(asked.id)).at(-1)).toMatchObject({ action: 'case.requestDocuments', before: { reviewDocuments: ['incomeStatement', 'creditObligations'] }, after: { reviewDocuments: ['employmentContract'] } });
    const notices = await database.db.select().from(notifications).where(eq(notifications.userId, asked.person.userId));
    expect(notices.filter((notice) => (notice.params as { outcome: string }).outcome === 'manualReview')).toHaveLength(2);
    expect(await office.decide(officer.token, asked.id, { decision: 'requestDocuments', documents: [] })).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
  });

  it('a decision the chart does not take in the state is 409 with its rule, and nothing changes (not even the claim)', async () => {
    const { id } = await inReview();
    await office.claim(officer.token, id);
    const before = await snapshotOf(id);
    const refused = await office.decide(officer.token, id, { decision: 'identificationPassed', party: 'applicant' });
    expect(refused).toMatchObject({ status: 409, body: { type: 'LOAN_APPLICATION', reason: 'ACTION_NOT_ALLOWED', params: { rule: 'statusAllows' } } });
    expect(await snapshotOf(id)).toEqual(before);
    expect((await office.queue(officer.token)).body.cases.find((entry) => entry.applicationId === id)?.claim).toMatchObject({ mine: true });
    expect(await office.decide(officer.token, id, { decision: 'approve' })).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT' } });
  });

  it('passes a manual identification: the person is identified and the process goes on; failing one is a failed try', async () => {
    const passed = await inManualIdentification();
    expect((await office.case(officer.token, passed.id)).body).toMatchObject({ kind: 'manualIdentification', manualIdentification: ['applicant'], decisions: ['identificationPassed', 'identificationFailed'] });
    await office.claim(officer.token, passed.id);
    const answer = await office.decide(officer.token, passed.id, { decision: 'identificationPassed', party: 'applicant' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ApplicantsIdentificated', kind: null });
    const [person] = await database.db.select({ identifiedAt: users.identifiedAt }).from(users).where(eq(users.id, passed.person.userId));
    expect(person?.identifiedAt).not.toBeNull();
    const [session] = await database.db.select().from(lendingIdentifications).where(eq(lendingIdentifications.applicationId, passed.id));
    expect(session?.outcome).toBe('passed');
    expect((await audit(passed.id)).at(-1)).toMatchObject({ action: 'case.identificationPassed', actorId: officer.userId, before: { status: 'ApplicantsIdentificationInProgress' }, after: { status: 'ApplicantsIdentificated' } });

    const failed = await inManualIdentification();
    await office.claim(officer.token, failed.id);
    const failedAnswer = await office.decide(officer.token, failed.id, { decision: 'identificationFailed', party: 'applicant' });
    expect(failedAnswer.body).toMatchObject({ status: 'ApplicantsIdentificationInProgress', people: [{ identification: 'notStarted' }] });
    expect((await audit(failed.id)).at(-1)).toMatchObject({ action: 'case.identificationFailed', after: { status: 'ApplicantsIdentificationInProgress' } });
  });
});

describe(`looking a case up (${expectedKind})`, () => {
  /** Letters no other test's person has, so a search by name finds this test's cases only. */
  const unique = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const found = async (token: string, search: string, extra = '') => {
    const answer = await office.queue(token, `?search=${encodeURIComponent(search)}${extra}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.cases.map((entry) => entry.applicationId);
  };

  /** A case in manual review whose applicant is `first last` with `card`, and an accepted co-applicant named `coFirst coLast` with `coCard`. */
  async function householdCase(names: { first: string; last: string; coFirst: string; coLast: string }) {
    const { id } = await inReview();
    const card = freshCard('manualReview');
    const coCard = freshCard('manualReview');
    const steps = { loanInfo: loanInfo(), applicantData: applicantData(card, { firstName: names.first, lastName: names.last }) };
    await database.db.update(loanApplications).set({ steps }).where(eq(loanApplications.id, id));
    const co = await signedInPerson(t);
    const now = t.clock.now();
    await database.db.insert(loanApplicationCoApplicants).values({
      applicationId: id,
      relationship: 'spouse',
      email: co.email,
      phoneNumber: '+37491000001',
      tokenHash: crypto.randomUUID(),
      status: 'accepted',
      userId: co.userId,
      steps: { applicantData: applicantData(coCard, { firstName: names.coFirst, lastName: names.coLast }) },
      invitedAt: now,
      answeredAt: now,
      updatedAt: now,
    });
    return { id, card, coCard };
  }

  it("finds a case by its number's start, the applicant's or co-applicant's Latin name in any case, or a social card exactly", async () => {
    const last = `Srch${unique()}`;
    const coLast = `Cosrch${unique()}`;
    const household = await householdCase({ first: 'Anna', last, coFirst: 'Aram', coLast });
    const other = await inReview();
    // The number: its start, in either case.
    expect(await found(officer.token, household.id.slice(0, 8))).toEqual([household.id]);
    expect(await found(officer.token, household.id.slice(0, 13).toUpperCase())).toEqual([household.id]);
    expect(await found(officer.token, household.id)).toEqual([household.id]);
    // A name, any case, either order, part of it.
    expect(await found(officer.token, last.toLowerCase())).toEqual([household.id]);
    expect(await found(officer.token, `anna ${last.toUpperCase()}`)).toEqual([household.id]);
    expect(await found(officer.token, `${last}  Anna`)).toEqual([household.id]);
    expect(await found(officer.token, last.slice(0, 8))).toEqual([household.id]);
    expect(await found(officer.token, coLast)).toEqual([household.id]);
    expect(await found(officer.token, `Aram ${coLast}`)).toEqual([household.id]);
    // A social card only exactly: the applicant's or the co-applicant's.
    expect(await found(officer.token, household.card)).toEqual([household.id]);
    expect(await found(officer.token, household.coCard)).toEqual([household.id]);
    expect(await found(officer.token, household.card.slice(0, 9))).not.toContain(household.id);
    // Nothing else matches, and the kind still narrows it.
    expect(await found(officer.token, `Nobody${unique()}`)).toEqual([]);
    expect(await found(officer.token, last, '&kind=manualIdentification')).toEqual([]);
    expect(await found(officer.token, last, '&kind=manualReview')).toEqual([household.id]);
    expect(await found(officer.token, other.id.slice(0, 8))).toEqual([other.id]);
    // LIKE's own characters are not wildcards (and are not accepted).
    expect(await office.queue(officer.token, '?search=%25%25')).toMatchObject({ status: 400 });
    const total = (await office.queue(officer.token, `?search=${last}`)).body.total;
    expect(total).toBe(1);
  });

  it("searches only what the member sees: another branch's officer finds nothing, an administrator finds it", async () => {
    const last = `Scope${unique()}`;
    const household = await householdCase({ first: 'Narine', last, coFirst: 'Armen', coLast: `Co${unique()}` });
    expect(await found(otherBranchOfficer.token, last)).toEqual([]);
    expect(await found(otherBranchOfficer.token, household.id.slice(0, 8))).toEqual([]);
    expect(await found(otherBranchOfficer.token, household.card)).toEqual([]);
    expect(await found(administrator.token, last)).toEqual([household.id]);
    // A decided case leaves the queue, and the search with it.
    await office.claim(officer.token, household.id);
    await office.decide(officer.token, household.id, { decision: 'reject', reason: 'creditHistory' });
    expect(await found(officer.token, last)).toEqual([]);
    expect(await found(officer.token, household.card)).toEqual([]);
  });

  it('refuses a search it cannot read, each with a localized reason, and changes nothing', async () => {
    for (const [search, message] of [
      ['a', 'validation:tooShort'],
      ['x'.repeat(61), 'validation:tooLong'],
      ['Անna', 'validation:caseSearch'],
      ['Анна', 'validation:caseSearch'],
      ["a_b'; drop table users; --", 'validation:caseSearch'],
      ['ab\u0000cd', 'validation:forbiddenCharacters'],
    ] as const) {
      const answer = await office.queue(officer.token, `?search=${encodeURIComponent(search)}`);
      expect(answer.status, search).toBe(400);
      expect(JSON.stringify(answer.body), search).toContain(message);
    }
    expect((await office.queue(officer.token, '?search=   ')).status).toBe(400);
  });
});
