import type { TFunction } from 'i18next';
import type { LendingMarket } from '../../../api/contract/calculations/lending-rules';
import { hasRooms, type ApartmentDetail, type ListingDetail } from '../../../api/contract/catalogue';
import { constructionStage } from '../../../api/contract/construction-stage';
import type { Language } from '../../../api/contract/validation';
import { formatArea, formatDate, formatMetres, formatMoney } from '../../lib/format';

export type Availability = ListingDetail['availability'];

/** One fact of the facts list: a label and its value, already in the page's language. */
export interface Fact {
  key: string;
  label: string;
  value: string;
}

/** What the property page shows, whichever market the property comes from. */
export interface PropertyPageModel {
  id: number;
  title: string;
  address: string;
  gallery: string[];
  price: number;
  oldPrice: number | null;
  pricePerSquareMetre: number | null;
  /** The online mortgage offer (both null when the price is outside the online limits, or for a rental). */
  monthlyPayment: number | null;
  downPayment: number | null;
  /** Whose online limits a purchase falls under; null for a rental, which is not bought. */
  lendingMarket: LendingMarket | null;
  incomeTaxRefund: boolean;
  availability: Availability;
  /** The availability in words: a rental free to rent is "available for rent", not "for sale". */
  availabilityLabel: string;
  isRental: boolean;
  dailyFee: number | null;
  facts: Fact[];
  /** The flags and utilities the property has, by name. */
  features: string[];
  description: string;
  position: { latitude: number; longitude: number };
  /** Who sells it: the developer, an agency or a broker. */
  seller: { label: string; name: string; phone?: string } | null;
  building: { id: number; name: string } | null;
}

const area = (value: number, lang: Language) => formatArea(value, lang);
const yesNo = (t: TFunction, value: boolean) => t(value ? 'yes' : 'no');

function roomsText(t: TFunction, rooms: number) {
  if (rooms === -2) return t('catalogue:studio');
  if (rooms === -1) return t('catalogue:noPlanning');
  return String(rooms);
}

/** Drops the facts a property does not have, so the list never shows an empty value. */
const present = (facts: (Fact | null | false)[]): Fact[] => facts.filter((fact): fact is Fact => Boolean(fact));
const fact = (t: TFunction, key: string, value: string): Fact => ({ key, label: t(`fact.${key}`), value });

export function apartmentModel(apartment: ApartmentDetail, t: TFunction, lang: Language): PropertyPageModel {
  const b = apartment.building;
  return {
    id: apartment.id,
    title:
      apartment.roomsCount > 0
        ? t('apartmentTitle', { rooms: apartment.roomsCount, number: apartment.number, building: b.name })
        : t('apartmentTitleOther', { kind: roomsText(t, apartment.roomsCount), number: apartment.number, building: b.name }),
    address: b.address,
    gallery: b.gallery,
    price: apartment.minApartmentPrice,
    oldPrice: apartment.oldPrice,
    pricePerSquareMetre: apartment.pricePerSquareMetre,
    monthlyPayment: apartment.monthlyPayment,
    downPayment: apartment.downPayment,
    lendingMarket: 'primary',
    incomeTaxRefund: apartment.incomeTaxRefund,
    availability: apartment.availability,
    availabilityLabel: t(`availability.${apartment.availability}`),
    isRental: false,
    dailyFee: null,
    facts: present([
      fact(t, 'market', t(`market.${b.market}`)),
      fact(t, 'type', t('catalogue:types.apartment')),
      fact(t, 'number', String(apartment.number)),
      fact(t, 'rooms', roomsText(t, apartment.roomsCount)),
      fact(t, 'area', area(apartment.area, lang)),
      fact(t, 'floor', t('floorOf', { floor: apartment.floor, floors: b.floors })),
      fact(t, 'ceilingHeight', formatMetres(b.ceilingHeight, lang)),
      fact(t, 'wallType', t(`wall.${b.wallType}`)),
      // A flat is finished (or not) once its building is commissioned; before that there is nothing to renovate.
      b.stage === constructionStage.commissioned && fact(t, 'renovation', t(`renovation.${apartment.renovation}`)),
      fact(t, 'position', t(`orientation.${apartment.orientation}`)),
      // The building's parking count is the building page's fact; a buyer of this flat can buy a space at this price.
      b.parkingSpacePrice !== null && fact(t, 'parkingSpacePrice', formatMoney(b.parkingSpacePrice, 'AMD', lang)),
      fact(t, 'stage', t(`catalogue:stage.${b.stage}`)),
      fact(t, 'completion', formatDate(b.completionDate, lang, { year: 'numeric', month: 'long' })),
      fact(t, 'elevator', yesNo(t, b.hasElevator)),
    ]),
    features: b.facilities,
    description: b.description,
    position: { latitude: b.latitude, longitude: b.longitude },
    seller: { label: t('developer'), name: b.developer.name },
    building: { id: b.id, name: b.name },
  };
}

const flagKeys = ['isNewBuilt', 'isWithFurniture', 'isWithHouseholdAppliances', 'hasBasement', 'hasElevator', 'isParkingSpaceExist'] as const;
const utilityKeys = ['heating', 'electricity', 'internet', 'sewer', 'waterSupply'] as const;

export function listingModel(listing: ListingDetail, t: TFunction, lang: Language): PropertyPageModel {
  const isRental = listing.deal === 'rent';
  return {
    id: listing.id,
    title: listing.title,
    address: listing.address,
    gallery: listing.gallery,
    price: listing.price,
    oldPrice: listing.oldPrice,
    pricePerSquareMetre: listing.pricePerSquareMetre,
    monthlyPayment: listing.monthlyPayment,
    downPayment: listing.downPayment,
    lendingMarket: isRental ? null : 'secondary',
    incomeTaxRefund: listing.incomeTaxRefund,
    availability: listing.availability,
    availabilityLabel: isRental && listing.availability === 'forSale' ? t('availableForRent') : t(`availability.${listing.availability}`),
    isRental,
    dailyFee: listing.dailyFee,
    facts: present([
      fact(t, 'code', listing.code),
      // A rental is no market's sale: it says what the deal is instead.
      isRental ? fact(t, 'deal', t('dealRent')) : fact(t, 'market', t(`market.${listing.market}`)),
      fact(t, 'type', t(`catalogue:types.${listing.type}`)),
      hasRooms(listing.type) && fact(t, 'rooms', roomsText(t, listing.rooms)),
      fact(t, 'area', area(listing.area, lang)),
      listing.landArea !== null && fact(t, 'landArea', area(listing.landArea, lang)),
      listing.floor !== null && fact(t, 'floor', t('floorOf', { floor: listing.floor, floors: listing.floorsTotal ?? listing.floor })),
      listing.ceilingHeight !== null && fact(t, 'ceilingHeight', formatMetres(listing.ceilingHeight, lang)),
      listing.wallType !== null && fact(t, 'wallType', t(`wall.${listing.wallType}`)),
      // A plot has no building to renovate or park in.
      listing.type !== 'landPlot' && fact(t, 'renovation', t(`renovation.${listing.renovation}`)),
      listing.type !== 'landPlot' && fact(t, 'parkingCount', String(listing.parkingCount)),
      isRental && listing.minRentMonths !== null && fact(t, 'minRentMonths', String(listing.minRentMonths)),
      isRental && listing.minRentDays !== null && fact(t, 'minRentDays', String(listing.minRentDays)),
      isRental && listing.petsAllowed !== null && fact(t, 'petsAllowed', yesNo(t, listing.petsAllowed)),
      isRental && listing.childrenAllowed !== null && fact(t, 'childrenAllowed', yesNo(t, listing.childrenAllowed)),
    ]),
    features: [
      ...flagKeys.filter((key) => listing.flags[key]).map((key) => t(`flag.${key}`)),
      ...utilityKeys.filter((key) => listing.utilities[key]).map((key) => t(`utility.${key}`)),
    ],
    description: listing.description,
    position: { latitude: listing.latitude, longitude: listing.longitude },
    seller: listing.broker
      ? { label: t('broker'), name: listing.agency ? `${listing.broker.name}, ${listing.agency.name}` : listing.broker.name, phone: listing.broker.phone }
      : listing.agency
        ? { label: t('agency'), name: listing.agency.name }
        : listing.privateSeller
          ? { label: t('owner'), name: listing.privateSeller.name }
          : null,
    building: null,
  };
}

/** A purchase the online mortgage covers: the server worked out its payment, so the page offers to apply. */
export type OnlineMortgageOffer = PropertyPageModel & { lendingMarket: LendingMarket; monthlyPayment: number; downPayment: number };
export const offersOnlineMortgage = (model: PropertyPageModel): model is OnlineMortgageOffer => model.lendingMarket !== null && model.monthlyPayment !== null && model.downPayment !== null;
