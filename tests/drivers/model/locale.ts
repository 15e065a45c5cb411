import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

/** An English text of the app by namespace and key path, so page objects find what a person reads. */
export function text(namespace: string, key: string): string {
  let tree = cache.get(namespace);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales/en', `${namespace}.json`), 'utf8')) as Tree;
    cache.set(namespace, tree);
  }
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key}`);
  return value;
}
