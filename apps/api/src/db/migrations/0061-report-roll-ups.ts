import { type CreateTableBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * The business reports at 100× data (decision 044): two daily roll-ups kept
 * current from stale marks the database's triggers write, and covering
 * indexes for the two reports that read bookings directly.
 *
 * Utilisation. `utilisation_days`:
 * vehicle-milliseconds on rent per location, local day and class, so a report
 * of two years sums days instead of reading every rental of the period.
 * `utilisation_stale`: stretches of a location whose days no longer match the
 * held lines, written by triggers on `reservation_lines` (a held line added,
 * removed, or changed in status, quantity, class, location or times: its old
 * and new stretch) and on `locations` (a new time zone moves every day's
 * bounds: all of that location's days), in the transaction of the change.
 * The report brings stale days up to date before it reads
 * (reports/utilisation-days.ts). Every location that has held lines starts
 * stale over all of them: the first report after this migration builds the days.
 *
 * Revenue. `revenue_days`: invoices not voided and their amount before tax per
 * invoice date (`issued_on`, the back office's day), class, audience and
 * campaign of the booking. `revenue_stale`: invoice dates to count again,
 * written by triggers on `invoices` (an invoice added, removed, voided or
 * changed: its old and new date) and on `reservations` (a booking's class,
 * purpose or campaign changed: the dates of its invoices).
 *
 * Lead time reads bookings by creation with their status and pickup, and
 * cancellations by cancellation with their class, location and fee, from
 * indexes alone; the second replaces 0060's index on `cancelled_at`.
 */
/**
 * Every location's days over all its held lines, and every invoice date,
 * marked stale: run here for the rows there already are, and by the scale
 * seed after a bulk load made with the triggers off (decision 017).
 */
export const everythingStale = [
  `INSERT INTO utilisation_stale (location_id, starts, ends)
    SELECT location_id, min(pickup_at), max(return_at) FROM reservation_lines
    WHERE status = 'confirmed' GROUP BY location_id`,
  'INSERT INTO revenue_stale (day) SELECT DISTINCT issued_on FROM invoices',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // On SQLite a roll-up is stored in its key's order (WITHOUT ROWID): a report's range reads no second b-tree.
  const clustered = (table: CreateTableBuilder<string, never>) =>
    sqlite ? table.modifyEnd(sql`without rowid`) : table;
  const marks = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', sqlite ? 'integer' : 'bigint', (c) =>
        sqlite ? c.primaryKey() : c.primaryKey().generatedAlwaysAsIdentity(),
      );
  await db.schema
    .createTable('utilisation_days')
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('on_rent_ms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('utilisation_days_pkey', ['location_id', 'day_start', 'class_id'])
    .$call(clustered)
    .execute();
  await marks('utilisation_stale')
    .addColumn('location_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('starts', 'bigint', (c) => c.notNull())
    .addColumn('ends', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('revenue_days')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('audience', 'varchar(64)', (c) => c.notNull())
    .addColumn('campaign', 'varchar(500)', (c) => c.notNull())
    .addColumn('invoices', 'integer', (c) => c.notNull())
    .addColumn('revenue_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('revenue_days_pkey', ['day', 'class_id', 'audience', 'campaign'])
    .$call(clustered)
    .execute();
  await marks('revenue_stale')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_issued_on_idx').on('invoices').column('issued_on').execute();
  for (const trigger of triggers) await createTrigger(db, sqlite, trigger);
  for (const statement of everythingStale) await sql.raw(statement).execute(db);

  await db.schema
    .createIndex('reservations_lead_time_idx')
    .on('reservations')
    .columns(['created_at', 'status', 'pickup_at'])
    .execute();
  await db.schema
    .createIndex('reservations_cancellations_idx')
    .on('reservations')
    .columns(['cancelled_at', 'status', 'class_id', 'location_id', 'cancellation_fee_cents'])
    .execute();
  await db.schema.dropIndex('reservations_cancelled_at_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createIndex('reservations_cancelled_at_idx')
    .on('reservations')
    .column('cancelled_at')
    .execute();
  await db.schema.dropIndex('reservations_cancellations_idx').execute();
  await db.schema.dropIndex('reservations_lead_time_idx').execute();
  for (const t of triggers) {
    if (sqlite) {
      for (const event of events(t)) await sql.raw(`DROP TRIGGER ${t.name}_${event}`).execute(db);
    } else {
      await sql.raw(`DROP TRIGGER ${t.name} ON ${t.table}`).execute(db);
      await sql.raw(`DROP FUNCTION ${t.name}()`).execute(db);
    }
  }
  await db.schema.dropIndex('invoices_issued_on_idx').execute();
  for (const table of ['revenue_stale', 'revenue_days', 'utilisation_stale', 'utilisation_days'])
    await db.schema.dropTable(table).execute();
}

/**
 * A trigger that writes stale marks: on an insert the new row's, on a delete
 * the old row's, on an update of a watched column that changed the marks of
 * `onUpdate` (the old row's and the new one's, or the new one's alone).
 * `mark` is a statement over the row `OLD` or `NEW` (both dialects read them so).
 */
interface MarkTrigger {
  name: string;
  table: string;
  watched: string[];
  rowEvents: boolean;
  onUpdate: ('OLD' | 'NEW')[];
  mark: (row: 'OLD' | 'NEW') => string;
}

const lineStretch = (r: string) =>
  `INSERT INTO utilisation_stale (location_id, starts, ends) SELECT ${r}.location_id, ${r}.pickup_at, ${r}.return_at WHERE ${r}.status = 'confirmed'`;
const invoiceDay = (r: string) => `INSERT INTO revenue_stale (day) VALUES (${r}.issued_on)`;

const triggers: MarkTrigger[] = [
  {
    name: 'utilisation_lines',
    table: 'reservation_lines',
    watched: ['status', 'quantity', 'class_id', 'location_id', 'pickup_at', 'return_at'],
    rowEvents: true,
    onUpdate: ['OLD', 'NEW'],
    mark: lineStretch,
  },
  {
    // Every day of the location: a time zone's change moves every day's bounds.
    name: 'utilisation_locations',
    table: 'locations',
    watched: ['timezone'],
    rowEvents: false,
    onUpdate: ['NEW'],
    mark: (r) =>
      `INSERT INTO utilisation_stale (location_id, starts, ends) VALUES (${r}.id, 0, ${Number.MAX_SAFE_INTEGER})`,
  },
  {
    name: 'revenue_invoices',
    table: 'invoices',
    watched: ['status', 'total_cents', 'document', 'issued_on', 'reservation_id'],
    rowEvents: true,
    onUpdate: ['OLD', 'NEW'],
    mark: invoiceDay,
  },
  {
    name: 'revenue_reservations',
    table: 'reservations',
    watched: ['class_id', 'rental_purpose', 'last_non_direct_campaign'],
    rowEvents: false,
    onUpdate: ['NEW'],
    mark: (r) =>
      `INSERT INTO revenue_stale (day) SELECT DISTINCT issued_on FROM invoices WHERE reservation_id = ${r}.id`,
  },
];

/** SQLite's triggers of a mark trigger: one per event. */
const events = (t: MarkTrigger) => (t.rowEvents ? ['ai', 'ad', 'au'] : ['au']);

async function createTrigger(db: Kysely<unknown>, sqlite: boolean, t: MarkTrigger): Promise<void> {
  const changed = t.watched
    .map((c) => (sqlite ? `OLD.${c} IS NOT NEW.${c}` : `OLD.${c} IS DISTINCT FROM NEW.${c}`))
    .join(' OR ');
  const onUpdate = t.onUpdate.map((r) => `${t.mark(r)};`).join(' ');
  const columns = t.watched.join(', ');
  if (sqlite) {
    if (t.rowEvents) {
      await sql
        .raw(`CREATE TRIGGER ${t.name}_ai AFTER INSERT ON ${t.table} BEGIN ${t.mark('NEW')}; END`)
        .execute(db);
      await sql
        .raw(`CREATE TRIGGER ${t.name}_ad AFTER DELETE ON ${t.table} BEGIN ${t.mark('OLD')}; END`)
        .execute(db);
    }
    await sql
      .raw(
        `CREATE TRIGGER ${t.name}_au AFTER UPDATE OF ${columns} ON ${t.table} WHEN ${changed} BEGIN ${onUpdate} END`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION ${t.name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF TG_OP = 'INSERT' THEN ${t.mark('NEW')};
      ELSIF TG_OP = 'DELETE' THEN ${t.mark('OLD')};
      ELSIF ${changed} THEN ${onUpdate}
      END IF;
      RETURN NULL; END $$`,
    )
    .execute(db);
  const on = t.rowEvents ? `INSERT OR DELETE OR UPDATE OF ${columns}` : `UPDATE OF ${columns}`;
  await sql
    .raw(`CREATE TRIGGER ${t.name} AFTER ${on} ON ${t.table} FOR EACH ROW EXECUTE FUNCTION ${t.name}()`)
    .execute(db);
}
