import type { Kysely } from 'kysely';

/**
 * The driver's home address, given at pre-arrival (decisions 024 and 037): a
 * toll or ticket of the rental can be transferred to the driver, and the
 * nomination letter names them at it. `home_address` holds the address sealed
 * like the licence number (decision 018), null for a driver who has not given
 * one (every row stored before) and once the retention sweep erases it with
 * the licence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation_drivers').addColumn('home_address', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation_drivers').dropColumn('home_address').execute();
}
