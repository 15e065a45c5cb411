import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ApartmentDetail, BuildingDetail, ListingDetail } from '../../api/contract/catalogue';
import { constructionStage } from '../../api/contract/construction-stage';
import { apartmentModel, listingModel } from '../../src/features/property/property-model';

/**
 * The facts a property page lists come from the right row (issue 13): a rental says it is for rent,
 * a developer's flat does not borrow its building's parking count, a flat in a building still being
 * built has no renovation level, and premises or plots have no rooms. `t` echoes its key and values,
 * so the test reads which text each fact chose.
 */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key)) as unknown as TFunction;
const factsOf = (model: { facts: { key: string; value: string }[] }) => Object.fromEntries(model.facts.map((fact) => [fact.key, fact.value]));

const building: BuildingDetail = {
  id: 7,
  name: 'Arpi Avenue',
  address: '79 Erebuni St',
  district: 'erebuni',
  market: 'primary',
  developer: { id: 1, name: 'Tufashen', isPartner: true },
  stage: constructionStage.construction,
  completionDate: '2027-09-30',
  floors: 12,
  minPrice: 20_000_000,
  minPricePerSquareMetre: 400_000,
  minArea: 40,
  maxArea: 120,
  apartmentsForSale: 10,
  monthlyPaymentFrom: null,
  imageUrl: '/b.svg',
  latitude: 40.1,
  longitude: 44.5,
  description: 'A building',
  wallType: 'monolithic',
  ceilingHeight: 3,
  hasElevator: true,
  parkingCount: 149,
  parkingSpacePrice: 3_600_000,
  facilities: [],
  roomCounts: [],
  gallery: [],
};
const apartment = (stage: number): ApartmentDetail => ({
  id: 90,
  buildingId: 7,
  isBooked: false,
  availability: 'forSale',
  number: 3,
  floor: 2,
  area: 79.1,
  roomsCount: 2,
  minApartmentPrice: 31_000_000,
  minAreaPrice: 391_909,
  oldPrice: null,
  pricePerSquareMetre: 391_909,
  renovation: 'partiallyRefurbished',
  orientation: 'east',
  planUrl: '/p.svg',
  monthlyPayment: 286_983,
  downPayment: 3_100_000,
  incomeTaxRefund: false,
  priceHistory: [],
  building: { ...building, stage },
});
const listing = (fields: Partial<ListingDetail>): ListingDetail => ({
  id: 1501,
  code: 'R-000001',
  deal: 'rent',
  market: 'secondary',
  type: 'apartment',
  title: 'A flat',
  address: 'An address',
  district: 'kentron',
  rooms: 2,
  floor: 3,
  floorsTotal: 5,
  area: 76.3,
  price: 540_000,
  pricePerSquareMetre: null,
  oldPrice: null,
  dailyFee: null,
  availability: 'forSale',
  imageUrl: '/l.svg',
  latitude: 40.1,
  longitude: 44.5,
  description: 'A listing',
  landArea: null,
  ceilingHeight: 2.8,
  wallType: 'stone',
  renovation: 'majorRefurbished',
  parkingCount: 0,
  minRentDays: null,
  minRentMonths: 12,
  petsAllowed: false,
  childrenAllowed: true,
  flags: { isNewBuilt: false, isWithFurniture: true, isWithHouseholdAppliances: true, hasBasement: false, hasElevator: false, isParkingSpaceExist: false },
  utilities: { heating: true, electricity: true, internet: true, sewer: true, waterSupply: true },
  agency: null,
  broker: null,
  privateSeller: null,
  monthlyPayment: null,
  downPayment: null,
  incomeTaxRefund: false,
  priceHistory: [],
  gallery: [],
  ...fields,
});

describe('the property page model', () => {
  it('names a rental for rent: no sale, no market, no mortgage', () => {
    const model = listingModel(listing({}), t, 'en');
    expect(model.availabilityLabel).toBe('availableForRent');
    expect(factsOf(model)).toMatchObject({ deal: 'dealRent' });
    expect(factsOf(model)).not.toHaveProperty('market');
    expect(model.lendingMarket).toBeNull();
  });

  it('keeps a sale on its market, with the secondary limits for its mortgage', () => {
    const model = listingModel(listing({ deal: 'sale', code: 'S-000010', price: 114_400_000 }), t, 'en');
    expect(model.availabilityLabel).toBe('availability.forSale');
    expect(factsOf(model)).toMatchObject({ market: 'market.secondary' });
    expect(model.lendingMarket).toBe('secondary');
    expect(model.monthlyPayment).toBeNull();
  });

  it('gives premises and plots no rooms, and a plot no renovation or parking', () => {
    expect(factsOf(listingModel(listing({ deal: 'sale', type: 'commercial', rooms: -1 }), t, 'en'))).not.toHaveProperty('rooms');
    const plot = factsOf(listingModel(listing({ deal: 'sale', type: 'landPlot', rooms: -1, landArea: 600 }), t, 'en'));
    for (const key of ['rooms', 'renovation', 'parkingCount']) expect(plot).not.toHaveProperty(key);
  });

  it("does not give a developer's flat its building's parking count, nor a renovation before the building is commissioned", () => {
    const unfinished = factsOf(apartmentModel(apartment(constructionStage.construction), t, 'en'));
    expect(unfinished).not.toHaveProperty('parkingCount');
    expect(unfinished).not.toHaveProperty('renovation');
    expect(unfinished).toMatchObject({ stage: 'catalogue:stage.2', parkingSpacePrice: expect.any(String) });
    expect(factsOf(apartmentModel(apartment(constructionStage.ending), t, 'en'))).not.toHaveProperty('renovation');
    expect(factsOf(apartmentModel(apartment(constructionStage.commissioned), t, 'en'))).toMatchObject({ renovation: 'renovation.partiallyRefurbished' });
  });
});
