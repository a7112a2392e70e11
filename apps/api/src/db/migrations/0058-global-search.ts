import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * The back office's global search (decision 042). `search_entries`: one row per
 * thing a search finds — a booking, its renter (kind `customer`, one per
 * booking; the answer keeps one per e-mail), a unit (`vehicle`), an invoice,
 * an organisation — with what the answer shows (`title`, `detail`, `link`)
 * and `body`, its words lowercased and split at punctuation, with a space
 * before each word. `search_keys`: the values found only whole — booking code,
 * invoice number, organisation code, fleet number, VIN and plate without
 * spaces, dashes, dots or slashes, in upper case; e-mail in lower case; phone
 * as its E.164 digits without the plus (ten digits are a US number: 1 before).
 *
 * Triggers on reservations, fleet_units, invoices and organisations keep both
 * in step in the transaction that writes the row, on both dialects; the rows
 * there already are indexed here. The words are indexed per dialect: on SQLite
 * an FTS5 table over `search_entries` (external content, `unicode61
 * remove_diacritics 2`, prefix indexes), kept by triggers on
 * `search_entries`; on PostgreSQL a pg_trgm GIN index on `body`, where the
 * accents are taken off as the row is written (`translate`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('search_entries')
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('booking', 'customer', 'vehicle', 'invoice', 'organisation')`),
    )
    .addColumn('ref_id', 'varchar(36)', (c) => c.notNull())
    // Text, not bounded: a trigger's row must never fail the write of the booking it follows.
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_entries_pkey', ['ref_id', 'kind'])
    .execute();
  await db.schema
    .createTable('search_keys')
    .addColumn('key', 'varchar(320)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('ref_id', 'varchar(36)', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_keys_pkey', ['key', 'kind', 'ref_id'])
    .execute();
  await db.schema.createIndex('search_keys_ref_idx').on('search_keys').columns(['kind', 'ref_id']).execute();

  if (sqlite) {
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(kind, body, content='search_entries',
      content_rowid='rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
    await sql`CREATE TRIGGER search_entries_ai AFTER INSERT ON search_entries BEGIN
      INSERT INTO search_fts (rowid, kind, body) VALUES (new.rowid, new.kind, new.body); END`.execute(db);
    await sql`CREATE TRIGGER search_entries_ad AFTER DELETE ON search_entries BEGIN
      INSERT INTO search_fts (search_fts, rowid, kind, body) VALUES ('delete', old.rowid, old.kind, old.body);
      END`.execute(db);
    await sql`CREATE TRIGGER search_entries_au AFTER UPDATE ON search_entries BEGIN
      INSERT INTO search_fts (search_fts, rowid, kind, body) VALUES ('delete', old.rowid, old.kind, old.body);
      INSERT INTO search_fts (rowid, kind, body) VALUES (new.rowid, new.kind, new.body); END`.execute(db);
  } else {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    // No pending list (fastupdate): rows come a few at a time, and a search costs what the planner expects.
    await sql`CREATE INDEX search_entries_body_trgm ON search_entries
      USING gin (body gin_trgm_ops) WITH (fastupdate = off)`.execute(db);
  }

  for (const source of sources) {
    const text = sqlite ? (x: string) => x : unaccented;
    // Backfill: the rows there already are.
    for (const statement of indexing(source, 'src', `FROM ${source.table} src`, text)) {
      await sql.raw(statement).execute(db);
    }
    const trigger = `search_${source.table}`;
    if (sqlite) {
      const forget = forgetting(source, 'old');
      const index = indexing(source, 'new', '', text);
      await sql
        .raw(`CREATE TRIGGER ${trigger}_ai AFTER INSERT ON ${source.table} BEGIN ${index.join('; ')}; END`)
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER ${trigger}_au AFTER UPDATE OF ${source.watched.join(', ')} ON ${source.table}
          BEGIN ${[...forget, ...index].join('; ')}; END`,
        )
        .execute(db);
      await sql
        .raw(`CREATE TRIGGER ${trigger}_ad AFTER DELETE ON ${source.table} BEGIN ${forget.join('; ')}; END`)
        .execute(db);
    } else {
      const forget = forgetting(source, 'OLD');
      const index = indexing(source, 'NEW', '', text);
      await sql
        .raw(
          `CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          IF TG_OP <> 'INSERT' THEN ${forget.join('; ')}; END IF;
          IF TG_OP <> 'DELETE' THEN ${index.join('; ')}; END IF;
          RETURN NULL; END $$`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER ${trigger} AFTER INSERT OR DELETE OR UPDATE OF ${source.watched.join(', ')}
          ON ${source.table} FOR EACH ROW EXECUTE FUNCTION ${trigger}()`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const source of sources) {
    const trigger = `search_${source.table}`;
    if (sqlite) {
      for (const suffix of ['ai', 'au', 'ad']) await sql.raw(`DROP TRIGGER ${trigger}_${suffix}`).execute(db);
    } else {
      await sql.raw(`DROP TRIGGER ${trigger} ON ${source.table}`).execute(db);
      await sql.raw(`DROP FUNCTION ${trigger}()`).execute(db);
    }
  }
  if (sqlite) await sql`DROP TABLE search_fts`.execute(db);
  await db.schema.dropTable('search_keys').execute();
  await db.schema.dropTable('search_entries').execute();
}

/**
 * What the triggers of `tables` would have written for every row they hold,
 * as statements: for a bulk load made with those triggers and the ones on
 * `search_entries` off (the scale seed, decision 017), which then writes the
 * index in one pass per kind; on SQLite the word index is rebuilt from
 * `search_entries` last.
 */
export function searchBackfill(sqlite: boolean, tables: readonly string[]): string[] {
  const statements = tables.flatMap((table) => {
    const source = sources.find((s) => s.table === table);
    if (!source) throw new Error(`The search indexes no table ${table}`);
    return indexing(source, 'src', `FROM ${source.table} src`, sqlite ? (x) => x : unaccented);
  });
  return sqlite ? [...statements, `INSERT INTO search_fts (search_fts) VALUES ('rebuild')`] : statements;
}

/** An entry of a source row: its kind, and SQL of what it shows and its words, over the row `r`. */
interface Entry {
  kind: string;
  title: (r: string) => string;
  detail: (r: string) => string;
  link: (r: string) => string;
  words: (r: string) => string;
  keys: (r: string) => string[];
}

interface Source {
  table: string;
  /** The columns whose change re-indexes the row. */
  watched: string[];
  entries: Entry[];
}

/** `x` without spaces, dashes, dots or slashes, upper case: a plate or fleet number as typed any way. */
const compact = (x: string) =>
  `upper(replace(replace(replace(replace(${x}, ' ', ''), '-', ''), '.', ''), '/', ''))`;
/** A phone's digits (E.164 without the plus); ten digits are a US number. Mirrors search-keys.ts. */
const phoneKey = (x: string) => {
  let digits = x;
  for (const c of [' ', '-', '.', '(', ')', '+', '/']) digits = `replace(${digits}, '${c}', '')`;
  return `(CASE WHEN length(${digits}) = 10 THEN '1' || ${digits} ELSE ${digits} END)`;
};
const email = (x: string) => `lower(trim(${x}))`;
/** Words lowercased, split at punctuation, with a space before each (a word starts after a space). */
const words = (...parts: string[]) => {
  let text = `' ' || ${parts.map((p) => `coalesce(${p}, '')`).join(` || ' ' || `)}`;
  for (const c of ['@', '.', '-', ',', '(', ')', '/', '+', "''", '&']) text = `replace(${text}, '${c}', ' ')`;
  return `lower(${text})`;
};
/** PostgreSQL: accents off, as the search's terms are (SQLite's FTS5 tokenizer does it itself). */
const accented = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿñçšžćčłńśźż';
const plain = 'aaaaaaaeeeeeiiiiioooooooouuuuuyyncszcclnszz';
const unaccented = (x: string) => `translate(${x}, '${accented}', '${plain}')`;

const sources: Source[] = [
  {
    table: 'reservations',
    watched: ['code', 'first_name', 'last_name', 'email', 'phone', 'vehicle_name', 'pickup_date', 'status'],
    entries: [
      {
        kind: 'booking',
        title: (r) => `${r}.code`,
        detail: (r) =>
          `${r}.first_name || ' ' || ${r}.last_name || ' · ' || ${r}.vehicle_name || ' · ' || ${r}.pickup_date || ' · ' || ${r}.status`,
        link: (r) => `${r}.code`,
        words: (r) => words(`${r}.code`, `${r}.first_name`, `${r}.last_name`, `${r}.email`),
        keys: (r) => [compact(`${r}.code`)],
      },
      {
        kind: 'customer',
        title: (r) => `${r}.first_name || ' ' || ${r}.last_name`,
        detail: (r) => `${email(`${r}.email`)} || ' · ' || ${r}.phone`,
        link: (r) => email(`${r}.email`),
        words: (r) => words(`${r}.first_name`, `${r}.last_name`, `${r}.email`, phoneKey(`${r}.phone`)),
        keys: (r) => [email(`${r}.email`), phoneKey(`${r}.phone`)],
      },
    ],
  },
  {
    table: 'fleet_units',
    watched: ['fleet_number', 'plate', 'plate_state', 'vin', 'location_id', 'class_id', 'status'],
    entries: [
      {
        kind: 'vehicle',
        title: (r) => `${r}.fleet_number || coalesce(' · ' || ${r}.plate, '')`,
        detail: (r) =>
          `coalesce((SELECT name FROM vehicle_classes WHERE id = ${r}.class_id), ${r}.class_id) || ' · ' || coalesce((SELECT name FROM locations WHERE id = ${r}.location_id), ${r}.location_id) || coalesce(' · VIN ' || ${r}.vin, '') || ' · ' || ${r}.status`,
        link: (r) => `${r}.location_id || ' ' || ${r}.class_id`,
        words: (r) => words(`${r}.fleet_number`, `${r}.plate`, compact(`${r}.plate`), `${r}.vin`),
        keys: (r) => [compact(`${r}.fleet_number`), compact(`${r}.plate`), compact(`${r}.vin`)],
      },
    ],
  },
  {
    table: 'invoices',
    watched: ['number', 'status', 'reservation_id'],
    entries: [
      {
        kind: 'invoice',
        title: (r) => `${r}.number`,
        detail: (r) =>
          `coalesce((SELECT code FROM reservations WHERE id = ${r}.reservation_id), '') || ' · ' || ${r}.issued_on || ' · ' || ${r}.status`,
        link: (r) => `${r}.number`,
        words: (r) => words(`${r}.number`),
        keys: (r) => [compact(`${r}.number`)],
      },
    ],
  },
  {
    table: 'organisations',
    watched: ['code', 'name', 'billing_name', 'billing_email', 'billing_phone', 'city', 'region'],
    entries: [
      {
        kind: 'organisation',
        title: (r) => `${r}.name`,
        detail: (r) =>
          `${r}.code || ' · ' || ${r}.city || ', ' || ${r}.region || ' · ' || ${r}.billing_email`,
        link: (r) => `${r}.code`,
        words: (r) => words(`${r}.name`, `${r}.billing_name`, `${r}.code`, `${r}.billing_email`),
        keys: (r) => [compact(`${r}.code`), email(`${r}.billing_email`), phoneKey(`${r}.billing_phone`)],
      },
    ],
  },
];

/** Statements removing the entries and keys of the row `r` (a trigger's `old`). */
function forgetting(source: Source, r: string): string[] {
  const kinds = source.entries.map((e) => `'${e.kind}'`).join(', ');
  return [
    `DELETE FROM search_keys WHERE kind IN (${kinds}) AND ref_id = ${r}.id`,
    `DELETE FROM search_entries WHERE kind IN (${kinds}) AND ref_id = ${r}.id`,
  ];
}

/** Statements writing the entries and keys of the rows `r` (a trigger's `new`; `from`: every row, the backfill). */
function indexing(source: Source, r: string, from: string, text: (x: string) => string): string[] {
  return source.entries.flatMap((e) => [
    `INSERT INTO search_entries (kind, ref_id, title, detail, link, body)
     SELECT '${e.kind}', ${r}.id, ${e.title(r)}, ${e.detail(r)}, ${e.link(r)}, ${text(e.words(r))} ${from}`,
    `INSERT INTO search_keys (key, kind, ref_id)
     SELECT k, '${e.kind}', id FROM (${e
       .keys(r)
       .map((k) => `SELECT ${k} AS k, ${r}.id AS id ${from}`)
       .join(' UNION ')}) ks WHERE k IS NOT NULL AND k <> ''`,
  ]);
}
