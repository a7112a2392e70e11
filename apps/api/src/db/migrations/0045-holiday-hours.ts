import type { Kysely } from 'kysely';

/**
 * A location's holiday hours (SPEC Part B §4): the days whose hours replace the
 * week's, as JSON text like its opening hours; null: none set. The demo
 * locations get theirs from the seed (seed.ts `seedDemoData`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('locations').addColumn('holiday_hours', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('locations').dropColumn('holiday_hours').execute();
}
