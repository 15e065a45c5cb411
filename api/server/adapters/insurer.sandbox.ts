import { minutes } from '../clock';
import type { Insurer } from './insurer';
import { delayWithin, scheduleProcessAnswer, type DelayRange } from './notary.sandbox';
import { sandboxCall, type SandboxBehaviour } from './outside-system';

/** The sandbox insurer issues the policy within 30 to 90 minutes. */
export const defaultInsuranceDelayMs: DelayRange = [minutes(30), minutes(90)];

/** The sandbox insurer: takes the request (or is unavailable at the sandbox's failure rate) and answers insurer.propertyInsured after its delay. */
export function sandboxInsurer(options: { behaviour: SandboxBehaviour; delayMs?: DelayRange; random?: () => number }): Insurer {
  const random = options.random ?? Math.random;
  return {
    async insureProperty(tx, request, idempotencyKey, now) {
      await sandboxCall(options.behaviour, 'insurer');
      if (!(request.price > 0) || !(request.termMonths > 0)) throw new Error(`the insurer cannot insure application ${request.applicationId} without a price and a term`);
      const dueAt = new Date(now.getTime() + delayWithin(options.delayMs ?? defaultInsuranceDelayMs, random));
      await scheduleProcessAnswer(tx, { applicationId: request.applicationId, idempotencyKey: `${idempotencyKey}:insurer.propertyInsured`, event: { type: 'insurer.propertyInsured' }, source: 'insurer' }, dueAt);
    },
  };
}
