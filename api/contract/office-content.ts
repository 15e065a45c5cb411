import * as v from 'valibot';
import { faqCategories, legalDocumentKinds, usefulLinkGroups } from './site-content';
import { messages, paragraphLines, singleLine, wholeNumber } from './validation';

/**
 * The content editor's workspace of the office (issue 19): the FAQ, the useful links, the blog and new
 * versions of the legal documents, each text in Armenian, Russian and English.
 */

const lineOf = (max: number) => v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), singleLine, v.minLength(2, messages.tooShort), v.maxLength(max, messages.tooLong));
const textOf = (max: number) => v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), paragraphLines, v.minLength(2, messages.tooShort), v.maxLength(max, messages.tooLong));
/** One text in the three languages, every one required. */
const inThreeLanguages = <T extends v.GenericSchema<unknown, string>>(text: T) => v.object({ hy: text, ru: text, en: text });

const slugSchema = v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(120, messages.tooLong), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation:slug'));

export const localizedTextSchema = v.object({ hy: v.string(), ru: v.string(), en: v.string() });

export const faqEntryInputSchema = v.object({
  slug: slugSchema,
  category: v.picklist(faqCategories, messages.required),
  question: inThreeLanguages(lineOf(300)),
  answer: inThreeLanguages(textOf(4000)),
});
export type FaqEntryInput = v.InferOutput<typeof faqEntryInputSchema>;

export const officeFaqEntrySchema = v.object({
  id: v.number(),
  slug: v.string(),
  category: v.picklist(faqCategories),
  question: localizedTextSchema,
  answer: localizedTextSchema,
  updatedAt: v.string(),
});
export const officeFaqSchema = v.array(officeFaqEntrySchema);

export const usefulLinkInputSchema = v.object({
  group: v.picklist(usefulLinkGroups, messages.required),
  url: v.pipe(v.string(messages.required), v.trim(), v.maxLength(300, messages.tooLong), v.regex(/^https:\/\/[^\s/]+\.[^\s]+$/i, 'validation:url')),
  title: inThreeLanguages(lineOf(150)),
  description: inThreeLanguages(textOf(300)),
});
export type UsefulLinkInput = v.InferOutput<typeof usefulLinkInputSchema>;

export const officeUsefulLinkSchema = v.object({ id: v.number(), group: v.picklist(usefulLinkGroups), url: v.string(), title: localizedTextSchema, description: localizedTextSchema, updatedAt: v.string() });
export const officeUsefulLinksSchema = v.array(officeUsefulLinkSchema);

/** A new version of a legal document: what it says in full, numbered parts, a consent's required items marked. */
export const documentVersionInputSchema = v.object({
  title: inThreeLanguages(lineOf(200)),
  summary: inThreeLanguages(textOf(1000)),
  sections: v.pipe(
    v.array(
      v.object({
        number: v.pipe(v.string(messages.required), v.trim(), v.regex(/^\d{1,2}(\.\d{1,2})?$/, messages.invalid)),
        heading: inThreeLanguages(lineOf(200)),
        body: inThreeLanguages(textOf(8000)),
        required: v.boolean(messages.invalid),
      }),
      messages.invalid,
    ),
    v.minLength(1, messages.required),
    v.maxLength(40, messages.tooLong),
    v.check((sections) => new Set(sections.map((section) => section.number)).size === sections.length, 'validation:numbersRepeat'),
  ),
});
export type DocumentVersionInput = v.InferOutput<typeof documentVersionInputSchema>;

export const officeDocumentSchema = v.object({
  kind: v.picklist(legalDocumentKinds),
  version: v.number(),
  publishedAt: v.string(),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  sections: v.array(v.object({ number: v.string(), heading: localizedTextSchema, body: localizedTextSchema, required: v.boolean() })),
});
export type OfficeDocument = v.InferOutput<typeof officeDocumentSchema>;

export const articleCoverMotifs = ['keys', 'house', 'documents', 'calculator', 'calendar', 'renovation', 'city', 'family'] as const;

/** An article as the editor writes it; `publishedAt` may lie ahead (it appears then). */
export const articleInputSchema = v.object({
  slug: slugSchema,
  tagIds: v.pipe(v.array(wholeNumber(1, 2_147_483_647), messages.invalid), v.maxLength(5, messages.tooLong), v.check((ids) => new Set(ids).size === ids.length, messages.invalid)),
  main: v.boolean(messages.invalid),
  sponsor: v.nullable(lineOf(100)),
  publishedAt: v.pipe(v.string(messages.required), v.isoTimestamp(messages.invalid)),
  readingMinutes: wholeNumber(1, 60),
  coverMotif: v.picklist(articleCoverMotifs, messages.required),
  coverSeed: wholeNumber(0, 2_147_483_647),
  title: inThreeLanguages(lineOf(150)),
  description: inThreeLanguages(textOf(200)),
  body: inThreeLanguages(textOf(20_000)),
});
export type ArticleInput = v.InferOutput<typeof articleInputSchema>;

export const officeArticleSchema = v.object({
  id: v.number(),
  slug: v.string(),
  tagIds: v.array(v.number()),
  main: v.boolean(),
  sponsor: v.nullable(v.string()),
  publishedAt: v.string(),
  readingMinutes: v.number(),
  coverMotif: v.picklist(articleCoverMotifs),
  coverSeed: v.number(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  body: localizedTextSchema,
  updatedAt: v.string(),
});
export type OfficeArticle = v.InferOutput<typeof officeArticleSchema>;
export const officeArticlesSchema = v.array(v.object({ id: v.number(), slug: v.string(), title: localizedTextSchema, publishedAt: v.string(), main: v.boolean(), sponsor: v.nullable(v.string()) }));
export const officeBlogTagsSchema = v.array(v.object({ id: v.number(), slug: v.string(), name: localizedTextSchema }));

export const contentIdParamSchema = v.object({ id: v.pipe(v.string(messages.required), v.regex(/^\d{1,9}$/, messages.number), v.transform(Number), v.minValue(1, messages.tooSmall)) });
export const documentKindParamSchema = v.object({ kind: v.picklist(legalDocumentKinds, messages.invalid) });
