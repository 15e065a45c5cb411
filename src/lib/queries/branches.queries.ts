import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { Language } from '../../../api/contract/validation';

/** Branches are listed per language: names and addresses come translated from the server. */
export const branchesQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['branches', lang],
    queryFn: () => unwrap(api.GET('/api/branches', { headers: { 'Accept-Language': lang } })),
    staleTime: 10 * 60_000,
  });
