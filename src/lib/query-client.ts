import { focusManager, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { toastApiError } from './api-errors';
import { i18n } from './i18n';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesErrors`: the screen shows this call's failure itself, so no toast. */
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * A page is read again when its person comes back to it. TanStack Query v5 hears only the tab becoming
 * visible; two people's windows side by side (or a window beside the mail) are only focused, so the
 * window's focus counts too.
 */
function followWindowFocus() {
  if (typeof window === 'undefined') return;
  focusManager.setEventListener((handleFocus) => {
    const onChange = () => handleFocus();
    window.addEventListener('visibilitychange', onChange);
    window.addEventListener('focus', onChange);
    return () => {
      window.removeEventListener('visibilitychange', onChange);
      window.removeEventListener('focus', onChange);
    };
  });
}

export function createQueryClient() {
  followWindowFocus();
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesErrors) toastApiError(error, i18n.t);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) toastApiError(error, i18n.t);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A refusal will not change on retry; a network or server failure might.
        retry: (count, error) => !isClientError(error) && count < 2,
      },
    },
  });
}
