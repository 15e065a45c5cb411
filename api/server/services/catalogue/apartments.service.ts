import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ApartmentDetail, ApartmentFilter, ApartmentRow, Pagination } from '../../../contract/catalogue';
import { offerForProperty, qualifiesForIncomeTaxRefund } from '../../../contract/mortgage-terms';
import type { Language } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { apartments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { getBuilding } from './buildings.service';
import { priceHistoryOf } from './price-history.service';
import { assertRange, offsetOf, pagination, totalColumn, totalOf } from './paging';

/** The sort keys of spec section 9, in their numbering: 0 number … 5 price per m². */
const sortColumns = [apartments.number, apartments.floor, apartments.area, apartments.rooms, apartments.price, apartments.pricePerSquareMetre] as const;

function toRow(row: typeof apartments.$inferSelect): ApartmentRow {
  return {
    id: row.id,
    buildingId: row.buildingId,
    isBooked: row.availability === 'booked',
    availability: row.availability,
    number: row.number,
    floor: row.floor,
    area: row.area,
    roomsCount: row.rooms,
    minApartmentPrice: row.price,
    minAreaPrice: row.pricePerSquareMetre,
    oldPrice: row.oldPrice,
  };
}

/** The apartments list (spec section 7) with its filters, sort and page; the counts go in `x-pagination`. */
export async function listApartments(q: Queryable, filter: ApartmentFilter): Promise<{ rows: ApartmentRow[]; pagination: Pagination }> {
  assertRange('price', filter.minPrice, filter.maxPrice);
  assertRange('area', filter.minArea, filter.maxArea);
  const conditions: SQL[] = [];
  if (filter.buildingId !== undefined) conditions.push(eq(apartments.buildingId, filter.buildingId));
  if (filter.roomsCount?.length) conditions.push(inArray(apartments.rooms, filter.roomsCount));
  if (filter.minPrice !== undefined) conditions.push(gte(apartments.price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(apartments.price, filter.maxPrice));
  if (filter.minArea !== undefined) conditions.push(gte(apartments.area, filter.minArea));
  if (filter.maxArea !== undefined) conditions.push(lte(apartments.area, filter.maxArea));
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumns[filter.sortBy] ?? apartments.number;
  const matches = () => q.select({ one: sql`1`.as('one') }).from(apartments).where(where).$dynamic();
  const rows = await q
    .select({ apartment: apartments, total: totalColumn(matches()) })
    .from(apartments)
    .where(where)
    // The id breaks ties, so pages never overlap or skip a row.
    .orderBy(filter.sortAscending ? asc(column) : desc(column), asc(apartments.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter.pageSize, filter.pageNumber));
  const total = await totalOf(q, rows, matches);
  return { rows: rows.map((row) => toRow(row.apartment)), pagination: pagination(total, filter.pageSize, filter.pageNumber) };
}

export const floorPlanUrl = (id: number) => `/api/media/plans/${id}.svg`;

/**
 * One apartment with its building (spec section 7, "apartment by id"): the primary market's property
 * page. `today` (Yerevan, `YYYY-MM-DD`) decides the building's stage and whether a loan signed now
 * would still earn the income-tax refund.
 */
export async function getApartment(q: Queryable, id: number, lang: Language, today: string): Promise<ApartmentDetail> {
  const [row] = await q.select().from(apartments).where(eq(apartments.id, id));
  if (!row) throw new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
  const [building, priceHistory] = await Promise.all([getBuilding(q, row.buildingId, lang, today), priceHistoryOf(q, { marketType: '0', apartmentId: row.id }, row.createdAt)]);
  // Bought from the developer (an exclusive project too): the primary market's limits; a sold flat has no offer.
  const offer = offerForProperty(row, 'primary');
  return {
    ...toRow(row),
    pricePerSquareMetre: row.pricePerSquareMetre,
    renovation: row.renovation,
    orientation: row.orientation,
    planUrl: floorPlanUrl(row.id),
    monthlyPayment: offer?.monthlyPayment ?? null,
    downPayment: offer?.downPayment ?? null,
    // Bought from the developer, a primary-market apartment is new-built.
    incomeTaxRefund: offer !== null && qualifiesForIncomeTaxRefund(row.price, true, building.district, today),
    priceHistory,
    building: { ...building, gallery: [floorPlanUrl(row.id), ...building.gallery] },
  };
}
