import { enteredEffects, type LendingEffect } from '../../../../machines/lending/lending-effects';
import type { LendingSnapshot } from '../../../../machines/lending/lending.machine';
import type { Tx } from '../../db/database';
import type { ReleaseReason } from '../../db/schema';
import { releaseBookingInTransaction } from '../bookings.service';
import { sellBookedProperty } from './booked-property';
import { enqueueLendingRequest } from './lending-outbox';
import type { LendingApplicationRow, LendingEffectDeps } from './lending-status-effects';

/**
 * The one interpreter of what the lending chart declares its states cause on entry
 * (machines/lending/lending-effects.ts), run by applyLendingEvent in the event's transaction: each
 * request becomes an outbox row, and the booked home is released or sold. It returns the effects it
 * ran, so a test can hold them against what the database holds.
 */
export async function runEntryEffects(
  tx: Tx,
  application: LendingApplicationRow,
  seq: number,
  before: LendingSnapshot,
  after: LendingSnapshot,
  deps: LendingEffectDeps,
): Promise<readonly LendingEffect[]> {
  const effects = enteredEffects(before.value, after.value);
  const now = deps.clock.now();
  for (const effect of effects) {
    if (effect.kind === 'request') {
      await enqueueLendingRequest(tx, application.id, seq, effect.request, after, now);
      continue;
    }
    if (application.bookingId === null) continue;
    // The loan is paid out: the booking becomes the sale and the property leaves the offer (booked-property.ts).
    if (effect.property === 'sell') {
      await sellBookedProperty(tx, application.bookingId, now);
      continue;
    }
    if (deps.publicUrl === undefined) throw new Error('releasing a loan application booking needs the public URL for the watchers notice');
    const reason: ReleaseReason = after.matches('expired') ? 'expired' : 'unbooked';
    await releaseBookingInTransaction(tx, now, deps.publicUrl, application.bookingId, reason);
  }
  return effects;
}
