/**
 * The root of every query that holds the signed-in person's data (bookings, favourites,
 * notifications, saved filters, sent requests, eligibility checks, own reviews, and whatever later
 * flows add). Sign-out, a 401 and a new sign-in clear everything under it at once, so the next
 * person on the same browser never sees the last one's data; a query of personal data that is not
 * under this root would survive them.
 */
export const meKey = ['me'] as const;
