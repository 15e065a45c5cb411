import type { MortgageReason } from '../../contract/calculations/borrowing';
import type { RepaymentType } from '../../contract/calculations/loan';
import type { Currency } from '../../contract/calculations/money';
import type { DocumentType, RefusalReason, reviewDocuments } from '../../contract/prequal';
import type { MarketType } from '../../contract/property-ref';
import type { LendingOffer, LendingParty } from '../../../machines/lending/lending.machine';
import type { Tx } from '../db/database';

/** One person the engine decides on, as their applicant-data step gave them. */
export interface DecisionPerson {
  socialCard: string;
  documentType: DocumentType;
  documentNumber: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  /** The income tax withheld each month, drams: the engine derives the income from it. */
  monthlyIncomeTax: number;
}

/**
 * What the bank's decision engine decides on: the applicant (and the co-applicant, applying together)
 * as the wizard's applicant-data steps gave them, and the loan as its loan-info step asked for it.
 * Money is in the loan currency's minor unit, the property's price and the income tax in drams.
 */
export interface DecisionRequest extends DecisionPerson {
  applicationId: string;
  /** The accepted co-applicant (issue 16): the joint income and both credit histories decide; null applying alone. */
  coApplicant: DecisionPerson | null;
  amount: number;
  termMonths: number;
  currency: Currency;
  repaymentType: RepaymentType;
  reason: MortgageReason;
  propertyPrice: number;
  marketType: MarketType;
}

/** The engine's answer about one request: each becomes one event of the lending chart. */
export type DecisionAnswer =
  | { outcome: 'approved'; offer: LendingOffer }
  | { outcome: 'rejected'; reason: RefusalReason }
  | { outcome: 'manualReview'; documents: (typeof reviewDocuments)[number][] }
  /** Whose document the registry does not know as given. */
  | { outcome: 'documentMismatch'; person: LendingParty };

/**
 * The bank's decision engine. `submit` hands it an application and resolves once the engine has taken
 * it (the chart's `bank.received`); it throws OutsideSystemUnavailable when the engine cannot take it
 * now (`bank.unavailable`, sent again later). The decision comes back later, as a deadline of kind
 * `decisionAnswerKind` written in `tx` (the sandbox), which lending-decision-answers.ts turns into
 * the chart's event. A request sent again with the same idempotency key is the same request: the
 * engine does not decide it twice.
 */
export interface DecisionEngine {
  submit(tx: Tx, request: DecisionRequest, idempotencyKey: string, now: Date): Promise<void>;
}

/** The deadline kind that carries an answer of the engine to the application. */
export const decisionAnswerKind = 'decisionEngine.answer';

export interface DecisionAnswerPayload {
  applicationId: string;
  idempotencyKey: string;
  answer: DecisionAnswer;
}
