import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * Quote requests and leads (contact, long-term leasing, fleet sales), each with
 * the attribution record sent with it (decision 004). Frozen once shipped.
 */
function withAttribution<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T> {
  return table
    .addColumn('attribution', 'text')
    .addColumn('first_touch_source', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('first_touch_medium', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('first_touch_campaign', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_non_direct_source', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_non_direct_medium', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_non_direct_campaign', 'varchar(500)', (c) => c.notNull().defaultTo(''));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withAttribution(
    db.schema
      .createTable('quote_requests')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('code', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
      .addColumn('organisation', 'varchar(120)')
      .addColumn('first_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('phone', 'varchar(32)', (c) => c.notNull())
      .addColumn('passengers', 'integer', (c) => c.notNull().check(sql`passengers >= 1`))
      .addColumn('location_id', 'varchar(64)', (c) =>
        c.notNull().references('locations.id').onDelete('restrict'),
      )
      .addColumn('pickup_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('pickup_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('return_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('return_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('vehicle_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('vehicle_id', 'varchar(64)', (c) => c.references('vehicle_classes.id').onDelete('set null'))
      .addColumn('rental_purpose', 'varchar(64)')
      .addColumn('notes', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('quote_requests_code_key', ['code']),
  ).execute();
  await db.schema
    .createIndex('quote_requests_created_at_idx')
    .on('quote_requests')
    .column('created_at')
    .execute();

  await withAttribution(
    db.schema
      .createTable('leads')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(16)', (c) =>
        c.notNull().check(sql`kind in ('contact', 'leasing', 'fleet-sales')`),
      )
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('phone', 'varchar(32)')
      .addColumn('organisation', 'varchar(120)')
      .addColumn('subject', 'varchar(150)')
      .addColumn('message', 'text')
      // The fields of one kind only (vehicles and months of a lease, the vehicle for sale), as JSON.
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('leads_created_at_idx').on('leads').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('leads').execute();
  await db.schema.dropTable('quote_requests').execute();
}
