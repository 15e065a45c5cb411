import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { isLanguage } from '../../api/contract/validation';
import { loadAuthActor, provideAuthActor } from '../lib/auth.context';
import { initI18n, loadLaterNamespaces } from '../lib/i18n';
import { storedLanguage } from '../lib/language';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';
import '../ui/fonts.css';
import '../ui/global.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The page's screen chunks load beside the translations instead of after them (no waterfall).
for (const route of router.getMatchedRoutes(window.location.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined);

// Start in the language of the path, so the first paint is already in it.
const pathLanguage = window.location.pathname.split('/')[1];
await initI18n(isLanguage(pathLanguage) ? pathLanguage : storedLanguage());

provideAuthActor(() => import('../features/auth/auth-session').then((module) => module.startAuthActor(router, queryClient)));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
// The session (the auth actor), the error catalogue, field messages and the dialogs' texts follow the
// first page instead of delaying it.
const unsubscribe = router.subscribe('onResolved', () => {
  unsubscribe();
  loadAuthActor().catch(() => undefined);
  void loadLaterNamespaces();
});
