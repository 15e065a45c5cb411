import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

/** A text of the app (English unless the page changed language) by namespace and key path, so page objects find what a person reads. */
export function text(namespace: string, key: string, lang = 'en'): string {
  let tree = cache.get(`${lang}/${namespace}`);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales', lang, `${namespace}.json`), 'utf8')) as Tree;
    cache.set(`${lang}/${namespace}`, tree);
  }
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key}`);
  return value;
}
