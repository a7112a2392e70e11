import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the back office at national scale (decision 017):
 * with two million bookings, the bookings list, its count and its export
 * scanned the whole table, and the attribution report read every booking of
 * its period from the table.
 *
 * - `reservations_list_idx` is the list's order (latest pickup first, then
 *   latest booked, then code), so a page reads its rows in order and stops;
 *   with the pickup date it also counts a period without reading the table.
 *   It replaces the pickup-time index of migration 0018 (the pickup reminder
 *   reads a range of its first column).
 * - `reservations_*_campaign_idx`: a campaign's bookings by pickup, for the
 *   list's campaign filter (first touch or last non-direct), with the pickup
 *   date so a count reads the index alone.
 * - `reservations_attribution_idx` holds what the attribution report sums,
 *   by creation time, so the report reads the index alone. It replaces the
 *   creation-time index of migration 0002.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reservations_list_idx')
    .on('reservations')
    .columns(['pickup_at desc', 'created_at desc', 'code', 'pickup_date'])
    .execute();
  await db.schema.dropIndex('reservations_pickup_at_idx').execute();
  for (const copy of ['first_touch', 'last_non_direct']) {
    await db.schema
      .createIndex(`reservations_${copy}_campaign_idx`)
      .on('reservations')
      .columns([`${copy}_campaign`, 'pickup_at', 'pickup_date'])
      .execute();
  }
  await db.schema
    .createIndex('reservations_attribution_idx')
    .on('reservations')
    .columns([
      'created_at',
      'status',
      'subtotal_cents',
      'first_touch_source',
      'first_touch_medium',
      'first_touch_campaign',
      'last_non_direct_source',
      'last_non_direct_medium',
      'last_non_direct_campaign',
    ])
    .execute();
  await db.schema.dropIndex('reservations_created_at_idx').execute();
  // Fresh statistics, so the planner weighs the new indexes (PostgreSQL; SQLite reads them at ANALYZE).
  await sql`analyze reservations`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reservations_created_at_idx')
    .on('reservations')
    .column('created_at')
    .execute();
  await db.schema.dropIndex('reservations_attribution_idx').execute();
  for (const copy of ['first_touch', 'last_non_direct']) {
    await db.schema.dropIndex(`reservations_${copy}_campaign_idx`).execute();
  }
  await db.schema.createIndex('reservations_pickup_at_idx').on('reservations').column('pickup_at').execute();
  await db.schema.dropIndex('reservations_list_idx').execute();
}
