import type { Kysely } from 'kysely';

/**
 * The media library of the image optimiser (decision 006): each upload with the
 * files made from it (`outputs`, JSON), and which vehicle class or vehicle for
 * sale shows it. One picture per vehicle: attaching another replaces it.
 * No foreign key to the vehicle: a class id and a listing id live in two tables.
 * Frozen once shipped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_assets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(60)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('original_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('original_bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'varchar(300)', (c) => c.notNull())
    .addColumn('outputs', 'text', (c) => c.notNull())
    .addColumn('processing_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('media_assets_created_at_idx')
    .on('media_assets')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('media_attachments')
    .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('media_id', 'varchar(36)', (c) =>
      c.notNull().references('media_assets.id').onDelete('cascade'),
    )
    .addColumn('attached_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_attachments_pkey', ['target_type', 'target_id'])
    .execute();
  await db.schema
    .createIndex('media_attachments_media_id_idx')
    .on('media_attachments')
    .column('media_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_attachments').execute();
  await db.schema.dropTable('media_assets').execute();
}
