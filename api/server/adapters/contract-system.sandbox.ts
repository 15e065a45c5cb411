import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { deadlines } from '../db/schema';
import { scheduleDeadline } from '../jobs/scheduler';
import { endOfNextWorkingDay } from '../lib/armenian-calendar';
import { storePackage } from '../services/lending/lending-package.service';
import type { FileStorage } from '../storage/file-storage';
import { contractAnswerKind, type ContractAnswer, type ContractAnswerPayload, type ContractSystem } from './contract-system';

/** How long the sandbox contract system takes, `[min, max]` milliseconds each (the defaults below unless a test gives others). */
export interface ContractSandboxDelays {
  /** From the request to the package prepared. */
  prepareMs: readonly [number, number];
  /** From prepared to checked by the bank. */
  checkMs: readonly [number, number];
  /** From the signed package to the loan approved. */
  approveMs: readonly [number, number];
}

/** Realistic defaults, well within the 1 working day the bank has: a few minutes each. */
export const defaultContractDelays: ContractSandboxDelays = { prepareMs: [60_000, 180_000], checkMs: [60_000, 120_000], approveMs: [60_000, 180_000] };

export interface SandboxContractOptions {
  /** Where the package's PDFs are kept: the same store the API serves them from. */
  storage: FileStorage;
  delays?: ContractSandboxDelays;
  random?: () => number;
}

/** Whether the system has answered this request already (a key it has seen is answered once). */
async function seen(tx: Tx, idempotencyKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: deadlines.id })
    .from(deadlines)
    .where(and(eq(deadlines.kind, contractAnswerKind), sql`${deadlines.payload}->>'idempotencyKey' = ${idempotencyKey}`))
    .limit(1);
  return row !== undefined;
}

/**
 * The sandbox of the bank's contract system. Asked to prepare a package, it prints every document
 * in each person's language with the offer's real figures (lending-package-pdf.ts), stores them
 * with their SHA-256 as the application's next package, and answers `package.prepared` after its
 * delay (signable until the bank's close on the next working day after that, Yerevan's calendar),
 * then `package.checked` a little later. Asked to approve the loan on a signed package, it answers
 * `bank.loanApproved` after its delay. Each answer is a deadline row written in the outbox's
 * transaction, so it survives a restart and runs on any instance.
 */
export function sandboxContractSystem(options: SandboxContractOptions): ContractSystem {
  const random = options.random ?? Math.random;
  const delays = options.delays ?? defaultContractDelays;
  const pick = ([min, max]: readonly [number, number]) => Math.round(min + (max - min) * random());
  const answer = (tx: Tx, applicationId: string, idempotencyKey: string, at: Date, reply: ContractAnswer) => {
    const payload: ContractAnswerPayload = { applicationId, idempotencyKey, answer: reply };
    return scheduleDeadline(tx, { kind: contractAnswerKind, dueAt: at, payload: { ...payload } });
  };
  return {
    async preparePackage(tx, request, now) {
      if (await seen(tx, request.idempotencyKey)) return;
      const { application, snapshot } = request;
      const packageNo = await storePackage(tx, options.storage, application, snapshot, now);
      const preparedAt = new Date(now.getTime() + pick(delays.prepareMs));
      const checkedAt = new Date(preparedAt.getTime() + pick(delays.checkMs));
      await answer(tx, application.id, request.idempotencyKey, preparedAt, { event: 'package.prepared', packageNo, expiresAt: endOfNextWorkingDay(preparedAt).toISOString() });
      await answer(tx, application.id, request.idempotencyKey, checkedAt, { event: 'package.checked', packageNo });
    },
    async approveLoan(tx, request, now) {
      if (await seen(tx, request.idempotencyKey)) return;
      await answer(tx, request.application.id, request.idempotencyKey, new Date(now.getTime() + pick(delays.approveMs)), { event: 'bank.loanApproved' });
    },
  };
}

/** The process senders of the contract system, by outbox kind. */
export const contractSenders = (system: ContractSystem) => ({ 'bank.preparePackage': system.preparePackage, 'bank.approveLoan': system.approveLoan }) as const;
