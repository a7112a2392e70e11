import { type Kysely, sql } from 'kysely';

/**
 * Damage claims (decision 036). `claims`: one per booked vehicle and leg (the
 * unit it was on, decision 035) whose return (at check-in or at a swap) had
 * damage its check-out did not (unique on the booking's vehicle and leg, so
 * two check-ins cannot open two), with the damage marks that are new (JSON), the
 * cover the rental had, the state whose limits apply, the booked class's daily
 * rate (copied at opening: a stored booking never changes price), what staff
 * priced (estimate lines as JSON, loss-of-use days, admin fee), the split as
 * settled (JSON), when the insurer letter was sent (the letter itself is
 * drawn when asked for, from the certificate: no personal data is kept here),
 * the supplementary invoice and the status. `claim_limits`: what a claim may charge a renter, per state, `*`
 * for every state without a row of its own (the demo: no deductible under the
 * waiver, loss of use for 30 days at most, an admin fee of $150 at most).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('claims')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('restrict'),
    )
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('leg', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) =>
      c.notNull().check(sql`status in ('open', 'estimated', 'letter_sent', 'settled', 'waived')`),
    )
    .addColumn('cover', 'varchar(16)', (c) =>
      c.notNull().check(sql`cover in ('waiver', 'certificate', 'none')`),
    )
    .addColumn('marks', 'text', (c) => c.notNull())
    .addColumn('daily_rate_cents', 'bigint', (c) => c.notNull().check(sql`daily_rate_cents >= 0`))
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('loss_of_use_days', 'integer', (c) => c.notNull().check(sql`loss_of_use_days >= 0`))
    .addColumn('admin_fee_cents', 'bigint', (c) => c.notNull().check(sql`admin_fee_cents >= 0`))
    .addColumn('split', 'text')
    .addColumn('letter_sent_at', 'bigint')
    .addColumn('invoice_id', 'varchar(36)', (c) => c.references('invoices.id').onDelete('restrict'))
    .addColumn('waive_reason', 'varchar(200)')
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('claims_vehicle_unique', ['reservation_id', 'class_id', 'seq', 'leg'])
    .execute();
  await db.schema.createIndex('claims_status_idx').on('claims').columns(['status', 'opened_at']).execute();
  await db.schema
    .createTable('claim_limits')
    .addColumn('state', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('deductible_cents', 'bigint', (c) => c.notNull().check(sql`deductible_cents >= 0`))
    .addColumn('loss_of_use_max_days', 'integer', (c) => c.notNull().check(sql`loss_of_use_max_days >= 0`))
    .addColumn('admin_fee_max_cents', 'bigint', (c) => c.notNull().check(sql`admin_fee_max_cents >= 0`))
    .addColumn('renter_max_cents', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into claim_limits (state, deductible_cents, loss_of_use_max_days, admin_fee_max_cents, renter_max_cents, updated_at) values ('*', 0, 30, 15000, null, 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('claim_limits').execute();
  await db.schema.dropTable('claims').execute();
}
