import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, getInitialSnapshot, waitFor, type AnyActorRef, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { registry } from '../../machines/registry';
import { inventory, MachineCoverage } from '../support/machine-coverage';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { ApiWorld } from './api-world';
import { apiScenarios } from './api-scenarios';
import { answerOf, answersAfter, firstAnswerIndex, modelPaths, pathsPerTransition, serializeFor } from './model-paths';
import { recordModelCoverage } from './model-report';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
});
afterAll(() => database.close());

describe.each(registry.map((entry) => [entry.id, entry] as const))('model paths of %s (API level)', (_id, entry) => {
  const scenario = apiScenarios[entry.id];
  const coverage = new MachineCoverage();
  const serialize = serializeFor(entry);
  const paths = pathsPerTransition(modelPaths(entry), 60);
  let ran = 0;

  afterAll(() => {
    const all = inventory(entry.machine);
    const missing = coverage.missing(entry.machine);
    recordModelCoverage(entry.id, 'api', {
      states: [all.states.length - missing.states.length, all.states.length],
      transitions: [all.transitions.length - missing.transitions.length, all.transitions.length],
      paths: ran,
      missing,
    });
  });

  it(`agrees with the server on every path the server can produce (${paths.length} candidate paths)`, async () => {
    expect(scenario, `no API scenario for ${entry.id} in tests/model/api-scenarios.ts`).toBeDefined();
    if (!scenario) return;
    for (const path of paths) {
      const world = new ApiWorld(t, database);
      scenario.prepare?.(world, path);
      const arrangeAll = async (answers: ReturnType<typeof answersAfter>, snapshot: { value: unknown; context: Record<string, unknown> }) => {
        for (const answer of answers) if (answer.failure || !(await scenario.arrange(world, answer.actorId, answer.output, snapshot))) return false;
        return true;
      };
      const input = scenario.input ? await scenario.input(world, path.input) : path.input;
      const machine = (entry.machine as AnyStateMachine).provide({ actors: scenario.actors(world) });
      // Actors the initial state starts answer later in the path, but must be arranged before the start.
      const initial = getInitialSnapshot(machine, input) as unknown as { value: unknown; context: Record<string, unknown>; _nodes: AnyStateNode[] };
      const startedAtOnce = new Set(initial._nodes.flatMap((node) => node.invoke.map((invoke) => invoke.id)));
      const firstAnswers = [...startedAtOnce].flatMap((actorId) => {
        const index = path.steps.findIndex((step) => answerOf(step.event)?.[2] === actorId);
        return index < 0 ? [] : answersAfter(path, index - 1).slice(0, 1);
      });
      if (!(await arrangeAll(firstAnswers, initial))) continue;
      const actor: AnyActorRef = createActor(machine, { input, inspect: coverage.inspect }).start();
      let runnable = true;
      for (const [index, step] of path.steps.entries()) {
        const snapshot = actor.getSnapshot() as { value: unknown; context: Record<string, unknown> };
        if (answerOf(step.event)) {
          // Two actors answering at once (one per parallel region) may answer in either order: such a
          // path pins an order the real server cannot promise, so it runs at the machine level only.
          const pending = Object.values((snapshot as unknown as { children: Record<string, AnyActorRef | undefined> }).children).filter(
            (child) => child?.getSnapshot().status === 'active',
          );
          if (pending.length > 1) {
            runnable = false;
            break;
          }
          const before = serialize(snapshot as never);
          const settled = await waitFor(actor, (s) => serialize(s as never) !== before || s.status !== 'active', { timeout: 15_000 });
          expect(serialize(settled as never), `${path.description}, step ${index}`).toBe(step.expected);
          continue;
        }
        const answers = answersAfter(path, index).filter((answer) => !startedAtOnce.has(answer.actorId) || index > firstAnswerIndex(path, answer.actorId));
        const event = scenario.event ? await scenario.event(world, world.rewrite(step.event), answers) : world.rewrite(step.event);
        if (!(await arrangeAll(answers, snapshot))) {
          runnable = false;
          break;
        }
        // An actor already under way may have answered while the event was being prepared: the path
        // assumed it had not, so this order cannot be promised against the real server.
        const expectedBefore = index === 0 ? serialize(initial as never) : path.steps[index - 1]?.expected;
        if (serialize(actor.getSnapshot() as never) !== expectedBefore) {
          runnable = false;
          break;
        }
        actor.send(event);
        expect(serialize(actor.getSnapshot() as never), `${path.description}, step ${index}`).toBe(step.expected);
      }
      // Let the last answer land before the next path starts on the same database.
      await new Promise((resolve) => setTimeout(resolve, 0));
      actor.stop();
      if (runnable) ran += 1;
    }
    expect(ran).toBeGreaterThan(0);
    scenario.verify?.();
  }, 300_000);
});
