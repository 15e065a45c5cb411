import * as v from 'valibot';

/** The sections of the personal page (spec section 2), in menu order. */
export const accountSections = ['details', 'properties', 'bookings', 'applications', 'filters', 'favourites', 'notifications', 'password', 'history'] as const;
export type AccountSection = (typeof accountSections)[number];

/** Sections only an identified user can open (spec section 6). */
export const identifiedOnly: ReadonlySet<AccountSection> = new Set(['properties', 'applications']);

export const accountSearchSchema = v.object({
  section: v.optional(v.fallback(v.picklist(accountSections), 'details'), 'details'),
});
