import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * The audit log (decision 015): every change made in the back office and every
 * state change of a reservation, who, when, what, before and after. Append
 * only: triggers refuse any UPDATE or DELETE of a row, on both dialects, so not
 * even a bug or a stray script can rewrite history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    /** A staff e-mail, or `renter`, `system`, `payment provider`. */
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('actor_role', 'varchar(16)')
    .addColumn('action', 'varchar(120)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity_type', 'entity_id', 'at'])
    .execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log
           BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`,
        )
        .execute(db);
    }
  } else {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$`.execute(db);
    await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
  }
}
