import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { meKey } from './me';
import type { Language } from '../../../api/contract/validation';

/** Every language's list of sent requests: a new request makes them all stale. */
export const sentRequestsKey = [...meKey, 'sent-requests'] as const;

/** The requests the signed-in user sent, titled in the language asked for. */
export const sentRequestsQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...sentRequestsKey, lang],
    queryFn: () => unwrap(api.GET('/api/requests', { headers: { 'Accept-Language': lang } })),
  });
