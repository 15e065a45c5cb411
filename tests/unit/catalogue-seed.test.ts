import { describe, expect, it } from 'vitest';
import { availabilities, bannerSlots, orientations, propertyTypes, renovationLevels, wallTypes } from '../../api/server/db/schema/catalogue';
import { areaByKey } from '../../api/server/db/seed/catalogue-vocabulary';
import { catalogueCounts, generateCatalogue, monthlyFeeRange, primaryPriceRange } from '../../api/server/db/seed/catalogue.seed';
import { createRandom } from '../../api/server/db/seed/random';
import { hasRooms } from '../../api/contract/catalogue';
import { constructionStage, stageOn } from '../../api/contract/construction-stage';

const now = new Date('2026-11-01T09:00:00Z');
const catalogue = generateCatalogue(2026, now);
const eighteenMonthsAgo = now.getTime() - 549 * 24 * 3600 * 1000;

const idsOf = (rows: readonly { id: number }[]) => new Set(rows.map((row) => row.id));
const countBy = <T>(rows: readonly T[], key: (row: T) => string | number) => {
  const counts = new Map<string | number, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};

describe('seeded random', () => {
  it('repeats itself for a seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const rng = createRandom(seed);
      return Array.from({ length: 20 }, () => rng.int(0, 1_000_000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('keeps its helpers within bounds', () => {
    const rng = createRandom(1);
    for (let i = 0; i < 1_000; i++) {
      const n = rng.int(-2, 5);
      expect(n).toBeGreaterThanOrEqual(-2);
      expect(n).toBeLessThanOrEqual(5);
      expect(Number.isInteger(n)).toBe(true);
    }
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(rng.sample([1, 2, 3, 4, 5, 6], 4)).size).toBe(4);
    expect(rng.weighted([['never', 0], ['always', 1]])).toBe('always');
    expect(() => rng.pick([])).toThrow();
  });
});

describe('generateCatalogue', () => {
  it('gives the same catalogue for the same seed, and another for another seed', () => {
    expect(generateCatalogue(2026, now)).toEqual(catalogue);
    // The defaults are seed 2026 and 1 November 2026.
    expect(generateCatalogue()).toEqual(catalogue);
    const other = generateCatalogue(2027, now);
    expect(other).not.toEqual(catalogue);
    expect(other.apartments.map((a) => a.price)).not.toEqual(catalogue.apartments.map((a) => a.price));
  });

  it('runs (it is meant to take well under a second)', () => {
    const started = performance.now();
    const result = generateCatalogue(99, now);
    console.log(`generateCatalogue: ${Math.round(performance.now() - started)} ms`);
    expect(result.apartments.length).toBe(catalogueCounts.apartments);
  });

  it('makes the promised amounts', () => {
    expect(catalogue.developers.length).toBeGreaterThanOrEqual(20);
    expect(catalogue.developers.length).toBe(catalogueCounts.developers);
    expect(catalogue.agencies.length).toBe(12);
    expect(catalogue.brokers.length).toBe(40);
    expect(catalogue.buildings.length).toBe(120);
    expect(catalogue.apartments.length).toBe(5_000);
    expect(catalogue.listings.filter((l) => l.deal === 'sale').length).toBe(1_500);
    expect(catalogue.listings.filter((l) => l.deal === 'rent').length).toBe(400);
    expect(catalogue.foreignProjects.length).toBe(30);
    const slots = countBy(catalogue.banners, (b) => b.slot);
    for (const slot of bannerSlots) expect(slots.get(slot) ?? 0, slot).toBeGreaterThanOrEqual(1);
    expect(slots.get('slider')).toBe(4);
    expect(slots.get('homeRibbon')).toBe(1);
  });

  it('numbers every table 1..n', () => {
    const tables = [
      catalogue.developers,
      catalogue.agencies,
      catalogue.brokers,
      catalogue.facilities,
      catalogue.buildings,
      catalogue.apartments,
      catalogue.listings,
      catalogue.foreignProjects,
      catalogue.banners,
    ];
    for (const rows of tables) expect(rows.map((row) => row.id)).toEqual(rows.map((_, i) => i + 1));
  });

  it('points every foreign key at an existing row', () => {
    const developers = idsOf(catalogue.developers);
    const agencies = idsOf(catalogue.agencies);
    const brokers = new Map(catalogue.brokers.map((b) => [b.id, b]));
    const facilities = new Map(catalogue.facilities.map((f) => [f.id, f]));
    const buildings = idsOf(catalogue.buildings);
    const projects = idsOf(catalogue.foreignProjects);

    for (const broker of catalogue.brokers) if (broker.agencyId != null) expect(agencies.has(broker.agencyId)).toBe(true);
    for (const facility of catalogue.facilities) if (facility.parentId != null) expect(facilities.has(facility.parentId)).toBe(true);
    for (const building of catalogue.buildings) expect(developers.has(building.developerId)).toBe(true);
    for (const link of catalogue.buildingFacilities) {
      expect(buildings.has(link.buildingId)).toBe(true);
      expect(facilities.get(link.facilityId)?.parentId, 'only leaves are linked').not.toBeNull();
    }
    for (const apartment of catalogue.apartments) expect(buildings.has(apartment.buildingId)).toBe(true);
    for (const listing of catalogue.listings) {
      if (listing.agencyId != null) expect(agencies.has(listing.agencyId)).toBe(true);
      if (listing.brokerId == null) {
        expect(listing.agencyId, `${listing.code}: a private seller has no agency`).toBeNull();
        continue;
      }
      const broker = brokers.get(listing.brokerId);
      expect(broker, listing.code).toBeDefined();
      expect(broker?.agencyId ?? null, `${listing.code}: the broker belongs to the agency`).toBe(listing.agencyId ?? null);
      expect(broker?.isForeign).toBe(false);
    }
    for (const link of catalogue.foreignProjectBrokers) {
      expect(projects.has(link.projectId)).toBe(true);
      expect(brokers.get(link.brokerId)?.isForeign).toBe(true);
    }
  });

  it('has unique keys where the database will insist on them', () => {
    const unique = (values: readonly unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(catalogue.developers.map((d) => d.slug));
    unique(catalogue.agencies.map((a) => a.slug));
    unique(catalogue.facilities.map((f) => f.key));
    unique(catalogue.listings.map((l) => l.code));
    unique(catalogue.buildingFacilities.map((l) => `${l.buildingId}:${l.facilityId}`));
    unique(catalogue.foreignProjectBrokers.map((l) => `${l.projectId}:${l.brokerId}`));
  });

  it('staffs partners as described', () => {
    const partners = catalogue.developers.filter((d) => d.isPartner).length;
    expect(partners / catalogue.developers.length).toBeCloseTo(2 / 3, 1);
    const foreign = catalogue.brokers.filter((b) => b.isForeign);
    expect(foreign.length).toBe(8);
    for (const broker of foreign) expect(broker.agencyId).toBeNull();
    expect(catalogue.brokers.filter((b) => b.agencyId != null).length).toBeGreaterThan(catalogue.brokers.length / 2);
    // Every agency has a broker, so its listings can name one.
    expect(new Set(catalogue.brokers.map((b) => b.agencyId).filter((id) => id != null)).size).toBe(catalogue.agencies.length);
    for (const count of countBy(catalogue.foreignProjectBrokers, (l) => l.projectId).values()) {
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
    }
    expect(countBy(catalogue.foreignProjectBrokers, (l) => l.projectId).size).toBe(30);
  });

  it('builds a facilities tree of groups with 3–6 facilities each', () => {
    const groups = catalogue.facilities.filter((f) => f.parentId == null);
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) {
      const children = catalogue.facilities.filter((f) => f.parentId === group.id);
      expect(children.length, group.key).toBeGreaterThanOrEqual(3);
      expect(children.length, group.key).toBeLessThanOrEqual(6);
    }
  });

  it('places buildings realistically', () => {
    const inYerevan = catalogue.buildings.filter((b) => areaByKey.get(b.district)?.kind === 'yerevan');
    expect(inYerevan.length).toBe(95);
    expect(catalogue.buildings.filter((b) => b.market === 'exclusive').length).toBe(10);
    const facilitiesPerBuilding = countBy(catalogue.buildingFacilities, (l) => l.buildingId);
    for (const building of catalogue.buildings) {
      const area = areaByKey.get(building.district);
      expect(area, building.district).toBeDefined();
      expect(building.floors).toBeGreaterThanOrEqual(5);
      expect(building.floors).toBeLessThanOrEqual(20);
      expect(building.ceilingHeight).toBeGreaterThanOrEqual(2.8);
      expect(building.ceilingHeight).toBeLessThanOrEqual(3.2);
      expect(wallTypes).toContain(building.wallType);
      expect(Math.abs(building.latitude - (area?.latitude ?? 0))).toBeLessThan(0.05);
      expect(Math.abs(building.longitude - (area?.longitude ?? 0))).toBeLessThan(0.05);
      // Commissioned buildings were completed in the past, the others complete ahead (2027–2029 for a 2026 "now").
      const completion = new Date(`${building.completionDate}T00:00:00Z`);
      if (building.stage === constructionStage.commissioned) expect(completion.getTime(), `building ${building.id}`).toBeLessThan(now.getTime());
      else expect(Number(building.completionDate.slice(0, 4))).toBeGreaterThanOrEqual(2027);
      expect(Number(building.completionDate.slice(0, 4))).toBeLessThanOrEqual(2029);
      expect(facilitiesPerBuilding.get(building.id) ?? 0).toBeGreaterThanOrEqual(4);
      expect(facilitiesPerBuilding.get(building.id) ?? 0).toBeLessThanOrEqual(12);
      expect(building.createdAt.getTime()).toBeGreaterThan(eighteenMonthsAgo);
      expect(building.createdAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('gives every building and foreign project the stage its completion date allows on the seeded day', () => {
    const seededDay = now.toISOString().slice(0, 10);
    const halfAYearAhead = '2027-06-30';
    for (const row of [...catalogue.buildings, ...catalogue.foreignProjects]) {
      expect(stageOn(row.stage, row.completionDate, seededDay), `${row.name.en}, ${row.completionDate}`).toBe(row.stage);
      // At the finishing stage, completion is at most two quarters away: never years after it was done.
      if (row.stage === constructionStage.ending) expect(row.completionDate <= halfAYearAhead && row.completionDate > seededDay, row.name.en).toBe(true);
    }
    expect(new Set(catalogue.buildings.map((b) => b.stage))).toEqual(new Set([1, 2, 3, 4]));
    // The stage lives in its column and moves with the clock; a description states it nowhere, so it cannot go stale.
    const stageWords = /pre-sale|under construction|commissioned|completion is due|landscaping/i;
    for (const row of [...catalogue.buildings, ...catalogue.foreignProjects]) expect(row.description.en, row.name.en).not.toMatch(stageWords);
  });

  it('finishes or furnishes only the flats of commissioned buildings', () => {
    const stageOf = new Map(catalogue.buildings.map((b) => [b.id, b.stage]));
    for (const apartment of catalogue.apartments) {
      if (stageOf.get(apartment.buildingId) !== constructionStage.commissioned) expect(['unrepaired', 'partiallyRefurbished']).toContain(apartment.renovation);
    }
  });

  it('numbers apartments uniquely per building, on floors the building has', () => {
    const buildings = new Map(catalogue.buildings.map((b) => [b.id, b]));
    const seen = new Set<string>();
    for (const apartment of catalogue.apartments) {
      const key = `${apartment.buildingId}:${apartment.number}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(apartment.floor).toBeGreaterThanOrEqual(1);
      expect(apartment.floor).toBeLessThanOrEqual(buildings.get(apartment.buildingId)?.floors ?? 0);
    }
  });

  it('prices primary apartments within 3.5M–220M AMD, with a consistent price per m²', () => {
    for (const apartment of catalogue.apartments) {
      expect(apartment.price).toBeGreaterThanOrEqual(primaryPriceRange.min);
      expect(apartment.price).toBeLessThanOrEqual(primaryPriceRange.max);
      expect(apartment.price % 10_000).toBe(0);
      expect(apartment.pricePerSquareMetre).toBe(Math.round(apartment.price / apartment.area));
      if (apartment.oldPrice != null) expect(apartment.oldPrice).toBeGreaterThan(apartment.price);
      expect([-2, -1, 1, 2, 3, 4, 5]).toContain(apartment.rooms);
      expect(availabilities).toContain(apartment.availability);
      expect(orientations).toContain(apartment.orientation);
      expect(renovationLevels).toContain(apartment.renovation);
    }
    const discounted = catalogue.apartments.filter((a) => a.oldPrice != null).length / catalogue.apartments.length;
    expect(discounted).toBeGreaterThan(0.05);
    expect(discounted).toBeLessThan(0.11);
    // Areas follow the rooms: a studio is small, five rooms large.
    for (const apartment of catalogue.apartments.filter((a) => a.rooms === -2)) expect(apartment.area).toBeLessThanOrEqual(40);
    for (const apartment of catalogue.apartments.filter((a) => a.rooms === 5)) expect(apartment.area).toBeGreaterThanOrEqual(140);
  });

  it('keeps secondary listings consistent with their type', () => {
    for (const listing of catalogue.listings) {
      expect(propertyTypes).toContain(listing.type);
      expect(listing.code).toMatch(listing.deal === 'sale' ? /^S-\d{6}$/ : /^R-\d{6}$/);
      // Only homes are counted in rooms; premises and plots hold -1.
      if (!hasRooms(listing.type)) expect(listing.rooms, listing.code).toBe(-1);
      if (listing.type === 'landPlot') {
        expect(listing.floor, listing.code).toBeNull();
        expect(listing.floorsTotal).toBeNull();
        expect(listing.landArea).toBeGreaterThan(0);
        expect(listing.flags.hasElevator).toBe(false);
      }
      if (listing.floor != null) expect(listing.floor).toBeLessThanOrEqual(listing.floorsTotal ?? 0);
      expect(listing.flags.isParkingSpaceExist).toBe(listing.parkingCount > 0);
      if (listing.deal === 'sale') {
        expect(listing.pricePerSquareMetre).toBe(Math.round(listing.price / listing.area));
        expect(listing.dailyFee).toBeNull();
      } else {
        expect(['apartment', 'house']).toContain(listing.type);
        expect(listing.market).toBe('secondary');
        expect(listing.price).toBeGreaterThanOrEqual(monthlyFeeRange.min);
        expect(listing.price).toBeLessThanOrEqual(monthlyFeeRange.max);
        expect(listing.minRentDays != null || listing.minRentMonths != null).toBe(true);
        expect(typeof listing.petsAllowed).toBe('boolean');
        expect(typeof listing.childrenAllowed).toBe('boolean');
      }
    }
    const rentals = catalogue.listings.filter((l) => l.deal === 'rent');
    const daily = rentals.filter((l) => l.dailyFee != null).length / rentals.length;
    expect(daily).toBeGreaterThan(0.35);
    expect(daily).toBeLessThan(0.65);
    const privateSellers = catalogue.listings.filter((l) => l.brokerId == null).length / catalogue.listings.length;
    expect(privateSellers).toBeGreaterThan(0.1);
    expect(privateSellers).toBeLessThan(0.2);
    const sales = catalogue.listings.filter((l) => l.deal === 'sale');
    expect(sales.filter((l) => l.type === 'apartment').length).toBeGreaterThan(sales.length / 2);
    expect(sales.some((l) => l.market === 'exclusive')).toBe(true);
  });

  it('prices foreign projects in cents of USD or EUR', () => {
    for (const project of catalogue.foreignProjects) {
      expect(['USD', 'EUR']).toContain(project.currency);
      expect(project.minPrice % 100).toBe(0);
      expect(project.minPrice).toBeGreaterThan(20_000 * 100);
      expect(project.country).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('points banners at local pictures and pages', () => {
    for (const banner of catalogue.banners) {
      expect(banner.imageUrl).toBe(`/api/media/banners/${banner.id}.svg?size=large`);
      expect(banner.mediumImageUrl).toBe(`/api/media/banners/${banner.id}.svg?size=medium`);
      expect(banner.smallImageUrl).toBe(`/api/media/banners/${banner.id}.svg?size=small`);
      expect(banner.redirectUrl).toMatch(/^\/hy\/[a-z/-]+$/);
    }
  });

  it('writes every text in Armenian, Russian and English', () => {
    const armenian = /\p{Script=Armenian}/u;
    const cyrillic = /\p{Script=Cyrillic}/u;
    let checked = 0;
    const check = (value: unknown, where: string) => {
      if (typeof value !== 'object' || value === null || value instanceof Date || Array.isArray(value)) return;
      const keys = Object.keys(value).sort();
      if (keys.join() !== 'en,hy,ru') return;
      const text = value as { hy: unknown; ru: unknown; en: unknown };
      for (const lang of ['hy', 'ru', 'en'] as const) {
        expect(typeof text[lang], `${where}.${lang}`).toBe('string');
        expect((text[lang] as string).trim(), `${where}.${lang}`).not.toBe('');
      }
      expect(text.hy, where).toMatch(armenian);
      expect(text.ru, where).toMatch(cyrillic);
      expect(text.en, where).not.toMatch(armenian);
      expect(text.en, where).not.toMatch(cyrillic);
      checked++;
    };
    for (const [table, rows] of Object.entries(catalogue)) {
      (rows as Record<string, unknown>[]).forEach((row, i) => {
        for (const [column, value] of Object.entries(row)) check(value, `${table}[${i}].${column}`);
      });
    }
    // Names, descriptions, addresses, titles and cities of every table were looked at.
    expect(checked).toBeGreaterThan(5_000);
  });

  it('spreads creation times over the 18 months before now', () => {
    const times = [...catalogue.apartments, ...catalogue.listings].map((row) => row.createdAt.getTime());
    for (const time of times) {
      expect(time).toBeGreaterThan(eighteenMonthsAgo);
      expect(time).toBeLessThan(now.getTime());
    }
    const buildingCreated = new Map(catalogue.buildings.map((b) => [b.id, b.createdAt.getTime()]));
    for (const apartment of catalogue.apartments) expect(apartment.createdAt.getTime()).toBeGreaterThanOrEqual(buildingCreated.get(apartment.buildingId) ?? 0);
    // Spread out, not bunched: both the oldest and the newest quarter of the span are used.
    const span = now.getTime() - eighteenMonthsAgo;
    expect(times.some((t) => t < eighteenMonthsAgo + span / 4)).toBe(true);
    expect(times.some((t) => t > now.getTime() - span / 4)).toBe(true);
  });
});
