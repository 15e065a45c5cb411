import { and, eq, inArray, sql } from 'drizzle-orm';
import { lendingPreparingStatuses } from '../../../contract/loan-application';
import type { PropertyRef } from '../../../contract/property-ref';
import type { Clock } from '../../clock';
import type { Queryable, Tx } from '../../db/database';
import { apartments, listings, loanApplications } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { oldPriceAfter, recordPriceChange } from '../catalogue/price-history.service';
import { applyLendingEvent, type LendingLogActor } from './lending-runtime';

const catalogueActor: LendingLogActor = { kind: 'system', source: 'catalogue' };

/** The catalogue's new price of a property, and the application drafts that must now have it confirmed. */
export interface PriceChange {
  price: number;
  /** The drafts on the property that took `price.changed`. */
  applicationIds: string[];
}

/** Writes the property's new price (its price per square metre, its old price); undefined when there is no such property. */
async function writePrice(tx: Tx, property: PropertyRef, price: number): Promise<{ previous: number } | undefined> {
  if (property.marketType === '0') {
    const [before] = await tx.select({ price: apartments.price }).from(apartments).where(eq(apartments.id, property.apartmentId)).for('update');
    if (!before) return undefined;
    await tx
      .update(apartments)
      .set({ price, pricePerSquareMetre: sql`round(${price}::numeric / nullif(${apartments.area}, 0))::bigint`, ...oldPriceAfter(before.price, price) })
      .where(eq(apartments.id, property.apartmentId));
    return { previous: before.price };
  }
  const [before] = await tx.select({ price: listings.price }).from(listings).where(eq(listings.id, property.apartmentId)).for('update');
  if (!before) return undefined;
  await tx
    .update(listings)
    .set({ price, pricePerSquareMetre: sql`round(${price}::numeric / nullif(${listings.area}, 0))::bigint`, ...oldPriceAfter(before.price, price) })
    .where(eq(listings.id, property.apartmentId));
  return { previous: before.price };
}

/**
 * Changes a catalogue property's price and, in the same transaction, sends `price.changed` with the
 * new price to every application draft that booked it: such a draft cannot be submitted until its
 * applicant confirms the new price ("Price changed", LOAN_APPLICATION.PRICE_CHANGED). Applications
 * already submitted keep the price they were submitted with. A partner changes their property's price
 * in the office (issue 18); the sandbox's control (PUT /api/sandbox/property-price) does for demos and tests.
 * The change goes into the property's price history (issue 22) in the same transaction.
 */
export async function changePropertyPrice(db: Queryable, clock: Clock, property: PropertyRef, price: number, publicUrl: string): Promise<PriceChange> {
  return db.transaction(async (tx) => {
    const written = await writePrice(tx, property, price);
    if (!written) throw notFound();
    await recordPriceChange(tx, property, { before: written.previous, after: price, at: clock.now() });
    const column = property.marketType === '0' ? loanApplications.apartmentId : loanApplications.listingId;
    const drafts = await tx
      .select({ id: loanApplications.id })
      .from(loanApplications)
      .where(and(eq(column, property.apartmentId), eq(loanApplications.marketType, property.marketType), inArray(loanApplications.status, [...lendingPreparingStatuses])));
    const applicationIds: string[] = [];
    for (const draft of drafts) {
      try {
        const result = await applyLendingEvent(tx, draft.id, { type: 'price.changed', price }, catalogueActor, clock, publicUrl);
        if (result.changed) applicationIds.push(draft.id);
      } catch (error) {
        // Submitted between the read and its lock: it keeps the price it was submitted with.
        if (!(error instanceof AppError && error.status === 409)) throw error;
      }
    }
    return { price, applicationIds };
  });
}
