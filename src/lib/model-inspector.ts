import type { InspectionEvent } from 'xstate';
import { recordInspection } from '../../machines/inspection';

type Reached = Record<string, { states: string[]; transitions: string[] }>;

declare global {
  interface Window {
    /** What the running machines reached, for the UI level of the model tests. */
    __tunModelCoverage?: Reached;
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
        recordInspection(event, (machineId, kind, key) => {
          const entry = (store[machineId] ??= { states: [], transitions: [] });
          const list = kind === 'state' ? entry.states : entry.transitions;
          if (!list.includes(key)) list.push(key);
        });
      }
    : undefined;
