import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * What the counter stores at check-out may be an addendum (decision 027): when
 * the renter signed the rental agreement before pickup, the readings are an
 * addendum to it, acknowledged with one tap, with no drawn signature. So
 * `rental_agreements` gets a `kind` ('signed' for every row stored before), the
 * addendum's text version and its PDF's SHA-256, and `signature` becomes
 * nullable; a check keeps each kind whole: a signed agreement has its
 * signature, an addendum has none and has its version and hash.
 */
const wholeKind = sql`(kind = 'signed' and signature is not null) or (kind = 'addendum' and signature is null and text_version is not null and document_sha256 is not null)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) {
    await rebuildOnSqlite(db);
    return;
  }
  await sql`alter table rental_agreements alter column signature drop not null`.execute(db);
  await db.schema
    .alterTable('rental_agreements')
    .addColumn('kind', 'varchar(10)', (c) =>
      c.notNull().defaultTo('signed').check(sql`kind in ('signed', 'addendum')`),
    )
    .execute();
  await db.schema.alterTable('rental_agreements').addColumn('text_version', 'varchar(40)').execute();
  await db.schema.alterTable('rental_agreements').addColumn('document_sha256', 'varchar(64)').execute();
  await db.schema
    .alterTable('rental_agreements')
    .addCheckConstraint('rental_agreements_whole_kind', wholeKind)
    .execute();
}

/**
 * SQLite cannot drop a NOT NULL nor add a check over several columns: the table
 * is made again and its rows copied, by SQLite's documented procedure
 * (https://www.sqlite.org/lang_altertable.html#otheralter). Nothing refers to
 * `rental_agreements`, so no foreign key needs setting aside.
 */
async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`begin immediate`.execute(db);
  try {
    await db.schema
      .createTable('rental_agreements_new')
      .addColumn('reservation_id', 'varchar(36)', (c) =>
        c.primaryKey().references('reservations.id').onDelete('cascade'),
      )
      .addColumn('signer_name', 'varchar(130)', (c) => c.notNull())
      .addColumn('signed_at', 'bigint', (c) => c.notNull())
      .addColumn('witnessed_by', 'varchar(254)', (c) => c.notNull())
      .addColumn('signature', 'blob')
      .addColumn('pdf', 'blob', (c) => c.notNull())
      .addColumn('emailed_to', 'varchar(254)', (c) => c.notNull())
      .addColumn('kind', 'varchar(10)', (c) =>
        c.notNull().defaultTo('signed').check(sql`kind in ('signed', 'addendum')`),
      )
      .addColumn('text_version', 'varchar(40)')
      .addColumn('document_sha256', 'varchar(64)')
      .addCheckConstraint('rental_agreements_whole_kind', wholeKind)
      .execute();
    await sql`insert into rental_agreements_new
      (reservation_id, signer_name, signed_at, witnessed_by, signature, pdf, emailed_to, kind)
      select reservation_id, signer_name, signed_at, witnessed_by, signature, pdf, emailed_to, 'signed'
      from rental_agreements`.execute(db);
    await sql`drop table rental_agreements`.execute(db);
    await sql`alter table rental_agreements_new rename to rental_agreements`.execute(db);
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // An addendum has no drawn signature to keep in a NOT NULL column: it goes.
  await sql`delete from rental_agreements where kind = 'addendum'`.execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.schema.alterTable('rental_agreements').renameTo('rental_agreements_old').execute();
    await db.schema
      .createTable('rental_agreements')
      .addColumn('reservation_id', 'varchar(36)', (c) =>
        c.primaryKey().references('reservations.id').onDelete('cascade'),
      )
      .addColumn('signer_name', 'varchar(130)', (c) => c.notNull())
      .addColumn('signed_at', 'bigint', (c) => c.notNull())
      .addColumn('witnessed_by', 'varchar(254)', (c) => c.notNull())
      .addColumn('signature', 'blob', (c) => c.notNull())
      .addColumn('pdf', 'blob', (c) => c.notNull())
      .addColumn('emailed_to', 'varchar(254)', (c) => c.notNull())
      .execute();
    await sql`insert into rental_agreements
      select reservation_id, signer_name, signed_at, witnessed_by, signature, pdf, emailed_to
      from rental_agreements_old`.execute(db);
    await db.schema.dropTable('rental_agreements_old').execute();
    return;
  }
  await db.schema.alterTable('rental_agreements').dropConstraint('rental_agreements_whole_kind').execute();
  for (const column of ['document_sha256', 'text_version', 'kind']) {
    await db.schema.alterTable('rental_agreements').dropColumn(column).execute();
  }
  await sql`alter table rental_agreements alter column signature set not null`.execute(db);
}
