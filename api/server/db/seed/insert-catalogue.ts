import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../database';
import {
  agencies,
  apartments,
  banners,
  brokers,
  buildingFacilities,
  buildings,
  developers,
  facilities,
  foreignProjectBrokers,
  foreignProjects,
  listings,
} from '../schema';
import type { generateCatalogue } from './catalogue.seed';

/** Rows go in slices, so no statement nears PostgreSQL's limit of 65,535 parameters. */
async function insertAll(tx: Tx, table: PgTable, rows: object[], slice = 400): Promise<void> {
  for (let start = 0; start < rows.length; start += slice) await tx.insert(table).values(rows.slice(start, start + slice) as never);
}

/** Tables seeded with explicit ids: their sequences continue after the highest id. */
const serialTables = ['developers', 'agencies', 'brokers', 'facilities', 'buildings', 'apartments', 'listings', 'foreign_projects', 'banners'];

/** Loads a generated catalogue, parents before children. */
export async function insertCatalogue(tx: Tx, catalogue: ReturnType<typeof generateCatalogue>): Promise<void> {
  await insertAll(tx, developers, catalogue.developers);
  await insertAll(tx, agencies, catalogue.agencies);
  await insertAll(tx, brokers, catalogue.brokers);
  // Groups first: a facility's parent must exist before it.
  await insertAll(tx, facilities, catalogue.facilities.filter((row) => row.parentId == null));
  await insertAll(tx, facilities, catalogue.facilities.filter((row) => row.parentId != null));
  await insertAll(tx, buildings, catalogue.buildings);
  await insertAll(tx, buildingFacilities, catalogue.buildingFacilities);
  await insertAll(tx, apartments, catalogue.apartments);
  await insertAll(tx, listings, catalogue.listings);
  await insertAll(tx, foreignProjects, catalogue.foreignProjects);
  await insertAll(tx, foreignProjectBrokers, catalogue.foreignProjectBrokers);
  await insertAll(tx, banners, catalogue.banners);
  for (const table of serialTables) {
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1))`));
  }
}
