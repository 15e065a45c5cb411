/**
 * A short list kept in the browser's local storage, as a store for `useSyncExternalStore`: the
 * compare list and the recently viewed properties. No account is needed and it survives reloads;
 * another tab's change reaches this one through the `storage` event. The server has no storage, so
 * its snapshot (and the one hydration renders) is the empty list; the browser's follows at once.
 */
export interface StoredList<T> {
  subscribe(listener: () => void): () => void;
  /** The current list: the same array until it changes, as `useSyncExternalStore` needs. */
  getSnapshot(): readonly T[];
  getServerSnapshot(): readonly T[];
  /** Writes the list `change` makes of the current one. */
  update(change: (items: readonly T[]) => readonly T[]): void;
}

/** What the list needs of `localStorage` (a test hands in a map). */
export type ListStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const empty: readonly never[] = Object.freeze([]);

/** The browser's local storage, or none (the server; a browser with storage switched off). */
function browserStorage(): ListStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A list under `key`. `parse` reads what storage holds (an older version's copy, something another
 * script wrote) into a valid list, dropping what it cannot read, so a bad copy never breaks a page.
 * `storage` is the browser's local storage unless one is given.
 */
export function storedList<T>(key: string, parse: (stored: unknown) => readonly T[], storage: ListStorage | undefined = browserStorage()): StoredList<T> {
  const listeners = new Set<() => void>();
  let current: readonly T[] | undefined;

  const read = (): readonly T[] => {
    try {
      const text = storage?.getItem(key);
      return text ? parse(JSON.parse(text)) : empty;
    } catch {
      return empty;
    }
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };
  // Another tab wrote the list: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    current = read();
    emit();
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: () => (current ??= read()),
    getServerSnapshot: () => empty,
    update(change) {
      const next = change(current ?? read());
      current = next;
      try {
        if (next.length === 0) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or switched off: the list holds for this page's life.
      }
      emit();
    },
  };
}
