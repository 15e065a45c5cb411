import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { languageSchema } from '../../contract/validation';
import { apartments, banners, blogArticles, buildings, developers, agencies, foreignProjects, listings, stores } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/app-error';
import { describe } from '../http/describe';
import { input } from '../http/validate';
import { listingViews } from '../services/catalogue/listings.service';
import { renderArticleCover } from '../media/article.picture';
import type { ArticleCoverMotif } from '../db/seed/content/content-types';
import { renderFacade } from '../media/facade.picture';
import { renderFloorPlan } from '../media/floor-plan.picture';
import { renderBanner, renderListingPhoto, renderLogo } from '../media/photo.picture';

const fileParam = v.object({ file: v.pipe(v.string(), v.regex(/^\d{1,9}\.svg$/, 'validation:invalid'), v.transform((file) => Number(file.slice(0, -4)))) });
/** A listing's gallery (listingViews pictures): 0 is its cover, the others more views from the same seed. */
const viewQuery = v.object({
  view: v.optional(v.pipe(v.string(), v.regex(/^\d$/, 'validation:invalid'), v.transform(Number), v.maxValue(listingViews - 1, 'validation:tooLarge')), '0'),
});
const bannerQuery = v.object({
  size: v.optional(v.picklist(['large', 'medium', 'small'], 'validation:invalid'), 'large'),
  /** The page's language: the banner's title is part of the picture. */
  lang: v.optional(languageSchema),
});

/** Pictures are drawn from the row's seed: the same URL always gives the same picture, so browsers may keep it a day. */
const svg = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400', Vary: 'Accept-Language' });

const doc = (operationId: string, summary: string) => describe({ operationId, summary, tags: ['Media'] });

/** Generated SVG pictures of the catalogue: nothing is fetched from outside. */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/media/buildings/:file', doc('getBuildingPicture', 'Facade of a building (SVG)'), input('param', fileParam), async (c) => {
    const [row] = await c.get('deps').database.db.select().from(buildings).where(eq(buildings.id, c.req.valid('param').file));
    if (!row) throw notFound();
    return svg(c, renderFacade({ seed: row.photoSeed, floors: row.floors, wallType: row.wallType }));
  })
  .get('/media/plans/:file', doc('getFloorPlan', 'Floor plan of a primary-market apartment (SVG)'), input('param', fileParam), async (c) => {
    const [row] = await c.get('deps').database.db.select().from(apartments).where(eq(apartments.id, c.req.valid('param').file));
    if (!row) throw notFound();
    return svg(c, renderFloorPlan({ seed: row.planSeed, rooms: row.rooms, area: row.area }));
  })
  .get('/media/listings/:file', doc('getListingPicture', 'Picture of a secondary-market or rental property (SVG)'), input('param', fileParam), input('query', viewQuery), async (c) => {
    const [row] = await c.get('deps').database.db.select().from(listings).where(eq(listings.id, c.req.valid('param').file));
    if (!row) throw notFound();
    const view = c.req.valid('query').view;
    // Another view of the same property: the seed moves by a large odd step so the scenes differ.
    return svg(c, renderListingPhoto({ seed: (row.photoSeed + view * 7919) >>> 0, type: row.type }));
  })
  .get('/media/foreign/:file', doc('getForeignPicture', 'Picture of a foreign-market project (SVG)'), input('param', fileParam), async (c) => {
    const [row] = await c.get('deps').database.db.select().from(foreignProjects).where(eq(foreignProjects.id, c.req.valid('param').file));
    if (!row) throw notFound();
    return svg(c, renderListingPhoto({ seed: row.photoSeed, type: 'apartment' }));
  })
  .get('/media/articles/:file', doc('getArticleCover', "A blog article's cover (SVG)"), input('param', fileParam), async (c) => {
    const [row] = await c.get('deps').database.db.select({ motif: blogArticles.coverMotif, seed: blogArticles.coverSeed }).from(blogArticles).where(eq(blogArticles.id, c.req.valid('param').file));
    if (!row) throw notFound();
    return svg(c, renderArticleCover({ motif: row.motif as ArticleCoverMotif, seed: row.seed }));
  })
  .get('/media/developers/:file', doc('getDeveloperLogo', 'Logo of a developer (SVG)'), input('param', fileParam), async (c) => {
    const [row] = await c.get('deps').database.db.select().from(developers).where(eq(developers.id, c.req.valid('param').file));
    if (!row) throw notFound();
    return svg(c, renderLogo({ name: row.name.en, color: row.brandColor }));
  })
  .get('/media/agencies/:file', doc('getAgencyLogo', 'Logo of an agency (SVG)'), input('param', fileParam), async (c) => {
    const [row] = await c.get('deps').database.db.select().from(agencies).where(eq(agencies.id, c.req.valid('param').file));
    if (!row) throw notFound();
    return svg(c, renderLogo({ name: row.name.en, color: row.brandColor }));
  })
  .get('/media/stores/:file', doc('getStoreLogo', 'Logo of a partner store (SVG)'), input('param', fileParam), async (c) => {
    const [row] = await c.get('deps').database.db.select({ name: stores.name, color: stores.brandColor }).from(stores).where(eq(stores.id, c.req.valid('param').file));
    if (!row) throw notFound();
    return svg(c, renderLogo({ name: row.name.en, color: row.color }));
  })
  .get('/media/banners/:file', doc('getBannerPicture', 'A banner picture in one of three sizes (SVG)'), input('param', fileParam), input('query', bannerQuery), async (c) => {
    const [row] = await c.get('deps').database.db.select().from(banners).where(eq(banners.id, c.req.valid('param').file));
    if (!row) throw notFound();
    const { size, lang } = c.req.valid('query');
    return svg(c, renderBanner({ seed: row.id, size, title: row.title[lang ?? c.get('lang')] }));
  });
