import type { Kysely } from 'kysely';

/**
 * The cancellation policy (decision 013): the company's, as JSON beside its other
 * pricing settings (null: the demo policy of content/rental-policy.ts); and
 * the fee a cancelled reservation was charged, stored with it and collected
 * with payments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pricing_settings').addColumn('cancellation_policy', 'text').execute();
  await db.schema.alterTable('reservations').addColumn('cancellation_fee_cents', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('cancellation_fee_cents').execute();
  await db.schema.alterTable('pricing_settings').dropColumn('cancellation_policy').execute();
}
