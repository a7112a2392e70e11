import type {
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  TransactionBuilder,
  TransactionSettings,
} from 'kysely';
import { currentTransaction, runInTransaction } from '../async-context.ts';

/**
 * What a query through the root database does while the same async context
 * holds a transaction (decision 003): on SQLite it waits for ever for the one
 * connection the transaction holds, with the write lock held, and every
 * request after it waits too; on PostgreSQL it takes a second connection of
 * the pool, and a few such requests at once drain it. `throw` fails the query
 * at once with TransactionGuardError (development and tests, and SQLite
 * always: a failed request beats a hung server); `log` lets it run and
 * reports it (PostgreSQL in production).
 */
export type TransactionGuardMode = 'throw' | 'log';

/** Thrown by a query through the root database inside a transaction's callback. */
export class TransactionGuardError extends Error {
  override readonly name = 'TransactionGuardError';
}

interface OpenTransaction {
  /** False once the callback has settled: work it left running may use the root database then. */
  open: boolean;
}

/** True while the calling async context runs inside a transaction's callback. */
export function insideTransaction(): boolean {
  return currentTransaction()?.open === true;
}

const message = (what: string) =>
  `${what} through the root database while this async context holds a transaction: on SQLite it waits for ever ` +
  'for the connection the transaction holds, on PostgreSQL it takes a second one. Read it before the ' +
  'transaction opens, or through the transaction (decision 003).';

/**
 * Fails (or, in `log` mode, reports) when called inside a transaction's
 * callback. For reads that a cache answers most of the time and the database
 * only sometimes (the catalogue): the guard then finds them every time, not
 * only when the cache happens to be cold.
 */
export function assertOutsideTransaction(what: string, mode: TransactionGuardMode = 'throw'): void {
  if (insideTransaction()) refuse(new TransactionGuardError(message(what)), mode);
}

function refuse(error: TransactionGuardError, mode: TransactionGuardMode): void {
  if (seen.length < 100) seen.push(error);
  if (mode === 'throw') throw error;
  reportGuard(error);
}

/**
 * `service` (the payment provider, the SMS or e-mail gateway) with every call made inside a transaction's
 * callback refused, or reported in `log` mode: such a call waits on the network for as long as the other
 * side takes, and the transaction waiting on it holds SQLite's one writer (every other save waits) or a
 * PostgreSQL connection and its row locks all that time. Call it before the transaction opens, or after
 * it commits (decision 003).
 */
export function outsideTransactions<T extends object>(
  service: T,
  what: string,
  mode: TransactionGuardMode = 'throw',
): T {
  return new Proxy(service, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (insideTransaction()) {
          const error = new TransactionGuardError(
            `${what} called (${String(name)}) while this async context holds a transaction: it waits on the ` +
              'network with the database held. Call it before the transaction opens or after it commits (decision 003).',
          );
          refuse(error, mode);
        }
        return value.apply(target, args);
      };
    },
  });
}

const seen: TransactionGuardError[] = [];

/**
 * Every refusal since the last call, emptied: code that catches errors (a
 * webhook deferred, a worker's job tried again) would hide one from a test,
 * so the API tests' setup fails a test after which this is not empty.
 */
export function takeGuardViolations(): TransactionGuardError[] {
  return seen.splice(0);
}

let reportGuard: (error: TransactionGuardError) => void = (error) => console.error(error);

/** Where `log` mode reports (the server's logger); tests keep the default. */
export function onTransactionGuard(report: (error: TransactionGuardError) => void): void {
  reportGuard = report;
}

/**
 * Runs a transaction's callback in its own async context, so the guarded
 * driver can tell a query through the root database made from inside it.
 * Returned by the database's `transaction()`.
 */
function guardedBuilder<DB>(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  const guarded = Object.create(builder) as TransactionBuilder<DB>;
  guarded.execute = async (callback) => {
    const transaction: OpenTransaction = { open: true };
    try {
      return await builder.execute((trx) => runInTransaction(transaction, () => callback(trx)));
    } finally {
      transaction.open = false;
    }
  };
  guarded.setIsolationLevel = (level) => guardedBuilder(builder.setIsolationLevel(level));
  guarded.setAccessMode = (mode) => guardedBuilder(builder.setAccessMode(mode));
  return guarded;
}

/** The database with its transactions marked (see guardedDialect). */
export function guardTransactions<DB>(db: Kysely<DB>): Kysely<DB> {
  const transaction = db.transaction.bind(db);
  db.transaction = () => guardedBuilder(transaction());
  return db;
}

/**
 * A dialect whose driver refuses a connection to a caller inside a
 * transaction's callback: only the root database asks the driver for one (a
 * transaction's queries use the connection it holds), so this catches every
 * query, transaction and `connection()` through the root database from there.
 */
export function guardedDialect(inner: Dialect, mode: TransactionGuardMode): Dialect {
  return {
    createAdapter: (): DialectAdapter => inner.createAdapter(),
    createQueryCompiler: (): QueryCompiler => inner.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => inner.createIntrospector(db),
    createDriver: (): Driver => new GuardedDriver(inner.createDriver(), mode),
  };
}

class GuardedDriver implements Driver {
  readonly #inner: Driver;
  readonly #mode: TransactionGuardMode;

  constructor(inner: Driver, mode: TransactionGuardMode) {
    this.#inner = inner;
    this.#mode = mode;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  // Not async: one promise fewer on every query's way (this is the hot path).
  acquireConnection(): Promise<DatabaseConnection> {
    try {
      assertOutsideTransaction('A query', this.#mode);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.#inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}
