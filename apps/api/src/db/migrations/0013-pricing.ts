import { type Kysely, sql } from 'kysely';

/**
 * The price book (SPEC Part B §13, decision 012): what a class adds to its rates,
 * seasons, blackout dates, extras and their stock per location, protection,
 * taxes and fees per location, promo codes with their uses, and the company's
 * settings; extras booked with a reservation; the reservation's total and
 * promo code beside its frozen `pricing`. Percentages are stored as integers,
 * percent × 10⁴ (`*_e4`). Booleans are 0/1 (SQLite). Frozen once shipped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('class_charges')
    .addColumn('class_id', 'varchar(64)', (c) =>
      c.primaryKey().references('vehicle_classes.id').onDelete('cascade'),
    )
    .addColumn('deposit_cents', 'bigint', (c) => c.notNull().check(sql`deposit_cents >= 0`))
    .addColumn('young_renter_per_day_cents', 'bigint', (c) =>
      c.notNull().check(sql`young_renter_per_day_cents >= 0`),
    )
    .addColumn('mileage_allowance_per_day', 'integer')
    .addColumn('excess_mile_cents', 'bigint', (c) => c.notNull().check(sql`excess_mile_cents >= 0`))
    .execute();

  await db.schema
    .createTable('pricing_settings')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('additional_driver_per_day_cents', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('seasons')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('label', 'varchar(120)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('class_id', 'varchar(64)', (c) =>
      c.notNull().references('vehicle_classes.id').onDelete('cascade'),
    )
    .addColumn('location_id', 'varchar(64)', (c) => c.references('locations.id').onDelete('cascade'))
    .addColumn('daily_rate_cents', 'bigint', (c) => c.notNull())
    .addColumn('weekly_rate_cents', 'bigint', (c) => c.notNull())
    .addColumn('monthly_rate_cents', 'bigint', (c) => c.notNull())
    .addColumn('min_rental_days', 'integer')
    .addCheckConstraint('seasons_range_check', sql`end_date >= start_date`)
    .execute();

  await db.schema
    .createTable('blackouts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('reason', 'varchar(120)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('scope', 'varchar(8)', (c) => c.notNull().check(sql`scope in ('pickup', 'rental')`))
    .addColumn('class_id', 'varchar(64)', (c) => c.references('vehicle_classes.id').onDelete('cascade'))
    .addColumn('location_id', 'varchar(64)', (c) => c.references('locations.id').onDelete('cascade'))
    .addCheckConstraint('blackouts_range_check', sql`end_date >= start_date`)
    .execute();

  await db.schema
    .createTable('extras')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('label', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('charge', 'varchar(16)', (c) => c.notNull().check(sql`charge in ('per-day', 'per-rental')`))
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('cap_cents', 'bigint')
    .addColumn('max_quantity', 'integer', (c) => c.notNull())
    .addColumn('stocked', 'integer', (c) => c.notNull())
    .addColumn('taxable', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  // One row per (location, stocked extra): the count, and the lock a booking of it takes.
  await db.schema
    .createTable('extra_stock')
    .addColumn('location_id', 'varchar(64)', (c) =>
      c.notNull().references('locations.id').onDelete('cascade'),
    )
    .addColumn('extra_id', 'varchar(64)', (c) => c.notNull().references('extras.id').onDelete('cascade'))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint('extra_stock_pkey', ['location_id', 'extra_id'])
    .execute();

  await db.schema
    .createTable('protection_products')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('label', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('per_day_cents', 'bigint', (c) => c.notNull())
    .addColumn('taxable', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('location_charges')
    .addColumn('location_id', 'varchar(64)', (c) =>
      c.notNull().references('locations.id').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('label', 'varchar(120)', (c) => c.notNull())
    .addColumn('basis', 'varchar(8)', (c) => c.notNull().check(sql`basis in ('percent', 'per-day')`))
    .addColumn('rate_e4', 'integer')
    .addColumn('amount_cents', 'bigint')
    /** Comma-separated line kinds. */
    .addColumn('applies_to', 'varchar(200)', (c) => c.notNull())
    .addColumn('taxable', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('location_charges_pkey', ['location_id', 'code'])
    .execute();

  await db.schema
    .createTable('promo_codes')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('label', 'varchar(120)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('percent', 'amount')`))
    .addColumn('percent_off_e4', 'integer')
    .addColumn('amount_off_cents', 'bigint')
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_to', 'varchar(10)')
    /** Comma-separated class ids; empty: every class. */
    .addColumn('class_ids', 'text', (c) => c.notNull())
    .addColumn('min_days', 'integer')
    .addColumn('usage_limit', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull())
    // The usage limit holds in the database: a use past it fails the update that counts it.
    .addCheckConstraint(
      'promo_codes_uses_check',
      sql`uses >= 0 and (usage_limit is null or uses <= usage_limit)`,
    )
    .execute();

  await db.schema
    .createTable('reservation_extras')
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('extra_id', 'varchar(64)', (c) => c.notNull().references('extras.id').onDelete('restrict'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addPrimaryKeyConstraint('reservation_extras_pkey', ['reservation_id', 'extra_id'])
    .execute();
  await db.schema
    .createIndex('reservation_extras_extra_idx')
    .on('reservation_extras')
    .columns(['extra_id', 'reservation_id'])
    .execute();

  await db.schema.alterTable('reservations').addColumn('total_cents', 'bigint').execute();
  await db.schema.alterTable('reservations').addColumn('promo_code', 'varchar(32)').execute();
  await db.schema.alterTable('reservations').addColumn('own_cover_statement', 'varchar(500)').execute();
  await totalsForEarlierBookings(db);
}

/**
 * Bookings made before the true total were priced at the SPEC §9 base alone,
 * with no taxes or extras: their stored breakdown gains the one line and the
 * totals that say exactly that, so every booking reads the same way.
 * Written out here (not the domain's rules) so the migration never changes.
 */
async function totalsForEarlierBookings(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: string; class_id: string; vehicle_name: string; pricing: string }>`
    select id, class_id, vehicle_name, pricing from reservations`.execute(db);
  for (const row of rows.rows) {
    const p = JSON.parse(row.pricing) as Record<string, number | string | null>;
    if ('lines' in p) continue;
    const minutes = Number(p.totalMinutes);
    const chargeDays =
      p.rentalType === 'monthly'
        ? Math.ceil(minutes / 1440)
        : Math.max(1, Math.floor(minutes / 1440) + (minutes % 1440 > 60 ? 1 : 0));
    const subtotal = Number(p.subtotalCents);
    const priced = {
      ...p,
      lines: [
        {
          kind: 'base',
          code: row.class_id,
          label: row.vehicle_name,
          quantity: p.quantity,
          unitCents: p.unitSubtotalCents,
          amountCents: subtotal,
          taxable: true,
        },
      ],
      taxes: [],
      chargeDays,
      chargesCents: subtotal,
      taxCents: 0,
      totalCents: subtotal,
      depositCents: 0,
      dueNowCents: 0,
      dueAtPickupCents: subtotal,
      mileageAllowancePerDay: null,
      excessMileCents: 0,
    };
    await sql`update reservations set pricing = ${JSON.stringify(priced)}, total_cents = ${subtotal}
      where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('own_cover_statement').execute();
  await db.schema.alterTable('reservations').dropColumn('promo_code').execute();
  await db.schema.alterTable('reservations').dropColumn('total_cents').execute();
  for (const table of [
    'reservation_extras',
    'promo_codes',
    'location_charges',
    'protection_products',
    'extra_stock',
    'extras',
    'blackouts',
    'seasons',
    'pricing_settings',
    'class_charges',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
