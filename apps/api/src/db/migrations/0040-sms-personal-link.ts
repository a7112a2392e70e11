import type { Kysely } from 'kysely';

/**
 * Text messages (decision 022): `sms_messages.link_sealed`, a driver's personal
 * pre-arrival link texted to an opted-in number (decision 024), sealed as the
 * number is; the text's `body` holds `{link}` in its place. Erased with the
 * number once the text is sent, stopped or failed for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_messages').addColumn('link_sealed', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_messages').dropColumn('link_sealed').execute();
}
