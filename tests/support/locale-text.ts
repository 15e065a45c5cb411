import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../api/contract/validation';

type Tree = { [key: string]: string | Tree };
const texts = (lang: Language, namespace: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}/${namespace}.json`), 'utf8')) as Tree;

/** A text of the app's translations by namespace and dotted key, as the browser tests read what a person sees. */
export function text(lang: Language, namespace: string, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts(lang, namespace));
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${namespace}:${key}`);
  return value;
}
