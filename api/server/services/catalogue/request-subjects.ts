import { and, asc, eq, inArray } from 'drizzle-orm';
import { pageMarketOf, propertyPath, type Deal } from '../../../contract/property-ref';
import type { RentalTerms } from '../../../contract/requests';
import { isLanguage, languages, type Language } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { agencies, apartments, brokers, buildings, developers, foreignProjectBrokers, foreignProjects, listings, sellerListings, userIdentities, users, type Availability, type Localized, type RequestMarket } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** Who answers a request: a developer, an agency or a broker, written to in their language. */
export interface Partner {
  email: string;
  name: Localized;
  language: Language;
}

/** What a request is about: its title in every language, its page, and who answers it. */
export interface RequestSubject {
  title: Localized;
  /** The app path without the language, e.g. `/property/rent/12`. */
  path: string;
  /** Null for a listing without one (a seeded private seller's): the bank's desk passes the request on. */
  partner: Partner | null;
}

const localize = (make: (lang: Language) => string): Localized => Object.fromEntries(languages.map((lang) => [lang, make(lang)])) as Localized;

const apartmentTitle = (number: number, building: Localized) => localize((lang) => `№ ${number}, ${building[lang]}`);
const listingTitle = (title: Localized, code: string) => localize((lang) => `${title[lang]} (${code})`);
const apartmentPath = (id: number) => propertyPath({ marketType: '0', apartmentId: id, deal: 'sale' });
const listingPath = (deal: Deal, id: number) => propertyPath({ marketType: '1', apartmentId: id, deal });
const buildingPath = (isPartner: boolean, id: number) => `${isPartner ? '/buildings' : '/projects'}/${id}`;

/** A private seller (issue 21) answers the requests about their own listing, written to in their language. */
const sellerPartner = (seller: { email: string; firstName: string; lastName: string; language: string }): Partner => ({
  email: seller.email,
  name: localize(() => sellerName(seller)),
  language: isLanguage(seller.language) ? seller.language : 'hy',
});

/** A private seller as strangers see them: the registry's first name and the initial of the last. */
export const sellerName = (seller: { firstName: string; lastName: string }) => `${seller.firstName} ${seller.lastName.slice(0, 1)}.`;

/** Armenian developers, agencies and brokers read Armenian; brokers abroad read English. */
const armenianPartner = (email: string, name: Localized): Partner => ({ email, name, language: 'hy' });

/** A primary-market apartment, answered by the building's developer. */
export async function apartmentSubject(q: Queryable, id: number): Promise<RequestSubject> {
  const [row] = await q
    .select({ number: apartments.number, availability: apartments.availability, building: buildings.name, developer: { email: developers.email, name: developers.name } })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(developers, eq(developers.id, buildings.developerId))
    .where(eq(apartments.id, id));
  if (!row) throw new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
  if (row.availability === 'notAvailable') throw new AppError('APARTMENT', 'APARTMENT_UNAVAILABLE');
  return { title: apartmentTitle(row.number, row.building), path: apartmentPath(id), partner: armenianPartner(row.developer.email, row.developer.name) };
}

export interface ListingSubject extends RequestSubject {
  availability: Availability;
  terms: RentalTerms;
}

/**
 * A secondary-market sale or a rental, answered by its broker, else its agency, else (a private
 * seller) the bank's desk. Its terms come along for the rental request's rules.
 */
export async function listingSubject(q: Queryable, deal: 'sale' | 'rent', id: number): Promise<ListingSubject> {
  const [row] = await q
    .select({
      title: listings.title,
      code: listings.code,
      availability: listings.availability,
      dailyFee: listings.dailyFee,
      minRentDays: listings.minRentDays,
      minRentMonths: listings.minRentMonths,
      petsAllowed: listings.petsAllowed,
      childrenAllowed: listings.childrenAllowed,
      brokerEmail: brokers.email,
      brokerName: brokers.fullName,
      agencyEmail: agencies.email,
      agencyName: agencies.name,
      seller: { email: users.email, language: users.language, firstName: userIdentities.firstName, lastName: userIdentities.lastName },
    })
    .from(listings)
    .leftJoin(brokers, eq(brokers.id, listings.brokerId))
    .leftJoin(agencies, eq(agencies.id, listings.agencyId))
    .leftJoin(sellerListings, eq(sellerListings.catalogueId, listings.id))
    .leftJoin(users, eq(users.id, sellerListings.sellerId))
    .leftJoin(userIdentities, eq(userIdentities.userId, sellerListings.sellerId))
    .where(and(eq(listings.id, id), eq(listings.deal, deal), eq(listings.listed, true)));
  if (!row) throw new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
  const partner =
    row.brokerEmail && row.brokerName
      ? armenianPartner(row.brokerEmail, row.brokerName)
      : row.agencyEmail && row.agencyName
        ? armenianPartner(row.agencyEmail, row.agencyName)
        : row.seller?.email && row.seller.firstName && row.seller.lastName
          ? sellerPartner({ email: row.seller.email, firstName: row.seller.firstName, lastName: row.seller.lastName, language: row.seller.language ?? 'hy' })
          : null;
  const { dailyFee, minRentDays, minRentMonths, petsAllowed, childrenAllowed } = row;
  return {
    title: listingTitle(row.title, row.code),
    path: listingPath(deal, id),
    partner,
    availability: row.availability,
    terms: { dailyFee, minRentDays, minRentMonths, petsAllowed, childrenAllowed },
  };
}

/** A building (a developer's project), answered by its developer. */
export async function projectSubject(q: Queryable, id: number): Promise<RequestSubject> {
  const [row] = await q
    .select({ name: buildings.name, developer: { email: developers.email, name: developers.name, isPartner: developers.isPartner } })
    .from(buildings)
    .innerJoin(developers, eq(developers.id, buildings.developerId))
    .where(eq(buildings.id, id));
  if (!row) throw new AppError('BUILDING', 'BUILDING_NOT_FOUND', undefined, 404);
  return { title: row.name, path: buildingPath(row.developer.isPartner, id), partner: armenianPartner(row.developer.email, row.developer.name) };
}

/** A foreign-market project, answered in English by the broker the person chose, or its first broker. */
export async function foreignSubject(q: Queryable, id: number, brokerId: number | undefined): Promise<RequestSubject> {
  const [project] = await q.select({ name: foreignProjects.name }).from(foreignProjects).where(eq(foreignProjects.id, id));
  if (!project) throw new AppError('FOREIGN_MARKET', 'PROJECT_NOT_FOUND', undefined, 404);
  const projectBrokers = await q
    .select({ id: brokers.id, email: brokers.email, name: brokers.fullName })
    .from(foreignProjectBrokers)
    .innerJoin(brokers, eq(brokers.id, foreignProjectBrokers.brokerId))
    .where(eq(foreignProjectBrokers.projectId, id))
    .orderBy(asc(brokers.id));
  const broker = brokerId === undefined ? projectBrokers[0] : projectBrokers.find((candidate) => candidate.id === brokerId);
  if (brokerId !== undefined && !broker) throw new AppError('FOREIGN_MARKET', 'BROKER_NOT_OF_PROJECT');
  return { title: project.name, path: `/foreign-market/${id}`, partner: broker ? { email: broker.email, name: broker.name, language: 'en' } : null };
}

export interface StoredRequestRef {
  market: RequestMarket;
  propertyId: number;
}

const refKey = (market: RequestMarket, id: number) => `${market}:${id}`;

/**
 * The titles and pages of many stored requests at once (one query per market), for the personal
 * page's list. A property removed since has no entry.
 */
export async function titlesOf(q: Queryable, refs: readonly StoredRequestRef[]): Promise<Map<string, { title: Localized; path: string }>> {
  const idsOf = (...markets: RequestMarket[]) => [...new Set(refs.filter((ref) => markets.includes(ref.market)).map((ref) => ref.propertyId))];
  const [apartmentIds, listingIds, projectIds, foreignIds] = [idsOf('primary'), idsOf('secondary', 'rent'), idsOf('project'), idsOf('foreign')];
  const [apartmentRows, listingRows, projectRows, foreignRows] = await Promise.all([
    apartmentIds.length
      ? q.select({ id: apartments.id, number: apartments.number, building: buildings.name }).from(apartments).innerJoin(buildings, eq(buildings.id, apartments.buildingId)).where(inArray(apartments.id, apartmentIds))
      : [],
    listingIds.length ? q.select({ id: listings.id, deal: listings.deal, title: listings.title, code: listings.code }).from(listings).where(inArray(listings.id, listingIds)) : [],
    projectIds.length
      ? q.select({ id: buildings.id, name: buildings.name, isPartner: developers.isPartner }).from(buildings).innerJoin(developers, eq(developers.id, buildings.developerId)).where(inArray(buildings.id, projectIds))
      : [],
    foreignIds.length ? q.select({ id: foreignProjects.id, name: foreignProjects.name }).from(foreignProjects).where(inArray(foreignProjects.id, foreignIds)) : [],
  ]);
  const titles = new Map<string, { title: Localized; path: string }>();
  for (const row of apartmentRows) titles.set(refKey('primary', row.id), { title: apartmentTitle(row.number, row.building), path: apartmentPath(row.id) });
  for (const row of listingRows) titles.set(refKey(pageMarketOf({ marketType: '1', deal: row.deal }), row.id), { title: listingTitle(row.title, row.code), path: listingPath(row.deal, row.id) });
  for (const row of projectRows) titles.set(refKey('project', row.id), { title: row.name, path: buildingPath(row.isPartner, row.id) });
  for (const row of foreignRows) titles.set(refKey('foreign', row.id), { title: row.name, path: `/foreign-market/${row.id}` });
  return titles;
}

export const titleKey = (ref: StoredRequestRef) => refKey(ref.market, ref.propertyId);

/** The names of the partners behind these e-mails (brokers before agencies before developers). */
export async function partnerNames(q: Queryable, emails: readonly string[]): Promise<Map<string, Localized>> {
  const unique = [...new Set(emails)];
  if (unique.length === 0) return new Map();
  const [developerRows, agencyRows, brokerRows] = await Promise.all([
    q.select({ email: developers.email, name: developers.name }).from(developers).where(inArray(developers.email, unique)),
    q.select({ email: agencies.email, name: agencies.name }).from(agencies).where(inArray(agencies.email, unique)),
    q.select({ email: brokers.email, name: brokers.fullName }).from(brokers).where(inArray(brokers.email, unique)),
  ]);
  return new Map([...developerRows, ...agencyRows, ...brokerRows].map((row) => [row.email, row.name]));
}
