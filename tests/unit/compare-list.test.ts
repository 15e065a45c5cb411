import { describe, expect, it, vi } from 'vitest';
import type { PropertyLink } from '../../api/contract/property-ref';
import { createCompareList, maxCompared, parseCompareList } from '../../src/lib/compare-list';
import type { ListStorage } from '../../src/lib/stored-list';

/** Local storage as a map, so a test can look at what was stored and "reload" from it. */
function memoryStorage(): ListStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const flat = (apartmentId: number): PropertyLink => ({ marketType: '0', apartmentId, deal: 'sale' });
const sale = (apartmentId: number): PropertyLink => ({ marketType: '1', apartmentId, deal: 'sale' });
const rental = (apartmentId: number): PropertyLink => ({ marketType: '1', apartmentId, deal: 'rent' });

describe('the compare list', () => {
  it('keeps the chosen properties in the order chosen, and takes one out again', () => {
    const list = createCompareList(memoryStorage());
    expect(list.items()).toEqual([]);
    expect(list.add(flat(12))).toBe('added');
    expect(list.add(rental(7))).toBe('added');
    expect(list.add(sale(8))).toBe('added');
    expect(list.items()).toEqual([flat(12), rental(7), sale(8)]);
    expect(list.has({ marketType: '1', apartmentId: 7 })).toBe(true);
    // The same id in the other market is another property.
    expect(list.has({ marketType: '0', apartmentId: 7 })).toBe(false);
    list.remove(rental(7));
    expect(list.items()).toEqual([flat(12), sale(8)]);
  });

  it('takes a property once: a second add changes nothing', () => {
    const list = createCompareList(memoryStorage());
    list.add(sale(5));
    expect(list.add(sale(5))).toBe('alreadyChosen');
    expect(list.items()).toEqual([sale(5)]);
  });

  it(`refuses a property beyond ${maxCompared}, leaving the list as it was`, () => {
    const list = createCompareList(memoryStorage());
    for (const id of [1, 2, 3, 4]) expect(list.add(flat(id))).toBe('added');
    const before = list.items();
    expect(list.add(rental(9))).toBe('full');
    expect(list.items()).toBe(before);
    // A place freed is a place to take.
    list.remove(flat(2));
    expect(list.add(rental(9))).toBe('added');
    expect(list.items()).toEqual([flat(1), flat(3), flat(4), rental(9)]);
  });

  it('survives a reload, and a clear forgets it in storage too', () => {
    const storage = memoryStorage();
    const list = createCompareList(storage);
    list.add(flat(3));
    list.add(rental(4));
    expect(createCompareList(storage).items()).toEqual([flat(3), rental(4)]);
    list.clear();
    expect(list.items()).toEqual([]);
    expect(storage.data.size).toBe(0);
    expect(createCompareList(storage).items()).toEqual([]);
  });

  it('tells its subscribers of each change, with the same snapshot between changes; the server sees it empty', () => {
    const list = createCompareList(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = list.store.subscribe(listener);
    const first = list.store.getSnapshot();
    expect(list.store.getSnapshot()).toBe(first);
    list.add(flat(1));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(list.store.getSnapshot()).not.toBe(first);
    list.add(flat(1));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    list.remove(flat(1));
    expect(listener).toHaveBeenCalledTimes(1);
    list.add(flat(2));
    expect(list.store.getServerSnapshot()).toEqual([]);
  });

  it('reads a stored copy it cannot trust as the valid part of it: known properties, each once, at most four', () => {
    expect(parseCompareList('not a list')).toEqual([]);
    expect(parseCompareList(null)).toEqual([]);
    const stored = [sale(1), { marketType: '2', apartmentId: 1, deal: 'sale' }, { marketType: '0', apartmentId: -4, deal: 'sale' }, rental(1), { marketType: '0', apartmentId: 5, deal: 'rent' }, flat(6), flat(7), flat(8)];
    expect(parseCompareList(stored)).toEqual([sale(1), flat(5), flat(6), flat(7)]);
    const storage = memoryStorage();
    storage.data.set('tun.compare', '{broken');
    expect(createCompareList(storage).items()).toEqual([]);
  });
});
