import { type Kysely, sql } from 'kysely';

/**
 * Locations, vehicle classes and the units of each class at each location.
 * Schema builder only, so it runs on SQLite and PostgreSQL alike. Migrations are
 * frozen: never edit one that has shipped, append the next number instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('locations')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('street', 'varchar(200)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('region', 'varchar(100)', (c) => c.notNull())
    .addColumn('postal_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('timezone', 'varchar(64)', (c) => c.notNull())
    .addColumn('phone', 'varchar(40)', (c) => c.notNull())
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('vehicle_classes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('passengers', 'integer', (c) => c.notNull().check(sql`passengers > 0`))
    .addColumn('luggage', 'integer', (c) => c.notNull().check(sql`luggage >= 0`))
    .addColumn('requires_cdl', 'integer', (c) => c.notNull().check(sql`requires_cdl in (0, 1)`))
    .addColumn('min_age', 'integer', (c) => c.notNull().check(sql`min_age >= 16`))
    .addColumn('daily_rate_cents', 'integer', (c) => c.notNull().check(sql`daily_rate_cents >= 0`))
    .addColumn('weekly_rate_cents', 'integer', (c) => c.notNull().check(sql`weekly_rate_cents >= 0`))
    .addColumn('monthly_rate_cents', 'integer', (c) => c.notNull().check(sql`monthly_rate_cents >= 0`))
    .execute();

  // One row per (location, class): bookings lock it (see UnitRepository.claim), so
  // it must exist before the first booking; restrict deletes so inventory with
  // bookings against it cannot vanish.
  await db.schema
    .createTable('units')
    .addColumn('location_id', 'varchar(64)', (c) =>
      c.notNull().references('locations.id').onDelete('restrict'),
    )
    .addColumn('class_id', 'varchar(64)', (c) =>
      c.notNull().references('vehicle_classes.id').onDelete('restrict'),
    )
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint('units_pkey', ['location_id', 'class_id'])
    .execute();
  await db.schema.createIndex('units_class_id_idx').on('units').column('class_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('units').execute();
  await db.schema.dropTable('vehicle_classes').execute();
  await db.schema.dropTable('locations').execute();
}
