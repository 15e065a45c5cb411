import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type Actor, type EventObject } from 'xstate';
import { lendingFinalStatuses, type LoanApplication } from '../../api/contract/loan-application';
import type { LendingPersonView, LendingProcessView } from '../../api/contract/lending-process';
import type { DecisionEngine } from '../../api/server/adapters/decision-engine';
import { sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox, OutsideSystemUnavailable } from '../../api/server/adapters/outside-system';
import { sandboxPartnerAvailability, sandboxRefusedProperty } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { contractSenders, sandboxContractSystem } from '../../api/server/adapters/contract-system.sandbox';
import { completionSenders, sandboxCompletionSystems } from '../../api/server/services/lending/lending-completion';
import { folderStorage } from '../../api/server/storage/folder-storage';
import { personaFor, personaOf, processTwinSocialCard, spouseOf, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { identificationAnswerDelayMs, manualIdentificationDelayMs } from '../../api/server/adapters/identification-provider.sandbox';
import { videoCallMinutes } from '../../api/server/adapters/video-call';
import { yerevanTime, addDays, yerevanDate } from '../../api/server/lib/armenian-calendar';
import { processApi, type ProcessBranch } from '../drivers/lending-process.api';
import { hours, minutes } from '../../api/server/clock';
import { notaryAppointmentLengthMs } from '../../api/server/adapters/notary.sandbox';
import { branchVisitLengthMs } from '../../api/server/adapters/branch-visit.sandbox';
import { branchSeed } from '../../api/server/db/seed/branches.seed';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { lendingProcessEndsAt } from '../../api/server/services/lending/lending-deadlines';
import { identificationTries, lendingMachine, lendingStatuses, type LendingEvent, type LendingInput, type LendingParty, type LendingSnapshot, type LendingStatus } from '../../machines/lending/lending.machine';
import { lendingEntry, lendingSamplePeople, lendingSampleTimes, primaryInput } from '../../machines/lending/lending.samples';
import { coApplicantInvitationMachine, type CoApplicantInvitationEvent } from '../../machines/co-applicant/co-applicant.machine';
import type { CoApplicantInvitationStatus } from '../../api/contract/loan-application';

/** The samples' price of a flat (the catalogue's price of every path's flat). */
const lendingEntryPrice = primaryInput.price;
import { apartments, bookings, branches, buildings, deadlines, developers, loanApplicationCoApplicants, loanApplicationOutbox, loanApplications, notifications, outboxMessages, users } from '../../api/server/db/schema';
import { appointmentBookedKind } from '../../api/server/services/lending/appointment-bookings';
import { openLendingDeadlines, neededDeadlines } from '../../api/server/services/lending/lending-deadlines';
import { isDeepStrictEqual } from 'node:util';
import { eventEffects, lendingEntryEffects, lendingEventEffects, noticeVariants, type LendingEffect } from '../../machines/lending/lending-effects';
import type { LoanApplicationNotice } from '../../api/contract/notifications';
import { addresses, alone, applicantData, consent, freshCard, giveSpouseStep, loanApi, loanInfo, signedInPerson, type Person } from '../drivers/loan-applications.api';
import { apartmentRow, buildingRow, developerRow } from '../support/catalogue-fixtures';
import { get, mailbox, post, signIn } from '../support/account-helpers';
import { inventory, MachineCoverage } from '../support/machine-coverage';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';
import { officeApi, staffPerson } from '../drivers/office.api';
import { allowedGaps, compareWithGaps, gapMessage } from './allowed-gaps';
import { fallbackPaths, modelPaths, pathsPerTransition, serializeFor, type ModelPath } from './model-paths';
import { recordModelCoverage } from './model-report';

/*
 * The lending chart at the API level (issue 15): the chart runs on the server, so a path is not
 * driven through live actors (as tests/model/api-level.test.ts drives the UI machines) but by making
 * each event happen the way it happens for real: the person's actions are HTTP calls, time is the
 * clock moved and the scheduler run, the outside systems' answers come from their sandboxes (the
 * persona decides the engine's answer, flat 13 is the one the partner refuses). After every step the
 * application as the API answers it must be in the state the path expects. A transition counts as
 * covered only once the server has agreed on the state it leads to.
 */

const partnerDelay = 5_000;
/** Each answer of the bank's contract system (the package prepared, checked, the loan approved). */
const contractDelayMs = 60_000;
/** The notary's steps, the registry, the insurer and core banking, each after a fixed delay. */
const completionDelays = { notaryStepMs: [minutes(10), minutes(10)], registrationMs: [hours(2), hours(2)], insuranceMs: [minutes(30), minutes(30)], disbursementMs: [minutes(10), minutes(10)] } as const;
/** The Kentron branch in Yerevan (the branches' seed), where a resale home's loan is signed. */
const yerevanBranch = 'KENT';
/** The package's PDFs, printed by the contract system and read through the API. */
const storage = folderStorage(join(tmpdir(), `tun-lending-api-level-${randomUUID()}`));
const decisionDelay = 40_000;

let database: TestDatabase;
let t: TestApp;
let api: ReturnType<typeof loanApi>;
let office: ReturnType<typeof officeApi>;
let scheduler: Scheduler;
/** While set, the decision engine cannot take a request (the outbox keeps trying). */
const engine = { down: false };

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database, { storage });
  t.clock.set('2026-03-02T08:00:00Z');
  api = loanApi(t);
  office = officeApi(t);
  const outside = sandboxOutsideSystems(t.clock, instantSandbox);
  const sandboxEngine = sandboxDecisionEngine({ ...outside, delayMs: [decisionDelay, decisionDelay] });
  const decisionEngine: DecisionEngine = {
    submit: async (...args) => {
      if (engine.down) throw new OutsideSystemUnavailable('decisionEngine');
      return sandboxEngine.submit(...args);
    },
  };
  // The process's systems answer after fixed delays, so each of their answers is one step of a path.
  const contract = sandboxContractSystem({ storage, delays: { prepareMs: [contractDelayMs, contractDelayMs], checkMs: [contractDelayMs, contractDelayMs], approveMs: [contractDelayMs, contractDelayMs] } });
  const completion = sandboxCompletionSystems(instantSandbox, completionDelays);
  await database.db.insert(branches).values(branchSeed);
  const lending = {
    decisionEngine,
    partner: sandboxPartnerAvailability({ delayMs: [partnerDelay, partnerDelay] }),
    processSenders: { ...contractSenders(contract), ...completionSenders(completion) },
    completion,
  };
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
});
afterAll(() => database.close());

const stateOfStatus = Object.fromEntries(
  lendingStatuses.map((status) => [status, status.charAt(0).toLowerCase() + status.slice(1)] as const),
) as Record<LendingStatus, string>;

/**
 * The co-applicant as the chart's significant context sees them, from the application the applicant
 * is answered: an invitation sent is not accepted yet; an accepted one shows their progress; a
 * declined, recalled or cancelled one is no co-applicant. An invitation that ended with the
 * application (lapsed or closed) stays in the chart as it was; whether it had been accepted is its
 * row's (the applicant's summary does not say).
 */
async function coApplicantOf(application: LoanApplication): Promise<{ accepted: boolean; partComplete: boolean; spouse: boolean } | null> {
  const summary = application.coApplicant;
  if (!summary) return null;
  const spouse = summary.relationship === 'spouse';
  switch (summary.status) {
    case 'invited':
      return { accepted: false, partComplete: false, spouse };
    case 'accepted':
      return { accepted: true, partComplete: summary.partComplete, spouse };
    case 'lapsed':
    case 'closed': {
      const [row] = await database.db
        .select({ userId: loanApplicationCoApplicants.userId })
        .from(loanApplicationCoApplicants)
        .where(eq(loanApplicationCoApplicants.applicationId, application.id))
        .orderBy(desc(loanApplicationCoApplicants.invitedAt))
        .limit(1);
      return { accepted: row?.userId != null, partComplete: summary.partComplete, spouse };
    }
    default:
      return null;
  }
}

/** The statuses that end an application: the chart has stopped, so its state alone is serialized (tests/model/model-paths.ts). */
const finalStatuses: ReadonlySet<string> = new Set(lendingFinalStatuses);
/** The statuses of the process after the offer (issue 17): the significant context is each person's progress, read from the process view. */
const processStatuses: ReadonlySet<string> = new Set(lendingStatuses.slice(lendingStatuses.indexOf('OfferAccepted'), lendingStatuses.indexOf('Expired')).filter((status) => !finalStatuses.has(status)));

/** A person's progress as the samples' significant context briefs it (lending.samples.ts `progressBrief`). */
const progressBrief = (person: LendingPersonView) => [
  person.identification === 'passed' ? 'passed' : `${person.identification}:${identificationTries - person.identificationTriesLeft}`,
  person.onboarding,
  person.spouseDataProvided,
  person.packageDataPresented,
  person.packageSigned,
];

/** The process's significant context, as the view of the process answers it (the samples' order of keys). */
function processSignificant(view: LendingProcessView) {
  const applicant = view.people.find((person) => person.party === 'applicant');
  const coApplicant = view.people.find((person) => person.party === 'coApplicant');
  if (!applicant) throw new Error(`the process view of ${view.applicationId} has no applicant`);
  return {
    applicant: progressBrief(applicant),
    coApplicant: coApplicant ? progressBrief(coApplicant) : null,
    couple: view.spouseCouple && !applicant.spouseDataProvided,
    mismatch: view.documentMismatchOf,
    stop: view.identificationStop && { person: view.identificationStop.party, reason: view.identificationStop.reason },
    repaymentDay: view.repaymentDay !== null,
    package: view.package !== null,
    notary: view.notaryAppointment !== null,
    branchVisit: view.branchVisit !== null,
  };
}

/** The application as the chart's serialized state: its status and the context the samples call significant. */
const serializedOf = async (application: LoanApplication, processView: () => Promise<LendingProcessView>) => {
  const state = stateOfStatus[application.status];
  if (finalStatuses.has(application.status)) return JSON.stringify([state, null]);
  if (processStatuses.has(application.status)) return JSON.stringify([state, processSignificant(await processView())]);
  return JSON.stringify([
    state,
    {
      availability: application.property?.availability ?? null,
      priceAgreed: application.agreedPrice === application.currentPrice,
      mismatch: application.documentMismatchOf,
      coApplicant: await coApplicantOf(application),
      offer: application.offer === null ? null : application.offer.amount < application.offer.requestedAmount ? 'reduced' : 'full',
    },
  ]);
};

/** The applicant's persona a decision needs; a mismatch of the co-applicant's document is theirs, the applicant's stays eligible. */
const decisionBranch = (event: EventObject): SandboxPersona['branch'] | undefined => {
  const decision = event as LendingEvent;
  if (decision.type === 'decision.approved') return decision.offer.amount < decision.offer.requestedAmount ? 'eligibleLower' : 'eligible';
  if (decision.type === 'decision.rejected') return decision.reason === 'creditHistory' ? 'creditHistory' : 'lowIncome';
  if (decision.type === 'decision.manualReview') return 'manualReview';
  if (decision.type === 'decision.documentMismatch') return decision.person === 'applicant' ? 'documentMismatch' : 'eligible';
  return undefined;
};
const isDecision = (event: EventObject) => event.type.startsWith('decision.');
/** Whose document the next decision finds mismatched, if it does. */
type NextDecision = { mismatchOf: LendingParty | null } | undefined;

/**
 * The co-applicant the path invites, and how they are related to the applicant: the registry's
 * answers about them (not a citizen; named the spouse but not married to the applicant) come from
 * their persona, as does a mismatch of their document. Their declared income tax is small, so the
 * couple's decision is the applicant persona's.
 */
function coApplicantOfPath(path: ModelPath, applicant: SandboxPersona['branch']): { branch: SandboxPersona['branch']; relationship: 'sister' | 'spouse' } | { unarrangeable: string } {
  const types = path.steps.map((step) => step.event.type);
  const invites = path.steps.flatMap((step) => (step.event.type === 'coApplicant.invite' ? [(step.event as LendingEvent & { type: 'coApplicant.invite' }).relationship] : []));
  if (new Set(invites).size > 1) return { unarrangeable: 'one invited person is the applicant\'s spouse or a relative, not both' };
  const spouse = invites[0] === 'spouse';
  const notCitizen = types.includes('registry.coApplicantNotCitizen');
  const notSpouse = types.includes('registry.coApplicantNotSpouse');
  const coMismatch = path.steps.some((step) => step.event.type === 'decision.documentMismatch' && (step.event as LendingEvent & { type: 'decision.documentMismatch' }).person === 'coApplicant');
  if ([notCitizen, notSpouse, coMismatch].filter(Boolean).length > 1) return { unarrangeable: "one co-applicant persona gives one of the registry's answers about them" };
  if ((notCitizen || notSpouse) && types.some((type) => type === 'coApplicant.completePart' || type === 'coApplicant.changePart')) {
    return { unarrangeable: "the registry answers about this co-applicant whenever their applicant data (their first step) is saved, so they never confirm or change their part" };
  }
  // The registry's answers come from a relative's persona; the spouse is the registry's own (it confirms the marriage).
  if ((notCitizen || coMismatch) && spouse) return { unarrangeable: "the co-applicant personas the registry refuses or mismatches are nobody's spouse" };
  if (notSpouse && !spouse) return { unarrangeable: 'the registry checks the marriage only of a co-applicant named the spouse' };
  if (notCitizen) return { branch: 'coApplicantNotCitizen', relationship: 'sister' };
  if (notSpouse) return { branch: 'coApplicantFamily', relationship: 'spouse' };
  if (coMismatch) return { branch: 'coApplicantDocumentMismatch', relationship: 'sister' };
  if (spouse) {
    // A married couple: Anna and her registry husband Aram (the same serial's twins).
    return applicant === 'eligible' ? { branch: 'eligibleSpouse', relationship: 'spouse' } : { unarrangeable: 'only the eligible persona has a spouse in the registry to apply together with' };
  }
  return { branch: 'coApplicantFamily', relationship: 'sister' };
}

/**
 * The sandbox persona whose answers the path's decisions are, or why none is. A person's decisions
 * come from one persona; the document-mismatch persona is approved once the valid document is given.
 */
function personaOfPath(path: ModelPath): { branch: SandboxPersona['branch'] } | { unarrangeable: string } {
  const branches = path.steps.map((step) => decisionBranch(step.event)).filter((branch) => branch !== undefined);
  const [first = 'eligible'] = branches;
  if (first === 'documentMismatch') {
    return branches.every((branch) => branch === 'documentMismatch' || branch === 'eligible')
      ? { branch: first }
      : { unarrangeable: 'the sandbox persona with a replaced document is approved once corrected, not otherwise' };
  }
  return branches.every((branch) => branch === first) ? { branch: first } : { unarrangeable: 'two different decisions for one person cannot come from one sandbox persona' };
}

/** The person's actions, each with the route that does it; the others are time and the outside systems. */
const personActions = new Set([
  'application.submit',
  'application.delete',
  'application.cancel',
  'price.confirm',
  'offer.accept',
  'offer.reject',
  'coApplicant.invite',
  'coApplicant.recall',
  'invitation.accept',
  'invitation.decline',
  'coApplicant.completePart',
  'coApplicant.changePart',
  'coApplicant.cancel',
  // The lending process after the offer (issue 17).
  'identification.start',
  'document.correct',
  'onboarding.book',
  'spouseData.provide',
  'spouseData.decline',
  'packageData.present',
  'package.sign',
  'package.reject',
  'notary.book',
  'branchVisit.book',
  // A bank employee's decisions in the office (issue 18).
  'review.approve',
  'review.reject',
  'review.requestDocuments',
]);

/**
 * Whether the process part of a path can happen, and the process personas (sandbox-personas.ts
 * `processPersonaPrefixes`) each person of it needs:
 * the path is replayed on the chart, and the outcomes the sandboxes decide by the person's card (a
 * missed or failed video call, a failed manual identification, a missed notary appointment, a branch
 * visit nobody comes to) name the persona; one person has one card, so two such needs are not
 * arrangeable.
 */
function processPersonasOfPath(path: ModelPath): Partial<Record<LendingParty, ProcessBranch>> | { unarrangeable: string } {
  const needs: Partial<Record<LendingParty, ProcessBranch>> = {};
  const outcomes: Partial<Record<LendingParty, string[]>> = {};
  let snapshot = initialTransition(lendingMachine, path.input as LendingInput)[0];
  for (const step of path.steps) {
    const event = step.event as LendingEvent;
    if (event.type === 'package.sign' && Date.parse(event.at) >= Date.parse(lendingSampleTimes.packageExpiresAt)) {
      return { unarrangeable: "signing after the package expired is tests/api/lending-package.test.ts's: here its expiry sends the package back to preparation first" };
    }
    if (snapshot.can(event)) {
      const person = 'person' in event ? event.person : null;
      const progress = person && snapshot.context.progress?.[person];
      const need = (party: LendingParty, persona: ProcessBranch) => {
        if (needs[party] && needs[party] !== persona) return false;
        needs[party] = persona;
        return true;
      };
      // What no sandbox or person can make happen, known before the path runs (cause() says the same).
      const stopped = snapshot.matches('applicantsNotIdentificated');
      const identifiedInOffice = stopped && event.type === 'identification.passed' && snapshot.context.identificationStop?.person === person;
      if ((event.type === 'identification.passed' || event.type === 'identification.failed') && person && !identifiedInOffice && (stopped || !['inProgress', 'manualProcessing'].includes(progress?.identification ?? ''))) {
        return { unarrangeable: 'a person whose online identification stopped is identified by a bank employee in the office; no one fails them there, and nobody else is identified then' };
      }
      if (['identification.manualProcessing', 'identification.branchVisitRequired', 'identification.documentMismatch'].includes(event.type) && progress?.identification === 'manualProcessing') {
        return { unarrangeable: "a bank employee's manual check passes or fails the person; the widget's other outcomes are its own" };
      }
      if (event.type === 'deadline.processPassed') {
        const people = snapshot.context.progress ? [snapshot.context.progress.applicant, snapshot.context.progress.coApplicant] : [];
        if (people.some((someone) => someone?.identification === 'manualProcessing' || someone?.onboarding === 'booked')) {
          return { unarrangeable: "a bank employee's manual check and a booked video call are answered within the process window, before it runs out" };
        }
        if ((['lendingPackageChecked', 'signedByApplicant', 'signedByCoApplicant'] as const).some((state) => snapshot.matches(state))) {
          return { unarrangeable: 'a prepared package expires at the end of the next working day, before the process window runs out' };
        }
      }
      let arrangeable = true;
      if (person && event.type.startsWith('onboarding.') && event.type !== 'onboarding.book') (outcomes[person] ??= []).push(event.type);
      if (event.type === 'identification.failed' && person && progress?.identification === 'manualProcessing') arrangeable = need(person, 'failsManualIdentification');
      if (event.type === 'identification.passed' && person && progress?.identification === 'manualProcessing' && needs[person] === 'failsManualIdentification') arrangeable = false;
      if (event.type === 'notary.appointmentMissed') arrangeable = need('applicant', 'missesFirstNotaryAppointment');
      if (event.type === 'deadline.processPassed' && snapshot.matches('branchVisitBooked')) arrangeable = need('applicant', 'missesBranchVisit');
      if (!arrangeable) return { unarrangeable: "one person's card takes one of the process sandboxes' branches" };
    }
    snapshot = transition(lendingMachine, snapshot, event)[0];
  }
  // The video call's sandbox: 91 misses the first call and joins the next, 92 fails the first.
  for (const party of ['applicant', 'coApplicant'] as const) {
    const [first, ...rest] = outcomes[party] ?? [];
    if (!first) continue;
    const persona: ProcessBranch | null = first === 'onboarding.missed' ? 'missesFirstVideoCall' : first === 'onboarding.failed' ? 'failsVideoCall' : null;
    if (persona === null && rest.length === 0) continue;
    if (persona === null || rest.some((outcome) => outcome !== 'onboarding.completed') || (needs[party] && needs[party] !== persona)) {
      return { unarrangeable: "the video call's sandbox persona misses or fails only the first call, and joins the next" };
    }
    needs[party] = persona;
  }
  if (needs.applicant === 'missesFirstNotaryAppointment' && path.steps.filter((step) => step.event.type === 'notary.appointmentMissed').length > 1) {
    return { unarrangeable: 'the notary persona misses only the first appointment' };
  }
  return needs;
}

/** The invitation link's token in the latest invitation mailed to an address, or null when none was. */
async function mailedInvitationToken(email: string): Promise<string | null> {
  const mails = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.id));
  for (const mail of mails) {
    const token = /[?&]coapplicant=([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1];
    if (token) return token;
  }
  return null;
}

/** Serials of the process twins' cards (tests/drivers/lending-process.api.ts counts its own from 1). */
let processSerials = 70_000;
let phoneSerials = 0;
let developerId = 0;
let buildingsSeeded = 0;
/** A flat of a new building at the samples' price (its developer a partner), numbered as asked. */
async function newFlat(number: number): Promise<number> {
  if (!developerId) [{ id: developerId } = { id: 0 }] = await database.db.insert(developers).values(developerRow(1_900, true)).returning({ id: developers.id });
  buildingsSeeded += 1;
  const [building] = await database.db
    .insert(buildings)
    .values(buildingRow(1_900 + buildingsSeeded, { developerId, market: 'primary', district: 'kentron', stage: 2, completionDate: '2027-06-30', createdAt: t.clock.now() }))
    .returning({ id: buildings.id });
  const [flat] = await database.db
    .insert(apartments)
    .values(apartmentRow(number, { buildingId: building?.id ?? 0, rooms: 2, price: lendingEntryPrice, area: 70, availability: 'forSale' }))
    .returning({ id: apartments.id });
  return flat?.id ?? 0;
}

const sampleOffset = (at: string) => Date.parse(at) - Date.parse(lendingSampleTimes.startedAt);

/** One path's application on the real server: the people, the flat, and the moves that make its events happen. */
class LendingPath {
  main!: Person;
  /** The path's other applicant: the person the applicant invites (the sample's invited e-mail is theirs), signed up when the path needs them. */
  other: Person | null = null;
  /** Someone on neither side, signed up when the path needs them. */
  stranger: Person | null = null;
  id = '';
  startedAt = new Date();
  submittedAt: Date | null = null;
  property: { marketType: '0' | '1'; apartmentId: number } | null = null;
  card = '';
  coCard = '';

  /** The process (issue 17): each person's latest identification try, their booked call, the notary appointment and the branch visit. */
  guid: Partial<Record<LendingParty, string>> = {};
  callAt: Partial<Record<LendingParty, string>> = {};
  notaryAt: string | null = null;
  branchVisitAt: string | null = null;

  constructor(
    readonly path: ModelPath,
    readonly persona: SandboxPersona['branch'],
    readonly coApplicant: { branch: SandboxPersona['branch']; relationship: 'sister' | 'spouse' },
    readonly processPersonas: Partial<Record<LendingParty, ProcessBranch>> = {},
  ) {}

  get input() {
    return this.path.input as LendingInput;
  }

  async start() {
    // Every path starts on a Monday morning in Yerevan, so the process's working days (calls, the package,
    // the notary) fit its 7-day window the same way whatever the paths before it took.
    const today = yerevanDate(t.clock.now());
    const monday = addDays(today, ((8 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7) || 7);
    t.clock.set(yerevanTime(monday, 8).toISOString());
    this.main = await signedInPerson(t);
    this.startedAt = t.clock.now();
    if (this.input.apartmentId !== null) {
      // Each path books a flat of its own building; flat 13 of a building is the one the sandbox partner refuses.
      const refused = this.path.steps.some((step) => step.event.type === 'property.refused');
      this.property = { marketType: this.input.marketType, apartmentId: await newFlat(refused ? sandboxRefusedProperty.apartmentNumber : 1) };
    }
    const started = await api.start(this.main.token, this.property ? { property: this.property } : { property: null, marketType: this.input.marketType });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    this.id = started.body.id;
    this.card = this.cardOf(this.persona, this.processPersonas.applicant);
    // The spouse is the registry's spouse of the applicant's card.
    this.coCard = this.coApplicant.branch === 'eligibleSpouse' ? (spouseOf(this.card) ?? '') : this.cardOf(this.coApplicant.branch, this.processPersonas.coApplicant);
    const info = this.property ? loanInfo() : loanInfo({ propertyPrice: this.input.price });
    for (const [step, data] of [
      ['loanInfo', info],
      ['applicantData', this.applicantData(false)],
      ['consent', consent],
      ['coBorrower', alone],
      ['addresses', addresses],
    ] as const) {
      const saved = await api.step(this.main.token, this.id, step, data);
      expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
    }
    // A married persona applying alone (for now) owes their spouse's data and document.
    await giveSpouseStep(api, this.main.token, this.id, this.card);
  }

  /** A fresh card of the decision's persona, taking the process sandboxes' branch when the path needs one. */
  private cardOf(branch: SandboxPersona['branch'], process: ProcessBranch | undefined) {
    return process ? processTwinSocialCard(personaFor(branch).socialCard, process, (processSerials += 1)) : freshCard(branch);
  }

  /** The process as the main applicant reads it. */
  async processView(): Promise<LendingProcessView> {
    const answer = await t.json<LendingProcessView>(`/api/loan-applications/${this.id}/process`, get({ token: this.main.token }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }

  private readonly phones = new Map<string, string>();
  /** The person's phone, verified (the signing code's destination; the phone's own verification is tests/api/account-phone-otp.test.ts's). */
  async verifiedPhone(person: Person): Promise<string> {
    const known = this.phones.get(person.userId);
    if (known) return known;
    const phone = `+37493${String(100_000 + (phoneSerials += 1)).slice(-6)}`;
    await database.db.update(users).set({ phoneNumber: phone, phoneVerifiedAt: t.clock.now() }).where(eq(users.id, person.userId));
    this.phones.set(person.userId, phone);
    return phone;
  }

  /** The person's valid document, as their applicant data gave it (a corrected mismatch gives it again). */
  validDocument(party: LendingParty) {
    const persona = personaFor(party === 'applicant' ? this.persona : this.coApplicant.branch);
    const document = persona.documents.find((candidate) => candidate.valid) ?? persona.documents[0];
    return { documentType: document?.type, documentNumber: document?.number };
  }

  /** The persona's data; the replaced document (the registry's mismatch) only when the next decision is a mismatch. */
  applicantData(mismatched: boolean) {
    const persona = personaFor(this.persona);
    const document = persona.documents.find((candidate) => candidate.valid !== mismatched) ?? persona.documents[0];
    return applicantData(this.card, { documentType: document?.type, documentNumber: document?.number, monthlyIncomeTax: 300_000 });
  }

  /**
   * The co-applicant's applicant data: their persona's document (the replaced one when the next
   * decision finds it mismatched), their registry marital status, and a small income tax, so the
   * applicant's persona decides.
   */
  coApplicantData(other: Person, mismatched: boolean) {
    const persona = personaFor(this.coApplicant.branch);
    const document = persona.documents.find((candidate) => candidate.valid !== mismatched) ?? persona.documents[0];
    return applicantData(this.coCard, {
      documentType: document?.type,
      documentNumber: document?.number,
      firstName: persona.firstName,
      lastName: persona.lastName,
      middleName: persona.middleName,
      email: other.email,
      monthlyIncomeTax: 1_000,
    });
  }

  /** Saves one step of the co-applicant's part and expects it accepted. */
  async saveCoApplicantStep(other: Person, step: string, data: unknown) {
    const saved = await t.json<LoanApplication>(`/api/loan-applications/${this.id}/co-applicant/steps`, { ...post({ step, data }, { token: other.token }), method: 'PUT' });
    expect(saved.status, `co-applicant ${step}: ${JSON.stringify(saved.body)}`).toBe(200);
  }

  async application() {
    const answer = await api.get(this.main.token, this.id);
    expect(answer.status).toBe(200);
    return answer.body;
  }

  /** Time passes: the clock moves on and the scheduler runs what fell due. */
  async pass(ms: number) {
    await scheduler.runDue();
    await this.advance(ms);
    await scheduler.runDue();
  }

  /** Moves the clock; after days away the people sign in again (their sessions' idle time ran out). */
  async advance(ms: number) {
    t.clock.advance(ms);
    if (ms < minutes(30)) return;
    const [main, other, stranger] = await Promise.all([signIn(t, this.main), this.other && signIn(t, this.other), this.stranger && signIn(t, this.stranger)]);
    this.main = { ...this.main, token: main };
    if (this.other && other) this.other = { ...this.other, token: other };
    if (this.stranger && stranger) this.stranger = { ...this.stranger, token: stranger };
  }

  /** Moves the clock to the sample time's place after this path's start, when it still lies ahead. */
  async moveTo(at: string): Promise<boolean> {
    const target = this.startedAt.getTime() + sampleOffset(at);
    const now = t.clock.now().getTime();
    if (target < now) return false;
    await this.advance(target - now);
    return true;
  }

  /**
   * Makes one event happen on the server. `model` is the chart before it: an event it refuses is
   * still made to happen when a person can do it (the server must refuse it and change nothing);
   * time and outside systems never send a refused event, so such a step is left to the chart.
   * Returns why the event cannot be made to happen, or null.
   */
  async cause(event: LendingEvent, model: LendingSnapshot, nextDecision: NextDecision): Promise<string | null> {
    const allowed = model.can(event);
    if (!allowed && !personActions.has(event.type)) return null;
    const byMain = !('by' in event) || (event.by.kind === 'applicant' && event.by.userId === lendingSamplePeople.mainApplicant.userId);
    const byStranger = 'by' in event && event.by.kind === 'applicant' && event.by.userId === lendingSamplePeople.stranger.userId;
    if (byStranger && !this.stranger) this.stranger = await signedInPerson(t);
    // The other applicant is signed up when first needed: invited, or acting.
    if (!this.other && (event.type === 'coApplicant.invite' || (!byMain && !byStranger))) this.other = await signedInPerson(t);
    // Read when the request is sent: moving the clock signs the people in again.
    const by = () => (byMain ? this.main : byStranger && this.stranger ? this.stranger : (this.other ?? this.main));
    const other = () => {
      if (!this.other) throw new Error(`${event.type} needs the invited person, who was never invited`);
      return this.other;
    };
    const refusedWith = async (answer: { status: number; body?: unknown }) => {
      if (allowed) expect(answer.status, `${event.type} answered ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      else expect(answer.status, `${event.type} must be refused`).toBeGreaterThanOrEqual(400);
      return null;
    };
    switch (event.type) {
      case 'property.confirmed':
      case 'property.refused':
        if (!this.property) return 'a price the person gave has no developer to confirm it';
        await this.pass(partnerDelay);
        return null;
      case 'price.changed': {
        if (!this.property) return 'a price the person gave has no catalogue price to change';
        const current = (await this.application()).currentPrice;
        const changed = await t.json('/api/sandbox/property-price', { ...post({ ...this.property, price: current + 2_000_000 }), method: 'PUT' });
        expect(changed.status, JSON.stringify(changed.body)).toBe(200);
        return null;
      }
      case 'price.confirm': {
        const current = (await this.application()).currentPrice;
        // The chart's "current price" is the one the person saw last; any other is one seen before it changed again.
        const price = event.price === model.context.currentPrice ? current : current + 1;
        return refusedWith(await api.confirmPrice(by().token, this.id, price));
      }
      case 'application.submit': {
        if (!(await this.moveTo(event.at))) return 'the clock has passed the time this submit is sent at';
        const before = await this.application();
        if (byMain && ['Draft', 'InvitationAccepted', 'RejectedByCoapplicant', 'CanceledByCoApplicant'].includes(before.status)) {
          const resaved = await api.step(this.main.token, this.id, 'applicantData', this.applicantData(nextDecision?.mismatchOf === 'applicant'));
          expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
          // After a co-applicant declined, left or was recalled, the applicant chooses to apply alone.
          if (before.steps.coBorrower === null) expect((await api.step(this.main.token, this.id, 'coBorrower', alone)).status).toBe(200);
        }
        const answer = await api.submit(by().token, this.id);
        if (answer.status === 200) this.submittedAt = t.clock.now();
        return refusedWith(answer);
      }
      case 'application.delete':
        return refusedWith(await api.remove(by().token, this.id));
      case 'application.cancel':
        return refusedWith(await t.json(`/api/loan-applications/${this.id}/cancel`, post(undefined, { token: by().token })));
      case 'offer.accept':
        return refusedWith(await api.offer(by().token, this.id, 'accept'));
      case 'offer.reject':
        return refusedWith(await api.offer(by().token, this.id, 'reject'));
      case 'deadline.submissionPassed':
        if (!(await this.moveTo(event.at))) return 'the clock has passed the time this deadline fires at';
        await this.pass(minutes(1));
        return null;
      case 'deadline.processPassed': {
        if (!this.submittedAt) return 'the process window counts from a submit';
        // 7 days from the submission (a new building), 30 from the bank's approval (a resale home): the row's own window.
        const [row] = await database.db.select({ context: loanApplications.context }).from(loanApplications).where(eq(loanApplications.id, this.id));
        const due = lendingProcessEndsAt(row?.context as LendingSnapshot['context'])?.getTime() ?? t.clock.now().getTime();
        await this.pass(Math.max(0, due - t.clock.now().getTime()) + minutes(1));
        return null;
      }
      case 'bank.unavailable':
        if (!model.matches('sent')) return 'the sandbox engine decides when it takes a request, so it is never unavailable after taking one';
        engine.down = true;
        await scheduler.runDue();
        return null;
      case 'bank.received': {
        engine.down = false;
        // The outbox sends at once, or at its next retry after an outage.
        for (let tries = 0; tries < 6 && ['Sent', 'Pending'].includes((await this.application()).status); tries += 1) await this.pass(tries === 0 ? 0 : minutes(30));
        return null;
      }
      case 'decision.approved':
      case 'decision.rejected':
      case 'decision.manualReview':
      case 'decision.documentMismatch':
        await this.pass(decisionDelay);
        return null;
      case 'review.approve':
      case 'review.reject':
      case 'review.requestDocuments': {
        const decision =
          event.type === 'review.approve'
            ? { decision: 'approve', amount: event.offer.amount }
            : event.type === 'review.reject'
              ? { decision: 'reject', reason: event.reason }
              : { decision: 'requestDocuments', documents: event.documents };
        // A customer cannot reach the office at all.
        if (event.by.kind !== 'staff') return refusedWith(await office.decide(by().token, this.id, decision));
        // A credit officer of the head office (online applications are its) takes the case, then decides it.
        const officer = await staffPerson(t, database.db, ['creditOfficer'], { branchCode: 'HQ' });
        const claimed = await office.claim(officer.token, this.id);
        if (allowed) expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
        return refusedWith(await office.decide(officer.token, this.id, decision));
      }
      case 'coApplicant.invite': {
        if (!(await this.moveTo(event.at))) return 'the clock has passed the time this invitation is sent at';
        const body = { relationship: this.coApplicant.relationship, email: other().email, phoneNumber: '+37491000001' };
        return refusedWith(await t.json(`/api/loan-applications/${this.id}/co-applicant`, post(body, { token: by().token })));
      }
      case 'coApplicant.recall':
        return refusedWith(await t.json(`/api/loan-applications/${this.id}/co-applicant`, { ...post(undefined, { token: by().token }), method: 'DELETE' }));
      case 'invitation.accept':
      case 'invitation.decline': {
        const token = this.other && (await mailedInvitationToken(this.other.email));
        // No invitation was mailed: there is no link to answer, so nothing happens.
        if (!token) return allowed ? 'the invitation to answer was never mailed' : null;
        return refusedWith(await t.json(`/api/co-applicant-invitations/${token}/${event.type === 'invitation.accept' ? 'accept' : 'decline'}`, post(undefined, { token: by().token })));
      }
      case 'coApplicant.completePart':
        if (allowed) {
          // Their steps (again: a corrected document after a mismatch of theirs), then the confirmation.
          await this.saveCoApplicantStep(other(), 'applicantData', this.coApplicantData(other(), nextDecision?.mismatchOf === 'coApplicant'));
          await this.saveCoApplicantStep(other(), 'consent', consent);
          await this.saveCoApplicantStep(other(), 'addresses', addresses);
        }
        return refusedWith(await t.json(`/api/loan-applications/${this.id}/co-applicant/complete`, post(undefined, { token: by().token })));
      case 'coApplicant.changePart': {
        const saved = (await this.application()).coApplicant?.savedSteps ?? [];
        // Their first step is their applicant data; a step saved again is a change.
        const [step, data] = saved.includes('applicantData') ? (['consent', consent] as const) : (['applicantData', this.coApplicantData(other(), nextDecision?.mismatchOf === 'coApplicant')] as const);
        return refusedWith(await t.json(`/api/loan-applications/${this.id}/co-applicant/steps`, { ...post({ step, data }, { token: by().token }), method: 'PUT' }));
      }
      case 'coApplicant.cancel':
        return refusedWith(await t.json(`/api/loan-applications/${this.id}/co-applicant/cancel`, post(undefined, { token: by().token })));
      case 'registry.coApplicantNotCitizen':
      case 'registry.coApplicantNotSpouse':
        // The registry answers when the co-applicant saves their applicant data (their persona decides what it says).
        await this.saveCoApplicantStep(other(), 'applicantData', this.coApplicantData(other(), false));
        return null;
    }
    return this.causeInProcess(event, model, by, refusedWith);
  }

  /** The process's events after the offer (issue 17): the people's calls, the sandboxes' answers, the clock. */
  private async causeInProcess(
    event: LendingEvent,
    model: LendingSnapshot,
    by: () => Person,
    refusedWith: (answer: { status: number; body?: unknown }) => Promise<null>,
  ): Promise<string | null> {
    const process = processApi(t);
    const partyOf = (person: Person): LendingParty | null => (person === this.main ? 'applicant' : person === this.other ? 'coApplicant' : null);
    const progressOf = (party: LendingParty) => model.context.progress?.[party] ?? null;
    /** The widget's outcome for the person's open try, then the provider's answer. */
    const widget = async (party: LendingParty, outcome: string) => {
      const guid = this.guid[party];
      if (!guid) return `${party} has no identification try to answer`;
      const answered = await process.widget(guid, outcome);
      expect(answered.status, `${this.path.description}: the widget's ${outcome} for ${party} answered ${JSON.stringify(answered.body)}`).toBe(200);
      await this.pass(identificationAnswerDelayMs);
      return null;
    };
    switch (event.type) {
      case 'identification.start': {
        const person = by();
        const answer = await process.startIdentification(person.token, this.id);
        const party = partyOf(person);
        if (answer.status === 200 && party) this.guid[party] = answer.body.guid;
        return refusedWith(answer);
      }
      case 'identification.passed':
      case 'identification.failed': {
        const identification = progressOf(event.person)?.identification;
        // A person whose online identification stopped is identified by a bank employee in the office.
        if (event.type === 'identification.passed' && model.matches('applicantsNotIdentificated')) {
          const officer = await staffPerson(t, database.db, ['creditOfficer'], { branchCode: 'HQ' });
          expect((await office.claim(officer.token, this.id)).status).toBe(200);
          return refusedWith(await office.decide(officer.token, this.id, { decision: 'identificationPassed', party: event.person }));
        }
        // A bank employee's manual check answers by the person's card after its delay (93 fails it).
        if (identification === 'manualProcessing') {
          await this.pass(manualIdentificationDelayMs);
          return null;
        }
        return widget(event.person, event.type === 'identification.passed' ? 'passed' : 'failed');
      }
      case 'identification.manualProcessing':
        return widget(event.person, 'manualProcessing');
      case 'identification.branchVisitRequired':
        return widget(event.person, 'branchVisitRequired');
      case 'identification.documentMismatch':
        return widget(event.person, 'documentMismatch');
      case 'document.correct': {
        const person = by();
        return refusedWith(await process.correctDocument(person.token, this.id, this.validDocument(partyOf(person) ?? 'applicant')));
      }
      case 'onboarding.book': {
        const person = by();
        // A stranger asks for a time the applicant sees free.
        const slots = await process.slots((partyOf(person) ? person : this.main).token, this.id);
        const slot = Array.isArray(slots.body) ? slots.body.find((candidate) => candidate.available) : undefined;
        if (!slot) return 'no free video-call slot';
        const answer = await process.book(person.token, this.id, slot.at);
        const party = partyOf(person);
        if (answer.status === 200 && party) this.callAt[party] = answer.body.slotAt;
        return refusedWith(answer);
      }
      case 'onboarding.completed':
      case 'onboarding.missed':
      case 'onboarding.failed': {
        const slotAt = this.callAt[event.person];
        if (progressOf(event.person)?.onboarding !== 'booked' || !slotAt) return `${event.person} has no booked call`;
        // The call's time passes: its sandbox answers by the person's card.
        await this.advance(Math.max(0, Date.parse(slotAt) + videoCallMinutes * 60_000 - t.clock.now().getTime()));
        await scheduler.runDue();
        return null;
      }
      case 'spouseData.provide': {
        // Each person answers as the registry has them: a married one with their spouse's consent.
        const person = by();
        const card = person === this.main ? this.card : person === this.other ? this.coCard : '';
        const married = personaOf(card)?.maritalStatus === 'married';
        return refusedWith(await process.spouseData(person.token, this.id, married ? { married: true, spouseConsent: true } : { married: false }));
      }
      case 'spouseData.decline':
        return refusedWith(await process.declineSpouseData(by().token, this.id));
      case 'packageData.present':
        return refusedWith(await t.json(`/api/loan-applications/${this.id}/process/package-data`, post({ repaymentDay: event.repaymentDay, debitAccount: '2470000000000001', explanationsRead: true }, { token: by().token })));
      case 'package.prepared':
      case 'package.checked':
      case 'bank.loanApproved':
        await this.pass(contractDelayMs);
        return null;
      case 'package.sign': {
        const person = by();
        const party = partyOf(person);
        if (!party) return refusedWith(await t.json(`/api/loan-applications/${this.id}/process/package/sign`, post({ code: '123456' }, { token: person.token })));
        const phone = await this.verifiedPhone(person);
        const sent = await t.json(`/api/loan-applications/${this.id}/process/package/signing-code`, post(undefined, { token: person.token }));
        if (sent.status !== 200) return refusedWith(sent);
        const [sms] = await mailbox(t, phone);
        const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
        if (!code) throw new Error(`no signing code in ${JSON.stringify(sms)}`);
        return refusedWith(await t.json(`/api/loan-applications/${this.id}/process/package/sign`, post({ code }, { token: person.token })));
      }
      case 'package.reject':
        return refusedWith(await t.json(`/api/loan-applications/${this.id}/process/package/reject`, post(undefined, { token: by().token })));
      case 'deadline.packagePassed': {
        const expiresAt = (await this.processView()).package?.expiresAt;
        if (!expiresAt) return 'no package to expire';
        await this.advance(Math.max(0, Date.parse(expiresAt) - t.clock.now().getTime()) + minutes(1));
        await scheduler.runDue();
        return null;
      }
      case 'notary.book': {
        const person = by();
        const reader = partyOf(person) ? person : this.main;
        const notaries = await t.json<{ id: string }[]>(`/api/loan-applications/${this.id}/process/notaries`, get({ token: reader.token }));
        const notaryId = Array.isArray(notaries.body) ? notaries.body[0]?.id : undefined;
        if (!notaryId) return 'no notary listed';
        const slots = await t.json<{ at: string; available: boolean }[]>(`/api/loan-applications/${this.id}/process/notaries/${notaryId}/slots`, get({ token: reader.token }));
        const slot = Array.isArray(slots.body) ? slots.body.find((candidate) => candidate.available) : undefined;
        if (!slot) return 'no free notary hour';
        const answer = await t.json<{ slotAt: string }>(`/api/loan-applications/${this.id}/process/notary`, post({ notaryId, slotAt: slot.at }, { token: person.token }));
        if (answer.status === 200) this.notaryAt = slot.at;
        return refusedWith(answer);
      }
      case 'notary.packagePrepared':
      case 'notary.packageChecked':
      case 'notary.packageAvailable':
        await this.pass(completionDelays.notaryStepMs[0]);
        return null;
      case 'notary.appointmentMissed':
      case 'registry.rightsRegistered': {
        if (!this.notaryAt) return 'no notary appointment';
        // The appointment's hour passes: the notary certifies the deal (the registry answers later) or reports nobody came (persona 94).
        await this.advance(Math.max(0, Date.parse(this.notaryAt) + notaryAppointmentLengthMs - t.clock.now().getTime()));
        await scheduler.runDue();
        if (event.type === 'registry.rightsRegistered') await this.pass(completionDelays.registrationMs[0]);
        return null;
      }
      case 'insurer.propertyInsured':
        await this.pass(completionDelays.insuranceMs[0]);
        return null;
      case 'coreBanking.loanDisbursed':
        await this.pass(completionDelays.disbursementMs[0]);
        return null;
      case 'branchVisit.book': {
        const person = by();
        const reader = partyOf(person) ? person : this.main;
        const slots = await t.json<{ at: string; available: boolean }[]>(`/api/loan-applications/${this.id}/process/branch-visit/slots?branchCode=${yerevanBranch}`, get({ token: reader.token }));
        const slot = Array.isArray(slots.body) ? slots.body.find((candidate) => candidate.available) : undefined;
        // A new building has no branch visit: its refusal is the chart's.
        // With the event's repayment day (none, or one outside 1-20, is refused).
        const body = { branchCode: yerevanBranch, slotAt: slot?.at ?? t.clock.now().toISOString(), repaymentDay: event.repaymentDay };
        const answer = await t.json<{ slotAt: string }>(`/api/loan-applications/${this.id}/process/branch-visit`, post(body, { token: person.token }));
        if (answer.status === 200 && slot) this.branchVisitAt = slot.at;
        return refusedWith(answer);
      }
      case 'branchVisit.attended': {
        if (!this.branchVisitAt) return 'no branch visit booked';
        await this.advance(Math.max(0, Date.parse(this.branchVisitAt) + branchVisitLengthMs - t.clock.now().getTime()));
        await scheduler.runDue();
        return null;
      }
      default:
        return `${event.type} is not walked through the API yet`;
    }
  }
}

/** The invitation chart's event that enters each of its states (each is entered by one event only). */
const invitationEventInto: Record<Exclude<CoApplicantInvitationStatus, 'invited'>, CoApplicantInvitationEvent['type']> = {
  accepted: 'invitation.accept',
  declined: 'invitation.decline',
  recalled: 'invitation.recall',
  cancelled: 'invitation.cancel',
  lapsed: 'invitation.lapse',
  closed: 'application.end',
};

/**
 * The invitation chart (machines/co-applicant) at the API level: the server runs it beside the lending
 * chart, one per invitation row. After each step of a lending path the rows' statuses are read, and
 * each row's chart is sent the event that enters its new status; the chart must agree (the server
 * never moves a row where its chart cannot go), and what it reaches is the chart's API-level coverage.
 */
class InvitationCharts {
  private readonly charts = new Map<string, Actor<typeof coApplicantInvitationMachine>>();
  constructor(private readonly coverage: MachineCoverage) {}

  async follow(applicationId: string, context: string): Promise<void> {
    const rows = await database.db
      .select({ id: loanApplicationCoApplicants.id, status: loanApplicationCoApplicants.status })
      .from(loanApplicationCoApplicants)
      .where(eq(loanApplicationCoApplicants.applicationId, applicationId));
    for (const row of rows) {
      let chart = this.charts.get(row.id);
      if (!chart) {
        chart = createActor(coApplicantInvitationMachine, { inspect: this.coverage.inspect }).start();
        this.charts.set(row.id, chart);
      }
      if (row.status !== chart.getSnapshot().value) chart.send({ type: invitationEventInto[row.status as Exclude<CoApplicantInvitationStatus, 'invited'>] });
      expect(chart.getSnapshot().value, `${context}: invitation ${row.id}`).toBe(row.status);
    }
  }

  stop(): void {
    for (const chart of this.charts.values()) chart.stop();
  }
}

/**
 * What the chart declares its states cause (machines/lending/lending-effects.ts, and the deadlines of
 * its `deadline.*` transitions) against what the runtime wrote for the application: every outbox
 * request of every state entered so far, in order; the deadlines the current state holds; the
 * booked home released or sold exactly when an entered state says so.
 */
async function expectDeclaredEffects(applicationId: string, entered: readonly LendingEffect[], model: LendingSnapshot, context: string, told: ExpectedTold): Promise<void> {
  await expectTold(applicationId, entered, told, context);
  const requests = await database.db.select({ kind: loanApplicationOutbox.kind }).from(loanApplicationOutbox).where(eq(loanApplicationOutbox.applicationId, applicationId)).orderBy(loanApplicationOutbox.id);
  expect(requests.map((row) => row.kind), `${context}: outbox requests`).toEqual(entered.flatMap((effect) => (effect.kind === 'request' ? [effect.request] : [])));
  const open = (await openLendingDeadlines(database.db, applicationId)).filter((row) => row.kind.startsWith('lending.') && row.kind !== 'lending.appointmentReminder');
  expect(new Set(open.map((row) => row.kind)), `${context}: deadlines held`).toEqual(new Set(neededDeadlines(model).map((deadline) => deadline.kind)));
  const [row] = await database.db.select({ bookingId: loanApplications.bookingId }).from(loanApplications).where(eq(loanApplications.id, applicationId));
  if (!row?.bookingId) return;
  const [booking] = await database.db.select({ releaseReason: bookings.releaseReason }).from(bookings).where(eq(bookings.id, row.bookingId));
  const property = entered.findLast((effect) => effect.kind === 'property');
  const expected = !property ? null : property.property === 'sell' ? 'sold' : model.matches('expired') ? 'expired' : 'unbooked';
  expect(booking?.releaseReason ?? null, `${context}: the booked home`).toBe(expected);
}

/** Who the declared notices of a path's steps so far must have reached: `userId:notice` for an account, `email:notice` for a mail alone. */
interface ExpectedTold {
  accounts: string[];
  mails: string[];
}

/** The notice a person was written, as its declaration names it (an offer for less is the approval's variant). */
const declaredNotice = (written: string) => (Object.entries(noticeVariants).find(([, variant]) => variant === written)?.[0] ?? written) as LoanApplicationNotice;

/**
 * Adds what one step's effects must have told, resolved as the server resolves them: `everyone` is the
 * main applicant and the accepted co-applicant, `invitee` the person of the invitation the step ended
 * (their account once they accepted, else their address by mail), never the person who acted; a
 * notice for one market only on that market.
 */
function addTold(told: ExpectedTold, effects: readonly LendingEffect[], world: LendingPath, before: LendingSnapshot, after: LendingSnapshot, event: LendingEvent): void {
  const real = (sampleId: string | null | undefined) => (sampleId === lendingSamplePeople.mainApplicant.userId ? world.main.userId : sampleId ? world.other?.userId : undefined);
  const actor = 'by' in event && event.by.kind === 'applicant' ? real(event.by.userId) : undefined;
  const coApplicant = real(after.context.coApplicant?.userId);
  // The invitation a step ends is the one the chart held before it (it forgets none on the way to an end).
  const invited = before.context.coApplicant;
  for (const effect of effects) {
    if (effect.kind !== 'tell' || (effect.market && effect.market !== after.context.marketType)) continue;
    if (effect.to === 'invitee') {
      if (!invited) continue;
      if (invited.userId) told.accounts.push(`${real(invited.userId)}:${effect.notice}`);
      else told.mails.push(`${world.other?.email}:${effect.notice}`);
      continue;
    }
    const readers = effect.to === 'everyone' ? [world.main.userId, coApplicant] : effect.to === 'applicant' ? [world.main.userId] : [coApplicant];
    for (const userId of readers) if (userId && userId !== actor) told.accounts.push(`${userId}:${effect.notice}`);
  }
}

/** The mail templates an invited person without an account on the application is told with when it ends. */
const inviteeTemplates = { coApplicantLapsed: 'coApplicantLapsed', applicationWithdrawn: 'coApplicantApplicationWithdrawn' } as const;
const declaredNotices = new Set<string>(
  [...Object.values(lendingEntryEffects), ...Object.values(lendingEventEffects)].flatMap((effects) => (effects as readonly LendingEffect[]).flatMap((effect) => (effect.kind === 'tell' ? [effect.notice, noticeVariants[effect.notice] ?? effect.notice] : []))),
);

/**
 * The application's notifications of the chart's notices are exactly the declared ones, each to its
 * person (a notification is written with its mail); the mails to an invited person without an
 * account on it too; and each booking the events declared confirmed has its confirmation scheduled.
 */
async function expectTold(applicationId: string, entered: readonly LendingEffect[], told: ExpectedTold, context: string): Promise<void> {
  const rows = await database.db.select({ userId: notifications.userId, params: notifications.params }).from(notifications).where(eq(notifications.kind, 'loanApplication'));
  const written = rows
    .map((row) => ({ userId: row.userId, params: row.params as { applicationId?: string; outcome?: string } }))
    .filter((row) => row.params.applicationId === applicationId && declaredNotices.has(row.params.outcome ?? ''))
    .map((row) => `${row.userId}:${declaredNotice(row.params.outcome ?? '')}`);
  expect(written.sort(), `${context}: the people told`).toEqual([...told.accounts].sort());
  const mailed = await database.db.select({ recipient: outboxMessages.recipient, template: outboxMessages.template }).from(outboxMessages);
  for (const [notice, template] of Object.entries(inviteeTemplates)) {
    for (const email of new Set(told.mails.filter((line) => line.endsWith(`:${notice}`)).map((line) => line.slice(0, -notice.length - 1)))) {
      const expected = told.mails.filter((line) => line === `${email}:${notice}`).length;
      expect(mailed.filter((mail) => mail.recipient === email && mail.template === template), `${context}: ${email} mailed ${notice}`).toHaveLength(expected);
    }
  }
  const confirmations = await database.db.select({ payload: deadlines.payload }).from(deadlines).where(eq(deadlines.kind, appointmentBookedKind));
  const kinds = confirmations.flatMap((row) => {
    const payload = row.payload as { applicationId?: string; appointment?: { kind?: string } };
    return payload.applicationId === applicationId ? [payload.appointment?.kind] : [];
  });
  for (const effect of entered) if (effect.kind === 'confirmBooking') expect(kinds, `${context}: ${effect.appointment} confirmed`).toContain(effect.appointment);
}

/** Runs one path on a fresh application; returns why the server could not be made to follow it, or null once it did. */
async function runPath(path: ModelPath, coverage: MachineCoverage, invitationCoverage: MachineCoverage): Promise<string | null> {
  const persona = personaOfPath(path);
  if ('unarrangeable' in persona) return persona.unarrangeable;
  const partnerAnswers = new Set(path.steps.map((step) => step.event.type).filter((type) => type === 'property.confirmed' || type === 'property.refused'));
  if (partnerAnswers.size > 1) return "the sandbox partner answers once about a flat: it confirms it or refuses it, not both";
  const coApplicant = coApplicantOfPath(path, persona.branch);
  if ('unarrangeable' in coApplicant) return coApplicant.unarrangeable;
  const serialize = serializeFor(lendingEntry);
  const processPersonas = processPersonasOfPath(path);
  if ('unarrangeable' in processPersonas) return processPersonas.unarrangeable;
  // A couple's cards are twins of one serial, so both take the same process branch.
  if (coApplicant.branch === 'eligibleSpouse' && processPersonas.applicant !== processPersonas.coApplicant) {
    return "a married couple's cards are the same serial's twins: they take the process sandboxes' branches together";
  }
  const world = new LendingPath(path, persona.branch, coApplicant, processPersonas);
  engine.down = false;
  await world.start();
  // The chart beside the server, fed each event once the server has agreed on where it leads.
  const model = createActor(lendingMachine, { input: path.input as LendingInput, inspect: coverage.inspect }).start();
  const invitations = new InvitationCharts(invitationCoverage);
  // The draft it starts in declares no effect of its own.
  const entered: LendingEffect[] = [];
  const told: ExpectedTold = { accounts: [], mails: [] };
  try {
    for (const [index, step] of path.steps.entries()) {
      const next = path.steps.slice(index).find((later) => isDecision(later.event))?.event as LendingEvent | undefined;
      const nextDecision: NextDecision = next && { mismatchOf: next.type === 'decision.documentMismatch' ? next.person : null };
      const unarranged = await world.cause(step.event as LendingEvent, model.getSnapshot(), nextDecision);
      if (unarranged) return `step ${index} (${step.event.type}): ${unarranged}`;
      expect(await serializedOf(await world.application(), () => world.processView()), `${path.description}, step ${index} (${step.event.type})`).toBe(step.expected);
      const before = model.getSnapshot();
      model.send(step.event as LendingEvent);
      const after = model.getSnapshot();
      expect(serialize(after as never)).toBe(step.expected);
      await invitations.follow(world.id, `${path.description}, step ${index} (${step.event.type})`);
      // An event that changes nothing causes nothing (the server writes nothing for it either).
      const changed = !isDeepStrictEqual(before.value, after.value) || !isDeepStrictEqual(before.context, after.context);
      const effects = changed ? eventEffects(step.event, before.value, after.value) : [];
      entered.push(...effects);
      addTold(told, effects, world, before, after, step.event as LendingEvent);
      await expectDeclaredEffects(world.id, entered, after, `${path.description}, step ${index} (${step.event.type})`, told);
    }
    return null;
  } finally {
    invitations.stop();
    model.stop();
    engine.down = false;
  }
}

describe(`model paths of lending (API level, ${expectedKind})`, () => {
  it('the server agrees with the chart on every path it can be made to follow', async () => {
    const all = modelPaths(lendingEntry);
    // Every transition the chart takes first (192 of them), then refusals up to the limit.
    const paths = pathsPerTransition(all, 200, { takingFirst: true });
    const coverage = new MachineCoverage();
    const invitationCoverage = new MachineCoverage();
    const declared = allowedGaps.api.gaps.lending ?? {};
    const stillMissing = () => coverage.missing(lendingMachine).transitions.filter((key) => !(key in declared));
    const skipped: string[] = [];
    let ran = 0;
    const attempt = async (path: ModelPath) => {
      const unrunnable = await runPath(path, coverage, invitationCoverage);
      if (unrunnable) skipped.push(`${path.description}: ${unrunnable}`);
      else ran += 1;
    };
    for (const path of paths) await attempt(path);
    let fallbacks = 0;
    for (const path of fallbackPaths(all, paths, stillMissing)) {
      if ((fallbacks += 1) > 40) break;
      await attempt(path);
    }
    expect(ran).toBeGreaterThan(0);
    const inventoryOf = inventory(lendingMachine);
    const missing = coverage.missing(lendingMachine);
    recordModelCoverage('lending', 'api', {
      states: [inventoryOf.states.length - missing.states.length, inventoryOf.states.length],
      transitions: [inventoryOf.transitions.length - missing.transitions.length, inventoryOf.transitions.length],
      paths: ran,
      missing,
    });
    // Every state of the chart is reached through the API.
    expect(missing.states).toEqual([]);
    const gaps = compareWithGaps('api', 'lending', missing);
    expect(gaps, gapMessage('API', 'lending', gaps, skipped)).toEqual({ undeclared: [], coveredAfterAll: [] });

    // The invitation chart, followed on the same paths: every state and transition reached through the API.
    const invitationInventory = inventory(coApplicantInvitationMachine);
    const invitationMissing = invitationCoverage.missing(coApplicantInvitationMachine);
    recordModelCoverage('coApplicantInvitation', 'api', {
      states: [invitationInventory.states.length - invitationMissing.states.length, invitationInventory.states.length],
      transitions: [invitationInventory.transitions.length - invitationMissing.transitions.length, invitationInventory.transitions.length],
      paths: ran,
      missing: invitationMissing,
    });
    const invitationGaps = compareWithGaps('api', 'coApplicantInvitation', invitationMissing);
    expect(invitationGaps, gapMessage('API', 'coApplicantInvitation', invitationGaps, skipped)).toEqual({ undeclared: [], coveredAfterAll: [] });
    // About 4 minutes alone on PGlite; on a machine busy with the other suites it took over 10.
  }, 1_200_000);
});
