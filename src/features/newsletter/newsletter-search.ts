import * as v from 'valibot';

/** The confirmation link's token (not `token`, which every page reads as an account link). */
export const newsletterConfirmSearchSchema = v.object({ subscription: v.optional(v.fallback(v.string(), ''), '') });
/** The unsubscribe link's address and key. */
export const newsletterUnsubscribeSearchSchema = v.object({
  email: v.optional(v.fallback(v.string(), ''), ''),
  key: v.optional(v.fallback(v.string(), ''), ''),
});
