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

type PositionsFilter<T> = Omit<Input<T>, 'sort' | 'pageNumber' | 'pageSize'>;
/**
 * Every result of a search as map points. Keyed without the page and the order, so paging through
 * the list keeps the map as it is; the previous points stay while a new search's load.
 */
export const buildingPositionsQuery = (filter: PositionsFilter<BuildingFilter>) =>
  queryOptions({
    queryKey: ['buildings', 'positions', filter],
    queryFn: () => unwrap(api.POST('/api/buildings/positions', { body: filter })),
    placeholderData: keepPreviousData,
  });

export const listingPositionsQuery = (deal: 'sale' | 'rent', filter: PositionsFilter<ListingFilter>) =>
  queryOptions({
    queryKey: ['listings', deal, 'positions', filter],
    queryFn: () => unwrap(deal === 'sale' ? api.POST('/api/secondary-apartments/positions', { body: filter }) : api.POST('/api/rental-properties/positions', { body: filter })),
    placeholderData: keepPreviousData,
  });
