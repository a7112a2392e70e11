import type { Kysely } from 'kysely';

/**
 * The price book's one-way routes (decision 028): which classes may be
 * returned to another location and the fee per vehicle per pair, as JSON on
 * the company's pricing settings like its cancellation policy; null: the demo
 * routes (content/demo-one-way.ts) until the back office sets its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pricing_settings').addColumn('one_way_routes', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pricing_settings').dropColumn('one_way_routes').execute();
}
