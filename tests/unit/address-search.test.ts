import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { borrowingCapacity } from '../../api/contract/calculations/borrowing';
import { purchaseIssues } from '../../api/contract/calculations/inputs';
import { onlineLending } from '../../api/contract/calculations/lending-rules';
import { apartmentFilterSchema, buildingFilterSchema, listingFilterSchema } from '../../api/contract/catalogue';
import { apartmentsFilterOf, buildingSearchSchema } from '../../src/features/building/building.route';
import { borrowingSearchSchema, loanSearchSchema } from '../../src/features/calculators/calculator-search';
import { buildingFilterOf, buildingsSearchSchema as buildingsPageSchema, buildingTableSearch, listingFilterOf, propertySearchSchema } from '../../src/features/catalogue/property-search';

/*
 * The address's search parameters (README, "Catalogue"): a malformed value falls back to its default,
 * the same on the server's render and in the browser (one schema), so the calls the page makes only
 * ever carry what the API accepts. Values come as TanStack Router parses them: JSON where it can.
 */

/** What the router's default parser makes of a query value. */
const parsed = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};
const fromAddress = (query: string) => Object.fromEntries([...new URLSearchParams(query)].map(([key, value]) => [key, parsed(value)]));

const malformed = ['rooms=0', 'rooms=abc', 'rooms=[0,2]', 'rooms=99', 'rooms=-5', 'rooms=2.5', 'minPrice=abc', 'priceFrom=abc', 'minPrice=-1', 'maxPrice=1e20', 'sortBy=9', 'sortBy=x', 'asc=yes', 'page=0', 'page=abc'];

describe("a building's apartment table in the address", () => {
  const defaults = v.parse(buildingSearchSchema, {});

  it.each(malformed)('reads %s as the default table, whose apartments call the API accepts', (query) => {
    const search = v.parse(buildingSearchSchema, fromAddress(query));
    expect(search).toEqual(defaults);
    expect(v.safeParse(apartmentFilterSchema, apartmentsFilterOf(7, search)).success).toBe(true);
    expect(apartmentsFilterOf(7, search)).toEqual({ buildingId: 7, sortBy: 0, sortAscending: true, pageNumber: 1, pageSize: 10 });
  });

  it('keeps a tab (rooms=2, or the search\'s rooms=[3,1]) and a price range, and drops a range ending below its start', () => {
    expect(v.parse(buildingSearchSchema, fromAddress('rooms=2')).rooms).toEqual([2]);
    expect(v.parse(buildingSearchSchema, fromAddress('rooms=[3,1,3]&minPrice=10000000&maxPrice=40000000'))).toMatchObject({ rooms: [1, 3], minPrice: 10_000_000, maxPrice: 40_000_000 });
    expect(v.parse(buildingSearchSchema, fromAddress('minPrice=9&maxPrice=1'))).toMatchObject({ minPrice: undefined, maxPrice: undefined });
    expect(apartmentsFilterOf(7, v.parse(buildingSearchSchema, fromAddress('rooms=[-2,4]&maxPrice=40000000')))).toMatchObject({ roomsCount: [-2, 4], maxPrice: 40_000_000 });
  });
});

describe('the results pages in the address', () => {
  it.each(malformed)('read %s as their defaults, and their calls are accepted', (query) => {
    for (const schema of [propertySearchSchema, buildingsPageSchema]) {
      const search = v.parse(schema, fromAddress(query));
      expect(search).toEqual(v.parse(schema, {}));
      expect(v.safeParse(listingFilterSchema, listingFilterOf({ ...search, market: 'secondary' })).success).toBe(true);
      expect(v.safeParse(buildingFilterSchema, buildingFilterOf({ ...search, market: 'primary' }, true)).success).toBe(true);
    }
  });
});

describe('a building opened from the results', () => {
  it("carries the search's rooms and price to its table, '4 or more' as every count from 4", () => {
    const search = v.parse(propertySearchSchema, fromAddress('market=primary&rooms=[2,4]&minPrice=10000000&maxPrice=40000000'));
    const carried = buildingTableSearch(search);
    expect(carried).toEqual({ rooms: [2, 4, 5, 6, 7, 8, 9, 10], minPrice: 10_000_000, maxPrice: 40_000_000 });
    // What the link writes is what the building page reads, and its table's call is accepted.
    const table = v.parse(buildingSearchSchema, carried);
    expect(table).toMatchObject(carried);
    expect(v.safeParse(apartmentFilterSchema, apartmentsFilterOf(7, table)).success).toBe(true);
    expect(buildingTableSearch(v.parse(propertySearchSchema, {}))).toEqual({});
  });
});

describe('the calculators on a resale home', () => {
  it('read the market from the address, the primary by default, a malformed one falling back', () => {
    expect(v.parse(loanSearchSchema, {}).market).toBe('primary');
    expect(v.parse(loanSearchSchema, { market: 'secondary' }).market).toBe('secondary');
    expect(v.parse(loanSearchSchema, { market: 'rent' }).market).toBe('primary');
    expect(v.parse(borrowingSearchSchema, { market: 'secondary' }).market).toBe('secondary');
  });

  it('apply the secondary ranges: price up to 62.5 million, loan 3 to 50 million', () => {
    const purchase = { currency: 'AMD', termMonths: 240, reason: 'firstHome' } as const;
    // 80 million with 20 down: within the primary ranges, above the resale ceiling and its largest loan.
    expect(purchaseIssues({ ...purchase, price: 80_000_000, down: 20_000_000, market: 'primary' })).toEqual([]);
    expect(purchaseIssues({ ...purchase, price: 80_000_000, down: 20_000_000, market: 'secondary' })).toEqual([
      { field: 'price', rule: 'priceRange', range: onlineLending.secondary.propertyPrice },
      { field: 'loan', rule: 'loanRange', range: onlineLending.secondary.loanAmount },
    ]);
    // 60 million with 6 down: a 54 million loan is above the resale's 50.
    expect(purchaseIssues({ ...purchase, price: 60_000_000, down: 6_000_000, market: 'secondary' })).toEqual([{ field: 'loan', rule: 'loanRange', range: onlineLending.secondary.loanAmount }]);
    expect(purchaseIssues({ ...purchase, price: 60_000_000, down: 10_000_000, market: 'secondary' })).toEqual([]);
    // Without a market the primary ranges apply, as before.
    expect(purchaseIssues({ ...purchase, price: 80_000_000, down: 20_000_000 })).toEqual([]);
  });

  it('bound what one can borrow by the resale loan ceiling and price ceiling', () => {
    const rich = { netIncome: 5_000_000, existingPayments: 0, annualRatePercent: 12, termMonths: 360, repayment: 'annuity', reason: 'firstHome' } as const;
    // New: the 110 million ceiling with the least down payment (10%) bounds the loan to 99 million.
    expect(borrowingCapacity({ ...rich, market: 'primary' })).toMatchObject({ loan: 99_000_000, limitedBy: 'priceCeiling', price: onlineLending.primary.propertyPrice.max });
    // Resale: at most 50 million, for a home of 55.6 million with 10% down (within the 62.5 million ceiling).
    const resale = borrowingCapacity({ ...rich, market: 'secondary' });
    expect(resale).toMatchObject({ loan: onlineLending.secondary.loanAmount.max, limitedBy: 'bankMaximum', price: 55_555_556 });
    expect(resale.price).toBeLessThanOrEqual(onlineLending.secondary.propertyPrice.max);
  });
});
