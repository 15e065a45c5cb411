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
  forbiddenCharacters: 'validation:forbiddenCharacters',
} as const;

export const languages = ['hy', 'ru', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'hy';
export const languageSchema = v.picklist(languages, messages.language);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

// Nobody types a control character; PostgreSQL text cannot hold a NUL at all (the insert failed with a
// 500), and a lone surrogate is not text. One line refuses every C0 and C1 control; several lines keep
// the tab and the line breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const lineControls = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const paragraphControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSingleLineText = (value: string) => !lineControls.test(value) && !loneSurrogate.test(value);
export const isParagraphText = (value: string) => !paragraphControls.test(value) && !loneSurrogate.test(value);

/** For a one-line field: no control characters (a NUL, a line break, an escape...). */
export const singleLine = v.check(isSingleLineText, messages.forbiddenCharacters);
/** For a field of several lines: no control characters but the tab and the line breaks. */
export const paragraphLines = v.check(isParagraphText, messages.forbiddenCharacters);

/** Required trimmed text whose characters pass `characters`, between `min` and `max` characters long. */
const requiredText = (characters: typeof singleLine, max: number, min: number) =>
  v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), characters, v.minLength(min, messages.tooShort), v.maxLength(max, messages.tooLong));

/** Required trimmed one-line text between `min` and `max` characters (spec section 5: 2 to 50/100/150/500). */
export function text(max: 50 | 100 | 150 | 500, min = 2) {
  return requiredText(singleLine, max, min);
}

/** Required trimmed text of several lines (a review): `min` to `max` characters. */
export function paragraph(max: number, min: number) {
  return requiredText(paragraphLines, max, min);
}

/** Optional trimmed text of several lines (a message with a request): empty is fine, at most `max` characters. */
export function optionalParagraph(max: number) {
  return v.optional(v.pipe(v.string(messages.invalid), v.trim(), paragraphLines, v.maxLength(max, messages.tooLong)));
}

/**
 * A whole number in a JSON body between `min` and `max`. Every number a request carries is one: a
 * fraction or a number beyond a column's range used to reach the database and fail there (a 500).
 */
export function wholeNumber(min: number, max: number) {
  return v.pipe(v.number(messages.number), v.integer(messages.integer), v.minValue(min, messages.tooSmall), v.maxValue(max, messages.tooLarge));
}

/** Money in a filter: whole drams (DESIGN "Time, money, identity"), up to ten billion. */
export const moneyFilter = wholeNumber(0, 10_000_000_000);
/** Area in a filter: whole square metres. */
export const areaFilter = wholeNumber(0, 100_000);
/** The id of a catalogue row in a body (PostgreSQL integer). */
export const rowIdValue = wholeNumber(1, 2_147_483_647);

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
