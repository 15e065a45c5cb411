import type { DehydratedState } from '@tanstack/react-query';

/**
 * The data a server-rendered page was drawn from, handed to the browser in a JSON script element (not
 * executed, so the CSP's `script-src 'self'` does not stand in its way).
 */
export const serverStateId = 'tun-state';

export interface ServerState {
  queries: DehydratedState;
}

/** `<` is escaped so no value can close the script element early. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replaceAll('<', '\\u003c');
}

/** The state the server put into this page, if it rendered it. */
export function readServerState(): ServerState | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(serverStateId);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return undefined;
  }
}
