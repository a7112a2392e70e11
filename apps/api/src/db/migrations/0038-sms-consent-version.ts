import type { Kysely } from 'kysely';

/**
 * Which consent text a number's owner agreed to (decision 022): the version of
 * `smsConsentText` when they ticked the box, at `updated_at`. Null for a row
 * written before this, and left as it was by a START reply (a reply agrees to
 * no new words).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_opt_ins').addColumn('consent_version', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_opt_ins').dropColumn('consent_version').execute();
}
