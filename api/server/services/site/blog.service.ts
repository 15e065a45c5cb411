import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Article, ArticleCard, ArticleList, ArticleListQuery, BlogTag } from '../../../contract/site-content';
import type { Language } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { blogArticles, blogArticleTags, blogTags } from '../../db/schema';
import { notFound } from '../../http/app-error';

export const articleImageUrl = (id: number) => `/api/media/articles/${id}.svg`;

/** PostgreSQL's stemming configuration of each language (Armenian and Russian stemmers ship with PostgreSQL). */
const textSearchConfig = { hy: 'armenian', ru: 'russian', en: 'english' } as const satisfies Record<Language, string>;
const searchColumns = {
  hy: { vector: blogArticles.searchHy, text: blogArticles.textHy },
  ru: { vector: blogArticles.searchRu, text: blogArticles.textRu },
  en: { vector: blogArticles.searchEn, text: blogArticles.textEn },
} as const;

/**
 * How close a word of the article must be to the searched one for a misspelling to still find it:
 * pg_trgm's word similarity, where one wrong letter of a seven-letter Armenian word scores 0.5.
 */
export const typoSimilarity = 0.45;

/** Articles are public once their publication time has come (an editor may date one ahead). */
const published = (now: Date) => lte(blogArticles.publishedAt, now);

const hasAnyTag = (tagIds: readonly number[]) =>
  sql`exists (select 1 from ${blogArticleTags} where ${blogArticleTags.articleId} = ${blogArticles.id} and ${inArray(blogArticleTags.tagId, [...tagIds])})`;

/** A search: the language's stemmed words (`websearch_to_tsquery` reads any input safely), or a near spelling of them. */
function searchOf(text: string, lang: Language) {
  const columns = searchColumns[lang];
  const query = sql`websearch_to_tsquery(${textSearchConfig[lang]}::regconfig, ${text})`;
  const similarity = sql<number>`word_similarity(${text}, ${columns.text})`;
  return {
    matches: sql`(${columns.vector} @@ ${query} or ${similarity} >= ${typoSimilarity})`,
    rank: sql`ts_rank(${columns.vector}, ${query}) + ${similarity}`,
  };
}

type ArticleRow = typeof blogArticles.$inferSelect;
const cardColumns = {
  id: blogArticles.id,
  slug: blogArticles.slug,
  sponsor: blogArticles.sponsor,
  publishedAt: blogArticles.publishedAt,
  readingMinutes: blogArticles.readingMinutes,
  title: blogArticles.title,
  description: blogArticles.description,
};
type CardRow = Pick<ArticleRow, keyof typeof cardColumns>;

/** The cards of these rows, each with its tags, in the rows' order. */
async function cardsOf(q: Queryable, rows: CardRow[], lang: Language): Promise<ArticleCard[]> {
  if (rows.length === 0) return [];
  const tagRows = await q
    .select({ articleId: blogArticleTags.articleId, id: blogTags.id, slug: blogTags.slug, name: blogTags.name })
    .from(blogArticleTags)
    .innerJoin(blogTags, eq(blogTags.id, blogArticleTags.tagId))
    .where(inArray(
      blogArticleTags.articleId,
      rows.map((row) => row.id),
    ))
    .orderBy(blogTags.id);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title[lang],
    description: row.description[lang],
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: row.readingMinutes,
    imageUrl: articleImageUrl(row.id),
    sponsor: row.sponsor,
    tags: tagRows.filter((tag) => tag.articleId === row.id).map((tag) => ({ id: tag.id, slug: tag.slug, name: tag.name[lang] })),
  }));
}

/**
 * The articles list (spec section 7): newest first, or by relevance when searched; filtered by tags
 * (an article with any of them); one page of it and the count of all.
 */
export async function listArticles(q: Queryable, query: ArticleListQuery, lang: Language, now: Date): Promise<ArticleList> {
  const conditions: SQL[] = [published(now)];
  if (query.TagIds?.length) conditions.push(hasAnyTag(query.TagIds));
  const search = query.searchText ? searchOf(query.searchText, lang) : null;
  if (search) conditions.push(search.matches);
  const where = and(...conditions);
  const [total] = await q.select({ value: count() }).from(blogArticles).where(where);
  const rows = await q
    .select(cardColumns)
    .from(blogArticles)
    .where(where)
    .orderBy(...(search ? [desc(search.rank)] : []), desc(blogArticles.publishedAt), desc(blogArticles.id))
    .limit(query.PageSize)
    .offset((query.PageNumber - 1) * query.PageSize);
  return { articles: await cardsOf(q, rows, lang), totalCount: total?.value ?? 0, pageNumber: query.PageNumber, pageSize: query.PageSize };
}

/** The blog's main article: the one marked main, else the newest. */
export async function mainArticle(q: Queryable, lang: Language, now: Date): Promise<ArticleCard | null> {
  const rows = await q.select(cardColumns).from(blogArticles).where(published(now)).orderBy(desc(blogArticles.main), desc(blogArticles.publishedAt)).limit(1);
  const [card] = await cardsOf(q, rows, lang);
  return card ?? null;
}

/** Partners' articles, newest first. */
export async function sponsoredArticles(q: Queryable, lang: Language, now: Date): Promise<ArticleCard[]> {
  const rows = await q
    .select(cardColumns)
    .from(blogArticles)
    .where(and(published(now), sql`${blogArticles.sponsor} is not null`))
    .orderBy(desc(blogArticles.publishedAt))
    .limit(6);
  return cardsOf(q, rows, lang);
}

/** The short list: the newest few, for the home page and an article's side. */
export async function shortList(q: Queryable, lang: Language, now: Date, size = 4): Promise<ArticleCard[]> {
  const rows = await q.select(cardColumns).from(blogArticles).where(published(now)).orderBy(desc(blogArticles.publishedAt)).limit(size);
  return cardsOf(q, rows, lang);
}

/** One article by its address, with up to three others that share a tag with it. */
export async function getArticle(q: Queryable, slug: string, lang: Language, now: Date): Promise<Article> {
  const [row] = await q.select().from(blogArticles).where(and(eq(blogArticles.slug, slug), published(now)));
  if (!row) throw notFound();
  const [card] = await cardsOf(q, [row], lang);
  if (!card) throw notFound();
  const tagIds = card.tags.map((tag) => tag.id);
  const relatedRows = tagIds.length
    ? await q
        .select(cardColumns)
        .from(blogArticles)
        .where(and(published(now), hasAnyTag(tagIds), sql`${blogArticles.id} <> ${row.id}`))
        .orderBy(desc(blogArticles.publishedAt))
        .limit(3)
    : [];
  return { ...card, body: row.body[lang], related: await cardsOf(q, relatedRows, lang) };
}

/** The tags (all, or those of `TagIds`), each with how many published articles carry it. */
export async function listTags(q: Queryable, tagIds: readonly number[] | undefined, lang: Language, now: Date): Promise<BlogTag[]> {
  const rows = await q
    .select({ id: blogTags.id, slug: blogTags.slug, name: blogTags.name, articleCount: sql<number>`count(${blogArticles.id})::int` })
    .from(blogTags)
    .leftJoin(blogArticleTags, eq(blogArticleTags.tagId, blogTags.id))
    .leftJoin(blogArticles, and(eq(blogArticles.id, blogArticleTags.articleId), published(now)))
    .where(tagIds?.length ? inArray(blogTags.id, [...tagIds]) : undefined)
    .groupBy(blogTags.id)
    .orderBy(blogTags.id);
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name[lang], articleCount: row.articleCount }));
}

/** What the sitemap and the feeds list: every published article's address, dates and texts. */
export async function publishedArticles(q: Queryable, now: Date) {
  return q
    .select({ id: blogArticles.id, slug: blogArticles.slug, title: blogArticles.title, description: blogArticles.description, publishedAt: blogArticles.publishedAt, updatedAt: blogArticles.updatedAt })
    .from(blogArticles)
    .where(published(now))
    .orderBy(desc(blogArticles.publishedAt));
}
