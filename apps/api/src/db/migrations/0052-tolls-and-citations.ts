import { type Kysely, sql } from 'kysely';

/**
 * Tolls and citations (decision 037). `citation_sources`: a toll agency or a
 * city whose CSV files are imported, with the mapping of its columns (JSON)
 * saved once and the time zone its times are written in. `citation_items`:
 * one row per notice, UNIQUE on (agency_key, reference) so a reference is
 * never charged twice, whoever imports it and however often; the unit, the
 * booked vehicle (reservation, class, seq) and the driver it was matched to,
 * or none (queued for staff); its status; the fee rows that charge it
 * (`reservation_fees`, decision 032). `nomination` is sealed (decision 018):
 * what a transfer of liability needs (name, address, licence), erased with
 * `nomination_until` by the retention job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('citation_sources')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('agency', 'varchar(80)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('timezone', 'varchar(64)', (c) => c.notNull())
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('citation_items')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('source_id', 'varchar(36)', (c) => c.notNull().references('citation_sources.id'))
    .addColumn('agency', 'varchar(80)', (c) => c.notNull())
    .addColumn('agency_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('reference', 'varchar(80)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('toll', 'parking', 'camera', 'other')`),
    )
    .addColumn('plate', 'varchar(10)', (c) => c.notNull())
    .addColumn('plate_state', 'varchar(2)')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('place', 'varchar(120)', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('unit_id', 'varchar(36)')
    .addColumn('reservation_id', 'varchar(36)', (c) => c.references('reservations.id').onDelete('restrict'))
    .addColumn('class_id', 'varchar(64)')
    .addColumn('seq', 'integer')
    .addColumn('driver_id', 'varchar(36)')
    .addColumn('status', 'varchar(16)', (c) =>
      c.notNull().check(sql`status in ('queued', 'charged', 'disputed', 'transferred', 'dismissed')`),
    )
    .addColumn('fee_ids', 'text', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    .addColumn('nomination', 'text')
    .addColumn('nomination_until', 'bigint')
    .addColumn('imported_at', 'bigint', (c) => c.notNull())
    .addColumn('imported_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('citation_items_reference_key', ['agency_key', 'reference'])
    .execute();
  await db.schema
    .createIndex('citation_items_status_idx')
    .on('citation_items')
    .columns(['status', 'at'])
    .execute();
  await db.schema
    .createIndex('citation_items_reservation_idx')
    .on('citation_items')
    .column('reservation_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('citation_items').execute();
  await db.schema.dropTable('citation_sources').execute();
}
