import { Hono } from 'hono';
import {
  acceptancesSchema,
  articleCardsSchema,
  articleListQuerySchema,
  articleListSchema,
  articleSchema,
  articleSlugParamSchema,
  blogTagsSchema,
  documentKindParamSchema,
  documentVersionParamSchema,
  documentVersionsSchema,
  faqSchema,
  legalDocumentSchema,
  mainArticleSchema,
  tagsQuerySchema,
  usefulLinksSchema,
} from '../../contract/site-content';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { requireSession } from '../http/require-session';
import { input } from '../http/validate';
import * as blog from '../services/site/blog.service';
import { currentDocument, currentVersions, documentVersion, listAcceptances } from '../services/site/legal-documents.service';
import { getFaq, getUsefulLinks } from '../services/site/site-content.service';

const contentTags = ['Content'];
const blogTags = ['Blog'];

/** The site's texts (issue 19), in the request's language: legal documents by version, the FAQ, useful links, the blog. */
export const siteContentRoutes = new Hono<AppEnv>()
  .get('/content/documents', describe({ operationId: 'listDocumentVersions', summary: 'The version in force of every legal document', tags: contentTags, response: documentVersionsSchema }), async (c) =>
    c.json(await currentVersions(c.get('deps').database.db, c.get('lang'))),
  )
  .get(
    '/content/documents/:kind',
    describe({ operationId: 'getDocument', summary: 'A legal document as it is in force: terms and rules, profile terms, service consent, credit-register consent', tags: contentTags, response: legalDocumentSchema }),
    input('param', documentKindParamSchema),
    async (c) => c.json(await currentDocument(c.get('deps').database.db, c.req.valid('param').kind, c.get('lang'))),
  )
  .get(
    '/content/documents/:kind/versions/:version',
    describe({ operationId: 'getDocumentVersion', summary: 'One version of a legal document, as whoever accepted it read it', tags: contentTags, response: legalDocumentSchema }),
    input('param', documentVersionParamSchema),
    async (c) => {
      const { kind, version } = c.req.valid('param');
      return c.json(await documentVersion(c.get('deps').database.db, kind, version, c.get('lang')));
    },
  )
  .get('/content/faq', describe({ operationId: 'getFaq', summary: 'The frequently asked questions by category', tags: contentTags, response: faqSchema }), async (c) => c.json(await getFaq(c.get('deps').database.db, c.get('lang'))))
  .get('/content/useful-links', describe({ operationId: 'getUsefulLinks', summary: 'Useful links by group', tags: contentTags, response: usefulLinksSchema }), async (c) =>
    c.json(await getUsefulLinks(c.get('deps').database.db, c.get('lang'))),
  )
  .get(
    '/account/acceptances',
    describe({ operationId: 'listAcceptances', summary: 'The documents the signed-in person accepted: which version, which items, when and where', tags: contentTags, response: acceptancesSchema }),
    requireSession,
    async (c) => c.json(await listAcceptances(c.get('deps').database.db, c.get('session').userId, c.get('lang'))),
  )
  .get('/blog/main-article', describe({ operationId: 'getMainArticle', summary: "The blog's main article", tags: blogTags, response: mainArticleSchema }), async (c) => {
    const { database, clock } = c.get('deps');
    return c.json(await blog.mainArticle(database.db, c.get('lang'), clock.now()));
  })
  .get('/blog/sponsored-articles', describe({ operationId: 'listSponsoredArticles', summary: "Partners' articles, newest first", tags: blogTags, response: articleCardsSchema }), async (c) => {
    const { database, clock } = c.get('deps');
    return c.json(await blog.sponsoredArticles(database.db, c.get('lang'), clock.now()));
  })
  .get('/blog/short-list', describe({ operationId: 'listLatestArticles', summary: 'The newest four articles', tags: blogTags, response: articleCardsSchema }), async (c) => {
    const { database, clock } = c.get('deps');
    return c.json(await blog.shortList(database.db, c.get('lang'), clock.now()));
  })
  .get(
    '/blog/articles',
    describe({ operationId: 'listArticles', summary: 'Articles by page, filtered by tags (TagIds) and searched (searchText) with stemming and typo tolerance', tags: blogTags, response: articleListSchema }),
    input('query', articleListQuerySchema),
    async (c) => {
      const { database, clock } = c.get('deps');
      return c.json(await blog.listArticles(database.db, c.req.valid('query'), c.get('lang'), clock.now()));
    },
  )
  .get('/blog/articles/:slug', describe({ operationId: 'getArticle', summary: 'One article, with related ones', tags: blogTags, response: articleSchema }), input('param', articleSlugParamSchema), async (c) => {
    const { database, clock } = c.get('deps');
    return c.json(await blog.getArticle(database.db, c.req.valid('param').slug, c.get('lang'), clock.now()));
  })
  .get('/blog/tags', describe({ operationId: 'listBlogTags', summary: 'The tags (all, or those of TagIds) with their article counts', tags: blogTags, response: blogTagsSchema }), input('query', tagsQuerySchema), async (c) => {
    const { database, clock } = c.get('deps');
    return c.json(await blog.listTags(database.db, c.req.valid('query').TagIds, c.get('lang'), clock.now()));
  });
