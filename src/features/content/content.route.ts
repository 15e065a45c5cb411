import * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { legalDocumentKinds } from '../../../api/contract/site-content';
import type { Language } from '../../../api/contract/validation';
import { documentQuery, faqQuery, usefulLinksQuery } from '../../lib/queries/content.queries';

/** Which document the terms page shows, and which version (a person's accepted one); anything malformed falls back to the terms and rules in force. */
export const termsSearchSchema = v.object({
  document: v.optional(v.fallback(v.picklist(legalDocumentKinds), 'termsAndRules'), 'termsAndRules'),
  version: v.optional(v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))), undefined)),
});
export type TermsSearch = v.InferOutput<typeof termsSearchSchema>;

export const loadTerms = (queryClient: QueryClient, lang: Language, search: TermsSearch) => queryClient.ensureQueryData(documentQuery(search.document, lang, search.version));
export const loadFaq = (queryClient: QueryClient, lang: Language) => queryClient.ensureQueryData(faqQuery(lang));
export const loadUsefulLinks = (queryClient: QueryClient, lang: Language) => queryClient.ensureQueryData(usefulLinksQuery(lang));
