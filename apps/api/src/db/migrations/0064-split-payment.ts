import { type Kysely, sql } from 'kysely';

/**
 * A booking split among the group's members (decision 045). `reservation_payers`: one row per member
 * who pays, the organiser first (`position` 0, no name or e-mail of its own: the booking's contact),
 * each with their share; a member's personal link is kept as its SHA-256 hash only (decision 024's
 * way), null for the organiser. A split replaced before anyone paid keeps its old rows with
 * `removed_at` (their payments still name them); the current split is the rows without. `taken_over_at`:
 * the member had not paid by the balance due date and their share fell to the organiser.
 * `payments.payer_id`: the member a balance payment came from; null for the organiser's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reservation_payers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reservation_id', 'varchar(36)', (c) => c.notNull().references('reservations.id'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
    .addColumn('name', 'varchar(120)')
    .addColumn('email', 'varchar(254)')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('link_token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('link_sent_at', 'bigint')
    .addColumn('reminded_at', 'bigint')
    .addColumn('taken_over_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('reservation_payers_current')
    .on('reservation_payers')
    .columns(['reservation_id', 'position'])
    .unique()
    .where(sql.ref('removed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('reservation_payers_email')
    .on('reservation_payers')
    .expression(sql`lower(trim(email))`)
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('payer_id', 'varchar(36)', (c) => c.references('reservation_payers.id'))
    .execute();
  await db.schema.createIndex('payments_payer_idx').on('payments').column('payer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_payer_idx').execute();
  await db.schema.alterTable('payments').dropColumn('payer_id').execute();
  await db.schema.dropTable('reservation_payers').execute();
}
