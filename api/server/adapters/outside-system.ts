/** An outside system did not answer (down, timed out): the caller shows "service unavailable" and may retry. */
export class OutsideSystemUnavailable extends Error {
  constructor(
    readonly system:
      | 'populationRegistry'
      | 'creditRegister'
      | 'decisionEngine'
      | 'partnerAvailability'
      | 'identificationProvider'
      | 'videoCallProvider'
      | 'notary'
      | 'propertyRegistry'
      | 'insurer'
      | 'coreBanking'
      | 'varpet',
  ) {
    super(`${system} is unavailable`);
    this.name = 'OutsideSystemUnavailable';
  }
}

/** How a sandbox behaves like the real system: how long it takes, and how often it fails on its own. */
export interface SandboxBehaviour {
  /** Each answer takes between these many milliseconds. */
  latencyMs: readonly [min: number, max: number];
  /** The share of calls that fail as if the connection dropped (0 to 1); personas fail on purpose too. */
  failureRate: number;
  random?: () => number;
}

export const instantSandbox: SandboxBehaviour = { latencyMs: [0, 0], failureRate: 0 };

/** Waits the sandbox's latency, then fails at its failure rate, as a call over the network would. */
export async function sandboxCall(behaviour: SandboxBehaviour, system: OutsideSystemUnavailable['system']): Promise<void> {
  const random = behaviour.random ?? Math.random;
  const [min, max] = behaviour.latencyMs;
  const wait = min + (max - min) * random();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (random() < behaviour.failureRate) throw new OutsideSystemUnavailable(system);
}
