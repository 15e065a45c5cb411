import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { apartments, bookings, listings } from '../../db/schema';

/**
 * The loan is paid out (LoanDisbursed): the booking becomes the sale. It ends as 'sold' (not released:
 * nobody waiting for the property is told it is free) and the property leaves the catalogue's offer
 * ('notAvailable'), in the transaction of the payout.
 */
export async function sellBookedProperty(tx: Tx, bookingId: number, now: Date): Promise<boolean> {
  const [booking] = await tx
    .update(bookings)
    .set({ releasedAt: now, releaseReason: 'sold' })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.releasedAt)))
    .returning();
  if (!booking) return false;
  if (booking.apartmentId !== null) await tx.update(apartments).set({ availability: 'notAvailable' }).where(eq(apartments.id, booking.apartmentId));
  if (booking.listingId !== null) await tx.update(listings).set({ availability: 'notAvailable' }).where(eq(listings.id, booking.listingId));
  return true;
}
