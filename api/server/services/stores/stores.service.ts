import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Store, StoreCard, StoreList, StoreListQuery, StoreSection, StoreSector } from '../../../contract/stores';
import type { Language } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { storeAddresses, storeSectors, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';

export const storeLogoUrl = (id: number) => `/api/media/stores/${id}.svg`;

type StoreRow = typeof stores.$inferSelect;
type SectorRow = typeof storeSectors.$inferSelect;

const cardOf = (row: StoreRow, sector: SectorRow, lang: Language): StoreCard => ({
  id: row.id,
  slug: row.slug,
  section: sector.section as StoreSection,
  name: row.name[lang],
  sector: { id: sector.id, name: sector.name[lang] },
  summary: row.summary[lang],
  offer: row.offer[lang],
  discountPercent: row.discountPercent,
  logoUrl: storeLogoUrl(row.id),
});

/** A section's sectors in their order, each with its number of stores. */
export async function listSectors(q: Queryable, section: StoreSection, lang: Language): Promise<StoreSector[]> {
  const rows = await q
    .select({ id: storeSectors.id, slug: storeSectors.slug, name: storeSectors.name, storeCount: count(stores.id) })
    .from(storeSectors)
    .leftJoin(stores, eq(stores.sectorId, storeSectors.id))
    .where(eq(storeSectors.section, section))
    .groupBy(storeSectors.id)
    .orderBy(asc(storeSectors.position), asc(storeSectors.id));
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name[lang], storeCount: row.storeCount }));
}

/** A section's stores (spec section 7: SectorsIds, PageSize, PageNumber), in the bank's order; a sector of another section matches nothing. */
export async function listStores(q: Queryable, section: StoreSection, query: StoreListQuery, lang: Language): Promise<StoreList> {
  const where = and(eq(storeSectors.section, section), query.SectorsIds?.length ? inArray(stores.sectorId, query.SectorsIds) : undefined);
  const [total] = await q.select({ value: count() }).from(stores).innerJoin(storeSectors, eq(storeSectors.id, stores.sectorId)).where(where);
  const rows = await q
    .select({ store: stores, sector: storeSectors })
    .from(stores)
    .innerJoin(storeSectors, eq(storeSectors.id, stores.sectorId))
    .where(where)
    .orderBy(asc(storeSectors.position), asc(stores.position), asc(stores.id))
    .limit(query.PageSize)
    .offset((query.PageNumber - 1) * query.PageSize);
  return { stores: rows.map((row) => cardOf(row.store, row.sector, lang)), totalCount: total?.value ?? 0, pageNumber: query.PageNumber, pageSize: query.PageSize };
}

/** The store row of an id or a slug, with its sector, or the 404 STORE.STORE_NOT_FOUND. */
export async function findStore(q: Queryable, ref: string | number): Promise<{ store: StoreRow; sector: SectorRow }> {
  const byId = typeof ref === 'number' || /^\d+$/.test(ref);
  const [row] = await q
    .select({ store: stores, sector: storeSectors })
    .from(stores)
    .innerJoin(storeSectors, eq(storeSectors.id, stores.sectorId))
    .where(byId ? eq(stores.id, Number(ref)) : eq(stores.slug, String(ref)));
  if (!row) throw new AppError('STORE', 'STORE_NOT_FOUND', undefined, 404);
  return row;
}

/** A store's page (spec section 7: store by id): its description, offer, contacts and addresses. */
export async function getStore(q: Queryable, ref: string, lang: Language): Promise<Store> {
  const { store, sector } = await findStore(q, ref);
  const addresses = await q.select().from(storeAddresses).where(eq(storeAddresses.storeId, store.id)).orderBy(asc(storeAddresses.id));
  return {
    ...cardOf(store, sector, lang),
    description: store.description[lang],
    promoValidityDays: store.promoValidityDays,
    phone: store.phone,
    email: store.email,
    website: store.website,
    addresses: addresses.map((row) => ({ id: row.id, address: row.address[lang], latitude: row.latitude, longitude: row.longitude, hours: row.hours[lang] })),
  };
}

/** The store of the own-home section (spec section 7), or null when none is chosen. */
export async function ownHomeStore(q: Queryable, lang: Language): Promise<StoreCard | null> {
  const [row] = await q.select({ store: stores, sector: storeSectors }).from(stores).innerJoin(storeSectors, eq(storeSectors.id, stores.sectorId)).where(sql`${stores.ownHome}`);
  return row ? cardOf(row.store, row.sector, lang) : null;
}
