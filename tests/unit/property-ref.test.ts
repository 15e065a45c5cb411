import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deals,
  marketTypes,
  pageMarketOf,
  parsePropertyRef,
  propertyKey,
  propertyOfPath,
  propertyPath,
  propertyPathParams,
  propertyQueryKey,
  sameProperty,
  type PropertyLink,
} from '../../api/contract/property-ref';
import { bookings, favourites } from '../../api/server/db/schema';
import { refColumn, refOfRow, refValues } from '../../api/server/services/property-tables';
import { apartmentQuery, listingQuery } from '../../src/lib/queries/property.queries';

const primary: PropertyLink = { marketType: '0', apartmentId: 12, deal: 'sale' };
const sale: PropertyLink = { marketType: '1', apartmentId: 7, deal: 'sale' };
const rental: PropertyLink = { marketType: '1', apartmentId: 7, deal: 'rent' };

/** Every property a page can show (ids of up to 9 digits): a developer's apartment is a sale; a listing is a sale or a rental. */
const links = fc.oneof(
  fc.record({ marketType: fc.constant('0' as const), apartmentId: fc.integer({ min: 1, max: 999_999_999 }), deal: fc.constant('sale' as const) }),
  fc.record({ marketType: fc.constant('1' as const), apartmentId: fc.integer({ min: 1, max: 999_999_999 }), deal: fc.constantFrom(...deals) }),
);

describe('a property reference', () => {
  it('links a primary apartment, a secondary sale and a rental to their pages, as the router names them', () => {
    expect(propertyPath(primary)).toBe('/property/primary/12');
    expect(propertyPath(sale)).toBe('/property/secondary/7');
    expect(propertyPath(rental)).toBe('/property/rent/7');
    expect(propertyPathParams(rental)).toEqual({ market: 'rent', id: '7' });
    expect(pageMarketOf(primary)).toBe('primary');
  });

  it('reads back the property its page path names, for every property', () => {
    fc.assert(
      fc.property(links, (link) => {
        const [, , market, id] = propertyPath(link).split('/');
        expect(propertyOfPath({ market: market as string, id: id as string })).toEqual(link);
        expect(propertyOfPath(propertyPathParams(link))).toEqual(link);
      }),
    );
  });

  it('names no property for an unknown market or an id that is not a row id', () => {
    for (const params of [
      { market: 'foreign', id: '1' },
      { market: 'primary', id: '0' },
      { market: 'primary', id: '-3' },
      { market: 'rent', id: '1.5' },
      { market: 'secondary', id: 'abc' },
      { market: 'secondary', id: '1000000000' },
      { market: 'primary', id: '' },
    ]) {
      expect(propertyOfPath(params), JSON.stringify(params)).toBeUndefined();
    }
  });

  it('parses a stored value only when it is a ref, keeping nothing else', () => {
    expect(parsePropertyRef({ marketType: '1', apartmentId: 7, deal: 'rent', path: '/x' })).toEqual({ marketType: '1', apartmentId: 7 });
    for (const value of [null, 'x', {}, { marketType: '2', apartmentId: 1 }, { marketType: 0, apartmentId: 1 }, { marketType: '0', apartmentId: '1' }, { marketType: '0', apartmentId: 1.5 }, { marketType: '0', apartmentId: 0 }]) {
      expect(parsePropertyRef(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('tells properties apart by market and id, whatever else a value carries', () => {
    expect(sameProperty(sale, rental)).toBe(true);
    expect(sameProperty(primary, { marketType: '1', apartmentId: 12 })).toBe(false);
    expect(sameProperty(primary, { marketType: '0', apartmentId: 13 })).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...marketTypes), fc.constantFrom(...marketTypes), fc.integer({ min: 1 }), fc.integer({ min: 1 }), (m1, m2, id1, id2) => {
        const a = { marketType: m1, apartmentId: id1 };
        const b = { marketType: m2, apartmentId: id2 };
        expect(propertyKey(a) === propertyKey(b)).toBe(sameProperty(a, b));
      }),
    );
  });

  it("keys a property's data as its page's query does, so invalidating the key refreshes the page in every language", () => {
    expect(propertyQueryKey(primary)).toEqual(['apartment', 12]);
    expect(propertyQueryKey(rental)).toEqual(['listing', 'rent', 7]);
    for (const lang of ['hy', 'ru', 'en'] as const) {
      expect(apartmentQuery(12, lang).queryKey.slice(0, 2)).toEqual(propertyQueryKey(primary));
      expect(listingQuery('sale', 7, lang).queryKey.slice(0, 3)).toEqual(propertyQueryKey(sale));
      expect(listingQuery('rent', 7, lang).queryKey.slice(0, 3)).toEqual(propertyQueryKey(rental));
    }
  });
});

describe("a property's table on the server", () => {
  it('stores a ref in its market\'s column of a referring row, null in the other, and reads it back', () => {
    expect(refValues({ marketType: '0', apartmentId: 12 })).toEqual({ apartmentId: 12, listingId: null });
    expect(refValues({ marketType: '1', apartmentId: 7 })).toEqual({ apartmentId: null, listingId: 7 });
    fc.assert(
      fc.property(fc.constantFrom(...marketTypes), fc.integer({ min: 1, max: 2_147_483_647 }), (marketType, apartmentId) => {
        expect(refOfRow(refValues({ marketType, apartmentId }))).toEqual({ marketType, apartmentId });
      }),
    );
    expect(() => refOfRow({ apartmentId: null, listingId: null })).toThrow();
  });

  it('points at apartments by the apartment column and at listings by the listing column, in every referring table', () => {
    expect(refColumn(bookings, '0')).toBe(bookings.apartmentId);
    expect(refColumn(bookings, '1')).toBe(bookings.listingId);
    expect(refColumn(favourites, '0')).toBe(favourites.apartmentId);
    expect(refColumn(favourites, '1')).toBe(favourites.listingId);
  });
});
