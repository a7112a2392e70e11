import { chmodSync, statSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase, type TestDialect } from '../../test/dialects.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

function useDatabase(dialect: TestDialect): () => TestDatabase {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await dialect.create();
  });
  afterAll(async () => {
    await t?.destroy();
  });
  return () => t;
}

describeEachDialect('database on $name', (dialect) => {
  const t = useDatabase(dialect);

  it('reads counts as numbers, as the repositories expect', async () => {
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from (select 1 as x) as one`.execute(
      t().db,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});

describeEachDialect(
  'SQLite connection',
  (dialect) => {
    const t = useDatabase(dialect);

    it('is in WAL mode with FULL sync, foreign keys on and a busy timeout', async () => {
      const pragma = async (name: string) =>
        Object.values(
          (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(t().db)).rows[0] ?? {},
        )[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
    });

    it('fails at once on a lock another connection of this process holds, given busyTimeoutMs: 0', async () => {
      const { file } = t().target as { file: string };
      await migrateToLatest(t().db);
      const other = createDatabase({ dialect: 'sqlite', file }, { busyTimeoutMs: 0 });
      try {
        let release!: () => void;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => {
          locked = resolve;
        });
        // Transactions begin IMMEDIATE (sqlite-dialect.ts): this one holds the write lock until released.
        const holder = t()
          .db.transaction()
          .execute(async (trx) => {
            await sql`select 1`.execute(trx);
            locked();
            await held;
          });
        await isLocked;
        const started = Date.now();
        await expect(other.transaction().execute(async () => undefined)).rejects.toMatchObject({
          code: 'SQLITE_BUSY',
        });
        const waited = Date.now() - started;
        release();
        await holder;
        expect(waited).toBeLessThan(4_000);
      } finally {
        await other.destroy();
      }
    });

    it('keeps the database file, its -wal and its -shm readable by the server’s user alone', async () => {
      const { file } = t().target as { file: string };
      await migrateToLatest(t().db);
      const modes = () =>
        ['', '-wal', '-shm'].map((suffix) => (statSync(`${file}${suffix}`).mode & 0o777).toString(8));
      expect(modes()).toEqual(['600', '600', '600']);

      // A file made before, readable by anyone, is narrowed when the server opens it.
      const older = `${file}.older`;
      writeFileSync(older, '');
      chmodSync(older, 0o644);
      const db = createDatabase({ dialect: 'sqlite', file: older });
      try {
        await migrateToLatest(db);
        expect((statSync(older).mode & 0o777).toString(8)).toBe('600');
        expect((statSync(`${older}-wal`).mode & 0o777).toString(8)).toBe('600');
      } finally {
        await db.destroy();
      }
    });
  },
  { only: 'sqlite' },
);
