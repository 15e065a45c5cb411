import * as v from 'valibot';
import { messages } from './validation';

/**
 * The query parameters of the site's paged lists in the spec's spelling (section 7: `PageNumber`,
 * `PageSize`, `TagIds`, `SectorsIds`): strings on the wire, numbers after validation.
 */

export const pageNumberQuery = v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, messages.number), v.transform(Number), v.minValue(1, messages.tooSmall)), '1');

export const pageSizeQuery = (defaultSize: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, messages.number), v.transform(Number), v.minValue(1, messages.tooSmall), v.maxValue(50, messages.tooLarge)), String(defaultSize));

/** `Ids=1,2` or `Ids=1&Ids=2`: at most 10 ids; a row with any of them matches. */
export const idListQuery = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.string())], messages.invalid),
    v.transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).filter((part) => part !== '')),
    v.array(v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.number), v.transform(Number))),
    v.maxLength(10, messages.tooLong),
  ),
);
