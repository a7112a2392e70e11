import { type Kysely, type SqlBool, sql } from 'kysely';

/**
 * No secret at rest in clear (decision 018). E-mails queued before this held
 * an invitation's link or an organisation's access key in clear in their
 * payload; those already sent lose it here (the marker a sent e-mail keeps
 * now). Sent e-mails are deleted after OUTBOX_RETENTION_DAYS: the partial
 * index finds them by when they were sent.
 *
 * An organisation's access key expires ORGANISATION_KEY_DAYS after it was
 * issued (`key_issued_at`; a key issued before this counts from the day the
 * account was opened); `key_expired_at` is when its expiry entered the audit
 * log, null until then and again once a new key is issued.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('outbox_messages_sent_idx')
    .on('outbox_messages')
    .column('sent_at')
    .where(sql<SqlBool>`${sql.ref('status')} = ${sql.lit('sent')}`)
    .execute();
  await eraseSentCredentials(db as Kysely<OutboxTables>);
  await db.schema
    .alterTable('organisations')
    .addColumn('key_issued_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('organisations').addColumn('key_expired_at', 'bigint').execute();
  await sql`update organisations set key_issued_at = created_at`.execute(db);
}

interface OutboxTables {
  outbox_messages: { id: string; kind: string; status: string; payload: string };
}

/** The fields that held a credential in clear, by kind, before they were sealed. */
const clearFields: Record<string, string> = { staff_invitation: 'link', organisation_welcome: 'accessKey' };

async function eraseSentCredentials(db: Kysely<OutboxTables>): Promise<void> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select(['id', 'kind', 'payload'])
    .where('status', '=', 'sent')
    .where('kind', 'in', Object.keys(clearFields))
    .execute();
  for (const row of rows) {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    const field = clearFields[row.kind]!;
    if (typeof payload[field] !== 'string') continue;
    payload[field] = { sealed: 'erased' };
    await db
      .updateTable('outbox_messages')
      .set({ payload: JSON.stringify(payload) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organisations').dropColumn('key_expired_at').execute();
  await db.schema.alterTable('organisations').dropColumn('key_issued_at').execute();
  await db.schema.dropIndex('outbox_messages_sent_idx').execute();
}
