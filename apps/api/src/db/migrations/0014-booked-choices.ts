import type { Kysely } from 'kysely';

/**
 * What the renter chose at booking beside the vehicle (decision 012): extras
 * with quantities, protection taken or declined, the distance they gave and
 * additional drivers, as JSON; and a quote request's estimate. What those cost is in `pricing`; the stocked
 * extras' guard is `reservation_extras` (0013). Bookings made before have
 * chosen nothing, which is what a null column reads as.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('choices', 'text').execute();
  // A quote naming a vehicle carries the true-total estimate it was sent with (JSON of PricedTrip).
  await db.schema.alterTable('quote_requests').addColumn('estimate', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote_requests').dropColumn('estimate').execute();
  await db.schema.alterTable('reservations').dropColumn('choices').execute();
}
