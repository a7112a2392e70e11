import { type Kysely, SqliteAdapter, sql } from 'kysely';

const kinds = ['booking', 'customer', 'vehicle', 'invoice', 'organisation'];

/**
 * The global search's words on PostgreSQL (decision 042): one trigram index
 * per kind, partial on `kind`, instead of one over every entry. A search is
 * always of one kind, and at 100× data a common name's trigrams match
 * hundreds of thousands of entries of every kind: the one index handed the
 * heap all of them to filter by kind (0.8–1.2 s for a surname); each kind's
 * own holds only its entries. SQLite's FTS5 table is unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  for (const kind of kinds) {
    await sql
      .raw(
        `CREATE INDEX search_entries_${kind}_trgm ON search_entries
        USING gin (body gin_trgm_ops) WITH (fastupdate = off) WHERE kind = '${kind}'`,
      )
      .execute(db);
  }
  await sql`DROP INDEX search_entries_body_trgm`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`CREATE INDEX search_entries_body_trgm ON search_entries
    USING gin (body gin_trgm_ops) WITH (fastupdate = off)`.execute(db);
  for (const kind of kinds) await sql.raw(`DROP INDEX search_entries_${kind}_trgm`).execute(db);
}
