import { randomInt } from 'node:crypto';
import { OutsideSystemUnavailable, sandboxCall, type SandboxBehaviour } from './outside-system';
import { VarpetRefusal, type VarpetPlatform } from './varpet';

/**
 * The sandbox's platform, chosen by phone number like a payment provider's test cards (the README lists
 * them): a number ending in 000000 is refused by the partner, one ending in 999999 finds the platform
 * down; any other is delivered. It fails on its own at the sandbox's failure rate too.
 */
export const varpetSandboxPhones = { refused: '000000', down: '999999' } as const;

export function sandboxVarpet(behaviour: SandboxBehaviour): VarpetPlatform {
  const delivered = new Map<string, string>();
  return {
    async send(request) {
      await sandboxCall(behaviour, 'varpet');
      if (request.phoneNumber.endsWith(varpetSandboxPhones.down)) throw new OutsideSystemUnavailable('varpet');
      if (request.phoneNumber.endsWith(varpetSandboxPhones.refused)) throw new VarpetRefusal(request.partner);
      const known = delivered.get(request.idempotencyKey);
      if (known) return { reference: known };
      const reference = `VP-${String(randomInt(10_000_000, 100_000_000))}`;
      delivered.set(request.idempotencyKey, reference);
      return { reference };
    },
  };
}
