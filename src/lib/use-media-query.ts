import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, following it while the page is open. The server and the
 * hydrating render answer false (there is no window), so what depends on it appears right after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
