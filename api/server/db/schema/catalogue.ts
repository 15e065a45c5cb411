import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Text in every language of the product. */
export type Localized = { hy: string; ru: string; en: string };
const localized = (name: string) => jsonb(name).$type<Localized>();
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money in the currency's minor unit; AMD has none, so these are drams. */
const money = (name: string) => bigint(name, { mode: 'number' });

/** Spec section 3, Property: the vocabularies of the catalogue, as stable keys. */
export const propertyTypes = ['apartment', 'house', 'townhouse', 'landPlot', 'commercial'] as const;
export const wallTypes = ['stone', 'monolithic', 'panel', 'tape'] as const;
export const renovationLevels = ['unrepaired', 'partiallyRefurbished', 'majorRefurbished', 'cosmeticRefurbished', 'withFurniture'] as const;
export const availabilities = ['forSale', 'booked', 'notAvailable', 'waitingApproval'] as const;
export const orientations = ['north', 'east', 'south', 'west', 'northEast', 'northWest', 'southEast', 'southWest'] as const;
/** 1 preSale, 2 constructionPhase, 3 commissioned, 4 the ending stage (spec section 3). */
export const constructionStages = [1, 2, 3, 4] as const;
/** Rooms as the filter names them: -2 a studio, -1 no planning yet, otherwise the count (1 to 10). */
export const studioRooms = -2;
export const noPlanningRooms = -1;

export type PropertyType = (typeof propertyTypes)[number];
export type WallType = (typeof wallTypes)[number];
export type RenovationLevel = (typeof renovationLevels)[number];
export type Availability = (typeof availabilities)[number];

export const developers = pgTable('developers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name').notNull(),
  description: localized('description').notNull(),
  isPartner: boolean('is_partner').notNull(),
  foundedYear: smallint('founded_year').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  website: text('website').notNull(),
  /** The colour of its generated logo. */
  brandColor: text('brand_color').notNull(),
});

export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name').notNull(),
  description: localized('description').notNull(),
  isPartner: boolean('is_partner').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  brandColor: text('brand_color').notNull(),
});

export const brokers = pgTable('brokers', {
  id: serial('id').primaryKey(),
  agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
  fullName: localized('full_name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  languages: text('languages').array().notNull(),
  /** Brokers of foreign-market projects work abroad. */
  isForeign: boolean('is_foreign').notNull().default(false),
});

/** The amenities tree ("apartmentFacilities"): groups, and the facilities under them. */
export const facilities = pgTable('facilities', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => facilities.id, { onDelete: 'cascade' }),
  key: text('key').notNull().unique(),
  name: localized('name').notNull(),
  position: smallint('position').notNull(),
});

export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    developerId: integer('developer_id')
      .notNull()
      .references(() => developers.id),
    market: text('market').$type<'primary' | 'exclusive'>().notNull(),
    name: localized('name').notNull(),
    description: localized('description').notNull(),
    address: localized('address').notNull(),
    /** A district of Yerevan or a region of Armenia, as a stable key (`kentron`, `kotayk`). */
    district: text('district').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    floors: smallint('floors').notNull(),
    wallType: text('wall_type').$type<WallType>().notNull(),
    stage: smallint('stage').notNull(),
    completionDate: date('completion_date', { mode: 'string' }).notNull(),
    ceilingHeight: real('ceiling_height').notNull(),
    hasElevator: boolean('has_elevator').notNull(),
    parkingCount: smallint('parking_count').notNull(),
    parkingSpacePrice: money('parking_space_price'),
    /** Seed of the generated facade picture. */
    photoSeed: integer('photo_seed').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('buildings_developer_idx').on(table.developerId),
    index('buildings_district_idx').on(table.district),
    // The default and the completion sorts: a page is read in order, its for-sale figures for it alone.
    index('buildings_created_idx').on(table.createdAt),
    index('buildings_completion_idx').on(table.completionDate),
  ],
);

export const buildingFacilities = pgTable(
  'building_facilities',
  {
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.buildingId, table.facilityId] })],
);

/** Primary-market apartments of a building, each with a generated floor plan. */
export const apartments = pgTable(
  'apartments',
  {
    id: serial('id').primaryKey(),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    floor: smallint('floor').notNull(),
    area: real('area').notNull(),
    rooms: smallint('rooms').notNull(),
    price: money('price').notNull(),
    pricePerSquareMetre: money('price_per_square_metre').notNull(),
    oldPrice: money('old_price'),
    renovation: text('renovation').$type<RenovationLevel>().notNull(),
    availability: text('availability').$type<Availability>().notNull(),
    /** Which way the windows face (the spec's "position"). */
    orientation: text('orientation').$type<(typeof orientations)[number]>().notNull(),
    planSeed: integer('plan_seed').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('apartments_building_idx').on(table.buildingId, table.number),
    index('apartments_price_idx').on(table.price),
    index('apartments_area_idx').on(table.area),
    // The apartments search filters rooms, price and area: its total is counted from the index alone.
    index('apartments_search_idx').on(table.rooms, table.price, table.area),
    // What is for sale in each building (the cards' figures, and "has a flat with these rooms at this
    // price"): read from the index alone, in building order, without the flats that are not for sale.
    index('apartments_for_sale_idx')
      .on(table.buildingId, table.rooms, table.price, table.area, table.pricePerSquareMetre)
      .where(sql`${table.availability} = 'forSale'`),
    // A building's cheapest flat for sale, and its smallest and largest: one probe each, so the
    // buildings list sorted by price or area orders its candidates without reading all their flats.
    index('apartments_for_sale_price_idx')
      .on(table.buildingId, table.price)
      .where(sql`${table.availability} = 'forSale'`),
    index('apartments_for_sale_area_idx')
      .on(table.buildingId, table.area)
      .where(sql`${table.availability} = 'forSale'`),
  ],
);

/** Secondary-market sales and rentals, by agencies, brokers or private sellers. */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    deal: text('deal').$type<'sale' | 'rent'>().notNull(),
    market: text('market').$type<'secondary' | 'exclusive'>().notNull(),
    type: text('type').$type<PropertyType>().notNull(),
    title: localized('title').notNull(),
    description: localized('description').notNull(),
    address: localized('address').notNull(),
    district: text('district').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    rooms: smallint('rooms').notNull(),
    floor: smallint('floor'),
    floorsTotal: smallint('floors_total'),
    area: real('area').notNull(),
    landArea: real('land_area'),
    ceilingHeight: real('ceiling_height'),
    wallType: text('wall_type').$type<WallType>(),
    renovation: text('renovation').$type<RenovationLevel>().notNull(),
    /** The sale price, or for a rental the monthly fee. */
    price: money('price').notNull(),
    pricePerSquareMetre: money('price_per_square_metre'),
    oldPrice: money('old_price'),
    dailyFee: money('daily_fee'),
    minRentDays: smallint('min_rent_days'),
    minRentMonths: smallint('min_rent_months'),
    petsAllowed: boolean('pets_allowed'),
    childrenAllowed: boolean('children_allowed'),
    flags: jsonb('flags')
      .$type<{
        isNewBuilt: boolean;
        isWithFurniture: boolean;
        isWithHouseholdAppliances: boolean;
        hasBasement: boolean;
        hasElevator: boolean;
        isParkingSpaceExist: boolean;
      }>()
      .notNull(),
    utilities: jsonb('utilities').$type<{ heating: boolean; electricity: boolean; internet: boolean; sewer: boolean; waterSupply: boolean }>().notNull(),
    parkingCount: smallint('parking_count').notNull(),
    agencyId: integer('agency_id').references(() => agencies.id),
    brokerId: integer('broker_id').references(() => brokers.id),
    availability: text('availability').$type<Availability>().notNull(),
    photoSeed: integer('photo_seed').notNull(),
    /** A private seller's photos (ids of seller_listing_photos, cover first); null: generated pictures. */
    photos: jsonb('photos').$type<string[]>(),
    /** False once its private seller took it off (or closed it): it leaves every list and page. */
    listed: boolean('listed').notNull().default(true),
    createdAt: timestamptz('created_at').notNull(),
  },
  // A list is of one deal (sales or rentals), so every index starts with it. One index per sort
  // hands out a page in order without sorting the rest; the search index holds every filtered
  // column, so the total of any filter is counted from it without reading the (wide) rows. Each
  // holds only listed rows, so the lists' `listed` condition costs no reading of the rows either.
  (table) => [
    index('listings_deal_type_idx').on(table.deal, table.type, table.price).where(sql`${table.listed}`),
    index('listings_deal_created_idx').on(table.deal, table.createdAt).where(sql`${table.listed}`),
    index('listings_deal_price_idx').on(table.deal, table.price).where(sql`${table.listed}`),
    index('listings_deal_area_idx').on(table.deal, table.area).where(sql`${table.listed}`),
    index('listings_search_idx').on(table.deal, table.district, table.rooms, table.type, table.price, table.area).where(sql`${table.listed}`),
  ],
);

export const foreignProjects = pgTable('foreign_projects', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  description: localized('description').notNull(),
  /** ISO 3166 country code. */
  country: text('country').notNull(),
  city: localized('city').notNull(),
  developerName: text('developer_name').notNull(),
  currency: text('currency').$type<'USD' | 'EUR'>().notNull(),
  /** Minor units of `currency` (cents). */
  minPrice: money('min_price').notNull(),
  minArea: real('min_area').notNull(),
  stage: smallint('stage').notNull(),
  completionDate: date('completion_date', { mode: 'string' }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  photoSeed: integer('photo_seed').notNull(),
});

export const foreignProjectBrokers = pgTable(
  'foreign_project_brokers',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => foreignProjects.id, { onDelete: 'cascade' }),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.brokerId] })],
);

/** Banner slots (spec section 2): the home ribbon, fixed, market cards, sliders, partner left and right. */
export const bannerSlots = ['homeRibbon', 'fixed', 'primaryCard', 'secondaryCard', 'slider', 'partnerLeft', 'partnerRight'] as const;
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  slot: text('slot').$type<(typeof bannerSlots)[number]>().notNull(),
  title: localized('title').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  imageUrl: text('image_url').notNull(),
  mediumImageUrl: text('medium_image_url').notNull(),
  smallImageUrl: text('small_image_url').notNull(),
  position: smallint('position').notNull(),
  active: boolean('active').notNull().default(true),
});
