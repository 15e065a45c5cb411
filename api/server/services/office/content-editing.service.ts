import { and, asc, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { StaffMember } from '../../../contract/office';
import type { ArticleInput, DocumentVersionInput, FaqEntryInput, OfficeArticle, OfficeDocument, UsefulLinkInput } from '../../../contract/office-content';
import type { LegalDocumentKind } from '../../../contract/site-content';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { blogArticles, blogArticleTags, blogTags, faqEntries, legalDocuments, usefulLinks } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordStaffAction } from './audit-log.service';

/*
 * The content editor's workspace (issue 19). Each change is one transaction with its audit entry
 * (the state before and after). A legal document is never edited: a new version is published, so
 * every acceptance keeps pointing at the words the person accepted.
 */

export interface EditingDeps {
  db: Db;
  clock: Clock;
}

const iso = (date: Date) => date.toISOString();
/** A unique index's refusal: PostgreSQL's code for a duplicate key. */
const isDuplicate = (error: unknown) => (error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

async function refuseTakenSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDuplicate(error)) throw new AppError('OFFICE', 'SLUG_TAKEN');
    throw error;
  }
}

/* The FAQ */

const faqView = (row: typeof faqEntries.$inferSelect) => ({ id: row.id, slug: row.slug, category: row.category as FaqEntryInput['category'], question: row.question, answer: row.answer, updatedAt: iso(row.updatedAt) });

export async function listFaqForEditing(q: Queryable) {
  return (await q.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id))).map(faqView);
}

/** A new question goes last in its category's order. */
export async function createFaqEntry(deps: EditingDeps, member: StaffMember, input: FaqEntryInput) {
  return refuseTakenSlug(() =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [last] = await tx.select({ position: max(faqEntries.position) }).from(faqEntries);
      const [row] = await tx
        .insert(faqEntries)
        .values({ ...input, position: (last?.position ?? 0) + 1, updatedAt: now })
        .returning();
      if (!row) throw new Error('faq insert returned nothing');
      await recordStaffAction(tx, now, { actorId: member.userId, action: 'faq.create', subjectKind: 'faqEntry', subjectId: String(row.id), before: null, after: input });
      return faqView(row);
    }),
  );
}

export async function updateFaqEntry(deps: EditingDeps, member: StaffMember, id: number, input: FaqEntryInput) {
  return refuseTakenSlug(() =>
    deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for('update');
      if (!before) throw notFound();
      const now = deps.clock.now();
      const [row] = await tx.update(faqEntries).set({ ...input, updatedAt: now }).where(eq(faqEntries.id, id)).returning();
      if (!row) throw notFound();
      await recordStaffAction(tx, now, { actorId: member.userId, action: 'faq.update', subjectKind: 'faqEntry', subjectId: String(id), before: faqView(before), after: input });
      return faqView(row);
    }),
  );
}

export async function deleteFaqEntry(deps: EditingDeps, member: StaffMember, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.delete(faqEntries).where(eq(faqEntries.id, id)).returning();
    if (!before) throw notFound();
    await recordStaffAction(tx, deps.clock.now(), { actorId: member.userId, action: 'faq.delete', subjectKind: 'faqEntry', subjectId: String(id), before: faqView(before), after: null });
  });
}

/* Useful links */

const linkView = (row: typeof usefulLinks.$inferSelect) => ({ id: row.id, group: row.group as UsefulLinkInput['group'], url: row.url, title: row.title, description: row.description, updatedAt: iso(row.updatedAt) });

export async function listLinksForEditing(q: Queryable) {
  return (await q.select().from(usefulLinks).orderBy(asc(usefulLinks.position), asc(usefulLinks.id))).map(linkView);
}

export async function createUsefulLink(deps: EditingDeps, member: StaffMember, input: UsefulLinkInput) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [last] = await tx.select({ position: max(usefulLinks.position) }).from(usefulLinks);
    const [row] = await tx
      .insert(usefulLinks)
      .values({ ...input, position: (last?.position ?? 0) + 1, updatedAt: now })
      .returning();
    if (!row) throw new Error('link insert returned nothing');
    await recordStaffAction(tx, now, { actorId: member.userId, action: 'usefulLink.create', subjectKind: 'usefulLink', subjectId: String(row.id), before: null, after: input });
    return linkView(row);
  });
}

export async function updateUsefulLink(deps: EditingDeps, member: StaffMember, id: number, input: UsefulLinkInput) {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(usefulLinks).where(eq(usefulLinks.id, id)).for('update');
    if (!before) throw notFound();
    const now = deps.clock.now();
    const [row] = await tx.update(usefulLinks).set({ ...input, updatedAt: now }).where(eq(usefulLinks.id, id)).returning();
    if (!row) throw notFound();
    await recordStaffAction(tx, now, { actorId: member.userId, action: 'usefulLink.update', subjectKind: 'usefulLink', subjectId: String(id), before: linkView(before), after: input });
    return linkView(row);
  });
}

export async function deleteUsefulLink(deps: EditingDeps, member: StaffMember, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.delete(usefulLinks).where(eq(usefulLinks.id, id)).returning();
    if (!before) throw notFound();
    await recordStaffAction(tx, deps.clock.now(), { actorId: member.userId, action: 'usefulLink.delete', subjectKind: 'usefulLink', subjectId: String(id), before: linkView(before), after: null });
  });
}

/* Legal documents */

const documentView = (row: typeof legalDocuments.$inferSelect): OfficeDocument => ({
  kind: row.kind as LegalDocumentKind,
  version: row.version,
  publishedAt: iso(row.publishedAt),
  title: row.title,
  summary: row.summary,
  sections: row.sections.map((section) => ({ number: section.number, heading: section.heading, body: section.body, required: section.required === true })),
});

/** The version in force, in the three languages: what the editor starts the next version from. */
export async function documentForEditing(q: Queryable, kind: LegalDocumentKind): Promise<OfficeDocument> {
  const [row] = await q.select().from(legalDocuments).where(eq(legalDocuments.kind, kind)).orderBy(desc(legalDocuments.version)).limit(1);
  if (!row) throw notFound();
  return documentView(row);
}

/**
 * Publishes the next version of a document. The version number is the latest plus one under the
 * document's lock (a unique key on kind and version keeps two editors from publishing the same number).
 */
export async function publishDocumentVersion(deps: EditingDeps, member: StaffMember, kind: LegalDocumentKind, input: DocumentVersionInput): Promise<OfficeDocument> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(legalDocuments).where(eq(legalDocuments.kind, kind)).orderBy(desc(legalDocuments.version)).limit(1).for('update');
    if (!current) throw notFound();
    const now = deps.clock.now();
    const sections = input.sections.map(({ number, heading, body, required }) => ({ number, heading, body, ...(required ? { required } : {}) }));
    const [row] = await tx
      .insert(legalDocuments)
      .values({ kind, version: current.version + 1, title: input.title, summary: input.summary, sections, publishedAt: now, publishedBy: member.userId })
      .returning();
    if (!row) throw new Error('document insert returned nothing');
    await recordStaffAction(tx, now, { actorId: member.userId, action: 'document.publish', subjectKind: 'legalDocument', subjectId: `${kind}:${row.version}`, before: { version: current.version }, after: { version: row.version } });
    return documentView(row);
  });
}

/* The blog */

export async function listTagsForEditing(q: Queryable) {
  return q.select({ id: blogTags.id, slug: blogTags.slug, name: blogTags.name }).from(blogTags).orderBy(asc(blogTags.id));
}

/** Every article, those dated ahead too, newest first. */
export async function listArticlesForEditing(q: Queryable) {
  const rows = await q
    .select({ id: blogArticles.id, slug: blogArticles.slug, title: blogArticles.title, publishedAt: blogArticles.publishedAt, main: blogArticles.main, sponsor: blogArticles.sponsor })
    .from(blogArticles)
    .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id));
  return rows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt) }));
}

async function articleView(q: Queryable, id: number): Promise<OfficeArticle> {
  const [row] = await q.select().from(blogArticles).where(eq(blogArticles.id, id));
  if (!row) throw notFound();
  const tags = await q.select({ tagId: blogArticleTags.tagId }).from(blogArticleTags).where(eq(blogArticleTags.articleId, id)).orderBy(asc(blogArticleTags.tagId));
  return {
    id: row.id,
    slug: row.slug,
    tagIds: tags.map((tag) => tag.tagId),
    main: row.main,
    sponsor: row.sponsor,
    publishedAt: iso(row.publishedAt),
    readingMinutes: row.readingMinutes,
    coverMotif: row.coverMotif as OfficeArticle['coverMotif'],
    coverSeed: row.coverSeed,
    title: row.title,
    description: row.description,
    body: row.body,
    updatedAt: iso(row.updatedAt),
  };
}

export const articleForEditing = articleView;

/** The article's columns; one article is the main one, so making this one main unmarks the other. */
async function writeArticle(tx: Queryable, id: number | null, input: ArticleInput, now: Date): Promise<number> {
  const known = input.tagIds.length ? await tx.select({ id: blogTags.id }).from(blogTags).where(inArray(blogTags.id, input.tagIds)) : [];
  if (known.length !== input.tagIds.length) throw new AppError('OFFICE', 'TAG_NOT_FOUND');
  if (input.main) await tx.update(blogArticles).set({ main: false }).where(and(eq(blogArticles.main, true), id === null ? sql`true` : ne(blogArticles.id, id)));
  const values = {
    slug: input.slug,
    main: input.main,
    sponsor: input.sponsor,
    publishedAt: new Date(input.publishedAt),
    readingMinutes: input.readingMinutes,
    coverMotif: input.coverMotif,
    coverSeed: input.coverSeed,
    title: input.title,
    description: input.description,
    body: input.body,
    updatedAt: now,
  };
  let articleId = id;
  if (articleId === null) {
    const [row] = await tx.insert(blogArticles).values(values).returning({ id: blogArticles.id });
    if (!row) throw new Error('article insert returned nothing');
    articleId = row.id;
  } else {
    const updated = await tx.update(blogArticles).set(values).where(eq(blogArticles.id, articleId)).returning({ id: blogArticles.id });
    if (updated.length === 0) throw notFound();
    await tx.delete(blogArticleTags).where(eq(blogArticleTags.articleId, articleId));
  }
  if (input.tagIds.length) await tx.insert(blogArticleTags).values(input.tagIds.map((tagId) => ({ articleId: articleId as number, tagId })));
  return articleId;
}

export async function createArticle(deps: EditingDeps, member: StaffMember, input: ArticleInput): Promise<OfficeArticle> {
  return refuseTakenSlug(() =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const id = await writeArticle(tx, null, input, now);
      await recordStaffAction(tx, now, { actorId: member.userId, action: 'article.create', subjectKind: 'blogArticle', subjectId: String(id), before: null, after: { slug: input.slug, publishedAt: input.publishedAt, main: input.main } });
      return articleView(tx, id);
    }),
  );
}

export async function updateArticle(deps: EditingDeps, member: StaffMember, id: number, input: ArticleInput): Promise<OfficeArticle> {
  return refuseTakenSlug(() =>
    deps.db.transaction(async (tx) => {
      const [before] = await tx.select({ slug: blogArticles.slug, publishedAt: blogArticles.publishedAt, main: blogArticles.main }).from(blogArticles).where(eq(blogArticles.id, id)).for('update');
      if (!before) throw notFound();
      const now = deps.clock.now();
      await writeArticle(tx, id, input, now);
      await recordStaffAction(tx, now, {
        actorId: member.userId,
        action: 'article.update',
        subjectKind: 'blogArticle',
        subjectId: String(id),
        before: { ...before, publishedAt: iso(before.publishedAt) },
        after: { slug: input.slug, publishedAt: input.publishedAt, main: input.main },
      });
      return articleView(tx, id);
    }),
  );
}

export async function deleteArticle(deps: EditingDeps, member: StaffMember, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.delete(blogArticles).where(eq(blogArticles.id, id)).returning({ slug: blogArticles.slug });
    if (!before) throw notFound();
    await recordStaffAction(tx, deps.clock.now(), { actorId: member.userId, action: 'article.delete', subjectKind: 'blogArticle', subjectId: String(id), before, after: null });
  });
}
