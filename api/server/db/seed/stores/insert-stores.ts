import { hours } from '../../../clock';
import { createRaffle } from '../../../services/stores/raffle.service';
import type { Tx } from '../../database';
import { storeAddresses, storeSectors, stores } from '../../schema';
import { housewarmingRaffle } from './raffle.content';
import { storeSectorsSeed, storesSeed } from './stores.content';

/** The partner stores' sectors, stores and addresses, in the seed's order. */
export async function insertPartnerStores(tx: Tx): Promise<void> {
  const sectors = await tx
    .insert(storeSectors)
    .values(storeSectorsSeed.map((sector, position) => ({ section: sector.section, slug: sector.slug, name: sector.name, position })))
    .returning({ id: storeSectors.id, slug: storeSectors.slug });
  const sectorId = new Map(sectors.map((sector) => [sector.slug, sector.id]));
  for (const [position, store] of storesSeed.entries()) {
    const sector = sectorId.get(store.sector);
    if (sector === undefined) throw new Error(`store ${store.slug}: no sector ${store.sector}`);
    const [row] = await tx
      .insert(stores)
      .values({
        sectorId: sector,
        slug: store.slug,
        name: store.name,
        summary: store.summary,
        description: store.description,
        offer: store.offer,
        discountPercent: store.discountPercent,
        promoValidityDays: store.promoValidityDays,
        phone: store.phone,
        email: store.email,
        website: store.website,
        brandColor: store.brandColor,
        ownHome: store.ownHome ?? false,
        position,
      })
      .returning({ id: stores.id });
    if (!row) throw new Error(`store ${store.slug}: insert returned nothing`);
    if (store.addresses.length) await tx.insert(storeAddresses).values(store.addresses.map((address) => ({ storeId: row.id, ...address })));
  }
}

/**
 * The demo raffle: it started on the first day of this month (Yerevan, UTC+4) and runs to the end of the
 * next one; the draw is the following day at 12:00.
 */
export async function insertDemoRaffle(tx: Tx, now: Date): Promise<void> {
  const yerevan = new Date(now.getTime() + hours(4));
  const monthStart = (offset: number) => new Date(Date.UTC(yerevan.getUTCFullYear(), yerevan.getUTCMonth() + offset, 1) - hours(4));
  const endsAt = monthStart(2);
  await createRaffle(tx, { ...housewarmingRaffle, startsAt: monthStart(0), endsAt, drawAt: new Date(endsAt.getTime() + hours(12)) }, now);
}
