import type { AnyStateMachine, ContextFrom, EventFromLogic, InputFrom } from 'xstate';

/** What an invoked actor can answer: each sample output, and whether it can fail (network, server). */
export interface ActorSamples {
  outputs: readonly unknown[];
  canFail: boolean;
}

/**
 * Everything the diagrams and the generated tests need to know about a statechart. Its title,
 * description and state names are i18n keys under `diagrams:<id>.…` (locales/<lang>/diagrams.json).
 * Each machine's entry lives beside it, in `<name>.samples.ts`; machines/registry.ts lists them.
 */
export interface MachineEntry<M extends AnyStateMachine = AnyStateMachine> {
  id: string;
  /** The machine's file, so a test can tell a machine that was never registered. */
  file: string;
  machine: M;
  /** Each input starts its own set of paths (an input can decide the first state). */
  inputs?: readonly InputFrom<M>[];
  /** Sample user events: every event type the machine handles, with payloads that drive each branch. */
  events: readonly EventFromLogic<M>[];
  /** By invoke id: the outputs that drive each `onDone` branch. */
  actors: Record<string, ActorSamples>;
  /** The context fields that change behaviour; only they (and the state value) tell two states apart. */
  significant: (context: ContextFrom<M>) => unknown;
  /** By state id: the view that renders it. */
  views: Record<string, string>;
}

/** Checks an entry against its machine's own types, then files it with the others. */
export const defineEntry = <M extends AnyStateMachine>(entry: MachineEntry<M>) => entry as unknown as MachineEntry;

/** A validation issue as the server answers it. */
export const sampleIssue = (path: string, message: string) => ({ path, message });

/** A mailed link's parameters (confirm e-mail, reset password). */
export const sampleLink = { userId: '8d7f1c1e-0000-4000-8000-000000000001', token: 'a'.repeat(43) };
