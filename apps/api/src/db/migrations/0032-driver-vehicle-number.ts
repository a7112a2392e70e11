import type { Kysely } from 'kysely';

/**
 * Which vehicle of its class a driver drives (decision 013, "Drivers"): 1 to
 * the class's quantity on the booking, so two buses of one class are told
 * apart. Null is any vehicle of the class: every driver named before this, and
 * additional drivers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation_drivers').addColumn('vehicle_number', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation_drivers').dropColumn('vehicle_number').execute();
}
