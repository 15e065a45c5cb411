import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Acceptance, Article, ArticleCard, ArticleList, BlogTag, Faq, LegalDocument, UsefulLinks } from '../../api/contract/site-content';
import { faqCategories, legalDocumentKinds } from '../../api/contract/site-content';
import { languages } from '../../api/contract/validation';
import { blogArticles, legalDocuments } from '../../api/server/db/schema';
import { blogArticlesSeed, blogTagsSeed } from '../../api/server/db/seed/content/blog.content';
import { faqSeed } from '../../api/server/db/seed/content/faq.content';
import { confirmedUser, get, signIn } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  t.clock.set(new Date('2026-11-27T10:00:00Z'));
});
afterAll(() => database.close());

type Refusal = { type: string; reason: string; issues?: { path: string; message: string }[] };
const read = <T>(path: string, lang = 'en') => t.json<T>(path, get({ lang }));

describe('legal documents', () => {
  it('serves the version in force of each document in every language, the consent marking items 1.1 and 1.2 required', async () => {
    for (const kind of legalDocumentKinds) {
      for (const lang of languages) {
        const { status, body } = await read<LegalDocument>(`/api/content/documents/${kind}`, lang);
        expect(status).toBe(200);
        expect(body).toMatchObject({ kind, version: 1, current: true });
        expect(body.sections.length).toBeGreaterThan(0);
        expect(body.title.length).toBeGreaterThan(3);
      }
    }
    const consent = (await read<LegalDocument>('/api/content/documents/serviceConsent')).body;
    expect(consent.sections.filter((section) => section.required).map((section) => section.number)).toEqual(['1.1', '1.2']);
    const hy = (await read<LegalDocument>('/api/content/documents/creditRegisterConsent', 'hy')).body;
    expect(hy.title).toMatch(/[\u0531-\u058F]/);
  });

  it('keeps old versions readable, marked as no longer in force, and refuses unknown documents', async () => {
    const [first] = await database.db.select().from(legalDocuments).where(eq(legalDocuments.kind, 'termsAndRules'));
    if (!first) throw new Error('no seeded terms');
    await database.db.insert(legalDocuments).values({ ...first, id: undefined, version: 2, title: { hy: 'Կանոններ v2', ru: 'Правила v2', en: 'Terms v2' }, publishedAt: t.clock.now() });
    expect((await read<LegalDocument>('/api/content/documents/termsAndRules')).body).toMatchObject({ version: 2, current: true, title: 'Terms v2' });
    expect((await read<LegalDocument>('/api/content/documents/termsAndRules/versions/1')).body).toMatchObject({ version: 1, current: false });
    expect((await read<LegalDocument>('/api/content/documents/termsAndRules/versions/3')).status).toBe(404);
    const unknown = await read<Refusal>('/api/content/documents/privacy');
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues?.[0]).toMatchObject({ path: 'kind', message: 'validation:invalid' });
    const versions = (await read<{ kind: string; version: number }[]>('/api/content/documents')).body;
    expect(versions).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'termsAndRules', version: 2 }), expect.objectContaining({ kind: 'profileTerms', version: 1 })]));
  });

  it('records the version a person accepted at sign-up; a newer version leaves that record as it was', async () => {
    const user = await confirmedUser(t);
    const token = await signIn(t, user);
    const mine = async () => (await t.json<Acceptance[]>('/api/account/acceptances', get({ token, lang: 'en' }))).body;
    const atSignUp = await mine();
    expect(atSignUp).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'profileTerms', version: 1, items: [], context: 'signUp' }),
        expect.objectContaining({ kind: 'serviceConsent', version: 1, items: ['1.1', '1.2'], context: 'signUp' }),
      ]),
    );
    const [profileTerms] = await database.db.select().from(legalDocuments).where(eq(legalDocuments.kind, 'profileTerms'));
    if (!profileTerms) throw new Error('no seeded profile terms');
    await database.db.insert(legalDocuments).values({ ...profileTerms, id: undefined, version: 2, publishedAt: t.clock.now() });
    expect(await mine()).toEqual(atSignUp);
    const later = await confirmedUser(t);
    const laterToken = await signIn(t, later);
    const laterAcceptances = (await t.json<Acceptance[]>('/api/account/acceptances', get({ token: laterToken }))).body;
    expect(laterAcceptances.find((acceptance) => acceptance.kind === 'profileTerms')?.version).toBe(2);
    expect((await t.json('/api/account/acceptances', get())).status).toBe(401);
  });
});

describe('FAQ and useful links', () => {
  it('answers at least 25 questions in every category, in each language', async () => {
    for (const lang of languages) {
      const { status, body } = await read<Faq>('/api/content/faq', lang);
      expect(status).toBe(200);
      expect(body.map((group) => group.category)).toEqual([...faqCategories]);
      const entries = body.flatMap((group) => group.entries);
      expect(entries.length).toBe(faqSeed.length);
      expect(entries.length).toBeGreaterThanOrEqual(25);
      const first = faqSeed[0];
      expect(entries.find((entry) => entry.slug === first?.slug)?.question).toBe(first?.question[lang]);
    }
  });

  it('lists the useful links by group with their addresses', async () => {
    const { body } = await read<UsefulLinks>('/api/content/useful-links', 'ru');
    const links = body.flatMap((group) => group.links);
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) expect(link.url).toMatch(/^https:\/\//);
    expect(links.some((link) => /[а-я]/i.test(link.title))).toBe(true);
  });
});

describe('the blog', () => {
  const list = (params: string, lang = 'en') => read<ArticleList>(`/api/blog/articles?${params}`, lang);
  const slugsOf = (answer: { articles: ArticleCard[] }) => answer.articles.map((article) => article.slug);
  const byNewest = [...blogArticlesSeed].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));

  it('pages the articles newest first, with the total count', async () => {
    const first = (await list('PageSize=5&PageNumber=1')).body;
    expect(first).toMatchObject({ totalCount: blogArticlesSeed.length, pageNumber: 1, pageSize: 5 });
    expect(slugsOf(first)).toEqual(byNewest.slice(0, 5).map((article) => article.slug));
    const third = (await list('PageSize=5&PageNumber=3')).body;
    expect(slugsOf(third)).toEqual(byNewest.slice(10, 15).map((article) => article.slug));
    const beyond = (await list('PageSize=5&PageNumber=40')).body;
    expect(beyond).toMatchObject({ articles: [], totalCount: blogArticlesSeed.length });
  });

  it('filters by tags (TagIds): an article with any of them', async () => {
    const tags = (await read<BlogTag[]>('/api/blog/tags')).body;
    expect(tags).toHaveLength(blogTagsSeed.length);
    const [first, second] = tags;
    if (!first || !second) throw new Error('two tags expected');
    const expected = (slugs: string[]) => blogArticlesSeed.filter((article) => article.tags.some((tag) => slugs.includes(tag))).map((article) => article.slug).sort();
    const one = (await list(`TagIds=${first.id}&PageSize=50`)).body;
    expect(slugsOf(one).sort()).toEqual(expected([first.slug]));
    expect(one.totalCount).toBe(first.articleCount);
    const both = (await list(`TagIds=${first.id}&TagIds=${second.id}&PageSize=50`)).body;
    expect(slugsOf(both).sort()).toEqual(expected([first.slug, second.slug]));
    expect(slugsOf((await list(`TagIds=${first.id},${second.id}&PageSize=50`)).body).sort()).toEqual(expected([first.slug, second.slug]));
    expect((await read<BlogTag[]>(`/api/blog/tags?TagIds=${second.id}`)).body.map((tag) => tag.id)).toEqual([second.id]);
  });

  it('finds an article by a misspelt Armenian word', async () => {
    const withMortgage = blogArticlesSeed.filter((article) => `${article.title.hy} ${article.description.hy} ${article.body.hy}`.includes('հիփոթեք'));
    expect(withMortgage.length).toBeGreaterThan(0);
    const exact = (await list(`searchText=${encodeURIComponent('հիփոթեք')}&PageSize=50`, 'hy')).body;
    const misspelt = (await list(`searchText=${encodeURIComponent('հիփոտեք')}&PageSize=50`, 'hy')).body;
    expect(misspelt.totalCount).toBeGreaterThan(0);
    for (const article of withMortgage) expect(slugsOf(misspelt)).toContain(article.slug);
    expect(slugsOf(exact)).toEqual(expect.arrayContaining(withMortgage.map((article) => article.slug)));
  });

  it('searches each language with its stemming: a Russian and an English word in another form', async () => {
    const ru = (await list(`searchText=${encodeURIComponent('ипотеку')}&PageSize=50`, 'ru')).body;
    expect(ru.totalCount).toBeGreaterThan(0);
    for (const article of ru.articles) expect(`${article.title} ${article.description}`.length).toBeGreaterThan(0);
    const en = (await list(`searchText=mortgages&PageSize=50`, 'en')).body;
    expect(en.totalCount).toBeGreaterThan(0);
    const nothing = (await list(`searchText=${encodeURIComponent('xylophone zebra quartz')}`, 'en')).body;
    expect(nothing).toMatchObject({ articles: [], totalCount: 0 });
  });

  it('searches within the chosen tags', async () => {
    const tags = (await read<BlogTag[]>('/api/blog/tags')).body;
    const renovation = tags.find((tag) => tag.slug === 'renovation');
    if (!renovation) throw new Error('the renovation tag is seeded');
    const within = (await list(`searchText=mortgage&TagIds=${renovation.id}&PageSize=50`)).body;
    for (const article of within.articles) expect(article.tags.map((tag) => tag.slug)).toContain('renovation');
  });

  it('reads any search text safely and refuses bad paging', async () => {
    for (const text of ["'); drop table blog_articles; --", '!!! & | :*', '"unclosed']) expect((await list(`searchText=${encodeURIComponent(text)}`)).status).toBe(200);
    expect((await list('PageSize=0')).body).toMatchObject({ issues: [expect.objectContaining({ path: 'PageSize' })] });
    expect((await list('PageSize=51')).status).toBe(400);
    expect((await list('TagIds=abc')).status).toBe(400);
    expect((await list(`searchText=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('serves the main article, the sponsored ones, the short list and an article with related ones', async () => {
    const main = (await read<ArticleCard>('/api/blog/main-article')).body;
    expect(main.slug).toBe(blogArticlesSeed.find((article) => article.main)?.slug);
    const sponsored = (await read<ArticleCard[]>('/api/blog/sponsored-articles')).body;
    expect(sponsored.map((article) => article.slug).sort()).toEqual(blogArticlesSeed.filter((article) => article.sponsor).map((article) => article.slug).sort());
    for (const article of sponsored) expect(article.sponsor).toBeTruthy();
    const short = (await read<ArticleCard[]>('/api/blog/short-list')).body;
    expect(short.map((article) => article.slug)).toEqual(byNewest.slice(0, 4).map((article) => article.slug));
    const seeded = blogArticlesSeed[0];
    if (!seeded) throw new Error('articles are seeded');
    const { status, body } = await read<Article>(`/api/blog/articles/${seeded.slug}`, 'ru');
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: seeded.slug, title: seeded.title.ru, body: seeded.body.ru, description: seeded.description.ru });
    expect(body.imageUrl).toMatch(/^\/api\/media\/articles\/\d+\.svg$/);
    for (const related of body.related) expect(related.tags.some((tag) => seeded.tags.includes(tag.slug))).toBe(true);
    expect((await t.request(body.imageUrl)).headers.get('content-type')).toContain('image/svg+xml');
    expect((await read(`/api/blog/articles/no-such-article`)).status).toBe(404);
    expect((await read(`/api/blog/articles/Bad_Slug`)).status).toBe(400);
  });

  it('keeps an article dated ahead out of every list until its time comes', async () => {
    const [row] = await database.db.select().from(blogArticles).where(eq(blogArticles.slug, byNewest[0]?.slug ?? ''));
    if (!row) throw new Error('newest article');
    await database.db.update(blogArticles).set({ publishedAt: new Date('2026-12-01T05:00:00Z') }).where(eq(blogArticles.id, row.id));
    expect(slugsOf((await list('PageSize=50')).body)).not.toContain(row.slug);
    expect((await read(`/api/blog/articles/${row.slug}`)).status).toBe(404);
    t.clock.set(new Date('2026-12-01T06:00:00Z'));
    expect(slugsOf((await list('PageSize=1')).body)).toEqual([row.slug]);
  });
});

describe('the sitemap, the feeds and robots.txt', () => {
  it('indexes the sitemaps: the pages, then the properties in parts', async () => {
    const response = await t.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const index = await response.text();
    expect(index).toContain('<loc>http://localhost/sitemaps/pages.xml</loc>');
    expect(index).toContain('<loc>http://localhost/sitemaps/properties-1.xml</loc>');
    expect((await t.request('/sitemaps/properties-900.xml')).status).toBe(404);
  });

  it('lists every public page in three languages, each naming the others with hreflang', async () => {
    const pages = await (await t.request('/sitemaps/pages.xml')).text();
    const article = blogArticlesSeed[3]?.slug;
    for (const lang of languages) {
      expect(pages).toContain(`<loc>http://localhost/${lang}/faq</loc>`);
      expect(pages).toContain(`<loc>http://localhost/${lang}/blog/${article}</loc>`);
    }
    const faqEntry = /<url><loc>http:\/\/localhost\/ru\/faq<\/loc>(.*?)<\/url>/.exec(pages)?.[1] ?? '';
    for (const lang of languages) expect(faqEntry).toContain(`hreflang="${lang}" href="http://localhost/${lang}/faq"`);
    expect(faqEntry).toContain('hreflang="x-default" href="http://localhost/hy/faq"');
    expect(pages).not.toContain('/office');
  });

  it('serves an RSS feed per language with the newest articles', async () => {
    const response = await t.request('/ru/blog/rss.xml');
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const feed = await response.text();
    expect(feed).toContain('<language>ru</language>');
    const newest = [...blogArticlesSeed].filter((article) => new Date(`${article.publishedOn}T05:00:00Z`) <= t.clock.now()).sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))[0];
    expect(feed).toContain(`<link>http://localhost/ru/blog/${newest?.slug}</link>`);
    expect(feed.indexOf(newest?.title.ru.replaceAll('&', '&amp;') ?? '')).toBeGreaterThan(0);
    expect((await t.request('/xx/blog/rss.xml')).status).toBe(404);
  });

  it('points crawlers to the sitemap and away from the API and private pages', async () => {
    const robots = await (await t.request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });
});
