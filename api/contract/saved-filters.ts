import * as v from 'valibot';
import { propertySorts, roomsValueSchema } from './catalogue';
import { messages, text } from './validation';

const amount = v.pipe(v.number(messages.number), v.minValue(0, messages.tooSmall), v.maxValue(10_000_000_000, messages.tooLarge));

/** The pages a search can be saved from, and so run again on. */
export const savedFilterPages = ['buildings', 'search', 'rentals'] as const;

/** A saved search: the same filters the property lists take in their URL; nothing else is stored. */
export const savedSearchSchema = v.strictObject(
  {
    market: v.optional(v.picklist(['primary', 'secondary', 'rent'], messages.invalid)),
    rooms: v.optional(v.pipe(v.array(roomsValueSchema, messages.invalid), v.maxLength(12, messages.tooLong))),
    types: v.optional(v.pipe(v.array(v.picklist(['apartment', 'house', 'townhouse', 'landPlot', 'commercial'], messages.invalid), messages.invalid), v.maxLength(5, messages.tooLong))),
    minPrice: v.optional(amount),
    maxPrice: v.optional(amount),
    minArea: v.optional(amount),
    maxArea: v.optional(amount),
    district: v.optional(v.pipe(v.string(messages.invalid), v.regex(/^[a-z][a-zA-Z-]{1,30}$/, messages.invalid))),
    sort: v.optional(v.picklist(propertySorts, messages.invalid)),
  },
  messages.invalid,
);
export type SavedSearch = v.InferOutput<typeof savedSearchSchema>;

export const savedFilterCreateSchema = v.object({
  name: text(50),
  page: v.picklist(savedFilterPages, messages.invalid),
  search: savedSearchSchema,
});
export const savedFilterRenameSchema = v.object({ name: text(50) });

export const savedFilterSchema = v.object({
  id: v.number(),
  name: v.string(),
  page: v.picklist(savedFilterPages),
  search: v.record(v.string(), v.unknown()),
  createdAt: v.string(),
});
export type SavedFilter = v.InferOutput<typeof savedFilterSchema>;
export const savedFiltersSchema = v.array(savedFilterSchema);

/** How many searches one person may keep. */
export const maxSavedFilters = 20;
