import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { routeCallsInProcess } from '../../api/client';
import { isLanguage, type Language } from '../../api/contract/validation';
import { provideAuthActor } from '../lib/auth.context';
import { i18n, initI18n } from '../lib/i18n';
import { collectHead, type PageHead } from '../lib/page-head';
import { unsettledAuthActor } from '../features/auth/auth-session';
import { createAppRouter } from './router';
import { serializeServerState, shouldCarryQuery } from './server-state';

/*
 * The server's page renderer (built by scripts/build.ts into dist-server, loaded by
 * api/server/http/page-renderer.ts). It runs the same routes, loaders and screens as the browser, as
 * a visitor whose session is not known yet, with the API called in-process, and hands back the
 * markup and the query data the browser hydrates from.
 */

export type RenderedPage =
  | { kind: 'page'; status: 200 | 404; lang: Language; head: PageHead; markup: string; state: string }
  | { kind: 'redirect'; status: number; location: string }
  /** Not rendered on the server (an error, or a path outside any language): the browser renders it. */
  | { kind: 'browser' };

type ServerLoadResult = { type: 'render'; status: 200 | 404 | 500 } | { type: 'redirect'; redirect: Response };

export interface PageRenderer {
  render(url: string): Promise<RenderedPage>;
}

export async function createPageRenderer(options: { fetch: (request: Request) => Promise<Response> }): Promise<PageRenderer> {
  routeCallsInProcess({ fetch: options.fetch, language: () => i18n.language });
  provideAuthActor(() => Promise.resolve(unsettledAuthActor));
  await initI18n();

  // i18next is one instance whose language the route sets: pages render one after the other.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    render(url) {
      const next = queue.then(() => renderPage(url));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

/**
 * A path whose query the router completes with its defaults (`/hy/search` is `/hy/search?market=…`)
 * comes back as a redirect to the same path: that page is rendered at once, without the round trip; the
 * browser's router writes the completed query into the address bar as it always did.
 */
async function renderPage(url: string): Promise<RenderedPage> {
  const page = await renderAt(url);
  if (page.kind !== 'redirect') return page;
  const target = new URL(page.location, 'http://in-process');
  return target.pathname === new URL(url, 'http://in-process').pathname ? renderAt(target.pathname + target.search) : page;
}

async function renderAt(url: string): Promise<RenderedPage> {
  const lang = new URL(url, 'http://in-process').pathname.split('/')[1];
  if (!isLanguage(lang)) return { kind: 'browser' };
  // No retries, no garbage-collection timers: the client lives for one render.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  try {
    await router.load();
    const result = (router as unknown as { _serverResult?: ServerLoadResult })._serverResult;
    if (result?.type === 'redirect') {
      const location = result.redirect.headers.get('Location');
      return location ? { kind: 'redirect', status: result.redirect.status, location } : { kind: 'browser' };
    }
    const status = result?.status ?? 200;
    if (status === 500) return { kind: 'browser' };
    const { result: markup, head } = collectHead(() =>
      renderToString(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
    return { kind: 'page', status, lang, head, markup, state: serializeServerState({ queries: dehydrate(queryClient, { shouldDehydrateQuery: shouldCarryQuery }) }) };
  } finally {
    queryClient.clear();
  }
}
