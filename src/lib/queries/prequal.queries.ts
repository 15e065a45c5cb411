import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { meKey } from './me';

/** The eligibility-check history of the personal page (spec section 2). */
export const eligibilityHistoryQuery = () =>
  queryOptions({
    queryKey: [...meKey, 'prequal', 'history'],
    queryFn: () => unwrap(api.GET('/api/pre-approval/history')),
  });
