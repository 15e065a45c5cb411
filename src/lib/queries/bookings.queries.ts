import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { meKey } from './me';
import type { Language } from '../../../api/contract/validation';

/** Everything about bookings is under this key: a booking made or released invalidates it all. */
export const bookingsKey = [...meKey, 'bookings'] as const;

export const bookingsCountQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [...bookingsKey, 'count'],
    queryFn: () => unwrap(api.GET('/api/bookings/count')),
    enabled,
  });

/** The user's active bookings (both markets): the property page and the personal page read it. */
export const bookingsQuery = (lang: Language, enabled: boolean) =>
  queryOptions({
    queryKey: [...bookingsKey, 'list', lang],
    queryFn: () => unwrap(api.GET('/api/bookings', { headers: { 'Accept-Language': lang } })),
    enabled,
  });
