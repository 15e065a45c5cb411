import type { ProcessRequestSender } from '../services/lending/lending-outbox-sender';

/**
 * The bank's contract system (issue 17): after the people have presented the contract's data it
 * prepares the contract package (the loan agreement, the mortgage agreement, the repayment schedule
 * and the insurance terms, each person's in their language) and checks it; after everyone has signed,
 * it approves the loan. Each request is one of the lending outbox (`bank.preparePackage`,
 * `bank.approveLoan`), sent in the outbox's transaction with its idempotency key; the system answers
 * later with a deadline of kind `contractAnswerKind` written in that transaction (the sandbox), which
 * lending-package.service.ts turns into the chart's event. A request sent again with the same key is
 * answered once.
 */
export interface ContractSystem {
  preparePackage: ProcessRequestSender;
  approveLoan: ProcessRequestSender;
}

/** The deadline kind that carries an answer of the contract system to the application. */
export const contractAnswerKind = 'bankContract.answer';

/** What the contract system answers: the package prepared (signable until `expiresAt`), checked, or the loan approved. */
export type ContractAnswer = { event: 'package.prepared'; packageNo: number; expiresAt: string } | { event: 'package.checked'; packageNo: number } | { event: 'bank.loanApproved' };

export interface ContractAnswerPayload {
  applicationId: string;
  /** The idempotency key of the outbox request this answers. */
  idempotencyKey: string;
  answer: ContractAnswer;
}
