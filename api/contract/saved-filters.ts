import * as v from 'valibot';
import { mapBoundsSchema, propertySorts, roomsValueSchema } from './catalogue';
import { areaFilter, messages, moneyFilter, text, type Language } from './validation';

/** The pages a search can be saved from, and so run again on. */
export const savedFilterPages = ['buildings', 'search', 'rentals'] as const;

/** A saved search: the same filters the property lists take in their URL; nothing else is stored. */
export const savedSearchSchema = v.strictObject(
  {
    market: v.optional(v.picklist(['primary', 'secondary', 'rent'], messages.invalid)),
    rooms: v.optional(v.pipe(v.array(roomsValueSchema, messages.invalid), v.maxLength(12, messages.tooLong))),
    types: v.optional(v.pipe(v.array(v.picklist(['apartment', 'house', 'townhouse', 'landPlot', 'commercial'], messages.invalid), messages.invalid), v.maxLength(5, messages.tooLong))),
    minPrice: v.optional(moneyFilter),
    maxPrice: v.optional(moneyFilter),
    minArea: v.optional(areaFilter),
    maxArea: v.optional(areaFilter),
    district: v.optional(v.pipe(v.string(messages.invalid), v.regex(/^[a-z][a-zA-Z-]{1,30}$/, messages.invalid))),
    /** The map's area, when the search was narrowed to it ("search this area"). */
    bounds: v.optional(mapBoundsSchema),
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
export const savedFilterAlertsSchema = v.object({ alerts: v.boolean(messages.invalid) });

export const savedFilterSchema = v.object({
  id: v.number(),
  name: v.string(),
  page: v.picklist(savedFilterPages),
  search: v.record(v.string(), v.unknown()),
  createdAt: v.string(),
  /** E-mail the owner when new listings match. */
  alerts: v.boolean(),
});
export type SavedFilter = v.InferOutput<typeof savedFilterSchema>;
export const savedFiltersSchema = v.array(savedFilterSchema);

/** How many searches one person may keep. */
export const maxSavedFilters = 20;

type SavedFilterPage = (typeof savedFilterPages)[number];
type Market = NonNullable<SavedSearch['market']>;
/** The markets each page offers, its default first (as the pages read their URL). */
const pageMarkets: Record<SavedFilterPage, readonly [Market, ...Market[]]> = { buildings: ['primary', 'secondary'], search: ['secondary', 'primary', 'rent'], rentals: ['rent'] };

/** The market a saved search runs on: its own when its page offers it, else the page's default. */
export function savedSearchMarket(page: SavedFilterPage, search: SavedSearch): Market {
  const markets = pageMarkets[page];
  return search.market && markets.includes(search.market) ? search.market : markets[0];
}

/** Strings the router would read back as JSON (numbers, booleans, null, quotes…): written as JSON to survive the trip. */
const jsonStart = /^(?:\s|["[{\d-]|fa|nu|tr)/;
function searchValue(value: unknown): string {
  if (value && typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && jsonStart.test(value)) {
    try {
      JSON.parse(value);
      return JSON.stringify(value);
    } catch {
      return value;
    }
  }
  return String(value);
}

/**
 * The path and query that run a saved search, e.g. `/hy/search?market=rent&rooms=%5B2%5D`: the URL the
 * app's router makes of the page's search (its default encoding: arrays and JSON-like strings as JSON),
 * so a mailed link opens the same results as "Run" in the personal page.
 */
export function savedFilterHref(lang: Language, page: SavedFilterPage, search: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query.set(key, searchValue(value));
  const encoded = query.toString();
  return `/${lang}/${page}${encoded ? `?${encoded}` : ''}`;
}
