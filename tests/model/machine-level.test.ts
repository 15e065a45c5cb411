import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { registry, type MachineEntry } from '../../machines/registry';
import { inventory, MachineCoverage, nodesOf } from '../support/machine-coverage';
import { modelPaths, serializeFor } from './model-paths';
import { recordModelCoverage } from './model-report';

/** Every invoked actor as one that never answers: the path itself sends each answer as an event. */
function withSilentActors(entry: MachineEntry): AnyStateMachine {
  const silent = fromPromise(() => new Promise<never>(() => undefined));
  const actors = Object.fromEntries(Object.keys(entry.actors).map((id) => [id, silent]));
  for (const node of nodesOf(entry.machine.root)) for (const invoke of node.invoke) actors[String(invoke.src)] = silent;
  return (entry.machine as AnyStateMachine).provide({ actors });
}

describe.each(registry.map((entry) => [entry.id, entry] as const))('model paths of %s (machine level)', (_id, entry) => {
  const coverage = new MachineCoverage();
  const paths = modelPaths(entry);
  const machine = withSilentActors(entry);
  const serialize = serializeFor(entry);

  afterAll(() => {
    const all = inventory(entry.machine);
    const missing = coverage.missing(entry.machine);
    recordModelCoverage(entry.id, 'machine', {
      states: [all.states.length - missing.states.length, all.states.length],
      transitions: [all.transitions.length - missing.transitions.length, all.transitions.length],
      paths: paths.length,
      missing,
    });
    expect(missing, `${entry.id}: not reached at the machine level`).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_description, path) => {
    const actor = createActor(machine, { inspect: coverage.inspect, input: path.input }).start();
    for (const step of path.steps) {
      actor.send(step.event);
      expect(serialize(actor.getSnapshot() as never)).toBe(step.expected);
    }
    actor.stop();
  });
});
