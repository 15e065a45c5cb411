import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { meKey } from './me';

export const savedFiltersKey = [...meKey, 'saved-filters'] as const;

export const savedFiltersQuery = (enabled: boolean) =>
  queryOptions({ queryKey: savedFiltersKey, queryFn: () => unwrap(api.GET('/api/saved-filters')), enabled });
