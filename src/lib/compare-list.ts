import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { propertyKey, propertyLinkSchema, sameProperty, type PropertyLink, type PropertyRef } from '../../api/contract/property-ref';
import { storedList, type ListStorage, type StoredList } from './stored-list';

/**
 * The properties a person chose to compare (issue 22), in this browser: a reference to each (market,
 * id and deal), in the order chosen. The compare page fetches their current data; nothing here is a
 * copy that could go stale.
 */

/** How many properties the compare page sets side by side. */
export const maxCompared = 4;

export type CompareAddResult = 'added' | 'alreadyChosen' | 'full';

/** A stored copy read as a list: valid links only, each once, at most `maxCompared`. */
export function parseCompareList(stored: unknown): PropertyLink[] {
  if (!Array.isArray(stored)) return [];
  const links: PropertyLink[] = [];
  for (const item of stored) {
    const parsed = v.safeParse(propertyLinkSchema, item);
    if (!parsed.success || links.some((link) => sameProperty(link, parsed.output))) continue;
    const { marketType, apartmentId, deal } = parsed.output;
    // A developer's apartment is always a sale, whatever a copy says.
    links.push({ marketType, apartmentId, deal: marketType === '0' ? 'sale' : deal });
  }
  return links.slice(0, maxCompared);
}

export interface CompareList {
  store: StoredList<PropertyLink>;
  items(): readonly PropertyLink[];
  has(ref: PropertyRef): boolean;
  /** Adds a property at the end; refused when it is there already or the list is full. */
  add(link: PropertyLink): CompareAddResult;
  remove(ref: PropertyRef): void;
  clear(): void;
}

export function createCompareList(storage?: ListStorage): CompareList {
  const store = storedList('tun.compare', parseCompareList, storage);
  const items = () => store.getSnapshot();
  const has = (ref: PropertyRef) => items().some((link) => sameProperty(link, ref));
  return {
    store,
    items,
    has,
    add(link) {
      if (has(link)) return 'alreadyChosen';
      if (items().length >= maxCompared) return 'full';
      store.update((current) => [...current, { marketType: link.marketType, apartmentId: link.apartmentId, deal: link.marketType === '0' ? 'sale' : link.deal }]);
      return 'added';
    },
    remove(ref) {
      if (has(ref)) store.update((current) => current.filter((link) => !sameProperty(link, ref)));
    },
    clear() {
      store.update(() => []);
    },
  };
}

/** This browser's compare list. */
export const compareList = createCompareList();

/** The chosen properties, re-rendering on every change; empty on the server and while hydrating. */
export function useCompareList(): readonly PropertyLink[] {
  return useSyncExternalStore(compareList.store.subscribe, compareList.store.getSnapshot, compareList.store.getServerSnapshot);
}

/** Whether a property is chosen, for its toggle. */
export function useIsCompared(ref: PropertyRef): boolean {
  const key = propertyKey(ref);
  return useCompareList().some((link) => propertyKey(link) === key);
}
