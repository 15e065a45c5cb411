import * as v from 'valibot';

/** A price a property had from a moment on (issue 22). */
export const pricePointSchema = v.object({
  /** The sale price, or the monthly fee of a rental, in drams. */
  price: v.number(),
  /** When it took this price; the first point is when it was listed at its first price. */
  changedAt: v.string(),
});
export type PricePoint = v.InferOutput<typeof pricePointSchema>;

/**
 * The prices of a property, oldest first, the current price last; empty when the price never
 * changed, so a page shows a history only where there is one.
 */
export const priceHistorySchema = v.array(pricePointSchema);
export type PriceHistory = v.InferOutput<typeof priceHistorySchema>;
