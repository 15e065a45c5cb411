import { setPasswordHashCost, type PasswordHashCost } from '../../api/server/security/passwords';

/**
 * The suites sign up and sign in thousands of people: at the product's cost (19 MiB, 2 passes) each
 * hash takes 14 ms of a quiet core and about 80 ms of a busy CI run's. They hash with argon2id at
 * 1 MiB and one pass instead; tests/unit/passwords.test.ts checks the product's own cost.
 */
export const testHashCost: PasswordHashCost = { memoryCost: 1024, timeCost: 1 };

export function useTestPasswordHashing() {
  setPasswordHashCost(testHashCost);
}
