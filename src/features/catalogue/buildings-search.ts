import * as v from 'valibot';
import { propertySorts } from '../../../api/contract/catalogue';

const roomOptions = [-2, 1, 2, 3, 4] as const;
const positive = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The buildings page's search lives in the URL, so a search can be shared and the back button
 * works. Anything malformed falls back to its default rather than failing the page.
 */
export const buildingsSearchSchema = v.object({
  market: v.optional(v.fallback(v.picklist(['primary', 'secondary']), 'primary'), 'primary'),
  rooms: v.optional(v.fallback(v.array(v.picklist(roomOptions)), []), []),
  minPrice: v.fallback(v.optional(positive), undefined),
  maxPrice: v.fallback(v.optional(positive), undefined),
  district: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z-]{1,30}$/))), undefined),
  sort: v.optional(v.fallback(v.picklist(propertySorts), 'newest'), 'newest'),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1), 1),
});
export type BuildingsSearch = v.InferOutput<typeof buildingsSearchSchema>;
export { roomOptions };
export const pageSize = 12;
