import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SellerListingStatus } from '../../../contract/private-seller';
import { users } from '../schema';
import { listings } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A private-seller registration in progress (issue 21), one per account: the mobile its code went to
 * and when the code was confirmed. The browser holds its token in an HttpOnly cookie, so the code
 * calls (which carry only a phone number or a code, as the spec has them) belong to it and to no
 * other; the identification data come with the final check and are not kept.
 */
export const privateSellerRegistrations = pgTable('private_seller_registrations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  phoneNumber: text('phone_number').notNull(),
  phoneVerifiedAt: timestamptz('phone_verified_at'),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** A registered private seller: the account, the registry's person (user_identities) and a confirmed mobile. */
export const privateSellers = pgTable('private_sellers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  registeredAt: timestamptz('registered_at').notNull(),
});

/**
 * A private seller's own listing: the facts as the seller last saved them, its status and the
 * moderator's reason. Once approved, its facts are copied into a `listings` row (catalogue_id), which
 * keeps the approved version while later changes wait for approval.
 */
export const sellerListings = pgTable(
  'seller_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => privateSellers.userId, { onDelete: 'cascade' }),
    status: text('status').$type<SellerListingStatus>().notNull(),
    /** What the seller typed: whole and checked once submitted, any part of it while a draft. */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    returnReason: text('return_reason'),
    catalogueId: integer('catalogue_id').references(() => listings.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    submittedAt: timestamptz('submitted_at'),
  },
  (table) => [
    index('seller_listings_seller_idx').on(table.sellerId, table.createdAt),
    index('seller_listings_pending_idx').on(table.submittedAt).where(sql`${table.status} = 'pending'`),
    uniqueIndex('seller_listings_catalogue_key').on(table.catalogueId),
    check('seller_listings_status', sql`${table.status} in ('draft', 'pending', 'returned', 'published', 'unpublished', 'sold', 'rented')`),
  ],
);

/** The photos of a seller's listing (png or jpeg, re-encoded without metadata), in the seller's order. */
export const sellerListingPhotos = pgTable(
  'seller_listing_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => sellerListings.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: smallint('position').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull(),
  },
  (table) => [index('seller_listing_photos_listing_idx').on(table.listingId, table.position)],
);
