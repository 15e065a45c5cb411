/**
 * The shapes of the site's seeded texts (issue 19): the legal documents, the FAQ, the useful links
 * and the blog. Every text is written for this product in Armenian, Russian and English.
 */
export type Localized = { hy: string; ru: string; en: string };

/**
 * A text body in a small, safe markup the pages render themselves (no HTML is ever stored):
 * paragraphs are separated by a blank line; a line starting with `## ` is a subheading; lines
 * starting with `- ` form a bulleted list.
 */
export type LocalizedBody = Localized;

/** The legal documents a person reads and accepts; each is kept by version. */
export const legalDocumentKinds = ['termsAndRules', 'profileTerms', 'serviceConsent', 'creditRegisterConsent'] as const;
export type LegalDocumentKind = (typeof legalDocumentKinds)[number];

/** A numbered part of a document ("1.1"); in a consent, `required` items must be accepted for the service. */
export interface DocumentSectionSeed {
  number: string;
  heading: Localized;
  body: LocalizedBody;
  required?: boolean;
}

export interface LegalDocumentSeed {
  kind: LegalDocumentKind;
  title: Localized;
  /** One or two sentences shown above the document and in search results. */
  summary: Localized;
  sections: DocumentSectionSeed[];
}

export const faqCategories = ['buyingHome', 'mortgage', 'onlineApplication', 'catalogueAndBookings', 'accountAndSecurity'] as const;
export type FaqCategory = (typeof faqCategories)[number];

export interface FaqEntrySeed {
  /** Stable, kebab-case, English: the anchor of the answer on the page (`/faq#slug`). */
  slug: string;
  category: FaqCategory;
  question: Localized;
  answer: LocalizedBody;
}

export const usefulLinkGroups = ['stateRegistries', 'lawsAndTaxes', 'bankAndFinance', 'buyingAndLiving'] as const;
export type UsefulLinkGroup = (typeof usefulLinkGroups)[number];

export interface UsefulLinkSeed {
  group: UsefulLinkGroup;
  url: string;
  title: Localized;
  description: Localized;
}

export interface BlogTagSeed {
  slug: string;
  name: Localized;
}

/** The motif of an article's generated cover picture. */
import { articleCoverMotifs } from '../../../../contract/office-content';

export { articleCoverMotifs };
export type ArticleCoverMotif = (typeof articleCoverMotifs)[number];

export interface BlogArticleSeed {
  /** Stable, kebab-case, English: the article's address (`/blog/slug`). */
  slug: string;
  tags: string[];
  /** The home of the blog shows one main article. */
  main?: boolean;
  /** A partner's article, marked as such on the page. */
  sponsor?: string;
  /** ISO date (YYYY-MM-DD) in 2026, before November 27. */
  publishedOn: string;
  readingMinutes: number;
  cover: { motif: ArticleCoverMotif; seed: number };
  title: Localized;
  /** One or two sentences: the list's teaser, the page's meta description and Open Graph description. */
  description: Localized;
  body: LocalizedBody;
}
