import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxPartnerAvailability } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { personaFor, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { decideApplication, sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import { deadlines, loanApplicationCoApplicants, loanApplicationEvents } from '../../api/server/db/schema';
import { decisionAnswerKind, type DecisionAnswerPayload } from '../../api/server/adapters/decision-engine';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { coApplicantApi, jointDraft, type JointDraft } from '../drivers/co-applicant.api';
import { applicationRow, bookingRow, loanApi, seedLoanCatalogue, type LoanCatalogue } from '../drivers/loan-applications.api';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * Applying together (issue 16): the decision engine decides on both people, the joint income and
 * both credit histories; the offer needs both people's acceptance, in either order, and either's
 * refusal refuses it; the co-applicant's document mismatch reopens their part.
 */

const decisionDelay = 40_000;
const partnerDelay = 5_000;
let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;
let api: ReturnType<typeof loanApi>;
let co: ReturnType<typeof coApplicantApi>;
let scheduler: Scheduler;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  t.clock.set('2026-03-02T08:00:00Z');
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
  api = loanApi(t);
  co = coApplicantApi(t);
  const outside = sandboxOutsideSystems(t.clock, instantSandbox);
  const lending = {
    decisionEngine: sandboxDecisionEngine({ ...outside, delayMs: [decisionDelay, decisionDelay] }),
    partner: sandboxPartnerAvailability({ delayMs: [partnerDelay, partnerDelay] }),
  };
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
});
afterAll(() => database.close());

let flats = 0;
const nextFlat = () => {
  // Flat 13 is the sandbox partner's refused one.
  flats += flats === 12 ? 2 : 1;
  return catalogue.apartments[flats - 1] ?? 0;
};

/**
 * A draft on a confirmed flat whose co-applicant (a sister) accepted and confirmed their part; both
 * declare an income tax of 300,000, so the register's incomes bound what the engine counts.
 */
async function together(applicant: SandboxPersona['branch'], coApplicant: SandboxPersona['branch'], coApplicantData: Record<string, unknown> = {}): Promise<JointDraft> {
  const draft = await jointDraft(t, {
    applicant,
    coApplicant,
    relationship: 'sister',
    apartmentId: nextFlat(),
    applicantData: { monthlyIncomeTax: 300_000 },
    coApplicantData: { monthlyIncomeTax: 300_000, ...coApplicantData },
  });
  // The developer confirms the flat after its delay.
  await scheduler.runDue();
  t.clock.advance(partnerDelay);
  await scheduler.runDue();
  expect((await api.get(draft.applicant.token, draft.id)).body).toMatchObject({ status: 'InvitationAccepted', property: { availability: 'confirmed' }, coApplicant: { partComplete: true } });
  return draft;
}

/** Submits, lets the outbox hand it to the engine, and waits the engine's delay for its answer. */
async function decide(draft: JointDraft) {
  const sent = await api.submit(draft.applicant.token, draft.id);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.body.status).toBe('Sent');
  await scheduler.runDue();
  t.clock.advance(decisionDelay);
  await scheduler.runDue();
  const [mine, theirs] = await Promise.all([api.get(draft.applicant.token, draft.id), api.get(draft.coApplicant.token, draft.id)]);
  expect([mine.status, theirs.status]).toEqual([200, 200]);
  return { mine: mine.body, theirs: theirs.body };
}

const log = (id: string) => database.db.select().from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, id)).orderBy(asc(loanApplicationEvents.seq));
const invitationOf = async (id: string) => (await database.db.select().from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.applicationId, id)).orderBy(asc(loanApplicationCoApplicants.invitedAt)))[0];

describe(`the joint decision (${expectedKind})`, () => {
  it("decides on the joint income: Tigran alone would get 17,709,000; with his sister's income the 30 million asked", async () => {
    const draft = await together('eligibleLower', 'coApplicantFamily');
    const { mine, theirs } = await decide(draft);
    expect(mine).toMatchObject({ status: 'ApprovedByBank', role: 'applicant', offer: { amount: 30_000_000, requestedAmount: 30_000_000 }, offerAcceptedBy: [], offerRefusedBy: null });
    // The co-applicant sees the same offer, as theirs to answer.
    expect(theirs).toMatchObject({ status: 'ApprovedByBank', role: 'coApplicant', offer: mine.offer });
    // The engine was asked about both people: its answer is what decideApplication gives for the two of them.
    const [answer] = (await database.db.select().from(deadlines).where(eq(deadlines.kind, decisionAnswerKind))).filter((row) => (row.payload as DecisionAnswerPayload).applicationId === draft.id);
    expect((answer?.payload as DecisionAnswerPayload).answer).toMatchObject({ outcome: 'approved', offer: { amount: 30_000_000 } });
    const alone = decideApplication(
      { applicationId: draft.id, ...draft.applicantPerson, coApplicant: null, amount: 30_000_000, termMonths: 240, currency: 'AMD', repaymentType: 'annuity', reason: 'firstHome', propertyPrice: 40_000_000, marketType: '0' },
      { applicant: { person: await sandboxOutsideSystems(t.clock, instantSandbox).registry.findPerson(draft.applicantPerson.socialCard), report: personaFor('eligibleLower').credit }, coApplicant: null },
      '2026-03-02',
    );
    expect(alone).toMatchObject({ outcome: 'approved', offer: { amount: 17_709_000 } });
  });

  it("refuses by the co-applicant's credit history: both are told, the booking is released", async () => {
    const draft = await together('eligible', 'coApplicantCreditHistory');
    const { mine, theirs } = await decide(draft);
    expect(mine).toMatchObject({ status: 'RejectedByBank', rejection: { reason: 'creditHistory' } });
    expect(theirs).toMatchObject({ status: 'RejectedByBank', role: 'coApplicant', rejection: { reason: 'creditHistory' } });
    const row = await applicationRow(database.db, draft.id);
    expect((await bookingRow(database.db, row?.bookingId ?? 0))?.releasedAt).not.toBeNull();
    // The application ended: the invitation is closed, and the co-applicant still sees it.
    expect((await invitationOf(draft.id))?.status).toBe('closed');
  });

  it("the co-applicant's document mismatch sends it back to InvitationAccepted with their part reopened; corrected, it is decided", async () => {
    const hayk = personaFor('coApplicantDocumentMismatch');
    const replaced = hayk.documents.find((document) => !document.valid);
    const valid = hayk.documents.find((document) => document.valid);
    const draft = await together('eligible', 'coApplicantDocumentMismatch', { documentType: 'passport', documentNumber: replaced?.number });
    const { mine, theirs } = await decide(draft);
    expect(mine).toMatchObject({ status: 'InvitationAccepted', documentMismatch: true, documentMismatchOf: 'coApplicant', coApplicant: { partComplete: false } });
    expect(theirs).toMatchObject({ status: 'InvitationAccepted', documentMismatchOf: 'coApplicant' });
    // Only the person whose document it was is shown what the registry holds.
    expect(theirs.documentsHeld).toEqual([{ type: valid?.type, number: `${valid?.number.slice(0, 2)}${'•'.repeat((valid?.number.length ?? 5) - 5)}${valid?.number.slice(-3)}` }]);
    expect(mine.documentsHeld).toBeNull();
    // The applicant cannot submit until the co-applicant corrects and confirms their part.
    expect(await api.submit(draft.applicant.token, draft.id)).toMatchObject({ status: 409, body: { reason: 'CO_APPLICANT_PART_INCOMPLETE' } });
    const corrected = await co.step(draft.coApplicant.token, draft.id, 'applicantData', { ...draft.coApplicantData, documentType: valid?.type, documentNumber: valid?.number });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    for (const step of draft.coApplicantSteps.filter((saved) => saved.step !== 'applicantData')) expect((await co.step(draft.coApplicant.token, draft.id, step.step, step.data)).status).toBe(200);
    expect((await co.complete(draft.coApplicant.token, draft.id)).status).toBe(200);
    const again = await decide(draft);
    expect(again.mine).toMatchObject({ status: 'ApprovedByBank', documentMismatch: false, documentMismatchOf: null });
    expect((await log(draft.id)).filter((entry) => entry.eventType.startsWith('decision.')).map((entry) => entry.eventType)).toEqual(['decision.documentMismatch', 'decision.approved']);
  });
});

describe(`both approve the offer (${expectedKind})`, () => {
  it('the applicant first: ApprovedByClient, then the co-applicant: OfferAccepted', async () => {
    const draft = await together('eligible', 'coApplicantFamily');
    await decide(draft);
    const first = await api.offer(draft.applicant.token, draft.id, 'accept');
    expect(first.body).toMatchObject({ status: 'ApprovedByClient', offerAcceptedBy: ['applicant'] });
    // Accepting again is refused and changes nothing.
    expect((await api.offer(draft.applicant.token, draft.id, 'accept')).status).toBe(409);
    const second = await api.offer(draft.coApplicant.token, draft.id, 'accept');
    expect(second.body).toMatchObject({ status: 'OfferAccepted', role: 'coApplicant' });
    expect([...second.body.offerAcceptedBy].sort()).toEqual(['applicant', 'coApplicant']);
    expect((await log(draft.id)).slice(-2).map((entry) => [entry.eventType, entry.actorId, entry.fromStatus, entry.toStatus])).toEqual([
      ['offer.accept', draft.applicant.userId, 'ApprovedByBank', 'ApprovedByClient'],
      ['offer.accept', draft.coApplicant.userId, 'ApprovedByClient', 'OfferAccepted'],
    ]);
  });

  it('the co-applicant first: ApprovedByCoapplicant, then the applicant: OfferAccepted', async () => {
    const draft = await together('eligible', 'coApplicantFamily');
    await decide(draft);
    const first = await api.offer(draft.coApplicant.token, draft.id, 'accept');
    expect(first.body).toMatchObject({ status: 'ApprovedByCoapplicant', offerAcceptedBy: ['coApplicant'] });
    expect((await api.get(draft.applicant.token, draft.id)).body).toMatchObject({ status: 'ApprovedByCoapplicant', offerAcceptedBy: ['coApplicant'] });
    const second = await api.offer(draft.applicant.token, draft.id, 'accept');
    expect(second.body.status).toBe('OfferAccepted');
    expect([...second.body.offerAcceptedBy].sort()).toEqual(['applicant', 'coApplicant']);
  });

  it.each([
    ['the co-applicant refuses at once', [['coApplicant', 'reject']], 'coApplicant'],
    ['the applicant refuses at once', [['applicant', 'reject']], 'applicant'],
    ['the co-applicant refuses after the applicant accepted', [['applicant', 'accept'], ['coApplicant', 'reject']], 'coApplicant'],
    ['the applicant refuses after the co-applicant accepted', [['coApplicant', 'accept'], ['applicant', 'reject']], 'applicant'],
  ] as const)('%s: RejectedByClient naming who, the booking released', async (_case, answers, who) => {
    const draft = await together('eligible', 'coApplicantFamily');
    await decide(draft);
    for (const [person, answer] of answers) {
      const answered = await api.offer(person === 'applicant' ? draft.applicant.token : draft.coApplicant.token, draft.id, answer);
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    }
    const [mine, theirs] = await Promise.all([api.get(draft.applicant.token, draft.id), api.get(draft.coApplicant.token, draft.id)]);
    expect(mine.body).toMatchObject({ status: 'RejectedByClient', offerRefusedBy: who });
    expect(theirs.body).toMatchObject({ status: 'RejectedByClient', offerRefusedBy: who });
    const row = await applicationRow(database.db, draft.id);
    expect((await bookingRow(database.db, row?.bookingId ?? 0))?.releasedAt).not.toBeNull();
    expect((await invitationOf(draft.id))?.status).toBe('closed');
    // Over: neither can answer again.
    expect((await api.offer(draft.applicant.token, draft.id, 'accept')).status).toBe(409);
    expect((await api.offer(draft.coApplicant.token, draft.id, 'accept')).status).toBe(409);
  });
});
