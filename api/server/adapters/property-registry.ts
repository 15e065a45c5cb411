import type { Tx } from '../db/database';

/*
 * The property registry (the cadastre): after the notary certified the deal it registers the buyer's
 * ownership and the bank's mortgage on the property (issue 17: RightsRegistered).
 */

/** The deal the notary certified for an application. */
export interface RightsRegistrationRequest {
  applicationId: string;
  notaryId: string;
  certifiedAt: Date;
}

export interface PropertyRegistry {
  /**
   * Takes the certified deal; registry.rightsRegistered comes back later as an answer row
   * (notary.ts `processAnswerKind`). A key it has seen is registered once. Throws
   * OutsideSystemUnavailable when the registry cannot take it now.
   */
  registerRights(tx: Tx, request: RightsRegistrationRequest, idempotencyKey: string, now: Date): Promise<void>;
}
