import * as v from 'valibot';

/** The sections of the personal page (spec section 2), in menu order. */
export const accountSections = ['details', 'properties', 'bookings', 'promoCodes', 'applications', 'filters', 'favourites', 'notifications', 'password', 'history'] as const;
export type AccountSection = (typeof accountSections)[number];

export const accountSearchSchema = v.object({
  section: v.optional(v.fallback(v.picklist(accountSections), 'details'), 'details'),
  /** My properties: the listing open in the form (`new` for a new one). */
  listing: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^(new|[0-9a-f-]{36})$/))), undefined),
});
