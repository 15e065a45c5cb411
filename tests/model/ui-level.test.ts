import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { initialTransition, type AnyStateMachine, type AnyStateNode, type StateValue } from 'xstate';
import { registry, type MachineEntry } from '../../machines/registry';
import { rateLimitCounters } from '../../api/server/db/schema';
import { actorCalls } from '../drivers/model/actor-calls';
import { bookingUi } from '../drivers/model/booking.ui';
import { prequalUi } from '../drivers/model/prequal.ui';
import { otpUi, phoneVerificationUi } from '../drivers/model/phone.ui';
import { signInUi } from '../drivers/model/sign-in.ui';
import { signUpUi } from '../drivers/model/sign-up.ui';
import { passwordResetUi } from '../drivers/model/password-reset.ui';
import { invitationPageUi } from '../drivers/model/invitation-page.ui';
import type { Significant, UiScenario } from '../drivers/model/ui-scenario';
import { useBrowser } from '../support/browser';
import { inventory, MachineCoverage } from '../support/machine-coverage';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { apiScenarios } from './api-scenarios';
import { householdScenarios } from './household-scenarios';
import { processWorldOn, uploadsFolder, type ProcessWorld } from '../drivers/lending-process.api';
import { ApiWorld } from './api-world';
import { answerOf, answersAfter, fallbackPaths, modelPaths, pathsPerTransition, type ModelPath } from './model-paths';
import { allowedGaps, compareWithGaps, gapMessage } from './allowed-gaps';
import { recordModelCoverage } from './model-report';
import { missingPageObjects } from './ui-completeness';

/** The flows with page objects; a registered machine not here must be declared not run (allowed-gaps.ts). */
const uiScenarios: Partial<Record<string, UiScenario>> = {
  signIn: signInUi,
  signUp: signUpUi,
  passwordReset: passwordResetUi,
  otp: otpUi,
  phoneVerification: phoneVerificationUi,
  booking: bookingUi,
  prequal: prequalUi,
  invitationPage: invitationPageUi,
};

/** The households' world on the browser's own server: the catalogue, the bank's sandboxes at their delays, the scheduler. */
let process: ProcessWorld;
/** How a machine's answers are arranged on the server: the small flows' scenarios, or a household's. */
const scenarioOf = (id: string) => apiScenarios[id] ?? householdScenarios[id]?.(() => process);

let database: TestDatabase;
let t: TestApp;
let baseUrl: string;
let server: ReturnType<typeof serve>;
const coverage = new MachineCoverage();

beforeAll(async () => {
  database = await createTestDatabase();
  // Its own server on the built app, so the paths can arrange each answer in its database.
  const storage = uploadsFolder();
  t = createTestApp(database, { staticDir: join(import.meta.dirname, '../../dist'), storage });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process = await processWorldOn(t, database, storage, 200);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});
// After the server's set-up, so the fixture knows its address; each path opens its own context.
const web = useBrowser({ baseUrl: () => baseUrl });

/** The state ids a state value names (its active leaves' ids and their ancestors'). */
const stateIdsOf = (machineId: string, value: StateValue): string[] =>
  typeof value === 'string'
    ? [`${machineId}.${value}`]
    : Object.entries(value).flatMap(([key, child]) => [`${machineId}.${key}`, ...(child ? stateIdsOf(`${machineId}.${key}`, child as StateValue) : [])]);

const valueOf = (serialized: string) => JSON.stringify((JSON.parse(serialized) as unknown[])[0]);
const significantOf = (serialized: string) => ((JSON.parse(serialized) as unknown[])[1] ?? null) as Significant;

/** Whether the state's own node (not an ancestor's) calls the server: a page busy on an answer. */
const callUnderWay = (machine: AnyStateMachine, value: StateValue) =>
  (machine.resolveState({ value, context: {} }) as unknown as { _nodes: AnyStateNode[] })._nodes.some((node) => node.type === 'atomic' && node.invoke.length > 0);

/**
 * Whether a person can send each of the path's events on the page. In a browser a call's answer lands
 * within milliseconds, so an event while it is under way (signing out while accepting) runs at the
 * machine and API levels, which can send it first; and a dialog keeps the header out of reach.
 */
function personCanSendAll(entry: MachineEntry, ui: UiScenario, path: ModelPath) {
  const machine = entry.machine as AnyStateMachine;
  return path.steps.every((step, index) => {
    if (answerOf(step.event)) return true;
    const initial = index === 0 ? initialTransition(machine, path.input)[0] : null;
    const before = initial ? JSON.stringify(initial.value) : valueOf(path.steps[index - 1]?.expected ?? '[null]');
    const significant = initial ? (entry.significant(initial.context as never) as Significant) : significantOf(path.steps[index - 1]?.expected ?? '[null]');
    return !(ui.waitsForAnswers && callUnderWay(machine, JSON.parse(before) as StateValue)) && !ui.outOfReach?.(before, step.event, significant);
  });
}

/** How many of the path's steps up to `index` the event of step `index` took: the page must have taken as many. */
const takenBefore = (path: ModelPath, index: number) => path.steps.slice(0, index + 1).filter((step) => step.event.type === path.steps[index]?.event.type).length;

/**
 * Waits until the page's model inspector has seen the machine in the state, and, for an answer's
 * step, has seen it take the answer as often as the path did up to here: a state seen before (a form
 * a failure returns to) would otherwise pass before the page even sent the call. A person's step
 * needs no count: the executor has acted when it returns, and typing a value a field already holds
 * sends nothing. `where` names the path and step.
 */
async function reachedIn(page: Page, machine: AnyStateMachine, value: StateValue, where: string, step?: { eventType: string; times: number }) {
  await page
    .waitForFunction(
      ({ machineId, ids, step }) => {
        const states = window.__tunModelCoverage?.[machineId]?.states ?? [];
        if (!ids.every((id) => states.includes(id))) return false;
        if (!step) return true;
        const taken = (window.__tunModelJournal ?? []).filter(([id, kind, key]) => id === machineId && kind === 'transition' && key.split('|')[1] === step.eventType);
        return taken.length >= step.times;
      },
      { machineId: machine.id, ids: stateIdsOf(machine.id, value), step },
      { timeout: 20_000 },
    )
    .catch(async (error: unknown) => {
      const seen = await page.evaluate((machineId) => window.__tunModelCoverage?.[machineId]?.states ?? [], machine.id).catch(() => []);
      throw new Error(`${where}: the page never reached ${JSON.stringify(value)} (states seen: ${seen.join(', ') || 'none'}): ${String(error).split('\n')[0]}`);
    });
}

/** Each path the real screens and server could not be made to follow, with why, by machine. */
const skipped = new Map<string, string[]>();

async function runPath(entry: MachineEntry, ui: UiScenario, path: ModelPath): Promise<boolean> {
  const entryId = entry.id;
  const machine = entry.machine as AnyStateMachine;
  const skip = (why: string) => {
    skipped.set(entryId, [...(skipped.get(entryId) ?? []), `${path.description}: ${why}`]);
    return false;
  };
  const api = scenarioOf(entryId);
  if (!api) return skip('no API scenario arranges its answers');
  // The browser calls from one address: each path starts with no rate-limit counts of earlier paths.
  await database.db.delete(rateLimitCounters);
  const world = api.world?.({ t, database }) ?? new ApiWorld(t, database);
  api.prepare?.(world, path);
  const input = api.input ? await api.input(world, path.input) : path.input;
  const arrange = async (answers: ReturnType<typeof answersAfter>, value: unknown) => {
    for (const answer of answers) {
      // A failure is arranged in the page: its calls fail while `failing` is on (below).
      if (answer.failure) continue;
      if (!(await api.arrange(world, answer.actorId, answer.output, { value, context: {} }))) return skip(`${answer.actorId} cannot answer ${JSON.stringify(answer.output)}`);
    }
    return true;
  };
  const [initial] = initialTransition(machine, input) as unknown as [{ value: unknown; context: unknown; _nodes: AnyStateNode[] }];
  const startedAtOnce = new Set(initial._nodes.flatMap((node) => node.invoke.map((invoke) => invoke.id)));
  const firstAnswerSteps = new Set<number>();
  for (const actorId of startedAtOnce) {
    const index = path.steps.findIndex((step) => answerOf(step.event)?.[2] === actorId);
    if (index >= 0) firstAnswerSteps.add(index);
  }
  if (!(await arrange([...firstAnswerSteps].flatMap((index) => answersAfter(path, index - 1).slice(0, 1)), initial.value))) return false;
  const failsAt = (index: number) => answerOf(path.steps[index]?.event ?? { type: '' })?.[1] === 'error';
  /** The calls of the actor that fails at step `index`. */
  const callsOf = (index: number) => {
    const actorId = answerOf(path.steps[index]?.event ?? { type: '' })?.[2] ?? '';
    const calls = actorCalls[entryId]?.[actorId];
    expect(calls, `${entryId}: no entry for the actor '${actorId}' in tests/drivers/model/actor-calls.ts`).toBeDefined();
    return calls ?? null;
  };
  // An actor started at once that fails later than the first step would fail every call made before it.
  if ([...firstAnswerSteps].some((index) => index > 0 && failsAt(index))) return skip('an actor started at once fails after the person acted');

  const context = await web.newContext();
  await context.addInitScript((token) => {
    localStorage.setItem('tun.modelCoverage', 'on');
    if (token) localStorage.setItem('tun.token', token);
  }, world.token);
  const page = await context.newPage();
  // An actor's failure: while set, its calls get a 503 from "the proxy", as when the server is down.
  let failing: RegExp | null = null;
  let failed = 0;
  /**
   * Arms the failure among the answers that follow step `from` without the person acting between:
   * the page asks for them back to back (a load's answer starts the next call at once), so the
   * failing calls must fail from before the first of them, not from once the runner saw the state
   * before the failure (by then the call may have been answered). An actor answering earlier in the
   * same run of answers is another actor, so its calls still go through.
   */
  const arm = (from: number) => {
    for (let index = from; index < path.steps.length && answerOf(path.steps[index]?.event ?? { type: '' }); index += 1) {
      if (!failsAt(index)) continue;
      failing = callsOf(index);
      failed = 0;
      return;
    }
  };
  arm(0);
  await page.route('**/api/**', async (route) => {
    if (!failing?.test(new URL(route.request().url()).pathname)) return route.fallback();
    failed += 1;
    return route.fulfill({ status: 503, json: { type: 'COMMON', reason: 'SERVICE_UNAVAILABLE', message: 'Service unavailable', requestId: `failing-${failed}` } });
  });
  /** How much of the page's journal the checked steps account for: only that much is credited. */
  let credited = 0;
  const checked = async () => {
    credited = await page.evaluate(() => window.__tunModelJournal?.length ?? 0);
  };
  try {
    await ui.start(page, world, baseUrl);
    // A path that only starts (its input decides the first state) checks that state.
    const first = JSON.stringify(initial.value);
    if (path.steps.length === 0 && !ui.busy.includes(first)) {
      const check = ui.checks[first];
      expect(check, `${entryId}: no page-object check for the state ${first}`).toBeDefined();
      await check?.(page, world, entry.significant(initial.context as never) as Significant);
      await checked();
    }
    for (const [index, step] of path.steps.entries()) {
      const expected = valueOf(step.expected);
      const answer = answerOf(step.event);
      // A child flow the person completes in the page (the code step) answers once they do their part.
      if (answer && ui.answers?.[answer[2] ?? '']) await ui.answers[answer[2] ?? '']?.(page, world);
      if (!answer) {
        const answers = answersAfter(path, index).filter((answer, i) => !(startedAtOnce.has(answer.actorId) && firstAnswerSteps.has(index + 1 + i)));
        const event = api.event ? await api.event(world, world.rewrite(step.event), answers) : world.rewrite(step.event);
        const previous = index === 0 ? JSON.stringify(initial.value) : valueOf(path.steps[index - 1]?.expected ?? '[null]');
        if (!(await arrange(answers, JSON.parse(previous)))) return false;
        const execute = ui.executors[event.type];
        expect(execute, `${entryId}: no page-object executor for '${event.type}'`).toBeDefined();
        arm(index + 1);
        await execute?.(page, event as never, world);
      }
      /** Once a failure landed, the calls stop failing; a later one among the answers that follow is armed. */
      const afterReached = () => {
        if (answer?.[1] !== 'error') return;
        expect(failed, `${path.description}, step ${index}: the failure came without a failed call`).toBeGreaterThan(0);
        failing = null;
        arm(index + 1);
      };
      if (ui.busy.includes(expected)) {
        // A busy state shows nothing to check, but the page must have reached it before the path ends
        // or moves on: its coverage is read when the path ends, and a slow answer (the code step's
        // check) would otherwise leave the transition into it unrecorded.
        await reachedIn(page, machine, JSON.parse(expected) as StateValue, `${path.description}: step ${index} (${step.event.type})`, answer ? { eventType: step.event.type, times: takenBefore(path, index) } : undefined);
        afterReached();
        await checked();
        continue;
      }
      const check = ui.checks[expected];
      expect(check, `${entryId}: no page-object check for the state ${expected}`).toBeDefined();
      // The machine must have been in the state at least once before its check can pass: a screen
      // that shows the same thing in the state before (a form that stays while sending) would let
      // the next event go to a state that ignores it.
      await reachedIn(page, machine, JSON.parse(expected) as StateValue, `${path.description}: step ${index} (${step.event.type})`, answer ? { eventType: step.event.type, times: takenBefore(path, index) } : undefined);
      afterReached();
      await check?.(page, world, significantOf(step.expected)).catch(async (error: unknown) => {
        // What the page showed instead, for whoever reads the failure.
        await page.screenshot({ path: join(import.meta.dirname, `../../test-results/ui-${entryId}-${index}.png`) }).catch(() => undefined);
        throw new Error(`${path.description}: step ${index} (${step.event.type}) should show ${expected}: ${String(error).split('\n')[0]}`);
      });
      await checked();
    }
    return true;
  } finally {
    // What the page did after the last checked step (a path that stopped, an answer still landing) is not credited.
    const journal = (await page.evaluate(() => window.__tunModelJournal ?? []).catch(() => [])).slice(0, credited);
    const reached: Record<string, { states: string[]; transitions: string[] }> = {};
    for (const [machineId, kind, key] of journal) (reached[machineId] ??= { states: [], transitions: [] })[kind === 'state' ? 'states' : 'transitions'].push(key);
    for (const [machineId, taken] of Object.entries(reached)) coverage.add(machineId, taken);
    await context.close();
  }
}

const pathsRun = new Map<string, number>();
/** At most this many more paths per flow, each a minute of Chromium at worst, for transitions the chosen ones missed. */
const fallbackLimit = 8;

// Only the flows with page objects are walked; the coverage block below says which are declared not run.
describe.each(registry.filter((entry) => uiScenarios[entry.id]).map((entry) => [entry.id, entry] as const))('model paths of %s (UI level, Chromium)', (id, entry) => {
  const ui = uiScenarios[id];
  let ran = 0;
  const all = ui ? modelPaths(entry).filter((path) => ui.startsWith(path.input) && personCanSendAll(entry, ui, path)) : [];
  const paths = ui ? pathsPerTransition(all, ui.pathLimit ?? 30) : [];

  if (ui) it(`walks the paths the real screens and server can produce (${paths.length} chosen paths)`, async () => {
    expect(missingPageObjects(ui, paths), `${id}: page objects missing`).toEqual({ executors: [], checks: [] });
    for (const path of paths) if (await runPath(entry, ui, path)) ran += 1;
    // A transition the chosen paths missed (their arrangement was impossible) is tried by a few of its other paths.
    const declared = allowedGaps.ui.gaps[id] ?? {};
    const stillMissing = () => coverage.missing(entry.machine as AnyStateMachine).transitions.filter((key) => !(key in declared));
    const walkable = all.filter((path) => missingPageObjects(ui, [path]).executors.length + missingPageObjects(ui, [path]).checks.length === 0);
    let fallbacks = 0;
    for (const path of fallbackPaths(walkable, paths, stillMissing)) {
      if ((fallbacks += 1) > fallbackLimit) break;
      if (await runPath(entry, ui, path)) ran += 1;
    }
    pathsRun.set(id, ran);
    expect(ran).toBeGreaterThan(0);
  }, 600_000);
});

// Last, once every flow ran: a flow's page also runs other machines (the header's auth, the code
// step inside pre-qualification), so a machine's figures are what all of them reached.
describe.each(registry.map((entry) => [entry.id, entry] as const))('model coverage of %s (UI level)', (id, entry) => {
  const notRun = allowedGaps.ui.notRun[id];
  it(notRun ? 'is declared not run in the browser, and has no page objects' : 'covers all but its declared gaps', () => {
    const all = inventory(entry.machine);
    const missing = coverage.missing(entry.machine);
    recordModelCoverage(entry.id, 'ui', {
      states: [all.states.length - missing.states.length, all.states.length],
      transitions: [all.transitions.length - missing.transitions.length, all.transitions.length],
      paths: pathsRun.get(id) ?? 0,
      missing,
    });
    if (notRun) {
      console.log(`model coverage  ${id.padEnd(18)} ui       NOT RUN in the browser: ${notRun}`);
      expect(uiScenarios[id], `${id} has page objects now: take it out of allowedGaps.ui.notRun`).toBeUndefined();
      return;
    }
    expect(uiScenarios[id], `${id} has no page objects and is not declared not run (tests/model/allowed-gaps.ts)`).toBeDefined();
    const gaps = compareWithGaps('ui', id, missing);
    expect(gaps, gapMessage('UI', id, gaps, skipped.get(id) ?? [])).toEqual({ undeclared: [], coveredAfterAll: [] });
  });
});
