import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxPartnerAvailability } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import { lendingProcessViewSchema, type LendingProcessView } from '../../api/contract/lending-process';
import { lendingAppointments, lendingIdentifications, lendingPackageDocuments, lendingPackageSignatures } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { applyLendingEvent, type LendingLogActor } from '../../api/server/services/lending/lending-runtime';
import type { LendingEvent } from '../../machines/lending/lending.machine';
import { jointDraft, type JointDraft } from '../drivers/co-applicant.api';
import { freeSlot, identify, offerAcceptedAlone, processApi, settle, type ProcessWorld } from '../drivers/lending-process.api';
import { identificationAnswerDelayMs } from '../../api/server/adapters/identification-provider.sandbox';
import { loanApi, seedLoanCatalogue, signedInPerson, type LoanCatalogue, type Person, type Refusal } from '../drivers/loan-applications.api';
import { get, signIn } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * The process screen's read (issue 17, GET /loan-applications/:id/process): what the applicant and
 * the co-applicant each see of an application after the accepted offer (their own identification
 * try, video call and signatures; everyone's progress), the path from the event log with who moved
 * it, the running deadlines and where they lead, and who must act next. A stranger gets 404.
 */

const decisionDelay = 40_000;
const partnerDelay = 5_000;
let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;
let api: ReturnType<typeof loanApi>;
let scheduler: Scheduler;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  t.clock.set('2026-03-02T08:00:00Z');
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
  api = loanApi(t);
  const outside = sandboxOutsideSystems(t.clock, instantSandbox);
  const lending = {
    decisionEngine: sandboxDecisionEngine({ ...outside, delayMs: [decisionDelay, decisionDelay] }),
    partner: sandboxPartnerAvailability({ delayMs: [partnerDelay, partnerDelay] }),
    processSenders: {},
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

const processOf = async (token: string, id: string, lang = 'en') => {
  const answer = await t.json<LendingProcessView & Refusal>(`/api/loan-applications/${id}/process`, get({ token, lang }));
  if (answer.status === 200) {
    const parsed = v.safeParse(lendingProcessViewSchema, answer.body);
    if (!parsed.success) throw new Error(`the answer is not a LendingProcessView: ${JSON.stringify(v.flatten(parsed.issues))}`);
  }
  return answer;
};

/** Two people (a sister as co-applicant) with a confirmed flat, submitted, approved, and the offer accepted by both. */
async function acceptedTogether(): Promise<JointDraft> {
  const draft = await jointDraft(t, {
    applicant: 'eligible',
    coApplicant: 'coApplicantFamily',
    relationship: 'sister',
    apartmentId: nextFlat(),
    applicantData: { monthlyIncomeTax: 300_000 },
    coApplicantData: { monthlyIncomeTax: 300_000 },
  });
  await scheduler.runDue();
  t.clock.advance(partnerDelay);
  await scheduler.runDue();
  const sent = await api.submit(draft.applicant.token, draft.id);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await scheduler.runDue();
  t.clock.advance(decisionDelay);
  await scheduler.runDue();
  expect((await api.get(draft.applicant.token, draft.id)).body.status).toBe('ApprovedByBank');
  expect((await api.offer(draft.applicant.token, draft.id, 'accept')).status).toBe(200);
  t.clock.advance(60_000);
  const accepted = await api.offer(draft.coApplicant.token, draft.id, 'accept');
  expect(accepted.body.status).toBe('OfferAccepted');
  return draft;
}

const person = (p: Person): { kind: 'applicant'; userId: string } => ({ kind: 'applicant', userId: p.userId });
const provider: LendingLogActor = { kind: 'system', source: 'identification-provider' };
const apply = (id: string, event: LendingEvent, actor: LendingLogActor) => applyLendingEvent(database.db, id, event, actor, t.clock, 'http://localhost');

describe(`the lending process view (${expectedKind})`, () => {
  let draft: JointDraft;
  beforeAll(async () => {
    draft = await acceptedTogether();
  });

  it('shows both people the accepted offer: everyone identifies next, the process deadline leads to Expired, the path is the log', async () => {
    const [mine, theirs] = await Promise.all([processOf(draft.applicant.token, draft.id), processOf(draft.coApplicant.token, draft.id)]);
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(mine.body).toMatchObject({ applicationId: draft.id, status: 'OfferAccepted', marketType: '0', role: 'applicant', nextActor: 'everyone', identification: null, videoCall: null, package: null });
    expect(theirs.body).toMatchObject({ status: 'OfferAccepted', role: 'coApplicant', nextActor: 'everyone' });
    expect(mine.body.people).toEqual([
      expect.objectContaining({ party: 'applicant', name: `${draft.applicantData.firstName} ${draft.applicantData.lastName}`, identification: 'notStarted', identificationTriesLeft: 3, onboarding: 'notBooked' }),
      expect.objectContaining({ party: 'coApplicant', name: `${draft.coApplicantData.firstName} ${draft.coApplicantData.lastName}`, identification: 'notStarted' }),
    ]);
    expect(mine.body.property?.title).toBeTruthy();
    expect(mine.body.loan).toMatchObject({ amount: expect.any(Number), termMonths: 240 });
    // Submitted on 2 March at 08:00:05: the primary process window is 7 calendar days.
    expect(mine.body.deadlines).toEqual([{ kind: 'process', dueAt: expect.stringMatching(/^2026-03-09T08:00/), leadsTo: 'Expired' }]);
    // The path: each change of status once, with who made it.
    const statuses = mine.body.path.map((step) => step.status);
    expect(statuses[0]).toBe('Draft');
    expect(statuses.slice(-5)).toEqual(['Sent', 'SentToBank', 'ApprovedByBank', 'ApprovedByClient', 'OfferAccepted']);
    expect(mine.body.path.find((step) => step.status === 'CoApplicantDecision')?.by).toBe('applicant');
    expect(mine.body.path.find((step) => step.status === 'InvitationAccepted')?.by).toBe('coApplicant');
    expect(mine.body.path.find((step) => step.status === 'SentToBank')?.by).toBe('bank');
    expect(mine.body.path.find((step) => step.status === 'ApprovedByClient')?.by).toBe('applicant');
    expect(mine.body.path.at(-1)).toMatchObject({ status: 'OfferAccepted', by: 'coApplicant' });
    // The same log for both; each reads their own steps as theirs.
    const unread = (path: typeof mine.body.path) => path.map(({ byReader: _, ...step }) => step);
    expect(unread(theirs.body.path)).toEqual(unread(mine.body.path));
    expect(mine.body.path.filter((step) => step.byReader).every((step) => step.by === 'applicant')).toBe(true);
    expect(theirs.body.path.filter((step) => step.byReader).map((step) => step.by)).toEqual(theirs.body.path.filter((step) => step.by === 'coApplicant').map(() => 'coApplicant'));
    for (let n = 1; n < statuses.length; n += 1) expect(statuses[n]).not.toBe(statuses[n - 1]);
    // The borrower's stages: a sister is no spouse, so the spouse stage stays on the way; identification runs since the offer was accepted.
    const offerAcceptedAt = mine.body.path.at(-1)?.at;
    expect(mine.body.stages.slice(0, 4)).toEqual([
      { stage: 'application', state: 'done', at: offerAcceptedAt, by: 'coApplicant', byReader: false },
      { stage: 'identification', state: 'now', at: offerAcceptedAt, by: null, byReader: false },
      { stage: 'videoCall', state: 'next', at: null, by: null, byReader: false },
      { stage: 'spouseData', state: 'next', at: null, by: null, byReader: false },
    ]);
    expect(mine.body.stages.map((stage) => stage.stage).slice(4)).toEqual(['contractData', 'signing', 'approval', 'notary', 'registration', 'payout']);
    expect(theirs.body.stages.map(({ byReader: _, ...stage }) => stage)).toEqual(mine.body.stages.map(({ byReader: _, ...stage }) => stage));
    expect(theirs.body.stages[0]?.byReader).toBe(true);
    // What each may do now is the chart's answer for them: both identify; only the main applicant cancels.
    const may = (view: LendingProcessView) => view.actions.filter((entry) => entry.allowed).map((entry) => entry.action);
    expect(may(mine.body)).toEqual(['identification.start', 'application.cancel']);
    expect(may(theirs.body)).toEqual(['identification.start']);
    expect(theirs.body.actions.find((entry) => entry.action === 'application.cancel')).toEqual({ action: 'application.cancel', allowed: false, reason: 'COMMON.FORBIDDEN' });
    expect(mine.body.actions.find((entry) => entry.action === 'package.sign')).toMatchObject({ allowed: false, reason: expect.any(String) });
    expect(mine.body.final).toBe(false);
  });

  it('is a 404 to a stranger and to an unknown id, and 401 without a session', async () => {
    const stranger = await signedInPerson(t);
    expect(await processOf(stranger.token, draft.id)).toMatchObject({ status: 404 });
    expect(await processOf(draft.applicant.token, '00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 404 });
    expect((await t.json(`/api/loan-applications/${draft.id}/process`, get({}))).status).toBe(401);
    expect(await processOf(draft.applicant.token, 'not-a-uuid')).toMatchObject({ status: 400 });
  });

  it("each person sees their own identification try; the one who started waits on the other, then on the provider", async () => {
    await apply(draft.id, { type: 'identification.start', by: person(draft.applicant) }, person(draft.applicant));
    const guid = '7c0e8f50-9a4f-4a56-8c2a-1a2b3c4d5e6f';
    await database.db.insert(lendingIdentifications).values({ applicationId: draft.id, party: 'applicant', userId: draft.applicant.userId, guid, widgetUrl: `http://localhost/sandbox/identification/${guid}`, createdAt: t.clock.now() });
    const mine = (await processOf(draft.applicant.token, draft.id)).body;
    const theirs = (await processOf(draft.coApplicant.token, draft.id)).body;
    expect(mine).toMatchObject({ status: 'ApplicantsIdentificationInProgress', nextActor: 'coApplicant', identification: { guid, widgetUrl: expect.stringContaining(guid) } });
    expect(theirs).toMatchObject({ status: 'ApplicantsIdentificationInProgress', nextActor: 'coApplicant', identification: null });
    expect(theirs.people[0]).toMatchObject({ party: 'applicant', identification: 'inProgress' });
    await apply(draft.id, { type: 'identification.start', by: person(draft.coApplicant) }, person(draft.coApplicant));
    expect((await processOf(draft.applicant.token, draft.id)).body.nextActor).toBe('bank');
    // A failed try: one try fewer, and the person opens the widget again (an answered try is no longer offered).
    await apply(draft.id, { type: 'identification.failed', person: 'applicant' }, provider);
    await database.db.update(lendingIdentifications).set({ outcome: 'failed', answeredAt: t.clock.now() });
    const failed = (await processOf(draft.applicant.token, draft.id)).body;
    expect(failed).toMatchObject({ nextActor: 'applicant', identification: null });
    expect(failed.people[0]).toMatchObject({ identification: 'notStarted', identificationTriesLeft: 2 });
  });

  it('the booked video call with its link is the viewer\'s own; both identified and booked, the bank holds the calls', async () => {
    await apply(draft.id, { type: 'identification.start', by: person(draft.applicant) }, person(draft.applicant));
    await apply(draft.id, { type: 'identification.passed', person: 'applicant' }, provider);
    await apply(draft.id, { type: 'identification.passed', person: 'coApplicant' }, provider);
    expect((await processOf(draft.applicant.token, draft.id)).body).toMatchObject({ status: 'ApplicantsIdentificated', nextActor: 'everyone' });
    const slotAt = '2026-03-04T07:00:00.000Z';
    await apply(draft.id, { type: 'onboarding.book', by: person(draft.applicant), slotAt }, person(draft.applicant));
    await database.db.insert(lendingAppointments).values({ applicationId: draft.id, kind: 'videoCall', party: 'applicant', resource: 'room-1', slotAt: new Date(slotAt), joinUrl: 'http://localhost/sandbox/video-call/room-1', createdAt: t.clock.now() });
    const mine = (await processOf(draft.applicant.token, draft.id)).body;
    expect(mine).toMatchObject({ status: 'ApplicantsOnboardingInProgress', nextActor: 'coApplicant', videoCall: { slotAt, joinUrl: 'http://localhost/sandbox/video-call/room-1' } });
    expect((await processOf(draft.coApplicant.token, draft.id)).body.videoCall).toBeNull();
    await apply(draft.id, { type: 'onboarding.book', by: person(draft.coApplicant), slotAt: '2026-03-04T08:00:00.000Z' }, person(draft.coApplicant));
    expect((await processOf(draft.coApplicant.token, draft.id)).body.nextActor).toBe('bank');
  });

  it('the package in the viewer\'s language with their own signatures, its expiry a deadline back to preparation', async () => {
    const staff: LendingLogActor = { kind: 'system', source: 'video-call' };
    for (const party of ['applicant', 'coApplicant'] as const) await apply(draft.id, { type: 'onboarding.completed', person: party }, staff);
    for (const p of [draft.applicant, draft.coApplicant]) await apply(draft.id, { type: 'spouseData.provide', by: person(p) }, person(p));
    expect((await processOf(draft.applicant.token, draft.id)).body).toMatchObject({ status: 'LendingPackageDataNotPresented', nextActor: 'everyone' });
    await apply(draft.id, { type: 'packageData.present', by: person(draft.coApplicant), repaymentDay: null }, person(draft.coApplicant));
    expect((await processOf(draft.coApplicant.token, draft.id)).body).toMatchObject({ status: 'LendingPackageDataPresentedByCoApplicant', nextActor: 'applicant' });
    await apply(draft.id, { type: 'packageData.present', by: person(draft.applicant), repaymentDay: 15 }, person(draft.applicant));
    expect((await processOf(draft.applicant.token, draft.id)).body).toMatchObject({ status: 'LendingPackagePreparation', nextActor: 'bank', repaymentDay: 15 });
    const expiresAt = '2026-03-03T20:00:00.000Z';
    const bank: LendingLogActor = { kind: 'system', source: 'package' };
    await apply(draft.id, { type: 'package.prepared', expiresAt }, bank);
    await apply(draft.id, { type: 'package.checked' }, bank);
    const documents = await database.db
      .insert(lendingPackageDocuments)
      .values(
        (['hy', 'en'] as const).flatMap((language) =>
          (['loanAgreement', 'repaymentSchedule'] as const).map((kind) => ({ applicationId: draft.id, packageNo: 1, kind, language, storageKey: `package/${draft.id}/1/${kind}.${language}.pdf`, sha256: `${language}${kind}`.padEnd(64, '0'), bytes: 2048, createdAt: t.clock.now() })),
        ),
      )
      .returning();
    const english = documents.filter((document) => document.language === 'en');
    const signedAt = t.clock.now();
    for (const document of english) {
      await database.db.insert(lendingPackageSignatures).values({ documentId: document.id, party: 'applicant', userId: draft.applicant.userId, sha256: document.sha256, signatureRef: `sig-${document.id}`, signedAt });
    }
    await apply(draft.id, { type: 'package.sign', by: person(draft.applicant), at: t.clock.now().toISOString() }, person(draft.applicant));
    const mine = (await processOf(draft.applicant.token, draft.id, 'en')).body;
    expect(mine).toMatchObject({ status: 'SignedByApplicant', nextActor: 'coApplicant', package: { expiresAt } });
    expect(mine.package?.documents.map((document) => [document.kind, document.language, document.signedAt])).toEqual([
      ['loanAgreement', 'en', signedAt.toISOString()],
      ['repaymentSchedule', 'en', signedAt.toISOString()],
    ]);
    expect(mine.package?.documents[0]?.url).toBe(`/api/loan-applications/${draft.id}/process/package/documents/${english.find((document) => document.kind === 'loanAgreement')?.id}`);
    // The co-applicant reads the Armenian copies and has signed none.
    const theirs = (await processOf(draft.coApplicant.token, draft.id, 'hy')).body;
    expect(theirs.package?.documents.map((document) => [document.language, document.signedAt])).toEqual([
      ['hy', null],
      ['hy', null],
    ]);
    // The running deadlines, the soonest first.
    expect(mine.deadlines).toEqual([
      { kind: 'package', dueAt: expiresAt, leadsTo: 'LendingPackagePreparation' },
      { kind: 'process', dueAt: expect.stringMatching(/^2026-03-09T08:00/), leadsTo: 'Expired' },
    ]);
  });

  it('the notary stages wait on the bank once the main applicant booked; a disbursed loan waits on nobody', async () => {
    const bank: LendingLogActor = { kind: 'system', source: 'bank' };
    await apply(draft.id, { type: 'package.sign', by: person(draft.coApplicant), at: t.clock.now().toISOString() }, person(draft.coApplicant));
    await apply(draft.id, { type: 'bank.loanApproved' }, bank);
    const approved = (await processOf(draft.coApplicant.token, draft.id)).body;
    expect(approved).toMatchObject({ status: 'LoanApproved', nextActor: 'applicant', notaryAppointment: null });
    // The notary is the main applicant's to book: the co-applicant's view says so with the rule.
    expect(approved.actions.find((entry) => entry.action === 'notary.book')).toEqual({ action: 'notary.book', allowed: false, reason: 'COMMON.FORBIDDEN' });
    expect((await processOf(draft.applicant.token, draft.id)).body.actions.find((entry) => entry.action === 'notary.book')?.allowed).toBe(true);
    await apply(draft.id, { type: 'notary.book', by: person(draft.applicant), notaryId: 'notary-arabkir-melkonyan', slotAt: '2026-03-05T09:00:00.000Z' }, person(draft.applicant));
    const booked = (await processOf(draft.coApplicant.token, draft.id)).body;
    expect(booked).toMatchObject({ status: 'NotaryAppointmentProvided', nextActor: 'bank', notaryAppointment: { notary: { id: 'notary-arabkir-melkonyan', name: expect.stringContaining('Melkonyan'), address: expect.stringContaining('Komitas'), phone: expect.stringMatching(/^\+374/) }, slotAt: '2026-03-05T09:00:00.000Z' } });
    for (const type of ['notary.packagePrepared', 'notary.packageChecked', 'notary.packageAvailable', 'registry.rightsRegistered', 'insurer.propertyInsured', 'coreBanking.loanDisbursed'] as const) {
      await apply(draft.id, { type }, bank);
    }
    const done = (await processOf(draft.applicant.token, draft.id)).body;
    expect(done).toMatchObject({ status: 'LoanDisbursed', nextActor: null, deadlines: [] });
    // Each step is credited to the party whose answer it was: the notary, the registry and the insurer are not the bank.
    expect(done.path.slice(-4).map((step) => [step.status, step.by])).toEqual([
      ['NotaryPackageAvailable', 'notary'],
      ['RightsRegistered', 'propertyRegistry'],
      ['PropertyInsured', 'insurer'],
      ['LoanDisbursed', 'bank'],
    ]);
    expect(done.stages.every((stage) => stage.state === 'done')).toBe(true);
    expect(done.final).toBe(true);
    expect(done.actions.some((entry) => entry.allowed)).toBe(false);
    expect(done.stages.at(-1)).toEqual({ stage: 'payout', state: 'done', at: done.path.at(-1)?.at, by: 'bank', byReader: false });
  });
});

describe(`the process window's expiry in the view (${expectedKind})`, () => {
  it('an accepted offer nobody moves expires by the deadline: the path names the system, no deadline runs any more', async () => {
    const draft = await acceptedTogether();
    const before = (await processOf(draft.applicant.token, draft.id)).body;
    const due = before.deadlines.find((deadline) => deadline.kind === 'process');
    expect(due?.leadsTo).toBe('Expired');
    t.clock.set(new Date(Date.parse(due?.dueAt ?? '') + 1000).toISOString());
    await scheduler.runDue();
    // A week on, the sessions have ended: the co-applicant signs in again.
    const after = (await processOf(await signIn(t, draft.coApplicant), draft.id)).body;
    expect(after).toMatchObject({ status: 'Expired', nextActor: null, deadlines: [] });
    expect(after.path.at(-1)).toMatchObject({ status: 'Expired', by: 'system' });
    // The way stops at identification, where it stood; nothing is shown ahead of it.
    expect(after.stages.map((stage) => `${stage.stage}:${stage.state}`)).toEqual(['application:done', 'identification:stopped']);
    expect(after.stages.at(-1)).toMatchObject({ at: after.path.at(-1)?.at, by: 'system' });
  });
});

describe(`the view through the process's own routes (${expectedKind})`, () => {
  it("shows the widget the identification route opened, a failed try's count, and the call the booking route booked with its link", async () => {
    const world: ProcessWorld = { t, scheduler, nextFlat, partnerDelayMs: partnerDelay, decisionDelayMs: decisionDelay };
    const application = await offerAcceptedAlone(world);
    const { applicant, id } = application;
    expect((await processOf(applicant.token, id)).body).toMatchObject({ status: 'OfferAccepted', nextActor: 'applicant', people: [{ party: 'applicant', identification: 'notStarted' }] });
    const started = await processApi(t).startIdentification(applicant.token, id);
    expect(started.status).toBe(200);
    expect((await processOf(applicant.token, id)).body).toMatchObject({ status: 'ApplicantsIdentificationInProgress', nextActor: 'bank', identification: { guid: started.body.guid, widgetUrl: started.body.widgetUrl } });
    expect((await processApi(t).widget(started.body.guid, 'failed')).status).toBe(200);
    await settle(world, identificationAnswerDelayMs);
    const failed = (await processOf(applicant.token, id)).body;
    expect(failed).toMatchObject({ nextActor: 'applicant', identification: null, people: [{ identification: 'notStarted', identificationTriesLeft: 2 }] });
    await identify(world, applicant.token, id, 'passed');
    expect((await processOf(applicant.token, id)).body).toMatchObject({ status: 'ApplicantsIdentificated', nextActor: 'applicant' });
    const booked = await processApi(t).book(applicant.token, id, await freeSlot(world, applicant.token, id));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const view = (await processOf(applicant.token, id)).body;
    expect(view).toMatchObject({ status: 'ApplicantsOnboardingInProgress', nextActor: 'bank', videoCall: { slotAt: booked.body.slotAt, joinUrl: booked.body.joinUrl } });
    expect(view.path.map((step) => step.status).slice(-3)).toEqual(['ApplicantsIdentificationInProgress', 'ApplicantsIdentificated', 'ApplicantsOnboardingInProgress']);
  });
});
