import type { Kysely } from 'kysely';

/**
 * Delivery and collection (decision 030). The price book's delivery zones per
 * location, as JSON on the company's pricing settings like its one-way routes
 * (null: the demo zones, content/demo-delivery.ts). A reservation delivered
 * or collected keeps, per way, the zone, the road minutes that hold its units
 * before the pickup or after the return, the address's city, state and ZIP
 * (what its answers show) and the address with the driver's instructions
 * sealed like licence numbers; the retention sweep erases the last two.
 * `delivery_drivers`: the staff drivers a location has per weekday
 * (`day` mon … sun) and on given dates (`day` YYYY-MM-DD, overriding the
 * weekday); a location without rows has the demo number.
 */
const ways = ['delivery', 'collection'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_drivers')
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('drivers', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_drivers_pk', ['location_id', 'day'])
    .execute();
  await db.schema.alterTable('pricing_settings').addColumn('delivery_zones', 'text').execute();
  for (const way of ways) {
    await db.schema.alterTable('reservations').addColumn(`${way}_zone_id`, 'varchar(64)').execute();
    await db.schema
      .alterTable('reservations')
      .addColumn(`${way}_minutes`, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('reservations').addColumn(`${way}_area`, 'varchar(200)').execute();
    await db.schema.alterTable('reservations').addColumn(`${way}_sealed`, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const way of ways) {
    for (const column of ['zone_id', 'minutes', 'area', 'sealed']) {
      await db.schema.alterTable('reservations').dropColumn(`${way}_${column}`).execute();
    }
  }
  await db.schema.alterTable('pricing_settings').dropColumn('delivery_zones').execute();
  await db.schema.dropTable('delivery_drivers').execute();
}
