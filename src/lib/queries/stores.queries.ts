import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { StoreSection } from '../../../api/contract/stores';
import type { Language } from '../../../api/contract/validation';
import { meKey } from './me';

/** Stores change when the bank signs a partner: ten minutes fresh, as the site's texts. */
const storesStaleTime = 10 * 60_000;
const language = (lang: Language) => ({ 'Accept-Language': lang });

export const sectorsQuery = (section: StoreSection, lang: Language) =>
  queryOptions({
    queryKey: ['stores', section, 'sectors', lang],
    queryFn: () =>
      section === 'homeRenovation'
        ? unwrap(api.GET('/api/home-renovation/sectors', { headers: language(lang) }))
        : unwrap(api.GET('/api/services/sectors', { headers: language(lang) })),
    staleTime: storesStaleTime,
  });

/** A section's stores: the chosen sectors (any of them) and the page are the query's. */
export const storeListQuery = (section: StoreSection, query: { sectorIds: readonly number[]; page: number; pageSize: number }, lang: Language) => {
  const params = { ...(query.sectorIds.length ? { SectorsIds: query.sectorIds.join(',') } : {}), PageNumber: String(query.page), PageSize: String(query.pageSize) };
  return queryOptions({
    queryKey: ['stores', section, 'list', params, lang],
    queryFn: () =>
      section === 'homeRenovation'
        ? unwrap(api.GET('/api/home-renovation/stores', { params: { query: params }, headers: language(lang) }))
        : unwrap(api.GET('/api/services/stores', { params: { query: params }, headers: language(lang) })),
    staleTime: storesStaleTime,
  });
};

export const storeQuery = (store: string, lang: Language) =>
  queryOptions({ queryKey: ['stores', 'store', store, lang], queryFn: () => unwrap(api.GET('/api/stores/{store}', { params: { path: { store } }, headers: language(lang) })), staleTime: storesStaleTime });

export const ownHomeStoreQuery = (lang: Language) =>
  queryOptions({ queryKey: ['stores', 'ownHome', lang], queryFn: () => unwrap(api.GET('/api/home-renovation/own-home-store', { headers: language(lang) })), staleTime: storesStaleTime });

/** Everything about the person's promo codes is under this key: a new code invalidates it all. */
export const promoCodesKey = [...meKey, 'promoCodes'] as const;

export const myStorePromoCodeQuery = (store: string, lang: Language, enabled: boolean) =>
  queryOptions({
    queryKey: [...promoCodesKey, 'store', store, lang],
    queryFn: () => unwrap(api.GET('/api/stores/{store}/promo-code', { params: { path: { store } }, headers: language(lang) })),
    enabled,
  });

export const myPromoCodesQuery = (lang: Language, enabled: boolean) =>
  queryOptions({ queryKey: [...promoCodesKey, 'list', lang], queryFn: () => unwrap(api.GET('/api/account/promo-codes', { headers: language(lang) })), enabled });

export const raffleQuery = (lang: Language) =>
  queryOptions({ queryKey: ['raffle', lang], queryFn: () => unwrap(api.GET('/api/raffle', { headers: language(lang) })), staleTime: 60_000 });

export const myRaffleEntriesQuery = (enabled: boolean) => queryOptions({ queryKey: [...meKey, 'raffleEntries'], queryFn: () => unwrap(api.GET('/api/raffle/my-entries')), enabled });
