import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapPaged } from '../../../api/client';
import type { ApartmentFilter } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';

const headers = (lang: Language) => ({ 'Accept-Language': lang });

/** A primary-market apartment with its building. */
export const apartmentQuery = (id: number, lang: Language) =>
  queryOptions({
    queryKey: ['apartment', id, lang],
    queryFn: () => unwrap(api.GET('/api/apartments/{id}', { params: { path: { id: String(id) } }, headers: headers(lang) })),
  });

/** A secondary-market sale or a rental. */
export const listingQuery = (deal: 'sale' | 'rent', id: number, lang: Language) =>
  queryOptions({
    queryKey: ['listing', deal, id, lang],
    queryFn: () =>
      unwrap(
        deal === 'sale'
          ? api.GET('/api/secondary-apartments/{id}', { params: { path: { id: String(id) } }, headers: headers(lang) })
          : api.GET('/api/rental-properties/{id}', { params: { path: { id: String(id) } }, headers: headers(lang) }),
      ),
  });

/** A building (any developer's) with its facilities and room counts. */
export const buildingQuery = (id: number, lang: Language) =>
  queryOptions({
    queryKey: ['building', id, lang],
    queryFn: () => unwrap(api.GET('/api/buildings/{id}', { params: { path: { id: String(id) } }, headers: headers(lang) })),
  });

/** A building's apartment table: the apartments list with the building's id, sorted by one of keys 0–5. */
export const buildingApartmentsQuery = (filter: Partial<ApartmentFilter> & { buildingId: number }) =>
  queryOptions({
    queryKey: ['apartments', filter],
    queryFn: () => unwrapPaged(api.POST('/api/apartments', { body: filter })),
    // The table says it could not load its rows in its own place.
    meta: { handlesErrors: true },
  });
