import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { maxMapPositions, typesWithRooms, type ListingCard, type ListingDetail, type ListingFilter, type MapPositions, type PropertySort } from '../../../contract/catalogue';
import type { Language } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { agencies, brokers, listings, sellerListings, userIdentities } from '../../db/schema';
import { sellerName } from './request-subjects';
import { AppError } from '../../http/app-error';
import { assertRange, offsetOf, totalColumn, totalOf, type Total } from './paging';
import { roomsMatch } from './rooms-filter';
import { priceHistoryOf } from './price-history.service';
import { positionsOf, withinBounds } from './map-bounds';
import { offerForProperty, qualifiesForIncomeTaxRefund } from '../../../contract/mortgage-terms';

export const listingImageUrl = (id: number) => `/api/media/listings/${id}.svg`;
/** A private seller's photo, public once its listing is published (private-listing-photos.service.ts). */
export const sellerPhotoUrl = (photoId: string) => `/api/media/seller-photos/${photoId}`;
/** Pictures in a listing's gallery: its cover and three more views. */
export const listingViews = 4;

/** A listing's pictures: a private seller's photos, or the generated cover and views. */
export function listingGallery(row: { id: number; photos: string[] | null }): string[] {
  if (row.photos?.length) return row.photos.map(sellerPhotoUrl);
  return Array.from({ length: listingViews }, (_, view) => (view === 0 ? listingImageUrl(row.id) : `${listingImageUrl(row.id)}?view=${view}`));
}
export const listingCover = (row: { id: number; photos: string[] | null }) => (row.photos?.[0] ? sellerPhotoUrl(row.photos[0]) : listingImageUrl(row.id));

/** Only listed rows are in the catalogue: a listing its private seller took off is in no list or page. */
export const isListed = sql`${listings.listed}`;

function orderFor(sort: PropertySort): SQL[] {
  switch (sort) {
    case 'earliest':
      return [asc(listings.createdAt)];
    case 'priceAsc':
      return [asc(listings.price)];
    case 'priceDesc':
      return [desc(listings.price)];
    case 'areaAsc':
      return [asc(listings.area)];
    case 'areaDesc':
      return [desc(listings.area)];
    // Resale homes are built: "completion" orders them as newest and earliest listed.
    case 'completionNearest':
      return [desc(listings.createdAt)];
    case 'completionFarthest':
      return [asc(listings.createdAt)];
    default:
      return [desc(listings.createdAt)];
  }
}

function card(row: typeof listings.$inferSelect, lang: Language): ListingCard {
  return {
    id: row.id,
    code: row.code,
    deal: row.deal,
    market: row.market,
    type: row.type,
    title: row.title[lang],
    address: row.address[lang],
    district: row.district,
    rooms: row.rooms,
    floor: row.floor,
    floorsTotal: row.floorsTotal,
    area: row.area,
    price: row.price,
    pricePerSquareMetre: row.pricePerSquareMetre,
    oldPrice: row.oldPrice,
    dailyFee: row.dailyFee,
    availability: row.availability,
    // A resale home, exclusive mandates included, is lent on by the secondary market's limits; a rental is not bought, nor is a sold home.
    monthlyPayment: row.deal === 'sale' ? (offerForProperty(row, 'secondary')?.monthlyPayment ?? null) : null,
    imageUrl: listingCover(row),
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The conditions of a listings filter: the list applies them, and so do saved-search alerts. */
export function listingConditions(deal: 'sale' | 'rent', filter: Omit<ListingFilter, 'sort' | 'pageNumber' | 'pageSize'>): SQL[] {
  const conditions: SQL[] = [eq(listings.deal, deal), isListed];
  if (filter.types?.length) conditions.push(inArray(listings.type, filter.types));
  if (filter.districts?.length) conditions.push(inArray(listings.district, filter.districts));
  // Rooms describe a home: premises and plots never match a rooms filter, whatever their column holds.
  if (filter.roomsCount?.length) conditions.push(inArray(listings.type, [...typesWithRooms]), roomsMatch(listings.rooms, filter.roomsCount));
  if (filter.minPrice !== undefined) conditions.push(gte(listings.price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(listings.price, filter.maxPrice));
  if (filter.minArea !== undefined) conditions.push(gte(listings.area, filter.minArea));
  if (filter.maxArea !== undefined) conditions.push(lte(listings.area, filter.maxArea));
  if (filter.bounds) conditions.push(withinBounds(listings.latitude, listings.longitude, filter.bounds));
  return conditions;
}

/** Every listing a search finds, as points for its map (the list's filter without its order and page). */
export async function listingPositions(q: Queryable, deal: 'sale' | 'rent', filter: ListingFilter): Promise<MapPositions> {
  assertRange('price', filter.minPrice, filter.maxPrice);
  assertRange('area', filter.minArea, filter.maxArea);
  const rows = await q
    .select({ id: listings.id, latitude: listings.latitude, longitude: listings.longitude, price: listings.price })
    .from(listings)
    .where(and(...listingConditions(deal, filter)))
    .orderBy(asc(listings.id))
    .limit(maxMapPositions + 1);
  return positionsOf(rows);
}

/** Secondary-market sales or rentals (spec section 7, "v2" lists): filtered, sorted, paged, with the total. */
export async function listListings(q: Queryable, deal: 'sale' | 'rent', filter: ListingFilter, lang: Language): Promise<{ items: ListingCard[] } & Total> {
  assertRange('price', filter.minPrice, filter.maxPrice);
  assertRange('area', filter.minArea, filter.maxArea);
  const where = and(...listingConditions(deal, filter));
  const matches = () => q.select({ one: sql`1`.as('one') }).from(listings).where(where).$dynamic();
  const rows = await q
    .select({ listing: listings, total: totalColumn(matches()) })
    .from(listings)
    .where(where)
    .orderBy(...orderFor(filter.sort), asc(listings.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter.pageSize, filter.pageNumber));
  return { items: rows.map((row) => card(row.listing, lang)), ...(await totalOf(q, rows, matches)) };
}

/** `today` (Yerevan, `YYYY-MM-DD`) decides whether a loan signed now would still earn the income-tax refund. */
export async function getListing(q: Queryable, deal: 'sale' | 'rent', id: number, lang: Language, today: string): Promise<ListingDetail> {
  const [row] = await q
    .select()
    .from(listings)
    .leftJoin(agencies, eq(agencies.id, listings.agencyId))
    .leftJoin(brokers, eq(brokers.id, listings.brokerId))
    .leftJoin(sellerListings, eq(sellerListings.catalogueId, listings.id))
    .leftJoin(userIdentities, eq(userIdentities.userId, sellerListings.sellerId))
    .where(and(eq(listings.id, id), eq(listings.deal, deal), isListed));
  if (!row) throw new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
  const listing = row.listings;
  const offer = deal === 'sale' ? offerForProperty(listing, 'secondary') : null;
  return {
    ...card(listing, lang),
    description: listing.description[lang],
    landArea: listing.landArea,
    ceilingHeight: listing.ceilingHeight,
    wallType: listing.wallType,
    renovation: listing.renovation,
    parkingCount: listing.parkingCount,
    minRentDays: listing.minRentDays,
    minRentMonths: listing.minRentMonths,
    petsAllowed: listing.petsAllowed,
    childrenAllowed: listing.childrenAllowed,
    flags: listing.flags,
    utilities: listing.utilities,
    agency: row.agencies ? { id: row.agencies.id, name: row.agencies.name[lang] } : null,
    broker: row.brokers ? { id: row.brokers.id, name: row.brokers.fullName[lang], phone: row.brokers.phone } : null,
    privateSeller: row.user_identities ? { name: sellerName(row.user_identities) } : null,
    monthlyPayment: offer?.monthlyPayment ?? null,
    downPayment: offer?.downPayment ?? null,
    incomeTaxRefund: offer !== null && qualifiesForIncomeTaxRefund(listing.price, listing.flags.isNewBuilt, listing.district, today),
    priceHistory: await priceHistoryOf(q, { marketType: '1', apartmentId: listing.id }, listing.createdAt),
    gallery: listingGallery(listing),
  };
}
