import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lendingMachine, type LendingContext } from '../../machines/lending/lending.machine';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import { sandboxPartnerAvailability } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { loanApplicationCoApplicants, loanApplicationEvents } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { coApplicantApi, invitationTokenFor, jointDraft } from '../drivers/co-applicant.api';
import { applicationRow, fillSteps, freshCard, loanApi, seedLoanCatalogue, signedInPerson, type LoanCatalogue } from '../drivers/loan-applications.api';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * Two people acting on one application at once (issue 16). Each action locks the application row
 * (FOR UPDATE) and moves the chart and the invitation row in one transaction, and the invariants are
 * unique indexes, so whatever order the database gives the two requests, the application ends in one
 * consistent state. On PostgreSQL (TEST_DATABASE_URL) the requests race on two server instances'
 * connection pools; on PGlite they run against its one connection.
 */

const decisionDelay = 40_000;
const partnerDelay = 5_000;
let database: TestDatabase;
let instances: [TestApp, TestApp];
let catalogue: LoanCatalogue;
let scheduler: Scheduler;

beforeAll(async () => {
  database = await createTestDatabase();
  const first = createTestApp(database);
  first.clock.set('2026-03-02T08:00:00Z');
  const second = createTestApp(await database.connectAgain());
  second.clock.set(first.clock.now());
  instances = [first, second];
  catalogue = await seedLoanCatalogue(database.db, first.clock.now(), 12);
  const outside = sandboxOutsideSystems(first.clock, instantSandbox);
  const lending = {
    decisionEngine: sandboxDecisionEngine({ ...outside, delayMs: [decisionDelay, decisionDelay] }),
    partner: sandboxPartnerAvailability({ delayMs: [partnerDelay, partnerDelay] }),
  };
  scheduler = new Scheduler({ db: database.db, clock: first.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
});
afterAll(() => database.close());

/** Moves both instances' clocks. */
const advance = (ms: number) => {
  for (const instance of instances) instance.clock.advance(ms);
};

let flats = 0;
const nextFlat = () => {
  flats += flats === 12 ? 2 : 1;
  return catalogue.apartments[flats - 1] ?? 0;
};

const invitationsOf = (id: string) => database.db.select().from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.applicationId, id)).orderBy(asc(loanApplicationCoApplicants.invitedAt));
const log = (id: string) => database.db.select().from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, id)).orderBy(asc(loanApplicationEvents.seq));
/** The chart's context as the application row stores it. */
const chartOf = async (id: string) => {
  const row = await applicationRow(database.db, id);
  const value = row?.stateValue as string;
  return { status: row?.status, value, context: lendingMachine.resolveState({ value, context: row?.context as LendingContext }).context };
};

describe(`the co-applicant under concurrency (${expectedKind}, two server instances)`, () => {
  it('both approve the offer at the same moment: OfferAccepted, one log entry each, no lost update', async () => {
    const [first, second] = instances;
    const draft = await jointDraft(first, { applicant: 'eligible', coApplicant: 'coApplicantFamily', relationship: 'brother', apartmentId: nextFlat() });
    await scheduler.runDue();
    advance(partnerDelay);
    await scheduler.runDue();
    expect((await loanApi(first).submit(draft.applicant.token, draft.id)).status).toBe(200);
    await scheduler.runDue();
    advance(decisionDelay);
    await scheduler.runDue();
    expect((await loanApi(first).get(draft.applicant.token, draft.id)).body.status).toBe('ApprovedByBank');
    const answers = await Promise.all([loanApi(first).offer(draft.applicant.token, draft.id, 'accept'), loanApi(second).offer(draft.coApplicant.token, draft.id, 'accept')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // The later of the two saw the earlier's acceptance: one of them answered OfferAccepted.
    expect(answers.map((answer) => answer.body.status).sort()).toContain('OfferAccepted');
    const after = await loanApi(first).get(draft.applicant.token, draft.id);
    expect(after.body).toMatchObject({ status: 'OfferAccepted' });
    expect([...after.body.offerAcceptedBy].sort()).toEqual(['applicant', 'coApplicant']);
    const accepts = (await log(draft.id)).filter((entry) => entry.eventType === 'offer.accept');
    expect(accepts.map((entry) => entry.actorId).sort()).toEqual([draft.applicant.userId, draft.coApplicant.userId].sort());
    expect(accepts.map((entry) => entry.toStatus).sort()).toEqual(['OfferAccepted', accepts[0]?.actorId === draft.applicant.userId ? 'ApprovedByClient' : 'ApprovedByCoapplicant'].sort());
    expect((await chartOf(draft.id)).value).toBe('offerAccepted');
  });

  it('an acceptance racing a recall ends in one consistent state: the invitation recalled, the draft without a co-applicant', async () => {
    const [first, second] = instances;
    for (let round = 0; round < 4; round += 1) {
      const applicant = await signedInPerson(first);
      const invited = await signedInPerson(first);
      const started = await loanApi(first).start(applicant.token, { property: { marketType: '0', apartmentId: nextFlat() } });
      expect(started.status).toBe(201);
      const id = started.body.id;
      await fillSteps(loanApi(first), applicant.token, id, freshCard('eligible'));
      const invite = await coApplicantApi(first).invite(applicant.token, id, { relationship: 'sister', email: invited.email, phoneNumber: '+37491000001' });
      expect(invite.status, JSON.stringify(invite.body)).toBe(200);
      const token = await invitationTokenFor(first, invited.email);
      // Sent in one order, then the other: which the database takes first is its own choice.
      const accept = () => coApplicantApi(second).accept(invited.token, token);
      const recall = () => coApplicantApi(first).recall(applicant.token, id);
      const [accepted, recalled] = round % 2 === 0 ? await Promise.all([accept(), recall()]) : await Promise.all([recall(), accept()]).then(([r, a]) => [a, r] as const);
      // The recall always wins in the end: it is allowed whether or not the acceptance came first.
      expect(recalled.status, JSON.stringify(recalled.body)).toBe(200);
      const [invitation, ...others] = await invitationsOf(id);
      expect(others).toEqual([]);
      const chart = await chartOf(id);
      expect([chart.status, chart.context.coApplicant]).toEqual(['Draft', null]);
      expect(invitation?.status).toBe('recalled');
      const events = (await log(id)).map((entry) => entry.eventType);
      if (events.includes('invitation.accept')) {
        // Accepted, then recalled: the person was on it for a moment, and the log says so in that order.
        expect(invitation?.userId).toBe(invited.userId);
        expect(events.slice(-2)).toEqual(['invitation.accept', 'coApplicant.recall']);
        // The acceptance committed, and answered what it wrote (read in its own transaction, before the recall).
        expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
        expect((accepted.body as { role?: string }).role).toBe('coApplicant');
      } else {
        // Recalled first: the acceptance is refused with 409 and left no trace; it reads the invitation under the
        // application's lock, so it always says the invitation is no longer active (never the chart's generic refusal).
        expect(accepted.status).toBe(409);
        expect(accepted.body.reason).toBe('INVITATION_NOT_ACTIVE');
        expect(invitation?.userId).toBeNull();
      }
      // Either way the invited person is not on the application.
      expect((await loanApi(first).get(invited.token, id)).status).toBe(404);
    }
  });

  it('two invitations sent at once for one application: one is sent, the other refused with 409', async () => {
    const [first, second] = instances;
    const applicant = await signedInPerson(first);
    const [one, two] = await Promise.all([signedInPerson(first), signedInPerson(first)]);
    const started = await loanApi(first).start(applicant.token, { property: { marketType: '0', apartmentId: nextFlat() } });
    const id = started.body.id;
    await fillSteps(loanApi(first), applicant.token, id, freshCard('eligible'));
    const answers = await Promise.all([
      coApplicantApi(first).invite(applicant.token, id, { relationship: 'sister', email: one.email, phoneNumber: '+37491000002' }),
      coApplicantApi(second).invite(applicant.token, id, { relationship: 'brother', email: two.email, phoneNumber: '+37491000003' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(['CO_APPLICANT_INVITATION_EXISTS', 'ACTION_NOT_ALLOWED']).toContain((refused?.body as { reason?: string }).reason);
    const rows = await invitationsOf(id);
    expect(rows).toHaveLength(1);
    const chart = await chartOf(id);
    expect([chart.status, chart.context.coApplicant?.invitationId, chart.context.coApplicant?.email]).toEqual(['CoApplicantDecision', rows[0]?.id, rows[0]?.email]);
    expect((await log(id)).filter((entry) => entry.eventType === 'coApplicant.invite')).toHaveLength(1);
    // Only the invitation that was sent was mailed.
    const sentTo = rows[0]?.email === one.email ? two.email : one.email;
    expect(await database.db.select().from(loanApplicationCoApplicants).where(and(eq(loanApplicationCoApplicants.email, sentTo)))).toEqual([]);
  });
});
