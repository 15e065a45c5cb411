import { gte, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The last option of the property filters' rooms (spec section 9: studio, 1 to 4, no planning) reads "4 or more". */
export const roomsOrMore = 4;

/**
 * Rows whose rooms are one of those asked for; asking for 4 takes every larger home too. "4 or more"
 * is one range (`rooms >= 4`), not `rooms in (4) or rooms >= 4`, so an index on rooms reads it as one
 * (listings_deal_rooms_idx, migration 0013).
 */
export function roomsMatch(column: PgColumn, wanted: readonly number[]): SQL {
  if (!wanted.includes(roomsOrMore)) return inArray(column, [...wanted]);
  const fewer = wanted.filter((rooms) => rooms < roomsOrMore);
  return fewer.length ? (or(inArray(column, fewer), gte(column, roomsOrMore)) as SQL) : gte(column, roomsOrMore);
}
