import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, scryptCost, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt at OWASP cost with a fresh salt, and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(await hashPassword('correct horse battery staple')).not.toBe(hash);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies a hash of a lower cost and says it needs rehashing; refuses a malformed one', async () => {
    const cheap = await hashPassword('another long password', { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword('another long password', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(scryptCost.N).toBeGreaterThanOrEqual(2 ** 17);
  });
});
