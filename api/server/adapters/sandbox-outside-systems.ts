import type { Clock } from '../clock';
import type { FileStorage } from '../storage/file-storage';
import { contractSenders, sandboxContractSystem } from './contract-system.sandbox';
import { sandboxCreditRegister } from './credit-register';
import { defaultDecisionDelayMs, sandboxDecisionEngine } from './decision-engine.sandbox';
import { sandboxIdentificationProvider } from './identification-provider.sandbox';
import { instantSandbox, type SandboxBehaviour } from './outside-system';
import { completionSenders, sandboxCompletionSystems } from '../services/lending/lending-completion';
import { defaultPartnerDelayMs, sandboxPartnerAvailability } from './partner-availability.sandbox';
import { sandboxPopulationRegistry } from './population-registry';
import { sandboxVideoCall } from './video-call.sandbox';

/** The outside systems pre-qualification asks, as sandboxes with the given latency and failure rate. */
export function sandboxOutsideSystems(clock: Clock, behaviour: SandboxBehaviour) {
  return { registry: sandboxPopulationRegistry(clock, behaviour), creditRegister: sandboxCreditRegister(behaviour) };
}

/** How long the lending sandboxes take to answer, `[min, max]` milliseconds (SANDBOX_DECISION_DELAY_MS, SANDBOX_PARTNER_DELAY_MS). */
export interface LendingSandboxDelays {
  decisionDelayMs: readonly [number, number];
  partnerDelayMs: readonly [number, number];
}

export const defaultLendingSandboxDelays: LendingSandboxDelays = { decisionDelayMs: defaultDecisionDelayMs, partnerDelayMs: defaultPartnerDelayMs };

/**
 * The outside systems a mortgage application asks: the bank's decision engine (deciding with the
 * registry and the credit register), the property's partner, and after the offer the process's
 * systems; the bank's contract system prints the package into `storage` (the store the API serves
 * its documents from), so its senders come with a store.
 */
export function sandboxLendingSystems(clock: Clock, behaviour: SandboxBehaviour, delays: LendingSandboxDelays = defaultLendingSandboxDelays, storage?: FileStorage) {
  const { registry, creditRegister } = sandboxOutsideSystems(clock, behaviour);
  // The notary, the property registry, the insurer, core banking and the branches (issue 17).
  const completion = sandboxCompletionSystems(behaviour);
  return {
    decisionEngine: sandboxDecisionEngine({ registry, creditRegister, delayMs: delays.decisionDelayMs }),
    partner: sandboxPartnerAvailability({ delayMs: delays.partnerDelayMs }),
    processSenders: { ...(storage ? contractSenders(sandboxContractSystem({ storage })) : {}), ...completionSenders(completion) },
    completion,
  };
}

/**
 * The lending process's providers the API calls (issue 17): the identification widget's and the video
 * call's sandboxes, whose pages and links are on `publicUrl`; the video call's room fails at `behaviour`'s rate.
 */
export function sandboxProcessProviders(publicUrl: string, behaviour: SandboxBehaviour = instantSandbox) {
  return { identification: sandboxIdentificationProvider({ publicUrl }), videoCall: sandboxVideoCall({ publicUrl, behaviour }), completion: sandboxCompletionSystems(instantSandbox) };
}
