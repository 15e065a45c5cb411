import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';

/** Facts about the running server (sandbox mode) that change the app's chrome. */
export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: () => unwrap(api.GET('/api/config')),
  staleTime: Infinity,
});
