import type { Kysely } from 'kysely';

/**
 * Which unit each booked vehicle gets (decision 015). A reservation line of
 * quantity n has slots 1…n; a slot with a unit has a row here (a slot without
 * one is unassigned). The location and period are copied from the reservation,
 * so a unit's stretches are read from this table alone; the fleet service keeps
 * them in step (a change of dates moves them, a cancellation removes them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unit_assignments')
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('unit_id', 'varchar(36)', (c) => c.notNull().references('fleet_units.id').onDelete('restrict'))
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('pickup_at', 'bigint', (c) => c.notNull())
    .addColumn('return_at', 'bigint', (c) => c.notNull())
    /** `auto`, or the staff member who chose it. */
    .addColumn('assigned_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('assigned_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('unit_assignments_pkey', ['reservation_id', 'class_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('unit_assignments_unit_idx')
    .on('unit_assignments')
    .columns(['unit_id', 'return_at'])
    .execute();
  await db.schema
    .createIndex('unit_assignments_location_idx')
    .on('unit_assignments')
    .columns(['location_id', 'return_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unit_assignments').execute();
}
