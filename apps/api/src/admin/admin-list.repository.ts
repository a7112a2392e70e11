import {
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
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
  /** The columns, and an order ending on a unique column so pages neither repeat nor skip a row. */
  select: (query: From<Tables>) => SelectQueryBuilder<Database, Tables, Stored>;
  /** A stored row as the list shows it. */
  toRow: (row: Stored) => Row;
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
  return {
    async count(filter) {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async list(filter, limit, offset = 0) {
      const rows = await list.select(filtered(filter)).limit(limit).offset(offset).execute();
      return rows.map((r) => list.toRow(r as Stored));
    },
  };
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
