import { type Kysely, SqliteAdapter, sql } from 'kysely';

/** The licence fields a driver named by e-mail alone fills in later, on the pre-arrival page. */
const nowOptional = [
  'date_of_birth',
  'licence_country',
  'licence_expiry',
  'licence_class',
  'passenger_endorsement',
  'years_licensed',
] as const;

/**
 * Drivers' pre-arrival steps (decision 024). A driver may be named with a name
 * and an e-mail only, so the licence fields become nullable (rows already
 * stored keep their values); each driver gets a personal link whose token is
 * stored as a SHA-256 hash only. The licence photos are stored sealed
 * (AES-256-GCM), erased with the licence number; each remote signature keeps
 * its evidence (consent text and version, the signed PDF's SHA-256, time, IP
 * address, user agent), one per driver and one for the renter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const bytes = sqlite ? 'blob' : 'bytea';
  if (sqlite) await rebuildDriversWithoutNotNull(db);
  else {
    for (const column of nowOptional) {
      await sql`alter table reservation_drivers alter column ${sql.ref(column)} drop not null`.execute(db);
    }
  }
  await db.schema.alterTable('reservation_drivers').addColumn('email', 'varchar(254)').execute();
  await db.schema.alterTable('reservation_drivers').addColumn('phone', 'varchar(32)').execute();
  await db.schema.alterTable('reservation_drivers').addColumn('link_token_hash', 'varchar(64)').execute();
  await db.schema.alterTable('reservation_drivers').addColumn('link_sent_at', 'bigint').execute();
  await db.schema.alterTable('reservation_drivers').addColumn('identity_confirmed_at', 'bigint').execute();
  await db.schema.alterTable('reservation_drivers').addColumn('licence_entered_at', 'bigint').execute();
  await db.schema.alterTable('reservation_drivers').addColumn('safety_acknowledged_at', 'bigint').execute();
  await db.schema.alterTable('reservation_drivers').addColumn('safety_version', 'varchar(32)').execute();
  await db.schema
    .createIndex('reservation_drivers_link_idx')
    .on('reservation_drivers')
    .column('link_token_hash')
    .unique()
    .execute();

  await db.schema
    .createTable('driver_licence_photos')
    .addColumn('driver_id', 'varchar(36)', (c) =>
      c.notNull().references('reservation_drivers.id').onDelete('cascade'),
    )
    .addColumn('side', 'varchar(5)', (c) => c.notNull().check(sql`side in ('front', 'back')`))
    .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    /** AES-256-GCM: version byte, IV, tag, ciphertext (drivers/licence-cipher.ts). */
    .addColumn('sealed', sql.raw(bytes), (c) => c.notNull())
    .addColumn('taken_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('driver_licence_photos_pk', ['driver_id', 'side'])
    .execute();

  await db.schema
    .createTable('remote_signatures')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    /** A driver's id for their acknowledgement; `renter` for the rental agreement. */
    .addColumn('subject', 'varchar(36)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) =>
      c.notNull().check(sql`kind in ('driver_acknowledgement', 'rental_agreement')`),
    )
    .addColumn('signer_name', 'varchar(130)', (c) => c.notNull())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('consent_version', 'varchar(120)', (c) => c.notNull())
    .addColumn('document_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('pdf', sql.raw(bytes), (c) => c.notNull())
    .addColumn('signed_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(500)', (c) => c.notNull())
    .addUniqueConstraint('remote_signatures_subject_key', ['reservation_id', 'subject'])
    .execute();
}

/**
 * SQLite cannot drop a NOT NULL: the table is made again without it and its
 * rows copied, by SQLite's documented procedure
 * (https://www.sqlite.org/lang_altertable.html#otheralter), as migration 0018 does.
 */
async function rebuildDriversWithoutNotNull(db: Kysely<unknown>): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'reservation_drivers'`.execute(db);
  let created = tables[0]?.sql ?? '';
  for (const column of nowOptional) {
    const withNotNull = new RegExp(`("${column}" [a-z]+(?:\\(\\d+\\))?) not null`, 'i');
    if (!withNotNull.test(created)) throw new Error(`reservation_drivers: ${column} is not as expected`);
    created = created.replace(withNotNull, '$1');
  }
  const createNew = created.replace(
    /^create table "?reservation_drivers"?/i,
    'create table "reservation_drivers_new"',
  );
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'reservation_drivers' and sql is not null`.execute(
    db,
  );
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await sql.raw(createNew).execute(db);
      await sql`insert into reservation_drivers_new select * from reservation_drivers`.execute(db);
      await sql`drop table reservation_drivers`.execute(db);
      await sql`alter table reservation_drivers_new rename to reservation_drivers`.execute(db);
      for (const index of indexes) await sql.raw(index.sql).execute(db);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
      if (broken.length > 0) throw new Error(`reservation_drivers: ${broken.length} foreign keys broken`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_signatures').execute();
  await db.schema.dropTable('driver_licence_photos').execute();
  await db.schema.dropIndex('reservation_drivers_link_idx').execute();
  for (const column of [
    'safety_version',
    'safety_acknowledged_at',
    'licence_entered_at',
    'identity_confirmed_at',
    'link_sent_at',
    'link_token_hash',
    'phone',
    'email',
  ]) {
    await db.schema.alterTable('reservation_drivers').dropColumn(column).execute();
  }
  // The licence fields stay nullable: a driver named without them has no value to put back.
}
