import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { BuildingFilter, ListingFilter } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';

type Input<T> = Partial<T>;
const headers = (lang: Language) => ({ 'Accept-Language': lang });

/** Buildings v2: partner developers' buildings with what is for sale. */
export const buildingsQuery = (filter: Input<BuildingFilter>, lang: Language) =>
  queryOptions({
    queryKey: ['buildings', lang, filter],
    queryFn: () => unwrap(api.POST('/api/buildings/v2', { body: filter, headers: headers(lang) })),
    placeholderData: keepPreviousData,
  });

/** Secondary v2 or rental v2. */
export const listingsQuery = (deal: 'sale' | 'rent', filter: Input<ListingFilter>, lang: Language) =>
  queryOptions({
    queryKey: ['listings', deal, lang, filter],
    queryFn: () =>
      unwrap(deal === 'sale' ? api.POST('/api/secondary-apartments/v2', { body: filter, headers: headers(lang) }) : api.POST('/api/rental-properties/v2', { body: filter, headers: headers(lang) })),
    placeholderData: keepPreviousData,
  });

export const districtsQuery = (lang: Language) =>
  queryOptions({ queryKey: ['districts', lang], queryFn: () => unwrap(api.GET('/api/districts', { headers: headers(lang) })), staleTime: Infinity });
