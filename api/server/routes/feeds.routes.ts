import { Hono, type Context } from 'hono';
import { isLanguage } from '../../contract/validation';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/app-error';
import { blogFeed, pagesSitemap, propertiesSitemap, sitemapIndex } from '../services/site/sitemap.service';

/** XML for crawlers and feed readers, fresh for an hour. */
const xml = (c: Context<AppEnv>, body: string, type = 'application/xml') => c.body(body, 200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=3600' });

/**
 * What crawlers and feed readers fetch beside the pages (issue 19): the sitemaps, every public page in
 * three languages with `hreflang`, and the blog's RSS feed per language. Outside `/api`: these are the
 * site's own addresses.
 */
export const feedRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const { publicUrl } = c.get('deps').config;
    const rules = ['User-agent: *', 'Disallow: /api/', 'Disallow: /*/office', 'Disallow: /*/mailbox', 'Disallow: /*/profile', `Sitemap: ${publicUrl}/sitemap.xml`];
    return c.body(`${rules.join('\n')}\n`, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  })
  .get('/sitemap.xml', async (c) => {
    const { database, config } = c.get('deps');
    return xml(c, await sitemapIndex(database.db, config.publicUrl));
  })
  .get('/sitemaps/pages.xml', async (c) => {
    const { database, config, clock } = c.get('deps');
    return xml(c, await pagesSitemap(database.db, config.publicUrl, clock.now()));
  })
  .get('/sitemaps/:file{properties-[0-9]{1,4}\\.xml}', async (c) => {
    const { database, config } = c.get('deps');
    const part = Number(/\d+/.exec(c.req.param('file'))?.[0]);
    const body = part >= 1 ? await propertiesSitemap(database.db, config.publicUrl, part) : null;
    if (!body) throw notFound();
    return xml(c, body);
  })
  .get('/:lang{[a-z]{2}}/blog/rss.xml', async (c) => {
    const lang = c.req.param('lang');
    if (!isLanguage(lang)) throw notFound();
    const { database, config, clock } = c.get('deps');
    return xml(c, await blogFeed(database.db, config.publicUrl, lang, clock.now()), 'application/rss+xml');
  });
