import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { inventory, recordInspection } from '../../machines/inspection';

export { inventory, nodesOf, type Inventory } from '../../machines/inspection';

/**
 * Records, through XState's inspection API, which states each machine (and every machine it
 * invokes) entered and which transitions it took. Pass `coverage.inspect` to `createActor`.
 */
export class MachineCoverage {
  readonly #byMachine = new Map<string, { states: Set<string>; transitions: Set<string> }>();

  readonly inspect = (event: InspectionEvent) =>
    recordInspection(event, (machineId, kind, key) => {
      const taken = this.#byMachine.get(machineId) ?? { states: new Set<string>(), transitions: new Set<string>() };
      this.#byMachine.set(machineId, taken);
      (kind === 'state' ? taken.states : taken.transitions).add(key);
    });

  /** Adds what another run reported (the browser's inspector) by machine id. */
  add(machineId: string, reached: { states: string[]; transitions: string[] }) {
    const taken = this.#byMachine.get(machineId) ?? { states: new Set<string>(), transitions: new Set<string>() };
    this.#byMachine.set(machineId, taken);
    for (const state of reached.states) taken.states.add(state);
    for (const transition of reached.transitions) taken.transitions.add(transition);
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
