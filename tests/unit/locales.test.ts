import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../api/contract/validation';

const root = join(import.meta.dirname, '../../locales');
const namespaces = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));

type Tree = { [key: string]: string | Tree };
const load = (lang: string, file: string) => JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Values that are the same in every language on purpose: names and marks, not text. */
const sameInEveryLanguage = new Set(['common.json:brand', 'common.json:footer.social.facebook', 'common.json:footer.social.instagram', 'common.json:footer.social.linkedin']);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const hasLetters = (text: string) => /\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

describe('locales', () => {
  it('has the same namespace files in every language', () => {
    for (const lang of languages) expect(readdirSync(join(root, lang)).sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (file) => {
    const english = flatten(load('en', file));

    it.each(['hy', 'ru'])('%s has exactly the English keys, with the same placeholders', (lang) => {
      const translated = flatten(load(lang, file));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) expect(placeholders(translated.get(key) ?? ''), `${lang}/${file}:${key}`).toEqual(placeholders(text));
    });

    it.each(['hy', 'ru'])('%s is translated, not English copied', (lang) => {
      const translated = flatten(load(lang, file));
      for (const [key, text] of english) {
        if (sameInEveryLanguage.has(`${file}:${key}`) || !hasLetters(text)) continue;
        const value = translated.get(key) ?? '';
        expect(value, `${lang}/${file}:${key} is the English text`).not.toBe(text);
        const script = lang === 'hy' ? /\p{Script=Armenian}/u : /\p{Script=Cyrillic}/u;
        expect(script.test(value), `${lang}/${file}:${key} has no ${lang === 'hy' ? 'Armenian' : 'Cyrillic'} letters`).toBe(true);
      }
    });

    // A Russian or Armenian page says "e-mail" in its own words (электронная почта, էլ. փոստ), not in Latin letters.
    it.each(['hy', 'ru'])('%s writes e-mail in its own letters', (lang) => {
      for (const [key, value] of flatten(load(lang, file))) expect(value.replace(/\{\{\s*\w+\s*\}\}/g, ''), `${lang}/${file}:${key}`).not.toMatch(/\be-?mail\b/i);
    });

    it('has no empty values', () => {
      for (const lang of languages) for (const [key, value] of flatten(load(lang, file))) expect(value.trim(), `${lang}/${file}:${key}`).not.toBe('');
    });
  });
});
