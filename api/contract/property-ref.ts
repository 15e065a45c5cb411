import * as v from 'valibot';
import { messages } from './validation';

/**
 * Spec section 3, Booking: the market types on the wire, '0' primary (a developer's apartment) and
 * '1' secondary (a listing, which is a sale or a rental).
 */
export const marketTypes = ['0', '1'] as const;
export const marketTypeSchema = v.picklist(marketTypes, messages.invalid);
export type MarketType = (typeof marketTypes)[number];

/** A listing is offered for sale or for rent; a primary-market apartment is always a sale. */
export const deals = ['sale', 'rent'] as const;
export const dealSchema = v.picklist(deals, messages.invalid);
export type Deal = (typeof deals)[number];

/** The id of an apartment or a listing: a row id, so a PostgreSQL integer. */
export const propertyIdSchema = v.pipe(v.number(messages.number), v.integer(messages.integer), v.minValue(1, messages.tooSmall), v.maxValue(2_147_483_647, messages.tooLarge));

/**
 * Which property: its market type and its id in that market's table. The spec calls the id
 * `apartmentId` in both markets, and so does the wire. Bookings, favourites, notifications and
 * (later) loan applications all point at a property with this.
 */
export const propertyRefSchema = v.object({ marketType: marketTypeSchema, apartmentId: propertyIdSchema });
export type PropertyRef = v.InferOutput<typeof propertyRefSchema>;

/** A property with its deal: everything a link to its page needs. */
export const propertyLinkSchema = v.object({ ...propertyRefSchema.entries, deal: dealSchema });
export type PropertyLink = v.InferOutput<typeof propertyLinkSchema>;

/** The market as the property page's path names it: `/$lang/property/$market/$id`. */
export const propertyPageMarkets = ['primary', 'secondary', 'rent'] as const;
export type PropertyPageMarket = (typeof propertyPageMarkets)[number];

export const isPropertyPageMarket = (value: string): value is PropertyPageMarket => (propertyPageMarkets as readonly string[]).includes(value);

/** The page market of a property: the one place the wire's market type and deal become a path segment. */
export function pageMarketOf(link: Pick<PropertyLink, 'marketType' | 'deal'>): PropertyPageMarket {
  if (link.marketType === '0') return 'primary';
  return link.deal === 'rent' ? 'rent' : 'secondary';
}

/** The reverse: the market type and deal a page market stands for. */
export function linkOfPageMarket(market: PropertyPageMarket): Pick<PropertyLink, 'marketType' | 'deal'> {
  if (market === 'primary') return { marketType: '0', deal: 'sale' };
  return { marketType: '1', deal: market === 'rent' ? 'rent' : 'sale' };
}

/** The property page's route parameters (for `<Link to="/$lang/property/$market/$id">`). */
export const propertyPathParams = (link: PropertyLink): { market: PropertyPageMarket; id: string } => ({ market: pageMarketOf(link), id: String(link.apartmentId) });

/** The property page's path without the language, e.g. `/property/rent/12`. */
export const propertyPath = (link: PropertyLink): string => `/property/${pageMarketOf(link)}/${link.apartmentId}`;

/**
 * The property a page's path parameters name, or undefined when they name none (an unknown market, a
 * bad id). An id in a path has at most 9 digits, as the API's own path parameters.
 */
export function propertyOfPath(params: { market: string; id: string }): PropertyLink | undefined {
  if (!isPropertyPageMarket(params.market) || !/^\d{1,9}$/.test(params.id)) return undefined;
  const id = v.safeParse(propertyIdSchema, Number(params.id));
  return id.success ? { ...linkOfPageMarket(params.market), apartmentId: id.output } : undefined;
}

/** A stored or received value read as a ref, or undefined when it is not one (for example an old copy in the browser). */
export function parsePropertyRef(value: unknown): PropertyRef | undefined {
  const parsed = v.safeParse(propertyRefSchema, value);
  return parsed.success ? { marketType: parsed.output.marketType, apartmentId: parsed.output.apartmentId } : undefined;
}

/** Whether two refs name the same property (a listing is the same property whether its deal is known or not). */
export const sameProperty = (a: PropertyRef, b: PropertyRef): boolean => a.marketType === b.marketType && a.apartmentId === b.apartmentId;

/** A string that names one property, for maps and sets: `0:12`. */
export const propertyKey = (ref: PropertyRef): string => `${ref.marketType}:${ref.apartmentId}`;

/**
 * The query key of a property page's data without its language (the key's last part), so invalidating
 * it refreshes the page in every language: `['apartment', id]` or `['listing', deal, id]`.
 */
export function propertyQueryKey(link: PropertyLink): readonly ['apartment', number] | readonly ['listing', Deal, number] {
  const market = pageMarketOf(link);
  return market === 'primary' ? ['apartment', link.apartmentId] : ['listing', market === 'rent' ? 'rent' : 'sale', link.apartmentId];
}
