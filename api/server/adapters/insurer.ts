import type { Tx } from '../db/database';

/*
 * The insurer: once the rights are registered it insures the pledged property for the loan's term
 * (issue 17: PropertyInsured).
 */

export interface PropertyInsuranceRequest {
  applicationId: string;
  /** The property's price, drams (the sum insured). */
  price: number;
  /** The loan's term. */
  termMonths: number;
}

export interface Insurer {
  /**
   * Takes the request; insurer.propertyInsured comes back later as an answer row (notary.ts
   * `processAnswerKind`). A key it has seen is insured once. Throws OutsideSystemUnavailable when the
   * insurer cannot take it now (the outbox tries again after a back-off).
   */
  insureProperty(tx: Tx, request: PropertyInsuranceRequest, idempotencyKey: string, now: Date): Promise<void>;
}
