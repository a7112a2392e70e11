import type { Kysely } from 'kysely';

/**
 * Text messages (decision 022). `sms_opt_ins.consent_version`: which consent
 * text a number's owner agreed to, when they ticked the box (at `updated_at`);
 * null for a row written before this, and left as it was by a START reply.
 * `sms_messages.to_masked`: the number as the back office's outbox shows it
 * (country code and last two digits), since the number itself is erased once
 * the text is sent; null for texts queued before this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_opt_ins').addColumn('consent_version', 'varchar(32)').execute();
  await db.schema.alterTable('sms_messages').addColumn('to_masked', 'varchar(24)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_messages').dropColumn('to_masked').execute();
  await db.schema.alterTable('sms_opt_ins').dropColumn('consent_version').execute();
}
