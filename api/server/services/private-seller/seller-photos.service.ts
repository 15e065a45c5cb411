import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { privateSellerRules } from '../../../contract/private-seller';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { listings, sellerListingPhotos, sellerListings } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import type { Logger } from '../../logger';
import { cleanPicture } from '../../storage/clean-picture';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { ownListing } from './seller-listings.service';
import { requireSeller } from './seller-registration.service';

/*
 * A private seller's photos (issue 21): png or jpeg of at most 3 MB, checked by content and
 * re-encoded without metadata (clean-picture.ts), at most 20 a listing. The seller and the office's
 * moderators see every photo; everyone sees those of a published listing's approved version.
 */

/** Where the seller fetches their own photo (with their session). */
export const ownPhotoUrl = (listingId: string, photoId: string) => `/api/private-seller/listings/${listingId}/photos/${photoId}`;
/** Where a moderator fetches it (with the office's session). */
export const officePhotoUrl = (listingId: string, photoId: string) => `/api/office/seller-listings/${listingId}/photos/${photoId}`;

type PhotoSummary = { id: string; width: number; height: number };

/** The photos of the listings, each listing's in the seller's order. */
export async function photosOf(q: Queryable, listingIds: string[]): Promise<Map<string, PhotoSummary[]>> {
  const byListing = new Map<string, PhotoSummary[]>();
  if (listingIds.length === 0) return byListing;
  const rows = await q
    .select({ id: sellerListingPhotos.id, listingId: sellerListingPhotos.listingId, width: sellerListingPhotos.width, height: sellerListingPhotos.height })
    .from(sellerListingPhotos)
    .where(inArray(sellerListingPhotos.listingId, listingIds))
    .orderBy(asc(sellerListingPhotos.position), asc(sellerListingPhotos.uploadedAt));
  for (const { listingId, ...photo } of rows) byListing.set(listingId, [...(byListing.get(listingId) ?? []), photo]);
  return byListing;
}

export interface PhotoDeps {
  clock: Clock;
  storage: FileStorage;
  log: Logger;
}

/** A photo changes what a published listing shows: the listing goes back to moderation. */
const changedStatus = (status: string) => (status === 'published' ? { status: 'pending' as const } : {});

/**
 * Adds a photo to the seller's listing (not to a sold or let one). The object is written before the
 * row under a new key and deleted again if the transaction fails, so a refused upload leaves nothing.
 */
export async function uploadPhoto(db: Db, deps: PhotoDeps, userId: string, listingId: string, file: Uint8Array): Promise<PhotoSummary> {
  await requireSeller(db, userId);
  const listing = await ownListing(db, userId, listingId);
  if (listing.status === 'sold' || listing.status === 'rented') throw new AppError('PRIVATE_SELLER', 'LISTING_STATUS_CONFLICT', { status: listing.status }, 409);
  if (file.byteLength > privateSellerRules.maxPhotoBytes) throw new AppError('PRIVATE_SELLER', 'FILE_TOO_LARGE', { maxMegabytes: privateSellerRules.maxPhotoBytes / 1024 / 1024 });
  const picture = await cleanPicture(file, 'PRIVATE_SELLER');
  const id = randomUUID();
  const storageKey = `seller-listings/${listingId}/${id}.${picture.extension}`;
  await deps.storage.put(storageKey, picture.bytes, picture.contentType);
  try {
    await db.transaction(async (tx) => {
      // Under the listing's lock, uploads take turns: the count and the position hold.
      const row = await ownListing(tx, userId, listingId, true);
      if (row.status === 'sold' || row.status === 'rented') throw new AppError('PRIVATE_SELLER', 'LISTING_STATUS_CONFLICT', { status: row.status }, 409);
      const [counted] = await tx.select({ value: count(), last: max(sellerListingPhotos.position) }).from(sellerListingPhotos).where(eq(sellerListingPhotos.listingId, listingId));
      if (Number(counted?.value ?? 0) >= privateSellerRules.maxPhotos) throw new AppError('PRIVATE_SELLER', 'PHOTOS_LIMIT', { max: privateSellerRules.maxPhotos });
      const now = deps.clock.now();
      await tx.insert(sellerListingPhotos).values({
        id,
        listingId,
        storageKey,
        contentType: picture.contentType,
        bytes: picture.bytes.byteLength,
        width: picture.width,
        height: picture.height,
        position: (counted?.last ?? -1) + 1,
        uploadedAt: now,
      });
      await tx
        .update(sellerListings)
        .set({ updatedAt: now, ...changedStatus(row.status), ...(row.status === 'published' ? { submittedAt: now } : {}) })
        .where(eq(sellerListings.id, listingId));
    });
  } catch (error) {
    await deps.storage.delete(storageKey).catch((deleteError: unknown) => deps.log.error('an upload failed and its stored object could not be deleted', { storageKey, err: deleteError }));
    throw error;
  }
  return { id, width: picture.width, height: picture.height };
}

/**
 * Removes a photo. Taking a photo down needs no approval: it leaves the published version at once.
 * A listing the bank has seen keeps at least one photo.
 */
export async function deletePhoto(db: Db, deps: PhotoDeps, userId: string, listingId: string, photoId: string): Promise<void> {
  await requireSeller(db, userId);
  const storageKey = await db.transaction(async (tx) => {
    const row = await ownListing(tx, userId, listingId, true);
    if (row.status === 'sold' || row.status === 'rented') throw new AppError('PRIVATE_SELLER', 'LISTING_STATUS_CONFLICT', { status: row.status }, 409);
    const [photo] = await tx.select().from(sellerListingPhotos).where(and(eq(sellerListingPhotos.id, photoId), eq(sellerListingPhotos.listingId, listingId)));
    if (!photo) throw notFound();
    const [counted] = await tx.select({ value: count() }).from(sellerListingPhotos).where(eq(sellerListingPhotos.listingId, listingId));
    const seen = row.status !== 'draft' && row.status !== 'returned';
    if (seen && Number(counted?.value ?? 0) <= 1) throw new AppError('PRIVATE_SELLER', 'PHOTO_REQUIRED');
    await tx.delete(sellerListingPhotos).where(eq(sellerListingPhotos.id, photoId));
    if (row.catalogueId !== null) {
      // The catalogue's version keeps a photo too: its last one goes only with the listing.
      const [catalogue] = await tx.select({ photos: listings.photos, listed: listings.listed }).from(listings).where(eq(listings.id, row.catalogueId)).for('update');
      if (catalogue?.listed && catalogue.photos?.includes(photoId) && catalogue.photos.length <= 1) throw new AppError('PRIVATE_SELLER', 'PHOTO_REQUIRED');
      await tx
        .update(listings)
        .set({ photos: sql`coalesce(${listings.photos}, '[]'::jsonb) - ${photoId}::text` })
        .where(eq(listings.id, row.catalogueId));
    }
    await tx.update(sellerListings).set({ updatedAt: deps.clock.now() }).where(eq(sellerListings.id, listingId));
    return photo.storageKey;
  });
  await deps.storage.delete(storageKey).catch((error: unknown) => deps.log.warn('a deleted photo could not be removed from the storage', { storageKey, err: error }));
}

async function storedPhoto(q: Queryable, storage: FileStorage, log: Logger, listingId: string, photoId: string): Promise<StoredFile> {
  const [photo] = await q.select().from(sellerListingPhotos).where(and(eq(sellerListingPhotos.id, photoId), eq(sellerListingPhotos.listingId, listingId)));
  if (!photo) throw notFound();
  const file = await storage.get(photo.storageKey);
  if (!file) {
    log.error('a photo row has no stored object', { storageKey: photo.storageKey });
    throw notFound();
  }
  return file;
}

/** The seller's own photo (an account that is not a seller: 403, as every listing call; another person's listing: 404). */
export async function ownPhotoFile(db: Db, storage: FileStorage, log: Logger, userId: string, listingId: string, photoId: string): Promise<StoredFile> {
  await requireSeller(db, userId);
  await ownListing(db, userId, listingId);
  return storedPhoto(db, storage, log, listingId, photoId);
}

/** Any listing's photo, for the office's moderators. */
export async function moderatedPhotoFile(db: Db, storage: FileStorage, log: Logger, listingId: string, photoId: string): Promise<StoredFile> {
  return storedPhoto(db, storage, log, listingId, photoId);
}

/** A photo of a listed catalogue version, for everyone; any other photo is 404. */
export async function publishedPhotoFile(db: Db, storage: FileStorage, log: Logger, photoId: string): Promise<StoredFile> {
  const [row] = await db
    .select({ listingId: sellerListingPhotos.listingId })
    .from(sellerListingPhotos)
    .innerJoin(sellerListings, eq(sellerListings.id, sellerListingPhotos.listingId))
    .innerJoin(listings, eq(listings.id, sellerListings.catalogueId))
    .where(and(eq(sellerListingPhotos.id, photoId), eq(listings.listed, true), sql`${listings.photos} ? ${photoId}`));
  if (!row) throw notFound();
  return storedPhoto(db, storage, log, row.listingId, photoId);
}
