import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeyLifetimeMs } from '../../api/contract/idempotency';
import { hours, minutes } from '../../api/server/clock';
import { bookings, favourites, idempotencyKeys, lendingAppointments, lendingIdentifications, loanApplicationCoApplicants, loanApplicationEvents, loanApplications, outboxMessages, users } from '../../api/server/db/schema';
import type { AppEnv } from '../../api/server/http/app-env';
import { maintenanceKind, pruneExpired } from '../../api/server/jobs/maintenance';
import { hashToken } from '../../api/server/security/tokens';
import { abandonedClaimMs } from '../../api/server/services/idempotency.service';
import { documentPicture, personaData } from '../drivers/co-applicant.api';
import { afterCall, freeSlot, offerAcceptedAlone, processApi, sandboxProcessWorld, settle, signInAgain, type ProcessWorld } from '../drivers/lending-process.api';
import { identificationAnswerDelayMs } from '../../api/server/adapters/identification-provider.sandbox';
import { addresses, alone, consent, freshCard, loanApi, loanInfo, signedInPerson, type Person } from '../drivers/loan-applications.api';
import { get, mailbox, post, signUpBody, type CallOptions } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

/*
 * Idempotency-Key (DESIGN.md, Errors): a mutating request sent again with its key answers as the
 * first did, once, whatever the product's call; the key is the caller's own, a different request
 * under the same key is refused, a repeat during the first is told to wait, a 5xx is not kept, and
 * a kept answer lapses after a day.
 */

let world: ProcessWorld & { database: TestDatabase };
let t: TestApp;
let database: TestDatabase;

/** The probes' app: a second instance on the same database, with routes whose behaviour a test holds in its hand. */
let probes: TestApp;
const probe = { runs: 0, failNext: false, gate: undefined as Promise<void> | undefined };
const probeRoutes = new Hono<AppEnv>()
  .post('/test/idempotency-probe', async (c) => {
    probe.runs += 1;
    if (probe.gate) await probe.gate;
    if (probe.failNext) {
      probe.failNext = false;
      throw new Error('the probe fails once');
    }
    return c.json({ run: probe.runs }, 201);
  })
  .post('/test/idempotency-empty', (c) => {
    probe.runs += 1;
    return c.body(null, 204);
  });

beforeAll(async () => {
  world = await sandboxProcessWorld(8);
  ({ t, database } = world);
  probes = createTestApp(database, { extraApiRoutes: probeRoutes });
}, 60_000);
afterAll(() => database?.close());

const newKey = () => randomUUID();

/** A call with a key (and a JSON body when given). */
function keyed(method: string, body: unknown, key: string | undefined, options: CallOptions = {}): RequestInit {
  return { ...post(body, { ...options, headers: { ...(key ? { 'idempotency-key': key } : {}), ...options.headers } }), method };
}

/** The same request sent twice, the first answer "lost" (the test reads it only to compare). */
async function sentTwice<T = unknown>(app: TestApp, path: string, init: () => RequestInit) {
  const first = await app.json<T>(path, init());
  const again = await app.json<T>(path, init());
  return { first, again };
}

function expectReplayed(answers: { first: { status: number; body: unknown; headers: Headers }; again: { status: number; body: unknown; headers: Headers } }, status: number) {
  expect(answers.first.status, JSON.stringify(answers.first.body)).toBe(status);
  expect(answers.first.headers.get('idempotent-replayed')).toBeNull();
  expect(answers.again.status).toBe(status);
  expect(answers.again.body).toEqual(answers.first.body);
  expect(answers.again.headers.get('idempotent-replayed')).toBe('true');
  expect(answers.again.headers.get('content-type')).toBe(answers.first.headers.get('content-type'));
}

const rows = async (table: typeof bookings | typeof favourites, where: ReturnType<typeof and>) => (await database.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
const eventsOf = async (applicationId: string, eventType: string) =>
  (await database.db.select({ n: count() }).from(loanApplicationEvents).where(and(eq(loanApplicationEvents.applicationId, applicationId), eq(loanApplicationEvents.eventType, eventType))))[0]?.n ?? 0;

/** A draft of a single applicant on a secondary property, with the steps before the co-borrower's saved. */
async function draftWithApplicant(person: Person) {
  const loans = loanApi(t);
  const started = await loans.start(person.token, { property: null, marketType: '1' });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id;
  for (const [step, data] of [
    ['loanInfo', loanInfo({ propertyPrice: 40_000_000 })],
    ['applicantData', personaData('eligibleLower', freshCard('eligibleLower'), { monthlyIncomeTax: 300_000 })],
    ['consent', consent],
  ] as const) {
    expect((await loans.step(person.token, id, step, data)).status).toBe(200);
  }
  return id;
}

describe('a repeated mutating call answers as the first did', () => {
  it('sign-up: a visitor signed up once, one account and one mail', async () => {
    const key = newKey();
    const body = signUpBody();
    const answers = await sentTwice(t, '/api/account/sign-up', () => keyed('POST', body, key));
    expectReplayed(answers, 201);
    const accounts = await database.db.select({ id: users.id }).from(users).where(eq(users.email, body.email.toLowerCase()));
    expect(accounts).toHaveLength(1);
    const mails = await database.db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.recipient, body.email.toLowerCase()));
    expect(mails).toHaveLength(1);
    // Without a key the same sign-up is a new one, refused as before.
    const plain = await t.json('/api/account/sign-up', keyed('POST', body, undefined));
    expect(plain).toMatchObject({ status: 400, body: { type: 'USER', reason: 'DUPLICATE_USER_NAME' } });
  });

  it('a booking: one booking, the same 201; without a key the repeat is refused as before', async () => {
    const person = await signedInPerson(t);
    const apartmentId = world.nextFlat();
    const key = newKey();
    const answers = await sentTwice(t, '/api/bookings', () => keyed('POST', { marketType: '0', apartmentId }, key, { token: person.token }));
    expectReplayed(answers, 201);
    expect(await rows(bookings, and(eq(bookings.apartmentId, apartmentId), isNull(bookings.releasedAt)))).toBe(1);
    const plain = await t.json('/api/bookings', keyed('POST', { marketType: '0', apartmentId }, undefined, { token: person.token }));
    expect(plain).toMatchObject({ status: 400, body: { type: 'BOOKING', reason: 'ALREADY_BOOKED_BY_YOU' } });
  });

  it('a favourite: one row; another person sending the same key gets their own answer, never the first one', async () => {
    const [ani, aram] = [await signedInPerson(t), await signedInPerson(t)];
    const apartmentId = world.nextFlat();
    const key = newKey();
    const answers = await sentTwice(t, `/api/favorites/${apartmentId}`, () => keyed('POST', { marketType: '0' }, key, { token: ani.token }));
    expectReplayed(answers, 201);
    expect(await rows(favourites, and(eq(favourites.userId, ani.userId), eq(favourites.apartmentId, apartmentId)))).toBe(1);
    const theirs = await t.json<{ id: number }>(`/api/favorites/${apartmentId}`, keyed('POST', { marketType: '0' }, key, { token: aram.token }));
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body).not.toEqual(answers.first.body);
    expect(await rows(favourites, and(eq(favourites.userId, aram.userId), eq(favourites.apartmentId, apartmentId)))).toBe(1);
    // A visitor sending that key is not the person either: signed out, the route still asks for a session.
    expect((await t.json(`/api/favorites/${apartmentId}`, keyed('POST', { marketType: '0' }, key))).status).toBe(401);
  });

  it('a loan wizard step, saved once: the same answer again', async () => {
    const person = await signedInPerson(t);
    const id = await draftWithApplicant(person);
    const key = newKey();
    const save = () => keyed('PUT', { step: 'coBorrower', data: alone }, key, { token: person.token });
    const first = await t.json<{ updatedAt: string }>(`/api/loan-applications/${id}/steps`, save());
    // A minute on, a save that ran again would move the application's time.
    t.clock.advance(minutes(1));
    const again = await t.json<{ updatedAt: string }>(`/api/loan-applications/${id}/steps`, save());
    expectReplayed({ first, again }, 200);
    const [row] = await database.db.select({ updatedAt: loanApplications.updatedAt }).from(loanApplications).where(eq(loanApplications.id, id));
    expect(row?.updatedAt.toISOString()).toBe(first.body.updatedAt);
  });

  it('submitting a loan application whose answer was lost: the same 200, one submission; accepting the offer likewise', async () => {
    const loans = loanApi(t);
    const person = await signedInPerson(t);
    const started = await loans.start(person.token, { property: { marketType: '0', apartmentId: world.nextFlat() } });
    expect(started.status).toBe(201);
    const id = started.body.id;
    for (const [step, data] of [
      ['loanInfo', loanInfo()],
      ['applicantData', personaData('eligibleLower', freshCard('eligibleLower'), { monthlyIncomeTax: 300_000 })],
      ['consent', consent],
      ['coBorrower', alone],
      ['addresses', addresses],
    ] as const) {
      expect((await loans.step(person.token, id, step, data)).status).toBe(200);
    }
    await settle(world, world.partnerDelayMs);
    const key = newKey();
    const submitted = await sentTwice<{ status: string }>(t, `/api/loan-applications/${id}/submit`, () => keyed('POST', undefined, key, { token: person.token }));
    expectReplayed(submitted, 200);
    expect(await eventsOf(id, 'application.submit')).toBe(1);
    // Without a key, a second submit is what it was: refused by the chart, nothing changed.
    expect((await t.json(`/api/loan-applications/${id}/submit`, keyed('POST', undefined, undefined, { token: person.token }))).status).toBe(409);
    expect(await eventsOf(id, 'application.submit')).toBe(1);

    await settle(world, world.decisionDelayMs);
    expect((await loans.get(person.token, id)).body.status).toBe('ApprovedByBank');
    const acceptKey = newKey();
    const accepted = await sentTwice<{ status: string }>(t, `/api/loan-applications/${id}/offer/accept`, () => keyed('POST', undefined, acceptKey, { token: person.token }));
    expectReplayed(accepted, 200);
    expect(accepted.first.body.status).toBe('OfferAccepted');
    expect(await eventsOf(id, 'offer.accept')).toBe(1);
  });

  it('inviting a co-applicant: one invitation, one mail', async () => {
    const [applicant, invited] = [await signedInPerson(t), await signedInPerson(t)];
    const id = await draftWithApplicant(applicant);
    const key = newKey();
    const invitation = { relationship: 'brother', email: invited.email, phoneNumber: '+37491000077' };
    const mailsTo = async () => (await database.db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.recipient, invited.email.toLowerCase()))).length;
    const mailedBefore = await mailsTo();
    const answers = await sentTwice(t, `/api/loan-applications/${id}/co-applicant`, () => keyed('POST', invitation, key, { token: applicant.token }));
    expectReplayed(answers, 200);
    expect(await database.db.select({ id: loanApplicationCoApplicants.id }).from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.applicationId, id))).toHaveLength(1);
    expect(await mailsTo()).toBe(mailedBefore + 1);
  });

  it('an upload sent again as another form of the same file (a new boundary): the stored answer, not a second run', async () => {
    const person = await signedInPerson(t);
    const started = await loanApi(t).start(person.token, { property: null, marketType: '1' });
    const id = started.body.id;
    const key = newKey();
    const bytes = new Uint8Array(await documentPicture());
    const upload = (file: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.set('file', new Blob([file], { type: 'image/png' }), 'page.png');
      return { method: 'PUT', body: form, headers: { authorization: `Bearer ${person.token}`, 'idempotency-key': key } };
    };
    const answers = await sentTwice(t, `/api/loan-applications/${id}/pictures/spouse/photoPage`, () => upload(bytes));
    expectReplayed(answers, 200);
    // Another file under the same key is another request.
    const other = await t.json(`/api/loan-applications/${id}/pictures/spouse/photoPage`, upload(new Uint8Array([...bytes, 0])));
    expect(other).toMatchObject({ status: 422, body: { type: 'COMMON', reason: 'IDEMPOTENCY_KEY_REUSED' } });
  });
  it('each call of the process after the offer, its answer lost: the same answer again and nothing done twice (identification, video call, spouse and contract data, signing code, signature, notary)', async () => {
    const app = await offerAcceptedAlone(world);
    const person = app.applicant;
    const process = (path: string) => `/api/loan-applications/${app.id}/process${path}`;
    const allEvents = async () => (await database.db.select({ n: count() }).from(loanApplicationEvents).where(eq(loanApplicationEvents.applicationId, app.id)))[0]?.n ?? 0;
    /** The call twice under one key: the replayed answer, and the application's log as the first call left it. */
    const once = async <T>(path: string, body: unknown) => {
      const key = newKey();
      const first = await t.json<T>(process(path), keyed('POST', body, key, { token: person.token }));
      const eventsAfterFirst = await allEvents();
      const again = await t.json<T>(process(path), keyed('POST', body, key, { token: person.token }));
      expectReplayed({ first, again }, 200);
      expect(await allEvents(), `${path} acted again`).toBe(eventsAfterFirst);
      return first.body;
    };

    const session = await once<{ guid: string }>('/identification', undefined);
    expect((await database.db.select({ n: count() }).from(lendingIdentifications).where(eq(lendingIdentifications.applicationId, app.id)))[0]?.n).toBe(1);
    expect((await processApi(t).widget(session.guid, 'passed')).status).toBe(200);
    await settle(world, identificationAnswerDelayMs);
    await signInAgain(world, person);

    const booked = await once<{ slotAt: string }>('/video-call', { slotAt: await freeSlot(world, person.token, app.id) });
    await afterCall(world, booked.slotAt, person);
    expect((await loanApi(t).get(person.token, app.id)).body.status).toBe('ApplicantsOnboardingCompleted');

    await once('/spouse-data', { married: false });
    await once('/package-data', { repaymentDay: 15, debitAccount: '2470000000000001', explanationsRead: true });
    await settle(world, minutes(10));
    await signInAgain(world, person);
    expect((await loanApi(t).get(person.token, app.id)).body.status).toBe('LendingPackageChecked');

    const phone = '+37493777101';
    await database.db.update(users).set({ phoneNumber: phone, phoneVerifiedAt: t.clock.now() }).where(eq(users.id, person.userId));
    await once('/package/signing-code', undefined);
    const texts = await mailbox(t, phone);
    expect(texts).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(texts[0]?.body ?? '')?.[1];
    await once('/package/sign', { code });
    await settle(world, minutes(5));
    await signInAgain(world, person);
    expect((await loanApi(t).get(person.token, app.id)).body.status).toBe('LoanApproved');

    const notaries = await t.json<{ id: string }[]>(process('/notaries'), get({ token: person.token }));
    const notaryId = notaries.body[0]?.id ?? '';
    const hours = await t.json<{ at: string; available: boolean }[]>(process(`/notaries/${notaryId}/slots`), get({ token: person.token }));
    await once('/notary', { notaryId, slotAt: hours.body.find((slot) => slot.available)?.at });
    // One video call and one notary appointment were ever booked: no second row, not even a "moved" one.
    const appointments = await database.db.select({ kind: lendingAppointments.kind }).from(lendingAppointments).where(eq(lendingAppointments.applicationId, app.id));
    expect(appointments.map((row) => row.kind).sort()).toEqual(['notary', 'videoCall']);
  });
});

describe('what a key cannot do', () => {
  it('the same key with another body, path or method is refused with 422, and nothing is done', async () => {
    const person = await signedInPerson(t);
    const [first, second] = [world.nextFlat(), world.nextFlat()];
    const key = newKey();
    expect((await t.json(`/api/favorites/${first}`, keyed('POST', { marketType: '0' }, key, { token: person.token }))).status).toBe(201);
    const otherPath = await t.json(`/api/favorites/${second}`, keyed('POST', { marketType: '0' }, key, { token: person.token, lang: 'ru' }));
    expect(otherPath).toMatchObject({ status: 422, body: { type: 'COMMON', reason: 'IDEMPOTENCY_KEY_REUSED' } });
    const otherBody = await t.json(`/api/favorites/${first}`, keyed('POST', { marketType: '1' }, key, { token: person.token }));
    expect(otherBody.status).toBe(422);
    expect(await rows(favourites, and(eq(favourites.userId, person.userId), eq(favourites.apartmentId, second)))).toBe(0);
  });

  it('a key of the wrong shape is a catalogued 400', async () => {
    for (const key of ['short', '', 'x'.repeat(101), 'with spaces in it, sixteen+', 'slashes/are/not/in/keys']) {
      const answer = await probes.json('/api/test/idempotency-probe', keyed('POST', {}, undefined, { headers: { 'idempotency-key': key } }));
      expect(answer, key).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'IDEMPOTENCY_KEY_INVALID' } });
    }
  });

  it('a repeat while the first still runs is told so (409), on another instance too, then gets the first answer', async () => {
    const key = newKey();
    // Instances share one time (their clocks are the test's).
    probes.clock.set(t.clock.now());
    let open = () => {};
    probe.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const runsBefore = probe.runs;
    const first = probes.json<{ run: number }>('/api/test/idempotency-probe', keyed('POST', { n: 1 }, key));
    try {
      // The first has claimed its key once it runs.
      for (let waited = 0; probe.runs === runsBefore && waited < 200; waited += 1) await new Promise((resolve) => setTimeout(resolve, 5));
      const during = await probes.json('/api/test/idempotency-probe', keyed('POST', { n: 1 }, key, { lang: 'hy' }));
      expect(during).toMatchObject({ status: 409, body: { type: 'COMMON', reason: 'REQUEST_IN_PROGRESS' } });
      // The main app is another instance on the same database: it sees the claim as well.
      expect((await t.json('/api/test/idempotency-probe', keyed('POST', { n: 1 }, key))).status).toBe(409);
    } finally {
      probe.gate = undefined;
      open();
    }
    const answered = await first;
    expect(answered.status).toBe(201);
    const after = await probes.json('/api/test/idempotency-probe', keyed('POST', { n: 1 }, key));
    expect(after).toMatchObject({ status: 201, body: answered.body });
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(probe.runs).toBe(runsBefore + 1);
  });

  it('a claim abandoned by a stopped instance is taken over by the next repeat after a while', async () => {
    const key = newKey();
    const request = keyed('POST', { n: 'abandoned' }, key);
    // An instance claimed the key and stopped: a row without an answer.
    expect((await probes.json('/api/test/idempotency-probe', request)).status).toBe(201);
    await database.db.update(idempotencyKeys).set({ status: null, answer: null }).where(and(eq(idempotencyKeys.caller, 'visitor'), eq(idempotencyKeys.keyHash, hashToken(key))));
    expect((await probes.json('/api/test/idempotency-probe', keyed('POST', { n: 'abandoned' }, key))).status).toBe(409);
    probes.clock.advance(abandonedClaimMs + minutes(1));
    const runsBefore = probe.runs;
    const taken = await probes.json('/api/test/idempotency-probe', keyed('POST', { n: 'abandoned' }, key));
    expect(taken.status).toBe(201);
    expect(taken.headers.get('idempotent-replayed')).toBeNull();
    expect(probe.runs).toBe(runsBefore + 1);
  });

  it('a 5xx is not kept: the retry with the same key runs again', async () => {
    const key = newKey();
    const runsBefore = probe.runs;
    probe.failNext = true;
    const failed = await probes.json('/api/test/idempotency-probe', keyed('POST', { n: 5 }, key));
    expect(failed.status).toBe(500);
    const retried = await probes.json<{ run: number }>('/api/test/idempotency-probe', keyed('POST', { n: 5 }, key));
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(probe.runs).toBe(runsBefore + 2);
    const replayed = await probes.json('/api/test/idempotency-probe', keyed('POST', { n: 5 }, key));
    expect(replayed).toMatchObject({ status: 201, body: retried.body });
    expect(probe.runs).toBe(runsBefore + 2);
  });

  it('an empty answer (204) is replayed empty', async () => {
    const key = newKey();
    const runsBefore = probe.runs;
    const first = await probes.request('/api/test/idempotency-empty', keyed('POST', undefined, key));
    const again = await probes.request('/api/test/idempotency-empty', keyed('POST', undefined, key));
    expect([first.status, again.status]).toEqual([204, 204]);
    expect(await again.text()).toBe('');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(probe.runs).toBe(runsBefore + 1);
  });

  it('a kept answer lapses after 24 hours (the repeat runs again), and the maintenance job forgets it', async () => {
    const key = newKey();
    const runsBefore = probe.runs;
    expect((await probes.json('/api/test/idempotency-probe', keyed('POST', { n: 24 }, key))).status).toBe(201);
    probes.clock.advance(idempotencyKeyLifetimeMs - hours(1));
    expect((await probes.json('/api/test/idempotency-probe', keyed('POST', { n: 24 }, key))).headers.get('idempotent-replayed')).toBe('true');
    probes.clock.advance(hours(1));
    const later = await probes.json('/api/test/idempotency-probe', keyed('POST', { n: 24 }, key));
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(probe.runs).toBe(runsBefore + 2);

    // Rows whose day is over are deleted by the daily maintenance; a live one stays.
    const lapsedKey = newKey();
    expect((await probes.json('/api/test/idempotency-probe', keyed('POST', { n: 'lapsed' }, lapsedKey))).status).toBe(201);
    const kept = async () => (await database.db.select({ keyHash: idempotencyKeys.keyHash }).from(idempotencyKeys).where(eq(idempotencyKeys.caller, 'visitor'))).map((row) => row.keyHash);
    const prune = (now: Date) =>
      database.db.transaction((tx) => pruneExpired({ tx, now, deadline: { id: 0, kind: maintenanceKind, payload: {}, dueAt: now, attempts: 0, maxAttempts: 5, lastError: null, doneAt: null, failedAt: null, createdAt: now } }));
    await prune(probes.clock.now());
    expect(await kept()).toContain(hashToken(lapsedKey));
    await prune(new Date(probes.clock.now().getTime() + idempotencyKeyLifetimeMs + minutes(1)));
    expect(await kept()).not.toContain(hashToken(lapsedKey));
  });
});
