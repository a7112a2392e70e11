import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/**
 * The units of the fleet (decision 015). `fleet_units`: each vehicle with its
 * fleet number, VIN, plate, odometer, fuel capacity, status and next service;
 * `units.count` stays the lock row and count the bookings read, kept equal to
 * the active units of the class at the location by the fleet service.
 * `maintenance_blocks`: a unit out of availability from–to, held like a
 * booked unit by the availability queries.
 *
 * A database with counted units gets one unit per counted vehicle, numbered
 * by location (BAL-101, BAL-102, …), with no VIN or plate yet: staff fill
 * them in. Written out here rather than imported, as migrations are frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fleet_units')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('fleet_number', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('vin', 'varchar(17)', (c) => c.unique())
    .addColumn('plate', 'varchar(10)')
    .addColumn('plate_state', 'varchar(2)')
    .addColumn('location_id', 'varchar(64)', (c) =>
      c.notNull().references('locations.id').onDelete('restrict'),
    )
    .addColumn('class_id', 'varchar(64)', (c) =>
      c.notNull().references('vehicle_classes.id').onDelete('restrict'),
    )
    .addColumn('odometer_miles', 'integer', (c) => c.notNull().check(sql`odometer_miles >= 0`))
    .addColumn('fuel_capacity_gallons', 'integer', (c) => c.notNull().check(sql`fuel_capacity_gallons > 0`))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('active', 'retired')`))
    .addColumn('service_due_on', 'varchar(10)')
    .addColumn('service_due_miles', 'integer')
    // When staff were reminded of the service due: one reminder per due, cleared when it changes.
    .addColumn('service_reminded', 'varchar(40)')
    .addColumn('notes', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fleet_units_location_class_idx')
    .on('fleet_units')
    .columns(['location_id', 'class_id', 'status'])
    .execute();

  await db.schema
    .createTable('maintenance_blocks')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('unit_id', 'varchar(36)', (c) => c.notNull().references('fleet_units.id').onDelete('cascade'))
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('maintenance_blocks_period', sql`ends_at > starts_at`)
    .execute();
  // The availability queries: a location's blocks of a class that end after a time.
  await db.schema
    .createIndex('maintenance_blocks_overlap_idx')
    .on('maintenance_blocks')
    .columns(['location_id', 'class_id', 'ends_at'])
    .execute();
  await db.schema
    .createIndex('maintenance_blocks_unit_idx')
    .on('maintenance_blocks')
    .columns(['unit_id', 'ends_at'])
    .execute();

  await backfillUnits(db as Kysely<BackfillTables>);
}

interface BackfillTables {
  units: { location_id: string; class_id: string; count: number };
  vehicle_classes: { id: string; passengers: number };
  fleet_units: {
    id: string;
    fleet_number: string;
    location_id: string;
    class_id: string;
    odometer_miles: number;
    fuel_capacity_gallons: number;
    status: string;
    created_at: number;
    updated_at: number;
  };
}

async function backfillUnits(db: Kysely<BackfillTables>): Promise<void> {
  const counted = await db
    .selectFrom('units')
    .innerJoin('vehicle_classes', 'vehicle_classes.id', 'units.class_id')
    .select(['units.location_id', 'units.class_id', 'units.count', 'vehicle_classes.passengers'])
    .where('units.count', '>', 0)
    .orderBy('units.location_id')
    .orderBy('units.class_id')
    .execute();
  const next = new Map<string, number>();
  const now = Date.now();
  const rows: BackfillTables['fleet_units'][] = [];
  for (const u of counted) {
    const prefix =
      u.location_id
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 3)
        .toUpperCase() || 'U';
    for (let i = 0; i < u.count; i++) {
      const n = next.get(prefix) ?? 101;
      next.set(prefix, n + 1);
      rows.push({
        id: randomUUID(),
        fleet_number: `${prefix}-${n}`,
        location_id: u.location_id,
        class_id: u.class_id,
        odometer_miles: 0,
        // A typical tank for the size: staff correct it per unit.
        fuel_capacity_gallons: u.passengers >= 25 ? 60 : u.passengers >= 9 ? 25 : 20,
        status: 'active',
        created_at: now,
        updated_at: now,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('fleet_units')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('maintenance_blocks').execute();
  await db.schema.dropTable('fleet_units').execute();
}
