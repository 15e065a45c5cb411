import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../api/client';

/*
 * The office's own API client (issue 18). A staff session is opened with the second factor and kept
 * for the tab only (sessionStorage), apart from the customer's session of the site (localStorage):
 * closing the tab ends the office's session on this device, and a customer signed in on the same
 * browser stays who they are.
 */

export const officeTokenKey = 'tun.office.token';
export const readOfficeToken = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(officeTokenKey));

/** The token as a store the screen subscribes to (useSyncExternalStore): signing in and out re-render it. */
const tokenListeners = new Set<() => void>();
export const subscribeOfficeToken = (listener: () => void) => {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
};
const tokenChanged = () => {
  for (const listener of tokenListeners) listener();
};
export const storeOfficeToken = (token: string) => {
  sessionStorage.setItem(officeTokenKey, token);
  tokenChanged();
};
export const forgetOfficeToken = () => {
  sessionStorage.removeItem(officeTokenKey);
  tokenChanged();
};

export const officeApi = createApiClient({ getToken: readOfficeToken });

/** Every office query's key starts here, so a decision refreshes what it changed and signing out drops it all. */
export const officeKey = ['office'] as const;

/** A workspace action: refreshes the office's queries when it succeeds. */
export function useOfficeAction<Input, Output>(act: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKey }),
  });
}
