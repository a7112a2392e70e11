import { type Kysely, sql } from 'kysely';

/**
 * Certificates of insurance (decision 023): a booking's own, or an
 * organisation account's serving all its bookings while valid (exactly one of
 * the two is set). The file lives under DATA_DIR/certificates as the
 * tax-exemption certificates' do. `insurance_settings` (one row, id
 * 'company') holds the minimum liability limit staff set, $1,000,000 until
 * they set another, and since when bookings that decline protection need a
 * certificate: those booked before keep their written statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('insurance_certificates')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reservation_id', 'varchar(36)', (c) => c.references('reservations.id').onDelete('cascade'))
    .addColumn('organisation_id', 'varchar(36)', (c) => c.references('organisations.id').onDelete('cascade'))
    .addColumn('insurer', 'varchar(120)', (c) => c.notNull())
    .addColumn('policy_number', 'varchar(64)', (c) => c.notNull())
    .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('liability_limit_cents', 'bigint', (c) => c.notNull())
    .addColumn('covers_hired_vehicles', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) =>
      c.notNull().check(sql`status in ('pending', 'verified', 'rejected')`),
    )
    .addColumn('rejection_reason', 'varchar(300)')
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'varchar(254)')
    .addColumn('reminder_sent_at', 'bigint')
    .addCheckConstraint(
      'insurance_certificates_one_holder',
      sql`(reservation_id is null) <> (organisation_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('insurance_certificates_reservation_idx')
    .on('insurance_certificates')
    .columns(['reservation_id', 'uploaded_at'])
    .execute();
  await db.schema
    .createIndex('insurance_certificates_organisation_idx')
    .on('insurance_certificates')
    .columns(['organisation_id', 'uploaded_at'])
    .execute();
  // The review queue and the expiry reminder: certificates by status and last day.
  await db.schema
    .createIndex('insurance_certificates_status_idx')
    .on('insurance_certificates')
    .columns(['status', 'valid_to'])
    .execute();
  await db.schema
    .createTable('insurance_settings')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('minimum_liability_cents', 'bigint', (c) => c.notNull())
    .addColumn('certificates_required_from', 'bigint', (c) => c.notNull())
    .execute();
  // Bookings made before this migration declined protection with a written statement: they keep it.
  const latest = await sql<{ latest: number | string | null }>`
    select max(created_at) as latest from reservations`.execute(db);
  const requiredFrom = Number(latest.rows[0]?.latest ?? -1) + 1;
  await sql`insert into insurance_settings (id, minimum_liability_cents, certificates_required_from)
    values ('company', ${100_000_000}, ${requiredFrom})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('insurance_settings').execute();
  await db.schema.dropTable('insurance_certificates').execute();
}
