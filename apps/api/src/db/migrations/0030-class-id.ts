import type { Kysely } from 'kysely';

/**
 * One name for a vehicle class in SQL, `class_id` (docs/architecture.md,
 * glossary): a quote request's class was `vehicle_id` and a vehicle for sale's
 * `vehicle_class_id`. Renamed in place, on SQLite and PostgreSQL alike, so the
 * quote's foreign key to `vehicle_classes` stays as it was. The public API's
 * field names are unchanged: they are translated where the contract is read
 * and written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote_requests').renameColumn('vehicle_id', 'class_id').execute();
  await db.schema.alterTable('vehicles_for_sale').renameColumn('vehicle_class_id', 'class_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vehicles_for_sale').renameColumn('class_id', 'vehicle_class_id').execute();
  await db.schema.alterTable('quote_requests').renameColumn('class_id', 'vehicle_id').execute();
}
