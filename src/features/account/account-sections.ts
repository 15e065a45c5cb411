import * as v from 'valibot';

/** The sections of the personal page (spec section 2), in menu order. */
export const accountSections = ['details', 'properties', 'bookings', 'promoCodes', 'applications', 'filters', 'favourites', 'notifications', 'password', 'history'] as const;
export type AccountSection = (typeof accountSections)[number];

/**
 * Sections only an identified user can open (spec section 6). Loan applications are not among them:
 * a person applies before the bank identifies them (identification follows the approval), and must
 * be able to resume or follow the application meanwhile.
 */
export const identifiedOnly: ReadonlySet<AccountSection> = new Set(['properties']);

export const accountSearchSchema = v.object({
  section: v.optional(v.fallback(v.picklist(accountSections), 'details'), 'details'),
});
