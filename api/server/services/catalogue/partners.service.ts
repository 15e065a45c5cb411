import { and, asc, count, countDistinct, eq, inArray, desc, sql, type SQL } from 'drizzle-orm';
import type { ForeignFilter, ForeignProject, PropertySort } from '../../../contract/catalogue';
import { stageOn } from '../../../contract/construction-stage';
import type { Language } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { agencies, apartments, banners, bannerSlots, brokers, buildings, developers, foreignProjectBrokers, foreignProjects, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { offsetOf, pagination } from './paging';

type BrokerRow = { brokers: typeof brokers.$inferSelect; agencies: typeof agencies.$inferSelect | null };
const broker = (row: BrokerRow, lang: Language) => ({
  id: row.brokers.id,
  name: row.brokers.fullName[lang],
  phone: row.brokers.phone,
  email: row.brokers.email,
  languages: row.brokers.languages,
  agency: row.agencies?.name[lang] ?? null,
});

/** The brokers who sell at home (spec section 7, "brokers by language"). */
export async function listBrokers(q: Queryable, lang: Language) {
  const rows = await q.select().from(brokers).leftJoin(agencies, eq(agencies.id, brokers.agencyId)).where(eq(brokers.isForeign, false)).orderBy(asc(brokers.id));
  return rows.map((row) => broker(row, lang));
}

/** A foreign project as the list and the page show it; `today` (`YYYY-MM-DD`) decides its stage. */
const foreignProject = (row: typeof foreignProjects.$inferSelect, lang: Language, today: string): ForeignProject => ({
  id: row.id,
  name: row.name[lang],
  description: row.description[lang],
  country: row.country,
  city: row.city[lang],
  developerName: row.developerName,
  currency: row.currency,
  minPrice: row.minPrice,
  minArea: row.minArea,
  stage: stageOn(row.stage, row.completionDate, today),
  completionDate: row.completionDate,
  imageUrl: `/api/media/foreign/${row.id}.svg`,
  latitude: row.latitude,
  longitude: row.longitude,
});

/** The property sort options (spec section 9) as foreign projects read them; newest first by default. */
const foreignOrder: Record<PropertySort, SQL> = {
  newest: desc(foreignProjects.id),
  earliest: asc(foreignProjects.id),
  priceAsc: asc(foreignProjects.minPrice),
  priceDesc: desc(foreignProjects.minPrice),
  areaAsc: asc(foreignProjects.minArea),
  areaDesc: desc(foreignProjects.minArea),
  completionNearest: asc(foreignProjects.completionDate),
  completionFarthest: desc(foreignProjects.completionDate),
};

/** Foreign-market projects; the header also counts what the filter left (FilteredCount). */
export async function listForeignProjects(q: Queryable, filter: ForeignFilter, lang: Language, today: string) {
  const conditions: SQL[] = [];
  if (filter.countries?.length) conditions.push(inArray(foreignProjects.country, filter.countries));
  const where = conditions.length ? and(...conditions) : undefined;
  const [all] = await q.select({ value: count() }).from(foreignProjects);
  const [filtered] = await q.select({ value: count() }).from(foreignProjects).where(where);
  const order = foreignOrder[filter.sort];
  const rows = await q
    .select()
    .from(foreignProjects)
    .where(where)
    .orderBy(order, asc(foreignProjects.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter.pageSize, filter.pageNumber));
  const filteredCount = filtered?.value ?? 0;
  return {
    items: rows.map((row) => foreignProject(row, lang, today)),
    pagination: { ...pagination(filteredCount, filter.pageSize, filter.pageNumber), totalCount: all?.value ?? 0, FilteredCount: filteredCount },
  };
}

async function foreignProjectRow(q: Queryable, id: number) {
  const [row] = await q.select().from(foreignProjects).where(eq(foreignProjects.id, id));
  if (!row) throw new AppError('FOREIGN_MARKET', 'PROJECT_NOT_FOUND', undefined, 404);
  return row;
}

export async function getForeignProject(q: Queryable, id: number, lang: Language, today: string) {
  return foreignProject(await foreignProjectRow(q, id), lang, today);
}

export async function foreignProjectBrokersOf(q: Queryable, id: number, lang: Language) {
  await foreignProjectRow(q, id);
  const rows = await q
    .select({ brokers, agencies })
    .from(foreignProjectBrokers)
    .innerJoin(brokers, eq(brokers.id, foreignProjectBrokers.brokerId))
    .leftJoin(agencies, eq(agencies.id, brokers.agencyId))
    .where(eq(foreignProjectBrokers.projectId, id))
    .orderBy(asc(brokers.id));
  return rows.map((row) => broker(row, lang));
}

const inLanguage = (url: string, lang: Language) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/** Banners of the home page (every slot but the partner ones) or of the partners page. */
export async function listBanners(q: Queryable, page: 'home' | 'partners', lang: Language) {
  const slots = bannerSlots.filter((slot) => (page === 'partners') === slot.startsWith('partner'));
  const rows = await q
    .select()
    .from(banners)
    .where(and(eq(banners.active, true), inArray(banners.slot, slots)))
    .orderBy(asc(banners.slot), asc(banners.position), asc(banners.id));
  return rows.map((row) => ({
    id: row.id,
    slot: row.slot,
    title: row.title[lang],
    redirectUrl: row.redirectUrl,
    // The picture carries the banner's title, so it is drawn in the page's language, not the browser's.
    imageUrl: inLanguage(row.imageUrl, lang),
    mediumImageUrl: inLanguage(row.mediumImageUrl, lang),
    smallImageUrl: inLanguage(row.smallImageUrl, lang),
  }));
}

/** Partner agencies (spec section 7, "broker partners"), with how many brokers and listings each has. */
export async function listBrokerPartners(q: Queryable, paging: { pageSize: number; pageNumber: number }, lang: Language) {
  const [total] = await q.select({ value: count() }).from(agencies).where(eq(agencies.isPartner, true));
  const rows = await q
    .select({ agency: agencies, brokers: countDistinct(brokers.id), listings: countDistinct(listings.id) })
    .from(agencies)
    .leftJoin(brokers, eq(brokers.agencyId, agencies.id))
    .leftJoin(listings, eq(listings.agencyId, agencies.id))
    .where(eq(agencies.isPartner, true))
    .groupBy(agencies.id)
    .orderBy(asc(agencies.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging.pageSize, paging.pageNumber));
  return {
    items: rows.map((row) => ({
      id: row.agency.id,
      name: row.agency.name[lang],
      description: row.agency.description[lang],
      phone: row.agency.phone,
      email: row.agency.email,
      logoUrl: `/api/media/agencies/${row.agency.id}.svg`,
      brokers: row.brokers,
      listings: row.listings,
    })),
    pagination: pagination(total?.value ?? 0, paging.pageSize, paging.pageNumber),
  };
}

/**
 * Developers of the partners page: partners first, then the others, each by name in the language
 * asked for, with how many buildings they have and how many apartments are for sale in them.
 */
export async function listDevelopers(q: Queryable, paging: { pageSize: number; pageNumber: number }, lang: Language) {
  const [total] = await q.select({ value: count() }).from(developers);
  const rows = await q
    .select({ developer: developers, buildings: countDistinct(buildings.id), apartmentsForSale: countDistinct(apartments.id) })
    .from(developers)
    .leftJoin(buildings, eq(buildings.developerId, developers.id))
    .leftJoin(apartments, and(eq(apartments.buildingId, buildings.id), eq(apartments.availability, 'forSale')))
    .groupBy(developers.id)
    .orderBy(desc(developers.isPartner), sql`(${developers.name} ->> ${lang}) collate "C"`, asc(developers.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging.pageSize, paging.pageNumber));
  return {
    items: rows.map(({ developer, ...counts }) => ({
      id: developer.id,
      name: developer.name[lang],
      description: developer.description[lang],
      isPartner: developer.isPartner,
      logoUrl: `/api/media/developers/${developer.id}.svg`,
      phone: developer.phone,
      email: developer.email,
      website: developer.website,
      foundedYear: developer.foundedYear,
      buildings: counts.buildings,
      apartmentsForSale: counts.apartmentsForSale,
    })),
    pagination: pagination(total?.value ?? 0, paging.pageSize, paging.pageNumber),
  };
}
