import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * Kysely's SQLite driver opens every transaction with a plain (deferred) BEGIN:
 * the write lock is taken at the first write, and a transaction that read first
 * can then fail with SQLITE_BUSY when another process wrote meanwhile. Every
 * transaction of ours writes, so start them all with BEGIN IMMEDIATE: the write
 * lock comes first (waiting up to busy_timeout), and a booking's check and insert
 * run as one step even against a second process on the same file.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * better-sqlite3 with a bounded cache of prepared statements: Kysely prepares
 * every query anew, which costs more than running it for the small indexed
 * queries of an availability search. Keyed by SQL text, parameters vary freely.
 */
export function withStatementCache(database: SQLite.Database, size = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Re-insert so the map's order is least recently used first.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
