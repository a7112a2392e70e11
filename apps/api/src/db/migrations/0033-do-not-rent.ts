import type { Kysely } from 'kysely';

/**
 * The do-not-rent list (decision 021). A person is kept as keyed hashes to
 * match by (name and date of birth, licence, e-mail, phone) and their details
 * sealed (AES-256-GCM, as licence numbers are) to show masked; the licence
 * number is kept only as its hash. An override lets one booking through,
 * recorded with who and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('do_not_rent_entries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('person_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('licence_hash', 'varchar(64)')
    .addColumn('email_hash', 'varchar(64)')
    .addColumn('phone_hash', 'varchar(64)')
    .addColumn('details_sealed', 'text', (c) => c.notNull())
    .addColumn('licence_state', 'varchar(3)')
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('lapses_on', 'varchar(10)')
    .execute();
  for (const column of ['person_hash', 'licence_hash', 'email_hash', 'phone_hash']) {
    await db.schema
      .createIndex(`do_not_rent_entries_${column}_idx`)
      .on('do_not_rent_entries')
      .column(column)
      .execute();
  }
  await db.schema
    .createTable('do_not_rent_overrides')
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.primaryKey().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('entry_ids', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('do_not_rent_overrides').execute();
  await db.schema.dropTable('do_not_rent_entries').execute();
}
