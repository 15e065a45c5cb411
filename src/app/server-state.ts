import { defaultShouldDehydrateQuery, type DehydratedState, type Query } from '@tanstack/react-query';
import { ApiError } from '../../api/client';

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

/**
 * Which queries the page carries: those answered, and those the server refused (a 4xx, such as a
 * search whose range ends below its start). The page was drawn with the refusal, so the browser must
 * start from it too, or its first render (still loading) would not match the server's (React's #418).
 */
export const shouldCarryQuery = (query: Query) =>
  defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && query.state.error instanceof ApiError && query.state.error.status >= 400 && query.state.error.status < 500);

/** An ApiError as JSON carried it (its own fields), made an ApiError again, so views branch on it as on the server. */
function reviveError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  const carried = error as Partial<Pick<ApiError, 'kind' | 'status' | 'type' | 'reason' | 'params' | 'issues' | 'serverMessage' | 'requestId'>>;
  if (typeof carried.status !== 'number' || typeof carried.kind !== 'string') return error;
  return new ApiError({
    kind: carried.kind,
    status: carried.status,
    body: { type: carried.type, reason: carried.reason, params: carried.params, issues: carried.issues, message: carried.serverMessage, requestId: carried.requestId },
  });
}

/** The state the server put into this page, if it rendered it. */
export function readServerState(): ServerState | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(serverStateId);
  if (!element?.textContent) return undefined;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    for (const query of state.queries.queries) {
      if (query.state.status === 'error') query.state.error = reviveError(query.state.error) as Error;
    }
    return state;
  } catch {
    return undefined;
  }
}
