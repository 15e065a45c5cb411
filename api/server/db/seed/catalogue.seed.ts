/**
 * Demo data for the catalogue (issue 5, "Seed data"): developers, agencies, brokers, the facilities
 * tree, buildings with their apartments, secondary sales and rentals, foreign projects and banners.
 *
 * Everything is drawn from one seeded generator, so the same seed gives the same rows on every run
 * and machine; `now` only anchors dates (creation times, completion dates). Rows carry explicit ids
 * (1..n per table) so they can reference each other before they reach the database.
 */
import {
  bannerSlots,
  orientations,
  type Availability,
  type Localized,
  type PropertyType,
  type RenovationLevel,
  type WallType,
  type agencies,
  type apartments,
  type banners,
  type brokers,
  type buildingFacilities,
  type buildings,
  type developers,
  type facilities,
  type foreignProjectBrokers,
  type foreignProjects,
  type listings,
} from '../schema/catalogue';
import {
  agencyNameBases,
  agencyNamePatterns,
  areaByKey,
  bannerTexts,
  brandColors,
  buildingNameBases,
  buildingNamePatterns,
  developerNameBases,
  developerNamePatterns,
  facilityTree,
  fillPattern,
  firstNames,
  foreignCountries,
  foreignProjectNameBases,
  formatAddress,
  lastNames,
  mobileCodes,
  partnerBannerTitle,
  regionAreas,
  romanNumerals,
  templates,
  yerevanAreas,
  type Area,
  type ForeignCountry,
} from './catalogue-vocabulary';
import { createRandom, type Random } from './random';

type WithId<Row> = Row & { id: number };
export type DeveloperRow = WithId<typeof developers.$inferInsert>;
export type AgencyRow = WithId<typeof agencies.$inferInsert>;
export type BrokerRow = WithId<typeof brokers.$inferInsert>;
export type FacilityRow = WithId<typeof facilities.$inferInsert>;
export type BuildingRow = WithId<typeof buildings.$inferInsert>;
export type BuildingFacilityRow = typeof buildingFacilities.$inferInsert;
export type ApartmentRow = WithId<typeof apartments.$inferInsert>;
export type ListingRow = WithId<typeof listings.$inferInsert>;
export type ForeignProjectRow = WithId<typeof foreignProjects.$inferInsert>;
export type ForeignProjectBrokerRow = typeof foreignProjectBrokers.$inferInsert;
export type BannerRow = WithId<typeof banners.$inferInsert>;

/** The whole demo catalogue, table by table, in an order that inserts cleanly (parents first). */
export interface CatalogueSeed {
  developers: DeveloperRow[];
  agencies: AgencyRow[];
  brokers: BrokerRow[];
  facilities: FacilityRow[];
  buildings: BuildingRow[];
  buildingFacilities: BuildingFacilityRow[];
  apartments: ApartmentRow[];
  listings: ListingRow[];
  foreignProjects: ForeignProjectRow[];
  foreignProjectBrokers: ForeignProjectBrokerRow[];
  banners: BannerRow[];
}

/** How much of everything is generated. */
export const catalogueCounts = {
  developers: 24,
  partnerDevelopers: 16,
  agencies: 12,
  partnerAgencies: 8,
  brokers: 40,
  foreignBrokers: 8,
  independentBrokers: 4,
  buildings: 120,
  yerevanBuildings: 95,
  exclusiveBuildings: 10,
  apartments: 5_000,
  sales: 1_500,
  rentals: 400,
  foreignProjects: 30,
} as const;

/** Bounds of a primary-market apartment's price, AMD. */
export const primaryPriceRange = { min: 3_500_000, max: 220_000_000 } as const;
/** Bounds of a rental's monthly fee, AMD. */
export const monthlyFeeRange = { min: 150_000, max: 1_500_000 } as const;

const MINUTE = 60_000;
/** About 18 months: creation times are spread over this span before `now`. */
const HISTORY_MINUTES = 548 * 24 * 60;

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Element `index` of a list that is known to be long enough (keeps noUncheckedIndexedAccess honest). */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No element ${index} in a list of ${items.length}`);
  return item;
}

/** Fill each `#` of a pattern with a random digit. */
const digits = (rng: Random, pattern: string) => pattern.replace(/#/g, () => String(rng.int(0, 9)));
const photoSeed = (rng: Random) => rng.int(1, 2_147_483_646);

/** A moment between `earliest` (default: 18 months ago) and an hour before `now`, to the minute. */
function pastMoment(rng: Random, now: Date, earliest?: Date): Date {
  const from = earliest ? earliest.getTime() : now.getTime() - HISTORY_MINUTES * MINUTE;
  const span = Math.floor((now.getTime() - 60 * MINUTE - from) / MINUTE);
  return new Date(from + rng.int(0, Math.max(0, span)) * MINUTE);
}

/** Coordinates scattered around an area's centre, to about a metre. */
function jitter(rng: Random, latitude: number, longitude: number, spread: number) {
  return {
    latitude: Number((latitude + rng.float(-spread, spread, 6)).toFixed(6)),
    // A degree of longitude is shorter than one of latitude at 40° N; widen the spread to look round.
    longitude: Number((longitude + rng.float(-spread * 1.3, spread * 1.3, 6)).toFixed(6)),
  };
}

/** The last day of a calendar quarter, as `YYYY-MM-DD`. */
function quarterEnd(year: number, quarter: number): string {
  return [`${year}-03-31`, `${year}-06-30`, `${year}-09-30`, `${year}-12-31`][quarter - 1] ?? `${year}-12-31`;
}

/**
 * A completion date that fits the construction stage on `now` (api/contract/construction-stage.ts
 * reads a past completion date as commissioned): commissioned (3) buildings were completed in one of
 * the ten quarters before `now`; ending-stage (4) ones, at their finishing works, complete at the end
 * of the next quarter or the one after; pre-sale (1) and construction (2) ones 1–3 years ahead
 * (2027–2029 for a 2026 `now`).
 */
function completionDate(rng: Random, stage: number, now: Date): string {
  const year = now.getUTCFullYear();
  // Count quarters from year 0 so stepping across years needs no special cases.
  const current = year * 4 + Math.floor(now.getUTCMonth() / 3);
  const endOf = (quarter: number) => quarterEnd(Math.floor(quarter / 4), (quarter % 4) + 1);
  if (stage === 3) return endOf(current - rng.int(1, 10));
  if (stage === 4) return endOf(current + rng.int(1, 2));
  const yearsAhead = stage === 2 ? rng.int(1, 2) : rng.int(2, 3);
  return quarterEnd(year + yearsAhead, rng.int(1, 4));
}

/** An Armenian mobile number, "+374 91 23 45 67". */
const armenianMobile = (rng: Random) => `+374 ${rng.pick(mobileCodes)} ${digits(rng, '## ## ##')}`;

/**
 * `count` names from bases × patterns, each base used once before any is used twice, so the names
 * look varied; "II", "III" are appended if the combinations ever run out.
 */
function distinctNames(rng: Random, bases: readonly Localized[], patterns: readonly Localized[], count: number): Localized[] {
  const combos = rng.shuffle(bases.flatMap((base) => patterns.map((pattern) => ({ base, name: fillPattern(pattern, base) }))));
  const chosen: Localized[] = [];
  const usedBases = new Set<Localized>();
  for (const combo of combos) {
    if (chosen.length === count) break;
    if (usedBases.has(combo.base)) continue;
    usedBases.add(combo.base);
    chosen.push(combo.name);
  }
  const taken = new Set(chosen.map((name) => name.en));
  for (const combo of combos) {
    if (chosen.length === count) break;
    if (taken.has(combo.name.en)) continue;
    taken.add(combo.name.en);
    chosen.push(combo.name);
  }
  for (let i = 0; chosen.length < count; i++) chosen.push(withNumeral(at(combos, i % combos.length).name, Math.floor(i / combos.length)));
  return chosen;
}

function withNumeral(name: Localized, index: number): Localized {
  const numeral = romanNumerals[index % romanNumerals.length] ?? 'II';
  return { hy: `${name.hy} ${numeral}`, ru: `${name.ru} ${numeral}`, en: `${name.en} ${numeral}` };
}

// ---------------------------------------------------------------------------------------------
// Partners: developers, agencies, brokers
// ---------------------------------------------------------------------------------------------

function makeDevelopers(rng: Random, now: Date): DeveloperRow[] {
  const { developers: count, partnerDevelopers } = catalogueCounts;
  const names = distinctNames(rng, developerNameBases, developerNamePatterns, count);
  const partners = new Set(rng.sample(names.map((_, i) => i), partnerDevelopers));
  const colors = rng.shuffle(brandColors);
  return names.map((name, i) => {
    const foundedYear = rng.int(1996, now.getUTCFullYear() - 4);
    const isPartner = partners.has(i);
    const slug = slugify(name.en);
    // Older firms have built more: roughly one project every two years, at least two.
    const projects = rng.int(2, Math.max(3, Math.round((now.getUTCFullYear() - foundedYear) / 2)));
    return {
      id: i + 1,
      slug,
      name,
      description: templates.developerDescription({ name, foundedYear, projects, isPartner, speciality: rng.int(0, 3) }),
      isPartner,
      foundedYear,
      phone: `+374 10 ${digits(rng, '## ## ##')}`,
      email: `info@${slug}.am`,
      website: `https://${slug}.am`,
      brandColor: at(colors, i % colors.length),
    };
  });
}

function makeAgencies(rng: Random, now: Date): AgencyRow[] {
  const { agencies: count, partnerAgencies } = catalogueCounts;
  const names = distinctNames(rng, agencyNameBases, agencyNamePatterns, count);
  const partners = new Set(rng.sample(names.map((_, i) => i), partnerAgencies));
  const colors = rng.shuffle(brandColors);
  return names.map((name, i) => {
    const isPartner = partners.has(i);
    const slug = slugify(name.en);
    return {
      id: i + 1,
      slug,
      name,
      description: templates.agencyDescription({ foundedYear: rng.int(2002, now.getUTCFullYear() - 2), isPartner }),
      isPartner,
      phone: `+374 10 ${digits(rng, '## ## ##')}`,
      email: `office@${slug}.am`,
      brandColor: at(colors, i % colors.length),
    };
  });
}

/** Brokers, and for the foreign ones the country they work in (used to staff foreign projects). */
function makeBrokers(rng: Random, agencyRows: readonly AgencyRow[]): { rows: BrokerRow[]; countryOf: Map<number, string> } {
  const { brokers: count, foreignBrokers, independentBrokers } = catalogueCounts;
  // Every first × last name pair, shuffled: 40 distinct people.
  const people = rng.shuffle(firstNames.flatMap((first) => lastNames.map((last) => ({ first, last })))).slice(0, count);
  // Which ids are foreign and which independent is shuffled too, so they are not all at the end.
  const roles = rng.shuffle([
    ...Array.from({ length: foreignBrokers }, () => 'foreign' as const),
    ...Array.from({ length: independentBrokers }, () => 'independent' as const),
    ...Array.from({ length: count - foreignBrokers - independentBrokers }, () => 'agency' as const),
  ]);
  const foreignCountryCodes = rng.shuffle(foreignCountries.map((country) => country.code));
  const countryOf = new Map<number, string>();
  let agencyTurn = 0;
  let foreignTurn = 0;

  const rows = people.map(({ first, last }, i): BrokerRow => {
    const id = i + 1;
    const role = at(roles, i);
    const local = `${slugify(first.en)}.${slugify(last.en)}`;
    const fullName = { hy: `${first.hy} ${last.hy}`, ru: `${first.ru} ${last.ru}`, en: `${first.en} ${last.en}` };
    if (role === 'foreign') {
      const country = foreignCountries.find((c) => c.code === at(foreignCountryCodes, foreignTurn % foreignCountryCodes.length)) as ForeignCountry;
      foreignTurn++;
      countryOf.set(id, country.code);
      return {
        id,
        agencyId: null,
        fullName,
        phone: digits(rng, country.phone),
        email: `${local}@${country.code.toLowerCase()}.tun-partners.com`,
        languages: ['hy', 'ru', 'en'],
        isForeign: true,
      };
    }
    // The first brokers go round the agencies so each has at least one; the rest join at random.
    const agency = role === 'agency' ? (agencyTurn < agencyRows.length ? at(agencyRows, agencyTurn) : rng.pick(agencyRows)) : undefined;
    if (role === 'agency') agencyTurn++;
    return {
      id,
      agencyId: agency?.id ?? null,
      fullName,
      phone: armenianMobile(rng),
      email: agency ? `${local}@${agency.slug}.am` : `${local}@mail.am`,
      languages: rng.chance(0.55) ? ['hy', 'ru', 'en'] : ['hy', 'ru'],
      isForeign: false,
    };
  });
  return { rows, countryOf };
}

// ---------------------------------------------------------------------------------------------
// Facilities tree
// ---------------------------------------------------------------------------------------------

function makeFacilities(): FacilityRow[] {
  const rows: FacilityRow[] = [];
  facilityTree.forEach((group, groupIndex) => {
    const groupId = rows.length + 1;
    rows.push({ id: groupId, parentId: null, key: group.key, name: group.name, position: groupIndex });
    group.children.forEach((child, childIndex) => {
      rows.push({ id: rows.length + 1, parentId: groupId, key: child.key, name: child.name, position: childIndex });
    });
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Buildings and apartments (primary market)
// ---------------------------------------------------------------------------------------------

/** What the apartments of a building need to know about it, beyond its row. */
interface BuildingPlan {
  row: BuildingRow;
  area: Area;
  /** The building's own AMD per m², drawn from its area's range. */
  level: number;
  /** Apartments per floor and the first residential floor (ground floors are often shops). */
  perFloor: number;
  firstFloor: number;
}

const wallTypeWeights: readonly (readonly [WallType, number])[] = [
  ['monolithic', 55],
  ['stone', 35],
  ['panel', 6],
  ['tape', 4],
];
const stageWeights: readonly (readonly [number, number])[] = [
  [1, 20],
  [2, 45],
  [3, 25],
  [4, 10],
];

/** Areas for the buildings: every area at least once, the rest by weight, then shuffled. */
function buildingAreas(rng: Random): Area[] {
  const { buildings: total, yerevanBuildings } = catalogueCounts;
  const fill = (pool: readonly Area[], count: number) => [
    ...pool,
    ...Array.from({ length: count - pool.length }, () => rng.weighted(pool.map((area) => [area, area.weight] as const))),
  ];
  return rng.shuffle([...fill(yerevanAreas, yerevanBuildings), ...fill(regionAreas, total - yerevanBuildings)]);
}

function makeBuildings(
  rng: Random,
  now: Date,
  developerRows: readonly DeveloperRow[],
  facilityRows: readonly FacilityRow[],
): { plans: BuildingPlan[]; links: BuildingFacilityRow[] } {
  const placed = buildingAreas(rng);
  // Every developer gets at least one building; partners, being bigger, are likelier to get more.
  const developerOrder = rng.shuffle(developerRows);
  const developerFor = (i: number) =>
    i < developerOrder.length ? at(developerOrder, i) : rng.weighted(developerRows.map((d) => [d, d.isPartner ? 3 : 1] as const));
  const yerevanIndexes = placed.flatMap((area, i) => (area.kind === 'yerevan' ? [i] : []));
  const exclusive = new Set(rng.sample(yerevanIndexes, catalogueCounts.exclusiveBuildings));
  const leaves = facilityRows.filter((row) => row.parentId !== null);
  const takenNames = new Set<string>();
  const plans: BuildingPlan[] = [];
  const links: BuildingFacilityRow[] = [];

  placed.forEach((area, i) => {
    const id = i + 1;
    const developer = developerFor(i);
    const isExclusive = exclusive.has(i);
    const floors = area.kind === 'region' ? rng.int(5, 12) : area.key === 'kentron' ? rng.int(10, 20) : rng.int(8, 20);
    const stage = rng.weighted(stageWeights);
    const done = completionDate(rng, stage, now);
    const wallType = rng.weighted(wallTypeWeights);
    const ceilingHeight = rng.int(28, 32) / 10;
    const [minLevel, maxLevel] = area.pricePerSquareMetre;
    // Exclusive projects sit at the top of their district's range.
    const level = roundTo(isExclusive ? rng.int(Math.round((minLevel + maxLevel) / 2), maxLevel) : rng.int(minLevel, maxLevel), 1_000);

    // Amenities: the metro only where there is one; exclusive buildings have more of everything.
    const eligible = leaves.filter((leaf) => leaf.key !== 'metroNearby' || area.hasMetro);
    const chosen = rng.sample(eligible, isExclusive ? rng.int(8, 12) : rng.int(4, 10));
    for (const facility of [...chosen].sort((a, b) => a.id - b.id)) links.push({ buildingId: id, facilityId: facility.id });
    const underground = chosen.some((facility) => facility.key === 'undergroundParking');

    // Names: a landmark or, now and then, the place itself ("Arabkir Residence", "Dilijan Hills").
    // A few draws find a free combination; a numeral ("II") settles the rare case they do not.
    const drawName = () =>
      fillPattern(rng.pick(buildingNamePatterns), rng.chance(0.25) ? (area.kind === 'yerevan' ? area.name : area.city) : rng.pick(buildingNameBases));
    let name = drawName();
    for (let attempt = 0; attempt < 20 && takenNames.has(name.en); attempt++) name = drawName();
    const plain = name;
    for (let n = 0; takenNames.has(name.en); n++) name = withNumeral(plain, n);
    takenNames.add(name.en);

    const house = rng.chance(0.15) ? `${rng.int(1, 120)}/${rng.int(1, 5)}` : String(rng.int(1, 150));
    const row: BuildingRow = {
      id,
      developerId: developer.id,
      market: isExclusive ? 'exclusive' : 'primary',
      name,
      description: templates.buildingDescription({
        name,
        developer: developer.name,
        area,
        floors,
        wallType,
        ceilingHeight,
        highlights: chosen.slice(0, 3).map((facility) => facility.name),
      }),
      address: formatAddress(area, rng.pick(area.streets), house),
      district: area.key,
      ...jitter(rng, area.latitude, area.longitude, area.spread),
      floors,
      wallType,
      stage,
      completionDate: done,
      ceilingHeight,
      hasElevator: floors > 5 || rng.chance(0.5),
      // Underground garages hold a few spaces per floor above; otherwise a small yard lot, sold with no price.
      parkingCount: underground ? rng.int(floors * 3, floors * 10) : rng.int(0, 15),
      parkingSpacePrice: underground ? roundTo(level * rng.float(6, 10), 100_000) : null,
      photoSeed: photoSeed(rng),
      createdAt: pastMoment(rng, now),
    };
    plans.push({
      row,
      area,
      level,
      perFloor: area.kind === 'region' ? rng.int(2, 4) : rng.int(3, 6),
      firstFloor: area.kind === 'yerevan' && rng.chance(0.6) ? 2 : 1,
    });
  });
  return { plans, links };
}

/** Rooms of a new apartment: -2 studio, -1 no planning yet (free layout), else the count. */
const primaryRoomWeights: readonly (readonly [number, number])[] = [
  [-2, 7],
  [-1, 4],
  [1, 22],
  [2, 32],
  [3, 24],
  [4, 9],
  [5, 2],
];
const exclusiveRoomWeights: readonly (readonly [number, number])[] = [
  [-1, 6],
  [2, 20],
  [3, 35],
  [4, 26],
  [5, 13],
];

/** Area ranges by rooms (m²), as the issue describes the market. */
const areaRanges: Record<number, readonly [number, number]> = {
  [-2]: [28, 40],
  [-1]: [60, 250],
  1: [38, 55],
  2: [55, 85],
  3: [80, 120],
  4: [110, 160],
  5: [140, 200],
};
const areaFor = (rng: Random, rooms: number) => {
  const [min, max] = areaRanges[rooms] ?? [60, 100];
  return rng.float(min, max, 1);
};

/** Pre-sale is cheapest; a finished building costs the full price; ending-stage sells off the rest a little cheaper. */
const stageFactor: Record<number, number> = { 1: 0.88, 2: 0.94, 3: 1, 4: 0.97 };

/** First floors sell cheaper, higher ones a little dearer, the top of a tall building dearest (views). */
function floorFactor(floor: number, floors: number): number {
  if (floor === 1) return 0.9;
  if (floor === floors) return floors >= 9 ? 1.06 : 0.97;
  return 1 + Math.min(floor - 2, 10) * 0.005;
}

/** New flats are mostly sold as a shell; a finished one costs more. */
const newRenovationFactor: Record<RenovationLevel, number> = {
  unrepaired: 1,
  partiallyRefurbished: 1.04,
  cosmeticRefurbished: 1.07,
  majorRefurbished: 1.12,
  withFurniture: 1.18,
};

const availabilityWeights: readonly (readonly [Availability, number])[] = [
  ['forSale', 78],
  ['booked', 10],
  ['notAvailable', 7],
  ['waitingApproval', 5],
];

/**
 * Share `total` apartments among buildings in proportion to their capacity (largest remainder), never
 * more than a building holds.
 */
function allocate(total: number, capacities: readonly number[]): number[] {
  const capacity = capacities.reduce((sum, c) => sum + c, 0);
  if (capacity < total) throw new RangeError(`Buildings hold ${capacity} apartments, fewer than ${total}`);
  const exact = capacities.map((c) => (total * c) / capacity);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((sum, c) => sum + c, 0);
  const byRemainder = exact.map((value, i) => ({ i, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    if (at(counts, i) < at(capacities, i)) {
      counts[i] = at(counts, i) + 1;
      left--;
    }
  }
  return counts;
}

function makeApartments(rng: Random, now: Date, plans: readonly BuildingPlan[]): ApartmentRow[] {
  const total = catalogueCounts.apartments;
  const capacityOf = (plan: BuildingPlan) => (plan.row.floors - plan.firstFloor + 1) * plan.perFloor;
  // Not every flat of a building is listed; keep a fifth of headroom by adding flats per floor if needed.
  while (plans.reduce((sum, plan) => sum + capacityOf(plan), 0) < total * 1.2) rng.pick(plans).perFloor++;
  const counts = allocate(total, plans.map(capacityOf));

  const rows: ApartmentRow[] = [];
  plans.forEach((plan, b) => {
    const { row: building, perFloor, firstFloor, level } = plan;
    const floors = building.floors;
    const stage = building.stage;
    // Flats are numbered floor by floor from the first residential floor; take a random subset.
    const slots = Array.from({ length: capacityOf(plan) }, (_, k) => ({ number: k + 1, floor: firstFloor + Math.floor(k / perFloor) }));
    const picked = rng.sample(slots, at(counts, b)).sort((x, y) => x.number - y.number);
    const isExclusive = building.market === 'exclusive';
    // Only a commissioned building's flats can have been finished or furnished; the others are sold as a shell or a white frame.
    const finished = stage === 3;

    for (const slot of picked) {
      const rooms = rng.weighted(isExclusive ? exclusiveRoomWeights : primaryRoomWeights);
      const area = areaFor(rng, rooms);
      const renovation: RenovationLevel = finished
        ? rng.weighted([
            ['unrepaired', 55],
            ['partiallyRefurbished', 10],
            ['cosmeticRefurbished', 15],
            ['majorRefurbished', 15],
            ['withFurniture', 5],
          ])
        : rng.chance(0.85)
          ? 'unrepaired'
          : 'partiallyRefurbished';
      const raw = area * level * floorFactor(slot.floor, floors) * (stageFactor[stage] ?? 1) * newRenovationFactor[renovation];
      const price = clamp(roundTo(raw, 10_000), primaryPriceRange.min, primaryPriceRange.max);
      const discounted = rng.chance(0.08);
      rows.push({
        id: rows.length + 1,
        buildingId: building.id,
        number: slot.number,
        floor: slot.floor,
        area,
        rooms,
        price,
        pricePerSquareMetre: Math.round(price / area),
        oldPrice: discounted ? roundTo(price * rng.float(1.03, 1.12, 3), 10_000) + 10_000 : null,
        renovation,
        availability: rng.weighted(availabilityWeights),
        orientation: rng.pick(orientations),
        planSeed: photoSeed(rng),
        createdAt: pastMoment(rng, now, building.createdAt),
      });
    }
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Secondary market: sales and rentals
// ---------------------------------------------------------------------------------------------

type AreaWeights = readonly (readonly [Area, number])[];
function byKey(weights: Record<string, number>): AreaWeights {
  return Object.entries(weights).map(([key, weight]) => {
    const area = areaByKey.get(key);
    if (!area) throw new Error(`Unknown area key ${key}`);
    return [area, weight] as const;
  });
}

/** Where each kind of property tends to be: flats in the city, houses and land on its edges and in the regions. */
const saleAreaWeights: Record<PropertyType, AreaWeights> = {
  apartment: [
    ...yerevanAreas.map((area) => [area, area.weight * 6] as const),
    ...regionAreas.map((area) => [area, area.weight * 3] as const),
  ],
  house: byKey({
    norkMarash: 6, nubarashen: 5, avan: 4, ajapnyak: 4, malatiaSebastia: 3, erebuni: 3, kanakerZeytun: 4, arabkir: 2, shengavit: 3,
    davtashen: 1, kotayk: 6, armavir: 4, shirak: 4, lori: 3, tavush: 5, gegharkunik: 4,
  }),
  townhouse: byKey({ avan: 4, nubarashen: 3, ajapnyak: 3, davtashen: 2, norNork: 2, kotayk: 4, tavush: 2, gegharkunik: 2 }),
  landPlot: byKey({ nubarashen: 4, avan: 3, ajapnyak: 3, norkMarash: 2, erebuni: 3, davtashen: 2, kotayk: 5, armavir: 5, shirak: 4, lori: 4, tavush: 5, gegharkunik: 5 }),
  commercial: [
    ...yerevanAreas.map((area) => [area, area.key === 'kentron' ? 10 : area.key === 'arabkir' ? 6 : 2] as const),
    ...regionAreas.map((area) => [area, 1] as const),
  ],
};
const rentAreaWeights: Partial<Record<PropertyType, AreaWeights>> = {
  apartment: [
    ...yerevanAreas.map((area) => [area, area.key === 'kentron' ? 30 : area.key === 'arabkir' ? 20 : area.weight] as const),
    ...byKey({ tavush: 3, kotayk: 2, shirak: 2, lori: 1, gegharkunik: 1, armavir: 1 }),
  ],
  // Houses for rent are often holiday homes: Dilijan, Tsaghkadzor (Kotayk), Lake Sevan.
  house: byKey({ tavush: 6, kotayk: 5, gegharkunik: 4, norkMarash: 3, arabkir: 2, avan: 2, ajapnyak: 1 }),
};

const saleTypeWeights: readonly (readonly [PropertyType, number])[] = [
  ['apartment', 70],
  ['house', 13],
  ['townhouse', 5],
  ['landPlot', 6],
  ['commercial', 6],
];

/** How the renovation moves a resale price, and a rent. */
const resaleRenovationFactor: Record<RenovationLevel, number> = {
  unrepaired: 0.88,
  partiallyRefurbished: 0.94,
  cosmeticRefurbished: 1,
  majorRefurbished: 1.08,
  withFurniture: 1.12,
};
const rentRenovationFactor: Record<RenovationLevel, number> = {
  unrepaired: 0.8,
  partiallyRefurbished: 0.9,
  cosmeticRefurbished: 1,
  majorRefurbished: 1.1,
  withFurniture: 1.15,
};

/** Storeys of resale apartment buildings by wall type: Soviet stone 4–5, panel 9–16, new monolithic 10–20. */
const storeysByWall: Record<WallType, readonly number[]> = {
  stone: [3, 4, 5, 5, 9, 10, 12, 14],
  panel: [5, 9, 9, 12, 16],
  monolithic: [10, 12, 14, 16, 18, 20],
  tape: [5, 9],
};

/** Seller of a listing: a broker with their agency, an independent broker, or a private seller (~15%). */
function sellerPicker(rng: Random, brokerRows: readonly BrokerRow[]) {
  const withAgency = brokerRows.filter((broker) => !broker.isForeign && broker.agencyId !== null);
  const independent = brokerRows.filter((broker) => !broker.isForeign && broker.agencyId === null);
  return (): { agencyId: number | null; brokerId: number | null } => {
    if (rng.chance(0.15)) return { agencyId: null, brokerId: null };
    const broker = independent.length > 0 && rng.chance(0.1) ? rng.pick(independent) : rng.pick(withAgency);
    return { agencyId: broker.agencyId ?? null, brokerId: broker.id };
  };
}

interface ListingShape {
  type: PropertyType;
  rooms: number;
  floor: number | null;
  floorsTotal: number | null;
  area: number;
  landArea: number | null;
  ceilingHeight: number | null;
  wallType: WallType | null;
  isNewBuilt: boolean;
  hasBasement: boolean;
  hasElevator: boolean;
  parkingCount: number;
  utilities: { heating: boolean; electricity: boolean; internet: boolean; sewer: boolean; waterSupply: boolean };
}

/** The physical facts of a secondary property, consistent with its type and place. */
function listingShape(rng: Random, type: PropertyType, area: Area, deal: 'sale' | 'rent'): ListingShape {
  const region = area.kind === 'region';
  switch (type) {
    case 'apartment': {
      const rooms = rng.weighted<number>(
        deal === 'rent'
          ? [[-2, 5], [1, 30], [2, 40], [3, 18], [4, 5], [5, 2]]
          : [[-2, 3], [1, 20], [2, 35], [3, 28], [4, 11], [5, 3]],
      );
      const wallType = rng.weighted<WallType>(region ? [['stone', 60], ['panel', 25], ['monolithic', 10], ['tape', 5]] : [['stone', 42], ['panel', 28], ['monolithic', 25], ['tape', 5]]);
      const storeys = storeysByWall[wallType].filter((n) => !region || n <= 9);
      const floorsTotal = rng.pick(storeys.length > 0 ? storeys : [5]);
      const isNewBuilt = wallType === 'monolithic' ? rng.chance(0.6) : rng.chance(0.05);
      const heights: Record<WallType, readonly [number, number]> = { stone: [27, 30], panel: [26, 27], monolithic: [28, 31], tape: [27, 28] };
      const [hMin, hMax] = heights[wallType];
      return {
        type,
        rooms,
        floor: rng.int(1, floorsTotal),
        floorsTotal,
        area: areaFor(rng, rooms),
        landArea: null,
        ceilingHeight: rng.int(hMin, hMax) / 10,
        wallType,
        isNewBuilt,
        hasBasement: rng.chance(0.12),
        // Soviet five-storey blocks have no lift; nine storeys and up do.
        hasElevator: floorsTotal >= 6,
        parkingCount: (isNewBuilt ? rng.chance(0.5) : rng.chance(0.08)) ? 1 : 0,
        utilities: { heating: rng.chance(0.85), electricity: true, internet: rng.chance(0.9), sewer: true, waterSupply: true },
      };
    }
    case 'house':
      return {
        type,
        rooms: rng.int(3, 8),
        floor: null,
        floorsTotal: rng.weighted([[1, 30], [2, 55], [3, 15]]),
        area: rng.float(90, 400, 1),
        landArea: roundTo(rng.int(200, 1_500), 10),
        ceilingHeight: rng.int(28, 33) / 10,
        wallType: rng.weighted<WallType>([['stone', 80], ['monolithic', 15], ['tape', 5]]),
        isNewBuilt: rng.chance(0.25),
        hasBasement: rng.chance(0.6),
        hasElevator: false,
        parkingCount: rng.chance(0.8) ? rng.int(1, 3) : 0,
        utilities: {
          heating: rng.chance(0.8),
          electricity: true,
          internet: rng.chance(0.75),
          sewer: rng.chance(region ? 0.5 : 0.8),
          waterSupply: rng.chance(0.95),
        },
      };
    case 'townhouse':
      return {
        type,
        rooms: rng.int(3, 5),
        floor: null,
        floorsTotal: rng.int(2, 3),
        area: rng.float(120, 250, 1),
        landArea: roundTo(rng.int(80, 300), 5),
        ceilingHeight: rng.int(28, 31) / 10,
        wallType: rng.weighted<WallType>([['monolithic', 60], ['stone', 40]]),
        isNewBuilt: rng.chance(0.6),
        hasBasement: rng.chance(0.4),
        hasElevator: false,
        parkingCount: rng.int(1, 2),
        utilities: { heating: true, electricity: true, internet: rng.chance(0.9), sewer: true, waterSupply: true },
      };
    case 'landPlot': {
      const landArea = roundTo(rng.int(300, 3_000), 10);
      // A plot has no building: no floor, no rooms (-1), no walls, no lift.
      return {
        type,
        rooms: -1,
        floor: null,
        floorsTotal: null,
        area: landArea,
        landArea,
        ceilingHeight: null,
        wallType: null,
        isNewBuilt: false,
        hasBasement: false,
        hasElevator: false,
        parkingCount: 0,
        utilities: { heating: false, electricity: rng.chance(0.7), internet: false, sewer: rng.chance(0.25), waterSupply: rng.chance(0.55) },
      };
    }
    case 'commercial': {
      const floorsTotal = rng.int(4, 16);
      // Premises are not counted in rooms (a rooms search is for homes): -1, as for a plot.
      return {
        type,
        rooms: -1,
        floor: rng.weighted([[1, 75], [2, 15], [3, 10]]),
        floorsTotal,
        area: rng.float(30, 500, 1),
        landArea: null,
        ceilingHeight: rng.int(30, 42) / 10,
        wallType: rng.weighted<WallType>([['stone', 45], ['monolithic', 40], ['panel', 15]]),
        isNewBuilt: rng.chance(0.3),
        hasBasement: rng.chance(0.2),
        hasElevator: floorsTotal >= 6,
        parkingCount: rng.int(0, 5),
        utilities: { heating: rng.chance(0.85), electricity: true, internet: rng.chance(0.95), sewer: true, waterSupply: true },
      };
    }
  }
}

/** AMD per m² of a resale property, as a share of the area's new-build level. */
function resaleShare(rng: Random, shape: ListingShape): number {
  switch (shape.type) {
    case 'apartment':
      if (shape.wallType === 'panel') return rng.float(0.6, 0.75, 3);
      if (shape.wallType === 'monolithic') return shape.isNewBuilt ? rng.float(0.9, 1.05, 3) : rng.float(0.8, 0.95, 3);
      if (shape.wallType === 'tape') return rng.float(0.65, 0.8, 3);
      return rng.float(0.78, 0.95, 3);
    case 'house':
      return rng.float(0.5, 0.85, 3);
    case 'townhouse':
      return rng.float(0.75, 0.95, 3);
    case 'commercial':
      return rng.float(1, 1.4, 3);
    case 'landPlot':
      return rng.float(0.04, 0.15, 3);
  }
}

function makeListings(rng: Random, now: Date, brokerRows: readonly BrokerRow[]): ListingRow[] {
  const seller = sellerPicker(rng, brokerRows);
  const rows: ListingRow[] = [];

  const add = (deal: 'sale' | 'rent', sequence: number) => {
    const type: PropertyType = deal === 'sale' ? rng.weighted(saleTypeWeights) : rng.chance(0.8) ? 'apartment' : 'house';
    const area = rng.weighted((deal === 'sale' ? saleAreaWeights[type] : rentAreaWeights[type]) ?? saleAreaWeights[type]);
    const shape = listingShape(rng, type, area, deal);
    const [minLevel, maxLevel] = area.pricePerSquareMetre;
    const level = rng.int(minLevel, maxLevel);

    const renovation: RenovationLevel =
      type === 'landPlot'
        ? 'unrepaired'
        : deal === 'rent'
          ? rng.weighted([['cosmeticRefurbished', 35], ['majorRefurbished', 30], ['withFurniture', 30], ['partiallyRefurbished', 5]])
          : rng.weighted([['unrepaired', 12], ['partiallyRefurbished', 13], ['cosmeticRefurbished', 30], ['majorRefurbished', 30], ['withFurniture', 15]]);
    const building = type !== 'landPlot';
    const isWithFurniture = building && (renovation === 'withFurniture' || rng.chance(deal === 'rent' ? 0.85 : 0.2));
    // Household appliances belong to homes, not shops and offices.
    const isWithHouseholdAppliances = building && type !== 'commercial' && (isWithFurniture ? rng.chance(deal === 'rent' ? 0.9 : 0.6) : rng.chance(0.1));

    let price: number;
    let oldPrice: number | null = null;
    let dailyFee: number | null = null;
    let minRentDays: number | null = null;
    let minRentMonths: number | null = null;
    let petsAllowed: boolean | null = null;
    let childrenAllowed: boolean | null = null;
    if (deal === 'sale') {
      const priced = type === 'landPlot' ? shape.landArea ?? shape.area : shape.area;
      const factor = type === 'landPlot' ? 1 : resaleRenovationFactor[renovation];
      price = Math.max(2_000_000, roundTo(priced * level * resaleShare(rng, shape) * factor, 100_000));
      if (rng.chance(0.07)) oldPrice = roundTo(price * rng.float(1.04, 1.15, 3), 100_000) + 100_000;
    } else {
      // A month's rent runs at roughly 0.45–0.55% of the flat's value in Yerevan.
      const monthly = shape.area * level * rng.float(0.0042, 0.0055, 5) * rentRenovationFactor[renovation];
      // Small flats on the outskirts would come out below the cheapest real rents: spread those over 150–200k.
      const fee = monthly < monthlyFeeRange.min ? monthlyFeeRange.min + rng.int(0, 5) * 10_000 : monthly;
      price = clamp(roundTo(fee, 10_000), monthlyFeeRange.min, monthlyFeeRange.max);
      if (rng.chance(0.04)) oldPrice = price + roundTo(price * rng.float(0.05, 0.15, 3), 10_000) + 10_000;
      if (rng.chance(0.5)) {
        // Renting by the day costs several times a month's daily share (about 15,000–60,000 AMD a night).
        dailyFee = roundTo((price / 30) * rng.float(2.5, 4, 3), 1_000);
        minRentDays = rng.int(1, 3);
      } else {
        minRentMonths = rng.weighted([[3, 25], [6, 35], [12, 40]]);
      }
      petsAllowed = rng.chance(0.35);
      childrenAllowed = rng.chance(0.85);
    }

    const flags = {
      isNewBuilt: shape.isNewBuilt,
      isWithFurniture,
      isWithHouseholdAppliances,
      hasBasement: shape.hasBasement,
      hasElevator: shape.hasElevator,
      isParkingSpaceExist: shape.parkingCount > 0,
    };
    const { agencyId, brokerId } = seller();
    const house = rng.chance(0.15) ? `${rng.int(1, 120)}/${rng.int(1, 5)}` : String(rng.int(1, 150));
    rows.push({
      id: rows.length + 1,
      code: `${deal === 'sale' ? 'S' : 'R'}-${pad(sequence, 6)}`,
      deal,
      // "Exclusive" is an agency's exclusive mandate, so only agency sales can be.
      market: deal === 'sale' && agencyId !== null && rng.chance(0.04) ? 'exclusive' : 'secondary',
      type,
      title: templates.listingTitle({ deal, type, rooms: shape.rooms, area: shape.area, landArea: shape.landArea, place: area }),
      description: templates.listingDescription({
        deal,
        type,
        place: area,
        area: shape.area,
        landArea: shape.landArea,
        floor: shape.floor,
        floorsTotal: shape.floorsTotal,
        ceilingHeight: shape.ceilingHeight,
        wallType: shape.wallType,
        renovation,
        flags,
        utilities: shape.utilities,
        dailyFee,
        minRentDays,
        minRentMonths,
        petsAllowed,
        childrenAllowed,
      }),
      address: formatAddress(area, rng.pick(area.streets), house),
      district: area.key,
      ...jitter(rng, area.latitude, area.longitude, area.spread * 1.3),
      rooms: shape.rooms,
      floor: shape.floor,
      floorsTotal: shape.floorsTotal,
      area: shape.area,
      landArea: shape.landArea,
      ceilingHeight: shape.ceilingHeight,
      wallType: shape.wallType,
      renovation,
      price,
      pricePerSquareMetre: deal === 'sale' ? Math.round(price / shape.area) : null,
      oldPrice,
      dailyFee,
      minRentDays,
      minRentMonths,
      petsAllowed,
      childrenAllowed,
      flags,
      utilities: shape.utilities,
      parkingCount: shape.parkingCount,
      agencyId,
      brokerId,
      availability: rng.weighted<Availability>([['forSale', 88], ['booked', 6], ['notAvailable', 4], ['waitingApproval', 2]]),
      photoSeed: photoSeed(rng),
      createdAt: pastMoment(rng, now),
    });
  };

  for (let i = 1; i <= catalogueCounts.sales; i++) add('sale', i);
  for (let i = 1; i <= catalogueCounts.rentals; i++) add('rent', i);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Foreign market
// ---------------------------------------------------------------------------------------------

function makeForeignProjects(
  rng: Random,
  now: Date,
  countryOf: ReadonlyMap<number, string>,
): { projects: ForeignProjectRow[]; links: ForeignProjectBrokerRow[] } {
  const total = catalogueCounts.foreignProjects;
  // Each country once, the rest by weight.
  const countries = rng.shuffle([
    ...foreignCountries,
    ...Array.from({ length: total - foreignCountries.length }, () => rng.weighted(foreignCountries.map((c) => [c, c.weight] as const))),
  ]);
  const names = distinctNames(rng, foreignProjectNameBases, buildingNamePatterns, total);
  const foreignBrokerIds = [...countryOf.keys()].sort((a, b) => a - b);
  const projects: ForeignProjectRow[] = [];
  const links: ForeignProjectBrokerRow[] = [];

  countries.forEach((country, i) => {
    const id = i + 1;
    const city = rng.pick(country.cities);
    const stage = rng.weighted(stageWeights);
    const done = completionDate(rng, stage, now);
    const minArea = rng.int(32, 75);
    const [minLevel, maxLevel] = city.pricePerSquareMetre;
    // In major units (dollars, euros), rounded to a thousand; stored in cents.
    const minPriceMajor = roundTo(minArea * rng.int(minLevel, maxLevel), 1_000);
    const name = at(names, i);
    projects.push({
      id,
      name,
      description: templates.foreignProjectDescription({
        name,
        city: city.name,
        country: country.name,
        minArea,
        minPrice: minPriceMajor,
        currency: country.currency,
      }),
      country: country.code,
      city: city.name,
      developerName: rng.pick(country.developers),
      currency: country.currency,
      minPrice: minPriceMajor * 100,
      minArea,
      stage,
      completionDate: done,
      ...jitter(rng, city.latitude, city.longitude, 0.02),
      photoSeed: photoSeed(rng),
    });

    // 1–3 foreign brokers, the one working in that country first when there is one.
    const local = foreignBrokerIds.filter((brokerId) => countryOf.get(brokerId) === country.code);
    const others = rng.shuffle(foreignBrokerIds.filter((brokerId) => countryOf.get(brokerId) !== country.code));
    const staff = [...local, ...others].slice(0, rng.int(1, 3)).sort((a, b) => a - b);
    for (const brokerId of staff) links.push({ projectId: id, brokerId });
  });
  return { projects, links };
}

// ---------------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------------

function makeBanners(rng: Random, developerRows: readonly DeveloperRow[], agencyRows: readonly AgencyRow[]): BannerRow[] {
  type Slot = (typeof bannerSlots)[number];
  const partnerDevelopers = rng.sample(developerRows.filter((d) => d.isPartner), 2);
  const partnerAgencies = rng.sample(agencyRows.filter((a) => a.isPartner), 2);
  // Every slot must have content: a Record over the slots makes a new slot a compile error here.
  const content: Record<Slot, readonly { title: Localized; path: string }[]> = {
    homeRibbon: bannerTexts.homeRibbon,
    fixed: bannerTexts.fixed,
    primaryCard: bannerTexts.primaryCard,
    secondaryCard: bannerTexts.secondaryCard,
    slider: bannerTexts.slider,
    partnerLeft: partnerDevelopers.map((d) => ({ title: partnerBannerTitle.developer(d.name), path: 'partners' })),
    partnerRight: partnerAgencies.map((a) => ({ title: partnerBannerTitle.agency(a.name), path: 'partners' })),
  };
  const rows: BannerRow[] = [];
  for (const slot of bannerSlots) {
    content[slot].forEach((item, position) => {
      const id = rows.length + 1;
      const image = (size: 'large' | 'medium' | 'small') => `/api/media/banners/${id}.svg?size=${size}`;
      rows.push({
        id,
        slot,
        title: item.title,
        redirectUrl: `/hy/${item.path}`,
        imageUrl: image('large'),
        mediumImageUrl: image('medium'),
        smallImageUrl: image('small'),
        position,
        active: true,
      });
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The whole catalogue
// ---------------------------------------------------------------------------------------------

/** The moment the demo catalogue is generated as of: every row's history lies before it. */
export const catalogueSeedMoment = new Date('2026-11-01T09:00:00Z');

/**
 * The demo catalogue for `seed`. Each table draws from its own fork of the generator, so changing
 * one table's recipe leaves the others as they were. Takes a few tens of milliseconds.
 */
export function generateCatalogue(seed = 2026, now = catalogueSeedMoment): CatalogueSeed {
  const root = createRandom(seed);
  const developerRows = makeDevelopers(root.fork('developers'), now);
  const agencyRows = makeAgencies(root.fork('agencies'), now);
  const { rows: brokerRows, countryOf } = makeBrokers(root.fork('brokers'), agencyRows);
  const facilityRows = makeFacilities();
  const { plans, links: buildingFacilityRows } = makeBuildings(root.fork('buildings'), now, developerRows, facilityRows);
  const apartmentRows = makeApartments(root.fork('apartments'), now, plans);
  const listingRows = makeListings(root.fork('listings'), now, brokerRows);
  const { projects, links } = makeForeignProjects(root.fork('foreign'), now, countryOf);
  const bannerRows = makeBanners(root.fork('banners'), developerRows, agencyRows);
  return {
    developers: developerRows,
    agencies: agencyRows,
    brokers: brokerRows,
    facilities: facilityRows,
    buildings: plans.map((plan) => plan.row),
    buildingFacilities: buildingFacilityRows,
    apartments: apartmentRows,
    listings: listingRows,
    foreignProjects: projects,
    foreignProjectBrokers: links,
    banners: bannerRows,
  };
}
