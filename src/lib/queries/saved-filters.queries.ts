import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';

export const savedFiltersKey = ['saved-filters'] as const;

export const savedFiltersQuery = (enabled: boolean) =>
  queryOptions({ queryKey: savedFiltersKey, queryFn: () => unwrap(api.GET('/api/saved-filters')), enabled });
