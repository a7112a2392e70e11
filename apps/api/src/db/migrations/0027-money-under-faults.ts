import type { Kysely } from 'kysely';

/**
 * Money under faults (SPEC Part B §14 and §15, decision 014):
 * - a reservation's cancellation fee floor: what cancelling cost just before
 *   its last change, never lowered by a change; a manager may waive it for one
 *   booking (who and when are kept);
 * - a card payment's dispute, as the provider last reported it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservations')
    .addColumn('cancellation_fee_floor_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('reservations').addColumn('cancellation_floor_waived_by', 'text').execute();
  await db.schema.alterTable('reservations').addColumn('cancellation_floor_waived_at', 'bigint').execute();
  await db.schema.alterTable('payments').addColumn('dispute_id', 'text').execute();
  await db.schema.alterTable('payments').addColumn('dispute_status', 'text').execute();
  await db.schema.alterTable('payments').addColumn('dispute_amount_cents', 'bigint').execute();
  await db.schema.alterTable('payments').addColumn('dispute_reason', 'text').execute();
  await db.schema.alterTable('payments').addColumn('dispute_updated_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'dispute_updated_at',
    'dispute_reason',
    'dispute_amount_cents',
    'dispute_status',
    'dispute_id',
  ]) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
  for (const column of [
    'cancellation_floor_waived_at',
    'cancellation_floor_waived_by',
    'cancellation_fee_floor_cents',
  ]) {
    await db.schema.alterTable('reservations').dropColumn(column).execute();
  }
}
