import * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { BlogTag } from '../../../api/contract/site-content';
import type { Language } from '../../../api/contract/validation';
import { ensureOrNotFound } from '../../lib/route-data';
import { articleListQuery, articleQuery, blogTagsQuery, mainArticleQuery, sponsoredArticlesQuery } from '../../lib/queries/content.queries';

/** Nine cards: three rows of three on a wide screen. */
export const articlesPageSize = 9;

/**
 * The search, the chosen tags (their slugs, comma-separated: readable in the address) and the page live
 * in the URL; anything malformed falls back to the first page of everything.
 */
export const blogSearchSchema = v.object({
  q: v.optional(v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''), ''),
  tags: v.optional(v.fallback(v.pipe(v.string(), v.regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/), v.maxLength(300)), ''), ''),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1), 1),
});
export type BlogSearch = v.InferOutput<typeof blogSearchSchema>;

export const chosenTagSlugs = (search: BlogSearch) => (search.tags ? search.tags.split(',') : []);
/** The chosen tags' ids; a slug no tag has is left out. */
export const chosenTagIds = (search: BlogSearch, tags: readonly BlogTag[]) => chosenTagSlugs(search).flatMap((slug) => tags.filter((tag) => tag.slug === slug).map((tag) => tag.id));
/** The blog's first page, unsearched and unfiltered, shows the main and the partners' articles above the list. */
export const isBlogHome = (search: BlogSearch) => !search.q && !search.tags && search.page === 1;

export const listOf = (search: BlogSearch, tags: readonly BlogTag[]) =>
  ({ searchText: search.q || undefined, TagIds: chosenTagIds(search, tags), PageNumber: search.page, PageSize: articlesPageSize }) as const;

export async function loadBlog(queryClient: QueryClient, lang: Language, search: BlogSearch): Promise<void> {
  const tags = await queryClient.ensureQueryData(blogTagsQuery(lang));
  await Promise.all([
    queryClient.ensureQueryData(articleListQuery(listOf(search, tags), lang)),
    ...(isBlogHome(search) ? [queryClient.ensureQueryData(mainArticleQuery(lang)), queryClient.prefetchQuery(sponsoredArticlesQuery(lang))] : []),
  ]);
}

/** An article's page; an address no article has is the page's 404. */
export async function loadArticle(queryClient: QueryClient, lang: Language, slug: string): Promise<void> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw notFound();
  await ensureOrNotFound(queryClient, articleQuery(slug, lang));
}
