/** A stored object: its bytes and the content type it was stored with. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Where uploaded files live (document pictures of loan applications): a folder under DATA_DIR by
 * default, or an S3-compatible bucket (README, "Storage"). Keys are relative paths of safe segments
 * (`isStorageKey`); the database keeps the key, the store keeps the bytes. Objects are private: they
 * are served only through the API, which checks who asks.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; resolves once they are durable. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or undefined when there is none under the key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** One to eight segments of letters, digits, '.', '_' and '-', none starting with a dot: no key names a parent, a hidden or an absolute path. */
const storageKeyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,7}$/;

export const isStorageKey = (key: string): boolean => storageKeyPattern.test(key);

/** Keys come from the server, never from a request: an unsafe one is a bug, refused before any file is touched. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
}
