import type { Kysely } from 'kysely';

/**
 * A manager's override of one booking held by the do-not-rent list keeps why
 * it may go ahead (decision 021): staff's words, shown on that booking's back-
 * office page, never in the audit log. Overrides recorded before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('do_not_rent_overrides').addColumn('reason', 'varchar(500)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('do_not_rent_overrides').dropColumn('reason').execute();
}
