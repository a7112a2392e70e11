import { type Kysely, sql } from 'kysely';

/**
 * One-way rentals (decision 028): a reservation may come back to another
 * location, `return_location_id` (null: where it was picked up), its return
 * time wall-clock in `return_timezone` there. Its lines carry the return
 * location too, and `moved_at`: when check-in recorded the units at the return
 * location (the stock counts moved), null until then. A line still to arrive
 * moves a unit from its pickup location to its return location at its return
 * plus the turnaround; the two partial indexes find those lines alone, from
 * either end, so the availability query stays bounded (decision 017): only
 * one-way lines not yet checked in are read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('return_location_id', 'varchar(64)').execute();
  await db.schema.alterTable('reservations').addColumn('return_timezone', 'varchar(64)').execute();
  await db.schema.alterTable('reservation_lines').addColumn('return_location_id', 'varchar(64)').execute();
  await db.schema.alterTable('reservation_lines').addColumn('moved_at', 'bigint').execute();
  const pending = sql<boolean>`status = 'confirmed' and return_location_id is not null and moved_at is null`;
  await db.schema
    .createIndex('reservation_lines_one_way_from_idx')
    .on('reservation_lines')
    .columns(['location_id', 'class_id', 'return_at', 'return_location_id', 'quantity'])
    .where(pending)
    .execute();
  await db.schema
    .createIndex('reservation_lines_one_way_to_idx')
    .on('reservation_lines')
    .columns(['return_location_id', 'class_id', 'return_at', 'location_id', 'quantity'])
    .where(pending)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reservation_lines_one_way_to_idx').execute();
  await db.schema.dropIndex('reservation_lines_one_way_from_idx').execute();
  await db.schema.alterTable('reservation_lines').dropColumn('moved_at').execute();
  await db.schema.alterTable('reservation_lines').dropColumn('return_location_id').execute();
  await db.schema.alterTable('reservations').dropColumn('return_timezone').execute();
  await db.schema.alterTable('reservations').dropColumn('return_location_id').execute();
}
