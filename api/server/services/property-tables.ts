import { and, eq, inArray } from 'drizzle-orm';
import { marketTypes, propertyKey, type Deal, type MarketType, type PropertyLink, type PropertyRef } from '../../contract/property-ref';
import { languages, type Language } from '../../contract/validation';
import type { Queryable, Tx } from '../db/database';
import { apartments, buildings, listings, type availabilityWatches, type Availability, type bookings, type favourites, type Localized } from '../db/schema';
import { floorPlanUrl } from './catalogue/apartments.service';
import { listingCover } from './catalogue/listings.service';

/**
 * The server's side of a PropertyRef: which table holds each market's properties, which column of
 * the tables that point at a property (bookings, favourites, availability watches) holds its id, how
 * its availability changes when it is booked and freed, and what its card shows. Services ask this
 * module instead of branching on the market type.
 */

/** The tables that point at one property, by an apartment's id or a listing's id (exactly one is set). */
type ReferringTable = typeof bookings | typeof favourites | typeof availabilityWatches;
type ReferringColumn = 'apartmentId' | 'listingId';

/** Where a property stands: whether it can be booked, and whether it is a sale or a rental. */
export interface PropertyState {
  availability: Availability;
  deal: Deal;
}

/**
 * A property somebody holds: booked, or booked by a loan application and waiting for its developer's
 * or agency's confirmation (spec section 4: "until then the property is 'waiting for approval'").
 */
export const heldAvailabilities = ['booked', 'waitingApproval'] as const satisfies readonly Availability[];
export type HeldAvailability = (typeof heldAvailabilities)[number];
export const isHeld = (availability: Availability): availability is HeldAvailability => (heldAvailabilities as readonly string[]).includes(availability);

/** What the personal page's cards and the notifications show of a property, in every language. */
export interface PropertyCard {
  link: PropertyLink;
  title: Localized;
  address: Localized;
  price: number;
  availability: Availability;
  imageUrl: string;
}

interface MarketTable {
  /** The column of a referring table that holds this market's ids. */
  column: ReferringColumn;
  state(q: Queryable, id: number): Promise<PropertyState | undefined>;
  /** Marks the property booked, only if it is a sale that is for sale now; answers whether it did. */
  claim(tx: Tx, id: number): Promise<boolean>;
  /** Puts a booked property (or one waiting for its partner's approval) back on sale. */
  free(tx: Tx, id: number): Promise<void>;
  /** Moves a booked property from one hold state to the other (booked ↔ waiting for approval); answers whether it did. */
  hold(tx: Tx, id: number, from: HeldAvailability, to: HeldAvailability): Promise<boolean>;
  cards(q: Queryable, ids: number[]): Promise<PropertyCard[]>;
}

const localize = (make: (lang: Language) => string): Localized => Object.fromEntries(languages.map((lang) => [lang, make(lang)])) as Localized;

/** '0': a developer's apartment, named by its building and number; always a sale. */
const primary: MarketTable = {
  column: 'apartmentId',
  async state(q, id) {
    const [row] = await q.select({ availability: apartments.availability }).from(apartments).where(eq(apartments.id, id));
    return row && { availability: row.availability, deal: 'sale' };
  },
  async claim(tx, id) {
    const rows = await tx
      .update(apartments)
      .set({ availability: 'booked' })
      .where(and(eq(apartments.id, id), eq(apartments.availability, 'forSale')))
      .returning({ id: apartments.id });
    return rows.length > 0;
  },
  async free(tx, id) {
    await tx
      .update(apartments)
      .set({ availability: 'forSale' })
      .where(and(eq(apartments.id, id), inArray(apartments.availability, [...heldAvailabilities])));
  },
  async hold(tx, id, from, to) {
    const rows = await tx.update(apartments).set({ availability: to }).where(and(eq(apartments.id, id), eq(apartments.availability, from))).returning({ id: apartments.id });
    return rows.length > 0;
  },
  async cards(q, ids) {
    if (ids.length === 0) return [];
    const rows = await q
      .select({ id: apartments.id, number: apartments.number, price: apartments.price, availability: apartments.availability, building: buildings.name, address: buildings.address })
      .from(apartments)
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(inArray(apartments.id, ids));
    return rows.map((row) => ({
      link: { marketType: '0', apartmentId: row.id, deal: 'sale' },
      title: localize((lang) => `${row.building[lang]}, № ${row.number}`),
      address: row.address,
      price: row.price,
      availability: row.availability,
      imageUrl: floorPlanUrl(row.id),
    }));
  },
};

/** '1': a listing, a sale or a rental. Only a sale is booked; a rental is asked for. */
const secondary: MarketTable = {
  column: 'listingId',
  async state(q, id) {
    const [row] = await q.select({ availability: listings.availability, deal: listings.deal }).from(listings).where(eq(listings.id, id));
    return row;
  },
  async claim(tx, id) {
    const rows = await tx
      .update(listings)
      .set({ availability: 'booked' })
      .where(and(eq(listings.id, id), eq(listings.deal, 'sale'), eq(listings.availability, 'forSale')))
      .returning({ id: listings.id });
    return rows.length > 0;
  },
  async free(tx, id) {
    await tx
      .update(listings)
      .set({ availability: 'forSale' })
      .where(and(eq(listings.id, id), inArray(listings.availability, [...heldAvailabilities])));
  },
  async hold(tx, id, from, to) {
    const rows = await tx.update(listings).set({ availability: to }).where(and(eq(listings.id, id), eq(listings.availability, from))).returning({ id: listings.id });
    return rows.length > 0;
  },
  async cards(q, ids) {
    if (ids.length === 0) return [];
    const rows = await q
      .select({ id: listings.id, deal: listings.deal, title: listings.title, address: listings.address, price: listings.price, availability: listings.availability, photos: listings.photos })
      .from(listings)
      .where(inArray(listings.id, ids));
    return rows.map((row) => ({
      link: { marketType: '1', apartmentId: row.id, deal: row.deal },
      title: row.title,
      address: row.address,
      price: row.price,
      availability: row.availability,
      imageUrl: listingCover(row),
    }));
  },
};

/** Each market type's table. */
export const propertyTables: Record<MarketType, MarketTable> = { '0': primary, '1': secondary };

/** The column of a referring table (bookings, favourites, availability watches) that holds a market's ids. */
export const refColumn = (table: ReferringTable, marketType: MarketType): ReferringTable[ReferringColumn] => table[propertyTables[marketType].column];

/** The values a referring row stores for a property: its id in its market's column, null in the other. */
export function refValues(ref: PropertyRef): { apartmentId: number | null; listingId: number | null } {
  const column = propertyTables[ref.marketType].column;
  return { apartmentId: column === 'apartmentId' ? ref.apartmentId : null, listingId: column === 'listingId' ? ref.apartmentId : null };
}

/** The property a referring row points at (the database checks that exactly one of its columns is set). */
export function refOfRow(row: { apartmentId: number | null; listingId: number | null }): PropertyRef {
  const marketType = marketTypes.find((type) => row[propertyTables[type].column] !== null);
  if (!marketType) throw new Error('a row points at no property');
  return { marketType, apartmentId: row[propertyTables[marketType].column] as number };
}

export const propertyState = (q: Queryable, ref: PropertyRef): Promise<PropertyState | undefined> => propertyTables[ref.marketType].state(q, ref.apartmentId);
export const claimProperty = (tx: Tx, ref: PropertyRef): Promise<boolean> => propertyTables[ref.marketType].claim(tx, ref.apartmentId);
export const freeProperty = (tx: Tx, ref: PropertyRef): Promise<void> => propertyTables[ref.marketType].free(tx, ref.apartmentId);
/** A loan application's booking: the catalogue shows the property waiting for approval until its partner answers. */
export const awaitPartnerApproval = (tx: Tx, ref: PropertyRef): Promise<boolean> => propertyTables[ref.marketType].hold(tx, ref.apartmentId, 'booked', 'waitingApproval');
/** The partner answered: the application still holds the property, now shown as booked. */
export const endPartnerApproval = (tx: Tx, ref: PropertyRef): Promise<boolean> => propertyTables[ref.marketType].hold(tx, ref.apartmentId, 'waitingApproval', 'booked');

/** The cards of many properties, one query per market, by `propertyKey`; a property removed since has none. */
export async function propertyCards(q: Queryable, refs: readonly PropertyRef[]): Promise<Map<string, PropertyCard>> {
  const found = await Promise.all(
    marketTypes.map((marketType) => propertyTables[marketType].cards(q, [...new Set(refs.filter((ref) => ref.marketType === marketType).map((ref) => ref.apartmentId))])),
  );
  return new Map(found.flat().map((card) => [propertyKey(card.link), card]));
}

/** One property's card, or undefined when it does not exist. */
export const propertyCard = async (q: Queryable, ref: PropertyRef): Promise<PropertyCard | undefined> => (await propertyCards(q, [ref])).get(propertyKey(ref));

/** The card fields that bookings and favourites both answer, in one language. */
export const cardIn = (card: PropertyCard, lang: Language) => ({
  marketType: card.link.marketType,
  apartmentId: card.link.apartmentId,
  title: card.title[lang],
  address: card.address[lang],
  price: card.price,
  imageUrl: card.imageUrl,
});
