import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * Reservations and the Idempotency-Key record of POST /api/reservations.
 * Instants are epoch milliseconds in a bigint (64-bit integer on both dialects);
 * the wall-clock fields keep what the renter chose, in the location's timezone.
 * Frozen once shipped: append a migration instead of editing this one.
 */
function withAttribution<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T> {
  // The whole record as JSON, plus columns the back office filters and groups by.
  return table
    .addColumn('attribution', 'text')
    .addColumn('first_touch_source', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('first_touch_medium', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('first_touch_campaign', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_non_direct_source', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_non_direct_medium', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_non_direct_campaign', 'varchar(500)', (c) => c.notNull().defaultTo(''));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withAttribution(
    db.schema
      .createTable('reservations')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('code', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('confirmed', 'cancelled')`))
      .addColumn('rental_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('location_id', 'varchar(64)', (c) =>
        c.notNull().references('locations.id').onDelete('restrict'),
      )
      .addColumn('class_id', 'varchar(64)', (c) =>
        c.notNull().references('vehicle_classes.id').onDelete('restrict'),
      )
      .addColumn('vehicle_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('timezone', 'varchar(64)', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
      .addColumn('pickup_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('pickup_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('return_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('return_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('pickup_at', 'bigint', (c) => c.notNull())
      .addColumn('return_at', 'bigint', (c) => c.notNull())
      .addColumn('rental_months', 'integer')
      .addColumn('renter_age', 'integer', (c) => c.notNull())
      .addColumn('rental_purpose', 'varchar(64)')
      .addColumn('first_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('phone', 'varchar(32)', (c) => c.notNull())
      .addColumn('subtotal_cents', 'bigint', (c) => c.notNull().check(sql`subtotal_cents >= 0`))
      .addColumn('pricing', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('cancelled_at', 'bigint')
      .addUniqueConstraint('reservations_code_key', ['code'])
      .addCheckConstraint('reservations_period_check', sql`return_at > pickup_at`),
  ).execute();
  // The overlap queries of a booking (one class) and of a search (all classes at a
  // location): confirmed reservations returning after a moment. Covering, so the
  // scan never reads the table; partial, so cancelled ones cost nothing. Past
  // reservations drop out by return_at as history grows.
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
  await db.schema.createIndex('reservations_email_idx').on('reservations').column('email').execute();
  await db.schema
    .createIndex('reservations_created_at_idx')
    .on('reservations')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'varchar(64)', (c) => c.notNull())
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['scope', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('reservations').execute();
}
