import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

/** The content type is kept beside the object, under a name no key can take ('~' is not a key character). */
const typeSuffix = '~type';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Writes a file whole or not at all: a temporary file in the same folder, flushed, then renamed over the target. */
async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${path}.${randomUUID()}~tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Files in a folder (by default DATA_DIR/uploads); each key is a path inside it that cannot leave it. */
export function folderStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, key);
    // The key pattern already forbids '..' and absolute paths; this holds even if it were loosened.
    if (!path.startsWith(base + sep)) throw new Error(`storage key ${JSON.stringify(key)} leaves the storage folder`);
    return path;
  };
  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // The type first: an object is never visible without it.
      await writeAtomically(path + typeSuffix, new TextEncoder().encode(contentType));
      await writeAtomically(path, bytes);
    },
    async get(key) {
      const path = pathOf(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(path);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const contentType = await readFile(path + typeSuffix, 'utf8').catch((error: unknown) => {
        if (isMissing(error)) return 'application/octet-stream';
        throw error;
      });
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + typeSuffix, { force: true });
    },
  };
}
