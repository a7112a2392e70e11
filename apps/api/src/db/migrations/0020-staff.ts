import { type Kysely, sql } from 'kysely';

/**
 * Staff roles and invitations (decision 015). Every account so far could do
 * everything: they become owners. `admin_invitations`: an owner's invitation
 * by e-mail with a role, its token kept as a SHA-256 (like sessions), used
 * once before it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admin_users')
    .addColumn('role', 'varchar(16)', (c) =>
      c.notNull().defaultTo('owner').check(sql`role in ('owner', 'manager', 'agent', 'viewer')`),
    )
    .execute();

  await db.schema
    .createTable('admin_invitations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) =>
      c.notNull().check(sql`role in ('owner', 'manager', 'agent', 'viewer')`),
    )
    .addColumn('invited_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('admin_invitations_email_idx')
    .on('admin_invitations')
    .column('email')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_invitations').execute();
  await db.schema.alterTable('admin_users').dropColumn('role').execute();
}
