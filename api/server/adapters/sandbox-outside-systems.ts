import type { Clock } from '../clock';
import { sandboxCreditRegister } from './credit-register';
import type { SandboxBehaviour } from './outside-system';
import { sandboxPopulationRegistry } from './population-registry';

/** The outside systems pre-qualification asks, as sandboxes with the given latency and failure rate. */
export function sandboxOutsideSystems(clock: Clock, behaviour: SandboxBehaviour) {
  return { registry: sandboxPopulationRegistry(clock, behaviour), creditRegister: sandboxCreditRegister(behaviour) };
}
