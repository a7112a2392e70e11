import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Money that moves (decision 014): organisation accounts with
 * invoice terms and tax-exemption certificates, invoices numbered without gaps
 * per year, payments through the card provider with the events it sent, the
 * provider calls still to make (refunds, captures, releases), and the
 * company's payment settings. A reservation may now wait for its card payment
 * (`pending_payment`, its units held until `pay_by`) and end `expired` when
 * the payment never came.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('school', 'church', 'government', 'business', 'nonprofit', 'other')`),
    )
    .addColumn('billing_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('billing_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('billing_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('address_line1', 'varchar(120)', (c) => c.notNull())
    .addColumn('address_line2', 'varchar(120)')
    .addColumn('city', 'varchar(80)', (c) => c.notNull())
    .addColumn('region', 'varchar(2)', (c) => c.notNull())
    .addColumn('postal_code', 'varchar(10)', (c) => c.notNull())
    // SHA-256 of the access key: the key itself is only ever e-mailed and shown once.
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('terms_status', 'varchar(16)', (c) =>
      c.notNull().check(sql`terms_status in ('none', 'requested', 'approved', 'declined')`),
    )
    .addColumn('requested_net_days', 'integer')
    .addColumn('net_days', 'integer', (c) => c.check(sql`net_days in (15, 30, 60)`))
    .addColumn('po_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('terms_reviewed_at', 'bigint')
    .addColumn('terms_reviewed_by', 'varchar(254)')
    .execute();
  await db.schema
    .createIndex('organisations_created_at_idx')
    .on('organisations')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('tax_certificates')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('organisation_id', 'varchar(36)', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('number', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) =>
      c.notNull().check(sql`status in ('pending', 'verified', 'rejected')`),
    )
    .addColumn('rejection_reason', 'varchar(300)')
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'varchar(254)')
    .addColumn('reminder_sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('tax_certificates_organisation_idx')
    .on('tax_certificates')
    .columns(['organisation_id', 'uploaded_at'])
    .execute();
  // The expiry reminder: verified certificates by expiry day.
  await db.schema
    .createIndex('tax_certificates_expiry_idx')
    .on('tax_certificates')
    .columns(['status', 'expires_on'])
    .execute();

  await db.schema
    .alterTable('location_charges')
    .addColumn('exemptible', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The demo's and any company's state sales tax, by the code the price book gives it.
  await sql`update location_charges set exemptible = 1 where code = 'sales-tax'`.execute(db);

  await db.schema
    .alterTable('reservations')
    .addColumn('organisation_id', 'varchar(36)', (c) => c.references('organisations.id').onDelete('restrict'))
    .execute();
  await db.schema.alterTable('reservations').addColumn('po_number', 'varchar(64)').execute();
  // A quote may be asked for an organisation account too.
  await db.schema
    .alterTable('quote_requests')
    .addColumn('organisation_id', 'varchar(36)', (c) => c.references('organisations.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('reservations')
    .addColumn('payment_method', 'varchar(16)', (c) => c.notNull().defaultTo('at_pickup'))
    .execute();
  await db.schema.alterTable('reservations').addColumn('collect_at_booking', 'varchar(8)').execute();
  await db.schema.alterTable('reservations').addColumn('pay_by', 'bigint').execute();
  await db.schema.alterTable('reservations').addColumn('reminder_sent_at', 'bigint').execute();
  await widenReservationStatus(db);
  await db.schema
    .createIndex('reservations_pending_payment_idx')
    .on('reservations')
    .column('pay_by')
    .where(sql.ref('status'), '=', sql.lit('pending_payment'))
    .execute();
  await db.schema
    .createIndex('reservations_organisation_idx')
    .on('reservations')
    .columns(['organisation_id', 'created_at'])
    .execute();
  // The pickup reminder: reservations by pickup time.
  await db.schema.createIndex('reservations_pickup_at_idx').on('reservations').column('pickup_at').execute();

  await db.schema
    .createTable('invoice_sequences')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number >= 0`))
    .execute();
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('number', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 1`))
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('restrict'),
    )
    .addColumn('organisation_id', 'varchar(36)', (c) => c.references('organisations.id').onDelete('restrict'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('booking', 'cancellation')`))
    .addColumn('status', 'varchar(8)', (c) => c.notNull().check(sql`status in ('open', 'paid', 'void')`))
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('issued_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('due_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('net_days', 'integer')
    .addColumn('po_number', 'varchar(64)')
    .addColumn('bill_to', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('paid_at', 'bigint')
    .addColumn('voided_at', 'bigint')
    .addColumn('void_reason', 'varchar(200)')
    .addUniqueConstraint('invoices_year_seq_key', ['year', 'seq'])
    .execute();
  await db.schema.createIndex('invoices_reservation_idx').on('invoices').column('reservation_id').execute();
  await db.schema
    .createIndex('invoices_status_due_idx')
    .on('invoices')
    .columns(['status', 'due_on'])
    .execute();
  await db.schema
    .createIndex('invoices_organisation_idx')
    .on('invoices')
    .columns(['organisation_id', 'issued_at'])
    .execute();
  await db.schema.createIndex('invoices_issued_at_idx').on('invoices').column('issued_at').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('restrict'),
    )
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('deposit', 'full', 'balance', 'charge', 'bank_transfer')`),
    )
    .addColumn('status', 'varchar(16)', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('pending', 'requires_action', 'failed', 'authorised', 'succeeded', 'canceled', 'expired')`,
        ),
    )
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('authorised_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('captured_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('checkout_session_id', 'varchar(255)', (c) => c.unique())
    .addColumn('payment_intent_id', 'varchar(255)', (c) => c.unique())
    .addColumn('customer_id', 'varchar(255)')
    .addColumn('payment_method_id', 'varchar(255)')
    .addColumn('card_brand', 'varchar(32)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('reference', 'varchar(100)')
    .addColumn('received_on', 'varchar(10)')
    .addColumn('failure_message', 'varchar(300)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)')
    .execute();
  await db.schema
    .createIndex('payments_reservation_idx')
    .on('payments')
    .columns(['reservation_id', 'created_at'])
    .execute();
  await db.schema.createIndex('payments_created_at_idx').on('payments').column('created_at').execute();
  // Reconciliation: payments still waiting on the provider, oldest first.
  await db.schema
    .createIndex('payments_open_idx')
    .on('payments')
    .column('updated_at')
    .where(sql.ref('status'), 'in', sql`('pending', 'requires_action', 'authorised')`)
    .execute();

  await db.schema
    .createTable('payment_operations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('payment_id', 'varchar(36)', (c) => c.notNull().references('payments.id').onDelete('restrict'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('capture', 'release', 'refund')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) =>
      c.notNull().check(sql`status in ('pending', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(255)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    .addColumn('created_by', 'varchar(254)')
    .execute();
  await db.schema
    .createIndex('payment_operations_due_idx')
    .on('payment_operations')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();
  await db.schema
    .createIndex('payment_operations_payment_idx')
    .on('payment_operations')
    .column('payment_id')
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(255)')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_settings')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('collect_at_booking', 'varchar(8)', (c) =>
      c.notNull().check(sql`collect_at_booking in ('none', 'deposit', 'full')`),
    )
    .addColumn('pending_payment_minutes', 'integer', (c) => c.notNull())
    .addColumn('reminder_days_before', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_settings').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payment_operations').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_sequences').execute();
  await db.schema.dropIndex('reservations_pickup_at_idx').execute();
  await db.schema.dropIndex('reservations_organisation_idx').execute();
  await db.schema.dropIndex('reservations_pending_payment_idx').execute();
  // Reservations that waited for a payment go back to the two states the old code knows.
  await sql`update reservation_lines set status = 'cancelled' where reservation_id in
      (select id from reservations where status in ('pending_payment', 'expired'))`.execute(db);
  await sql`update reservations set status = 'cancelled' where status in ('pending_payment', 'expired')`.execute(
    db,
  );
  await setReservationStatuses(db, ['confirmed', 'cancelled']);
  for (const column of [
    'reminder_sent_at',
    'pay_by',
    'collect_at_booking',
    'payment_method',
    'po_number',
    'organisation_id',
  ]) {
    await db.schema.alterTable('reservations').dropColumn(column).execute();
  }
  await db.schema.alterTable('location_charges').dropColumn('exemptible').execute();
  await db.schema.alterTable('quote_requests').dropColumn('organisation_id').execute();
  await db.schema.dropTable('tax_certificates').execute();
  await db.schema.dropTable('organisations').execute();
}

const statuses = ['pending_payment', 'confirmed', 'cancelled', 'expired'];

async function widenReservationStatus(db: Kysely<unknown>): Promise<void> {
  await setReservationStatuses(db, statuses);
}

const statusCheck = (list: readonly string[]) => `status in (${list.map((s) => `'${s}'`).join(', ')})`;

/**
 * `reservations.status`'s check constraint (migration 0002) with another list.
 * PostgreSQL alters the constraint. SQLite cannot alter a constraint, so the
 * table is made again with the new check and its rows copied, by SQLite's
 * documented procedure (https://www.sqlite.org/lang_altertable.html#otheralter):
 * foreign keys off, the copy in one transaction, its indexes made again,
 * `foreign_key_check` clean before the commit.
 */
async function setReservationStatuses(db: Kysely<unknown>, list: readonly string[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`alter table reservations drop constraint if exists reservations_status_check`.execute(db);
    await sql
      .raw(`alter table reservations add constraint reservations_status_check check (${statusCheck(list)})`)
      .execute(db);
    return;
  }
  const { rows: tables } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'reservations'`.execute(db);
  const created = tables[0]?.sql ?? '';
  const checkNow = /check \(status in \([^)]*\)\)/i;
  if (!checkNow.test(created)) throw new Error('reservations: its status check was not found');
  const createNew = created
    .replace(/^create table "?reservations"?/i, 'create table "reservations_new"')
    .replace(checkNow, `check (${statusCheck(list)})`);
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'reservations' and sql is not null`.execute(
    db,
  );
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await sql.raw(createNew).execute(db);
      await sql`insert into reservations_new select * from reservations`.execute(db);
      await sql`drop table reservations`.execute(db);
      await sql`alter table reservations_new rename to reservations`.execute(db);
      for (const index of indexes) await sql.raw(index.sql).execute(db);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
      if (broken.length > 0)
        throw new Error(`reservations: ${broken.length} foreign keys broken by the copy`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
