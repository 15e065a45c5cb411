import { useEffect, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { propertyKey, propertyLinkSchema, type PropertyLink } from '../../api/contract/property-ref';
import { languages, type Language } from '../../api/contract/validation';
import { storedList, type ListStorage, type StoredList } from './stored-list';

/**
 * The property pages a person opened last (issue 22), newest first, each once, in this browser. Each
 * entry is a snapshot of what its card shows, taken when the page was seen, so the strip draws
 * without asking the server. The title and address are kept in each language the page was seen in,
 * so a person who switches language finds the cards in it wherever they have been.
 */

/** How many pages the strip remembers. */
export const maxRecentlyViewed = 12;

const textsSchema = v.object({ title: v.string(), address: v.string() });
export type CardTexts = v.InferOutput<typeof textsSchema>;

const entrySchema = v.object({
  link: propertyLinkSchema,
  texts: v.pipe(
    v.object({ hy: v.optional(textsSchema), ru: v.optional(textsSchema), en: v.optional(textsSchema) }),
    v.check((texts) => languages.some((lang) => texts[lang] !== undefined)),
  ),
  /** The sale price, or a rental's monthly fee (the link's deal says which). */
  price: v.number(),
  imageUrl: v.string(),
  viewedAt: v.string(),
});
export type RecentlyViewedEntry = v.InferOutput<typeof entrySchema>;

/** What a property page tells of itself, in the language it is shown in. */
export interface SeenPage extends CardTexts {
  link: PropertyLink;
  lang: Language;
  price: number;
  imageUrl: string;
}

/** A stored copy read as a list: valid entries only, newest first, each property once, at most `maxRecentlyViewed`. */
export function parseRecentlyViewed(stored: unknown): RecentlyViewedEntry[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  const entries: RecentlyViewedEntry[] = [];
  for (const item of stored) {
    const parsed = v.safeParse(entrySchema, item);
    if (!parsed.success || seen.has(propertyKey(parsed.output.link))) continue;
    seen.add(propertyKey(parsed.output.link));
    entries.push(parsed.output);
  }
  return entries.slice(0, maxRecentlyViewed);
}

/** A card's texts in `lang`, or in a language it was seen in when not this one (with that language, for the page's `lang`). */
export function textsIn(entry: RecentlyViewedEntry, lang: Language): CardTexts & { lang: Language } {
  const shown = entry.texts[lang] ? lang : (languages.find((other) => entry.texts[other]) ?? lang);
  return { lang: shown, title: entry.texts[shown]?.title ?? '', address: entry.texts[shown]?.address ?? '' };
}

export interface RecentlyViewed {
  store: StoredList<RecentlyViewedEntry>;
  /** Puts a page first (again, if it was seen before, keeping its texts in other languages), dropping the oldest beyond the limit. */
  record(page: SeenPage, viewedAt?: Date): void;
  clear(): void;
}

export function createRecentlyViewed(storage?: ListStorage): RecentlyViewed {
  const store = storedList('tun.recentlyViewed', parseRecentlyViewed, storage);
  return {
    store,
    record(page, viewedAt = new Date()) {
      const key = propertyKey(page.link);
      const link: PropertyLink = { marketType: page.link.marketType, apartmentId: page.link.apartmentId, deal: page.link.deal };
      store.update((current) => {
        const before = current.find((entry) => propertyKey(entry.link) === key);
        const entry: RecentlyViewedEntry = {
          link,
          texts: { ...before?.texts, [page.lang]: { title: page.title, address: page.address } },
          price: page.price,
          imageUrl: page.imageUrl,
          viewedAt: viewedAt.toISOString(),
        };
        return [entry, ...current.filter((other) => other !== before)].slice(0, maxRecentlyViewed);
      });
    },
    clear() {
      store.update(() => []);
    },
  };
}

/** This browser's recently viewed pages. */
export const recentlyViewed = createRecentlyViewed();

/** The remembered pages, newest first; empty on the server and while hydrating, so the strip appears after. */
export function useRecentlyViewed(): readonly RecentlyViewedEntry[] {
  return useSyncExternalStore(recentlyViewed.store.subscribe, recentlyViewed.store.getSnapshot, recentlyViewed.store.getServerSnapshot);
}

/** Remembers a property page once it has rendered, and again when what its card shows changes (a new price, another language). */
export function useRecordRecentlyViewed(page: SeenPage): void {
  const { link, lang, title, address, price, imageUrl } = page;
  const { marketType, apartmentId, deal } = link;
  useEffect(() => {
    recentlyViewed.record({ link: { marketType, apartmentId, deal }, lang, title, address, price, imageUrl });
  }, [marketType, apartmentId, deal, lang, title, address, price, imageUrl]);
}
