import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { Language } from '../../../api/contract/validation';
import { meKey } from './me';

/** Everything about the person's loan applications: starting, saving, deleting or answering one invalidates it all. */
export const loanApplicationsKey = [...meKey, 'loanApplications'] as const;

/**
 * The person's applications, newest first (the personal page's section). Always fetched again when
 * the section opens: a status changes on the server (the bank's decision, an expired draft) without
 * anything in this browser knowing.
 */
export const loanApplicationsQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...loanApplicationsKey, 'list', lang],
    queryFn: () => unwrap(api.GET('/api/loan-applications', { headers: { 'Accept-Language': lang } })),
    staleTime: 0,
  });
