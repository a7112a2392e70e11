import type { Kysely } from 'kysely';

/**
 * Back-office accounts, their sessions and the sign-in throttle (decision 006, SPEC
 * Part B §10). A session row is keyed by the SHA-256 of the cookie's random id,
 * so a leaked database holds no usable cookie. Frozen once shipped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    // scrypt$N$r$p$salt$hash: self-describing, so the cost can rise without a migration.
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .addUniqueConstraint('admin_users_email_key', ['email'])
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('admin_id', 'varchar(36)', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    // The absolute end, whatever the activity.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_sessions_admin_id_idx')
    .on('admin_sessions')
    .column('admin_id')
    .execute();
  await db.schema
    .createIndex('admin_sessions_expires_at_idx')
    .on('admin_sessions')
    .column('expires_at')
    .execute();

  // Failed sign-ins per key (hash of IP + e-mail, or of IP alone) in a fixed window:
  // in the database, so every instance behind a load balancer counts the same attempts.
  await db.schema
    .createTable('admin_login_throttle')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_login_throttle').execute();
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema.dropTable('admin_users').execute();
}
