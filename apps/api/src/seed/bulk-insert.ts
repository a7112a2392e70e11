import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';

/**
 * Many rows into one table fast, below Kysely: a prepared statement run in one
 * transaction per batch on SQLite, and one `insert … select from unnest(…)`
 * per batch on PostgreSQL (the batch as one JSON parameter, so thousands of
 * rows are one round trip and one plan). For the scale seed only
 * (decision 017): rows are plain column → value objects of the table's row type.
 */
export interface BulkWriter {
  insert(table: string, rows: readonly object[]): Promise<void>;
  /**
   * Runs `load` with the tables' secondary indexes dropped, then builds them
   * again: one sort per index instead of millions of random b-tree inserts.
   * Primary keys and unique constraints stay (they guard the data).
   */
  withoutIndexes(tables: readonly string[], load: () => Promise<void>): Promise<void>;
  /**
   * Runs `load` with the tables' triggers off (SQLite: dropped and made again;
   * PostgreSQL: disabled, constraints' triggers kept): the caller then writes
   * in one statement per kind what they would have done row by row.
   */
  withoutTriggers(tables: readonly string[], load: () => Promise<void>): Promise<void>;
  /** One statement of SQL, as the seed's own (no parameters). */
  run(statement: string): Promise<void>;
  /** Fresh planner statistics once the data is in. */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

export async function openBulkWriter(target: DatabaseTarget): Promise<BulkWriter> {
  return target.dialect === 'sqlite' ? sqliteWriter(target.file) : postgresWriter(target.url);
}

const columnsOf = (rows: readonly object[]) => Object.keys(rows[0] ?? {});

function sqliteWriter(file: string): BulkWriter {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // A seed is rerun from scratch if the machine fails: no fsync per batch, and a large page cache.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  db.pragma('foreign_keys = ON');
  const statements = new Map<string, SQLite.Statement>();
  const insertAll = db.transaction(
    (statement: SQLite.Statement, columns: string[], rows: readonly object[]) => {
      for (const row of rows) {
        const record = row as Record<string, unknown>;
        statement.run(columns.map((c) => record[c] ?? null));
      }
    },
  );
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = columnsOf(rows);
      const key = `${table}(${columns.join(',')})`;
      let statement = statements.get(key);
      if (!statement) {
        const names = columns.map((c) => `"${c}"`).join(', ');
        statement = db.prepare(
          `insert into "${table}" (${names}) values (${columns.map(() => '?').join(', ')})`,
        );
        statements.set(key, statement);
      }
      insertAll(statement, columns, rows);
    },
    async withoutIndexes(tables, load) {
      const indexes = db
        .prepare(
          `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${tables.map(() => '?').join(', ')})`,
        )
        .all(...tables) as { name: string; sql: string }[];
      for (const { name } of indexes) db.exec(`drop index "${name}"`);
      await load();
      for (const { sql } of indexes) db.exec(sql);
    },
    async withoutTriggers(tables, load) {
      const triggers = db
        .prepare(
          `select name, sql from sqlite_master where type = 'trigger' and tbl_name in (${tables.map(() => '?').join(', ')})`,
        )
        .all(...tables) as { name: string; sql: string }[];
      for (const { name } of triggers) db.exec(`drop trigger "${name}"`);
      try {
        await load();
      } finally {
        for (const { sql } of triggers) db.exec(sql);
      }
    },
    async run(statement) {
      db.exec(statement);
    },
    async analyze() {
      db.exec('analyze');
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      db.close();
    },
  };
}

async function postgresWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Each batch is its own transaction; nothing else waits on the seed's commits.
  await client.query('set synchronous_commit = off');
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const names = columnsOf(rows)
        .map((c) => `"${c}"`)
        .join(', ');
      // The batch as one JSON parameter, typed by the table's own row type.
      await client.query(
        `insert into "${table}" (${names}) select ${names} from json_populate_recordset(null::"${table}", $1)`,
        [JSON.stringify(rows)],
      );
    },
    async withoutIndexes(tables, load) {
      const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
          where i.schemaname = current_schema() and i.tablename = any($1)
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
        [tables],
      );
      for (const { indexname } of indexes) await client.query(`drop index "${indexname}"`);
      await load();
      // Index builds may use more memory than a query: sorts stay in memory for millions of rows.
      await client.query(`set maintenance_work_mem = '512MB'`);
      for (const { indexdef } of indexes) await client.query(indexdef);
    },
    async withoutTriggers(tables, load) {
      for (const table of tables) await client.query(`alter table "${table}" disable trigger user`);
      try {
        await load();
      } finally {
        for (const table of tables) await client.query(`alter table "${table}" enable trigger user`);
      }
    },
    async run(statement) {
      await client.query(statement);
    },
    async analyze() {
      // VACUUM too: a table loaded at once has no visibility map yet, and index-only scans need one (autovacuum keeps it on a live database).
      await client.query('vacuum analyze');
    },
    async close() {
      await client.end();
    },
  };
}
