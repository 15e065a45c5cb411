import type { Tx } from '../../database';
import { blogArticles, blogArticleTags, blogTags, faqEntries, legalDocuments, usefulLinks } from '../../schema';
import { blogArticlesSeed, blogTagsSeed } from './blog.content';
import { faqSeed } from './faq.content';
import { legalDocumentsSeed } from './legal-documents.content';
import { usefulLinksSeed } from './useful-links.content';

/** Yerevan's morning (09:00, UTC+4) of a seeded article's day: the time it was published. */
const publishedAt = (day: string) => new Date(`${day}T05:00:00Z`);

/** The site's first texts (issue 19): version 1 of each legal document, the FAQ, the useful links and the blog. */
export async function insertSiteContent(tx: Tx, now: Date): Promise<void> {
  await tx.insert(legalDocuments).values(
    legalDocumentsSeed.map((document) => ({
      kind: document.kind,
      version: 1,
      title: document.title,
      summary: document.summary,
      sections: document.sections.map(({ number, heading, body, required }) => ({ number, heading, body, ...(required ? { required } : {}) })),
      publishedAt: now,
    })),
  );
  await tx.insert(faqEntries).values(faqSeed.map((entry, index) => ({ slug: entry.slug, category: entry.category, position: index + 1, question: entry.question, answer: entry.answer, updatedAt: now })));
  await tx.insert(usefulLinks).values(usefulLinksSeed.map((link, index) => ({ group: link.group, position: index + 1, url: link.url, title: link.title, description: link.description, updatedAt: now })));
  const tags = await tx.insert(blogTags).values(blogTagsSeed).returning({ id: blogTags.id, slug: blogTags.slug });
  const tagIds = new Map(tags.map((tag) => [tag.slug, tag.id]));
  for (const article of blogArticlesSeed) {
    const [row] = await tx
      .insert(blogArticles)
      .values({
        slug: article.slug,
        main: article.main ?? false,
        sponsor: article.sponsor ?? null,
        publishedAt: publishedAt(article.publishedOn),
        readingMinutes: article.readingMinutes,
        coverMotif: article.cover.motif,
        coverSeed: article.cover.seed,
        title: article.title,
        description: article.description,
        body: article.body,
        updatedAt: now,
      })
      .returning({ id: blogArticles.id });
    if (!row) throw new Error(`article ${article.slug} was not inserted`);
    const ids = article.tags.map((slug) => {
      const id = tagIds.get(slug);
      if (id === undefined) throw new Error(`article ${article.slug} names an unknown tag ${slug}`);
      return id;
    });
    if (ids.length) await tx.insert(blogArticleTags).values(ids.map((tagId) => ({ articleId: row.id, tagId })));
  }
}
