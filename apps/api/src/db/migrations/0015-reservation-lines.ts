import { type Kysely, sql } from 'kysely';

/**
 * A reservation holds one or more lines, a class and how many (decision 013): the
 * convoy booked all or nothing under one code. Each line carries the
 * reservation's location, period and status, so the overlap queries of a
 * booking (one class) and a search (every class at a location) read the lines
 * alone through covering, partial indexes, as they read `reservations` before
 * (migration 0002); those two indexes are dropped with their last reader.
 * `reservations.class_id` and `quantity` stay: the first line's class and every
 * vehicle of the reservation, for lists and exports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reservation_lines')
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull().check(sql`line_no >= 1`))
    .addColumn('class_id', 'varchar(64)', (c) =>
      c.notNull().references('vehicle_classes.id').onDelete('restrict'),
    )
    .addColumn('vehicle_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('pickup_at', 'bigint', (c) => c.notNull())
    .addColumn('return_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('confirmed', 'cancelled')`))
    .addPrimaryKeyConstraint('reservation_lines_pkey', ['reservation_id', 'class_id'])
    .addUniqueConstraint('reservation_lines_line_no_key', ['reservation_id', 'line_no'])
    .execute();
  await db.schema
    .createIndex('reservation_lines_class_period_idx')
    .on('reservation_lines')
    .columns(['location_id', 'class_id', 'return_at', 'pickup_at', 'quantity'])
    .where(sql.ref('status'), '=', sql.lit('confirmed'))
    .execute();
  await db.schema
    .createIndex('reservation_lines_location_period_idx')
    .on('reservation_lines')
    .columns(['location_id', 'return_at', 'pickup_at', 'class_id', 'quantity'])
    .where(sql.ref('status'), '=', sql.lit('confirmed'))
    .execute();
  // Every reservation booked before is one line.
  await sql`insert into reservation_lines
      (reservation_id, line_no, class_id, vehicle_name, quantity, location_id, pickup_at, return_at, status)
    select id, 1, class_id, vehicle_name, quantity, location_id, pickup_at, return_at, status
    from reservations`.execute(db);
  await db.schema.dropIndex('reservations_class_period_idx').execute();
  await db.schema.dropIndex('reservations_location_period_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reservations_class_period_idx')
    .on('reservations')
    .columns(['location_id', 'class_id', 'return_at', 'pickup_at', 'quantity'])
    .where(sql.ref('status'), '=', sql.lit('confirmed'))
    .execute();
  await db.schema
    .createIndex('reservations_location_period_idx')
    .on('reservations')
    .columns(['location_id', 'return_at', 'pickup_at', 'class_id', 'quantity'])
    .where(sql.ref('status'), '=', sql.lit('confirmed'))
    .execute();
  await db.schema.dropTable('reservation_lines').execute();
}
