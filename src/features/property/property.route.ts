import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { propertyOfPath } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { apartmentQuery, listingQuery } from '../../lib/queries/property.queries';
import { ensureOrNotFound } from '../../lib/route-data';

// The page's markets are the contract's; the screen names them by this module.
export type { PropertyPageMarket } from '../../../api/contract/property-ref';

/** The property into the cache; an unknown market, id or property is the property-unavailable page. */
export async function loadProperty(queryClient: QueryClient, lang: Language, params: { market: string; id: string }): Promise<void> {
  const property = propertyOfPath(params);
  if (!property) throw notFound();
  if (params.market === 'primary') await ensureOrNotFound(queryClient, apartmentQuery(property.apartmentId, lang));
  else await ensureOrNotFound(queryClient, listingQuery(property.deal, property.apartmentId, lang));
}
