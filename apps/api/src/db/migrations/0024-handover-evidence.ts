import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * What the counter keeps as evidence of a handover (decision 015): photos of each
 * booked vehicle as it went out and came back, and the rental agreement the
 * renter signed at check-out (the signature drawn on the tablet and the PDF
 * made from it). Both are private to staff, so their bytes live in the
 * database (one store for every instance, backed up with the bookings), not in
 * the public media folder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof SqliteAdapter ? 'blob' : 'bytea';
  await db.schema
    .createTable('handover_photos')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(3)', (c) => c.notNull().check(sql`kind in ('out', 'in')`))
    .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', sql.raw(bytes), (c) => c.notNull())
    .addColumn('taken_at', 'bigint', (c) => c.notNull())
    .addColumn('taken_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('handover_photos_vehicle_idx')
    .on('handover_photos')
    .columns(['reservation_id', 'class_id', 'seq', 'kind', 'taken_at'])
    .execute();
  await db.schema
    .createTable('rental_agreements')
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.primaryKey().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('signer_name', 'varchar(130)', (c) => c.notNull())
    .addColumn('signed_at', 'bigint', (c) => c.notNull())
    .addColumn('witnessed_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('signature', sql.raw(bytes), (c) => c.notNull())
    .addColumn('pdf', sql.raw(bytes), (c) => c.notNull())
    .addColumn('emailed_to', 'varchar(254)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rental_agreements').execute();
  await db.schema.dropTable('handover_photos').execute();
}
