import * as v from 'valibot';

/** The unsubscribe link's address and key (not `token`, which every page reads as an account link). */
export const unsubscribeSearchSchema = v.object({
  email: v.optional(v.fallback(v.string(), ''), ''),
  key: v.optional(v.fallback(v.string(), ''), ''),
});
