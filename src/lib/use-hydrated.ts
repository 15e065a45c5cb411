import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates its markup, true after: a part that
 * depends on this browser (its stored lists) waits for it instead of drawing something else first.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
