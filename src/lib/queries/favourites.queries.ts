import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { meKey } from './me';
import type { Language } from '../../../api/contract/validation';

/** Everything about favourites is under this key: a change invalidates it all. */
export const favouritesKey = [...meKey, 'favourites'] as const;

export const favouritesCountQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [...favouritesKey, 'count'],
    queryFn: () => unwrap(api.GET('/api/favorites/count')),
    enabled,
  });

/** All of the user's favourites (both markets): the personal page's section and the hearts read it. */
export const favouritesQuery = (lang: Language, enabled: boolean) =>
  queryOptions({
    queryKey: [...favouritesKey, 'list', lang],
    queryFn: () => unwrap(api.GET('/api/favorites', { headers: { 'Accept-Language': lang } })),
    enabled,
  });
