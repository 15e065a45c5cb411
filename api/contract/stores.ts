import * as v from 'valibot';
import { idListQuery, pageNumberQuery, pageSizeQuery } from './list-query';
import { phoneSchema } from './otp';
import { messages, paragraph, singleLine, text } from './validation';

/**
 * The bank's partner stores (issue 20, spec sections 3 and 7): home-and-renovation stores and service
 * partners by sector, a store's page, and the promo codes the bank's customers get for them.
 */

export const storeSections = ['homeRenovation', 'services'] as const;
export type StoreSection = (typeof storeSections)[number];

export const storeSectorSchema = v.object({ id: v.number(), slug: v.string(), name: v.string(), storeCount: v.number() });
export const storeSectorsSchema = v.array(storeSectorSchema);
export type StoreSector = v.InferOutput<typeof storeSectorSchema>;

export const storeCardSchema = v.object({
  id: v.number(),
  slug: v.string(),
  section: v.picklist(storeSections),
  name: v.string(),
  sector: v.object({ id: v.number(), name: v.string() }),
  summary: v.string(),
  offer: v.string(),
  /** The discount a promo code gives; null for a partner without promo codes. */
  discountPercent: v.nullable(v.number()),
  logoUrl: v.string(),
});
export type StoreCard = v.InferOutput<typeof storeCardSchema>;

export const storeListSchema = v.object({
  stores: v.array(storeCardSchema),
  totalCount: v.number(),
  pageNumber: v.number(),
  pageSize: v.number(),
});
export type StoreList = v.InferOutput<typeof storeListSchema>;

export const storeAddressSchema = v.object({ id: v.number(), address: v.string(), latitude: v.number(), longitude: v.number(), hours: v.string() });

export const storeSchema = v.object({
  ...storeCardSchema.entries,
  /** The small markup of the site's texts: paragraphs split by a blank line, `- ` bullets. */
  description: v.string(),
  /** Days a generated code stays valid. */
  promoValidityDays: v.number(),
  phone: v.string(),
  email: v.string(),
  website: v.nullable(v.string()),
  addresses: v.array(storeAddressSchema),
});
export type Store = v.InferOutput<typeof storeSchema>;

/** The own-home section's store (spec section 7); null when no store is chosen for it. */
export const ownHomeStoreSchema = v.nullable(storeCardSchema);

/** `SectorsIds=1,2` (any of them), `PageSize` (default 12, at most 50), `PageNumber`. */
export const storeListQuerySchema = v.object({
  SectorsIds: idListQuery,
  PageNumber: pageNumberQuery,
  PageSize: pageSizeQuery(12),
});
export type StoreListQuery = v.InferOutput<typeof storeListQuerySchema>;

/** A store's page is addressed by its id or its slug. */
export const storeRefParamSchema = v.object({
  store: v.pipe(v.string(messages.required), v.regex(/^(?:\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, messages.invalid), v.maxLength(120, messages.tooLong)),
});

/* Promo codes. */

export const promoCodeStatuses = ['active', 'used', 'expired'] as const;
export type PromoCodeStatus = (typeof promoCodeStatuses)[number];

/** A code as its holder sees it (spec section 3: generatedPromoCode). */
export const promoCodeSchema = v.object({
  code: v.string(),
  store: v.object({ id: v.number(), slug: v.string(), section: v.picklist(storeSections), name: v.string() }),
  discountPercent: v.number(),
  status: v.picklist(promoCodeStatuses),
  createdAt: v.string(),
  expiresAt: v.string(),
  usedAt: v.nullable(v.string()),
});
export type PromoCode = v.InferOutput<typeof promoCodeSchema>;
export const promoCodesSchema = v.array(promoCodeSchema);

/** The signed-in person's code for one store: the active one, else the latest; null when they never had one. */
export const myStorePromoCodeSchema = v.nullable(promoCodeSchema);

/**
 * A code's shape: `TUN-` and three groups of four letters and digits of an alphabet without look-alikes
 * (Crockford's base 32): 60 random bits. Lower case and missing dashes are accepted when typed.
 */
export const promoCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const normalizePromoCode = (typed: string) => {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '').replace(/^TUN/, '');
  return compact.length === 12 ? `TUN-${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}` : typed.trim().toUpperCase();
};
const promoCodePattern = /^TUN-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** What a store types at its till (the check call of spec section 7). */
export const promoCodeCheckSchema = v.object({
  code: v.pipe(v.string(messages.required), singleLine, v.maxLength(40, messages.tooLong), v.transform(normalizePromoCode), v.regex(promoCodePattern, 'validation:promoCode')),
});
export type PromoCodeCheckInput = v.InferInput<typeof promoCodeCheckSchema>;

export const promoCodeCheckResults = ['valid', 'alreadyUsed', 'expired', 'unknown'] as const;
export type PromoCodeCheckResult = (typeof promoCodeCheckResults)[number];

/** The check's answer (spec section 3: checkPromoCodeResult). A code of another store is `unknown` to this one. */
export const promoCodeCheckAnswerSchema = v.object({
  result: v.picklist(promoCodeCheckResults),
  code: v.string(),
  discountPercent: v.nullable(v.number()),
  expiresAt: v.nullable(v.string()),
  usedAt: v.nullable(v.string()),
  /** The holder's first name and last initial, so the cashier can ask; null for an unknown code. */
  holder: v.nullable(v.string()),
});
export type PromoCodeCheckAnswer = v.InferOutput<typeof promoCodeCheckAnswerSchema>;

/* Requests to service partners, sent through their order platform (VARPET). */

/** A request to a service partner: who, how to call back, where, and what is needed. */
export const serviceRequestSchema = v.object({
  name: text(100),
  phoneNumber: phoneSchema,
  address: text(150),
  description: paragraph(1000, 10),
});
export type ServiceRequestInput = v.InferInput<typeof serviceRequestSchema>;
export type ServiceRequestOutput = v.InferOutput<typeof serviceRequestSchema>;

/** The platform took it: its reference, which the partner quotes when they call back. */
export const serviceRequestAnswerSchema = v.object({ reference: v.string(), sentAt: v.string() });
export type ServiceRequestAnswer = v.InferOutput<typeof serviceRequestAnswerSchema>;
