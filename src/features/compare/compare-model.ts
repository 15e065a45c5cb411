import { queryOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { hasRooms, type ApartmentDetail, type ListingDetail } from '../../../api/contract/catalogue';
import { constructionStage } from '../../../api/contract/construction-stage';
import type { PropertyLink } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { formatArea, formatDate, formatMetres, formatMoney } from '../../lib/format';
import { apartmentQuery, listingQuery } from '../../lib/queries/property.queries';

/** A chosen property's page data, whichever market it comes from. */
export type ComparedDetail = { kind: 'apartment'; detail: ApartmentDetail } | { kind: 'listing'; detail: ListingDetail };

/**
 * The property page's own query (same key, so a page seen before answers at once), read as a
 * ComparedDetail. The compare page shows a failure in the property's column, so no toast.
 */
export function comparedQuery(link: PropertyLink, lang: Language) {
  const meta = { handlesErrors: true };
  if (link.marketType === '0') return queryOptions({ ...apartmentQuery(link.apartmentId, lang), meta, select: (detail): ComparedDetail => ({ kind: 'apartment', detail }) });
  return queryOptions({ ...listingQuery(link.deal, link.apartmentId, lang), meta, select: (detail): ComparedDetail => ({ kind: 'listing', detail }) });
}

/** The rows of the comparison, in the order the table shows them after the price. */
export const factRows = ['monthlyPayment', 'pricePerSquareMetre', 'area', 'rooms', 'floor', 'completion', 'type', 'renovation', 'walls', 'ceilingHeight', 'parking'] as const;
export type FactRow = (typeof factRows)[number];

/** One property's column: its heading and each row's value in the page's language (null: it has none). */
export interface CompareColumn {
  link: PropertyLink;
  title: string;
  imageUrl: string;
  price: number;
  isRental: boolean;
  /** Figures the highlights compare. */
  pricePerSquareMetre: number | null;
  area: number;
  facts: Record<FactRow, string | null>;
}

const metres = (value: number, lang: Language) => formatMetres(value, lang);
const squareMetres = (value: number, lang: Language) => formatArea(value, lang);
const money = (value: number | null, lang: Language) => (value === null ? null : formatMoney(value, 'AMD', lang));

function roomsText(t: TFunction, rooms: number) {
  if (rooms === -2) return t('catalogue:studio');
  if (rooms === -1) return t('catalogue:noPlanning');
  return String(rooms);
}

function apartmentColumn(link: PropertyLink, apartment: ApartmentDetail, t: TFunction, lang: Language): CompareColumn {
  const b = apartment.building;
  const parking =
    b.parkingSpacePrice !== null ? t('page.parkingSpace', { price: formatMoney(b.parkingSpacePrice, 'AMD', lang) }) : b.parkingCount > 0 ? t('page.parkingSpaces', { spaces: b.parkingCount }) : t('page.noParking');
  return {
    link,
    // Named as its own page names it.
    title:
      apartment.roomsCount > 0
        ? t('property:apartmentTitle', { rooms: apartment.roomsCount, number: apartment.number, building: b.name })
        : t('property:apartmentTitleOther', { kind: roomsText(t, apartment.roomsCount), number: apartment.number, building: b.name }),
    imageUrl: b.gallery[0] ?? b.imageUrl,
    price: apartment.minApartmentPrice,
    isRental: false,
    pricePerSquareMetre: apartment.pricePerSquareMetre,
    area: apartment.area,
    facts: {
      monthlyPayment: money(apartment.monthlyPayment, lang),
      pricePerSquareMetre: money(apartment.pricePerSquareMetre, lang),
      area: squareMetres(apartment.area, lang),
      rooms: roomsText(t, apartment.roomsCount),
      floor: t('property:floorOf', { floor: apartment.floor, floors: b.floors }),
      completion: formatDate(b.completionDate, lang, { year: 'numeric', month: 'long' }),
      type: t('catalogue:types.apartment'),
      // As on its page: a flat is finished (or not) once its building is commissioned.
      renovation: b.stage === constructionStage.commissioned ? t(`property:renovation.${apartment.renovation}`) : null,
      walls: t(`property:wall.${b.wallType}`),
      ceilingHeight: metres(b.ceilingHeight, lang),
      parking,
    },
  };
}

function listingColumn(link: PropertyLink, listing: ListingDetail, t: TFunction, lang: Language): CompareColumn {
  const isRental = listing.deal === 'rent';
  const building = listing.type !== 'landPlot';
  return {
    link,
    title: listing.title,
    imageUrl: listing.gallery[0] ?? listing.imageUrl,
    price: listing.price,
    isRental,
    pricePerSquareMetre: isRental ? null : listing.pricePerSquareMetre,
    area: listing.area,
    facts: {
      monthlyPayment: money(listing.monthlyPayment, lang),
      pricePerSquareMetre: isRental ? null : money(listing.pricePerSquareMetre, lang),
      area: squareMetres(listing.area, lang),
      rooms: hasRooms(listing.type) ? roomsText(t, listing.rooms) : null,
      floor: listing.floor === null ? null : t('property:floorOf', { floor: listing.floor, floors: listing.floorsTotal ?? listing.floor }),
      // A resale home is built: only a developer's flat has a completion date.
      completion: null,
      type: t(`catalogue:types.${listing.type}`),
      renovation: building ? t(`property:renovation.${listing.renovation}`) : null,
      walls: listing.wallType === null ? null : t(`property:wall.${listing.wallType}`),
      ceilingHeight: listing.ceilingHeight === null ? null : metres(listing.ceilingHeight, lang),
      parking: !building ? null : listing.parkingCount > 0 ? t('page.parkingSpaces', { spaces: listing.parkingCount }) : t('page.noParking'),
    },
  };
}

/** A chosen property's column; `t` is the compare namespace's (the property and catalogue texts by prefix). */
export const compareColumn = (link: PropertyLink, compared: ComparedDetail, t: TFunction, lang: Language): CompareColumn =>
  compared.kind === 'apartment' ? apartmentColumn(link, compared.detail, t, lang) : listingColumn(link, compared.detail, t, lang);

/** The highlighted cells: which columns (by index) have the best value of a row. */
export interface Highlights {
  price: ReadonlySet<number>;
  pricePerSquareMetre: ReadonlySet<number>;
  area: ReadonlySet<number>;
}

/**
 * The columns holding the best of `values` (the lowest, or the largest): none unless at least two
 * columns have a value and they differ, since a best among equals or of one says nothing.
 */
function best(values: readonly (number | null)[], pick: 'lowest' | 'largest'): Set<number> {
  const present = values.filter((value): value is number => value !== null);
  if (present.length < 2 || present.every((value) => value === present[0])) return new Set();
  const target = pick === 'lowest' ? Math.min(...present) : Math.max(...present);
  return new Set(values.flatMap((value, index) => (value === target ? [index] : [])));
}

/**
 * The lowest price, the lowest price per m² and the largest area among the loaded columns (null:
 * not loaded). A monthly fee is no sale price: rentals are compared among themselves, sales likewise.
 */
export function highlightsOf(columns: readonly (CompareColumn | null)[]): Highlights {
  const priceAmong = (rental: boolean) => best(columns.map((column) => (column && column.isRental === rental ? column.price : null)), 'lowest');
  return {
    price: new Set([...priceAmong(false), ...priceAmong(true)]),
    pricePerSquareMetre: best(columns.map((column) => column?.pricePerSquareMetre ?? null), 'lowest'),
    area: best(columns.map((column) => column?.area ?? null), 'largest'),
  };
}
