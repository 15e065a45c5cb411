import * as v from 'valibot';
import { areaFilter, moneyFilter, rowIdValue, wholeNumber } from './validation';
import { priceHistorySchema } from './price-history';

/** The most rooms a filter names. */
export const maxRooms = 10;
/** Rooms as the filter names them: -2 studio, -1 no planning, 1 to 10 rooms (spec section 9). */
export const roomsValueSchema = v.pipe(wholeNumber(-2, maxRooms), v.check((rooms) => rooms !== 0, 'validation:invalid'));

export const pagingSchema = {
  pageSize: v.optional(wholeNumber(1, 100), 10),
  pageNumber: v.optional(wholeNumber(1, 100_000), 1),
};

/**
 * Present (true) when more rows match than the server counts (10 000, countCap in
 * api/server/services/catalogue/paging.ts): totalCount is then the cap, a lower bound ("10 000+"),
 * and the pages it makes are the ones a visitor can reach. Absent when totalCount is exact.
 */
export const totalCountCappedSchema = v.optional(v.literal(true));

/** `x-pagination` (spec section 7): counts of a paged list, as JSON in a response header. */
export const paginationSchema = v.object({
  totalCount: v.number(),
  pageSize: v.number(),
  pageNumber: v.number(),
  totalPages: v.number(),
  totalCountCapped: totalCountCappedSchema,
});
export type Pagination = v.InferOutput<typeof paginationSchema>;

/** Sort keys of the apartment table (spec section 9): number, floor, area, rooms, price, price per m². */
export const apartmentSortKeys = ['number', 'floor', 'area', 'roomsCount', 'minApartmentPrice', 'minAreaPrice'] as const;

export const apartmentFilterSchema = v.object({
  buildingId: v.optional(rowIdValue),
  roomsCount: v.optional(v.pipe(v.array(roomsValueSchema, 'validation:invalid'), v.maxLength(12, 'validation:tooLong'))),
  minPrice: v.optional(moneyFilter),
  maxPrice: v.optional(moneyFilter),
  minArea: v.optional(areaFilter),
  maxArea: v.optional(areaFilter),
  sortBy: v.optional(wholeNumber(0, 5), 0),
  sortAscending: v.optional(v.boolean('validation:invalid'), true),
  ...pagingSchema,
});
export type ApartmentFilter = v.InferOutput<typeof apartmentFilterSchema>;

/** A row of the apartment table (spec section 3: isBooked, number, floor, area, roomsCount, minApartmentPrice, minAreaPrice). */
export const apartmentRowSchema = v.object({
  id: v.number(),
  buildingId: v.number(),
  isBooked: v.boolean(),
  availability: v.picklist(['forSale', 'booked', 'notAvailable', 'waitingApproval']),
  number: v.number(),
  floor: v.number(),
  area: v.number(),
  roomsCount: v.number(),
  minApartmentPrice: v.number(),
  minAreaPrice: v.number(),
  oldPrice: v.nullable(v.number()),
});
export type ApartmentRow = v.InferOutput<typeof apartmentRowSchema>;
export const apartmentRowsSchema = v.array(apartmentRowSchema);

export const idParamSchema = v.object({
  id: v.pipe(v.string('validation:required'), v.regex(/^\d{1,9}$/, 'validation:number'), v.transform(Number), v.minValue(1, 'validation:tooSmall')),
});

export const wallSchema = v.object({ key: v.string(), name: v.string() });
export const wallsSchema = v.array(wallSchema);

/** The amenities tree is two levels deep: groups (territory, building, safety…) and their facilities. */
const facilityLeafSchema = v.object({ id: v.number(), key: v.string(), name: v.string() });
export const facilityGroupSchema = v.object({ ...facilityLeafSchema.entries, children: v.array(facilityLeafSchema) });
export type FacilityGroup = v.InferOutput<typeof facilityGroupSchema>;
export const facilitiesTreeSchema = v.array(facilityGroupSchema);

/** Sort options of property lists (spec section 9). */
export const propertySorts = ['newest', 'earliest', 'priceAsc', 'priceDesc', 'areaAsc', 'areaDesc', 'completionNearest', 'completionFarthest'] as const;
export type PropertySort = (typeof propertySorts)[number];

const districtKey = v.pipe(v.string('validation:invalid'), v.regex(/^[a-z][a-zA-Z-]{1,30}$/, 'validation:invalid'));

const degrees = (limit: number) => v.pipe(v.number('validation:number'), v.minValue(-limit, 'validation:tooSmall'), v.maxValue(limit, 'validation:tooLarge'));
/**
 * The area of a map ("search this area"): south-west and north-east corners in degrees. Our homes are
 * in Armenia, far from the antimeridian, so west is always below east.
 */
export const mapBoundsSchema = v.pipe(
  v.object({ south: degrees(90), west: degrees(180), north: degrees(90), east: degrees(180) }, 'validation:invalid'),
  v.check((box) => box.south < box.north && box.west < box.east, 'validation:invalid'),
);
export type MapBounds = v.InferOutput<typeof mapBoundsSchema>;

export const buildingFilterSchema = v.object({
  market: v.optional(v.picklist(['primary', 'exclusive'], 'validation:invalid')),
  /** Partner developers' buildings (the buildings page) or the others (the projects list). */
  partner: v.optional(v.boolean('validation:invalid')),
  developerId: v.optional(rowIdValue),
  districts: v.optional(v.pipe(v.array(districtKey, 'validation:invalid'), v.maxLength(30, 'validation:tooLong'))),
  stages: v.optional(v.pipe(v.array(wholeNumber(1, 4), 'validation:invalid'), v.maxLength(4, 'validation:tooLong'))),
  roomsCount: v.optional(v.pipe(v.array(roomsValueSchema, 'validation:invalid'), v.maxLength(12, 'validation:tooLong'))),
  minPrice: v.optional(moneyFilter),
  maxPrice: v.optional(moneyFilter),
  bounds: v.optional(mapBoundsSchema),
  sort: v.optional(v.picklist(propertySorts, 'validation:invalid'), 'newest'),
  ...pagingSchema,
});
export type BuildingFilter = v.InferOutput<typeof buildingFilterSchema>;

export const buildingCardSchema = v.object({
  id: v.number(),
  name: v.string(),
  address: v.string(),
  district: v.string(),
  market: v.picklist(['primary', 'exclusive']),
  developer: v.object({ id: v.number(), name: v.string(), isPartner: v.boolean() }),
  /** The stage on the server's day (api/contract/construction-stage.ts): commissioned once `completionDate` has passed. */
  stage: v.number(),
  completionDate: v.string(),
  floors: v.number(),
  /** Over the apartments for sale; null when none is. */
  minPrice: v.nullable(v.number()),
  minPricePerSquareMetre: v.nullable(v.number()),
  minArea: v.nullable(v.number()),
  maxArea: v.nullable(v.number()),
  apartmentsForSale: v.number(),
  /** The online offer's first instalment on `minPrice` (the "from" of the card); null where the online limits do not allow one. */
  monthlyPaymentFrom: v.nullable(v.number()),
  imageUrl: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});
export type BuildingCard = v.InferOutput<typeof buildingCardSchema>;
export const buildingPageSchema = v.object({ items: v.array(buildingCardSchema), totalCount: v.number(), totalCountCapped: totalCountCappedSchema });

export const buildingDetailSchema = v.object({
  ...buildingCardSchema.entries,
  description: v.string(),
  wallType: v.string(),
  ceilingHeight: v.number(),
  hasElevator: v.boolean(),
  parkingCount: v.number(),
  parkingSpacePrice: v.nullable(v.number()),
  facilities: v.array(v.string()),
  /** Apartments by rooms (spec section 3, "room counts"), for the building page's tabs. */
  roomCounts: v.array(v.object({ rooms: v.number(), count: v.number() })),
  /** Pictures of the building, the first being `imageUrl`. */
  gallery: v.array(v.string()),
});
export type BuildingDetail = v.InferOutput<typeof buildingDetailSchema>;

/** The online mortgage offer on the shown terms (api/contract/mortgage-terms.ts), and the refund. */
const paymentFacts = {
  /** The first monthly instalment; null for a rental and for a price outside the online limits (spec section 9). */
  monthlyPayment: v.nullable(v.number()),
  /** The down payment that offer assumes; null exactly when `monthlyPayment` is. */
  downPayment: v.nullable(v.number()),
  /** Only with an offer: the refund is on the interest of a mortgage. */
  incomeTaxRefund: v.boolean(),
};

/** One primary-market apartment with its building: the property page of the primary market. */
export const apartmentDetailSchema = v.object({
  ...apartmentRowSchema.entries,
  pricePerSquareMetre: v.number(),
  renovation: v.string(),
  /** Which way the windows face (the spec's "position"). */
  orientation: v.string(),
  planUrl: v.string(),
  ...paymentFacts,
  /** Its prices since it was listed (api/contract/price-history.ts); empty when the price never changed. */
  priceHistory: priceHistorySchema,
  building: buildingDetailSchema,
});
export type ApartmentDetail = v.InferOutput<typeof apartmentDetailSchema>;

/** Property types that have rooms (homes): the rooms filter and the rooms fact apply to these only; premises and plots have none. */
export const typesWithRooms = ['apartment', 'house', 'townhouse'] as const;
export const hasRooms = (type: string) => (typesWithRooms as readonly string[]).includes(type);

export const listingFilterSchema = v.object({
  types: v.optional(v.pipe(v.array(v.picklist(['apartment', 'house', 'townhouse', 'landPlot', 'commercial'], 'validation:invalid'), 'validation:invalid'), v.maxLength(5, 'validation:tooLong'))),
  districts: v.optional(v.pipe(v.array(districtKey, 'validation:invalid'), v.maxLength(30, 'validation:tooLong'))),
  roomsCount: v.optional(v.pipe(v.array(roomsValueSchema, 'validation:invalid'), v.maxLength(12, 'validation:tooLong'))),
  minPrice: v.optional(moneyFilter),
  maxPrice: v.optional(moneyFilter),
  minArea: v.optional(areaFilter),
  maxArea: v.optional(areaFilter),
  bounds: v.optional(mapBoundsSchema),
  sort: v.optional(v.picklist(propertySorts, 'validation:invalid'), 'newest'),
  ...pagingSchema,
});
export type ListingFilter = v.InferOutput<typeof listingFilterSchema>;

export const listingCardSchema = v.object({
  id: v.number(),
  code: v.string(),
  deal: v.picklist(['sale', 'rent']),
  market: v.picklist(['secondary', 'exclusive']),
  type: v.picklist(['apartment', 'house', 'townhouse', 'landPlot', 'commercial']),
  title: v.string(),
  address: v.string(),
  district: v.string(),
  rooms: v.number(),
  floor: v.nullable(v.number()),
  floorsTotal: v.nullable(v.number()),
  area: v.number(),
  /** Sale price, or the monthly fee of a rental. */
  price: v.number(),
  pricePerSquareMetre: v.nullable(v.number()),
  oldPrice: v.nullable(v.number()),
  dailyFee: v.nullable(v.number()),
  availability: v.picklist(['forSale', 'booked', 'notAvailable', 'waitingApproval']),
  /** The online offer's first instalment; null for a rental and where the online limits do not allow one. */
  monthlyPayment: v.nullable(v.number()),
  imageUrl: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});
export type ListingCard = v.InferOutput<typeof listingCardSchema>;
export const listingPageSchema = v.object({ items: v.array(listingCardSchema), totalCount: v.number(), totalCountCapped: totalCountCappedSchema });

/**
 * Every result of a search on the map, light: `[id, latitude, longitude, price]` each (the price a
 * card shows: a listing's, or a building's cheapest flat for sale, null when none is). At most
 * `maxMapPositions`; `capped` says more matched.
 */
export const mapPositionSchema = v.tuple([v.number(), v.number(), v.number(), v.nullable(v.number())]);
export type MapPositionRow = v.InferOutput<typeof mapPositionSchema>;
export const mapPositionsSchema = v.object({ items: v.array(mapPositionSchema), capped: v.optional(v.literal(true)) });
export type MapPositions = v.InferOutput<typeof mapPositionsSchema>;
export const maxMapPositions = 3000;

export const listingDetailSchema = v.object({
  ...listingCardSchema.entries,
  description: v.string(),
  landArea: v.nullable(v.number()),
  ceilingHeight: v.nullable(v.number()),
  wallType: v.nullable(v.string()),
  renovation: v.string(),
  parkingCount: v.number(),
  minRentDays: v.nullable(v.number()),
  minRentMonths: v.nullable(v.number()),
  petsAllowed: v.nullable(v.boolean()),
  childrenAllowed: v.nullable(v.boolean()),
  flags: v.record(v.string(), v.boolean()),
  utilities: v.record(v.string(), v.boolean()),
  agency: v.nullable(v.object({ id: v.number(), name: v.string() })),
  broker: v.nullable(v.object({ id: v.number(), name: v.string(), phone: v.string() })),
  /** A private seller's own listing (issue 21): the owner as strangers see them; requests reach them. */
  privateSeller: v.nullable(v.object({ name: v.string() })),
  ...paymentFacts,
  /** Its prices since it was listed (api/contract/price-history.ts); empty when the price never changed. */
  priceHistory: priceHistorySchema,
  /** Pictures of the property, the first being `imageUrl`. */
  gallery: v.array(v.string()),
});
export type ListingDetail = v.InferOutput<typeof listingDetailSchema>;

export const builderBuildingsQuerySchema = v.object({
  pageNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'validation:number'), v.transform(Number), v.minValue(1, 'validation:tooSmall')), '1'),
  pageSize: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'validation:number'), v.transform(Number), v.minValue(1, 'validation:tooSmall'), v.maxValue(100, 'validation:tooLarge')), '10'),
});
export const builderParamSchema = v.object({
  builderId: v.pipe(v.string('validation:required'), v.regex(/^\d{1,9}$/, 'validation:number'), v.transform(Number), v.minValue(1, 'validation:tooSmall')),
});

export const brokerSchema = v.object({ id: v.number(), name: v.string(), phone: v.string(), email: v.string(), languages: v.array(v.string()), agency: v.nullable(v.string()) });
export const brokersSchema = v.array(brokerSchema);

export const foreignFilterSchema = v.object({
  countries: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'validation:invalid')), 'validation:invalid'), v.maxLength(20, 'validation:tooLong'))),
  sort: v.optional(v.picklist(propertySorts, 'validation:invalid'), 'newest'),
  ...pagingSchema,
});
export type ForeignFilter = v.InferOutput<typeof foreignFilterSchema>;
/** The foreign market's `x-pagination` also carries FilteredCount (spec section 7). */
export const foreignPaginationSchema = v.object({ ...paginationSchema.entries, FilteredCount: v.number() });

export const foreignProjectSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  country: v.string(),
  city: v.string(),
  developerName: v.string(),
  currency: v.picklist(['USD', 'EUR']),
  minPrice: v.number(),
  minArea: v.number(),
  /** The stage on the server's day (api/contract/construction-stage.ts): commissioned once `completionDate` has passed. */
  stage: v.number(),
  completionDate: v.string(),
  imageUrl: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});
export type ForeignProject = v.InferOutput<typeof foreignProjectSchema>;
export const foreignProjectsSchema = v.array(foreignProjectSchema);

export const bannerSchema = v.object({
  id: v.number(),
  slot: v.string(),
  title: v.string(),
  redirectUrl: v.string(),
  imageUrl: v.string(),
  mediumImageUrl: v.string(),
  smallImageUrl: v.string(),
});
export const bannersSchema = v.array(bannerSchema);

export const partnerQuerySchema = v.object({ ...pagingSchema });
export const brokerPartnerSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  phone: v.string(),
  email: v.string(),
  logoUrl: v.string(),
  brokers: v.number(),
  listings: v.number(),
});
export const brokerPartnersSchema = v.array(brokerPartnerSchema);

export const districtSchema = v.object({ key: v.string(), name: v.string(), kind: v.picklist(['yerevan', 'region']) });
export const districtsSchema = v.array(districtSchema);

/** A developer of the partners page: partners first, with what it has built and what is for sale. */
export const developerSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  isPartner: v.boolean(),
  logoUrl: v.string(),
  phone: v.string(),
  email: v.string(),
  website: v.string(),
  foundedYear: v.number(),
  buildings: v.number(),
  apartmentsForSale: v.number(),
});
export type Developer = v.InferOutput<typeof developerSchema>;
export const developersSchema = v.array(developerSchema);
