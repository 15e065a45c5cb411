import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxLendingSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import type { FileStorage } from '../../api/server/storage/file-storage';
import { folderStorage } from '../../api/server/storage/folder-storage';
import { createTestApp, testSecret } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { personaFor, processTwinSocialCard, spouseOf, type processPersonaPrefixes, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { identificationAnswerDelayMs } from '../../api/server/adapters/identification-provider.sandbox';
import { videoCallMinutes } from '../../api/server/adapters/video-call';
import { get, post, signIn } from '../support/account-helpers';
import type { TestApp } from '../support/test-app';
import { coApplicantApi, jointDraft, personaData, type JointDraft } from './co-applicant.api';
import { addresses, alone, consent, freshCard, loanApi, loanInfo, seedLoanCatalogue, signedInPerson, spouseData, type Person, type Refusal } from './loan-applications.api';

/*
 * The lending process after the offer (issue 17) as a client calls it: reaching OfferAccepted alone or
 * together through the HTTP API, the identification widget (through the sandbox provider's page
 * route), the video call and the spouse data. The world is the test's app, its scheduler, and the
 * sandboxes' delays its deadline handlers were made with.
 */

export interface ProcessWorld {
  t: TestApp;
  scheduler: Scheduler;
  /** A catalogue flat no other application booked (not the partner's refused number 13). */
  nextFlat: () => number;
  partnerDelayMs: number;
  decisionDelayMs: number;
}

type Answer<T> = { status: number; body: T };
export type IdentificationSession = { guid: string; widgetUrl: string };
export type StepAnswer = { status: string };
export type Slot = { at: string; available: boolean };
export type VideoCallBooking = { slotAt: string; joinUrl: string; status: string };

export const processApi = (t: TestApp) => {
  const base = (id: string) => `/api/loan-applications/${id}/process`;
  return {
    startIdentification: (token: string | undefined, id: string, lang = 'en') => t.json<IdentificationSession & Refusal>(`${base(id)}/identification`, post(undefined, { token, lang })),
    /** The person finishes in the sandbox widget with an outcome. */
    widget: (guid: string, outcome: string) => t.json<{ outcome: string | null } & Refusal>(`/api/sandbox/identification/${guid}`, post({ outcome })),
    widgetSession: (guid: string) => t.json<{ guid: string; applicationId: string; party: string; outcome: string | null } & Refusal>(`/api/sandbox/identification/${guid}`, get()),
    correctDocument: (token: string | undefined, id: string, body: unknown) => t.json<StepAnswer & Refusal>(`${base(id)}/document`, post(body, { token })),
    slots: (token: string | undefined, id: string, from?: string) => t.json<Slot[] & Refusal>(`${base(id)}/video-call/slots${from ? `?from=${from}` : ''}`, get({ token })),
    book: (token: string | undefined, id: string, slotAt: string, lang = 'en') => t.json<VideoCallBooking & Refusal>(`${base(id)}/video-call`, post({ slotAt }, { token, lang })),
    spouseData: (token: string | undefined, id: string, body: unknown) => t.json<StepAnswer & Refusal & { issues?: { path: string; message: string }[] }>(`${base(id)}/spouse-data`, post(body, { token })),
    declineSpouseData: (token: string | undefined, id: string) => t.json<StepAnswer & Refusal>(`${base(id)}/spouse-data/decline`, post(undefined, { token })),
  };
};

function expectOk(answer: Answer<unknown>, what: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
}

/** Runs what is due, then what falls due within `ms`. */
export async function settle(world: ProcessWorld, ms: number) {
  await world.scheduler.runDue();
  world.t.clock.advance(ms);
  await world.scheduler.runDue();
}

export type ProcessBranch = keyof typeof processPersonaPrefixes;
let serials = 0;
/** A fresh social card of a persona's story that takes a process branch (sandbox-personas.ts), or an ordinary fresh twin. */
export const processCard = (branch: SandboxPersona['branch'], process?: ProcessBranch) => (process ? processTwinSocialCard(personaFor(branch).socialCard, process, (serials += 1)) : freshCard(branch));

export interface AloneOptions {
  /** The persona (default Tigran Petrosyan, single); `eligible` is Anna Hakobyan, married. */
  persona?: SandboxPersona['branch'];
  process?: ProcessBranch;
  /** A resale listing application with a property price instead of a catalogue flat. */
  secondary?: boolean;
}

export interface ProcessApplication {
  id: string;
  applicant: Person;
  /** Applying together: the co-applicant. */
  coApplicant: Person | null;
  applicantCard: string;
}

/** Submits, lets the engine decide, and has everyone accept the offer: OfferAccepted. */
async function decideAndAccept(world: ProcessWorld, id: string, people: Person[]) {
  const loans = loanApi(world.t);
  const [applicant] = people;
  if (!applicant) throw new Error('no applicant');
  // The developer confirms the flat after its delay.
  await settle(world, world.partnerDelayMs);
  const sent = await loans.submit(applicant.token, id);
  expectOk(sent, 'submit');
  await settle(world, world.decisionDelayMs);
  expect((await loans.get(applicant.token, id)).body.status).toBe('ApprovedByBank');
  for (const person of people) expectOk(await loans.offer(person.token, id, 'accept'), 'accept the offer');
  expect((await loans.get(applicant.token, id)).body.status).toBe('OfferAccepted');
}

/** One person's application through the API to OfferAccepted (a married persona also gives their spouse's data and pictures). */
export async function offerAcceptedAlone(world: ProcessWorld, options: AloneOptions = {}): Promise<ProcessApplication> {
  const loans = loanApi(world.t);
  const branch = options.persona ?? 'eligibleLower';
  const applicant = await signedInPerson(world.t);
  const started = await loans.start(applicant.token, options.secondary ? { property: null, marketType: '1' } : { property: { marketType: '0', apartmentId: world.nextFlat() } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id;
  const card = processCard(branch, options.process);
  const data = personaData(branch, card, { monthlyIncomeTax: 300_000 });
  const steps: [string, unknown][] = [
    ['loanInfo', loanInfo(options.secondary ? { propertyPrice: 40_000_000 } : {})],
    ['applicantData', data],
    ['consent', consent],
    ['coBorrower', alone],
    ['addresses', addresses],
  ];
  if (data.maritalStatus === 'married') steps.push(['spouseData', { ...spouseData, socialCardNumber: spouseOf(card) ?? freshCard('eligibleSpouse') }]);
  for (const [step, value] of steps) expectOk(await loans.step(applicant.token, id, step, value), step);
  if (data.maritalStatus === 'married') for (const kind of ['front', 'back']) expect((await coApplicantApi(world.t).upload(applicant.token, id, 'spouse', kind)).status).toBe(200);
  await decideAndAccept(world, id, [applicant]);
  return { id, applicant, coApplicant: null, applicantCard: card };
}

/** Tigran Petrosyan and his sister Mariam Hakobyan through the API to OfferAccepted (each may take a process branch). */
export async function offerAcceptedTogether(world: ProcessWorld, options: { applicantProcess?: ProcessBranch; coApplicantProcess?: ProcessBranch } = {}): Promise<ProcessApplication & { coApplicant: Person; draft: JointDraft }> {
  const applicantCard = processCard('eligibleLower', options.applicantProcess);
  const draft = await jointDraft(world.t, {
    applicant: 'eligibleLower',
    coApplicant: 'coApplicantFamily',
    relationship: 'sister',
    apartmentId: world.nextFlat(),
    applicantData: { monthlyIncomeTax: 300_000, socialCardNumber: applicantCard },
    coApplicantData: { monthlyIncomeTax: 300_000, ...(options.coApplicantProcess ? { socialCardNumber: processCard('coApplicantFamily', options.coApplicantProcess) } : {}) },
  });
  await decideAndAccept(world, draft.id, [draft.applicant, draft.coApplicant]);
  return { id: draft.id, applicant: draft.applicant, coApplicant: draft.coApplicant, applicantCard, draft };
}

/** A married couple on one loan, Anna Hakobyan and her registry husband Aram (the co-applicant invited as the spouse), through the API to OfferAccepted. */
export async function offerAcceptedCouple(world: ProcessWorld): Promise<ProcessApplication & { coApplicant: Person; draft: JointDraft }> {
  const draft = await jointDraft(world.t, {
    applicant: 'eligible',
    coApplicant: 'eligibleSpouse',
    relationship: 'spouse',
    apartmentId: world.nextFlat(),
    applicantData: { monthlyIncomeTax: 300_000 },
    coApplicantData: { monthlyIncomeTax: 300_000 },
  });
  await decideAndAccept(world, draft.id, [draft.applicant, draft.coApplicant]);
  return { id: draft.id, applicant: draft.applicant, coApplicant: draft.coApplicant, applicantCard: draft.applicantData.socialCardNumber, draft };
}

/** Starts a try for the person, finishes the widget with `outcome` and lets the provider's answer arrive. */
export async function identify(world: ProcessWorld, token: string, id: string, outcome = 'passed'): Promise<IdentificationSession> {
  const api = processApi(world.t);
  const started = await api.startIdentification(token, id);
  expectOk(started, 'start identification');
  expectOk(await api.widget(started.body.guid, outcome), `widget ${outcome}`);
  await settle(world, identificationAnswerDelayMs);
  return started.body;
}

/** The first free slot of the calendar (or the `nth` one). */
export async function freeSlot(world: ProcessWorld, token: string, id: string, nth = 0): Promise<string> {
  const slots = await processApi(world.t).slots(token, id);
  expectOk(slots, 'slots');
  const slot = slots.body.filter((candidate) => candidate.available)[nth];
  if (!slot) throw new Error('no free video-call slot');
  return slot.at;
}

/** The people sign in again (after the clock moved past their sessions' 30 idle minutes). */
export async function signInAgain(world: ProcessWorld, ...people: Person[]) {
  for (const person of people) person.token = await signIn(world.t, person);
}

/** Moves the clock to the end of a call starting at `slotAt`, runs what is due, and signs the people in again. */
export async function afterCall(world: ProcessWorld, slotAt: string, ...people: Person[]) {
  world.t.clock.set(new Date(Date.parse(slotAt) + videoCallMinutes * 60_000));
  await world.scheduler.runDue();
  await signInAgain(world, ...people);
}

/** Books a free slot and lets the call's time pass: the provider's answer arrives (the person signs in again after). */
export async function bookAndHoldCall(world: ProcessWorld, person: Person, id: string, nth = 0): Promise<VideoCallBooking> {
  const booked = await processApi(world.t).book(person.token, id, await freeSlot(world, person.token, id, nth));
  expectOk(booked, 'book the video call');
  await afterCall(world, booked.body.slotAt, person);
  return booked.body;
}

/** The person gives their spouse data: not married (a married persona confirms their spouse's consent). */
export async function giveSpouseData(world: ProcessWorld, token: string, id: string, married = false) {
  const answer = await processApi(world.t).spouseData(token, id, married ? { married: true, spouseConsent: true } : { married: false });
  expectOk(answer, 'spouse data');
  return answer.body;
}

/**
 * A world on a fresh database with the lending sandboxes at their realistic delays (the contract system
 * printing into the app's own store), its scheduler, and a catalogue of flats; Monday 2 March 2026, noon
 * in Yerevan. For tests that walk the whole process through the API.
 */
export async function sandboxProcessWorld(flatCount = 4): Promise<ProcessWorld & { database: TestDatabase }> {
  const storage = uploadsFolder();
  const database = await createTestDatabase();
  const t = createTestApp(database, { storage });
  return { database, ...(await processWorldOn(t, database, storage, flatCount)) };
}

/** A folder of its own for an app's uploads and the contract system's prints. */
export const uploadsFolder = () => folderStorage(join(tmpdir(), `tun-process-${randomUUID()}`));

/**
 * The process world on an app made elsewhere (the UI level's, which serves the built pages too): its
 * clock set to Monday 2 March 2026, noon in Yerevan, the catalogue seeded, the sandboxes' delays and
 * a scheduler over the same database and uploads' store.
 */
export async function processWorldOn(t: TestApp, database: TestDatabase, storage: FileStorage, flatCount: number): Promise<ProcessWorld> {
  t.clock.set('2026-03-02T08:00:00Z');
  const catalogue = await seedLoanCatalogue(database.db, t.clock.now(), flatCount);
  const delays = { decisionDelayMs: 40_000, partnerDelayMs: 5_000 };
  const lending = sandboxLendingSystems(t.clock, instantSandbox, { decisionDelayMs: [delays.decisionDelayMs, delays.decisionDelayMs], partnerDelayMs: [delays.partnerDelayMs, delays.partnerDelayMs] }, storage);
  const scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
  let flats = 0;
  return { t, scheduler, nextFlat: () => catalogue.apartments[(flats += 1) - 1] ?? 0, ...delays };
}
