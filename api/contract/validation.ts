import * as v from 'valibot';

/**
 * Building blocks shared by every contract schema. Messages are i18n keys in the `validation`
 * namespace (locales/<lang>/validation.json) so the server's 400 issues and the forms show the same
 * localized text. Only views translate them.
 */
export const messages = {
  required: 'validation:required',
  invalid: 'validation:invalid',
  tooShort: 'validation:tooShort',
  tooLong: 'validation:tooLong',
  email: 'validation:email',
  number: 'validation:number',
  integer: 'validation:integer',
  tooSmall: 'validation:tooSmall',
  tooLarge: 'validation:tooLarge',
  language: 'validation:language',
} as const;

export const languages = ['hy', 'ru', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'hy';
export const languageSchema = v.picklist(languages, messages.language);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Required trimmed text between `min` and `max` characters (spec section 5: 2 to 50/100/150/500). */
export function text(max: 50 | 100 | 150 | 500, min = 2) {
  return v.pipe(
    v.string(messages.required),
    v.trim(),
    v.nonEmpty(messages.required),
    v.minLength(min, messages.tooShort),
    v.maxLength(max, messages.tooLong),
  );
}

/** E-mail: required, at most 150 characters (spec section 9). */
export const emailSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(150, messages.tooLong),
  v.email(messages.email),
  v.toLowerCase(),
);

/** Whole number carried as a string in a path or query, e.g. `?pageNumber=2`. */
export function integerString(minValue = 1, maxValue = Number.MAX_SAFE_INTEGER) {
  return v.pipe(
    v.string(messages.number),
    v.regex(/^-?\d{1,15}$/, messages.number),
    v.transform(Number),
    v.minValue(minValue, messages.tooSmall),
    v.maxValue(maxValue, messages.tooLarge),
  );
}

/** `{id}` of a row the user owns (a favourite, a saved filter) in a path. */
export const rowIdParamSchema = v.object({
  id: v.pipe(v.string(messages.required), v.regex(/^\d{1,15}$/, messages.number), v.transform(Number), v.minValue(1, messages.tooSmall)),
});
