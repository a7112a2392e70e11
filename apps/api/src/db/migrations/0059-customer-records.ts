import { type Kysely, sql } from 'kysely';

/**
 * Customer records (decision 043). A person is every row whose e-mail, trimmed and lower-cased, is theirs; the
 * person's key is that e-mail sealed deterministically (`customers/customer-keys.ts`), so no table holds it in
 * the clear. `customer_merges`: an e-mail staff joined to another person (`from_key` one row each: an e-mail
 * belongs to one person), undone by deleting the row. `customer_notes`: staff's notes on a person (`person_key`)
 * or an organisation (`organisation_id`), exactly one of the two; a pinned note shows on their bookings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A person's rows are found by their e-mail as compared (trimmed, lower case): an index on that expression each.
  for (const table of ['reservations', 'quote_requests', 'leads']) {
    await db.schema
      .createIndex(`${table}_email_normalised`)
      .on(table)
      .expression(sql`lower(trim(email))`)
      .execute();
  }
  await db.schema
    .createTable('customer_merges')
    .addColumn('from_key', 'varchar(512)', (c) => c.primaryKey())
    .addColumn('into_key', 'varchar(512)', (c) => c.notNull())
    .addColumn('merged_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('merged_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('customer_merges_not_self', sql`from_key <> into_key`)
    .execute();
  await db.schema.createIndex('customer_merges_into').on('customer_merges').column('into_key').execute();
  await db.schema
    .createTable('customer_notes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('person_key', 'varchar(512)')
    .addColumn('organisation_id', 'varchar(36)')
    .addColumn('text', 'varchar(2000)', (c) => c.notNull())
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('author', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('customer_notes_one_subject', sql`(person_key is null) <> (organisation_id is null)`)
    .execute();
  await db.schema.createIndex('customer_notes_person').on('customer_notes').column('person_key').execute();
  await db.schema
    .createIndex('customer_notes_organisation')
    .on('customer_notes')
    .column('organisation_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reservations', 'quote_requests', 'leads']) {
    await db.schema.dropIndex(`${table}_email_normalised`).execute();
  }
  await db.schema.dropTable('customer_notes').execute();
  await db.schema.dropTable('customer_merges').execute();
}
