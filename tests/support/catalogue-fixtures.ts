import type { apartments, buildings, developers, foreignProjects, listings, Localized } from '../../api/server/db/schema';

/**
 * Complete catalogue rows from the few fields a test cares about. Names differ by language, so a
 * test can check that a list answers in the language it was asked for.
 */
export const named = (text: string): Localized => ({ hy: `${text} (hy)`, ru: `${text} (ru)`, en: `${text} (en)` });

const createdAt = new Date('2026-01-01T00:00:00Z');

export const developerRow = (n: number, isPartner: boolean): typeof developers.$inferInsert => ({
  slug: `developer-${n}`,
  name: named(`Developer ${n}`),
  description: named('A developer'),
  isPartner,
  foundedYear: 2000,
  phone: '+37410000000',
  email: `developer-${n}@example.am`,
  website: 'https://example.am',
  brandColor: '#0b3a75',
});

type BuildingFields = Pick<typeof buildings.$inferInsert, 'developerId' | 'market' | 'district' | 'stage' | 'completionDate' | 'createdAt'>;
export const buildingRow = (n: number, fields: BuildingFields): typeof buildings.$inferInsert => ({
  name: named(`Building ${n}`),
  description: named('A building'),
  address: named('An address'),
  latitude: 40.18,
  longitude: 44.51,
  floors: 12,
  wallType: 'monolithic',
  ceilingHeight: 3,
  hasElevator: true,
  parkingCount: 10,
  photoSeed: n,
  ...fields,
});

type ApartmentFields = Pick<typeof apartments.$inferInsert, 'buildingId' | 'rooms' | 'price' | 'area' | 'availability'>;
export const apartmentRow = (n: number, fields: ApartmentFields): typeof apartments.$inferInsert => ({
  number: n,
  floor: 1 + (n % 12),
  pricePerSquareMetre: Math.round(fields.price / fields.area),
  renovation: 'unrepaired',
  orientation: 'south',
  planSeed: n,
  createdAt,
  ...fields,
});

type ListingFields = Pick<typeof listings.$inferInsert, 'deal' | 'type' | 'district' | 'rooms' | 'price' | 'area' | 'createdAt'>;
export const listingRow = (n: number, fields: ListingFields): typeof listings.$inferInsert => ({
  code: `T-${n}`,
  market: 'secondary',
  title: named(`Listing ${n}`),
  description: named('A listing'),
  address: named('An address'),
  latitude: 40.18,
  longitude: 44.51,
  renovation: 'unrepaired',
  flags: { isNewBuilt: false, isWithFurniture: false, isWithHouseholdAppliances: false, hasBasement: false, hasElevator: false, isParkingSpaceExist: false },
  utilities: { heating: true, electricity: true, internet: true, sewer: true, waterSupply: true },
  parkingCount: 0,
  availability: 'forSale',
  photoSeed: n,
  ...fields,
});

type ForeignFields = Pick<typeof foreignProjects.$inferInsert, 'country' | 'currency' | 'minPrice' | 'minArea' | 'completionDate'>;
export const foreignProjectRow = (n: number, fields: ForeignFields): typeof foreignProjects.$inferInsert => ({
  name: named(`Project ${n}`),
  description: named('A project abroad'),
  city: named('A city'),
  developerName: 'Developer abroad',
  stage: 2,
  latitude: 41.7,
  longitude: 44.8,
  photoSeed: n,
  ...fields,
});
