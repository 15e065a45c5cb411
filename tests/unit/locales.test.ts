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

/**
 * Latin words an Armenian or Russian text may hold: the brand, codes and file formats, other brands,
 * Roman numerals, examples of what to type (a Latin name, a slug, a promo code). Anything else in Latin
 * letters is English left in the translation (as "E-mail" was on the Russian property page).
 */
const latinAllowed = new Set(
  'Tun TUN PDF ID PNG JPEG JPG SMS FAQ CSV SHA QR JSON Content-Type application json ics AMD ISO AN AR IT RSS II III IV Google Microsoft Authenticator Password Facebook Instagram LinkedIn Anna first-home QXD RWA seed'.split(' '),
);
const latinWords = (text: string) =>
  [...text.replace(/\{\{\s*\w+\s*\}\}/g, ' ').replace(/[\w.+-]+@[\w.-]+|https?:\/\/\S+|<[^>]+>/g, ' ').matchAll(/[A-Za-z][A-Za-z'’-]*/g)]
    .map(([word]) => word.replace(/[-'’]+$/, ''))
    .filter((word) => word.length > 1 && !latinAllowed.has(word));

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

    it.each(['hy', 'ru'])('%s has no English words left in it (brands and codes aside)', (lang) => {
      for (const [key, value] of flatten(load(lang, file))) expect(latinWords(value), `${lang}/${file}:${key}`).toEqual([]);
    });

    it('has no empty values', () => {
      for (const lang of languages) for (const [key, value] of flatten(load(lang, file))) expect(value.trim(), `${lang}/${file}:${key}`).not.toBe('');
    });
  });
});
