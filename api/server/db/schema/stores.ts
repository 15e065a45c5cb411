import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import type { Localized } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The partner stores' sectors (issue 20): home and renovation (goods) or services (work). */
export const storeSectors = pgTable(
  'store_sectors',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [check('store_sectors_section', sql`${table.section} in ('homeRenovation', 'services')`)],
);

/** A partner store: its page, its offer to the bank's customers and the discount of its promo codes (none when null). */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => storeSectors.id),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    offer: jsonb('offer').$type<Localized>().notNull(),
    discountPercent: smallint('discount_percent'),
    promoValidityDays: smallint('promo_validity_days').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    brandColor: text('brand_color').notNull(),
    /** The one store of the home page's own-home block. */
    ownHome: boolean('own_home').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [
    check('stores_discount_percent', sql`${table.discountPercent} between 1 and 90`),
    check('stores_promo_validity_days', sql`${table.promoValidityDays} between 1 and 365`),
    uniqueIndex('stores_own_home_key').on(table.ownHome).where(sql`${table.ownHome}`),
    index('stores_sector_idx').on(table.sectorId, table.position),
  ],
);

export const storeAddresses = pgTable('store_addresses', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<Localized>().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  hours: jsonb('hours').$type<Localized>().notNull(),
});

/**
 * A promo code a signed-in person generated for a store. One active code per person and store (the
 * partial unique index); a lapsed one is marked `lapsed` when the person asks for a new one. Using a
 * code is one conditional update (`status = 'active'`), so two checks at once use it once.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The store's discount when the code was made: a later change of the store's offer does not change it. */
    discountPercent: smallint('discount_percent').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** The store's staff member who marked it used. */
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('promo_codes_status', sql`${table.status} in ('active', 'used', 'lapsed')`),
    check('promo_codes_used', sql`(${table.status} = 'used') = (${table.usedAt} is not null)`),
    uniqueIndex('promo_codes_active_key').on(table.userId, table.storeId).where(sql`${table.status} = 'active'`),
    index('promo_codes_user_idx').on(table.userId, table.createdAt),
    index('promo_codes_used_at_idx').on(table.usedAt).where(sql`${table.usedAt} is not null`),
  ],
);

/**
 * A raffle (issue 20). The seed is secret until the draw; its SHA-256 is published from the start.
 * `drawnAt` is set by the draw deadline, which also freezes the entries.
 */
export const raffles = pgTable('raffles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<Localized>().notNull(),
  summary: jsonb('summary').$type<Localized>().notNull(),
  rules: jsonb('rules').$type<Localized>().notNull(),
  /** The prizes by rank: as many winners as prizes. */
  prizes: jsonb('prizes').$type<Localized[]>().notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  drawAt: timestamptz('draw_at').notNull(),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  drawnAt: timestamptz('drawn_at'),
  createdAt: timestamptz('created_at').notNull(),
});

/** The entries as frozen by the draw, numbered as they were published, with the winners' ranks. */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    entrant: text('entrant').notNull(),
    kind: text('kind').notNull(),
    at: timestamptz('at').notNull(),
    winnerRank: smallint('winner_rank'),
  },
  (table) => [primaryKey({ columns: [table.raffleId, table.number] })],
);

/** A request a signed-in person sent a service partner, kept once the order platform took it (with its reference). */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    description: text('description').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('service_requests_user_idx').on(table.userId, table.createdAt)],
);
