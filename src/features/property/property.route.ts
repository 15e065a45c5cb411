import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { Language } from '../../../api/contract/validation';
import { apartmentQuery, listingQuery } from '../../lib/queries/property.queries';
import { ensureOrNotFound, idOf } from '../../lib/route-data';

/** The markets a property page can belong to, as its path names them. */
export const propertyMarkets = ['primary', 'secondary', 'rent'] as const;
export type PropertyPageMarket = (typeof propertyMarkets)[number];

export const isPropertyMarket = (value: string): value is PropertyPageMarket => (propertyMarkets as readonly string[]).includes(value);

/** The property into the cache; an unknown market, id or property is the property-unavailable page. */
export async function loadProperty(queryClient: QueryClient, lang: Language, params: { market: string; id: string }): Promise<void> {
  const id = idOf(params.id);
  if (!isPropertyMarket(params.market)) throw notFound();
  if (params.market === 'primary') await ensureOrNotFound(queryClient, apartmentQuery(id, lang));
  else await ensureOrNotFound(queryClient, listingQuery(params.market === 'rent' ? 'rent' : 'sale', id, lang));
}
