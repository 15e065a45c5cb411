import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeArticle, OfficeDocument } from '../../api/contract/office-content';
import type { Acceptance, Article, ArticleList, Faq, LegalDocument, UsefulLinks } from '../../api/contract/site-content';
import { staffAuditLog } from '../../api/server/db/schema';
import { confirmedUser, get, post, refusal, signIn } from '../support/account-helpers';
import { staffPerson, type StaffPerson } from '../drivers/office.api';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
let editor: StaffPerson;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  t.clock.set('2026-11-27T10:00:00Z');
  editor = await staffPerson(t, database.db, ['contentEditor']);
});
afterAll(() => database.close());

type Refusal = { type: string; reason: string; issues?: { path: string; message: string }[] };
const words = (text: string) => ({ hy: `${text} (հայերեն)`, ru: `${text} (по-русски)`, en: `${text} (in English)` });
const send = <T>(method: string, path: string, body?: unknown) => t.json<T>(path, { ...post(body, { token: editor.token }), method });
const auditOf = async (subjectKind: string) => database.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectKind, subjectKind));

describe("the content editor's FAQ", () => {
  it('adds, changes and removes a question, each logged, and the public FAQ follows', async () => {
    const created = await send<{ id: number }>('POST', '/api/office/content/faq', { slug: 'can-i-pay-in-dollars', category: 'mortgage', question: words('Can I pay in dollars?'), answer: words('The online mortgage is in drams.') });
    expect(created.status).toBe(201);
    const publicFaq = async (lang: string) => (await t.json<Faq>('/api/content/faq', get({ lang }))).body.flatMap((group) => group.entries);
    expect((await publicFaq('ru')).find((entry) => entry.slug === 'can-i-pay-in-dollars')?.question).toBe('Can I pay in dollars? (по-русски)');
    const changed = await send('PUT', `/api/office/content/faq/${created.body.id}`, { slug: 'can-i-pay-in-dollars', category: 'mortgage', question: words('Can I repay in dollars?'), answer: words('No: in drams.') });
    expect(changed.status).toBe(200);
    expect((await publicFaq('en')).find((entry) => entry.slug === 'can-i-pay-in-dollars')?.answer).toBe('No: in drams. (in English)');
    expect((await t.request(`/api/office/content/faq/${created.body.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${editor.token}` } })).status).toBe(204);
    expect((await publicFaq('en')).some((entry) => entry.slug === 'can-i-pay-in-dollars')).toBe(false);
    expect((await auditOf('faqEntry')).map((entry) => entry.action)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
  });

  it('refuses a taken address, a missing language and a bad address with their messages, changing nothing', async () => {
    const [first] = (await send<{ slug: string }[]>('GET', '/api/office/content/faq')).body;
    const taken = await send<Refusal>('POST', '/api/office/content/faq', { slug: first?.slug, category: 'mortgage', question: words('Again?'), answer: words('Again.') });
    expect(taken).toMatchObject({ status: 400, body: refusal('OFFICE', 'SLUG_TAKEN') });
    const missing = await send<Refusal>('POST', '/api/office/content/faq', { slug: 'half-written', category: 'mortgage', question: { hy: 'Հարց', ru: 'Вопрос', en: '' }, answer: words('Answer') });
    expect(missing.body.issues?.[0]).toMatchObject({ path: 'question.en', message: 'validation:required' });
    const badSlug = await send<Refusal>('POST', '/api/office/content/faq', { slug: 'Not A Slug', category: 'mortgage', question: words('Q'), answer: words('A') });
    expect(badSlug.body.issues?.[0]).toMatchObject({ path: 'slug', message: 'validation:slug' });
    expect((await send('PUT', '/api/office/content/faq/999999', { slug: 'x-y', category: 'mortgage', question: words('Q?'), answer: words('A.') })).status).toBe(404);
  });
});

describe('new versions of the legal documents', () => {
  it('publishes the next version; the site shows it; an earlier acceptance keeps its version; the next sign-up accepts the new one', async () => {
    const customer = await confirmedUser(t);
    const customerToken = await signIn(t, customer);
    const current = (await send<OfficeDocument>('GET', '/api/office/content/documents/profileTerms')).body;
    expect(current.version).toBe(1);
    const next = { title: current.title, summary: words('What changed: the profile keeps your saved searches for two years.'), sections: current.sections.map((section) => ({ ...section })) };
    const published = await send<OfficeDocument>('POST', '/api/office/content/documents/profileTerms/versions', next);
    expect(published).toMatchObject({ status: 201, body: { kind: 'profileTerms', version: 2 } });
    expect((await t.json<LegalDocument>('/api/content/documents/profileTerms', get({ lang: 'en' }))).body).toMatchObject({ version: 2, summary: 'What changed: the profile keeps your saved searches for two years. (in English)' });
    const mine = (await t.json<Acceptance[]>('/api/account/acceptances', get({ token: customerToken }))).body;
    expect(mine.find((acceptance) => acceptance.kind === 'profileTerms')?.version).toBe(1);
    const later = await signIn(t, await confirmedUser(t));
    expect((await t.json<Acceptance[]>('/api/account/acceptances', get({ token: later }))).body.find((acceptance) => acceptance.kind === 'profileTerms')?.version).toBe(2);
    expect(await auditOf('legalDocument')).toEqual([expect.objectContaining({ action: 'document.publish', subjectId: 'profileTerms:2', before: { version: 1 }, after: { version: 2 } })]);
  });

  it('refuses a version without parts or with two parts of one number', async () => {
    const current = (await send<OfficeDocument>('GET', '/api/office/content/documents/serviceConsent')).body;
    const empty = await send<Refusal>('POST', '/api/office/content/documents/serviceConsent/versions', { title: current.title, summary: current.summary, sections: [] });
    expect(empty.body.issues?.[0]).toMatchObject({ path: 'sections', message: 'validation:required' });
    const twice = await send<Refusal>('POST', '/api/office/content/documents/serviceConsent/versions', { title: current.title, summary: current.summary, sections: [current.sections[0], current.sections[0]] });
    expect(twice.body.issues?.[0]).toMatchObject({ path: 'sections', message: 'validation:numbersRepeat' });
    expect((await t.json<LegalDocument>('/api/content/documents/serviceConsent', get())).body.version).toBe(1);
  });
});

describe('the blog in the office', () => {
  const article = (overrides: Record<string, unknown> = {}) => ({
    slug: 'heating-a-new-flat',
    tagIds: [] as number[],
    main: false,
    sponsor: null,
    publishedAt: '2026-11-27T08:00:00Z',
    readingMinutes: 4,
    coverMotif: 'house',
    coverSeed: 42,
    title: words('Heating a new flat'),
    description: words('Gas, electricity or a heat pump: what a winter costs.'),
    body: words('## Gas\nMost new buildings in Yerevan have gas.\n\n- a boiler\n- radiators'),
    ...overrides,
  });

  it('writes an article with tags that appears in the blog, found by search and tag; dated ahead it waits', async () => {
    const tags = (await send<{ id: number; slug: string }[]>('GET', '/api/office/content/blog-tags')).body;
    const renovation = tags.find((tag) => tag.slug === 'renovation');
    const created = await send<OfficeArticle>('POST', '/api/office/content/articles', article({ tagIds: [renovation?.id] }));
    expect(created.status).toBe(201);
    const read = (await t.json<Article>('/api/blog/articles/heating-a-new-flat', get({ lang: 'ru' }))).body;
    expect(read).toMatchObject({ title: 'Heating a new flat (по-русски)', tags: [expect.objectContaining({ slug: 'renovation' })] });
    const byTag = (await t.json<ArticleList>(`/api/blog/articles?TagIds=${renovation?.id}&PageSize=50`, get())).body;
    expect(byTag.articles.map((card) => card.slug)).toContain('heating-a-new-flat');
    const ahead = await send<OfficeArticle>('POST', '/api/office/content/articles', article({ slug: 'spring-renovation', publishedAt: '2027-03-01T05:00:00Z' }));
    expect(ahead.status).toBe(201);
    expect((await t.json('/api/blog/articles/spring-renovation', get())).status).toBe(404);
    expect((await send<{ slug: string }[]>('GET', '/api/office/content/articles')).body.map((row) => row.slug)).toContain('spring-renovation');
  });

  it('keeps one main article: marking another unmarks the first', async () => {
    const created = await send<OfficeArticle>('POST', '/api/office/content/articles', article({ slug: 'the-new-main', main: true }));
    expect(created.status).toBe(201);
    expect((await t.json<{ slug: string }>('/api/blog/main-article', get())).body.slug).toBe('the-new-main');
    const mains = (await send<{ main: boolean }[]>('GET', '/api/office/content/articles')).body.filter((row) => row.main);
    expect(mains).toHaveLength(1);
  });

  it('changes and removes an article; refuses a taken address and an unknown tag', async () => {
    const created = (await send<OfficeArticle>('POST', '/api/office/content/articles', article({ slug: 'to-be-changed' }))).body;
    expect((await send('PUT', `/api/office/content/articles/${created.id}`, article({ slug: 'changed-address' }))).status).toBe(200);
    expect((await t.json('/api/blog/articles/changed-address', get())).status).toBe(200);
    expect(await send('POST', '/api/office/content/articles', article({ slug: 'changed-address' }))).toMatchObject({ status: 400, body: refusal('OFFICE', 'SLUG_TAKEN') });
    expect(await send('POST', '/api/office/content/articles', article({ slug: 'with-a-ghost-tag', tagIds: [999_999] }))).toMatchObject({ status: 400, body: refusal('OFFICE', 'TAG_NOT_FOUND') });
    expect((await t.json('/api/blog/articles/with-a-ghost-tag', get())).status).toBe(404);
    expect((await t.request(`/api/office/content/articles/${created.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${editor.token}` } })).status).toBe(204);
    expect((await t.json('/api/blog/articles/changed-address', get())).status).toBe(404);
  });
});

describe('useful links in the office', () => {
  it('adds and changes a link the public page lists; refuses an address that is not https', async () => {
    const created = await send<{ id: number }>('POST', '/api/office/content/useful-links', { group: 'stateRegistries', url: 'https://www.e-cadastre.am', title: words('Cadastre online'), description: words('Property extracts online.') });
    expect(created.status).toBe(201);
    const links = async () => (await t.json<UsefulLinks>('/api/content/useful-links', get({ lang: 'hy' }))).body.flatMap((group) => group.links);
    expect((await links()).find((link) => link.id === created.body.id)?.title).toBe('Cadastre online (հայերեն)');
    const refused = await send<Refusal>('POST', '/api/office/content/useful-links', { group: 'stateRegistries', url: 'http://example.am', title: words('Plain'), description: words('Not secure.') });
    expect(refused.body.issues?.[0]).toMatchObject({ path: 'url', message: 'validation:url' });
    expect((await t.request(`/api/office/content/useful-links/${created.body.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${editor.token}` } })).status).toBe(204);
    expect((await links()).some((link) => link.id === created.body.id)).toBe(false);
  });
});
