import { and, between, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { maxMapPositions, type MapBounds, type MapPositions } from '../../../contract/catalogue';

/** Rows whose position is inside the map's area ("search this area"), edges included. */
export const withinBounds = (latitude: AnyPgColumn, longitude: AnyPgColumn, bounds: MapBounds): SQL =>
  and(between(latitude, bounds.south, bounds.north), between(longitude, bounds.west, bounds.east)) as SQL;

/** The light answer of a positions call: one tuple a point, at most `maxMapPositions` (one more was read to know). */
export function positionsOf(rows: { id: number; latitude: number; longitude: number; price: number | null }[]): MapPositions {
  const items = rows.slice(0, maxMapPositions).map((row) => [row.id, row.latitude, row.longitude, row.price] as [number, number, number, number | null]);
  return rows.length > maxMapPositions ? { items, capped: true } : { items };
}
