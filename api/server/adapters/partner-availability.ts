import type { MarketType } from '../../contract/property-ref';
import type { Tx } from '../db/database';

/** Which catalogue property an application booked: an apartment (primary) or a listing (secondary) by id. */
export interface PropertyConfirmationRequest {
  applicationId: string;
  marketType: MarketType;
  apartmentId: number;
}

export type PartnerAnswer = 'confirmed' | 'refused';

/**
 * The developer or agency behind a catalogue property, asked to confirm the property is still
 * available for the application that booked it. `requestConfirmation` resolves once the partner has
 * the request and throws OutsideSystemUnavailable when it cannot be reached (asked again later). The
 * answer comes back later as a deadline of kind `partnerAnswerKind` written in `tx` (the sandbox); a
 * request sent again with the same idempotency key is answered once.
 */
export interface PartnerAvailability {
  requestConfirmation(tx: Tx, request: PropertyConfirmationRequest, idempotencyKey: string, now: Date): Promise<void>;
}

/** The deadline kind that carries a partner's answer to the application. */
export const partnerAnswerKind = 'partner.availabilityAnswer';

export interface PartnerAnswerPayload {
  applicationId: string;
  idempotencyKey: string;
  answer: PartnerAnswer;
}
