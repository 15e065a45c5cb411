import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import type { SandboxBehaviour } from '../../api/server/adapters/outside-system';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxPartnerAvailability } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { videoCallAnswerKind } from '../../api/server/adapters/video-call';
import { sandboxCallMs } from '../../api/server/adapters/video-call.sandbox';
import { deadlines, lendingAppointments } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import type { VideoCallRoom, VideoCallView } from '../../api/contract/video-call';
import { get, post } from '../support/account-helpers';
import { seedLoanCatalogue, signedInPerson, type Person, type Refusal } from '../drivers/loan-applications.api';
import { freeSlot, identify, offerAcceptedAlone, offerAcceptedTogether, processApi, signInAgain, type ProcessWorld } from '../drivers/lending-process.api';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * The booked video call's own page through the HTTP API (issue 17): the person's call as the page
 * reads it (GET .../process/video-call), entering the provider's room (POST .../video-call/join) from
 * 5 minutes before the slot until its end, the sandbox provider's failure, and its answer after the
 * room was entered: completed, missed (book again), failed, as the chart records it.
 */

const minute = 60_000;
/** The document the person identified with (the persona's). */
const anyDocument = expect.stringMatching(/^(passport|biometricPassport|idCard)$/);
let database: TestDatabase;
let t: TestApp;
let world: ProcessWorld;
let api: ReturnType<typeof processApi>;
/** The video-call provider's room: a test sets its failure rate. */
const room: SandboxBehaviour = { latencyMs: [0, 0], failureRate: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database, { processBehaviour: room });
  // Monday 2 March 2026, 12:00 in Yerevan.
  t.clock.set('2026-03-02T08:00:00Z');
  const catalogue = await seedLoanCatalogue(database.db, t.clock.now(), 12);
  const outside = sandboxOutsideSystems(t.clock, instantSandbox);
  const lending = { decisionEngine: sandboxDecisionEngine({ ...outside, delayMs: [40_000, 40_000] }), partner: sandboxPartnerAvailability({ delayMs: [5_000, 5_000] }) };
  const scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
  let flats = 0;
  const nextFlat = () => {
    // Flat 13 is the sandbox partner's refused one.
    flats += flats === 12 ? 2 : 1;
    return catalogue.apartments[flats - 1] ?? 0;
  };
  world = { t, scheduler, nextFlat, partnerDelayMs: 5_000, decisionDelayMs: 40_000 };
  api = processApi(t);
});
afterAll(() => database.close());

const base = (id: string) => `/api/loan-applications/${id}/process/video-call`;
const callOf = (token: string, id: string) => t.json<VideoCallView & Refusal>(base(id), get({ token }));
const join = (token: string, id: string) => t.json<VideoCallRoom & Refusal>(`${base(id)}/join`, post(undefined, { token }));
/** The pending answer of the application's booked call: when it falls due. */
async function answerDueOf(id: string): Promise<Date | undefined> {
  const [row] = await database.db
    .select({ dueAt: deadlines.dueAt })
    .from(deadlines)
    .where(and(eq(deadlines.kind, videoCallAnswerKind), sql`${deadlines.payload}->>'applicationId' = ${id}`, sql`${deadlines.doneAt} is null`));
  return row?.dueAt;
}
const callsOf = (id: string) => database.db.select({ status: lendingAppointments.status }).from(lendingAppointments).where(eq(lendingAppointments.applicationId, id)).orderBy(lendingAppointments.id);

/** Books the person's first free slot: its time. */
async function book(person: Person, id: string): Promise<string> {
  const booked = await api.book(person.token, id, await freeSlot(world, person.token, id));
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return booked.body.slotAt;
}

/** Moves the clock to `at`, runs what is due, and signs the people in again (their sessions idled out). */
async function at(when: number, ...people: Person[]) {
  t.clock.set(new Date(when));
  await world.scheduler.runDue();
  await signInAgain(world, ...people);
}

describe(`the video call's page (${expectedKind})`, () => {
  it("reads the person's own call: nothing to book before both are identified, bookable after; each person on a joint application has theirs; a stranger gets 404", async () => {
    const app = await offerAcceptedTogether(world);
    expect((await callOf(app.applicant.token, app.id)).body).toEqual({ party: 'applicant', call: null, mayBook: false, documentType: anyDocument });
    await identify(world, app.applicant.token, app.id);
    // The calls are booked once everyone on the application is identified.
    expect((await callOf(app.applicant.token, app.id)).body).toEqual({ party: 'applicant', call: null, mayBook: false, documentType: anyDocument });
    await identify(world, app.coApplicant.token, app.id);
    expect((await callOf(app.applicant.token, app.id)).body).toEqual({ party: 'applicant', call: null, mayBook: true, documentType: anyDocument });
    const slotAt = await book(app.applicant, app.id);
    const mine = await callOf(app.applicant.token, app.id);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.body).toEqual({
      party: 'applicant',
      call: { slotAt, opensAt: new Date(Date.parse(slotAt) - 5 * minute).toISOString(), endsAt: new Date(Date.parse(slotAt) + 30 * minute).toISOString(), status: 'booked' },
      mayBook: true,
      documentType: anyDocument,
    });
    // The co-applicant's call is their own: none yet, theirs to book.
    expect((await callOf(app.coApplicant.token, app.id)).body).toEqual({ party: 'coApplicant', call: null, mayBook: true, documentType: anyDocument });
    const theirs = await book(app.coApplicant, app.id);
    expect((await callOf(app.coApplicant.token, app.id)).body.call).toMatchObject({ slotAt: theirs, status: 'booked' });
    expect((await callOf(app.applicant.token, app.id)).body.call?.slotAt).toBe(slotAt);
    expect((await callOf((await signedInPerson(t)).token, app.id)).status).toBe(404);
    expect((await t.json(base(app.id), get())).status).toBe(401);
  });

  it('the room opens 5 minutes before the slot and closes at its end; a provider that cannot open it is 503 and changes nothing; entering brings the answer to the call\'s first seconds', async () => {
    const app = await offerAcceptedAlone(world);
    await identify(world, app.applicant.token, app.id);
    const slotAt = await book(app.applicant, app.id);
    const slot = Date.parse(slotAt);
    const bookedAnswer = await answerDueOf(app.id);
    expect(bookedAnswer?.toISOString()).toBe(new Date(slot + 30 * minute).toISOString());
    // A second before the room opens: refused with its hours.
    await at(slot - 5 * minute - 1_000, app.applicant);
    const early = await join(app.applicant.token, app.id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ type: 'LOAN_APPLICATION', reason: 'ACTION_NOT_ALLOWED', params: { rule: 'videoCallOpen', opensAt: new Date(slot - 5 * minute).toISOString() } });
    // The room is open: the provider is down first (nothing changes), then it lets the person in.
    await at(slot - 5 * minute, app.applicant);
    room.failureRate = 1;
    const down = await join(app.applicant.token, app.id);
    room.failureRate = 0;
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ type: 'COMMON', reason: 'SERVICE_UNAVAILABLE' });
    expect(await answerDueOf(app.id)).toEqual(bookedAnswer);
    const entered = await join(app.applicant.token, app.id);
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    expect(entered.body).toEqual({ room: expect.stringMatching(/^onboarding-room-1\/\d+$/), simulated: true, startsAt: slotAt });
    // The sandbox holds the call from the slot's start: its answer comes `sandboxCallMs` after it; entering again changes nothing.
    expect((await answerDueOf(app.id))?.toISOString()).toBe(new Date(slot + sandboxCallMs).toISOString());
    expect((await join(app.applicant.token, app.id)).status).toBe(200);
    expect((await answerDueOf(app.id))?.toISOString()).toBe(new Date(slot + sandboxCallMs).toISOString());
    // Still booked until the provider answers.
    await at(slot + sandboxCallMs - 1_000, app.applicant);
    expect((await callOf(app.applicant.token, app.id)).body.call?.status).toBe('booked');
    await at(slot + sandboxCallMs, app.applicant);
    expect((await callOf(app.applicant.token, app.id)).body).toMatchObject({ call: { slotAt, status: 'completed' }, mayBook: false, documentType: anyDocument });
    // Done: no room any more.
    expect((await join(app.applicant.token, app.id)).body).toMatchObject({ reason: 'ACTION_NOT_ALLOWED', params: { rule: 'videoCallBooked' } });
  });

  it('a call whose room was never entered is answered at its end as booked, and its room is closed then', async () => {
    const app = await offerAcceptedAlone(world);
    await identify(world, app.applicant.token, app.id);
    const slotAt = await book(app.applicant, app.id);
    await at(Date.parse(slotAt) + 30 * minute - 1_000, app.applicant);
    expect((await callOf(app.applicant.token, app.id)).body.call?.status).toBe('booked');
    await at(Date.parse(slotAt) + 30 * minute, app.applicant);
    expect((await callOf(app.applicant.token, app.id)).body.call?.status).toBe('completed');
    expect((await join(app.applicant.token, app.id)).status).toBe(409);
  });

  it('a 91… card misses the first call even in the room: the page reads missed and may book again; the next call completes', async () => {
    const app = await offerAcceptedAlone(world, { process: 'missesFirstVideoCall' });
    await identify(world, app.applicant.token, app.id);
    const first = await book(app.applicant, app.id);
    await at(Date.parse(first), app.applicant);
    expect((await join(app.applicant.token, app.id)).status).toBe(200);
    await at(Date.parse(first) + sandboxCallMs, app.applicant);
    expect((await callOf(app.applicant.token, app.id)).body).toMatchObject({ call: { slotAt: first, status: 'missed' }, mayBook: true, documentType: anyDocument });
    // After a missed call the room is closed (nothing booked) until the person books again.
    expect((await join(app.applicant.token, app.id)).body).toMatchObject({ params: { rule: 'videoCallBooked' } });
    const second = await book(app.applicant, app.id);
    expect((await callOf(app.applicant.token, app.id)).body).toMatchObject({ call: { slotAt: second, status: 'booked' }, mayBook: true, documentType: anyDocument });
    await at(Date.parse(second) + minute, app.applicant);
    expect((await join(app.applicant.token, app.id)).status).toBe(200);
    await at(Date.parse(second) + minute + sandboxCallMs, app.applicant);
    expect((await callOf(app.applicant.token, app.id)).body).toMatchObject({ call: { slotAt: second, status: 'completed' }, mayBook: false, documentType: anyDocument });
    expect((await callsOf(app.id)).map((row) => row.status)).toEqual(['missed', 'done']);
  });

  it('a 92… card fails the call: the page reads failed and may not book', async () => {
    const app = await offerAcceptedAlone(world, { process: 'failsVideoCall' });
    await identify(world, app.applicant.token, app.id);
    const slotAt = await book(app.applicant, app.id);
    await at(Date.parse(slotAt) + 10 * minute, app.applicant);
    expect((await join(app.applicant.token, app.id)).status).toBe(200);
    // Entered after the slot's start: the answer comes `sandboxCallMs` after the entry.
    await at(Date.parse(slotAt) + 10 * minute + sandboxCallMs, app.applicant);
    expect((await callOf(app.applicant.token, app.id)).body).toMatchObject({ call: { status: 'failed' }, mayBook: false, documentType: anyDocument });
  });
});
