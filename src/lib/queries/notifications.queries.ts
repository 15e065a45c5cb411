import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { meKey } from './me';

export const notificationsKey = [...meKey, 'notifications'] as const;

/** The header's badge; read again every minute, since events (a hold ending) happen on the server. */
export const unreadNotificationsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [...notificationsKey, 'unread'],
    queryFn: () => unwrap(api.GET('/api/notifications/unread-count')),
    enabled,
    refetchInterval: 60_000,
  });

export const notificationsQuery = (pageNumber: number, unreadOnly: boolean) =>
  queryOptions({
    queryKey: [...notificationsKey, 'list', pageNumber, unreadOnly],
    queryFn: () => unwrap(api.GET('/api/notifications', { params: { query: { pageNumber: String(pageNumber), unreadOnly: unreadOnly ? 'true' : 'false' } } })),
  });
