import { describe, expect, it } from 'vitest';
import type { PropertyLink } from '../../api/contract/property-ref';
import type { Language } from '../../api/contract/validation';
import { createRecentlyViewed, maxRecentlyViewed, parseRecentlyViewed, textsIn, type RecentlyViewedEntry, type SeenPage } from '../../src/lib/recently-viewed';
import type { ListStorage } from '../../src/lib/stored-list';

function memoryStorage(): ListStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const page = (link: PropertyLink, price = 40_000_000, lang: Language = 'en'): SeenPage => ({
  link,
  lang,
  title: `Home ${link.marketType}:${link.apartmentId} (${lang})`,
  address: `Abovyan St 3 (${lang})`,
  price,
  imageUrl: `/api/media/listings/${link.apartmentId}.svg`,
});
const flat = (apartmentId: number): PropertyLink => ({ marketType: '0', apartmentId, deal: 'sale' });
const rental = (apartmentId: number): PropertyLink => ({ marketType: '1', apartmentId, deal: 'rent' });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute));
const ids = (entries: readonly RecentlyViewedEntry[]) => entries.map((entry) => `${entry.link.marketType}:${entry.link.apartmentId}`);

describe('the recently viewed pages', () => {
  it('puts the page seen last first, with when it was seen and what its card shows', () => {
    const recent = createRecentlyViewed(memoryStorage());
    recent.record(page(flat(1)), at(1));
    recent.record(page(rental(2), 350_000), at(2));
    expect(recent.store.getSnapshot()).toEqual([
      { link: rental(2), texts: { en: { title: 'Home 1:2 (en)', address: 'Abovyan St 3 (en)' } }, price: 350_000, imageUrl: '/api/media/listings/2.svg', viewedAt: at(2).toISOString() },
      { link: flat(1), texts: { en: { title: 'Home 0:1 (en)', address: 'Abovyan St 3 (en)' } }, price: 40_000_000, imageUrl: '/api/media/listings/1.svg', viewedAt: at(1).toISOString() },
    ]);
  });

  it('keeps a page once: seeing it again moves it first, with its new price', () => {
    const recent = createRecentlyViewed(memoryStorage());
    recent.record(page(flat(1)), at(1));
    recent.record(page(flat(2)), at(2));
    recent.record(page(flat(1), 38_000_000), at(3));
    expect(ids(recent.store.getSnapshot())).toEqual(['0:1', '0:2']);
    expect(recent.store.getSnapshot()[0]).toMatchObject({ price: 38_000_000, viewedAt: at(3).toISOString() });
    // The same id in the other market is another page.
    recent.record(page(rental(1)), at(4));
    expect(ids(recent.store.getSnapshot())).toEqual(['1:1', '0:1', '0:2']);
  });

  it('keeps the texts of every language the page was seen in, and shows the asked one, else one it has', () => {
    const recent = createRecentlyViewed(memoryStorage());
    recent.record(page(flat(1), 40_000_000, 'en'), at(1));
    recent.record(page(flat(1), 40_000_000, 'hy'), at(2));
    const [entry] = recent.store.getSnapshot();
    expect(entry && Object.keys(entry.texts).sort()).toEqual(['en', 'hy']);
    expect(entry && textsIn(entry, 'hy')).toEqual({ lang: 'hy', title: 'Home 0:1 (hy)', address: 'Abovyan St 3 (hy)' });
    expect(entry && textsIn(entry, 'ru')).toMatchObject({ lang: 'hy' });
  });

  it(`remembers the last ${maxRecentlyViewed}, dropping the oldest`, () => {
    const recent = createRecentlyViewed(memoryStorage());
    for (let id = 1; id <= maxRecentlyViewed + 3; id += 1) recent.record(page(flat(id)), at(id));
    const kept = recent.store.getSnapshot();
    expect(kept).toHaveLength(maxRecentlyViewed);
    expect(ids(kept)[0]).toBe(`0:${maxRecentlyViewed + 3}`);
    expect(ids(kept).at(-1)).toBe('0:4');
  });

  it('survives a reload; "clear" forgets them', () => {
    const storage = memoryStorage();
    const recent = createRecentlyViewed(storage);
    recent.record(page(flat(1)), at(1));
    recent.record(page(rental(5)), at(2));
    expect(ids(createRecentlyViewed(storage).store.getSnapshot())).toEqual(['1:5', '0:1']);
    recent.clear();
    expect(recent.store.getSnapshot()).toEqual([]);
    expect(storage.data.size).toBe(0);
    expect(createRecentlyViewed(storage).store.getSnapshot()).toEqual([]);
  });

  it('reads a stored copy it cannot trust as its valid entries, each page once, at most the limit', () => {
    const good: RecentlyViewedEntry = { link: flat(1), texts: { hy: { title: 'Տուն', address: 'Աբովյան 3' } }, price: 1, imageUrl: '/a.svg', viewedAt: at(1).toISOString() };
    expect(parseRecentlyViewed({ not: 'a list' })).toEqual([]);
    expect(parseRecentlyViewed([good, { ...good, price: 'dear' }, { ...good, viewedAt: at(0).toISOString() }, { ...good, link: flat(2), texts: {} }, { title: 'no link' }])).toEqual([good]);
    const many = Array.from({ length: 20 }, (_, index) => ({ ...good, link: flat(index + 1) }));
    expect(parseRecentlyViewed(many)).toHaveLength(maxRecentlyViewed);
    const storage = memoryStorage();
    storage.data.set('tun.recentlyViewed', 'not json');
    expect(createRecentlyViewed(storage).store.getSnapshot()).toEqual([]);
    expect(createRecentlyViewed(storage).store.getServerSnapshot()).toEqual([]);
  });
});
