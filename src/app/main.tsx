import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { isLanguage } from '../../api/contract/validation';
import { loadAuthActor, provideAuthActor } from '../lib/auth.context';
import { initI18n, loadLaterNamespaces } from '../lib/i18n';
import { storedLanguage } from '../lib/language';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';
import { readServerState } from './server-state';
import '../ui/fonts.css';
import '../ui/global.css';

const queryClient = createQueryClient();
// A page the server rendered carries the data it was drawn from: the loaders find it in the cache.
const serverState = readServerState();
if (serverState) hydrate(queryClient, serverState.queries);
const router = createAppRouter(queryClient);

// The page's screen chunks load beside the translations instead of after them (no waterfall).
for (const route of router.getMatchedRoutes(window.location.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined);

// Start in the language of the path, so the first paint is already in it.
const pathLanguage = window.location.pathname.split('/')[1];
await initI18n(isLanguage(pathLanguage) ? pathLanguage : storedLanguage());

provideAuthActor(() => import('../features/auth/auth-session').then((module) => module.startAuthActor(router, queryClient)));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
// The session (the auth actor), the error catalogue, field messages and the dialogs' texts follow the
// first page instead of delaying it.
function afterFirstPage() {
  loadAuthActor().catch(() => undefined);
  void loadLaterNamespaces();
}

/**
 * Hydration must draw what the server drew: the route is loaded first (its loaders find the server's
 * data in the cache), and the router renders its matches as on the server (no suspense boundary of its
 * own around them). The header's account buttons read the auth actor: with it loaded they hydrate with
 * the rest of the page instead of staying inert until its chunk comes. Not awaited at the top level:
 * the route's chunks import this entry's, which must finish evaluating first.
 */
async function hydrateServerPage(element: HTMLElement) {
  await Promise.all([router.load(), loadAuthActor().catch(() => undefined)]);
  router.ssr = { manifest: undefined };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a
  // phone's main thread for one long task: the page, already drawn, answers a tap meanwhile.
  startTransition(() => {
    hydrateRoot(element, app, {
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    });
  });
  afterFirstPage();
}

if (serverState) void hydrateServerPage(root);
else {
  createRoot(root).render(app);
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    afterFirstPage();
  });
}
