import type { Kysely } from 'kysely';

/**
 * What an organisation says when it applies: it pays by purchase order
 * (SPEC Part B §15). Staff's approval of its invoice terms starts from it, so
 * its bookings paid by invoice then ask for the PO number. 0 or 1, like
 * `po_required`; accounts opened before this said nothing (0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('organisations')
    .addColumn('pays_by_purchase_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organisations').dropColumn('pays_by_purchase_order').execute();
}
