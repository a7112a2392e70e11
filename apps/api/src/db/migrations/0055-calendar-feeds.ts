import { type Kysely, sql } from 'kysely';

/**
 * Calendar feeds (decision 039): one iCalendar URL per organisation (its
 * bookings) and per location (its pickups and returns), each carrying a
 * feed-only token. `token_hash` (SHA-256, hex) finds the feed from its URL;
 * `token_sealed` (decision 018) lets staff see and copy the URL again. One row
 * per organisation or location: issuing again replaces the token, revoking
 * deletes the row, and the old URL answers 404.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('scope', 'varchar(16)', (c) => c.notNull().check(sql`scope in ('organisation', 'location')`))
    .addColumn('scope_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_feeds_pkey', ['scope', 'scope_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
