import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStreamRetryMs } from '../../api/contract/application-events';
import type { Database } from '../../api/server/db/database';
import { lendingAppointments, loanApplicationChanges, loanApplicationCoApplicants, loanApplications } from '../../api/server/db/schema';
import { get } from '../support/account-helpers';
import { dataOf, SseReader } from '../support/sse-reader';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectedKind, type TestDatabase } from '../support/test-database';
import { coApplicantApi, jointDraft, type JointDraft } from '../drivers/co-applicant.api';
import { consent, signedInPerson } from '../drivers/loan-applications.api';
import { freeSlot, identify, offerAcceptedAlone, processApi, sandboxProcessWorld, type ProcessWorld } from '../drivers/lending-process.api';

/*
 * The live streams of loan applications (server-sent events over the change feed of migration 0026):
 * a real change through the API reaches both people's streams, on this instance and on another one on
 * the same database; a resumed stream gets what it missed exactly once; calendars' changes reach
 * every application's stream; strangers get the process view's 404.
 */

let world: ProcessWorld & { database: TestDatabase };
let t: TestApp;
const readers: SseReader[] = [];

beforeAll(async () => {
  world = await sandboxProcessWorld(6);
  t = world.t;
}, 60_000);
afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.cancel()));
  await world.database.close();
});

/** Opens a stream on an app (this instance by default) and reads past its `retry:`. */
async function open(path: string, token: string, headers: Record<string, string> = {}, app: TestApp = t): Promise<SseReader> {
  const response = await app.request(path, { headers: { authorization: `Bearer ${token}`, ...headers } });
  expect(response.status, await (response.status === 200 ? Promise.resolve('') : response.clone().text())).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
  expect(response.headers.get('content-encoding')).toBeNull();
  const reader = new SseReader(response);
  readers.push(reader);
  expect(await reader.next()).toEqual({ retry: applicationStreamRetryMs });
  return reader;
}
const applicationStream = (id: string, token: string, headers?: Record<string, string>, app?: TestApp) => open(`/api/loan-applications/${id}/events`, token, headers, app);
const personalStream = (token: string, headers?: Record<string, string>) => open('/api/loan-applications/events', token, headers);

const together = () => jointDraft(t, { applicant: 'eligibleLower', coApplicant: 'coApplicantFamily', relationship: 'sister', onlyAccept: true });
/** A real change: the co-applicant saves a step of their part. */
async function coApplicantSaves(draft: JointDraft, step: string, data: unknown) {
  const saved = await coApplicantApi(t).step(draft.coApplicant.token, draft.id, step, data);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
const changesOf = (id: string) => world.database.db.select().from(loanApplicationChanges).where(eq(loanApplicationChanges.applicationId, id)).orderBy(loanApplicationChanges.id);

describe(`live application streams (${expectedKind})`, () => {
  it("carry the co-applicant's saved step to both people's streams of the application and of their personal page; a stranger and an unknown id get 404, no session 401", async () => {
    const draft = await together();
    const streams = await Promise.all([
      applicationStream(draft.id, draft.applicant.token),
      applicationStream(draft.id, draft.coApplicant.token),
      personalStream(draft.applicant.token),
      personalStream(draft.coApplicant.token),
    ]);
    const stranger = await signedInPerson(t);
    const strangersPage = await personalStream(stranger.token);

    await coApplicantSaves(draft, 'applicantData', draft.coApplicantData);
    const [row] = await changesOf(draft.id).then((rows) => rows.slice(-1));
    for (const stream of streams) {
      const change = await stream.nextOf('change');
      expect(change.id).toBe(String(row?.id));
      expect(dataOf(change)).toEqual({ applicationId: draft.id, kind: 'coApplicant', at: row?.at.toISOString() });
    }
    expect(await strangersPage.collect('change', 300)).toEqual([]);

    // The process view's answer to a stranger, and to an id nobody has: the same 404.
    const processView = await t.json(`/api/loan-applications/${draft.id}/process`, get({ token: stranger.token }));
    expect(processView.status).toBe(404);
    for (const id of [draft.id, randomUUID()]) {
      const refused = await t.json(`/api/loan-applications/${id}/events`, get({ token: stranger.token }));
      expect(refused).toMatchObject({ status: 404, body: processView.body });
    }
    expect((await t.json('/api/loan-applications/not-an-id/events', get({ token: stranger.token }))).status).toBe(400);
    for (const path of [`/api/loan-applications/${draft.id}/events`, '/api/loan-applications/events']) {
      expect(await t.json(path)).toMatchObject({ status: 401, body: { type: 'COMMON', reason: 'UNAUTHORIZED' } });
    }
  });

  it('resumed with Last-Event-ID (or ?lastEventId=) send the missed changes once, in order, then live ones; a malformed id is ignored', async () => {
    const draft = await together();
    const first = await applicationStream(draft.id, draft.applicant.token);
    await coApplicantSaves(draft, 'applicantData', draft.coApplicantData);
    const seen = await first.nextOf('change');
    await first.cancel();

    // Missed while away: the consent and a change by the bank's side (a touch of the application row).
    await coApplicantSaves(draft, 'consent', consent);
    await world.database.db.update(loanApplications).set({ updatedAt: t.clock.now() }).where(eq(loanApplications.id, draft.id));
    expect((await changesOf(draft.id)).filter((row) => row.id > Number(seen.id)).map((row) => row.kind)).toEqual(['coApplicant', 'application']);

    const touch = () => world.database.db.update(loanApplications).set({ updatedAt: t.clock.now() }).where(eq(loanApplications.id, draft.id));
    const idsAfter = async (id: string | undefined) => (await changesOf(draft.id)).filter((row) => row.id > Number(id)).map((row) => String(row.id));
    const resumes: { headers: Record<string, string>; query: string }[] = [
      { headers: { 'Last-Event-ID': seen.id ?? '' }, query: '' },
      { headers: {}, query: `?lastEventId=${seen.id ?? ''}` },
    ];
    for (const resume of resumes) {
      const expected = await idsAfter(seen.id);
      const stream = await open(`/api/loan-applications/${draft.id}/events${resume.query}`, draft.applicant.token, resume.headers);
      const replayed = await stream.collect('change', 300);
      expect(replayed.map((event) => event.id)).toEqual(expected);
      // Then live ones, each once.
      await touch();
      const [live] = (await idsAfter(expected.at(-1))).slice(-1);
      expect((await stream.collect('change', 300)).map((event) => event.id)).toEqual([live]);
      await stream.cancel();
    }

    const malformed = await applicationStream(draft.id, draft.applicant.token, { 'Last-Event-ID': 'yesterday' });
    expect(await malformed.collect('change', 200)).toEqual([]);
    // The co-applicant's personal page resumes the same way.
    const personal = await personalStream(draft.coApplicant.token, { 'Last-Event-ID': seen.id ?? '' });
    expect((await personal.collect('change', 300)).map((event) => event.id)).toEqual(await idsAfter(seen.id));
  });

  it('write one change row per application per transaction, none for a rolled-back one, and none for an application being deleted', async () => {
    const draft = await together();
    const before = (await changesOf(draft.id)).length;
    await world.database.db.transaction(async (tx) => {
      await tx.update(loanApplications).set({ updatedAt: t.clock.now() }).where(eq(loanApplications.id, draft.id));
      await tx.update(loanApplicationCoApplicants).set({ updatedAt: t.clock.now() }).where(eq(loanApplicationCoApplicants.applicationId, draft.id));
      await tx.update(loanApplications).set({ updatedAt: t.clock.now() }).where(eq(loanApplications.id, draft.id));
    });
    const after = await changesOf(draft.id);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)?.kind).toBe('application');
    await world.database.db.update(loanApplications).set({ updatedAt: t.clock.now() }).where(eq(loanApplications.id, draft.id));
    expect((await changesOf(draft.id)).length).toBe(before + 2);
    await expect(
      world.database.db.transaction(async (tx) => {
        await tx.update(loanApplications).set({ updatedAt: t.clock.now() }).where(eq(loanApplications.id, draft.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await changesOf(draft.id)).length).toBe(before + 2);
    // The cascade to its co-applicant row writes nothing for a gone application (its feed goes with it).
    await world.database.db.delete(loanApplications).where(eq(loanApplications.id, draft.id));
    expect(await changesOf(draft.id)).toEqual([]);
  });

  it("carry a booked video call on one application to another application's stream as a slots event, naming no one", async () => {
    const booking = await offerAcceptedAlone(world);
    await identify(world, booking.applicant.token, booking.id);
    const other = await together();
    const stream = await applicationStream(other.id, other.applicant.token);
    const booked = await processApi(t).book(booking.applicant.token, booking.id, await freeSlot(world, booking.applicant.token, booking.id));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const slots = await stream.nextOf('slots');
    expect(slots.id).toBeUndefined();
    const [appointment] = await world.database.db.select({ resource: lendingAppointments.resource }).from(lendingAppointments).where(eq(lendingAppointments.applicationId, booking.id));
    expect(dataOf(slots)).toEqual({ kind: 'videoCall', resource: appointment?.resource });
    // The other application's own changes: none.
    expect(await stream.collect('change', 200)).toEqual([]);
  }, 60_000);

  it('reach a stream open on a second instance on the same database within a second of a change through the first', async () => {
    const draft = await together();
    // On PostgreSQL its own pool and listener; on PGlite the same embedded client.
    const secondDatabase: Database = await world.database.connectAgain();
    const second = createTestApp(secondDatabase);
    second.clock.set(t.clock.now());
    const stream = await applicationStream(draft.id, draft.applicant.token, {}, second);
    const started = performance.now();
    await coApplicantSaves(draft, 'applicantData', draft.coApplicantData);
    const change = await stream.nextOf('change', 1000);
    const latency = Math.round(performance.now() - started);
    console.log(`change → other instance’s stream: ${latency} ms`);
    expect(dataOf(change)).toMatchObject({ applicationId: draft.id, kind: 'coApplicant' });
    expect(latency).toBeLessThan(1000);
    await stream.cancel();
    await second.liveChanges.close();
  });

  it('send a heartbeat at the configured interval, and end when the instance closes its hub', async () => {
    const draft = await together();
    const brisk = createTestApp(world.database, { heartbeatMs: 50 });
    brisk.clock.set(t.clock.now());
    const stream = await applicationStream(draft.id, draft.applicant.token, {}, brisk);
    expect(await stream.nextOf('heartbeat', 1000)).toEqual({ event: 'heartbeat', data: '{}' });
    expect(await stream.nextOf('heartbeat', 1000)).toEqual({ event: 'heartbeat', data: '{}' });
    await brisk.liveChanges.close();
    expect(await stream.ended(1000)).toBe(true);
  });

  it('flow through a real HTTP server at once and uncompressed, whatever encodings the browser takes', async () => {
    const draft = await together();
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/loan-applications/${draft.id}/events`, {
        headers: { authorization: `Bearer ${draft.applicant.token}`, 'accept-encoding': 'br, gzip' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      const stream = new SseReader(response);
      readers.push(stream);
      expect(await stream.next(1000)).toEqual({ retry: applicationStreamRetryMs });
      await coApplicantSaves(draft, 'applicantData', draft.coApplicantData);
      expect(dataOf(await stream.nextOf('change', 1000))).toMatchObject({ applicationId: draft.id, kind: 'coApplicant' });
      await stream.cancel();
    } finally {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
