import { gte, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The last option of the property filters' rooms (spec section 9: studio, 1 to 4, no planning) reads "4 or more". */
export const roomsOrMore = 4;

/** Rows whose rooms are one of those asked for; asking for 4 takes every larger home too. */
export function roomsMatch(column: PgColumn, wanted: readonly number[]): SQL {
  const exact = inArray(column, [...wanted]);
  return wanted.includes(roomsOrMore) ? (or(exact, gte(column, roomsOrMore)) as SQL) : exact;
}
