import type { AnyActorLogic, AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';

/** Every state and transition of a machine, by stable keys (state node id; source|event|index). */
export interface Inventory {
  states: string[];
  transitions: string[];
}

export function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => nodesOf(child as AnyStateNode))];
}

const transitionKey = (source: AnyStateNode, eventType: string, index: number) => `${source.id}|${eventType}|${index}`;

export function inventory(machine: AnyStateMachine): Inventory {
  const nodes = nodesOf(machine.root);
  const transitions: string[] = [];
  for (const node of nodes) {
    for (const [eventType, definitions] of node.transitions) definitions.forEach((_, index) => transitions.push(transitionKey(node, eventType, index)));
    (node.always ?? []).forEach((_, index) => transitions.push(transitionKey(node, '', index)));
  }
  return { states: nodes.filter((node) => node !== machine.root).map((node) => node.id), transitions };
}

interface Taken {
  machine: AnyStateMachine;
  states: Set<string>;
  transitions: Set<string>;
}

const isMachine = (logic: AnyActorLogic | undefined): logic is AnyStateMachine => !!logic && 'root' in logic && 'config' in logic;

/**
 * Records, through XState's inspection API, which states each machine (and every machine it
 * invokes) entered and which transitions it took. Pass `coverage.inspect` to `createActor`.
 */
export class MachineCoverage {
  readonly #byMachine = new Map<string, Taken>();

  readonly inspect = (event: InspectionEvent) => {
    const logic = (event.actorRef as { logic?: AnyActorLogic }).logic;
    if (!isMachine(logic)) return;
    const taken = this.#taken(logic);
    if (event.type === '@xstate.snapshot') {
      const nodes = (event.snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
      for (const node of nodes) if (node !== logic.root) taken.states.add(node.id);
    }
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        const source = transition.source as AnyStateNode;
        // A state left within the same step (an `always` transition) never shows in a snapshot; its
        // transition proves it was active.
        for (let node: AnyStateNode | undefined = source; node && node !== logic.root; node = node.parent) taken.states.add(node.id);
        const eventType = transition.eventType;
        const list = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
        const index = list.indexOf(transition as never);
        if (index >= 0) taken.transitions.add(transitionKey(source, eventType, index));
      }
    }
  };

  #taken(machine: AnyStateMachine): Taken {
    let taken = this.#byMachine.get(machine.id);
    if (!taken) {
      taken = { machine, states: new Set(), transitions: new Set() };
      this.#byMachine.set(machine.id, taken);
    }
    return taken;
  }

  /** What was not reached, per machine id, against the machine's full inventory. */
  missing(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
    const all = inventory(machine);
    const taken = this.#byMachine.get(machine.id);
    return {
      states: all.states.filter((state) => !taken?.states.has(state)),
      transitions: all.transitions.filter((transition) => !taken?.transitions.has(transition)),
    };
  }

  report(machine: AnyStateMachine): string {
    const all = inventory(machine);
    const missing = this.missing(machine);
    return `${machine.id}: states ${all.states.length - missing.states.length}/${all.states.length}, transitions ${all.transitions.length - missing.transitions.length}/${all.transitions.length}`;
  }
}
