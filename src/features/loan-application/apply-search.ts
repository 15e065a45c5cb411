import * as v from 'valibot';
import type { LendingMarket } from '../../../api/contract/calculations/lending-rules';
import type { PropertyRef } from '../../../api/contract/property-ref';

/** `/apply?market=primary&id=101`: a catalogue property to apply for; without one the price is given in loan info. */
export const applySearchSchema = v.object({
  market: v.fallback(v.optional(v.picklist(['primary', 'secondary'] as const satisfies readonly LendingMarket[])), undefined),
  id: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined),
});

/** The property the search names, as the start body's reference. */
export const propertyOfSearch = (search: v.InferOutput<typeof applySearchSchema>): PropertyRef | null =>
  search.market && search.id ? { marketType: search.market === 'primary' ? '0' : '1', apartmentId: search.id } : null;
