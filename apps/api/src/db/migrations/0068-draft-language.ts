import { type Kysely, sql } from 'kysely';

/**
 * The language a booking draft was left in (decision 048): its one recovery e-mail is written in it and
 * its links open that language's pages. English for drafts kept before the site spoke another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('booking_drafts')
    .addColumn('locale', 'varchar(5)', (c) => c.notNull().defaultTo('en').check(sql`locale in ('en', 'es')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_drafts').dropColumn('locale').execute();
}
