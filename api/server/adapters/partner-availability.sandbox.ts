import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { apartments, deadlines, listings } from '../db/schema';
import { sandboxPartyMode } from './sandbox-party-modes';
import { scheduleDeadline } from '../jobs/scheduler';
import { partnerAnswerKind, type PartnerAnswer, type PartnerAnswerPayload, type PartnerAvailability, type PropertyConfirmationRequest } from './partner-availability';

/** A realistic default: the developer or agency answers within 10 to 30 seconds (SANDBOX_PARTNER_DELAY_MS). */
export const defaultPartnerDelayMs = [10_000, 30_000] as const;

/** The sandbox's property its partner refuses: flat number 13 of any building, or a resale listing whose code ends in 13. */
export const sandboxRefusedProperty = { apartmentNumber: 13, listingCodeEnding: '13' } as const;

export interface SandboxPartnerOptions {
  /** How long the answer takes, `[min, max]` milliseconds. */
  delayMs: readonly [number, number];
  random?: () => number;
}

/** Whether the sandbox's partner refuses this property (see `sandboxRefusedProperty`, README "Mortgage application sandbox"). */
export async function sandboxPartnerAnswer(tx: Tx, request: PropertyConfirmationRequest): Promise<PartnerAnswer> {
  if (request.marketType === '0') {
    const [row] = await tx.select({ number: apartments.number }).from(apartments).where(eq(apartments.id, request.apartmentId));
    return row?.number === sandboxRefusedProperty.apartmentNumber ? 'refused' : 'confirmed';
  }
  const [row] = await tx.select({ code: listings.code }).from(listings).where(eq(listings.id, request.apartmentId));
  return row?.code.endsWith(sandboxRefusedProperty.listingCodeEnding) ? 'refused' : 'confirmed';
}

/**
 * The sandbox developer or agency: confirms the booked property after its delay, or refuses the
 * sandbox's refused property, through a deadline row written in the caller's transaction (it survives
 * a restart and runs on any instance). A key it has seen is answered once.
 */
export function sandboxPartnerAvailability(options: SandboxPartnerOptions): PartnerAvailability {
  const random = options.random ?? Math.random;
  return {
    async requestConfirmation(tx, request, idempotencyKey, now) {
      const [seen] = await tx
        .select({ id: deadlines.id })
        .from(deadlines)
        .where(and(eq(deadlines.kind, partnerAnswerKind), sql`${deadlines.payload}->>'idempotencyKey' = ${idempotencyKey}`))
        .limit(1);
      // In manual mode the request waits in the partner's workspace of the office.
      if (seen || (await sandboxPartyMode(tx, 'partner')) === 'manual') return;
      const answer = await sandboxPartnerAnswer(tx, request);
      const [min, max] = options.delayMs;
      const payload: PartnerAnswerPayload = { applicationId: request.applicationId, idempotencyKey, answer };
      await scheduleDeadline(tx, { kind: partnerAnswerKind, dueAt: new Date(now.getTime() + Math.round(min + (max - min) * random())), payload: { ...payload } });
    },
  };
}
