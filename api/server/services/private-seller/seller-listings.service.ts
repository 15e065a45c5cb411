import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import * as v from 'valibot';
import { propertyPath } from '../../../contract/property-ref';
import {
  listingFactsSchema,
  privateSellerRules,
  type ListingFacts,
  type SellerListing,
  type SellerListingStatus,
  type SellerRequest,
} from '../../../contract/private-seller';
import type { FieldIssue } from '../../../contract/errors';
import type { Clock } from '../../clock';
import type { Db, Queryable, Tx } from '../../db/database';
import { listings, privateSellers, propertyRequests, sellerListingPhotos, sellerListings, type Localized } from '../../db/schema';
import { areaByKey, templates } from '../../db/seed/catalogue-vocabulary';
import { AppError, notFound } from '../../http/app-error';
import { oldPriceAfter, recordPriceChange } from '../catalogue/price-history.service';
import { toFieldIssues } from '../../http/validate';
import { activeListingCount, requireSeller } from './seller-registration.service';
import { ownPhotoUrl, photosOf } from './seller-photos.service';

/*
 * A private seller's listings (issue 21): drafts the seller alone sees, submitted for moderation,
 * published into the catalogue's secondary market or rentals once a moderator approves them, edited
 * (changes wait for approval while the approved version stays), taken off, sold or let.
 */

type Row = typeof sellerListings.$inferSelect;

const conflict = (status: SellerListingStatus) => new AppError('PRIVATE_SELLER', 'LISTING_STATUS_CONFLICT', { status }, 409);

/** The seller's own listing, locked for a change when `tx` is a transaction; another person's is 404. */
export async function ownListing(q: Queryable | Tx, sellerId: string, listingId: string, lock = false): Promise<Row> {
  const query = q.select().from(sellerListings).where(and(eq(sellerListings.id, listingId), eq(sellerListings.sellerId, sellerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The whole facts of a listing, or 400 with each field's issue (as a form's `COMMON.INVALID_INPUT`). */
export function wholeFacts(facts: Record<string, unknown>): ListingFacts {
  const result = v.safeParse(listingFactsSchema, facts);
  if (!result.success) {
    throw new AppError('COMMON', 'INVALID_INPUT', undefined, 400, toFieldIssues(result.issues as unknown as Parameters<typeof toFieldIssues>[0]));
  }
  if (!areaByKey.has(result.output.district)) throw new AppError('PRIVATE_SELLER', 'UNKNOWN_DISTRICT');
  return result.output;
}

/** Each field of the facts with its own schema, for a draft's fields checked one by one. */
const factFields: Record<string, v.GenericSchema | undefined> = listingFactsSchema.pipe[0].entries;

/**
 * A draft's facts: any part of them, each given field checked on its own (an empty one is not typed
 * yet; a field the facts do not have is refused), or 400 with each field's issue. Kept as typed.
 */
export function draftFacts(facts: Record<string, unknown>): Record<string, unknown> {
  const issues: FieldIssue[] = [];
  for (const [key, value] of Object.entries(facts)) {
    const schema = factFields[key];
    if (!schema) {
      issues.push({ path: key, message: 'validation:invalid' });
      continue;
    }
    if (value === undefined || value === null || value === '') continue;
    const result = v.safeParse(schema, value);
    if (!result.success) {
      for (const issue of toFieldIssues(result.issues as unknown as Parameters<typeof toFieldIssues>[0])) issues.push({ ...issue, path: issue.path ? `${key}.${issue.path}` : key });
    }
  }
  if (issues.length > 0) throw new AppError('COMMON', 'INVALID_INPUT', undefined, 400, issues);
  return facts;
}

/** The facts as a text that does not depend on the order of their keys (jsonb keeps its own order). */
const canonicalFacts = (facts: unknown) =>
  JSON.stringify(facts, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  );

/** The catalogue row's columns for approved facts: the title is written in every language from them; the seller's own words are shown as written. */
export function catalogueValues(facts: ListingFacts) {
  const place = areaByKey.get(facts.district);
  if (!place) throw new AppError('PRIVATE_SELLER', 'UNKNOWN_DISTRICT');
  const rooms = facts.rooms ?? 0;
  const asWritten = (text: string): Localized => ({ hy: text, ru: text, en: text });
  return {
    deal: facts.deal,
    market: 'secondary' as const,
    type: facts.type,
    title: templates.listingTitle({ deal: facts.deal, type: facts.type, rooms, area: facts.area, landArea: facts.landArea, place }),
    description: asWritten(facts.description),
    address: asWritten(facts.address),
    district: facts.district,
    latitude: facts.latitude,
    longitude: facts.longitude,
    rooms,
    floor: facts.floor,
    floorsTotal: facts.floorsTotal,
    area: facts.area,
    landArea: facts.landArea,
    ceilingHeight: facts.ceilingHeight,
    wallType: facts.wallType,
    renovation: facts.renovation,
    price: facts.price,
    pricePerSquareMetre: facts.deal === 'sale' ? Math.round(facts.price / facts.area) : null,
    dailyFee: facts.dailyFee,
    minRentDays: facts.minRentDays,
    minRentMonths: facts.minRentMonths,
    petsAllowed: facts.petsAllowed,
    childrenAllowed: facts.childrenAllowed,
    flags: facts.flags,
    utilities: facts.utilities,
    parkingCount: facts.parkingCount,
  };
}

/** `PS-` and eight characters: the code people quote on the phone. */
const newListingCode = () => `PS-${Array.from({ length: 8 }, () => '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(32)]).join('')}`;

/** The requests people sent about the listing's catalogue page, newest first. */
async function requestsAbout(q: Queryable, rows: Row[]): Promise<Map<number, SellerRequest[]>> {
  const published = rows.filter((row) => row.catalogueId !== null);
  const byCatalogue = new Map<number, SellerRequest[]>();
  if (published.length === 0) return byCatalogue;
  const found = await q
    .select()
    .from(propertyRequests)
    .where(
      or(
        ...published.map((row) =>
          and(eq(propertyRequests.propertyId, row.catalogueId ?? 0), eq(propertyRequests.market, (row.facts as { deal?: string }).deal === 'rent' ? 'rent' : 'secondary')),
        ),
      ),
    )
    .orderBy(desc(propertyRequests.createdAt), desc(propertyRequests.id));
  for (const request of found) {
    const list = byCatalogue.get(request.propertyId) ?? [];
    list.push({ id: request.id, kind: request.kind, name: request.name, phoneNumber: request.phoneNumber, email: request.email, message: request.message, createdAt: request.createdAt.toISOString() });
    byCatalogue.set(request.propertyId, list);
  }
  return byCatalogue;
}

async function catalogueCodes(q: Queryable, rows: Row[]) {
  const ids = rows.flatMap((row) => (row.catalogueId === null ? [] : [row.catalogueId]));
  if (ids.length === 0) return new Map<number, { code: string; deal: 'sale' | 'rent'; listed: boolean }>();
  const found = await q.select({ id: listings.id, code: listings.code, deal: listings.deal, listed: listings.listed }).from(listings).where(inArray(listings.id, ids));
  return new Map(found.map((row) => [row.id, row]));
}

/** The seller's listings as the personal page shows them, newest first. */
export async function sellerListingsOf(db: Db, userId: string): Promise<SellerListing[]> {
  await requireSeller(db, userId);
  const rows = await db.select().from(sellerListings).where(eq(sellerListings.sellerId, userId)).orderBy(desc(sellerListings.createdAt));
  const [photos, requests, codes] = await Promise.all([photosOf(db, rows.map((row) => row.id)), requestsAbout(db, rows), catalogueCodes(db, rows)]);
  return rows.map((row) => view(row, photos.get(row.id) ?? [], requests, codes));
}

function view(row: Row, photos: { id: string; width: number; height: number }[], requests: Map<number, SellerRequest[]>, codes: Map<number, { code: string; deal: 'sale' | 'rent'; listed: boolean }>): SellerListing {
  const catalogue = row.catalogueId === null ? undefined : codes.get(row.catalogueId);
  const live = catalogue?.listed ? catalogue : undefined;
  return {
    id: row.id,
    status: row.status,
    facts: row.facts,
    photos: photos.map((photo) => ({ ...photo, url: ownPhotoUrl(row.id, photo.id) })),
    returnReason: row.status === 'returned' ? row.returnReason : null,
    catalogue: live && row.catalogueId !== null ? { id: row.catalogueId, code: live.code, path: propertyPath({ marketType: '1', apartmentId: row.catalogueId, deal: live.deal }) } : null,
    hasPendingChanges: (row.status === 'pending' || row.status === 'returned') && live !== undefined,
    requests: row.catalogueId === null ? [] : (requests.get(row.catalogueId) ?? []),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One listing of the seller's, as the list shows it. */
export async function sellerListing(db: Db, userId: string, listingId: string): Promise<SellerListing> {
  await requireSeller(db, userId);
  const row = await ownListing(db, userId, listingId);
  const [photos, requests, codes] = await Promise.all([photosOf(db, [row.id]), requestsAbout(db, [row]), catalogueCodes(db, [row])]);
  return view(row, photos.get(row.id) ?? [], requests, codes);
}

/** Locks the seller's row: the seller's counts (listings, active listings, photos) change one at a time. */
async function lockSeller(tx: Tx, userId: string) {
  const [seller] = await tx.select().from(privateSellers).where(eq(privateSellers.userId, userId)).for('update');
  if (!seller) throw new AppError('PRIVATE_SELLER', 'NOT_A_SELLER', undefined, 403);
  return seller;
}

/** A new draft with whatever facts were typed (each checked on its own; the whole is checked on submission). */
export async function createDraft(db: Db, clock: Clock, userId: string, typed: Record<string, unknown>): Promise<SellerListing> {
  await requireSeller(db, userId);
  const facts = draftFacts(typed);
  const id = await db.transaction(async (tx) => {
    await lockSeller(tx, userId);
    const [row] = await tx.select({ value: count() }).from(sellerListings).where(and(eq(sellerListings.sellerId, userId), inArray(sellerListings.status, ['draft', 'returned', 'pending', 'published', 'unpublished'])));
    if (Number(row?.value ?? 0) >= privateSellerRules.maxListings) throw new AppError('PRIVATE_SELLER', 'LISTINGS_LIMIT', { max: privateSellerRules.maxListings });
    const now = clock.now();
    const [created] = await tx.insert(sellerListings).values({ sellerId: userId, status: 'draft', facts, createdAt: now, updatedAt: now }).returning({ id: sellerListings.id });
    if (!created) throw new Error('the listing was not written');
    return created.id;
  });
  return sellerListing(db, userId, id);
}

/**
 * Saves the seller's facts. A draft or a returned listing takes any part of them; a listing the bank
 * has seen takes only whole facts, and a published one's change goes back to moderation (its
 * approved version stays in the catalogue meanwhile). A sold or let listing is closed (409).
 */
export async function saveFacts(db: Db, clock: Clock, userId: string, listingId: string, facts: Record<string, unknown>): Promise<SellerListing> {
  await requireSeller(db, userId);
  await db.transaction(async (tx) => {
    const row = await ownListing(tx, userId, listingId, true);
    const now = clock.now();
    if (row.status === 'draft' || row.status === 'returned') {
      await tx.update(sellerListings).set({ facts: draftFacts(facts), updatedAt: now }).where(eq(sellerListings.id, row.id));
      return;
    }
    if (row.status === 'sold' || row.status === 'rented') throw conflict(row.status);
    const whole = wholeFacts(facts);
    if ((row.facts as { deal?: string }).deal !== whole.deal && row.catalogueId !== null) throw new AppError('COMMON', 'INVALID_INPUT', undefined, 400, [{ path: 'deal', message: 'validation:dealFixed' }]);
    const changed = canonicalFacts(row.facts) !== canonicalFacts(whole);
    const backToModeration = row.status === 'published' && changed;
    await tx
      .update(sellerListings)
      .set({ facts: whole, updatedAt: now, ...(backToModeration ? { status: 'pending' as const, submittedAt: now } : {}) })
      .where(eq(sellerListings.id, row.id));
  });
  return sellerListing(db, userId, listingId);
}

/** Counts toward the limit: a listing leaving draft, returned or unpublished for moderation must fit in it. */
async function assertActiveRoom(tx: Tx, userId: string) {
  if ((await activeListingCount(tx, userId)) >= privateSellerRules.maxActiveListings) {
    throw new AppError('PRIVATE_SELLER', 'ACTIVE_LISTINGS_LIMIT', { max: privateSellerRules.maxActiveListings });
  }
}

/** Sends a draft, a returned or an unpublished listing for moderation: whole facts, a photo, room under the limit. */
export async function submitListing(db: Db, clock: Clock, userId: string, listingId: string): Promise<SellerListing> {
  await requireSeller(db, userId);
  await db.transaction(async (tx) => {
    await lockSeller(tx, userId);
    const row = await ownListing(tx, userId, listingId, true);
    if (row.status !== 'draft' && row.status !== 'returned' && row.status !== 'unpublished') throw conflict(row.status);
    const whole = wholeFacts(row.facts);
    const [photos] = await tx.select({ value: count() }).from(sellerListingPhotos).where(eq(sellerListingPhotos.listingId, row.id));
    if (Number(photos?.value ?? 0) === 0) throw new AppError('PRIVATE_SELLER', 'PHOTO_REQUIRED');
    // A returned change of a listing in the catalogue already counts among the active ones.
    const [catalogue] = row.catalogueId === null ? [] : await tx.select({ listed: listings.listed, deal: listings.deal }).from(listings).where(eq(listings.id, row.catalogueId));
    // The catalogue's page keeps its deal: a returned change may not turn a sale into a rental.
    if (catalogue && catalogue.deal !== whole.deal) throw new AppError('COMMON', 'INVALID_INPUT', undefined, 400, [{ path: 'deal', message: 'validation:dealFixed' }]);
    if (!catalogue?.listed) await assertActiveRoom(tx, userId);
    const now = clock.now();
    await tx.update(sellerListings).set({ status: 'pending', facts: whole, returnReason: null, submittedAt: now, updatedAt: now }).where(eq(sellerListings.id, row.id));
  });
  return sellerListing(db, userId, listingId);
}

/**
 * The catalogue row of a listing that is in the catalogue now (published, or its approved version
 * while a change waits or was returned), locked; 409 when there is none, or while a booking or a
 * loan application holds it.
 */
async function liveCatalogueRow(tx: Tx, row: Row): Promise<number> {
  if (row.catalogueId === null) throw conflict(row.status);
  const [catalogue] = await tx.select({ availability: listings.availability, listed: listings.listed }).from(listings).where(eq(listings.id, row.catalogueId)).for('update');
  if (!catalogue?.listed) throw conflict(row.status);
  if (catalogue.availability === 'booked' || catalogue.availability === 'waitingApproval') throw new AppError('PRIVATE_SELLER', 'LISTING_HELD', undefined, 409);
  return row.catalogueId;
}

/** Takes a listing off the catalogue (its approved version, whatever waits); it can be submitted again. */
export async function unpublishListing(db: Db, clock: Clock, userId: string, listingId: string): Promise<SellerListing> {
  await requireSeller(db, userId);
  await db.transaction(async (tx) => {
    const row = await ownListing(tx, userId, listingId, true);
    const catalogueId = await liveCatalogueRow(tx, row);
    await tx.update(listings).set({ listed: false }).where(eq(listings.id, catalogueId));
    await tx.update(sellerListings).set({ status: 'unpublished', updatedAt: clock.now() }).where(eq(sellerListings.id, row.id));
  });
  return sellerListing(db, userId, listingId);
}

/** Closes a published listing: a sale is sold, a rental let. It leaves the catalogue for good. */
export async function closeListing(db: Db, clock: Clock, userId: string, listingId: string, outcome: 'sold' | 'rented'): Promise<SellerListing> {
  await requireSeller(db, userId);
  await db.transaction(async (tx) => {
    const row = await ownListing(tx, userId, listingId, true);
    const catalogueId = await liveCatalogueRow(tx, row);
    const deal = (row.facts as { deal?: string }).deal;
    if ((outcome === 'sold') !== (deal === 'sale')) throw new AppError('COMMON', 'INVALID_INPUT', undefined, 400, [{ path: 'outcome', message: 'validation:invalid' }]);
    await tx.update(listings).set({ listed: false, availability: 'notAvailable' }).where(eq(listings.id, catalogueId));
    await tx.update(sellerListings).set({ status: outcome, updatedAt: clock.now() }).where(eq(sellerListings.id, row.id));
  });
  return sellerListing(db, userId, listingId);
}

/** Deletes a listing the catalogue never showed (a draft or a returned one), photos included. */
export async function deleteListing(db: Db, userId: string, listingId: string): Promise<string[]> {
  await requireSeller(db, userId);
  return db.transaction(async (tx) => {
    const row = await ownListing(tx, userId, listingId, true);
    if (row.catalogueId !== null || (row.status !== 'draft' && row.status !== 'returned')) throw conflict(row.status);
    const photos = await tx.select({ storageKey: sellerListingPhotos.storageKey }).from(sellerListingPhotos).where(eq(sellerListingPhotos.listingId, row.id));
    await tx.delete(sellerListings).where(eq(sellerListings.id, row.id));
    return photos.map((photo) => photo.storageKey);
  });
}

/* ------------------------------------------------------------- moderation ---------------- */

/**
 * Approves a listing waiting for approval: its facts and photos become the catalogue's version (a new
 * row the first time, the same row after a change, listed again after an unpublishing).
 */
export async function approveListing(tx: Tx, now: Date, row: Row): Promise<number> {
  const facts = wholeFacts(row.facts);
  const photoIds = (await tx.select({ id: sellerListingPhotos.id }).from(sellerListingPhotos).where(eq(sellerListingPhotos.listingId, row.id)).orderBy(asc(sellerListingPhotos.position))).map((photo) => photo.id);
  const values = { ...catalogueValues(facts), photos: photoIds, listed: true };
  let catalogueId = row.catalogueId;
  if (catalogueId === null) {
    const [created] = await tx
      .insert(listings)
      .values({ ...values, code: newListingCode(), availability: 'forSale', agencyId: null, brokerId: null, photoSeed: randomInt(1, 2_147_483_646), createdAt: now })
      .returning({ id: listings.id });
    if (!created) throw new Error('the catalogue row was not written');
    catalogueId = created.id;
  } else {
    // An approved change keeps the listing's place, code, bookings and availability; an unpublished one comes back on offer.
    const [current] = await tx.select({ availability: listings.availability, price: listings.price }).from(listings).where(eq(listings.id, catalogueId)).for('update');
    const back = current?.availability === 'notAvailable' ? { availability: 'forSale' as const } : {};
    await tx
      .update(listings)
      .set({ ...values, ...back, ...(current ? oldPriceAfter(current.price, facts.price) : {}) })
      .where(eq(listings.id, catalogueId));
    // The approved price is the catalogue's from now: a new one goes into the listing's price history.
    if (current) await recordPriceChange(tx, { marketType: '1', apartmentId: catalogueId }, { before: current.price, after: facts.price, at: now });
  }
  await tx.update(sellerListings).set({ status: 'published', facts, catalogueId, returnReason: null, updatedAt: now }).where(eq(sellerListings.id, row.id));
  return catalogueId;
}

