import { type Kysely, SqliteAdapter, sql } from 'kysely';

const kinds = ['booking', 'customer', 'vehicle', 'invoice', 'organisation'];

/**
 * The global search's words on PostgreSQL as lexemes (decision 042): per kind,
 * a GIN index over `search_lexemes(body)`, the body's words as they are
 * (split at its spaces, each cut to 100 characters: a lexeme may not pass
 * 2,047 bytes, and a trigger's row must never fail its write), in place of
 * 0062's trigram indexes. A word is then one entry of the index, where its
 * trigrams were three to ten, each shared with every word that has it: at
 * 100× data a rare surname read 5–9 ms of trigram lists and now 0.1 ms, and a
 * word typed whole can be looked up whole. `to_tsvector` is not used: its
 * parser reads a booking code's "4e9mbj" as the number 4e9 and a word.
 * SQLite's FTS5 table is unchanged.
 */
/**
 * Outside a transaction (db/migrate.ts): each index is built `CONCURRENTLY`, so bookings, whose triggers
 * write `search_entries`, go on while it is built (decision 017: at 100× data a plain build held every
 * writer 41 s). Each step may be run again: an index left invalid by a build that failed is dropped and
 * built anew.
 */
export const outsideTransaction = true;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`CREATE OR REPLACE FUNCTION search_lexemes(body text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT array_to_tsvector(ARRAY(
      SELECT left(w, 100) FROM unnest(string_to_array(body, ' ')) w WHERE w <> '')) $$`.execute(db);
  for (const kind of kinds) {
    await rebuild(
      db,
      `search_entries_${kind}_words`,
      `USING gin (search_lexemes(body)) WITH (fastupdate = off) WHERE kind = '${kind}'`,
    );
    await sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS search_entries_${kind}_trgm`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  for (const kind of kinds) {
    await rebuild(
      db,
      `search_entries_${kind}_trgm`,
      `USING gin (body gin_trgm_ops) WITH (fastupdate = off) WHERE kind = '${kind}'`,
    );
    await sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS search_entries_${kind}_words`).execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS search_lexemes(text)`.execute(db);
}

async function rebuild(db: Kysely<unknown>, name: string, definition: string) {
  await sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`).execute(db);
  await sql.raw(`CREATE INDEX CONCURRENTLY ${name} ON search_entries ${definition}`).execute(db);
}
