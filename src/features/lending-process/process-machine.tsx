import { createActorContext } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { lendingProcessMachine, type LendingProcessPageState, type LendingProcessPanelState, type ProcessPageAction } from '../../../machines/lending-process/lending-process.machine';

/** The process page's machine (machines/lending-process/), shared by the page and its panels. */
export const ProcessMachine = createActorContext(lendingProcessMachine);

/** The state each action runs in (busy). */
const busyIn: Record<ProcessPageAction, LendingProcessPageState> = {
  'identification.start': { following: { identification: 'starting' } },
  'document.correct': { following: { documentMismatch: 'correcting' } },
  'onboarding.book': { following: { videoCall: 'booking' } },
  'spouseData.provide': { following: { spouseData: 'providing' } },
  'spouseData.decline': { following: { spouseData: 'declining' } },
  'packageData.present': { following: { contractData: 'presenting' } },
  'signingCode.send': { following: { signing: 'sendingCode' } },
  'package.sign': { following: { signing: 'signing' } },
  'package.reject': { following: { signing: 'rejecting' } },
  'notary.book': { following: { notary: 'booking' } },
  'branchVisit.book': { following: { branchVisit: 'booking' } },
};

/**
 * One action of the page as its panel shows it: running now, refused (the chart's catalogued reason,
 * kept at the action by the machine), and the machine's `send`. `onDone` runs each time the action
 * goes through (a panel closes its form then).
 */
export function useProcessStep(action: ProcessPageAction, onDone?: () => void) {
  const actor = ProcessMachine.useActorRef();
  const pending = ProcessMachine.useSelector((state) => state.matches(busyIn[action]));
  const error = ProcessMachine.useSelector((state) => (state.context.refusal?.action === action ? state.context.refusal.error : null));
  const doneCount = ProcessMachine.useSelector((state) => (state.context.done?.action === action ? state.context.done.count : 0));
  const latest = useRef(onDone);
  useEffect(() => {
    latest.current = onDone;
  });
  useEffect(() => {
    if (doneCount > 0) latest.current?.();
  }, [doneCount]);
  return { pending, error, send: actor.send };
}

/** The machine's states that draw a panel. */
export type ProcessPanelState = LendingProcessPanelState;
/** The panel state of a machine state value (the state it follows the server in), or null while it loads. */
export function panelStateOf(value: LendingProcessPageState): ProcessPanelState | null {
  if (typeof value === 'string' || !('following' in value)) return null;
  const following = value.following;
  const panel = typeof following === 'string' ? following : Object.keys(following)[0];
  return panel && panel !== 'routing' ? (panel as ProcessPanelState) : null;
}
