import { asc } from 'drizzle-orm';
import { faqCategories, usefulLinkGroups, type Faq, type UsefulLinks } from '../../../contract/site-content';
import type { Language } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { faqEntries, usefulLinks } from '../../db/schema';

/** The FAQ by category, in the categories' order and the editor's order within each. */
export async function getFaq(q: Queryable, lang: Language): Promise<Faq> {
  const rows = await q.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
  return faqCategories
    .map((category) => ({
      category,
      entries: rows.filter((row) => row.category === category).map((row) => ({ id: row.id, slug: row.slug, question: row.question[lang], answer: row.answer[lang] })),
    }))
    .filter((group) => group.entries.length > 0);
}

/** The useful links by group. */
export async function getUsefulLinks(q: Queryable, lang: Language): Promise<UsefulLinks> {
  const rows = await q.select().from(usefulLinks).orderBy(asc(usefulLinks.position), asc(usefulLinks.id));
  return usefulLinkGroups
    .map((group) => ({
      group,
      links: rows.filter((row) => row.group === group).map((row) => ({ id: row.id, url: row.url, title: row.title[lang], description: row.description[lang] })),
    }))
    .filter((entry) => entry.links.length > 0);
}
