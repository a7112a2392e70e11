import { type Kysely, sql } from 'kysely';

/**
 * The renter's language (decision 048): the language of the site the booking was made on,
 * which chooses its e-mails, SMS, calendar file and documents. English for every booking made
 * before the site spoke another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservations')
    .addColumn('locale', 'varchar(5)', (c) => c.notNull().defaultTo('en').check(sql`locale in ('en', 'es')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('locale').execute();
}
