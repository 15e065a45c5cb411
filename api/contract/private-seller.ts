import * as v from 'valibot';
import { otpCodeSchema, phoneSchema } from './otp';
import { documentNumberPatterns, documentTypes, socialCardSchema, type DocumentType } from './prequal';
import { messages, paragraph, text } from './validation';

/*
 * Private sellers (spec sections 1, 3, 6, 7): a person who sells or lets their own home registers
 * once (identification through the population registry and a one-time code to their mobile), then
 * lists their properties, which the bank's moderators approve before they join the catalogue.
 */

export const privateSellerRules = {
  /** Listings submitted or published at one time (issue 21). */
  maxActiveListings: 5,
  /** Drafts and returned listings a seller may keep besides: a bound on rows, not a business rule. */
  maxListings: 30,
  maxPhotos: 20,
  /** png or jpeg, checked by content. */
  maxPhotoBytes: 3 * 1024 * 1024,
  /** A registration (and its cookie) lasts as long as a person needs to type a document and a code. */
  registrationMinutes: 30,
  /** The youngest age the bank registers a seller at. */
  minAge: 18,
} as const;

/** Who the person says they are: only an individual selling or letting their own home is a private seller. */
export const sellerUserTypes = ['individual', 'agency', 'broker', 'developer'] as const;
export type SellerUserType = (typeof sellerUserTypes)[number];
/** The user types the bank does not register as private sellers, each with its own reason and way in. */
const refusedUserTypes = ['agency', 'broker', 'developer'] as const satisfies readonly SellerUserType[];
export const isRefusedUserType = (type: SellerUserType) => (refusedUserTypes as readonly string[]).includes(type);

const documentNumber = v.pipe(v.string(messages.required), v.transform((value) => value.replace(/\s/g, '').toUpperCase()), v.nonEmpty(messages.required), v.maxLength(20, messages.tooLong));
const identificationFields = v.object({
  userType: v.picklist(sellerUserTypes, messages.required),
  socialCardNumber: socialCardSchema,
  documentType: v.picklist(documentTypes, messages.required),
  documentNumber,
});
type IdentificationFields = v.InferOutput<typeof identificationFields>;
const documentNumberFits = (type: DocumentType) =>
  v.forward(
    v.check((input: IdentificationFields) => input.documentType !== type || documentNumberPatterns[type].pattern.test(input.documentNumber), documentNumberPatterns[type].message),
    ['documentNumber'],
  );

/** The identification step: the declared user type, the social card and an identity document. */
export const sellerIdentificationSchema = v.pipe(identificationFields, documentNumberFits('passport'), documentNumberFits('biometricPassport'), documentNumberFits('idCard'));
export type SellerIdentification = v.InferOutput<typeof sellerIdentificationSchema>;

export const sellerOtpSendSchema = v.object({ phoneNumber: phoneSchema });
export const sellerOtpCheckSchema = v.object({ otp: otpCodeSchema });

/**
 * Where the person's registration stands: `none` (nothing started, or it lapsed), `codeSent` (a code
 * went to the mobile), `phoneVerified` (the code was confirmed: the registry check is next, with the
 * identification data), `registered` (a private seller).
 */
export const sellerStatuses = ['none', 'codeSent', 'phoneVerified', 'registered'] as const;
export type SellerStatus = (typeof sellerStatuses)[number];
export const sellerStatusSchema = v.object({
  status: v.picklist(sellerStatuses),
  /** The mobile of the registration or of the registered seller. */
  phoneNumber: v.nullable(v.string()),
  registeredAt: v.nullable(v.string()),
  activeListings: v.number(),
});
export type SellerStatusAnswer = v.InferOutput<typeof sellerStatusSchema>;

/* ---------------------------------------------------------------- listings ----------------- */

export const sellerPropertyTypes = ['apartment', 'house', 'townhouse', 'landPlot', 'commercial'] as const;
export const sellerWallTypes = ['stone', 'monolithic', 'panel', 'tape'] as const;
export const sellerRenovations = ['unrepaired', 'partiallyRefurbished', 'majorRefurbished', 'cosmeticRefurbished', 'withFurniture'] as const;
export const sellerFlags = ['isNewBuilt', 'isWithFurniture', 'isWithHouseholdAppliances', 'hasBasement', 'hasElevator', 'isParkingSpaceExist'] as const;
export const sellerUtilities = ['heating', 'electricity', 'internet', 'sewer', 'waterSupply'] as const;

/** Armenia's bounding box: a position outside it is a mistake on the map. */
const armeniaBounds = { south: 38.83, north: 41.31, west: 43.44, east: 46.64 } as const;

const required = <T extends v.GenericSchema>(schema: T) => v.pipe(v.unknown(), v.check((value) => value !== undefined && value !== null && value !== '', messages.required), schema);
const whole = (min: number, max: number) => v.pipe(v.number(messages.number), v.integer(messages.integer), v.minValue(min, messages.tooSmall), v.maxValue(max, messages.tooLarge));
const decimal = (min: number, max: number) => v.pipe(v.number(messages.number), v.finite(messages.number), v.minValue(min, messages.tooSmall), v.maxValue(max, messages.tooLarge));
const optionalWhole = (min: number, max: number) => v.optional(v.nullable(whole(min, max)), null);
const optionalDecimal = (min: number, max: number) => v.optional(v.nullable(decimal(min, max)), null);
const booleans = <K extends string>(keys: readonly K[]) => v.object(Object.fromEntries(keys.map((key) => [key, v.optional(v.boolean(messages.invalid), false)])) as Record<K, v.OptionalSchema<v.BooleanSchema<string>, false>>);

const priceBounds = { sale: { min: 1_000_000, max: 10_000_000_000 }, rent: { min: 10_000, max: 100_000_000 } } as const;

const listingFactsFields = v.object({
  deal: v.picklist(['sale', 'rent'], messages.required),
  type: v.picklist(sellerPropertyTypes, messages.required),
  district: v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.regex(/^[a-z][a-zA-Z-]{1,30}$/, messages.invalid)),
  address: text(150, 5),
  latitude: required(decimal(armeniaBounds.south, armeniaBounds.north)),
  longitude: required(decimal(armeniaBounds.west, armeniaBounds.east)),
  /** The sale price, or for a rental the monthly fee, in whole drams. */
  price: required(whole(priceBounds.rent.min, priceBounds.sale.max)),
  area: required(decimal(5, 10_000)),
  landArea: optionalDecimal(10, 1_000_000),
  rooms: optionalWhole(1, 10),
  floor: optionalWhole(-2, 60),
  floorsTotal: optionalWhole(1, 60),
  ceilingHeight: optionalDecimal(2, 6),
  wallType: v.optional(v.nullable(v.picklist(sellerWallTypes, messages.invalid)), null),
  renovation: v.picklist(sellerRenovations, messages.required),
  parkingCount: v.optional(whole(0, 20), 0),
  flags: v.optional(booleans(sellerFlags), {}),
  utilities: v.optional(booleans(sellerUtilities), {}),
  /** A rental's terms: a daily fee when it is let by the day, the shortest stay, pets and children. */
  dailyFee: optionalWhole(1_000, 10_000_000),
  minRentDays: optionalWhole(1, 365),
  minRentMonths: optionalWhole(1, 36),
  petsAllowed: v.optional(v.nullable(v.boolean(messages.invalid)), null),
  childrenAllowed: v.optional(v.nullable(v.boolean(messages.invalid)), null),
  description: paragraph(3000, 30),
});
type ListingFactsFields = v.InferOutput<typeof listingFactsFields>;

const forward = (key: keyof ListingFactsFields, message: string, holds: (facts: ListingFactsFields) => boolean) => v.forward(v.check(holds, message), [key]);
const withRooms = (type: string) => type === 'apartment' || type === 'house' || type === 'townhouse';
const withFloor = (type: string) => type === 'apartment' || type === 'commercial';
const withLand = (type: string) => type === 'house' || type === 'townhouse' || type === 'landPlot';

/**
 * The facts of a listing as the seller gives them (spec section 3), with the rules that tie them
 * together: a home has rooms, a flat a floor within its building, a plot land, a price within the
 * bounds of its deal, and a rental's terms only on a rental.
 */
export const listingFactsSchema = v.pipe(
  listingFactsFields,
  forward('rooms', messages.required, (f) => !withRooms(f.type) || f.rooms !== null),
  forward('floor', messages.required, (f) => f.type !== 'apartment' || f.floor !== null),
  forward('floorsTotal', messages.required, (f) => f.type !== 'apartment' || f.floorsTotal !== null),
  forward('floor', 'validation:floorAboveBuilding', (f) => f.floor === null || f.floorsTotal === null || f.floor <= f.floorsTotal),
  forward('landArea', messages.required, (f) => f.type !== 'landPlot' || f.landArea !== null),
  forward('landArea', messages.invalid, (f) => withLand(f.type) || f.landArea === null),
  forward('floor', messages.invalid, (f) => withFloor(f.type) || f.type === 'house' || f.type === 'townhouse' || f.floor === null),
  forward('price', messages.tooSmall, (f) => f.price >= priceBounds[f.deal].min),
  forward('price', messages.tooLarge, (f) => f.price <= priceBounds[f.deal].max),
  forward('dailyFee', messages.invalid, (f) => f.deal === 'rent' || f.dailyFee === null),
  forward('minRentDays', messages.invalid, (f) => f.deal === 'rent' || f.minRentDays === null),
  forward('minRentMonths', messages.invalid, (f) => f.deal === 'rent' || f.minRentMonths === null),
  forward('minRentMonths', messages.required, (f) => f.deal === 'sale' || f.minRentMonths !== null || f.minRentDays !== null),
  forward('petsAllowed', messages.invalid, (f) => f.deal === 'rent' || f.petsAllowed === null),
  forward('childrenAllowed', messages.invalid, (f) => f.deal === 'rent' || f.childrenAllowed === null),
);
export type ListingFacts = v.InferOutput<typeof listingFactsSchema>;

/**
 * A listing's life: `draft` (the seller's alone), `pending` (waiting for approval), `returned` (the
 * moderator sent it back with a reason), `published` (in the catalogue), `unpublished` (taken off by
 * the seller), `sold` or `rented` (closed). A published listing whose facts the seller changed is
 * `pending` again while its approved version stays in the catalogue.
 */
export const sellerListingStatuses = ['draft', 'pending', 'returned', 'published', 'unpublished', 'sold', 'rented'] as const;
export type SellerListingStatus = (typeof sellerListingStatuses)[number];

export const listingPhotoSchema = v.object({ id: v.string(), url: v.string(), width: v.number(), height: v.number() });
export type ListingPhoto = v.InferOutput<typeof listingPhotoSchema>;

export const sellerRequestSchema = v.object({
  id: v.number(),
  kind: v.string(),
  name: v.string(),
  phoneNumber: v.string(),
  email: v.nullable(v.string()),
  message: v.nullable(v.string()),
  createdAt: v.string(),
});
export type SellerRequest = v.InferOutput<typeof sellerRequestSchema>;

export const sellerListingSchema = v.object({
  id: v.string(),
  status: v.picklist(sellerListingStatuses),
  /** The facts as last saved: a draft's (or a returned listing's) may be partial. */
  facts: v.nullable(v.record(v.string(), v.unknown())),
  photos: v.array(listingPhotoSchema),
  /** The moderator's reason when the listing was returned. */
  returnReason: v.nullable(v.string()),
  /** The catalogue's page while an approved version is published. */
  catalogue: v.nullable(v.object({ id: v.number(), code: v.string(), path: v.string() })),
  /** A published listing with changes waiting for approval. */
  hasPendingChanges: v.boolean(),
  requests: v.array(sellerRequestSchema),
  updatedAt: v.string(),
});
export type SellerListing = v.InferOutput<typeof sellerListingSchema>;
export const sellerListingsSchema = v.array(sellerListingSchema);

/** A draft may be saved incomplete: the whole facts are checked when it is submitted. */
export const draftSchema = v.object({ facts: v.record(v.string(), v.unknown(), messages.invalid) });

export const listingIdParamSchema = v.object({ listingId: v.pipe(v.string(messages.required), v.uuid(messages.invalid)) });
export const listingPhotoParamSchema = v.object({ ...listingIdParamSchema.entries, photoId: v.pipe(v.string(messages.required), v.uuid(messages.invalid)) });
export const photoParamSchema = v.object({ photoId: v.pipe(v.string(messages.required), v.uuid(messages.invalid)) });

/** Closing a published listing: the home was sold or let. */
export const closeListingSchema = v.object({ outcome: v.picklist(['sold', 'rented'], messages.required) });

/* ------------------------------------------------------------- moderation ---------------- */

export const moderationDecisionSchema = v.variant('decision', [
  v.object({ decision: v.literal('approve') }),
  v.object({ decision: v.literal('return'), reason: text(500, 5) }),
]);
export type ModerationDecision = v.InferOutput<typeof moderationDecisionSchema>;

export const moderatedListingSchema = v.object({
  id: v.string(),
  status: v.picklist(sellerListingStatuses),
  seller: v.object({ name: v.string(), email: v.string(), phoneNumber: v.string() }),
  facts: v.record(v.string(), v.unknown()),
  photos: v.array(listingPhotoSchema),
  /** A change to a published listing (its catalogue page stays until the change is approved). */
  catalogueId: v.nullable(v.number()),
  submittedAt: v.string(),
});
export type ModeratedListing = v.InferOutput<typeof moderatedListingSchema>;
export const moderatedListingsSchema = v.array(moderatedListingSchema);
