import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { DiagramStateType } from '../../src/lib/diagram-layout';

/** A statechart reduced to what a diagram shows: nested states, regions, arrows and their labels. */
export interface ChartState {
  id: string;
  key: string;
  type: DiagramStateType;
  initial: string | undefined;
  invokes: string[];
  /**
   * What the state causes outside the chart: entering it (the lending chart's state `meta.effects`),
   * then each event it takes that has effects of its own (the chart's `meta.eventEffects`), as "event: effects".
   */
  effects: string[];
  tags: string[];
  children: ChartState[];
}

export interface ChartArrow {
  source: string;
  /** The state the arrow goes to; the source itself for an internal transition (actions only). */
  target: string;
  event: string;
  guard: string | undefined;
  actions: string[];
}

export interface Chart {
  id: string;
  root: ChartState;
  arrows: ChartArrow[];
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  // xstate's and()/not() are functions named 'and'/'not' that keep their parts in `guards`.
  const g = guard as { type?: string; name?: string; guards?: unknown[] };
  if (typeof guard === 'function' && g.guards && g.name === 'not') return `!${guardName(g.guards[0])}`;
  if (typeof guard === 'function' && g.guards && g.name === 'and') return g.guards.map(guardName).join(' && ');
  if (typeof guard === 'function') return g.name || 'guard';
  if (g.type === 'xstate.not' && g.guards) return `!${guardName(g.guards[0])}`;
  if (g.type === 'xstate.and' && g.guards) return g.guards.map(guardName).join(' && ');
  if (g.type === 'xstate.stateIn') return 'in state';
  return g.type ?? 'guard';
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') return (action as { type?: string; name?: string }).type ?? ((action as { name?: string }).name || 'action');
  return (action as { type?: string }).type ?? 'action';
}

/** `xstate.done.actor.signIn` reads as `done: signIn`, the way analysts name it. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.done.actor.')) return `done: ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error: ${eventType.slice('xstate.error.actor.'.length)}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/** The chart's own events' effects by event type (its root `meta.eventEffects`), named. */
type EventEffects = Record<string, string[]>;

function stateOf(node: AnyStateNode, eventEffects: EventEffects): ChartState {
  const ownEvents = [...node.transitions.keys()].filter((type) => eventEffects[type]?.length);
  return {
    id: node.id,
    key: node.key,
    type: node.type as ChartState['type'],
    initial: node.initial?.target?.[0]?.key,
    invokes: node.invoke.map((invoke) => invoke.id),
    effects: [...((node.meta as { effects?: string[] } | undefined)?.effects ?? []).map(String), ...ownEvents.map((type) => `${type}: ${(eventEffects[type] ?? []).join(', ')}`)],
    tags: [...node.tags],
    children: Object.values(node.states).map((child) => stateOf(child as AnyStateNode, eventEffects)),
  };
}

function arrowsOf(node: AnyStateNode): ChartArrow[] {
  const arrows: ChartArrow[] = [];
  const definitions = [...[...node.transitions.entries()].flatMap(([eventType, list]) => list.map((t) => [eventType, t] as const)), ...(node.always ?? []).map((t) => ['', t] as const)];
  for (const [eventType, transition] of definitions) {
    const targets = (transition.target ?? []) as AnyStateNode[];
    const base = { source: node.id, event: eventLabel(eventType), guard: guardName(transition.guard), actions: (transition.actions ?? []).map(actionName) };
    if (targets.length === 0) arrows.push({ ...base, target: node.id });
    for (const target of targets) arrows.push({ ...base, target: target.id });
  }
  for (const child of Object.values(node.states)) arrows.push(...arrowsOf(child as AnyStateNode));
  return arrows;
}

export function chartOf(machine: AnyStateMachine): Chart {
  const eventEffects = (machine.root.meta as { eventEffects?: EventEffects } | undefined)?.eventEffects ?? {};
  return { id: machine.id, root: stateOf(machine.root, eventEffects), arrows: arrowsOf(machine.root) };
}

export function countStates(state: ChartState): number {
  return state.children.reduce((sum, child) => sum + 1 + countStates(child), 0);
}
