import * as v from 'valibot';
import { messages, rowIdParamSchema } from './validation';

/** Spec section 3, Booking: apartment market types, '0' primary and '1' secondary (a sale or a rental). */
export const marketTypes = ['0', '1'] as const;
export const marketTypeSchema = v.picklist(marketTypes, messages.invalid);
export type MarketType = (typeof marketTypes)[number];

const propertyId = v.pipe(v.number(messages.number), v.integer(messages.integer), v.minValue(1, messages.tooSmall), v.maxValue(2_147_483_647, messages.tooLarge));

export const favouriteAddSchema = v.object({ marketType: marketTypeSchema });
export const apartmentIdParamSchema = v.object({
  apartmentId: v.pipe(v.string(messages.required), v.regex(/^\d{1,9}$/, messages.number), v.transform(Number), v.minValue(1, messages.tooSmall)),
});
export const favouriteIdParamSchema = rowIdParamSchema;
export const favouritesQuerySchema = v.object({ apartmentMarketType: v.optional(marketTypeSchema) });

/** Favourites chosen while signed out, added right after sign-in or registration (spec section 7). */
export const favouritesAfterRegistrationSchema = v.object({
  items: v.pipe(v.array(v.object({ apartmentId: propertyId, marketType: marketTypeSchema }), messages.invalid), v.maxLength(50, messages.tooLong)),
});

export const favouriteSchema = v.object({
  id: v.number(),
  marketType: marketTypeSchema,
  apartmentId: v.number(),
  /** For a listing, whether it is a sale or a rental (the property page's path needs it). */
  deal: v.picklist(['sale', 'rent']),
  title: v.string(),
  address: v.string(),
  price: v.number(),
  availability: v.picklist(['forSale', 'booked', 'notAvailable', 'waitingApproval']),
  imageUrl: v.string(),
  createdAt: v.string(),
});
export type Favourite = v.InferOutput<typeof favouriteSchema>;
export const favouritesSchema = v.array(favouriteSchema);

export const favouritesCountSchema = v.object({ primary: v.number(), secondary: v.number(), total: v.number() });
export type FavouritesCount = v.InferOutput<typeof favouritesCountSchema>;
export const favouritesAddedSchema = v.object({ added: v.number() });
