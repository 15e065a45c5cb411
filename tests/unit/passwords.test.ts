import { describe, expect, it } from 'vitest';
import { hashPassword, setPasswordHashCost, standardHashCost, verifyPassword } from '../../api/server/security/passwords';
import { testHashCost } from '../support/password-hashing';

describe('password hashing', () => {
  it('hashes with argon2id at OWASP’s cost (19 MiB, 2 passes, 1 lane) unless a suite lowers it', async () => {
    const stored = await hashPassword('Sevan-2026!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Sevan-2026!')).toBe(true);
    expect(await verifyPassword(stored, 'sevan-2026!')).toBe(false);
  });

  it('verifies a hash by the cost it was made with: the suites’ cheaper hashes and the product’s both verify', async () => {
    setPasswordHashCost(testHashCost);
    try {
      const cheap = await hashPassword('Dilijan-7');
      expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
      expect(await verifyPassword(cheap, 'Dilijan-7')).toBe(true);
    } finally {
      setPasswordHashCost(standardHashCost);
    }
    expect(await hashPassword('Dilijan-7')).toMatch(/m=19456,t=2/);
    expect(await verifyPassword('not a hash', 'Dilijan-7')).toBe(false);
  });
});
