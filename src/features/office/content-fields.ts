import { languages, type Language } from '../../../api/contract/validation';

/**
 * The content editor's forms keep each text of each language as a field of its own, named by its
 * path in the contract's body (`question.hy`, `sections.2.body.en`), so the schema's issues land at
 * their fields. `nest` builds the body from them; `flatten` opens an existing entry.
 */
export type FlatValues = Record<string, string | boolean>;

export function nest(values: FlatValues): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.');
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else node = (node[key] ??= /^\d+$/.test(keys[index + 1] ?? '') ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

export function flatten(value: unknown, prefix = ''): FlatValues {
  if (value === null || typeof value !== 'object') return { [prefix]: typeof value === 'boolean' ? value : String(value ?? '') };
  return Object.entries(value as Record<string, unknown>).reduce<FlatValues>((flat, [key, inner]) => ({ ...flat, ...flatten(inner, prefix ? `${prefix}.${key}` : key) }), {});
}

/** Empty texts in the three languages under `name`. */
export const blankTexts = (name: string): FlatValues => Object.fromEntries(languages.map((lang: Language) => [`${name}.${lang}`, '']));
