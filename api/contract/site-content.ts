import * as v from 'valibot';
import { idListQuery, pageNumberQuery, pageSizeQuery } from './list-query';
import { messages } from './validation';

/**
 * The site's texts (issue 19): the legal documents by version, the FAQ, the useful links and the blog.
 * Public answers carry the request's language only; the office edits all three.
 */

/** The legal documents a person reads and accepts. */
export const legalDocumentKinds = ['termsAndRules', 'profileTerms', 'serviceConsent', 'creditRegisterConsent'] as const;
export type LegalDocumentKind = (typeof legalDocumentKinds)[number];
/** The consent items the service needs (spec section 5: "Consent items 1.1 and 1.2 are required for the service"). */
export const requiredServiceConsentItems = ['1.1', '1.2'] as const;

export const documentKindParamSchema = v.object({ kind: v.picklist(legalDocumentKinds, messages.invalid) });
export const documentVersionParamSchema = v.object({
  kind: v.picklist(legalDocumentKinds, messages.invalid),
  version: v.pipe(v.string(messages.required), v.regex(/^\d{1,6}$/, messages.number), v.transform(Number), v.minValue(1, messages.tooSmall)),
});

export const documentSectionSchema = v.object({
  number: v.string(),
  heading: v.string(),
  /** The small markup of `renderable text`: paragraphs split by a blank line, `## ` subheadings, `- ` bullets. */
  body: v.string(),
  required: v.boolean(),
});

export const legalDocumentSchema = v.object({
  kind: v.picklist(legalDocumentKinds),
  version: v.number(),
  /** Whether this is the version in force (an older one is still shown to whoever accepted it). */
  current: v.boolean(),
  publishedAt: v.string(),
  title: v.string(),
  summary: v.string(),
  sections: v.array(documentSectionSchema),
});
export type LegalDocument = v.InferOutput<typeof legalDocumentSchema>;

/** The versions in force of every document: what a form links to and what an acceptance records. */
export const documentVersionsSchema = v.array(v.object({ kind: v.picklist(legalDocumentKinds), version: v.number(), title: v.string() }));

export const acceptanceSchema = v.object({
  kind: v.picklist(legalDocumentKinds),
  version: v.number(),
  title: v.string(),
  items: v.array(v.string()),
  context: v.string(),
  acceptedAt: v.string(),
});
export const acceptancesSchema = v.array(acceptanceSchema);
export type Acceptance = v.InferOutput<typeof acceptanceSchema>;

export const faqCategories = ['buyingHome', 'mortgage', 'onlineApplication', 'catalogueAndBookings', 'accountAndSecurity'] as const;
export type FaqCategory = (typeof faqCategories)[number];

export const faqSchema = v.array(
  v.object({
    category: v.picklist(faqCategories),
    entries: v.array(v.object({ id: v.number(), slug: v.string(), question: v.string(), answer: v.string() })),
  }),
);
export type Faq = v.InferOutput<typeof faqSchema>;

export const usefulLinkGroups = ['stateRegistries', 'lawsAndTaxes', 'bankAndFinance', 'buyingAndLiving'] as const;
export type UsefulLinkGroup = (typeof usefulLinkGroups)[number];

export const usefulLinksSchema = v.array(
  v.object({
    group: v.picklist(usefulLinkGroups),
    links: v.array(v.object({ id: v.number(), url: v.string(), title: v.string(), description: v.string() })),
  }),
);
export type UsefulLinks = v.InferOutput<typeof usefulLinksSchema>;

/* The blog (spec section 3: main article, sponsored articles, list, short list, article, search, tags). */

export const blogTagSchema = v.object({ id: v.number(), slug: v.string(), name: v.string(), articleCount: v.number() });
export const blogTagsSchema = v.array(blogTagSchema);
export type BlogTag = v.InferOutput<typeof blogTagSchema>;

export const articleCardSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  publishedAt: v.string(),
  readingMinutes: v.number(),
  imageUrl: v.string(),
  /** The partner whose article it is; null for the bank's own. */
  sponsor: v.nullable(v.string()),
  tags: v.array(v.object({ id: v.number(), slug: v.string(), name: v.string() })),
});
export type ArticleCard = v.InferOutput<typeof articleCardSchema>;

export const articleSchema = v.object({
  ...articleCardSchema.entries,
  body: v.string(),
  /** Up to three articles sharing a tag with this one, newest first. */
  related: v.array(articleCardSchema),
});
export type Article = v.InferOutput<typeof articleSchema>;

export const mainArticleSchema = v.nullable(articleCardSchema);
export const articleCardsSchema = v.array(articleCardSchema);

export const articleListSchema = v.object({
  articles: v.array(articleCardSchema),
  totalCount: v.number(),
  pageNumber: v.number(),
  pageSize: v.number(),
});
export type ArticleList = v.InferOutput<typeof articleListSchema>;

/** The articles list (spec section 7): by page, filtered by tags, or searched (`searchText`, at most 100 characters). */
export const articleListQuerySchema = v.object({
  searchText: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, messages.tooLong))),
  TagIds: idListQuery,
  PageNumber: pageNumberQuery,
  PageSize: pageSizeQuery(9),
});
export type ArticleListQuery = v.InferOutput<typeof articleListQuerySchema>;

export const tagsQuerySchema = v.object({ TagIds: idListQuery });

export const articleSlugParamSchema = v.object({ slug: v.pipe(v.string(messages.required), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.invalid), v.maxLength(120, messages.tooLong)) });
