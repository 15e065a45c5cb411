import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineLending } from '../../api/contract/calculations/lending-rules';
import { hasRooms } from '../../api/contract/catalogue';
import { constructionStage } from '../../api/contract/construction-stage';
import { shownMortgageOffer } from '../../api/contract/mortgage-terms';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { jsonPost as post, seededApp, type Page } from '../support/seeded-app';
import type { TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

/**
 * What a property or building page says must not contradict itself (issue 13): the mortgage offer
 * follows the online limits of spec section 9, a rooms search finds homes only, and a stage agrees
 * with the completion date on the server's day. Checked on the seeded catalogue, as a visitor sees it.
 */

let database: TestDatabase;
let t: TestApp;
const catalogue = generateCatalogue();
beforeAll(async () => ({ database, t } = await seededApp()));
afterAll(() => database.close());

type Offer = { price: number; monthlyPayment: number | null; downPayment: number | null; incomeTaxRefund: boolean; description: string };

describe('the mortgage offer on a property page', () => {
  it('is absent above the secondary ceiling (62.5 million), and no description promises one', async () => {
    const house = catalogue.listings.find((row) => row.deal === 'sale' && row.type === 'house' && row.price > onlineLending.secondary.propertyPrice.max);
    expect(house).toBeDefined();
    const { body } = await t.json<Offer>(`/api/secondary-apartments/${house?.id}`);
    expect(body).toMatchObject({ monthlyPayment: null, downPayment: null, incomeTaxRefund: false });
    for (const lang of ['hy', 'ru', 'en'] as const) {
      expect(catalogue.listings.filter((row) => row.description[lang].includes('Tun')).map((row) => row.code)).toEqual([]);
    }
  });

  it('caps the loan at 50 million within the secondary ceiling: the buyer brings the rest', async () => {
    const dear = catalogue.listings.find((row) => row.deal === 'sale' && row.availability !== 'notAvailable' && row.price > 55_600_000 && row.price <= onlineLending.secondary.propertyPrice.max);
    expect(dear).toBeDefined();
    const { body } = await t.json<Offer>(`/api/secondary-apartments/${dear?.id}`);
    const offer = shownMortgageOffer(dear?.price ?? 0, 'secondary');
    expect(offer?.loanAmount).toBe(onlineLending.secondary.loanAmount.max);
    expect(body).toMatchObject({ monthlyPayment: offer?.monthlyPayment, downPayment: (dear?.price ?? 0) - onlineLending.secondary.loanAmount.max });
  });

  it('is absent for a developer flat above 110 million and present below it', async () => {
    const dear = catalogue.apartments.find((row) => row.price > onlineLending.primary.propertyPrice.max);
    const within = catalogue.apartments.find((row) => row.price <= onlineLending.primary.propertyPrice.max && row.availability !== 'notAvailable');
    expect((await t.json<Offer>(`/api/apartments/${dear?.id}`)).body).toMatchObject({ monthlyPayment: null, downPayment: null, incomeTaxRefund: false });
    const offer = shownMortgageOffer(within?.price ?? 0, 'primary');
    expect((await t.json<Offer>(`/api/apartments/${within?.id}`)).body).toMatchObject({ monthlyPayment: offer?.monthlyPayment, downPayment: offer?.downPayment });
  });

  it('is not made on a sold home: its page and its card show no mortgage a month (an offered one beside it does)', async () => {
    const lendable = (price: number, market: 'primary' | 'secondary') => shownMortgageOffer(price, market) !== null;
    const soldListing = catalogue.listings.find((row) => row.deal === 'sale' && row.availability === 'notAvailable' && lendable(row.price, 'secondary'));
    const soldFlat = catalogue.apartments.find((row) => row.availability === 'notAvailable' && lendable(row.price, 'primary'));
    expect(soldListing).toBeDefined();
    expect(soldFlat).toBeDefined();
    expect((await t.json<Offer>(`/api/secondary-apartments/${soldListing?.id}`)).body).toMatchObject({ availability: 'notAvailable', monthlyPayment: null, downPayment: null, incomeTaxRefund: false });
    expect((await t.json<Offer>(`/api/apartments/${soldFlat?.id}`)).body).toMatchObject({ availability: 'notAvailable', monthlyPayment: null, downPayment: null, incomeTaxRefund: false });
    const price = soldListing?.price ?? 0;
    const cards = await t.json<Page<{ id: number; availability: string; price: number; monthlyPayment: number | null }>>(
      '/api/secondary-apartments/v2',
      post({ minPrice: price - 1, maxPrice: price + 1, pageSize: 100 }),
    );
    expect(cards.body.items.find((card) => card.id === soldListing?.id)).toMatchObject({ availability: 'notAvailable', monthlyPayment: null });
    for (const card of cards.body.items.filter((item) => item.availability !== 'notAvailable')) {
      expect(card.monthlyPayment, `listing ${card.id}`).toBe(shownMortgageOffer(card.price, 'secondary')?.monthlyPayment);
    }
  });

  it('is never made on a rental', async () => {
    const rental = catalogue.listings.find((row) => row.deal === 'rent');
    expect((await t.json<Offer>(`/api/rental-properties/${rental?.id}`)).body).toMatchObject({ deal: 'rent', monthlyPayment: null, downPayment: null, incomeTaxRefund: false });
  });
});

describe('the rooms filter', () => {
  it('finds homes only: a 3-room search never shows premises or plots', async () => {
    const { body } = await t.json<Page<{ type: string; rooms: number }>>('/api/secondary-apartments/v2', post({ roomsCount: [3], pageSize: 100 }));
    const expected = catalogue.listings.filter((row) => row.deal === 'sale' && row.rooms === 3 && hasRooms(row.type));
    expect(body.totalCount).toBe(expected.length);
    expect(body.items.every((item) => hasRooms(item.type) && item.rooms === 3)).toBe(true);
    for (const type of ['commercial', 'landPlot']) {
      const shops = await t.json<Page<unknown>>('/api/secondary-apartments/v2', post({ types: [type], roomsCount: [-1, 1, 2, 3, 4] }));
      expect(shops.body.totalCount, type).toBe(0);
    }
  });
});

describe('construction stages', () => {
  it('agree with the completion date on the server clock, in the list, its stage filter and the page', async () => {
    // The seeded day; the test clock starts earlier.
    t.clock.set('2026-11-01T09:00:00Z');
    const building = catalogue.buildings.find((row) => row.stage === constructionStage.ending);
    expect(building).toBeDefined();
    const page = await t.json<{ stage: number; completionDate: string }>(`/api/buildings/${building?.id}`);
    expect(page.body.stage).toBe(constructionStage.ending);
    expect(page.body.completionDate > '2026-11-01').toBe(true);

    // The day after its completion date it is commissioned everywhere.
    t.clock.set(`${building?.completionDate}T21:00:00Z`);
    expect((await t.json<{ stage: number }>(`/api/buildings/${building?.id}`)).body.stage).toBe(constructionStage.commissioned);
    const ending = await t.json<Page<{ id: number; stage: number; completionDate: string }>>('/api/buildings/v2', post({ stages: [constructionStage.ending], pageSize: 100 }));
    expect(ending.body.items.map((item) => item.id)).not.toContain(building?.id);
    const commissioned = await t.json<Page<{ id: number; stage: number; completionDate: string }>>('/api/buildings/v2', post({ stages: [constructionStage.commissioned], pageSize: 100 }));
    expect(commissioned.body.items.map((item) => item.id)).toContain(building?.id);
    for (const item of commissioned.body.items) expect(item.completionDate <= building!.completionDate).toBe(true);
    const all = await t.json<Page<{ stage: number; completionDate: string }>>('/api/buildings/v2', post({ pageSize: 100 }));
    for (const item of all.body.items) expect(item.stage === constructionStage.commissioned, item.completionDate).toBe(item.completionDate <= building!.completionDate);
    t.clock.set('2026-01-15T09:00:00Z');
  });
});
