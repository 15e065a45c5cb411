import { minutes } from '../clock';
import type { CoreBanking } from './core-banking';
import { delayWithin, scheduleProcessAnswer, type DelayRange } from './notary.sandbox';
import { sandboxCall, type SandboxBehaviour } from './outside-system';

/** The sandbox core banking pays out within 10 to 30 minutes. */
export const defaultDisbursementDelayMs: DelayRange = [minutes(10), minutes(30)];

/** The sandbox core banking: takes the payout order (or is unavailable at the sandbox's failure rate) and answers coreBanking.loanDisbursed after its delay. */
export function sandboxCoreBanking(options: { behaviour: SandboxBehaviour; delayMs?: DelayRange; random?: () => number }): CoreBanking {
  const random = options.random ?? Math.random;
  return {
    async disburseLoan(tx, request, idempotencyKey, now) {
      await sandboxCall(options.behaviour, 'coreBanking');
      if (!Number.isInteger(request.amount) || request.amount <= 0) throw new Error(`core banking cannot pay out application ${request.applicationId}: no approved amount`);
      const dueAt = new Date(now.getTime() + delayWithin(options.delayMs ?? defaultDisbursementDelayMs, random));
      await scheduleProcessAnswer(tx, { applicationId: request.applicationId, idempotencyKey: `${idempotencyKey}:coreBanking.loanDisbursed`, event: { type: 'coreBanking.loanDisbursed' }, source: 'core-banking' }, dueAt);
    },
  };
}
