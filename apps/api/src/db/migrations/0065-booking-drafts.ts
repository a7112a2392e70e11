import type { Kysely } from 'kysely';

/**
 * Abandoned bookings' recovery (decision 046). `booking_drafts`: one per address (trimmed, lower-cased)
 * that asked to be reminded, the search as the flow's form held it (JSON), when to remind (an hour
 * after the last change), when it was (once, never again) or when a booking came instead; deleted
 * 30 days after it was first given. `recovery_unsubscribes`: the SHA-256 of each address that
 * unsubscribed, kept so the unsubscribe holds after the draft is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_drafts')
    .addColumn('email', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('trip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('remind_at', 'bigint', (c) => c.notNull())
    .addColumn('reminded_at', 'bigint')
    .addColumn('converted_at', 'bigint')
    .execute();
  await db.schema.createIndex('booking_drafts_due').on('booking_drafts').columns(['remind_at']).execute();
  await db.schema
    .createTable('recovery_unsubscribes')
    .addColumn('email_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recovery_unsubscribes').execute();
  await db.schema.dropTable('booking_drafts').execute();
}
