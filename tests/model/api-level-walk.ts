import { expect } from 'vitest';
import { createActor, initialTransition, waitFor, type AnyActorRef, type AnyStateMachine, type AnyStateNode, type InspectionEvent } from 'xstate';
import type { MachineEntry } from '../../machines/registry';
import type { Database } from '../../api/server/db/database';
import { inventory, MachineCoverage } from '../support/machine-coverage';
import type { TestApp } from '../support/test-app';
import { allowedGaps, compareWithGaps, gapMessage } from './allowed-gaps';
import { ApiWorld, type ApiScenario } from './api-world';
import { answerOf, answersAfter, fallbackPaths, firstAnswerIndex, modelPaths, pathsPerTransition, serializeFor, type ModelPath } from './model-paths';
import { recordModelCoverage } from './model-report';

/** The server a machine's paths run against: the in-process app and its database. */
export interface ApiLevelServer {
  t: TestApp;
  database: Database;
}

/** At most this many more paths per machine, tried for transitions the chosen ones missed. */
const fallbackLimit = 40;

type Snapshot = { value: unknown; context: Record<string, unknown> };

/**
 * Runs one path against the in-process server with live actors, each answer arranged on the real
 * database first. Returns why the server could not be made to follow the path, or null once it did.
 */
async function runPath(server: ApiLevelServer, entry: MachineEntry, scenario: ApiScenario, coverage: MachineCoverage, path: ModelPath): Promise<string | null> {
  const serialize = serializeFor(entry);
  const world = scenario.world?.(server) ?? new ApiWorld(server.t, server.database);
  scenario.prepare?.(world, path);
  // A failure is arranged by failing the actor's calls (world.failing) from the moment it is the
  // next answer until it landed; the server itself has nothing to arrange for it.
  /** The steps whose answer was arranged: an answer an earlier answer starts (a watch after the first load) is arranged when it is next. */
  const arranged = new Set<number>();
  const arrangeAll = async (answers: (ReturnType<typeof answersAfter>[number] & { step: number })[], snapshot: Snapshot) => {
    for (const answer of answers) {
      arranged.add(answer.step);
      if (answer.failure) continue;
      if (!(await scenario.arrange(world, answer.actorId, answer.output, snapshot))) return `${answer.actorId} cannot answer ${JSON.stringify(answer.output)}`;
    }
    return null;
  };
  const failsAt = (index: number) => answerOf(path.steps[index]?.event ?? { type: '' })?.[1] === 'error';
  const input = scenario.input ? await scenario.input(world, path.input) : path.input;
  const machine = (entry.machine as AnyStateMachine).provide({ actors: scenario.actors(world) });
  // Actors the initial state starts answer later in the path, but must be arranged before the start.
  const [initial] = initialTransition(machine, input) as unknown as [Snapshot & { _nodes: AnyStateNode[] }];
  const startedAtOnce = new Set(initial._nodes.flatMap((node) => node.invoke.map((invoke) => invoke.id)));
  const firstAnswers = [...startedAtOnce].flatMap((actorId) => {
    const index = path.steps.findIndex((step) => answerOf(step.event)?.[2] === actorId);
    return index < 0 ? [] : answersAfter(path, index - 1).slice(0, 1).map((first) => ({ ...first, step: index }));
  });
  const unarranged = await arrangeAll(firstAnswers, initial);
  if (unarranged) return unarranged;
  // An actor started at once that fails later than the first step would fail every call made before it.
  const failingAtStart = [...startedAtOnce].map((actorId) => firstAnswerIndex(path, actorId)).filter((index) => index >= 0 && failsAt(index));
  if (failingAtStart.some((index) => index > 0)) return 'an actor started at once fails after the person acted';
  if (failsAt(0)) world.failing.arm();
  // Only what a checked step showed counts: an answer landing after the path stopped (skipped or
  // done) took no step the walk compared with the path.
  const seen: InspectionEvent[] = [];
  const counted = () => seen.splice(0).forEach(coverage.inspect);
  /**
   * The children under way that will answer of themselves: not those on the walk's cue, nor a
   * subscription (no sample answers, like following the session), which never answers.
   */
  const answering = (snapshot: { children: Record<string, AnyActorRef | undefined> }) =>
    Object.entries(snapshot.children).filter(
      ([id, child]) => !scenario.answersOnCue?.includes(id) && ((entry.actors[id]?.outputs.length ?? 1) > 0 || entry.actors[id]?.canFail === true) && child?.getSnapshot().status === 'active',
    );
  /**
   * The server's word on what the machine now shows (scenario.agrees), once it rests on the person:
   * with an answer still to come, reading the server would let that answer land unseen.
   */
  const agreesWithServer = async (index: number, at: string) => {
    if (!scenario.agrees || answerOf(path.steps[index + 1]?.event ?? { type: '' })) return;
    // A path may end with a call under way: its answer would change what the server owes.
    const snapshot = actor.getSnapshot() as Snapshot & { children: Record<string, AnyActorRef | undefined> };
    if (answering(snapshot).length > 0) return;
    const disagreement = await scenario.agrees(world, snapshot);
    expect(disagreement, `${path.description}, ${at}: the machine and the server disagree`).toBeUndefined();
  };
  const actor: AnyActorRef = createActor(machine, { input, inspect: (event) => void seen.push(event) }).start();
  counted();
  try {
    for (const [index, step] of path.steps.entries()) {
      const snapshot = actor.getSnapshot() as Snapshot & { children: Record<string, AnyActorRef | undefined> };
      const answer = answerOf(step.event);
      if (answer) {
        // Two actors answering at once (one per parallel region) may answer in either order: such a
        // path pins an order the real server cannot promise, so it runs at the machine level only.
        if (answering(snapshot).length > 1) return 'two actors answer at once, in an order the server cannot promise';
        if (!arranged.has(index)) {
          const notArranged = await arrangeAll(answersAfter(path, index - 1).slice(0, 1).map((next) => ({ ...next, step: index })), snapshot);
          if (notArranged) return notArranged;
        }
        const before = serialize(snapshot as never);
        // A child flow the person completes (typing the code) answers once they do their part.
        await scenario.complete?.[answer[2] ?? '']?.(world, snapshot.children[answer[2] ?? '']);
        const settled = await waitFor(actor, (s) => serialize(s as never) !== before || s.status !== 'active', { timeout: 15_000 }).catch(() => {
          throw new Error(`${path.description}, step ${index}: no answer from ${answer[2] ?? 'an actor'} within 15 s (still ${before})`);
        });
        if (answer[1] === 'error') {
          expect(world.failing.failed, `${path.description}, step ${index}: the failure came without a failed call`).toBeGreaterThan(0);
          world.failing.disarm();
        }
        expect(serialize(settled as never), `${path.description}, step ${index}`).toBe(step.expected);
        await agreesWithServer(index, `step ${index}`);
        counted();
        if (failsAt(index + 1)) world.failing.arm();
        continue;
      }
      const answers = answersAfter(path, index)
        .map((next, offset) => ({ ...next, step: index + 1 + offset }))
        .filter((next) => !startedAtOnce.has(next.actorId) || index > firstAnswerIndex(path, next.actorId));
      const event = scenario.event ? await scenario.event(world, world.rewrite(step.event), answers) : world.rewrite(step.event);
      const notArranged = await arrangeAll(answers, snapshot);
      if (notArranged) return notArranged;
      // An actor already under way may have answered while the event was being prepared: the path
      // assumed it had not, so this order cannot be promised against the real server.
      const expectedBefore = index === 0 ? serialize(initial as never) : path.steps[index - 1]?.expected;
      if (serialize(actor.getSnapshot() as never) !== expectedBefore) return `an actor answered before ${step.event.type} could be sent`;
      if (failsAt(index + 1)) world.failing.arm();
      actor.send(event);
      expect(serialize(actor.getSnapshot() as never), `${path.description}, step ${index} (${step.event.type}, after ${path.steps.slice(0, index).map((s) => s.event.type).join(" → ")})`).toBe(step.expected);
      await agreesWithServer(index, `step ${index} (${step.event.type})`);
      counted();
    }
    return null;
  } finally {
    // Let the last answer land before the next path starts on the same database.
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.stop();
  }
}

/** The paths a machine walks at the API level: one per distinct transition, at most `limit`. */
export const apiLevelPaths = (entry: MachineEntry, limit = 60) => pathsPerTransition(modelPaths(entry), limit);

/**
 * Walks a machine's chosen paths (then fallbacks for what they missed) against the server with live
 * actors, records its API-level figures and fails on a gap not declared in allowed-gaps.ts.
 */
export async function walkAtApiLevel(server: ApiLevelServer, entry: MachineEntry, scenario: ApiScenario, limit = 60): Promise<void> {
  const { id } = entry;
  const all = modelPaths(entry);
  const paths = pathsPerTransition(all, limit);
  const coverage = new MachineCoverage();
  const declared = allowedGaps.api.gaps[id] ?? {};
  const stillMissing = () => coverage.missing(entry.machine).transitions.filter((key) => !(key in declared));
  /** Each path the server could not be made to follow, with why: printed when coverage falls short. */
  const skipped: string[] = [];
  let ran = 0;
  const attempt = async (path: ModelPath) => {
    const unrunnable = await runPath(server, entry, scenario, coverage, path);
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
}
