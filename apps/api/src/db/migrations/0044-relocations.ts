import { type Kysely, sql } from 'kysely';

/**
 * Relocations (decision 031): staff drive a unit from one location to another.
 * A scheduled one holds its unit at `from_location_id` from `leave_at` and
 * lands it at `to_location_id` at `arrive_at` plus the turnaround, like a
 * one-way rental's line (decision 028); done, the unit and the counts have
 * moved; cancelled, it counts for nothing. The wall-clock dates and times are
 * kept as staff entered them (leave at the origin, arrive at the destination).
 * `reason` says who asked: staff, or a one-way reservation's arrival it
 * replaces (`reservation_id`). The two partial indexes find the scheduled ones
 * alone, from either end, as the one-way lines' do (migration 0041).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('relocations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('unit_id', 'varchar(36)', (c) => c.notNull().references('fleet_units.id'))
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('from_location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('to_location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('leave_at', 'bigint', (c) => c.notNull())
    .addColumn('arrive_at', 'bigint', (c) => c.notNull())
    .addColumn('leave_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('leave_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('arrive_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('arrive_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('driver_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('reservation_id', 'varchar(36)')
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    .execute();
  const scheduled = sql<boolean>`status = 'scheduled'`;
  await db.schema
    .createIndex('relocations_from_idx')
    .on('relocations')
    .columns(['from_location_id', 'class_id', 'arrive_at', 'leave_at'])
    .where(scheduled)
    .execute();
  await db.schema
    .createIndex('relocations_to_idx')
    .on('relocations')
    .columns(['to_location_id', 'class_id', 'arrive_at'])
    .where(scheduled)
    .execute();
  await db.schema
    .createIndex('relocations_unit_idx')
    .on('relocations')
    .columns(['unit_id', 'leave_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('relocations').execute();
}
