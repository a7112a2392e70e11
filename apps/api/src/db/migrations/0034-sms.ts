import { type Kysely, sql } from 'kysely';

/**
 * Text messages (decision 022). `sms_opt_ins`: one row per phone number that
 * said yes or STOP, keyed by a keyed hash of the number in E.164 (the number
 * itself is not kept: only asked "may we text it?"). `sms_messages`: the SMS
 * outbox, like `outbox_messages` (migration 0005): written in the transaction
 * of what it is about, delivered by the outbox worker with retries; the number
 * is sealed and erased once sent. `reservation_reminders`: one row per
 * reservation and reminder kind, the guard that sends each reminder once across
 * instances (the pickup-day reminder; the earlier one keeps its column,
 * migration 0026).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_opt_ins')
    .addColumn('number_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('opted_in', 'stopped')`))
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sms_messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('to_sealed', 'text', (c) => c.notNull())
    .addColumn('number_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('body', 'varchar(640)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)')
    .addColumn('status', 'varchar(16)', (c) =>
      c.notNull().check(sql`status in ('pending', 'sending', 'sent', 'retrying', 'failed', 'stopped')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('provider_id', 'varchar(64)')
    .addColumn('sent_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_messages_due_idx')
    .on('sms_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('sms_messages_reference_idx').on('sms_messages').column('reference').execute();
  await db.schema
    .createTable('reservation_reminders')
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reservation_reminders_pk', ['reservation_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reservation_reminders').execute();
  await db.schema.dropTable('sms_messages').execute();
  await db.schema.dropTable('sms_opt_ins').execute();
}
