import type { Kysely } from 'kysely';

/**
 * First-party collection (SPEC Part B §11, decision 004): page views and Web Vitals
 * as POST /api/collect receives them. No IP address, no visitor id: a path, a
 * day, a coarse device class. `day` is the calendar day in the back office's
 * timezone, so reports group and filter by an indexed string. Frozen once shipped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_views')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('path', 'varchar(512)', (c) => c.notNull())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('referrer_host', 'varchar(253)', (c) => c.notNull())
    .addColumn('device', 'varchar(8)', (c) => c.notNull())
    .addColumn('recorded_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_views_day_path_idx').on('page_views').columns(['day', 'path']).execute();

  await db.schema
    .createTable('web_vitals')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    // The web-vitals library's id of one metric of one page load: a later report replaces an earlier one.
    .addColumn('metric_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(8)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('path', 'varchar(512)', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('rating', 'varchar(20)', (c) => c.notNull())
    .addColumn('device', 'varchar(8)', (c) => c.notNull())
    .addColumn('navigation_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('recorded_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('web_vitals_metric_key', ['metric_id', 'name'])
    .execute();
  await db.schema
    .createIndex('web_vitals_day_path_idx')
    .on('web_vitals')
    .columns(['day', 'path', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_vitals').execute();
  await db.schema.dropTable('page_views').execute();
}
