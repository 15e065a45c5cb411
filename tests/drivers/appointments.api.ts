import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { sandboxLendingSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { days, hours } from '../../api/server/clock';
import { branchSeed } from '../../api/server/db/seed/branches.seed';
import { branches, outboxMessages, users } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { completionSenders, sandboxCompletionSystems } from '../../api/server/services/lending/lending-completion';
import { applyLendingEvent, type LendingLogActor } from '../../api/server/services/lending/lending-runtime';
import type { LendingEvent, LendingParty } from '../../machines/lending/lending.machine';
import { get, post } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { seedLoanCatalogue, type Person, type Refusal } from './loan-applications.api';
import type { ProcessApplication, ProcessWorld } from './lending-process.api';

/*
 * The appointments of the lending process as their calendar files and reminders are tested: a world
 * whose notary takes its package in hours and never answers before the appointment (the contract
 * system driven by hand), the stages up to the approved loan by the chart's events, and the calls
 * that book and download.
 */

export interface AppointmentWorld extends ProcessWorld {
  database: TestDatabase;
}

/** Monday 2 March 2026, 12:00 in Yerevan, with the bank's branches and a catalogue of flats. */
export async function appointmentWorld(): Promise<AppointmentWorld> {
  const database = await createTestDatabase();
  const t: TestApp = createTestApp(database);
  t.clock.set('2026-03-02T08:00:00Z');
  const catalogue = await seedLoanCatalogue(database.db, t.clock.now(), 30);
  await database.db.insert(branches).values(branchSeed);
  // The notary's package stages take ten days: nothing answers before the appointments tested here.
  const completion = sandboxCompletionSystems(instantSandbox, { notaryStepMs: [days(10), days(10)] });
  const systems = sandboxLendingSystems(t.clock, instantSandbox, { decisionDelayMs: [40_000, 40_000], partnerDelayMs: [5_000, 5_000] });
  const lending = { ...systems, completion, processSenders: { 'bank.preparePackage': async () => {}, 'bank.approveLoan': async () => {}, ...completionSenders(completion) } };
  const scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
  let flats = 0;
  const nextFlat = () => {
    flats += flats === 12 ? 2 : 1;
    return catalogue.apartments[flats - 1] ?? 0;
  };
  return { database, t, scheduler, nextFlat, partnerDelayMs: 5_000, decisionDelayMs: 40_000 };
}

const bank: LendingLogActor = { kind: 'system', source: 'test-bank' };
const by = (person: Person) => ({ kind: 'applicant' as const, userId: person.userId });

/** The people of an application with their places. */
export const peopleOf = (app: ProcessApplication): [LendingParty, Person][] => [['applicant', app.applicant], ...(app.coApplicant ? [['coApplicant', app.coApplicant] as [LendingParty, Person]] : [])];

/**
 * From OfferAccepted to LoanApproved by the chart's events: identified, the calls done (booked by
 * the events an hour ahead, so they want no reminders), spouse and contract data, the package signed.
 */
export async function toLoanApproved(world: AppointmentWorld, app: ProcessApplication) {
  const send = (event: LendingEvent, actor: LendingLogActor) => applyLendingEvent(world.database.db, app.id, event, actor, world.t.clock, 'http://localhost');
  for (const [party, person] of peopleOf(app)) {
    await send({ type: 'identification.start', by: by(person) }, by(person));
    await send({ type: 'identification.passed', person: party }, bank);
  }
  for (const [party, person] of peopleOf(app)) {
    await send({ type: 'onboarding.book', by: by(person), slotAt: new Date(world.t.clock.now().getTime() + hours(1)).toISOString() }, by(person));
    await send({ type: 'onboarding.completed', person: party }, bank);
  }
  for (const [, person] of peopleOf(app)) await send({ type: 'spouseData.provide', by: by(person) }, by(person));
  for (const [party, person] of peopleOf(app)) await send({ type: 'packageData.present', by: by(person), repaymentDay: party === 'applicant' ? 5 : null }, by(person));
  await send({ type: 'package.prepared', expiresAt: new Date(world.t.clock.now().getTime() + days(1)).toISOString() }, bank);
  await send({ type: 'package.checked' }, bank);
  for (const [, person] of peopleOf(app)) await send({ type: 'package.sign', by: by(person), at: world.t.clock.now().toISOString() }, by(person));
  await send({ type: 'bank.loanApproved' }, bank);
  await world.scheduler.runDue();
}

export type Slot = { at: string; available: boolean };
const base = (id: string) => `/api/loan-applications/${id}/process`;

export const appointmentApi = (t: TestApp) => ({
  notarySlots: (token: string, id: string, notaryId: string, from?: string) => t.json<Slot[] & Refusal>(`${base(id)}/notaries/${notaryId}/slots${from ? `?from=${from}` : ''}`, get({ token })),
  bookNotary: (token: string, id: string, notaryId: string, slotAt: string) => t.json<{ status: string; slotAt: string } & Refusal>(`${base(id)}/notary`, post({ notaryId, slotAt }, { token })),
  branchSlots: (token: string, id: string, branchCode: string) => t.json<Slot[] & Refusal>(`${base(id)}/branch-visit/slots?branchCode=${branchCode}`, get({ token })),
  /** `repaymentDay` for a resale home's booking where the contract asks it there (ignored where it does not). */
  bookBranch: (token: string, id: string, branchCode: string, slotAt: string) => t.json<{ status: string; slotAt: string } & Refusal>(`${base(id)}/branch-visit`, post({ branchCode, slotAt, repaymentDay: 5 }, { token })),
  callSlots: (token: string, id: string, from?: string) => t.json<Slot[] & Refusal>(`${base(id)}/video-call/slots${from ? `?from=${from}` : ''}`, get({ token })),
  bookCall: (token: string, id: string, slotAt: string) => t.json<{ slotAt: string; joinUrl: string } & Refusal>(`${base(id)}/video-call`, post({ slotAt }, { token })),
  cancel: (token: string, id: string) => t.json<{ status: string } & Refusal>(`/api/loan-applications/${id}/cancel`, post(undefined, { token })),
  /** The person's booked appointment as a calendar file. */
  calendar: async (token: string | undefined, id: string, appointment: string) => {
    const response = await t.request(`${base(id)}/appointments/${appointment}/calendar.ics`, get({ token }));
    return { status: response.status, headers: response.headers, text: await response.text() };
  },
});

/** The first free hour of a calendar on the Yerevan day `date` (YYYY-MM-DD). */
export async function freeHourOn(slots: Promise<{ status: number; body: Slot[] }>, date: string, nth = 0): Promise<string> {
  const answer = await slots;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const slot = answer.body.filter((candidate) => candidate.available && new Date(Date.parse(candidate.at) + hours(4)).toISOString().startsWith(date))[nth];
  if (!slot) throw new Error(`no free hour on ${date}`);
  return slot.at;
}

/** Sets the account's language and its verified phone (where the reminders' texts go). */
export async function setReader(world: AppointmentWorld, person: Person, language: 'hy' | 'ru' | 'en', phoneNumber: string) {
  await world.database.db.update(users).set({ language, phoneNumber, phoneVerifiedAt: world.t.clock.now() }).where(eq(users.id, person.userId));
}

/** The appointment messages (confirmations, reminders) sent to an address or a phone, oldest first. */
export const appointmentMessagesTo = async (world: AppointmentWorld, recipient: string) =>
  (await world.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, recipient))).orderBy(asc(outboxMessages.id))).filter((message) => message.template.startsWith('appointment'));
