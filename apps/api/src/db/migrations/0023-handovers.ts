import { type Kysely, sql } from 'kysely';

/**
 * Check-out and check-in at the counter (decision 015): one row per booked vehicle
 * and direction (`out`, `in`), with the unit that went, the odometer and the
 * fuel gauge (eighths), damage marks on the vehicle diagram (JSON), notes, who
 * recorded it; a check-in also keeps the charges its return added (JSON,
 * return-charges.ts), so a later change of rates never changes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('handovers')
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(3)', (c) => c.notNull().check(sql`kind in ('out', 'in')`))
    .addColumn('unit_id', 'varchar(36)', (c) => c.notNull().references('fleet_units.id').onDelete('restrict'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('odometer_miles', 'integer', (c) => c.notNull())
    .addColumn('fuel_eighths', 'integer', (c) => c.notNull())
    .addColumn('damage', 'text', (c) => c.notNull())
    .addColumn('notes', 'varchar(500)', (c) => c.notNull())
    .addColumn('charges', 'text')
    .addColumn('recorded_by', 'varchar(254)', (c) => c.notNull())
    .addPrimaryKeyConstraint('handovers_pkey', ['reservation_id', 'class_id', 'seq', 'kind'])
    .execute();
  await db.schema.createIndex('handovers_unit_idx').on('handovers').columns(['unit_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('handovers').execute();
}
