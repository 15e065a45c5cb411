import type { Tx } from '../db/database';

/*
 * The bank's core banking system: it opens the loan account and pays the loan out to the seller
 * (issue 17: LoanDisbursed), after the insurance (a new building) or the branch visit (a resale home).
 */

export interface DisbursementRequest {
  applicationId: string;
  /** What is paid out, in the loan currency's minor unit (drams for AMD). */
  amount: number;
  currency: string;
  /** The monthly repayment day (1-20), when the contract's data gave it. */
  repaymentDay: number | null;
}

export interface CoreBanking {
  /**
   * Takes the payout order; coreBanking.loanDisbursed comes back later as an answer row (notary.ts
   * `processAnswerKind`). A key it has seen pays once. Throws OutsideSystemUnavailable when core
   * banking cannot take it now (the outbox tries again after a back-off).
   */
  disburseLoan(tx: Tx, request: DisbursementRequest, idempotencyKey: string, now: Date): Promise<void>;
}
