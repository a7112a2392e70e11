import { sql } from 'kysely';
import type { DialectName } from '../config.ts';
import type { Executor } from './database.ts';

/**
 * Holds `name` until the transaction `db` belongs to ends, so writers of the same rows take turns: on
 * PostgreSQL a transaction advisory lock, on SQLite nothing (a transaction holds the only writer already).
 * Each statement after it sees what the writer before committed: a save that deletes rows and inserts
 * its own deletes the other's too, and a check reads what the other joined.
 */
export async function takeTurns(db: Executor, dialect: DialectName, name: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(db);
}
