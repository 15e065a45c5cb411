import * as v from 'valibot';
import { marketTypeSchema, propertyRefSchema, type MarketType } from './property-ref';
import { rowIdParamSchema } from './validation';

/** Spec section 9: at most 2 bookings per user; a hold of 2 days (primary) or 5 days (secondary). */
export const bookingRules = {
  maxActive: 2,
  holdDays: { '0': 2, '1': 5 } satisfies Record<MarketType, number>,
} as const;

/** Spec section 3, Booking: the market type ('0' primary, '1' secondary) and the apartment. */
export const bookingAddSchema = propertyRefSchema;
export type BookingAdd = v.InferOutput<typeof bookingAddSchema>;
export const bookingIdParamSchema = rowIdParamSchema;
export const bookingsQuerySchema = v.object({ apartmentMarketType: v.optional(marketTypeSchema) });

export const bookingSchema = v.object({
  id: v.number(),
  /** The booked property. Only sales are booked (rentals are asked for), so its deal is always 'sale'. */
  ...propertyRefSchema.entries,
  title: v.string(),
  address: v.string(),
  price: v.number(),
  imageUrl: v.string(),
  createdAt: v.string(),
  /** When the hold ends and the scheduler releases the property. */
  expiresAt: v.string(),
});
export type Booking = v.InferOutput<typeof bookingSchema>;
export const bookingsSchema = v.array(bookingSchema);

export const bookingsCountSchema = v.object({ primary: v.number(), secondary: v.number(), total: v.number(), max: v.number() });
export type BookingsCount = v.InferOutput<typeof bookingsCountSchema>;

/** "Notify me when it is free" for a booked property (POST notification notify by apartment id). */
export const notifyWhenFreeSchema = v.object({ marketType: marketTypeSchema });
export const watchSchema = v.object({ id: v.number() });
