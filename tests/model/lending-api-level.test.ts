import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { LoanApplication } from '../../api/contract/loan-application';
import type { DecisionEngine } from '../../api/server/adapters/decision-engine';
import { sandboxDecisionEngine } from '../../api/server/adapters/decision-engine.sandbox';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { instantSandbox, OutsideSystemUnavailable } from '../../api/server/adapters/outside-system';
import { sandboxPartnerAvailability, sandboxRefusedProperty } from '../../api/server/adapters/partner-availability.sandbox';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { personaFor, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { days, minutes } from '../../api/server/clock';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { lendingProcessDays } from '../../api/server/services/lending/lending-deadlines';
import { lendingMachine, lendingStatuses, type LendingEvent, type LendingInput, type LendingSnapshot, type LendingStatus } from '../../machines/lending/lending.machine';
import { lendingEntry, lendingSamplePeople, lendingSampleTimes, primaryInput } from '../../machines/lending/lending.samples';

/** The samples' price of a flat (the catalogue's price of every path's flat). */
const lendingEntryPrice = primaryInput.price;
import { apartments, buildings, developers } from '../../api/server/db/schema';
import { addresses, alone, applicantData, consent, freshCard, loanApi, loanInfo, signedInPerson, type Person } from '../drivers/loan-applications.api';
import { apartmentRow, buildingRow, developerRow } from '../support/catalogue-fixtures';
import { post, signIn } from '../support/account-helpers';
import { inventory, MachineCoverage } from '../support/machine-coverage';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';
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
const decisionDelay = 40_000;

let database: TestDatabase;
let t: TestApp;
let api: ReturnType<typeof loanApi>;
let scheduler: Scheduler;
/** While set, the decision engine cannot take a request (the outbox keeps trying). */
const engine = { down: false };

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  t.clock.set('2026-03-02T08:00:00Z');
  api = loanApi(t);
  const outside = sandboxOutsideSystems(t.clock, instantSandbox);
  const sandboxEngine = sandboxDecisionEngine({ ...outside, delayMs: [decisionDelay, decisionDelay] });
  const decisionEngine: DecisionEngine = {
    submit: async (...args) => {
      if (engine.down) throw new OutsideSystemUnavailable('decisionEngine');
      return sandboxEngine.submit(...args);
    },
  };
  const lending = { decisionEngine, partner: sandboxPartnerAvailability({ delayMs: [partnerDelay, partnerDelay] }) };
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret, lending }) });
});
afterAll(() => database.close());

const stateOfStatus = Object.fromEntries(
  lendingStatuses.map((status) => [status, status.charAt(0).toLowerCase() + status.slice(1)] as const),
) as Record<LendingStatus, string>;

/** The application as the chart's serialized state: its status and the context the samples call significant. */
const serializedOf = (application: LoanApplication) =>
  JSON.stringify([
    stateOfStatus[application.status],
    {
      availability: application.property?.availability ?? null,
      priceAgreed: application.agreedPrice === application.currentPrice,
      mismatch: application.documentMismatch,
      offer: application.offer === null ? null : application.offer.amount < application.offer.requestedAmount ? 'reduced' : 'full',
    },
  ]);

const decisionBranch = (event: EventObject): SandboxPersona['branch'] | undefined => {
  const decision = event as LendingEvent;
  if (decision.type === 'decision.approved') return decision.offer.amount < decision.offer.requestedAmount ? 'eligibleLower' : 'eligible';
  if (decision.type === 'decision.rejected') return decision.reason === 'creditHistory' ? 'creditHistory' : 'lowIncome';
  if (decision.type === 'decision.manualReview') return 'manualReview';
  if (decision.type === 'decision.documentMismatch') return 'documentMismatch';
  return undefined;
};

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
const personActions = new Set(['application.submit', 'application.delete', 'application.cancel', 'price.confirm', 'offer.accept', 'offer.reject']);

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
  other!: Person;
  id = '';
  startedAt = new Date();
  submittedAt: Date | null = null;
  property: { marketType: '0' | '1'; apartmentId: number } | null = null;
  card = '';

  constructor(
    readonly path: ModelPath,
    readonly persona: SandboxPersona['branch'],
  ) {}

  get input() {
    return this.path.input as LendingInput;
  }

  async start() {
    [this.main, this.other] = await Promise.all([signedInPerson(t), signedInPerson(t)]);
    this.startedAt = t.clock.now();
    if (this.input.apartmentId !== null) {
      // Each path books a flat of its own building; flat 13 of a building is the one the sandbox partner refuses.
      const refused = this.path.steps.some((step) => step.event.type === 'property.refused');
      this.property = { marketType: this.input.marketType, apartmentId: await newFlat(refused ? sandboxRefusedProperty.apartmentNumber : 1) };
    }
    const started = await api.start(this.main.token, this.property ? { property: this.property } : { property: null, marketType: this.input.marketType });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    this.id = started.body.id;
    this.card = freshCard(this.persona);
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
  }

  /** The persona's data; the replaced document (the registry's mismatch) only when the next decision is a mismatch. */
  applicantData(mismatched: boolean) {
    const persona = personaFor(this.persona);
    const document = persona.documents.find((candidate) => candidate.valid !== mismatched) ?? persona.documents[0];
    return applicantData(this.card, { documentType: document?.type, documentNumber: document?.number, monthlyIncomeTax: 300_000, maritalStatus: 'single' });
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
    const [main, other] = await Promise.all([signIn(t, this.main), signIn(t, this.other)]);
    this.main = { ...this.main, token: main };
    this.other = { ...this.other, token: other };
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
  async cause(event: LendingEvent, model: LendingSnapshot, nextDecision: SandboxPersona['branch'] | undefined): Promise<string | null> {
    const allowed = model.can(event);
    if (!allowed && !personActions.has(event.type)) return null;
    if ('by' in event && event.by.kind === 'staff') return "a bank employee's decision has no route until the back office (issue 18)";
    const byMain = !('by' in event) || (event.by.kind === 'applicant' && event.by.userId === lendingSamplePeople.mainApplicant.userId);
    // Read when the request is sent: moving the clock signs the people in again.
    const by = () => (byMain ? this.main : this.other);
    const refusedWith = async (answer: { status: number }) => {
      if (allowed) expect(answer.status, `${event.type} answered`).toBeLessThan(300);
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
        if (byMain && (await this.application()).status === 'Draft') {
          const resaved = await api.step(this.main.token, this.id, 'applicantData', this.applicantData(nextDecision === 'documentMismatch'));
          expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
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
        const due = this.submittedAt.getTime() + days(lendingProcessDays[this.input.marketType]);
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
        return "a bank employee's decision has no route until the back office (issue 18)";
      default:
        return 'the co-applicant events are driven from the next commit of issue 16';
    }
  }
}

/** Runs one path on a fresh application; returns why the server could not be made to follow it, or null once it did. */
async function runPath(path: ModelPath, coverage: MachineCoverage): Promise<string | null> {
  const persona = personaOfPath(path);
  if ('unarrangeable' in persona) return persona.unarrangeable;
  const partnerAnswers = new Set(path.steps.map((step) => step.event.type).filter((type) => type === 'property.confirmed' || type === 'property.refused'));
  if (partnerAnswers.size > 1) return "the sandbox partner answers once about a flat: it confirms it or refuses it, not both";
  const serialize = serializeFor(lendingEntry);
  const world = new LendingPath(path, persona.branch);
  engine.down = false;
  await world.start();
  // The chart beside the server, fed each event once the server has agreed on where it leads.
  const model = createActor(lendingMachine, { input: path.input as LendingInput, inspect: coverage.inspect }).start();
  try {
    for (const [index, step] of path.steps.entries()) {
      const nextDecision = path.steps
        .slice(index)
        .map((later) => decisionBranch(later.event))
        .find((branch) => branch !== undefined);
      const unarranged = await world.cause(step.event as LendingEvent, model.getSnapshot(), nextDecision);
      if (unarranged) return `step ${index} (${step.event.type}): ${unarranged}`;
      expect(serializedOf(await world.application()), `${path.description}, step ${index} (${step.event.type})`).toBe(step.expected);
      model.send(step.event as LendingEvent);
      expect(serialize(model.getSnapshot() as never)).toBe(step.expected);
    }
    return null;
  } finally {
    model.stop();
    engine.down = false;
  }
}

describe(`model paths of lending (API level, ${expectedKind})`, () => {
  it('the server agrees with the chart on every path it can be made to follow', async () => {
    const all = modelPaths(lendingEntry);
    const paths = pathsPerTransition(all, 80);
    const coverage = new MachineCoverage();
    const declared = allowedGaps.api.gaps.lending ?? {};
    const stillMissing = () => coverage.missing(lendingMachine).transitions.filter((key) => !(key in declared));
    const skipped: string[] = [];
    let ran = 0;
    const attempt = async (path: ModelPath) => {
      const unrunnable = await runPath(path, coverage);
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
  }, 600_000);
});
