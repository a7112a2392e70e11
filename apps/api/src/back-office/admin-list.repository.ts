import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type StringReference,
  sql,
} from 'kysely';
import { periodBounds } from '../analytics/period.ts';
import type { Database } from '../db/database.ts';
import { containsPattern, likeLower } from './like-pattern.ts';

/** What a back-office list reads: a window of its rows, and how many its filters find in all. */
export interface ListSource<Filter, Row> {
  list(filter: Filter, limit: number, offset?: number): Promise<Row[]>;
  count(filter: Filter): Promise<number>;
  /**
   * Every row the filters find, up to `max`, in the list's order, `size` at a
   * time: each batch one query that starts after the last row sent (keyset
   * paging), so an export of a hundred thousand rows holds one batch in
   * memory and never rereads the rows before it.
   */
  batches(filter: Filter, size: number, max: number): AsyncGenerator<Row[]>;
}

/** A column a list is ordered by, and its value in a stored row (where the next batch starts). */
export interface OrderKey<Stored> {
  /** Table-qualified; never null. */
  column: string;
  direction: 'asc' | 'desc';
  of: (row: Stored) => string | number;
}

type From<Tables extends keyof Database> = SelectQueryBuilder<Database, Tables, object>;

/**
 * One back-office list over its tables, declared once: the count and each
 * page run the same filtered query, so the total always matches the rows.
 */
export interface ListDeclaration<Filter, Tables extends keyof Database, Stored, Row> {
  /** The tables (and joins) the list reads: `db.selectFrom(…)`. */
  from: From<Tables>;
  /** The list's own filters (dates, location, status, kind…). */
  where: (query: From<Tables>, filter: Filter) => From<Tables>;
  /** What the search `q` is looked for in, contained anywhere, case-insensitively. */
  searchIn: (eb: ExpressionBuilder<Database, Tables>) => Expression<unknown>[];
  /** The columns, with those the list is ordered by. */
  select: (query: From<Tables>) => SelectQueryBuilder<Database, Tables, Stored>;
  /** The order, ending on a unique column so pages neither repeat nor skip a row. */
  order: readonly OrderKey<Stored>[];
  /** A stored row as the list shows it. */
  toRow: (row: Stored) => Row;
}

/** Newest first, then by id: the order of lists of things that arrive (leads, payments…). */
export function newestFirst<Stored extends { created_at: number; id: string }>(
  table: string,
): OrderKey<Stored>[] {
  return [
    { column: `${table}.created_at`, direction: 'desc', of: (r) => r.created_at },
    { column: `${table}.id`, direction: 'asc', of: (r) => r.id },
  ];
}

/** The list a declaration describes. */
export function listSource<
  Filter extends { q?: string | undefined },
  Tables extends keyof Database,
  Stored,
  Row,
>(list: ListDeclaration<Filter, Tables, Stored, Row>): ListSource<Filter, Row> {
  const filtered = (filter: Filter) => {
    const query = list.where(list.from, filter);
    if (!filter.q) return query;
    const pattern = containsPattern(filter.q);
    return query.where((eb) => eb.or(list.searchIn(eb).map((e) => likeLower(e, pattern))));
  };
  const ordered = (query: SelectQueryBuilder<Database, Tables, Stored>) =>
    list.order.reduce((q, key) => q.orderBy(sql.ref(key.column), key.direction), query);
  return {
    async count(filter) {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async list(filter, limit, offset = 0) {
      const rows = await ordered(list.select(filtered(filter)))
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => list.toRow(r as Stored));
    },
    async *batches(filter, size, max) {
      let last: Stored | undefined;
      for (let sent = 0; sent < max; ) {
        const query = last === undefined ? filtered(filter) : filtered(filter).where(after(list.order, last));
        const rows = (await ordered(list.select(query))
          .limit(Math.min(size, max - sent))
          .execute()) as Stored[];
        if (rows.length > 0) yield rows.map(list.toRow);
        sent += rows.length;
        last = rows.at(-1);
        if (rows.length < size) return;
      }
    },
  };
}

/**
 * The rows after `row` in `order`: beyond it on the first key, or level on it
 * and after it on the rest. The first key's bound is also stated alone, so
 * the database reads a range of its index rather than testing every row.
 */
function after<Stored>(order: readonly OrderKey<Stored>[], row: Stored): Expression<SqlBool> {
  const beyond = (keys: readonly OrderKey<Stored>[]): RawBuilder<SqlBool> => {
    const [key, ...rest] = keys;
    if (!key) return sql<SqlBool>`false`;
    const column = sql.ref(key.column);
    const value = key.of(row);
    const past = sql<SqlBool>`${column} ${sql.raw(key.direction === 'desc' ? '<' : '>')} ${value}`;
    return rest.length === 0 ? past : sql<SqlBool>`(${past} or (${column} = ${value} and ${beyond(rest)}))`;
  };
  const [first] = order;
  if (!first) return sql<SqlBool>`false`;
  const bound = sql<SqlBool>`${sql.ref(first.column)} ${sql.raw(first.direction === 'desc' ? '<=' : '>=')} ${first.of(row)}`;
  return sql<SqlBool>`${bound} and ${beyond(order)}`;
}

/** Rows whose instant column falls on the back office's days `from`…`to` (analytics/period.ts). */
export function createdWithin<Tables extends keyof Database>(
  query: From<Tables>,
  column: StringReference<Database, Tables>,
  { from, to }: { from?: string | undefined; to?: string | undefined },
): From<Tables> {
  const { start, end } = periodBounds(from, to);
  let within = query;
  if (start !== undefined) within = within.where(sql.ref(column), '>=', start);
  if (end !== undefined) within = within.where(sql.ref(column), '<', end);
  return within;
}

/** "First Last", for a search on the whole name. */
export function fullName(first: Expression<unknown>, last: Expression<unknown>): Expression<unknown> {
  return sql`${first} || ' ' || ${last}`;
}

/** A nullable text column as '' so a search can look in it. */
export function orEmpty(column: Expression<unknown>): Expression<unknown> {
  return sql`coalesce(${column}, '')`;
}
