import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the package's enum is a const enum, which isolated modules cannot read. */
const argon2id = 2 as Algorithm;

export interface PasswordHashCost {
  /** KiB of memory each hash fills. */
  memoryCost: number;
  /** Passes over it. */
  timeCost: number;
}

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): what the product always uses. */
export const standardHashCost: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };
let cost = standardHashCost;

/**
 * For the test suites only (tests/support/password-hashing.ts), which sign up thousands of people:
 * a smaller cost, still argon2id. Verifying reads the cost from the stored hash, so a hash made at
 * either cost verifies the same way.
 */
export function setPasswordHashCost(next: PasswordHashCost) {
  cost = next;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id, ...cost, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when the e-mail is unknown, so a wrong e-mail takes as
 * long as a wrong password and the answer time does not tell which accounts exist.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword('decoy password that is never used'));
}
