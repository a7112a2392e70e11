import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Inspection checklists (decision 034). `inspection_checklists`: a class's own
 * checklist as JSON of checklist items (a class without a row uses the demo
 * one). `inspections`: each finished inspection of a booked vehicle going out
 * or coming back, its items as they were then, kept unchanged: a trigger
 * refuses UPDATE on both dialects (a reservation's deletion still takes its
 * rows with it). `idempotency_key` is unique, so a repeated submit finds the first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inspection_checklists')
    .addColumn('class_id', 'varchar(64)', (c) => c.primaryKey().references('vehicle_classes.id'))
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('inspections')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(3)', (c) => c.notNull().check(sql`kind in ('out', 'in')`))
    .addColumn('unit_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    /** The labels of the safety items that failed, JSON; `[]` when none did. */
    .addColumn('failed_safety', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inspections_vehicle_idx')
    .on('inspections')
    .columns(['reservation_id', 'class_id', 'seq', 'kind'])
    .execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`CREATE TRIGGER inspections_no_update BEFORE UPDATE ON inspections
      BEGIN SELECT RAISE(ABORT, 'a finished inspection is kept unchanged'); END`.execute(db);
  } else {
    await sql`CREATE FUNCTION inspections_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'a finished inspection is kept unchanged'; END $$`.execute(db);
    await sql`CREATE TRIGGER inspections_unchanged BEFORE UPDATE ON inspections
      FOR EACH ROW EXECUTE FUNCTION inspections_unchanged()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inspections').execute();
  await db.schema.dropTable('inspection_checklists').execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`DROP FUNCTION IF EXISTS inspections_unchanged()`.execute(db);
  }
}
