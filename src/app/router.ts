import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routes/route-tree';

/** The browser's router; the server's page renderer passes a memory history of the requested URL. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Query data is cached by TanStack Query; the router need not cache loader results too.
    defaultPreloadStaleTime: 0,
    // On the server it would add an inline script the page's CSP refuses (and the browser does not render).
    scrollRestoration: !history,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
