import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { api, unwrap } from '../../../api/client';
import type { bannerSchema } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';

export type Banner = v.InferOutput<typeof bannerSchema>;

/** Slots of the home page's banners (spec section 2). */
export type HomeBannerSlot = 'homeRibbon' | 'fixed' | 'primaryCard' | 'secondaryCard' | 'slider';
/** Slots of the partner banners: the left and the right column. */
export type PartnerBannerSlot = 'partnerLeft' | 'partnerRight';

const headers = (lang: Language) => ({ 'Accept-Language': lang });

/**
 * Banners are decoration around the page's own content: when they fail to load the page shows
 * without them, so no error toast (`handlesErrors`) and one retry only, since the page waits for
 * them. Titles are translated, hence the language in the key.
 */
export const homeBannersQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['banners', 'home', lang],
    queryFn: () => unwrap(api.GET('/api/banners/home', { headers: headers(lang) })),
    staleTime: 10 * 60_000,
    retry: 1,
    meta: { handlesErrors: true },
  });

export const partnerBannersQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['banners', 'partners', lang],
    queryFn: () => unwrap(api.GET('/api/banners/partners', { headers: headers(lang) })),
    staleTime: 10 * 60_000,
    retry: 1,
    meta: { handlesErrors: true },
  });

/** The banners of one slot, in the server's order. */
export const inSlot = (banners: readonly Banner[] | undefined, slot: HomeBannerSlot | PartnerBannerSlot): Banner[] => (banners ?? []).filter((banner) => banner.slot === slot);
