import { asc, eq } from 'drizzle-orm';
import type { StaffMember } from '../../../contract/office';
import type { ModeratedListing, ModerationDecision } from '../../../contract/private-seller';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { privateSellers, sellerListings, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { notify } from '../notifications.service';
import { approveListing, catalogueValues, wholeFacts } from '../private-seller/seller-listings.service';
import { officePhotoUrl, photosOf } from '../private-seller/seller-photos.service';
import { recordStaffAction } from './audit-log.service';

/*
 * The moderator's queue of private sellers' listings (issue 21): each waiting listing, oldest first,
 * with its facts, photos and seller; approving publishes it into the catalogue (or its change),
 * returning sends it back to the seller with the reason. Both are in the audit log and told to the seller.
 */

const queueLimit = 100;

export async function listingsToModerate(q: Queryable): Promise<ModeratedListing[]> {
  const rows = await q
    .select({ listing: sellerListings, firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNumber: privateSellers.phoneNumber })
    .from(sellerListings)
    .innerJoin(privateSellers, eq(privateSellers.userId, sellerListings.sellerId))
    .innerJoin(users, eq(users.id, sellerListings.sellerId))
    .where(eq(sellerListings.status, 'pending'))
    .orderBy(asc(sellerListings.submittedAt))
    .limit(queueLimit);
  const photos = await photosOf(q, rows.map((row) => row.listing.id));
  return rows.map(({ listing, firstName, lastName, email, phoneNumber }) => ({
    id: listing.id,
    status: listing.status,
    seller: { name: `${firstName} ${lastName}`, email, phoneNumber },
    facts: listing.facts,
    photos: (photos.get(listing.id) ?? []).map((photo) => ({ ...photo, url: officePhotoUrl(listing.id, photo.id) })),
    catalogueId: listing.catalogueId,
    submittedAt: (listing.submittedAt ?? listing.updatedAt).toISOString(),
  }));
}

/** Approves or returns a listing waiting for approval (another status: 409; none: 404). */
export async function moderateListing(db: Db, clock: Clock, member: StaffMember, listingId: string, decision: ModerationDecision): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(sellerListings).where(eq(sellerListings.id, listingId)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'pending') throw new AppError('PRIVATE_SELLER', 'LISTING_STATUS_CONFLICT', { status: row.status }, 409);
    const now = clock.now();
    const title = catalogueValues(wholeFacts(row.facts)).title;
    if (decision.decision === 'approve') {
      const catalogueId = await approveListing(tx, now, row);
      await notify(tx, now, row.sellerId, { kind: 'sellerListing', params: { listingId, outcome: 'approved', title } });
      await recordStaffAction(tx, now, { actorId: member.userId, action: 'sellerListing.approve', subjectKind: 'sellerListing', subjectId: listingId, before: { status: row.status }, after: { status: 'published', catalogueId } });
      return;
    }
    await tx.update(sellerListings).set({ status: 'returned', returnReason: decision.reason, updatedAt: now }).where(eq(sellerListings.id, listingId));
    await notify(tx, now, row.sellerId, { kind: 'sellerListing', params: { listingId, outcome: 'returned', title, reason: decision.reason } });
    await recordStaffAction(tx, now, { actorId: member.userId, action: 'sellerListing.return', subjectKind: 'sellerListing', subjectId: listingId, before: { status: row.status }, after: { status: 'returned', reason: decision.reason } });
  });
}
