import * as v from 'valibot';
import { marketTypeSchema, propertyLinkSchema, propertyRefSchema } from './property-ref';
import { messages, rowIdParamSchema } from './validation';

export const favouriteAddSchema = v.object({ marketType: marketTypeSchema });
export const apartmentIdParamSchema = v.object({
  apartmentId: v.pipe(v.string(messages.required), v.regex(/^\d{1,9}$/, messages.number), v.transform(Number), v.minValue(1, messages.tooSmall)),
});
export const favouriteIdParamSchema = rowIdParamSchema;
export const favouritesQuerySchema = v.object({ apartmentMarketType: v.optional(marketTypeSchema) });

/** Favourites chosen while signed out, added right after sign-in or registration (spec section 7). */
export const favouritesAfterRegistrationSchema = v.object({
  items: v.pipe(v.array(propertyRefSchema, messages.invalid), v.maxLength(50, messages.tooLong)),
});

export const favouriteSchema = v.object({
  id: v.number(),
  /** The property, with its deal (for a listing, a sale or a rental: the property page's path needs it). */
  ...propertyLinkSchema.entries,
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
