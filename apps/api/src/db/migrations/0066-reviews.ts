import { type Kysely, sql } from 'kysely';

/**
 * Reviews after the trip (decision 047): one row per booking, made at its final return with the
 * link's token kept as its SHA-256 hash only; the rating (1 to 5), comment and consent once the
 * renter answers; published by staff (never edited); a low rating's item for a manager
 * (`follow_up_status` open, then resolved with a note). The reviewer's name as shown is kept apart
 * (`author`: first name and last initial), so the booking's erasure can blank it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reservation_id', 'varchar(36)', (c) => c.notNull().unique().references('reservations.id'))
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('author', 'varchar(80)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text')
    .addColumn('consent_to_publish', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_at', 'bigint')
    .addColumn('published_at', 'bigint')
    .addColumn('published_by', 'varchar(254)')
    .addColumn('follow_up_status', 'varchar(16)', (c) =>
      c.check(sql`follow_up_status in ('open', 'resolved')`),
    )
    .addColumn('follow_up_note', 'text')
    .addColumn('resolved_at', 'bigint')
    .addColumn('resolved_by', 'varchar(254)')
    .execute();
  await db.schema.createIndex('reviews_class').on('reviews').columns(['class_id', 'submitted_at']).execute();
  await db.schema
    .createIndex('reviews_location')
    .on('reviews')
    .columns(['location_id', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}
