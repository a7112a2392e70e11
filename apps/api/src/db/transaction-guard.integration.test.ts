import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { repositoriesFor } from '../../test/repositories.ts';
import { Catalog } from '../catalog/catalog.ts';
import { migrateToLatest } from './migrate.ts';
import {
  assertOutsideTransaction,
  insideTransaction,
  onTransactionGuard,
  outsideTransactions,
  TransactionGuardError,
  takeGuardViolations,
} from './transaction-guard.ts';

describeEachDialect('the transaction guard on $name', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await dialect.create();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.destroy());

  const one = async (db: TestDatabase['db']) => (await sql<{ n: number }>`select 1 as n`.execute(db)).rows[0];

  it('refuses a query through the root database from inside a transaction, at once', async () => {
    const { db } = database;
    const attempt = db.transaction().execute(async (trx) => {
      await one(trx);
      return one(db);
    });
    await expect(attempt).rejects.toBeInstanceOf(TransactionGuardError);
    expect(takeGuardViolations()).toHaveLength(1);
    // Refused, not hung: the database answers afterwards.
    expect(await one(db)).toEqual({ n: 1 });
  });

  it('refuses a transaction or a connection opened from inside one', async () => {
    const { db } = database;
    await expect(
      db.transaction().execute(() => db.transaction().execute(async (inner) => one(inner))),
    ).rejects.toBeInstanceOf(TransactionGuardError);
    await expect(
      db.transaction().execute(() => db.connection().execute(async (c) => one(c))),
    ).rejects.toBeInstanceOf(TransactionGuardError);
    expect(takeGuardViolations()).toHaveLength(2);
  });

  it('follows the transaction through awaits and timers, and ends with it', async () => {
    const { db } = database;
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction().execute(async (trx) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(insideTransaction()).toBe(true);
      await one(trx);
      // Work the transaction leaves running may use the root database once it has ended.
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => one(db));
    });
    expect(insideTransaction()).toBe(false);
    await expect(later).resolves.toEqual({ n: 1 });
    expect(takeGuardViolations()).toEqual([]);
  });

  it('lets another request use the root database while a transaction is open elsewhere', async () => {
    const { db } = database;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await one(trx);
      await held;
    });
    // On SQLite this waits for the transaction's connection; on PostgreSQL it takes another.
    const elsewhere = one(db);
    release();
    await transaction;
    expect(await elsewhere).toEqual({ n: 1 });
    expect(takeGuardViolations()).toEqual([]);
  });

  it('refuses the catalog inside a transaction even when its cache is warm', async () => {
    const { db } = database;
    const catalog = new Catalog(repositoriesFor(db, database.target.dialect));
    await catalog.get();
    await expect(db.transaction().execute(async () => catalog.get())).rejects.toBeInstanceOf(
      TransactionGuardError,
    );
    expect(takeGuardViolations()).toHaveLength(1);
  });

  it('in log mode reports and lets the caller go on', async () => {
    const reported: TransactionGuardError[] = [];
    onTransactionGuard((error) => reported.push(error));
    await database.db.transaction().execute(async () => {
      expect(() => assertOutsideTransaction('A test read', 'log')).not.toThrow();
    });
    expect(reported.map((e) => e.message)).toEqual([
      expect.stringContaining('A test read through the root database'),
    ]);
    expect(takeGuardViolations()).toHaveLength(1);
  });

  it('refuses a call to another service (a payment provider, a gateway) inside a transaction, and lets it through outside', async () => {
    const calls: string[] = [];
    const provider = outsideTransactions(
      {
        prefix: 'pi',
        async capture(id: string) {
          calls.push(`${this.prefix}_${id}`);
          return 'captured';
        },
      },
      'The payment provider',
    );
    await expect(provider.capture('1')).resolves.toBe('captured');
    expect(provider.prefix).toBe('pi');
    const attempt = database.db.transaction().execute(async (trx) => {
      await one(trx);
      return provider.capture('2');
    });
    await expect(attempt).rejects.toThrow(
      /The payment provider called \(capture\) while this async context holds a transaction/,
    );
    expect(takeGuardViolations()).toHaveLength(1);
    // Never sent: the call is refused before it reaches the other side.
    expect(calls).toEqual(['pi_1']);
    // After the commit, the same call goes through.
    await database.db.transaction().execute(async (trx) => one(trx));
    await expect(provider.capture('3')).resolves.toBe('captured');
    expect(calls).toEqual(['pi_1', 'pi_3']);
  });

  it('in log mode reports a service called inside a transaction and makes the call', async () => {
    const reported: TransactionGuardError[] = [];
    onTransactionGuard((error) => reported.push(error));
    const gateway = outsideTransactions(
      { send: async (to: string) => `sent to ${to}` },
      'The SMS gateway',
      'log',
    );
    const sent = await database.db.transaction().execute(async () => gateway.send('+14105550199'));
    expect(sent).toBe('sent to +14105550199');
    expect(reported.map((e) => e.message)).toEqual([
      expect.stringContaining('The SMS gateway called (send)'),
    ]);
    expect(takeGuardViolations()).toHaveLength(1);
  });
});
