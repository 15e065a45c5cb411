import type { AnyStateMachine, AnyStateNode, EventObject, Snapshot } from 'xstate';
import type { MachineEntry } from '../../machines/registry';
import { getAdjacencyMap, getShortestPaths } from '../support/graph';

export interface ModelStep {
  event: EventObject;
  /** The serialized state (value and significant context) the step must lead to. */
  expected: string;
}

export interface ModelPath {
  /** 'shortest' reaches a state; 'transition' reaches a state and then takes one more transition. */
  kind: 'shortest' | 'transition';
  description: string;
  steps: ModelStep[];
  /** The machine's input for this path. */
  input: unknown;
  /** A transition path's last step: the transitions it takes (keys as machines/inspection.ts names them). */
  takes: string[];
}

type MachineSnapshot = Snapshot<unknown> & { value: unknown; context: unknown; _nodes?: AnyStateNode[] };

/** A state and its significant context; a machine that has stopped (a top-level final state) is its state alone, as nothing follows it. */
export function serializeFor(entry: MachineEntry) {
  return (snapshot: MachineSnapshot) => JSON.stringify([snapshot.value, snapshot.status === 'done' ? null : entry.significant(snapshot.context as never)]);
}

/** The answers an invoked actor can give in this state: its sample outputs, and a failure when it can fail. */
export function actorEvents(entry: MachineEntry, snapshot: MachineSnapshot): EventObject[] {
  const events: EventObject[] = [];
  for (const node of snapshot._nodes ?? []) {
    for (const invoke of node.invoke) {
      const samples = entry.actors[invoke.id];
      if (!samples) throw new Error(`registry entry '${entry.id}' has no samples for the actor '${invoke.id}'`);
      for (const output of samples.outputs) events.push({ type: `xstate.done.actor.${invoke.id}`, output } as EventObject);
      if (samples.canFail) events.push({ type: `xstate.error.actor.${invoke.id}`, error: new Error('sample failure') } as EventObject);
    }
  }
  return events;
}

const describeEvent = (event: EventObject) => {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const shown = Object.entries(payload)
    .filter(([key]) => key !== 'error')
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(' ');
  return shown ? `${type} (${shown})` : type;
};

/**
 * Paths for one machine: the shortest path to every distinct state, and for every transition the
 * sample events can take, the shortest path to its source followed by that transition. Together they
 * reach every reachable state and take every reachable transition.
 */
export function modelPaths(entry: MachineEntry): ModelPath[] {
  return (entry.inputs ?? [undefined]).flatMap((input) => pathsFrom(entry, input));
}

function pathsFrom(entry: MachineEntry, input: unknown): ModelPath[] {
  const machine = entry.machine as AnyStateMachine;
  const serializeState = serializeFor(entry) as (snapshot: unknown) => string;
  const options = {
    events: (snapshot: unknown) => [...entry.events, ...actorEvents(entry, snapshot as MachineSnapshot)],
    serializeState,
    ...(input !== undefined ? { input } : {}),
    // The lending chart's process (issue 17) has about 800 states of two people's progress, each tried with its ~110 sample events.
    limit: 150_000,
  };
  const from = input === undefined ? '' : ` from ${JSON.stringify(input)}`;
  const shortest = getShortestPaths(machine, options as never) as unknown as { state: MachineSnapshot; steps: { state: MachineSnapshot; event: EventObject }[] }[];
  const toState = new Map<string, ModelStep[]>();
  for (const path of shortest) {
    // The first step of a path is the initial state, reached by xstate.init.
    const steps = path.steps.filter((step) => step.event.type !== 'xstate.init').map((step) => ({ event: step.event, expected: serializeState(step.state) }));
    toState.set(serializeState(path.state), steps);
  }
  const paths: ModelPath[] = [...toState.entries()].map(([state, steps]) => ({ kind: 'shortest', description: `reach ${state}${from}`, steps, input, takes: [] }));
  const adjacency = getAdjacencyMap(machine, options as never) as unknown as Record<
    string,
    { state: MachineSnapshot; transitions: Record<string, { event: EventObject; state: MachineSnapshot }> }
  >;
  for (const [source, { state: sourceState, transitions }] of Object.entries(adjacency)) {
    const prefix = toState.get(source);
    if (!prefix) continue;
    for (const { event, state } of Object.values(transitions)) {
      // An event the state does not handle leads nowhere; one handled by actions alone still counts.
      if (!(sourceState as unknown as { can: (e: EventObject) => boolean }).can(event)) continue;
      const target = serializeState(state);
      paths.push({
        kind: 'transition',
        description: `${source} --${describeEvent(event)}--> ${target}${from}`,
        steps: [...prefix, { event, expected: target }],
        input,
        takes: machine.getTransitionData(sourceState as never, event).map(transitionKeyOf),
      });
    }
  }
  return paths;
}

/** The key machines/inspection.ts gives a transition: its source, its event and its place among that event's. */
function transitionKeyOf(transition: { source: AnyStateNode; eventType: string }): string {
  const list = transition.eventType === '' ? (transition.source.always ?? []) : (transition.source.transitions.get(transition.eventType) ?? []);
  return `${transition.source.id}|${transition.eventType}|${list.indexOf(transition as never)}`;
}

/**
 * After the chosen paths ran: the other transition paths, shortest first, that take a transition
 * still missing, so one that could not be arranged one way is tried the next way.
 */
export function fallbackPaths(paths: ModelPath[], chosen: ModelPath[], stillMissing: () => string[]): Generator<ModelPath> {
  const tried = new Set(chosen);
  const candidates = paths.filter((path) => path.kind === 'transition' && !tried.has(path)).sort((a, b) => a.steps.length - b.steps.length);
  return (function* () {
    for (const path of candidates) {
      const missing = new Set(stillMissing());
      if (missing.size === 0) return;
      if (path.takes.some((key) => missing.has(key))) yield path;
    }
  })();
}

export const answerOf = (event: EventObject) => /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);

/** One transition path per distinct transition, shortest first: enough to take each once against the server. */
export function pathsPerTransition(paths: ModelPath[], limit: number, options: { takingFirst?: boolean } = {}): ModelPath[] {
  const seen = new Set<string>();
  const chosen: ModelPath[] = [];
  // With `takingFirst`, paths whose last event the chart takes come before those it refuses (each
  // refusal is still one path's end, once the transitions are chosen): a large chart's limit then
  // buys coverage first.
  const refusedLast = (path: ModelPath) => (options.takingFirst && path.takes.length === 0 ? 1 : 0);
  for (const path of [...paths].filter((p) => p.kind === 'transition').sort((a, b) => refusedLast(a) - refusedLast(b) || a.steps.length - b.steps.length)) {
    const last = path.steps.at(-1);
    // A transition is its source and target state values and its event: context variants are the same transition.
    const valueOf = (serialized: string | undefined) => JSON.stringify((JSON.parse(serialized ?? '[null]') as unknown[])[0]);
    const key = `${valueOf(path.steps.at(-2)?.expected)}|${last?.event.type}|${JSON.stringify((last?.event as { output?: unknown }).output ?? '')}|${valueOf(last?.expected)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(path);
    if (chosen.length >= limit) break;
  }
  // An input whose every transition was taken from another input still starts once: how it begins
  // (the first state its input decides) is covered too.
  const started = new Set(chosen.map((path) => JSON.stringify(path.input)));
  for (const path of paths) {
    if (path.kind !== 'shortest' || path.steps.length > 0 || started.has(JSON.stringify(path.input))) continue;
    started.add(JSON.stringify(path.input));
    chosen.push(path);
  }
  return chosen;
}

export const firstAnswerIndex = (path: ModelPath, actorId: string) => path.steps.findIndex((step) => answerOf(step.event)?.[2] === actorId);

/** The actor answers a path expects right after step `index`, up to the next user event. */
export function answersAfter(path: ModelPath, index: number) {
  const answers: { actorId: string; output: unknown; failure: boolean }[] = [];
  for (const step of path.steps.slice(index + 1)) {
    const match = answerOf(step.event);
    if (!match) break;
    answers.push({ actorId: match[2] ?? '', output: (step.event as { output?: unknown }).output, failure: match[1] === 'error' });
  }
  return answers;
}
