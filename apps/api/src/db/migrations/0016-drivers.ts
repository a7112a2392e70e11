import { type Kysely, sql } from 'kysely';

/**
 * Drivers (decision 013). `driver_rules`: what each class asks of its drivers, as
 * the back office set it (a class without a row asks what content's
 * policyDriverRule says). `reservation_drivers`: the named drivers of a
 * reservation, each assigned to a class it booked. The licence number is
 * stored sealed (drivers/licence-cipher.ts), with the few characters its mask
 * shows; both are set to null after the retention period (`erased_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('driver_rules')
    .addColumn('class_id', 'varchar(64)', (c) =>
      c.primaryKey().references('vehicle_classes.id').onDelete('cascade'),
    )
    .addColumn('min_age', 'integer', (c) => c.notNull().check(sql`min_age between 18 and 99`))
    .addColumn('cdl_required', 'integer', (c) => c.notNull())
    .addColumn('passenger_endorsement_required', 'integer', (c) => c.notNull())
    .addColumn('min_years_licensed', 'integer', (c) => c.notNull().check(sql`min_years_licensed >= 0`))
    .execute();

  await db.schema
    .createTable('reservation_drivers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('date_of_birth', 'varchar(10)', (c) => c.notNull())
    .addColumn('licence_country', 'varchar(2)', (c) => c.notNull())
    .addColumn('licence_state', 'varchar(3)')
    .addColumn('licence_number', 'text')
    .addColumn('licence_mask', 'varchar(40)')
    .addColumn('licence_expiry', 'varchar(10)', (c) => c.notNull())
    .addColumn('licence_class', 'varchar(8)', (c) => c.notNull())
    .addColumn('passenger_endorsement', 'integer', (c) => c.notNull())
    .addColumn('years_licensed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('erased_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('reservation_drivers_reservation_idx')
    .on('reservation_drivers')
    .columns(['reservation_id', 'created_at'])
    .execute();
  // The retention sweep: returned reservations by return time.
  await db.schema.createIndex('reservations_return_at_idx').on('reservations').column('return_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reservations_return_at_idx').execute();
  await db.schema.dropTable('reservation_drivers').execute();
  await db.schema.dropTable('driver_rules').execute();
}
