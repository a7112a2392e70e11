import { type Kysely, sql } from 'kysely';

/** Used vehicles from the fleet offered for sale (SPEC §1 "fleet sales"). Frozen once shipped. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vehicles_for_sale')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(160)', (c) => c.notNull())
    // No foreign key: a sold-off class may be gone from the rental fleet.
    .addColumn('vehicle_class_id', 'varchar(64)')
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('make', 'varchar(60)', (c) => c.notNull())
    .addColumn('model', 'varchar(60)', (c) => c.notNull())
    .addColumn('mileage', 'integer', (c) => c.notNull().check(sql`mileage >= 0`))
    .addColumn('passengers', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_url', 'varchar(2048)')
    .addColumn('status', 'varchar(16)', (c) =>
      c.notNull().check(sql`status in ('available', 'pending', 'sold')`),
    )
    // Listing order as the content gives it.
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vehicles_for_sale').execute();
}
