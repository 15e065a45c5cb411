import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { ArticleListQuery, LegalDocumentKind } from '../../../api/contract/site-content';
import type { Language } from '../../../api/contract/validation';

/** The site's texts change when an editor publishes: they stay fresh for ten minutes. */
const contentStaleTime = 10 * 60_000;
const language = (lang: Language) => ({ 'Accept-Language': lang });

/** A legal document: the version in force, or the version named (the one a person accepted). */
export const documentQuery = (kind: LegalDocumentKind, lang: Language, version?: number) =>
  queryOptions({
    queryKey: ['content', 'document', kind, version ?? 'current', lang],
    queryFn: () =>
      version === undefined
        ? unwrap(api.GET('/api/content/documents/{kind}', { params: { path: { kind } }, headers: language(lang) }))
        : unwrap(api.GET('/api/content/documents/{kind}/versions/{version}', { params: { path: { kind, version: String(version) } }, headers: language(lang) })),
    staleTime: contentStaleTime,
  });

export const faqQuery = (lang: Language) =>
  queryOptions({ queryKey: ['content', 'faq', lang], queryFn: () => unwrap(api.GET('/api/content/faq', { headers: language(lang) })), staleTime: contentStaleTime });

export const usefulLinksQuery = (lang: Language) =>
  queryOptions({ queryKey: ['content', 'usefulLinks', lang], queryFn: () => unwrap(api.GET('/api/content/useful-links', { headers: language(lang) })), staleTime: contentStaleTime });

/** The blog's list: the search, the tags and the page are the query's. */
export const articleListQuery = (query: Partial<ArticleListQuery>, lang: Language) => {
  const params = {
    ...(query.searchText ? { searchText: query.searchText } : {}),
    ...(query.TagIds?.length ? { TagIds: query.TagIds.join(',') } : {}),
    PageNumber: String(query.PageNumber ?? 1),
    PageSize: String(query.PageSize ?? 9),
  };
  return queryOptions({
    queryKey: ['blog', 'articles', params, lang],
    queryFn: () => unwrap(api.GET('/api/blog/articles', { params: { query: params }, headers: language(lang) })),
    staleTime: contentStaleTime,
  });
};

export const mainArticleQuery = (lang: Language) =>
  queryOptions({ queryKey: ['blog', 'main', lang], queryFn: () => unwrap(api.GET('/api/blog/main-article', { headers: language(lang) })), staleTime: contentStaleTime });

export const sponsoredArticlesQuery = (lang: Language) =>
  queryOptions({ queryKey: ['blog', 'sponsored', lang], queryFn: () => unwrap(api.GET('/api/blog/sponsored-articles', { headers: language(lang) })), staleTime: contentStaleTime });

export const latestArticlesQuery = (lang: Language) =>
  queryOptions({ queryKey: ['blog', 'latest', lang], queryFn: () => unwrap(api.GET('/api/blog/short-list', { headers: language(lang) })), staleTime: contentStaleTime });

export const blogTagsQuery = (lang: Language) =>
  queryOptions({ queryKey: ['blog', 'tags', lang], queryFn: () => unwrap(api.GET('/api/blog/tags', { headers: language(lang) })), staleTime: contentStaleTime });

export const articleQuery = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ['blog', 'article', slug, lang],
    queryFn: () => unwrap(api.GET('/api/blog/articles/{slug}', { params: { path: { slug } }, headers: language(lang) })),
    staleTime: contentStaleTime,
  });
