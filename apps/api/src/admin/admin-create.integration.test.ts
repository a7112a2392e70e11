import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { repositoriesFor } from '../../test/repositories.ts';
import { repositoryFactory } from '../repositories.ts';
import { type AdminCreateIo, runAdminCreate } from './admin-create.ts';
import { verifyPassword } from './password.ts';

describeEachDialect('npm run admin:create on $name', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await dialect.create();
  });
  afterAll(() => t?.destroy());

  function run(argv: string[], options: { env?: Record<string, string>; typed?: string[] } = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const typed = [...(options.typed ?? [])];
    const databaseUrl = t.target.dialect === 'sqlite' ? `sqlite:${t.target.file}` : t.target.url;
    const io: AdminCreateIo = {
      argv,
      env: { DATABASE_URL: databaseUrl, PUBLIC_URL: 'https://rent.test', ...options.env },
      promptHidden: async () => typed.shift(),
      print: (line) => out.push(line),
      fail: (line) => err.push(line),
      repositories: repositoryFactory,
    };
    return runAdminCreate(io).then((code) => ({ code, out: out.join('\n'), err: err.join('\n') }));
  }

  const hashOf = async (email: string) =>
    (await repositoriesFor(t.db, dialect.name).adminUsers.findByEmail(email))?.passwordHash;

  it('creates an account from ADMIN_PASSWORD, migrating the database first', async () => {
    const result = await run(['--email', 'Ops@Rent.test'], {
      env: { ADMIN_PASSWORD: 'from the environment' },
    });
    expect(result).toEqual({
      code: 0,
      out: 'Created the admin account ops@rent.test. Sign in at https://rent.test/admin/login',
      err: '',
    });
    expect(await verifyPassword('from the environment', (await hashOf('ops@rent.test'))!)).toBe(true);
  });

  it('asks twice at the prompt, and refuses two different or short passwords', async () => {
    expect(
      (await run(['--email', 'two@rent.test'], { typed: ['typed password one', 'typed password two'] })).err,
    ).toBe('The two passwords differ. Nothing was changed.');
    expect((await run(['--email', 'two@rent.test'], { typed: ['short', 'short'] })).err).toBe(
      'Password refused: Use at least 12 characters.',
    );
    expect(await hashOf('two@rent.test')).toBeUndefined();
    const ok = await run(['--email', 'two@rent.test'], {
      typed: ['typed password one', 'typed password one'],
    });
    expect(ok.code).toBe(0);
  });

  it('refuses an existing account unless --reset, which sets the new password', async () => {
    const again = await run(['--email', 'ops@rent.test'], {
      env: { ADMIN_PASSWORD: 'another new password' },
    });
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining('Add --reset') });
    const reset = await run(['--email', 'ops@rent.test', '--reset'], {
      env: { ADMIN_PASSWORD: 'another new password' },
    });
    expect(reset.out).toContain('Set a new password for ops@rent.test');
    expect(await verifyPassword('another new password', (await hashOf('ops@rent.test'))!)).toBe(true);
  });

  it('explains its usage and a bad address', async () => {
    expect(await run([])).toMatchObject({
      code: 2,
      err: expect.stringContaining('Usage: npm run admin:create'),
    });
    expect((await run(['--email', 'nope'])).err).toContain('“nope” is not an e-mail address.');
  });
});
