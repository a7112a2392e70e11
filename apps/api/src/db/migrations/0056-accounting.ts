import { type Kysely, sql } from 'kysely';

/**
 * Accounting (decision 040). `accounting_entries`: the ledger of money events
 * to book — an invoice issued (a reissue is one too), an invoice voided, money
 * captured, money refunded — one row per (kind, source), written in the
 * transaction of the event, pushed to QuickBooks Online by the accounting
 * worker (claimed with a lease, retried with back-off, as the outbox is) and
 * read by the journal export. `remote_id` and `remote_token` are what
 * QuickBooks answered (its Id and SyncToken: a void needs them).
 * `accounting_accounts`: the accounts each location books to;
 * `accounting_tax_codes`: each tax of a location's, its QuickBooks tax code and
 * the liability account. `accounting_connections`: one row, the QuickBooks
 * company connected, its tokens sealed (decision 018), and why Intuit last
 * refused to renew them (staff must connect again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounting_entries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('invoice', 'void', 'payment', 'refund')`),
    )
    .addColumn('source_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('reservation_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('invoice_id', 'varchar(36)')
    .addColumn('reference', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('occurred_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) =>
      c.notNull().check(sql`status in ('pending', 'sending', 'retrying', 'pushed', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('locked_by', 'varchar(120)')
    .addColumn('last_error', 'text')
    .addColumn('remote_id', 'varchar(40)')
    .addColumn('remote_token', 'varchar(40)')
    .addColumn('pushed_at', 'bigint')
    .addUniqueConstraint('accounting_entries_source_key', ['kind', 'source_id'])
    .execute();
  await db.schema
    .createIndex('accounting_entries_due_idx')
    .on('accounting_entries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('accounting_entries_day_idx')
    .on('accounting_entries')
    .columns(['occurred_on', 'occurred_at'])
    .execute();
  await db.schema
    .createTable('accounting_accounts')
    .addColumn('location_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('income_account', 'varchar(100)', (c) => c.notNull())
    .addColumn('receivable_account', 'varchar(100)', (c) => c.notNull())
    .addColumn('deposit_account', 'varchar(100)', (c) => c.notNull())
    .addColumn('refunds_account', 'varchar(100)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('accounting_tax_codes')
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('tax_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('remote_tax_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('tax_account', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('accounting_tax_codes_pkey', ['location_id', 'tax_code'])
    .execute();
  await db.schema
    .createTable('accounting_connections')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(40)')
    .addColumn('company_name', 'varchar(200)')
    .addColumn('tokens', 'text')
    .addColumn('access_expires_at', 'bigint')
    .addColumn('refresh_expires_at', 'bigint')
    .addColumn('state_hash', 'varchar(64)')
    .addColumn('connected_at', 'bigint')
    .addColumn('connected_by', 'varchar(254)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('accounting_connections').execute();
  await db.schema.dropTable('accounting_tax_codes').execute();
  await db.schema.dropTable('accounting_accounts').execute();
  await db.schema.dropTable('accounting_entries').execute();
}
