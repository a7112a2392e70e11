import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { createDatabase } from '../db/database.ts';

// The tests hash at a low cost (PASSWORD_SCRYPT_COST in test/app.ts); the app built from a
// production environment, where that variable is unset, still hashes at OWASP's N=2^14, r=8, p=5.
describe('back-office password cost', () => {
  const hashOf = async (env: Record<string, string>) => {
    const target = { dialect: 'sqlite', file: ':memory:' } as const;
    const db = createDatabase(target);
    const t = await createTestApp({ seed: true, env, database: { target, db } });
    try {
      await t.app.services.adminAuth.createAccount('ops@rent.test', 'correct horse battery staple');
      return (await t.repositories.adminUsers.findByEmail('ops@rent.test'))?.passwordHash;
    } finally {
      await t.close();
      await db.destroy();
    }
  };

  it('is the production cost in an app configured for production', async () => {
    expect(await hashOf({ NODE_ENV: 'production', PASSWORD_SCRYPT_COST: '' })).toMatch(
      /^scrypt\$16384\$8\$5\$/,
    );
  });

  it('is the lower cost the tests configure elsewhere', async () => {
    expect(await hashOf({})).toMatch(/^scrypt\$1024\$8\$1\$/);
  });
});
