import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identificationAnswerDelayMs, identificationOutageMs, manualIdentificationDelayMs } from '../../api/server/adapters/identification-provider.sandbox';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { personaFor } from '../../api/server/adapters/sandbox-personas';
import { sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxPartnerAvailability } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { videoCallMinutes } from '../../api/server/adapters/video-call';
import { calendarDays, sandboxVideoCall } from '../../api/server/adapters/video-call.sandbox';
import { lendingAppointments, lendingIdentifications, lendingProcessAnswers, loanApplicationCoApplicants, loanApplicationEvents, users } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { isWorkingDay, yerevanDate } from '../../api/server/lib/armenian-calendar';
import { silentLogger } from '../../api/server/logger';
import type { LendingContext } from '../../machines/lending/lending.machine';
import { applicationRow, seedLoanCatalogue, signedInPerson, type LoanCatalogue } from '../drivers/loan-applications.api';
import {
  afterCall,
  bookAndHoldCall,
  freeSlot,
  giveSpouseData,
  identify,
  offerAcceptedAlone,
  offerAcceptedCouple,
  offerAcceptedTogether,
  processApi,
  settle,
  signInAgain,
  type ProcessWorld,
} from '../drivers/lending-process.api';
import { get } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * The lending process's identification, document correction, video call and spouse data (issue 17)
 * through the HTTP API: the identification provider's sandbox widget and its answers a few seconds
 * later, a bank employee's manual check, the video-call provider's calendar and its answers after the
 * call, with the sandbox personas of sandbox-personas.ts. Every refusal changes nothing.
 */

const decisionDelay = 40_000;
const partnerDelay = 5_000;
let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;
let world: ProcessWorld;
let api: ReturnType<typeof processApi>;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  // Monday 2 March 2026, 12:00 in Yerevan.
  t.clock.set('2026-03-02T08:00:00Z');
  catalogue = await seedLoanCatalogue(database.db, t.clock.now(), 40);
  const outside = sandboxOutsideSystems(t.clock, instantSandbox);
  const lending = {
    decisionEngine: sandboxDecisionEngine({ ...outside, delayMs: [decisionDelay, decisionDelay] }),
    partner: sandboxPartnerAvailability({ delayMs: [partnerDelay, partnerDelay] }),
  };
  const scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
  let flats = 0;
  const nextFlat = () => {
    // Flat 13 is the sandbox partner's refused one.
    flats += flats === 12 ? 2 : 1;
    return catalogue.apartments[flats - 1] ?? 0;
  };
  world = { t, scheduler, nextFlat, partnerDelayMs: partnerDelay, decisionDelayMs: decisionDelay };
  api = processApi(t);
});
afterAll(() => database.close());

const contextOf = async (id: string) => (await applicationRow(database.db, id))?.context as LendingContext;
const statusOf = async (id: string) => (await applicationRow(database.db, id))?.status;
const log = (id: string) => database.db.select().from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, id)).orderBy(asc(loanApplicationEvents.seq));
const sessionsOf = (id: string) => database.db.select().from(lendingIdentifications).where(eq(lendingIdentifications.applicationId, id)).orderBy(asc(lendingIdentifications.createdAt));
const callsOf = (id: string) => database.db.select().from(lendingAppointments).where(eq(lendingAppointments.applicationId, id)).orderBy(asc(lendingAppointments.id));

/** What a refused request must leave as it was: the application's row, log, sessions, appointments and answers. */
async function stateOf(id: string) {
  const row = await applicationRow(database.db, id);
  const answers = await database.db.select().from(lendingProcessAnswers).where(eq(lendingProcessAnswers.applicationId, id));
  const invitations = await database.db.select({ steps: loanApplicationCoApplicants.steps }).from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.applicationId, id));
  return { row, log: (await log(id)).length, sessions: await sessionsOf(id), calls: await callsOf(id), answers, invitations };
}
async function expectUnchanged(id: string, refused: () => Promise<{ status: number }>, status: number) {
  const before = await stateOf(id);
  expect((await refused()).status).toBe(status);
  expect(await stateOf(id)).toEqual(before);
}

describe(`identification (${expectedKind})`, () => {
  it('starts a try: a widget session of the sandbox provider, ApplicantsIdentificationInProgress; a second start, a stranger and a signed-out call are refused and change nothing', async () => {
    const app = await offerAcceptedAlone(world);
    const started = await api.startIdentification(app.applicant.token, app.id, 'hy');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.widgetUrl).toBe(`http://localhost/hy/sandbox/identification/${started.body.guid}`);
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificationInProgress');
    expect(await sessionsOf(app.id)).toMatchObject([{ party: 'applicant', userId: app.applicant.userId, guid: started.body.guid, outcome: null, answeredAt: null }]);
    expect((await api.widgetSession(started.body.guid)).body).toMatchObject({ applicationId: app.id, party: 'applicant', outcome: null });
    await expectUnchanged(app.id, () => api.startIdentification(app.applicant.token, app.id), 409);
    expect((await api.startIdentification(app.applicant.token, app.id)).body).toMatchObject({ reason: 'IDENTIFICATION_ALREADY_STARTED', params: { rule: 'mayStartIdentification' } });
    const stranger = await signedInPerson(t);
    await expectUnchanged(app.id, () => api.startIdentification(stranger.token, app.id), 404);
    await expectUnchanged(app.id, () => api.startIdentification(undefined, app.id), 401);
    expect((await api.widgetSession('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.widgetSession('not-a-guid')).status).toBe(400);
  });

  it('a resale home does not identify online (its loan ends with a branch visit): refused, nothing changes', async () => {
    const app = await offerAcceptedAlone(world, { secondary: true });
    await expectUnchanged(app.id, () => api.startIdentification(app.applicant.token, app.id), 409);
    expect((await api.startIdentification(app.applicant.token, app.id)).body).toMatchObject({ params: { rule: 'isPrimaryMarket' } });
  });

  it('the sandbox widget exists only in sandbox mode', async () => {
    const [session] = await database.db.select().from(lendingIdentifications).limit(1);
    const production = createTestApp(database, { sandbox: false });
    expect((await production.json(`/api/sandbox/identification/${session?.guid}`)).status).toBe(404);
    const answer = await production.json(`/api/sandbox/identification/${session?.guid}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'passed' }) });
    expect(answer.status).toBe(404);
    expect((await sessionsOf(session?.applicationId ?? ''))[0]?.outcome).toBe(session?.outcome);
  });

  it('passed: the answer arrives a few seconds after the widget, the person is identified (the account too), and the widget finishes once', async () => {
    const app = await offerAcceptedAlone(world);
    const started = await api.startIdentification(app.applicant.token, app.id);
    expect((await api.widget(started.body.guid, 'passed')).body).toMatchObject({ outcome: 'passed' });
    // The widget finishes once.
    expect((await api.widget(started.body.guid, 'failed')).status).toBe(409);
    expect((await api.widget(started.body.guid, 'maybe')).status).toBe(400);
    // Not before the provider's delay.
    await world.scheduler.runDue();
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificationInProgress');
    await settle(world, identificationAnswerDelayMs);
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificated');
    expect((await contextOf(app.id)).progress?.applicant.identification).toBe('passed');
    const [session] = await sessionsOf(app.id);
    expect(session).toMatchObject({ outcome: 'passed' });
    expect(session?.answeredAt).not.toBeNull();
    const [user] = await database.db.select().from(users).where(eq(users.id, app.applicant.userId));
    expect(user?.identifiedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await log(app.id)).filter((entry) => entry.eventType.startsWith('identification.')).map((entry) => [entry.eventType, entry.actorKind, entry.actorId])).toEqual([
      ['identification.start', 'applicant', app.applicant.userId],
      ['identification.passed', 'system', 'identification-provider'],
    ]);
    // Identified: no new try.
    await expectUnchanged(app.id, () => api.startIdentification(app.applicant.token, app.id), 409);
  });

  it('three failed tries: ApplicantsNotIdentificated for too many failures (each failure allows another try)', async () => {
    const app = await offerAcceptedAlone(world);
    await identify(world, app.applicant.token, app.id, 'failed');
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificationInProgress');
    expect((await contextOf(app.id)).progress?.applicant).toMatchObject({ identification: 'notStarted', identificationFailures: 1 });
    await identify(world, app.applicant.token, app.id, 'failed');
    await identify(world, app.applicant.token, app.id, 'failed');
    expect(await statusOf(app.id)).toBe('ApplicantsNotIdentificated');
    expect((await contextOf(app.id)).identificationStop).toEqual({ person: 'applicant', reason: 'tooManyFailures' });
    expect((await sessionsOf(app.id)).map((session) => session.outcome)).toEqual(['failed', 'failed', 'failed']);
    await expectUnchanged(app.id, () => api.startIdentification(app.applicant.token, app.id), 409);
  });

  it('branch visit required: ApplicantsNotIdentificated, a branch identifies the person', async () => {
    const app = await offerAcceptedAlone(world);
    await identify(world, app.applicant.token, app.id, 'branchVisitRequired');
    expect(await statusOf(app.id)).toBe('ApplicantsNotIdentificated');
    expect((await contextOf(app.id)).identificationStop).toEqual({ person: 'applicant', reason: 'branchVisitRequired' });
  });

  it("manual processing: a bank employee passes it some minutes later; a stale answer (the application cancelled meanwhile) is ignored", async () => {
    const app = await offerAcceptedAlone(world);
    await identify(world, app.applicant.token, app.id, 'manualProcessing');
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificationInProgress');
    expect((await contextOf(app.id)).progress?.applicant.identification).toBe('manualProcessing');
    // While the check runs, no new try.
    expect((await api.startIdentification(app.applicant.token, app.id)).status).toBe(409);
    await settle(world, manualIdentificationDelayMs);
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificated');
    expect((await log(app.id)).at(-1)).toMatchObject({ eventType: 'identification.passed', actorId: 'identification-provider:manual-check' });
  });

  it('manual processing of a 93… social card: the employee fails it, a failed try; the person tries again and passes', async () => {
    const app = await offerAcceptedAlone(world, { process: 'failsManualIdentification' });
    expect(app.applicantCard.startsWith('93')).toBe(true);
    await identify(world, app.applicant.token, app.id, 'manualProcessing');
    await settle(world, manualIdentificationDelayMs);
    expect((await contextOf(app.id)).progress?.applicant).toMatchObject({ identification: 'notStarted', identificationFailures: 1 });
    expect((await sessionsOf(app.id)).map((session) => session.outcome)).toEqual(['failed']);
    await identify(world, app.applicant.token, app.id, 'passed');
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificated');
  });

  it('a provider that cannot open a session (96… social card) is the catalogued 503 IDENTIFICATION_UNAVAILABLE and nothing changes; once it is back, trying again opens the widget', async () => {
    const app = await offerAcceptedAlone(world, { process: 'identificationUnavailable' });
    expect(app.applicantCard.startsWith('96')).toBe(true);
    await expectUnchanged(app.id, () => api.startIdentification(app.applicant.token, app.id, 'hy'), 503);
    const refused = await api.startIdentification(app.applicant.token, app.id, 'ru');
    expect(refused).toMatchObject({ status: 503, body: { type: 'LOAN_APPLICATION', reason: 'IDENTIFICATION_UNAVAILABLE' } });
    // Not the hidden technical issue: no request id to quote, nothing started.
    expect(refused.body).not.toHaveProperty('requestId');
    expect(await statusOf(app.id)).toBe('OfferAccepted');
    expect((await contextOf(app.id)).progress?.applicant).toMatchObject({ identification: 'notStarted', identificationFailures: 0 });
    // Just before the provider is back, still refused.
    t.clock.advance(identificationOutageMs - 60_000);
    await expectUnchanged(app.id, () => api.startIdentification(app.applicant.token, app.id), 503);
    // Back: the retry starts the identification, and it goes on as any other.
    t.clock.advance(60_000);
    const started = await api.startIdentification(app.applicant.token, app.id);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificationInProgress');
    expect(await sessionsOf(app.id)).toMatchObject([{ party: 'applicant', guid: started.body.guid, outcome: null }]);
    expect((await api.widget(started.body.guid, 'passed')).status).toBe(200);
    await settle(world, identificationAnswerDelayMs);
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificated');
  });

  it('the provider down for the co-applicant only (96…): her try is refused and changes nothing, the applicant identifies meanwhile', async () => {
    const app = await offerAcceptedTogether(world, { coApplicantProcess: 'identificationUnavailable' });
    await expectUnchanged(app.id, () => api.startIdentification(app.coApplicant.token, app.id), 503);
    expect((await api.startIdentification(app.applicant.token, app.id)).status).toBe(200);
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificationInProgress');
    const before = await sessionsOf(app.id);
    expect((await api.startIdentification(app.coApplicant.token, app.id)).body).toMatchObject({ type: 'LOAN_APPLICATION', reason: 'IDENTIFICATION_UNAVAILABLE' });
    expect(await sessionsOf(app.id)).toEqual(before);
    expect((await contextOf(app.id)).progress?.coApplicant).toMatchObject({ identification: 'notStarted' });
  });

  it("a late answer about an application that moved on is ignored", async () => {
    const app = await offerAcceptedAlone(world);
    const started = await api.startIdentification(app.applicant.token, app.id);
    await api.widget(started.body.guid, 'passed');
    // The applicant asks the bank to cancel before the provider answers.
    const cancelled = await t.json(`/api/loan-applications/${app.id}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${app.applicant.token}` } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await statusOf(app.id)).toBe('CancelledByApplicantRequest');
    const before = (await log(app.id)).length;
    await settle(world, identificationAnswerDelayMs);
    expect((await log(app.id)).length).toBe(before);
    expect((await sessionsOf(app.id))[0]?.answeredAt).toBeNull();
  });
});

describe(`the document mismatch (${expectedKind})`, () => {
  it("together: the provider finds the co-applicant's document mismatched; only she corrects it (into her applicant data), then identifies again", async () => {
    const app = await offerAcceptedTogether(world);
    await identify(world, app.applicant.token, app.id, 'passed');
    await identify(world, app.coApplicant.token, app.id, 'documentMismatch');
    expect(await statusOf(app.id)).toBe('ProvidedDocumentMismatchedWithAS');
    expect((await contextOf(app.id)).documentMismatch).toBe('coApplicant');
    const mariam = personaFor('coApplicantFamily');
    const correction = { documentType: 'idCard', documentNumber: mariam.documents.find((document) => document.type === 'idCard')?.number };
    // The applicant cannot correct her document; a bad number is a field error; a stranger gets 404.
    await expectUnchanged(app.id, () => api.correctDocument(app.applicant.token, app.id, correction), 409);
    expect((await api.correctDocument(app.applicant.token, app.id, correction)).body).toMatchObject({ params: { rule: 'isMismatchedPerson' } });
    await expectUnchanged(app.id, () => api.correctDocument(app.coApplicant.token, app.id, { documentType: 'idCard', documentNumber: 'AB12' }), 400);
    const stranger = await signedInPerson(t);
    await expectUnchanged(app.id, () => api.correctDocument(stranger.token, app.id, correction), 404);
    const corrected = await api.correctDocument(app.coApplicant.token, app.id, correction);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.status).toBe('ApplicantsIdentificationInProgress');
    const [invitation] = await database.db.select().from(loanApplicationCoApplicants).where(and(eq(loanApplicationCoApplicants.applicationId, app.id), eq(loanApplicationCoApplicants.status, 'accepted')));
    expect((invitation?.steps as { applicantData: Record<string, unknown> }).applicantData).toMatchObject(correction);
    // The main applicant's data is untouched.
    expect(((await applicationRow(database.db, app.id))?.steps as { applicantData: Record<string, unknown> }).applicantData).toMatchObject({ documentNumber: app.draft.applicantData.documentNumber });
    await identify(world, app.coApplicant.token, app.id, 'passed');
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificated');
  });

  it("alone: the applicant's corrected document goes into the application's applicant data", async () => {
    const app = await offerAcceptedAlone(world);
    await identify(world, app.applicant.token, app.id, 'documentMismatch');
    const corrected = await api.correctDocument(app.applicant.token, app.id, { documentType: 'idCard', documentNumber: '004567890' });
    expect(corrected.body.status).toBe('ApplicantsIdentificationInProgress');
    expect(((await applicationRow(database.db, app.id))?.steps as { applicantData: Record<string, unknown> }).applicantData).toMatchObject({ documentType: 'idCard', documentNumber: '004567890' });
    // A second correction is refused: the mismatch is corrected.
    await expectUnchanged(app.id, () => api.correctDocument(app.applicant.token, app.id, { documentType: 'idCard', documentNumber: '004567890' }), 409);
  });
});

describe(`the video call (${expectedKind})`, () => {
  it('the calendar: 09:00-18:00 Yerevan every 30 minutes on the next 5 working days, weekends and public holidays left out, some slots taken', async () => {
    const app = await offerAcceptedAlone(world);
    const slots = await api.slots(app.applicant.token, app.id);
    expect(slots.status).toBe(200);
    const days = [...new Set(slots.body.map((slot) => yerevanDate(new Date(slot.at))))];
    expect(days).toEqual(calendarDays(t.clock.now()));
    for (const slot of slots.body) {
      const at = new Date(slot.at);
      expect(isWorkingDay(yerevanDate(at))).toBe(true);
      const minutes = ((at.getUTCHours() + 4) % 24) * 60 + at.getUTCMinutes();
      expect(minutes % videoCallMinutes).toBe(0);
      expect(minutes).toBeGreaterThanOrEqual(9 * 60);
      expect(minutes).toBeLessThanOrEqual(17 * 60 + 30);
      expect(at.getTime()).toBeGreaterThan(t.clock.now().getTime());
    }
    const taken = slots.body.filter((slot) => !slot.available).length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(slots.body.length / 2);
    // The same every time it is asked.
    expect((await api.slots(app.applicant.token, app.id)).body).toEqual(slots.body);
    // `from` starts the list later in the window; a bad date is a field error; a stranger gets 404.
    const later = await api.slots(app.applicant.token, app.id, days[2]);
    expect(later.body[0]?.at.startsWith(days[2] ?? '')).toBe(true);
    expect((await api.slots(app.applicant.token, app.id, '2026-13-40')).status).toBe(400);
    expect((await api.slots((await signedInPerson(t)).token, app.id)).status).toBe(404);
    // The week of 24 April (Genocide Remembrance Day, a Friday) and 1 May: Wednesday 22 April lists 22, 23, 27, 28, 29 April.
    const calendar = sandboxVideoCall({ publicUrl: 'http://localhost' });
    const april = await calendar.slots(database.db, new Date('2026-04-22T04:00:00Z'), null);
    expect([...new Set(april.map((slot) => yerevanDate(new Date(slot.at))))]).toEqual(['2026-04-22', '2026-04-23', '2026-04-27', '2026-04-28', '2026-04-29']);
    expect(april).toHaveLength(5 * 18);
  });

  it('booking: refused before identification; a time not in the calendar is 400, a taken one 409; a booking, a move (the moved call is not answered), and the call completed', async () => {
    const app = await offerAcceptedAlone(world);
    const slot = await freeSlot(world, app.applicant.token, app.id);
    await expectUnchanged(app.id, () => api.book(app.applicant.token, app.id, slot), 409);
    expect((await api.book(app.applicant.token, app.id, slot)).body).toMatchObject({ reason: 'ACTION_NOT_ALLOWED', params: { rule: 'statusAllows' } });
    await identify(world, app.applicant.token, app.id);
    const slots = (await api.slots(app.applicant.token, app.id)).body;
    const firstDay = yerevanDate(new Date(slots[0]?.at ?? ''));
    // A past time, a Saturday, a holiday, an off-grid time, after hours, beyond the window: APPOINTMENT_NOT_VALID.
    for (const invalid of ['2026-03-01T06:00:00Z', '2026-03-07T06:00:00Z', `${firstDay}T06:10:00Z`, `${firstDay}T14:00:00Z`, '2026-06-01T06:00:00Z', new Date(t.clock.now().getTime() - 60_000).toISOString()]) {
      await expectUnchanged(app.id, () => api.book(app.applicant.token, app.id, invalid), 400);
      expect((await api.book(app.applicant.token, app.id, invalid)).body).toMatchObject({ type: 'LOAN_CONTRACT', reason: 'APPOINTMENT_NOT_VALID' });
    }
    expect((await api.book(app.applicant.token, app.id, 'tomorrow')).status).toBe(400);
    const takenElsewhere = slots.find((candidate) => !candidate.available)?.at ?? '';
    await expectUnchanged(app.id, () => api.book(app.applicant.token, app.id, takenElsewhere), 409);
    expect((await api.book(app.applicant.token, app.id, takenElsewhere)).body).toMatchObject({ type: 'LOAN_CONTRACT', reason: 'APPOINTMENT_NOT_AVAILABLE' });
    const [first, second] = slots.filter((candidate) => candidate.available).map((candidate) => candidate.at);
    const booked = await api.book(app.applicant.token, app.id, first ?? '', 'ru');
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body).toMatchObject({ slotAt: first, status: 'ApplicantsOnboardingInProgress' });
    const [call] = await callsOf(app.id);
    expect(booked.body.joinUrl).toBe(`http://localhost/ru/loan-applications/${app.id}/process/video-call`);
    expect(call).toMatchObject({ kind: 'videoCall', party: 'applicant', status: 'booked', resource: 'onboarding-room-1', joinUrl: booked.body.joinUrl });
    // The booked slot is taken now.
    expect((await api.slots(app.applicant.token, app.id)).body.find((candidate) => candidate.at === first)).toEqual({ at: first, available: false });
    // Moved to the next free slot: the first booking is 'moved' and its answer is ignored.
    const moved = await api.book(app.applicant.token, app.id, second ?? '');
    expect(moved.body).toMatchObject({ slotAt: second, status: 'ApplicantsOnboardingInProgress' });
    expect((await callsOf(app.id)).map((row) => row.status)).toEqual(['moved', 'booked']);
    expect((await contextOf(app.id)).progress?.applicant).toMatchObject({ onboarding: 'booked', onboardingAt: second });
    await afterCall(world, first ?? '', app.applicant);
    expect(await statusOf(app.id)).toBe('ApplicantsOnboardingInProgress');
    await afterCall(world, second ?? '', app.applicant);
    expect(await statusOf(app.id)).toBe('ApplicantsOnboardingCompleted');
    expect((await callsOf(app.id)).map((row) => row.status)).toEqual(['moved', 'done']);
    // The call is done: no more booking.
    const later = await freeSlot(world, app.applicant.token, app.id);
    await expectUnchanged(app.id, () => api.book(app.applicant.token, app.id, later), 409);
  });

  it('two people booking one slot at once on two applications: one gets it, the other 409 and nothing changes for them', async () => {
    const [a, b] = [await offerAcceptedAlone(world), await offerAcceptedAlone(world)];
    if (!a || !b) throw new Error('no applications');
    await identify(world, a.applicant.token, a.id);
    await identify(world, b.applicant.token, b.id);
    const slot = await freeSlot(world, a.applicant.token, a.id);
    const answers = await Promise.all([api.book(a.applicant.token, a.id, slot), api.book(b.applicant.token, b.id, slot)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers[0]?.status === 409 ? a : b;
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ reason: 'APPOINTMENT_NOT_AVAILABLE' });
    expect(await statusOf(loser.id)).toBe('ApplicantsIdentificated');
    expect(await callsOf(loser.id)).toEqual([]);
    const booked = await database.db.select().from(lendingAppointments).where(and(eq(lendingAppointments.slotAt, new Date(slot)), eq(lendingAppointments.status, 'booked')));
    expect(booked).toHaveLength(1);
  });

  it('a 91… social card misses the first call: back to booking, the next call completes', async () => {
    const app = await offerAcceptedAlone(world, { process: 'missesFirstVideoCall' });
    await identify(world, app.applicant.token, app.id);
    await bookAndHoldCall(world, app.applicant, app.id);
    expect(await statusOf(app.id)).toBe('ApplicantsOnboardingInProgress');
    expect((await contextOf(app.id)).progress?.applicant).toMatchObject({ onboarding: 'notBooked', onboardingAt: null });
    expect((await callsOf(app.id)).map((row) => row.status)).toEqual(['missed']);
    await bookAndHoldCall(world, app.applicant, app.id);
    expect(await statusOf(app.id)).toBe('ApplicantsOnboardingCompleted');
    expect((await callsOf(app.id)).map((row) => row.status)).toEqual(['missed', 'done']);
  });

  it("a 92… social card fails the call: ApplicantsOnboardingFailed, the online process ends", async () => {
    const app = await offerAcceptedAlone(world, { process: 'failsVideoCall' });
    await identify(world, app.applicant.token, app.id);
    await bookAndHoldCall(world, app.applicant, app.id);
    expect(await statusOf(app.id)).toBe('ApplicantsOnboardingFailed');
    expect((await callsOf(app.id)).map((row) => row.status)).toEqual(['failed']);
  });
});

describe(`spouse data (${expectedKind})`, () => {
  it('alone, single: "married" is a field error; not married moves on to the contract data; given twice is refused', async () => {
    const app = await offerAcceptedAlone(world);
    await expectUnchanged(app.id, () => api.spouseData(app.applicant.token, app.id, { married: false }), 409);
    await identify(world, app.applicant.token, app.id);
    await bookAndHoldCall(world, app.applicant, app.id);
    const mismatch = await api.spouseData(app.applicant.token, app.id, { married: true, spouseConsent: true });
    expect(mismatch).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'married', message: 'validation:notMarriedInApplication' }] } });
    await expectUnchanged(app.id, () => api.spouseData(app.applicant.token, app.id, { married: true, spouseConsent: true }), 400);
    await expectUnchanged(app.id, () => api.spouseData(app.applicant.token, app.id, { married: true }), 400);
    expect((await giveSpouseData(world, app.applicant.token, app.id)).status).toBe('LendingPackageDataNotPresented');
    const [answer] = await database.db.select().from(lendingProcessAnswers).where(eq(lendingProcessAnswers.applicationId, app.id));
    expect(answer).toMatchObject({ party: 'applicant', spouseData: { married: false } });
    await expectUnchanged(app.id, () => api.spouseData(app.applicant.token, app.id, { married: false }), 409);
    await expectUnchanged(app.id, () => api.declineSpouseData(app.applicant.token, app.id), 409);
  });

  it('alone, married (Anna Hakobyan): "not married" is a field error; her spouse\'s consent is confirmed', async () => {
    const app = await offerAcceptedAlone(world, { persona: 'eligible' });
    await identify(world, app.applicant.token, app.id);
    await bookAndHoldCall(world, app.applicant, app.id);
    expect((await api.spouseData(app.applicant.token, app.id, { married: false })).body).toMatchObject({ issues: [{ path: 'married', message: 'validation:marriedInApplication' }] });
    expect((await giveSpouseData(world, app.applicant.token, app.id, true)).status).toBe('LendingPackageDataNotPresented');
    const [answer] = await database.db.select().from(lendingProcessAnswers).where(eq(lendingProcessAnswers.applicationId, app.id));
    expect(answer?.spouseData).toMatchObject({ married: true, spouseConsent: true });
  });

  it("together: each does their own part (identification, call, spouse data), the co-applicant first", async () => {
    const app = await offerAcceptedTogether(world);
    // The co-applicant starts first.
    await identify(world, app.coApplicant.token, app.id);
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificationInProgress');
    expect((await contextOf(app.id)).progress).toMatchObject({ applicant: { identification: 'notStarted' }, coApplicant: { identification: 'passed' } });
    // She books before he is identified: allowed only once everyone is identified.
    await expectUnchanged(app.id, async () => api.book(app.coApplicant.token, app.id, await freeSlot(world, app.coApplicant.token, app.id)), 409);
    await identify(world, app.applicant.token, app.id);
    expect(await statusOf(app.id)).toBe('ApplicantsIdentificated');
    const hers = await api.book(app.coApplicant.token, app.id, await freeSlot(world, app.coApplicant.token, app.id));
    const his = await api.book(app.applicant.token, app.id, await freeSlot(world, app.applicant.token, app.id));
    expect([hers.status, his.status]).toEqual([200, 200]);
    expect((await callsOf(app.id)).map((row) => [row.party, row.status])).toEqual([
      ['coApplicant', 'booked'],
      ['applicant', 'booked'],
    ]);
    await afterCall(world, new Date(Math.max(Date.parse(hers.body.slotAt), Date.parse(his.body.slotAt))).toISOString(), app.applicant, app.coApplicant);
    expect(await statusOf(app.id)).toBe('ApplicantsOnboardingCompleted');
    expect((await giveSpouseData(world, app.coApplicant.token, app.id)).status).toBe('SpouseDataProvidedByCoApplicant');
    expect((await giveSpouseData(world, app.applicant.token, app.id)).status).toBe('LendingPackageDataNotPresented');
    expect((await database.db.select().from(lendingProcessAnswers).where(eq(lendingProcessAnswers.applicationId, app.id))).map((row) => row.party).sort()).toEqual(['applicant', 'coApplicant']);
  });

  it('a married couple on one loan: after the calls each is recorded as the other\'s spouse and the contract data is next; no spouse task is asked', async () => {
    const app = await offerAcceptedCouple(world);
    await identify(world, app.applicant.token, app.id);
    await identify(world, app.coApplicant.token, app.id);
    await bookAndHoldCall(world, app.applicant, app.id);
    await signInAgain(world, app.coApplicant);
    await bookAndHoldCall(world, app.coApplicant, app.id);
    await signInAgain(world, app.applicant);
    // Straight from the calls to the contract's data: the spouse-data phase is not a stage of their path.
    expect(await statusOf(app.id)).toBe('LendingPackageDataNotPresented');
    expect((await contextOf(app.id)).progress).toMatchObject({ applicant: { spouseDataProvided: true }, coApplicant: { spouseDataProvided: true } });
    for (const person of [app.applicant, app.coApplicant]) {
      const view = await t.json<{ spouseCouple: boolean; nextActor: string; path: { status: string }[] }>(`/api/loan-applications/${app.id}/process`, get({ token: person.token }));
      expect(view.body).toMatchObject({ spouseCouple: true, nextActor: 'everyone' });
      expect(view.body.path.map((step) => step.status)).not.toContain('ApplicantsOnboardingCompleted');
      expect(view.body.path.at(-1)?.status).toBe('LendingPackageDataNotPresented');
    }
    // Each is the other's spouse, with the data of the other's own part.
    const answers = await database.db.select().from(lendingProcessAnswers).where(eq(lendingProcessAnswers.applicationId, app.id));
    const spouseOfParty = (party: string) => (answers.find((answer) => answer.party === party)?.spouseData as { married: boolean; spouse: { socialCardNumber: string } } | undefined);
    expect(spouseOfParty('applicant')).toMatchObject({ married: true, spouseConsent: true, spouse: { socialCardNumber: app.draft.coApplicantData.socialCardNumber, firstName: 'Aram' } });
    expect(spouseOfParty('coApplicant')).toMatchObject({ married: true, spouseConsent: true, spouse: { socialCardNumber: app.draft.applicantData.socialCardNumber, firstName: 'Anna' } });
    // Spouse data is not taken from either of them.
    await expectUnchanged(app.id, () => api.spouseData(app.applicant.token, app.id, { married: true, spouseConsent: true }), 409);
    await expectUnchanged(app.id, () => api.declineSpouseData(app.coApplicant.token, app.id), 409);
  });

  it("together: the co-applicant's spouse does not give their data: SpouseDataNotProvided", async () => {
    const app = await offerAcceptedTogether(world);
    await identify(world, app.applicant.token, app.id);
    await identify(world, app.coApplicant.token, app.id);
    await bookAndHoldCall(world, app.applicant, app.id);
    await signInAgain(world, app.coApplicant);
    await bookAndHoldCall(world, app.coApplicant, app.id);
    expect(await statusOf(app.id)).toBe('ApplicantsOnboardingCompleted');
    const stranger = await signedInPerson(t);
    await expectUnchanged(app.id, () => api.declineSpouseData(stranger.token, app.id), 404);
    const declined = await api.declineSpouseData(app.coApplicant.token, app.id);
    expect(declined.body.status).toBe('SpouseDataNotProvided');
    const [answer] = await database.db.select().from(lendingProcessAnswers).where(eq(lendingProcessAnswers.applicationId, app.id));
    expect(answer).toMatchObject({ party: 'coApplicant', spouseData: { declined: true } });
  });
});
