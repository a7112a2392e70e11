import type { Kysely } from 'kysely';

/**
 * The cancellation policy a booking keeps as booked (decision 028): its
 * one-way route's own, as JSON of CancellationPolicy like the company's on
 * `pricing_settings`; null: a round trip or a route without one, which follow
 * the company's policy in force when cancelling.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('cancellation_policy', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('cancellation_policy').execute();
}
