import type { Kysely } from 'kysely';

/**
 * The business reports (decision 044) read bookings by when they were
 * cancelled; every other column they select on has its index already
 * (reservations.created_at, invoices.issued_at, reservation_lines and
 * maintenance_blocks by location and period, fleet_units by location).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reservations_cancelled_at_idx')
    .on('reservations')
    .column('cancelled_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reservations_cancelled_at_idx').execute();
}
