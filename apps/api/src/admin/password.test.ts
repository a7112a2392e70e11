import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, owaspScryptCosts, scryptCost, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt at an OWASP cost with a fresh salt, and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
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
    expect(owaspScryptCosts).toContainEqual(scryptCost);
  });

  it("verifies a hash made at OWASP's N=2^17 cost (the one used before) and makes it again at today's", async () => {
    const before = await hashPassword('a password from last year', { N: 2 ** 17, r: 8, p: 1 });
    expect(await verifyPassword('a password from last year', before)).toBe(true);
    expect(await verifyPassword('a password from last yea', before)).toBe(false);
    expect(needsRehash(before)).toBe(true);
  });
});
