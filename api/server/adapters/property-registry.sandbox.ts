import { hours } from '../clock';
import { sandboxCall, type SandboxBehaviour } from './outside-system';
import { delayWithin, scheduleProcessAnswer, type DelayRange } from './notary.sandbox';
import type { PropertyRegistry } from './property-registry';

/** The sandbox registry registers a certified deal within 2 to 6 hours. */
export const defaultRegistrationDelayMs: DelayRange = [hours(2), hours(6)];

/**
 * The sandbox property registry: it takes the certified deal (or is unavailable at the sandbox's
 * failure rate: the notary sends it again) and answers registry.rightsRegistered after its delay.
 */
export function sandboxPropertyRegistry(options: { behaviour: SandboxBehaviour; delayMs?: DelayRange; random?: () => number }): PropertyRegistry {
  const random = options.random ?? Math.random;
  return {
    async registerRights(tx, request, idempotencyKey, now) {
      await sandboxCall(options.behaviour, 'propertyRegistry');
      const dueAt = new Date(now.getTime() + delayWithin(options.delayMs ?? defaultRegistrationDelayMs, random));
      await scheduleProcessAnswer(tx, { applicationId: request.applicationId, idempotencyKey: `${idempotencyKey}:registry.rightsRegistered`, event: { type: 'registry.rightsRegistered' }, source: 'property-registry' }, dueAt);
    },
  };
}
