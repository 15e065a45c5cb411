import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, initialTransition, waitFor, type AnyActorRef, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { registry, type MachineEntry } from '../../machines/registry';
import { inventory, MachineCoverage } from '../support/machine-coverage';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { allowedGaps, compareWithGaps, gapMessage } from './allowed-gaps';
import { ApiWorld, type ApiScenario } from './api-world';
import { apiScenarios } from './api-scenarios';
import { answerOf, answersAfter, fallbackPaths, firstAnswerIndex, modelPaths, pathsPerTransition, serializeFor, type ModelPath } from './model-paths';
import { recordModelCoverage } from './model-report';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
});
afterAll(() => database.close());

/** At most this many more paths per machine, tried for transitions the chosen ones missed. */
const fallbackLimit = 40;

type Snapshot = { value: unknown; context: Record<string, unknown> };

/**
 * Runs one path against the in-process server with live actors, each answer arranged on the real
 * database first. Returns why the server could not be made to follow the path, or null once it did.
 */
async function runPath(entry: MachineEntry, scenario: ApiScenario, coverage: MachineCoverage, path: ModelPath): Promise<string | null> {
  const serialize = serializeFor(entry);
  const world = new ApiWorld(t, database);
  scenario.prepare?.(world, path);
  const arrangeAll = async (answers: ReturnType<typeof answersAfter>, snapshot: Snapshot) => {
    for (const answer of answers) {
      if (answer.failure) return `${answer.actorId} fails`;
      if (!(await scenario.arrange(world, answer.actorId, answer.output, snapshot))) return `${answer.actorId} cannot answer ${JSON.stringify(answer.output)}`;
    }
    return null;
  };
  const input = scenario.input ? await scenario.input(world, path.input) : path.input;
  const machine = (entry.machine as AnyStateMachine).provide({ actors: scenario.actors(world) });
  // Actors the initial state starts answer later in the path, but must be arranged before the start.
  const [initial] = initialTransition(machine, input) as unknown as [Snapshot & { _nodes: AnyStateNode[] }];
  const startedAtOnce = new Set(initial._nodes.flatMap((node) => node.invoke.map((invoke) => invoke.id)));
  const firstAnswers = [...startedAtOnce].flatMap((actorId) => {
    const index = path.steps.findIndex((step) => answerOf(step.event)?.[2] === actorId);
    return index < 0 ? [] : answersAfter(path, index - 1).slice(0, 1);
  });
  const unarranged = await arrangeAll(firstAnswers, initial);
  if (unarranged) return unarranged;
  const actor: AnyActorRef = createActor(machine, { input, inspect: coverage.inspect }).start();
  try {
    for (const [index, step] of path.steps.entries()) {
      const snapshot = actor.getSnapshot() as Snapshot & { children: Record<string, AnyActorRef | undefined> };
      const answer = answerOf(step.event);
      if (answer) {
        // Two actors answering at once (one per parallel region) may answer in either order: such a
        // path pins an order the real server cannot promise, so it runs at the machine level only.
        // A subscription (an actor with no sample answers, like following the session) never answers: it does not count.
        const answers = (id: string) => (entry.actors[id]?.outputs.length ?? 1) > 0 || entry.actors[id]?.canFail === true;
        const pending = Object.entries(snapshot.children).filter(([id, child]) => answers(id) && child?.getSnapshot().status === 'active');
        if (pending.length > 1) return 'two actors answer at once, in an order the server cannot promise';
        const before = serialize(snapshot as never);
        // A child flow the person completes (typing the code) answers once they do their part.
        await scenario.complete?.[answer[2] ?? '']?.(world, snapshot.children[answer[2] ?? '']);
        const settled = await waitFor(actor, (s) => serialize(s as never) !== before || s.status !== 'active', { timeout: 15_000 });
        expect(serialize(settled as never), `${path.description}, step ${index}`).toBe(step.expected);
        continue;
      }
      const answers = answersAfter(path, index).filter((next) => !startedAtOnce.has(next.actorId) || index > firstAnswerIndex(path, next.actorId));
      const event = scenario.event ? await scenario.event(world, world.rewrite(step.event), answers) : world.rewrite(step.event);
      const notArranged = await arrangeAll(answers, snapshot);
      if (notArranged) return notArranged;
      // An actor already under way may have answered while the event was being prepared: the path
      // assumed it had not, so this order cannot be promised against the real server.
      const expectedBefore = index === 0 ? serialize(initial as never) : path.steps[index - 1]?.expected;
      if (serialize(actor.getSnapshot() as never) !== expectedBefore) return `an actor answered before ${step.event.type} could be sent`;
      actor.send(event);
      expect(serialize(actor.getSnapshot() as never), `${path.description}, step ${index}`).toBe(step.expected);
    }
    return null;
  } finally {
    // Let the last answer land before the next path starts on the same database.
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.stop();
  }
}

/**
 * Charts the server runs are walked through the HTTP API by their own runner (tests/model/lending-api-level.test.ts,
 * which follows the invitation chart beside the lending chart).
 */
const serverCharts = new Set(['lending', 'coApplicantInvitation']);

describe.each(registry.filter((entry) => !serverCharts.has(entry.id)).map((entry) => [entry.id, entry] as const))('model paths of %s (API level)', (id, entry) => {
  const scenario = apiScenarios[id];
  const notRun = allowedGaps.api.notRun[id];
  const all = modelPaths(entry);
  const paths = pathsPerTransition(all, 60);

  if (notRun) it('is declared not run at the API level', () => {
    console.log(`model coverage  ${id.padEnd(18)} api      NOT RUN: ${notRun}`);
    expect(scenario, `${id} has an API scenario now: take it out of allowedGaps.api.notRun`).toBeUndefined();
  });

  else it(`agrees with the server on every path the server can produce (${paths.length} chosen paths)`, async () => {
    expect(scenario, `no API scenario for ${id} in tests/model/api-scenarios.ts`).toBeDefined();
    if (!scenario) return;
    const coverage = new MachineCoverage();
    const declared = allowedGaps.api.gaps[id] ?? {};
    const stillMissing = () => coverage.missing(entry.machine).transitions.filter((key) => !(key in declared));
    /** Each path the server could not be made to follow, with why: printed when coverage falls short. */
    const skipped: string[] = [];
    let ran = 0;
    const attempt = async (path: ModelPath) => {
      const unrunnable = await runPath(entry, scenario, coverage, path);
      if (unrunnable) skipped.push(`${path.description}: ${unrunnable}`);
      else ran += 1;
    };
    for (const path of paths) await attempt(path);
    // A transition the chosen paths missed (their arrangement was impossible) is tried by its other paths.
    let fallbacks = 0;
    for (const path of fallbackPaths(all, paths, stillMissing)) {
      if ((fallbacks += 1) > fallbackLimit) break;
      await attempt(path);
    }
    expect(ran).toBeGreaterThan(0);
    scenario.verify?.();

    const inventoryOf = inventory(entry.machine);
    const missing = coverage.missing(entry.machine);
    recordModelCoverage(id, 'api', {
      states: [inventoryOf.states.length - missing.states.length, inventoryOf.states.length],
      transitions: [inventoryOf.transitions.length - missing.transitions.length, inventoryOf.transitions.length],
      paths: ran,
      missing,
    });
    const gaps = compareWithGaps('api', id, missing);
    expect(gaps, gapMessage('API', id, gaps, skipped)).toEqual({ undeclared: [], coveredAfterAll: [] });
  }, 300_000);
});
