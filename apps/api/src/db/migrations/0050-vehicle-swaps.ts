import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * A vehicle swapped mid-rental (decision 035). `handovers` gains `leg` (0 for
 * every row stored before): a booked vehicle's first unit is leg 0, and each
 * swap returns leg n on the old unit and checks leg n + 1 out on the new one,
 * so the key becomes (reservation, class, seq, leg, kind), and each photo
 * says its leg too. `handovers` gains
 * `driver_id` too: on an `out` row, the named driver who takes that unit
 * (null: not said, as for every row stored before). `vehicle_swaps` keeps each
 * swap's why (reason, upgrade, broke down) and the addendum the renter
 * acknowledged, one per leg it began.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rebuildOnSqlite(db);
  } else {
    await db.schema
      .alterTable('handovers')
      .addColumn('leg', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('handovers')
      .addColumn('driver_id', 'varchar(36)', (c) =>
        c.references('reservation_drivers.id').onDelete('set null'),
      )
      .execute();
    await db.schema.alterTable('handovers').dropConstraint('handovers_pkey').execute();
    await db.schema
      .alterTable('handovers')
      .addPrimaryKeyConstraint('handovers_pkey', ['reservation_id', 'class_id', 'seq', 'leg', 'kind'])
      .execute();
  }
  // A photo belongs to one leg's side: a swap's return and replacement photos are that leg's (0: every one before).
  await db.schema
    .alterTable('handover_photos')
    .addColumn('leg', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('vehicle_swaps')
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    /** The leg the swap began: the new unit's. */
    .addColumn('leg', 'integer', (c) => c.notNull().check(sql`leg >= 1`))
    .addColumn('from_unit_id', 'varchar(36)', (c) => c.notNull().references('fleet_units.id'))
    .addColumn('to_unit_id', 'varchar(36)', (c) => c.notNull().references('fleet_units.id'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('upgrade', 'integer', (c) => c.notNull())
    .addColumn('broke_down', 'integer', (c) => c.notNull())
    .addColumn('text_version', 'varchar(40)', (c) => c.notNull())
    /** The addendum's PDF; null once the retention sweep has taken it with the rest of the evidence. */
    .addColumn('pdf', db.getExecutor().adapter instanceof SqliteAdapter ? 'blob' : 'bytea')
    .addColumn('document_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('recorded_by', 'varchar(254)', (c) => c.notNull())
    .addPrimaryKeyConstraint('vehicle_swaps_pkey', ['reservation_id', 'class_id', 'seq', 'leg'])
    .execute();
}

/**
 * SQLite cannot change a primary key: the table is made again and its rows
 * copied, by SQLite's documented procedure
 * (https://www.sqlite.org/lang_altertable.html#otheralter), as migration 0037
 * did. Nothing refers to `handovers`.
 */
async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`begin immediate`.execute(db);
  try {
    await handoversTable(db, 'handovers_new', true).execute();
    await sql`insert into handovers_new
      (reservation_id, class_id, seq, leg, kind, unit_id, at, odometer_miles, fuel_eighths, damage, notes,
       charges, recorded_by, driver_id)
      select reservation_id, class_id, seq, 0, kind, unit_id, at, odometer_miles, fuel_eighths, damage, notes,
       charges, recorded_by, null
      from handovers`.execute(db);
    await sql`drop table handovers`.execute(db);
    await sql`alter table handovers_new rename to handovers`.execute(db);
    await db.schema.createIndex('handovers_unit_idx').on('handovers').columns(['unit_id', 'at']).execute();
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
}

/** `handovers` as migration 0023 made it, with the leg and the driver (`legs`) or without. */
function handoversTable(db: Kysely<unknown>, name: string, legs: boolean) {
  const table = db.schema
    .createTable(name)
    .addColumn('reservation_id', 'varchar(36)', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(3)', (c) => c.notNull().check(sql`kind in ('out', 'in')`))
    .addColumn('unit_id', 'varchar(36)', (c) => c.notNull().references('fleet_units.id').onDelete('restrict'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('odometer_miles', 'integer', (c) => c.notNull())
    .addColumn('fuel_eighths', 'integer', (c) => c.notNull())
    .addColumn('damage', 'text', (c) => c.notNull())
    .addColumn('notes', 'varchar(500)', (c) => c.notNull())
    .addColumn('charges', 'text')
    .addColumn('recorded_by', 'varchar(254)', (c) => c.notNull());
  if (!legs) {
    return table.addPrimaryKeyConstraint('handovers_pkey', ['reservation_id', 'class_id', 'seq', 'kind']);
  }
  return table
    .addColumn('leg', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('driver_id', 'varchar(36)', (c) => c.references('reservation_drivers.id').onDelete('set null'))
    .addPrimaryKeyConstraint('handovers_pkey', ['reservation_id', 'class_id', 'seq', 'leg', 'kind']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vehicle_swaps').execute();
  await sql`delete from handover_photos where leg > 0`.execute(db);
  await db.schema.alterTable('handover_photos').dropColumn('leg').execute();
  // A swapped vehicle's later legs have no place in the old key: only each vehicle's first leg stays.
  await sql`delete from handovers where leg > 0`.execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.schema.alterTable('handovers').renameTo('handovers_old').execute();
    await sql`drop index if exists handovers_unit_idx`.execute(db);
    await handoversTable(db, 'handovers', false).execute();
    await sql`insert into handovers
      select reservation_id, class_id, seq, kind, unit_id, at, odometer_miles, fuel_eighths, damage, notes,
       charges, recorded_by
      from handovers_old`.execute(db);
    await db.schema.dropTable('handovers_old').execute();
    await db.schema.createIndex('handovers_unit_idx').on('handovers').columns(['unit_id', 'at']).execute();
    return;
  }
  await db.schema.alterTable('handovers').dropConstraint('handovers_pkey').execute();
  await db.schema
    .alterTable('handovers')
    .addPrimaryKeyConstraint('handovers_pkey', ['reservation_id', 'class_id', 'seq', 'kind'])
    .execute();
  for (const column of ['driver_id', 'leg']) {
    await db.schema.alterTable('handovers').dropColumn(column).execute();
  }
}
