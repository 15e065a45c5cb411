import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
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

export function createQueryClient() {
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
