import { and, asc, eq, isNotNull, isNull, notInArray, type SQL } from 'drizzle-orm';
import { bookingRules, type Booking, type BookingsCount } from '../../contract/bookings';
import { propertyKey, propertyPath, type MarketType, type PropertyRef } from '../../contract/property-ref';
import type { Language } from '../../contract/validation';
import { days, type Clock } from '../clock';
import type { Db, Queryable, Tx } from '../db/database';
import { availabilityWatches, bookings, lendingFinalStatuses, loanApplications, type ReleaseReason } from '../db/schema';
import { AppError } from '../http/app-error';
import { scheduleDeadline, type DeadlineHandler } from '../jobs/scheduler';
import { notify } from './notifications.service';
import { cardIn, claimProperty, freeProperty, isHeld, propertyCard, propertyCards, propertyState, refColumn, refOfRow, refValues } from './property-tables';

export const bookingReleaseKind = 'booking.release';

const active = (userId: string): SQL => and(eq(bookings.userId, userId), isNull(bookings.releasedAt)) as SQL;

/** Why a property could not be claimed: it does not exist, the user holds it, someone else does, or it is not offered. */
async function refusal(tx: Tx, userId: string, ref: PropertyRef): Promise<AppError> {
  const state = await propertyState(tx, ref);
  if (!state) return new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
  const [mine] = await tx.select({ id: bookings.id }).from(bookings).where(and(active(userId), eq(refColumn(bookings, ref.marketType), ref.apartmentId)));
  if (mine) return new AppError('BOOKING', 'ALREADY_BOOKED_BY_YOU');
  // Rentals are not booked through the platform: one marked booked is simply not offered. A loan
  // application's booking waiting for the partner's approval is someone's booking too.
  if (isHeld(state.availability) && state.deal === 'sale') return new AppError('BOOKING', 'APARTMENT_ALREADY_BOOKED');
  return new AppError('APARTMENT', 'APARTMENT_UNAVAILABLE');
}

/** The hold a booking starts with and whether its own deadline releases it (a loan application's booking ends with the application instead). */
export interface BookingHold {
  expiresAt: Date;
  scheduleRelease: boolean;
}

/**
 * Books a property inside the caller's transaction. Both limits are unique indexes: the booking takes
 * the user's first free slot of two, and a property has one active booking; a refusal throws the
 * catalogued error, and the caller's transaction, rolled back by it, changes nothing.
 */
export async function bookInTransaction(tx: Tx, now: Date, userId: string, ref: PropertyRef, hold: BookingHold): Promise<number> {
  if (!(await claimProperty(tx, ref))) throw await refusal(tx, userId, ref);
  for (let slot = 1; slot <= bookingRules.maxActive; slot += 1) {
    const [row] = await tx
      .insert(bookings)
      .values({ userId, ...refValues(ref), slot, createdAt: now, expiresAt: hold.expiresAt })
      .onConflictDoNothing()
      .returning({ id: bookings.id });
    if (row) {
      if (hold.scheduleRelease) await scheduleDeadline(tx, { kind: bookingReleaseKind, dueAt: hold.expiresAt, payload: { bookingId: row.id } });
      return row.id;
    }
  }
  throw new AppError('BOOKING', 'MAX_BOOKINGS_REACHED', { max: bookingRules.maxActive });
}

/** The user's own active booking of a property, locked until the transaction ends, if they hold one. */
export async function lockOwnBooking(tx: Tx, userId: string, ref: PropertyRef) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(active(userId), eq(refColumn(bookings, ref.marketType), ref.apartmentId)))
    .for('update');
  return row;
}

/**
 * Books a property for its hold (2 or 5 days). Everything happens in one transaction, so a refused
 * request changes nothing, whatever the number of server instances.
 */
export async function bookProperty(db: Db, clock: Clock, userId: string, marketType: MarketType, id: number, lang: Language): Promise<Booking> {
  const ref: PropertyRef = { marketType, apartmentId: id };
  const bookingId = await db.transaction(async (tx) => {
    const now = clock.now();
    return bookInTransaction(tx, now, userId, ref, { expiresAt: new Date(now.getTime() + days(bookingRules.holdDays[marketType])), scheduleRelease: true });
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
  const property = refOfRow(booking);
  await freeProperty(tx, property);
  const title = (await propertyCard(tx, property))?.title ?? { hy: `№ ${property.apartmentId}`, ru: `№ ${property.apartmentId}`, en: `№ ${property.apartmentId}` };
  // Only sales are booked, so the page is the sale's.
  const path = propertyPath({ ...property, deal: 'sale' });
  const link = (lang: Language) => `${publicUrl}/${lang}${path}`;
  const ref = { ...property, deal: 'sale' as const, property: title };
  const watchers = await tx
    .update(availabilityWatches)
    .set({ notifiedAt: now })
    .where(and(eq(refColumn(availabilityWatches, property.marketType), property.apartmentId), isNull(availabilityWatches.notifiedAt)))
    .returning({ userId: availabilityWatches.userId });
  for (const watcher of watchers) {
    await notify(tx, now, watcher.userId, { kind: 'propertyAvailable', params: ref }, { email: { template: 'propertyAvailable', params: (lang) => ({ property: title[lang], link: link(lang) }) } });
  }
  return { booking, ref, link, marketType: property.marketType };
}

/** Releases a booking inside the caller's transaction (a loan application that ended); false when it was no longer active. */
export async function releaseBookingInTransaction(tx: Tx, now: Date, publicUrl: string, bookingId: number, reason: ReleaseReason): Promise<boolean> {
  return (await release(tx, now, publicUrl, eq(bookings.id, bookingId), reason)) !== undefined;
}

/** Unbook (POST unbook by booking id): only the user's own active booking. */
export async function unbook(db: Db, clock: Clock, publicUrl: string, userId: string, bookingId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // A loan application's booking lasts as long as the application: deleting the draft releases it.
    const [held] = await tx
      .select({ id: loanApplications.id })
      .from(loanApplications)
      .where(and(eq(loanApplications.bookingId, bookingId), eq(loanApplications.mainApplicantId, userId), notInArray(loanApplications.status, [...lendingFinalStatuses])));
    if (held) throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED');
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
  const ref: PropertyRef = { marketType, apartmentId: id };
  return db.transaction(async (tx) => {
    const state = await propertyState(tx, ref);
    if (!state) throw new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
    const [mine] = await tx.select({ id: bookings.id }).from(bookings).where(and(active(userId), eq(refColumn(bookings, marketType), id)));
    if (mine) throw new AppError('BOOKING', 'ALREADY_BOOKED_BY_YOU');
    if (!isHeld(state.availability)) throw new AppError('USER_NOTIFICATION', 'PROPERTY_NOT_BOOKED');
    const [watch] = await tx
      .insert(availabilityWatches)
      .values({ userId, ...refValues(ref), createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ id: availabilityWatches.id });
    if (!watch) throw new AppError('USER_NOTIFICATION', 'ALREADY_SUBSCRIBED');
    return watch;
  });
}

export async function countBookings(q: Queryable, userId: string): Promise<BookingsCount> {
  const rows = await q.select({ apartmentId: bookings.apartmentId, listingId: bookings.listingId }).from(bookings).where(active(userId));
  const byMarket: Record<MarketType, number> = { '0': 0, '1': 0 };
  for (const row of rows) byMarket[refOfRow(row).marketType] += 1;
  return { primary: byMarket['0'], secondary: byMarket['1'], total: rows.length, max: bookingRules.maxActive };
}

/** The user's active bookings, the soonest to end first, each with what its card shows. */
export async function listBookings(q: Queryable, userId: string, lang: Language, marketType?: MarketType, onlyId?: number): Promise<Booking[]> {
  const rows = await q
    .select()
    .from(bookings)
    .where(and(active(userId), marketType === undefined ? undefined : isNotNull(refColumn(bookings, marketType)), onlyId === undefined ? undefined : eq(bookings.id, onlyId)))
    .orderBy(asc(bookings.expiresAt), asc(bookings.id));
  const cards = await propertyCards(q, rows.map(refOfRow));
  return rows.flatMap((booking) => {
    const card = cards.get(propertyKey(refOfRow(booking)));
    return card ? [{ id: booking.id, ...cardIn(card, lang), createdAt: booking.createdAt.toISOString(), expiresAt: booking.expiresAt.toISOString() }] : [];
  });
}
