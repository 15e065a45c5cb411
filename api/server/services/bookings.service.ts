import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { bookingRules, type Booking, type BookingsCount } from '../../contract/bookings';
import type { MarketType } from '../../contract/favourites';
import type { Language } from '../../contract/validation';
import { days, type Clock } from '../clock';
import type { Db, Queryable, Tx } from '../db/database';
import { apartments, availabilityWatches, bookings, buildings, listings, type Localized, type ReleaseReason } from '../db/schema';
import { AppError } from '../http/app-error';
import { scheduleDeadline, type DeadlineHandler } from '../jobs/scheduler';
import { floorPlanUrl } from './catalogue/apartments.service';
import { listingImageUrl } from './catalogue/listings.service';
import { notify } from './notifications.service';

export const bookingReleaseKind = 'booking.release';

const localize = (make: (lang: Language) => string): Localized => ({ hy: make('hy'), ru: make('ru'), en: make('en') });

/** What a property is called on its page, in every language (notifications are worded later, in any). */
async function propertyTitle(q: Queryable, marketType: MarketType, id: number): Promise<Localized | undefined> {
  if (marketType === '0') {
    const [row] = await q.select({ number: apartments.number, building: buildings.name }).from(apartments).innerJoin(buildings, eq(buildings.id, apartments.buildingId)).where(eq(apartments.id, id));
    return row && localize((lang) => `${row.building[lang]}, № ${row.number}`);
  }
  const [row] = await q.select({ title: listings.title }).from(listings).where(eq(listings.id, id));
  return row?.title;
}

/**
 * Marks a property booked, only if it is for sale now. Concurrent bookings of one property queue on
 * its row: the first wins and the others find it booked. Rentals are asked for, not booked.
 */
async function claimProperty(tx: Tx, marketType: MarketType, id: number): Promise<boolean> {
  const rows =
    marketType === '0'
      ? await tx.update(apartments).set({ availability: 'booked' }).where(and(eq(apartments.id, id), eq(apartments.availability, 'forSale'))).returning({ id: apartments.id })
      : await tx
          .update(listings)
          .set({ availability: 'booked' })
          .where(and(eq(listings.id, id), eq(listings.deal, 'sale'), eq(listings.availability, 'forSale')))
          .returning({ id: listings.id });
  return rows.length > 0;
}

async function freeProperty(tx: Tx, marketType: MarketType, id: number): Promise<void> {
  if (marketType === '0') await tx.update(apartments).set({ availability: 'forSale' }).where(and(eq(apartments.id, id), eq(apartments.availability, 'booked')));
  else await tx.update(listings).set({ availability: 'forSale' }).where(and(eq(listings.id, id), eq(listings.availability, 'booked')));
}

const propertyColumn = (marketType: MarketType) => (marketType === '0' ? bookings.apartmentId : bookings.listingId);
const active = (userId: string): SQL => and(eq(bookings.userId, userId), isNull(bookings.releasedAt)) as SQL;

/** Why a property could not be claimed: it does not exist, the user holds it, someone else does, or it is not offered. */
async function refusal(tx: Tx, userId: string, marketType: MarketType, id: number): Promise<AppError> {
  const [row] =
    marketType === '0'
      ? await tx.select({ availability: apartments.availability }).from(apartments).where(eq(apartments.id, id))
      : await tx.select({ availability: listings.availability, deal: listings.deal }).from(listings).where(eq(listings.id, id));
  if (!row) return new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
  const [mine] = await tx.select({ id: bookings.id }).from(bookings).where(and(active(userId), eq(propertyColumn(marketType), id)));
  if (mine) return new AppError('BOOKING', 'ALREADY_BOOKED_BY_YOU');
  if (row.availability === 'booked' && !('deal' in row && row.deal === 'rent')) return new AppError('BOOKING', 'APARTMENT_ALREADY_BOOKED');
  return new AppError('APARTMENT', 'APARTMENT_UNAVAILABLE');
}

/**
 * Books a property for its hold (2 or 5 days). Both limits are unique indexes: the booking takes the
 * user's first free slot of two, and a property has one active booking. Everything happens in one
 * transaction, so a refused request changes nothing, whatever the number of server instances.
 */
export async function bookProperty(db: Db, clock: Clock, userId: string, marketType: MarketType, id: number, lang: Language): Promise<Booking> {
  const bookingId = await db.transaction(async (tx) => {
    if (!(await claimProperty(tx, marketType, id))) throw await refusal(tx, userId, marketType, id);
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + days(bookingRules.holdDays[marketType]));
    for (let slot = 1; slot <= bookingRules.maxActive; slot += 1) {
      const [row] = await tx
        .insert(bookings)
        .values({ userId, apartmentId: marketType === '0' ? id : null, listingId: marketType === '1' ? id : null, slot, createdAt: now, expiresAt })
        .onConflictDoNothing()
        .returning({ id: bookings.id });
      if (row) {
        await scheduleDeadline(tx, { kind: bookingReleaseKind, dueAt: expiresAt, payload: { bookingId: row.id } });
        return row.id;
      }
    }
    throw new AppError('BOOKING', 'MAX_BOOKINGS_REACHED', { max: bookingRules.maxActive });
  });
  const [booking] = await listBookings(db, userId, lang, undefined, bookingId);
  if (!booking) throw new Error('a new booking could not be read back');
  return booking;
}

/**
 * Ends an active booking: the property is for sale again, and everyone who asked to be told is told,
 * in the app and by e-mail. Answers the released booking, or nothing when it was no longer active.
 */
async function release(tx: Tx, now: Date, publicUrl: string, where: SQL, reason: ReleaseReason) {
  const [booking] = await tx
    .update(bookings)
    .set({ releasedAt: now, releaseReason: reason })
    .where(and(where, isNull(bookings.releasedAt)))
    .returning();
  if (!booking) return undefined;
  const marketType: MarketType = booking.apartmentId !== null ? '0' : '1';
  const propertyId = (booking.apartmentId ?? booking.listingId) as number;
  await freeProperty(tx, marketType, propertyId);
  const property = (await propertyTitle(tx, marketType, propertyId)) ?? localize(() => `№ ${propertyId}`);
  const path = marketType === '0' ? `primary/${propertyId}` : `secondary/${propertyId}`;
  const link = (lang: Language) => `${publicUrl}/${lang}/property/${path}`;
  const ref = { marketType, apartmentId: propertyId, deal: 'sale' as const, property };
  const watchers = await tx
    .update(availabilityWatches)
    .set({ notifiedAt: now })
    .where(and(eq(marketType === '0' ? availabilityWatches.apartmentId : availabilityWatches.listingId, propertyId), isNull(availabilityWatches.notifiedAt)))
    .returning({ userId: availabilityWatches.userId });
  for (const watcher of watchers) {
    await notify(tx, now, watcher.userId, { kind: 'propertyAvailable', params: ref }, { email: { template: 'propertyAvailable', params: (lang) => ({ property: property[lang], link: link(lang) }) } });
  }
  return { booking, ref, link, marketType };
}

/** Unbook (POST unbook by booking id): only the user's own active booking. */
export async function unbook(db: Db, clock: Clock, publicUrl: string, userId: string, bookingId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const released = await release(tx, clock.now(), publicUrl, and(eq(bookings.id, bookingId), eq(bookings.userId, userId)) as SQL, 'unbooked');
    if (!released) throw new AppError('BOOKING', 'BOOKING_NOT_FOUND', undefined, 404);
  });
}

/** The scheduler's side: a hold that ran out releases the property and tells its holder. */
export function releaseExpiredBooking(publicUrl: string): DeadlineHandler {
  return async ({ tx, deadline, now }) => {
    const bookingId = Number((deadline.payload as { bookingId?: number }).bookingId);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    // Unbooked already, or (a moved clock) not due yet: nothing to do; a later deadline is not needed.
    if (!booking || booking.releasedAt || booking.expiresAt > now) return;
    const released = await release(tx, now, publicUrl, eq(bookings.id, bookingId), 'expired');
    if (!released) return;
    const holdDays = bookingRules.holdDays[released.marketType];
    await notify(
      tx,
      now,
      booking.userId,
      { kind: 'bookingExpired', params: { bookingId, ...released.ref } },
      { email: { template: 'bookingExpired', params: (lang) => ({ property: released.ref.property[lang], days: holdDays, link: released.link(lang) }) } },
    );
  };
}

/** Asks to be told when a booked property is free again (one open request per user and property). */
export async function watchProperty(db: Db, clock: Clock, userId: string, marketType: MarketType, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] =
      marketType === '0'
        ? await tx.select({ availability: apartments.availability }).from(apartments).where(eq(apartments.id, id))
        : await tx.select({ availability: listings.availability }).from(listings).where(eq(listings.id, id));
    if (!row) throw new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
    const [mine] = await tx.select({ id: bookings.id }).from(bookings).where(and(active(userId), eq(propertyColumn(marketType), id)));
    if (mine) throw new AppError('BOOKING', 'ALREADY_BOOKED_BY_YOU');
    if (row.availability !== 'booked') throw new AppError('USER_NOTIFICATION', 'PROPERTY_NOT_BOOKED');
    const [watch] = await tx
      .insert(availabilityWatches)
      .values({ userId, apartmentId: marketType === '0' ? id : null, listingId: marketType === '1' ? id : null, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ id: availabilityWatches.id });
    if (!watch) throw new AppError('USER_NOTIFICATION', 'ALREADY_SUBSCRIBED');
    return watch;
  });
}

export async function countBookings(q: Queryable, userId: string): Promise<BookingsCount> {
  const rows = await q.select({ apartmentId: bookings.apartmentId }).from(bookings).where(active(userId));
  const primary = rows.filter((row) => row.apartmentId !== null).length;
  return { primary, secondary: rows.length - primary, total: rows.length, max: bookingRules.maxActive };
}

/** The user's active bookings, the soonest to end first, each with what its card shows. */
export async function listBookings(q: Queryable, userId: string, lang: Language, marketType?: MarketType, onlyId?: number): Promise<Booking[]> {
  const where = and(active(userId), onlyId === undefined ? undefined : eq(bookings.id, onlyId));
  const primary =
    marketType === '1'
      ? []
      : await q
          .select({ booking: bookings, apartment: apartments, building: buildings })
          .from(bookings)
          .innerJoin(apartments, eq(apartments.id, bookings.apartmentId))
          .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
          .where(where)
          .orderBy(asc(bookings.expiresAt));
  const secondary =
    marketType === '0'
      ? []
      : await q.select({ booking: bookings, listing: listings }).from(bookings).innerJoin(listings, eq(listings.id, bookings.listingId)).where(where).orderBy(asc(bookings.expiresAt));
  const dates = (booking: typeof bookings.$inferSelect) => ({ id: booking.id, createdAt: booking.createdAt.toISOString(), expiresAt: booking.expiresAt.toISOString() });
  return [
    ...primary.map(({ booking, apartment, building }) => ({
      ...dates(booking),
      marketType: '0' as const,
      apartmentId: apartment.id,
      title: `${building.name[lang]}, № ${apartment.number}`,
      address: building.address[lang],
      price: apartment.price,
      imageUrl: floorPlanUrl(apartment.id),
    })),
    ...secondary.map(({ booking, listing }) => ({
      ...dates(booking),
      marketType: '1' as const,
      apartmentId: listing.id,
      title: listing.title[lang],
      address: listing.address[lang],
      price: listing.price,
      imageUrl: listingImageUrl(listing.id),
    })),
  ].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.id - b.id);
}

