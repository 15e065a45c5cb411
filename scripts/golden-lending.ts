/**
 * Writes the golden lending envelopes of the current chart version: one file per state the sample
 * events reach from the sample inputs (tests/golden/lending/v<version>-<state>.json), each with the
 * status it stood for. Existing files are never rewritten: a golden file is what a stored row of
 * that version looked like, and tests/api/lending-runtime.test.ts restores every one into the
 * current chart. Run once per new chart version: `npx tsx scripts/golden-lending.ts`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { initialTransition, transition } from 'xstate';
import { lendingMachine, lendingMachineVersion, lendingStatusOf, type LendingEvent, type LendingSnapshot } from '../machines/lending/lending.machine';
import { lendingEntry, primaryInput, secondaryInput } from '../machines/lending/lending.samples';

export const goldenLendingFolder = 'tests/golden/lending';

/** The first snapshot of each top-level state, breadth first from both inputs over the sample events. */
export function goldenSnapshots(): Map<string, LendingSnapshot> {
  const events = lendingEntry.events as readonly LendingEvent[];
  const byState = new Map<string, LendingSnapshot>();
  const seen = new Set<string>();
  const queue = [primaryInput, secondaryInput].map((input) => initialTransition(lendingMachine, input)[0]);
  const states = Object.keys(lendingMachine.root.states).length;
  // Breadth first, so each state's first snapshot is its nearest; done once every state has one.
  while (queue.length > 0 && byState.size < states) {
    const snapshot = queue.shift() as LendingSnapshot;
    const key = JSON.stringify([snapshot.value, snapshot.context]);
    if (seen.has(key)) continue;
    seen.add(key);
    const state = String(snapshot.value);
    if (!byState.has(state)) byState.set(state, snapshot);
    for (const event of events) queue.push(transition(lendingMachine, snapshot, event)[0]);
  }
  return byState;
}

function main() {
  mkdirSync(goldenLendingFolder, { recursive: true });
  for (const [state, snapshot] of goldenSnapshots()) {
    const path = `${goldenLendingFolder}/v${lendingMachineVersion}-${state}.json`;
    if (existsSync(path)) continue;
    const golden = { status: lendingStatusOf(snapshot.value), envelope: { machineVersion: lendingMachineVersion, value: snapshot.value, context: snapshot.context } };
    writeFileSync(path, `${JSON.stringify(golden, null, 2)}\n`);
    console.log(`wrote ${path}`);
  }
}

main();
