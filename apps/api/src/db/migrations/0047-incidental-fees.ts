import { type Kysely, sql } from 'kysely';

/**
 * Incidental fees (decision 032). `incidental_fees` is the price book's
 * catalogue of them, like `protection_products` (booleans 0/1, `position` the
 * order the counter lists them). `reservation_fees` keeps each fee staff added
 * to a booking: its price line as added (JSON of PriceLine, never priced
 * again), the booked vehicle it is for (or none: the booking), the staff
 * note, its `position` among the booking's fees (the order they were added),
 * and the invoice that bills it (null until the final invoice is
 * issued). `invoices.supplement_of` marks an invoice issued for fees added
 * after the final one: it stands beside that invoice, in the same number series.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('incidental_fees')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('label', 'varchar(120)', (c) => c.notNull())
    .addColumn('charge', 'varchar(16)', (c) =>
      c.notNull().check(sql`charge in ('per-occurrence', 'per-hour', 'per-item')`),
    )
    .addColumn('price_cents', 'bigint', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('taxable', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reservation_fees')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('restrict'),
    )
    .addColumn('class_id', 'varchar(64)')
    .addColumn('seq', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('fee_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('note', 'varchar(200)', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addColumn('added_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('invoice_id', 'varchar(36)', (c) => c.references('invoices.id').onDelete('restrict'))
    .execute();
  await db.schema
    .createIndex('reservation_fees_reservation_idx')
    .on('reservation_fees')
    .columns(['reservation_id', 'position'])
    .execute();
  await db.schema.alterTable('invoices').addColumn('supplement_of', 'varchar(36)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('supplement_of').execute();
  await db.schema.dropTable('reservation_fees').execute();
  await db.schema.dropTable('incidental_fees').execute();
}
