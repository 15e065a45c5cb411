import { Hono, type Context } from 'hono';
import {
  articleInputSchema,
  contentIdParamSchema,
  documentKindParamSchema,
  documentVersionInputSchema,
  faqEntryInputSchema,
  officeArticleSchema,
  officeArticlesSchema,
  officeBlogTagsSchema,
  officeDocumentSchema,
  officeFaqEntrySchema,
  officeFaqSchema,
  officeUsefulLinkSchema,
  officeUsefulLinksSchema,
  usefulLinkInputSchema,
} from '../../contract/office-content';
import type { AppEnv } from '../http/app-env';
import { describe } from '../http/describe';
import { requireStaff } from '../http/require-staff';
import { input } from '../http/validate';
import * as editing from '../services/office/content-editing.service';

const tags = ['Office'];
const editor = requireStaff('contentEditor');
const deps = (c: Context<AppEnv>) => ({ db: c.get('deps').database.db, clock: c.get('deps').clock });

/** The content editor's workspace (issue 19): the FAQ, useful links, the blog, and new versions of the legal documents. */
export const officeContentRoutes = new Hono<AppEnv>()
  .get('/office/content/faq', describe({ operationId: 'faqForEditing', summary: 'Every FAQ entry in the three languages (content editors)', tags, response: officeFaqSchema }), editor, async (c) =>
    c.json(await editing.listFaqForEditing(c.get('deps').database.db)),
  )
  .post(
    '/office/content/faq',
    describe({ operationId: 'createFaqEntry', summary: 'Add a question and its answer', tags, response: officeFaqEntrySchema, status: 201 }),
    editor,
    input('json', faqEntryInputSchema),
    async (c) => c.json(await editing.createFaqEntry(deps(c), c.get('staff'), c.req.valid('json')), 201),
  )
  .put(
    '/office/content/faq/:id',
    describe({ operationId: 'updateFaqEntry', summary: 'Change a question or its answer', tags, response: officeFaqEntrySchema }),
    editor,
    input('param', contentIdParamSchema),
    input('json', faqEntryInputSchema),
    async (c) => c.json(await editing.updateFaqEntry(deps(c), c.get('staff'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/office/content/faq/:id', describe({ operationId: 'deleteFaqEntry', summary: 'Remove a question', tags, status: 204 }), editor, input('param', contentIdParamSchema), async (c) => {
    await editing.deleteFaqEntry(deps(c), c.get('staff'), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/office/content/useful-links', describe({ operationId: 'usefulLinksForEditing', summary: 'Every useful link in the three languages (content editors)', tags, response: officeUsefulLinksSchema }), editor, async (c) =>
    c.json(await editing.listLinksForEditing(c.get('deps').database.db)),
  )
  .post(
    '/office/content/useful-links',
    describe({ operationId: 'createUsefulLink', summary: 'Add a useful link', tags, response: officeUsefulLinkSchema, status: 201 }),
    editor,
    input('json', usefulLinkInputSchema),
    async (c) => c.json(await editing.createUsefulLink(deps(c), c.get('staff'), c.req.valid('json')), 201),
  )
  .put(
    '/office/content/useful-links/:id',
    describe({ operationId: 'updateUsefulLink', summary: 'Change a useful link', tags, response: officeUsefulLinkSchema }),
    editor,
    input('param', contentIdParamSchema),
    input('json', usefulLinkInputSchema),
    async (c) => c.json(await editing.updateUsefulLink(deps(c), c.get('staff'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/office/content/useful-links/:id', describe({ operationId: 'deleteUsefulLink', summary: 'Remove a useful link', tags, status: 204 }), editor, input('param', contentIdParamSchema), async (c) => {
    await editing.deleteUsefulLink(deps(c), c.get('staff'), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get(
    '/office/content/documents/:kind',
    describe({ operationId: 'documentForEditing', summary: 'The version in force of a legal document in the three languages (content editors)', tags, response: officeDocumentSchema }),
    editor,
    input('param', documentKindParamSchema),
    async (c) => c.json(await editing.documentForEditing(c.get('deps').database.db, c.req.valid('param').kind)),
  )
  .post(
    '/office/content/documents/:kind/versions',
    describe({ operationId: 'publishDocumentVersion', summary: 'Publish the next version of a legal document; earlier acceptances keep their version', tags, response: officeDocumentSchema, status: 201 }),
    editor,
    input('param', documentKindParamSchema),
    input('json', documentVersionInputSchema),
    async (c) => c.json(await editing.publishDocumentVersion(deps(c), c.get('staff'), c.req.valid('param').kind, c.req.valid('json')), 201),
  )
  .get('/office/content/blog-tags', describe({ operationId: 'blogTagsForEditing', summary: "The blog's tags in the three languages (content editors)", tags, response: officeBlogTagsSchema }), editor, async (c) =>
    c.json(await editing.listTagsForEditing(c.get('deps').database.db)),
  )
  .get('/office/content/articles', describe({ operationId: 'articlesForEditing', summary: 'Every article, those dated ahead too, newest first (content editors)', tags, response: officeArticlesSchema }), editor, async (c) =>
    c.json(await editing.listArticlesForEditing(c.get('deps').database.db)),
  )
  .get('/office/content/articles/:id', describe({ operationId: 'articleForEditing', summary: 'One article in the three languages', tags, response: officeArticleSchema }), editor, input('param', contentIdParamSchema), async (c) =>
    c.json(await editing.articleForEditing(c.get('deps').database.db, c.req.valid('param').id)),
  )
  .post(
    '/office/content/articles',
    describe({ operationId: 'createArticle', summary: 'Write an article (published at its time)', tags, response: officeArticleSchema, status: 201 }),
    editor,
    input('json', articleInputSchema),
    async (c) => c.json(await editing.createArticle(deps(c), c.get('staff'), c.req.valid('json')), 201),
  )
  .put(
    '/office/content/articles/:id',
    describe({ operationId: 'updateArticle', summary: 'Change an article', tags, response: officeArticleSchema }),
    editor,
    input('param', contentIdParamSchema),
    input('json', articleInputSchema),
    async (c) => c.json(await editing.updateArticle(deps(c), c.get('staff'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/office/content/articles/:id', describe({ operationId: 'deleteArticle', summary: 'Remove an article', tags, status: 204 }), editor, input('param', contentIdParamSchema), async (c) => {
    await editing.deleteArticle(deps(c), c.get('staff'), c.req.valid('param').id);
    return c.body(null, 204);
  });
