import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Language } from '../../../contract/validation';
import { languages } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { apartments, buildings, developers, foreignProjects, listings, storeSectors, stores } from '../../db/schema';
import { publishedArticles } from './blog.service';

/**
 * The public pages that are not a catalogue row, by path after the language: the site's sections, the
 * calculators and the texts. A unit test keeps this list in step with the app's named routes.
 */
export const publicSectionPaths = [
  '',
  '/buildings',
  '/projects',
  '/rentals',
  '/partners',
  '/home-and-renovation',
  '/services',
  '/promo',
  '/search',
  '/foreign-market',
  '/calculators/loan',
  '/calculators/borrowing',
  '/calculators/renovation',
  '/calculators/income-tax-refund',
  '/apply-now',
  '/terms',
  '/faq',
  '/contacts',
  '/blog',
  '/useful-links',
  '/partnership',
] as const;

/** Properties per sitemap file: each page is listed in three languages, so a file stays well under 50,000 addresses. */
export const propertiesPerSitemap = 2_500;

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

interface SitemapPage {
  path: string;
  lastModified?: Date;
}

/** One `<url>` per language of each page, each naming all three with `hreflang` (and Armenian as the default). */
function urlSet(publicUrl: string, pages: SitemapPage[]): string {
  const entries = pages.flatMap((page) => {
    const at = (lang: Language) => escapeXml(`${publicUrl}/${lang}${page.path}`);
    const alternates = [...languages.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${at(lang)}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${at('hy')}"/>`].join('');
    const lastmod = page.lastModified ? `<lastmod>${page.lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return languages.map((lang) => `<url><loc>${at(lang)}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** What is on offer has a page worth finding; a property no longer available does not. */
const onOffer = <T extends { availability: unknown }>(table: T) => ne(table.availability as never, 'notAvailable');

async function propertyCount(q: Queryable): Promise<number> {
  const [primary] = await q.select({ value: count() }).from(apartments).where(onOffer(apartments));
  const [resale] = await q.select({ value: count() }).from(listings).where(and(onOffer(listings), eq(listings.listed, true)));
  return (primary?.value ?? 0) + (resale?.value ?? 0);
}

/** `/sitemap.xml`: the index of the site's sitemaps, the pages' one and the properties' in parts. */
export async function sitemapIndex(q: Queryable, publicUrl: string): Promise<string> {
  const parts = Math.max(1, Math.ceil((await propertyCount(q)) / propertiesPerSitemap));
  const files = ['pages', ...Array.from({ length: parts }, (_, index) => `properties-${index + 1}`)];
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${file}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The sections, the blog's articles, the buildings (a partner's on its own page, others as projects), the foreign projects and the partner stores. */
export async function pagesSitemap(q: Queryable, publicUrl: string, now: Date): Promise<string> {
  const articles = await publishedArticles(q, now);
  const buildingRows = await q.select({ id: buildings.id, isPartner: developers.isPartner }).from(buildings).innerJoin(developers, eq(developers.id, buildings.developerId)).orderBy(asc(buildings.id));
  const foreign = await q.select({ id: foreignProjects.id }).from(foreignProjects).orderBy(asc(foreignProjects.id));
  const storeRows = await q.select({ slug: stores.slug, section: storeSectors.section }).from(stores).innerJoin(storeSectors, eq(storeSectors.id, stores.sectorId)).orderBy(asc(stores.id));
  return urlSet(publicUrl, [
    ...publicSectionPaths.map((path) => ({ path })),
    ...articles.map((article) => ({ path: `/blog/${article.slug}`, lastModified: article.updatedAt })),
    ...buildingRows.map((row) => ({ path: `/${row.isPartner ? 'buildings' : 'projects'}/${row.id}` })),
    ...foreign.map((row) => ({ path: `/foreign-market/${row.id}` })),
    ...storeRows.map((row) => ({ path: `/${row.section === 'services' ? 'services' : 'home-and-renovation'}/${row.slug}` })),
  ]);
}

/** One part of the properties: the developers' apartments, then the resale homes and rentals, in id order. */
export async function propertiesSitemap(q: Queryable, publicUrl: string, part: number): Promise<string | null> {
  const primary = await q.select({ id: apartments.id }).from(apartments).where(onOffer(apartments)).orderBy(asc(apartments.id));
  const resale = await q.select({ id: listings.id, deal: listings.deal }).from(listings).where(and(onOffer(listings), eq(listings.listed, true))).orderBy(asc(listings.id));
  const all = [...primary.map((row) => `/property/primary/${row.id}`), ...resale.map((row) => `/property/${row.deal === 'rent' ? 'rent' : 'secondary'}/${row.id}`)];
  const slice = all.slice((part - 1) * propertiesPerSitemap, part * propertiesPerSitemap);
  if (part > 1 && slice.length === 0) return null;
  return urlSet(publicUrl, slice.map((path) => ({ path })));
}

const feedTitles: Record<Language, { title: string; description: string }> = {
  hy: { title: 'Tun բլոգ', description: 'Հոդվածներ բնակարան գնելու, հիփոթեքի և վերանորոգման մասին' },
  ru: { title: 'Блог Tun', description: 'Статьи о покупке жилья, ипотеке и ремонте' },
  en: { title: 'Tun blog', description: 'Articles about buying a home, mortgages and renovation' },
};

/** The blog's RSS 2.0 feed in one language: the newest 30 articles. */
export async function blogFeed(q: Queryable, publicUrl: string, lang: Language, now: Date): Promise<string> {
  const articles = (await publishedArticles(q, now)).slice(0, 30);
  const { title, description } = feedTitles[lang];
  const items = articles.map((article) => {
    const link = escapeXml(`${publicUrl}/${lang}/blog/${article.slug}`);
    return `<item><title>${escapeXml(article.title[lang])}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><pubDate>${article.publishedAt.toUTCString()}</pubDate><description>${escapeXml(article.description[lang])}</description><enclosure url="${escapeXml(`${publicUrl}/api/media/articles/${article.id}.svg`)}" type="image/svg+xml" length="0"/></item>`;
  });
  const self = escapeXml(`${publicUrl}/${lang}/blog/rss.xml`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel><title>${escapeXml(title)}</title><link>${escapeXml(`${publicUrl}/${lang}/blog`)}</link><description>${escapeXml(description)}</description><language>${lang}</language><atom:link href="${self}" rel="self" type="application/rss+xml"/>${articles[0] ? `<lastBuildDate>${articles[0].publishedAt.toUTCString()}</lastBuildDate>` : ''}\n${items.join('\n')}\n</channel>\n</rss>\n`;
}
