import type { Kysely } from 'kysely';

/**
 * The catalogue's version (decision 012): one row whose number moves on each time staff change what the
 * catalogue holds (rates, units, the price book). Each instance keeps the catalogue in memory and reads this
 * number, at most once a second, to know whether another instance changed it since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<{ catalog_version: { id: string; version: number } }>)
    .insertInto('catalog_version')
    .values({ id: 'catalog', version: 0 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalog_version').execute();
}
