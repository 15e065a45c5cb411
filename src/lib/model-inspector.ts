import type { InspectionEvent } from 'xstate';
import { recordInspection } from '../../machines/inspection';

type Reached = Record<string, { states: string[]; transitions: string[] }>;
/** machine id, what was reached, its key. */
export type JournalEntry = [string, 'state' | 'transition', string];

declare global {
  interface Window {
    /** What the running machines reached, for the UI level of the model tests. */
    __tunModelCoverage?: Reached;
    /**
     * The same, in the order it happened, every transition each time it was taken: the UI level
     * waits on it for a step's own transition (a state seen before proves nothing) and credits
     * only what happened up to the last step it checked.
     */
    __tunModelJournal?: JournalEntry[];
  }
}

/**
 * Off unless a test sets `localStorage['tun.modelCoverage']`: then every machine the app runs
 * reports the states it entered and the transitions it took, counted like the other test levels.
 */
export const modelInspector: ((event: InspectionEvent) => void) | undefined =
  typeof window !== 'undefined' && window.localStorage.getItem('tun.modelCoverage') === 'on'
    ? (event) => {
        const store = (window.__tunModelCoverage ??= {});
        const journal = (window.__tunModelJournal ??= []);
        recordInspection(event, (machineId, kind, key) => {
          const entry = (store[machineId] ??= { states: [], transitions: [] });
          const list = kind === 'state' ? entry.states : entry.transitions;
          const seen = list.includes(key);
          if (!seen) list.push(key);
          if (!seen || kind === 'transition') journal.push([machineId, kind, key]);
        });
      }
    : undefined;
