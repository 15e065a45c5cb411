import type { AnyActorLogic, AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';

/**
 * States and transitions by stable keys (a state node's id; `source|event|index` for a transition),
 * shared by the tests' coverage and the app's model inspector, so every level counts the same way.
 */
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

const isMachine = (logic: AnyActorLogic | undefined): logic is AnyStateMachine => !!logic && 'root' in logic && 'config' in logic;

export type Reached = (machineId: string, kind: 'state' | 'transition', key: string) => void;

/**
 * Turns one XState inspection event into the states entered and transitions taken, for any machine
 * (an invoked child machine reports as itself).
 */
export function recordInspection(event: InspectionEvent, reached: Reached): void {
  const logic = (event.actorRef as { logic?: AnyActorLogic }).logic;
  if (!isMachine(logic)) return;
  if (event.type === '@xstate.snapshot') {
    const nodes = (event.snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
    for (const node of nodes) if (node !== logic.root) reached(logic.id, 'state', node.id);
  }
  if (event.type === '@xstate.microstep') {
    for (const transition of event._transitions) {
      const source = transition.source as AnyStateNode;
      // A state left within the same step (an `always` transition) never shows in a snapshot; its
      // transition proves it was active.
      for (let node: AnyStateNode | undefined = source; node && node !== logic.root; node = node.parent) reached(logic.id, 'state', node.id);
      const eventType = transition.eventType;
      const list = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
      const index = list.indexOf(transition as never);
      if (index >= 0) reached(logic.id, 'transition', transitionKey(source, eventType, index));
    }
  }
}
