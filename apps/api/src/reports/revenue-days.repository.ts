import { SqliteAdapter, sql } from 'kysely';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import { takeTurns } from '../db/take-turns.ts';
import type { RevenueDimension } from './business-reports.repository.ts';

/** Invoice dates to count again, as the triggers wrote them (migration 0061). */
export interface StaleRevenueDay {
  id: number;
  day: string;
}

/** Ids per delete statement. */
const idBatch = 1_000;

/**
 * The daily roll-up of revenue (decision 044, migration 0061): what is stale,
 * days counted again from the invoices, and the report's sums over days. No
 * rules: what counts as revenue is the statement's (invoices not voided, their
 * total less the taxes of their document), which days is revenue-days.ts's.
 */
export class RevenueDaysRepository {
  readonly #db: Executor;
  readonly #dialect: DialectName;

  constructor(db: Executor, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  async stale(limit: number): Promise<StaleRevenueDay[]> {
    const rows = await this.#db
      .selectFrom('revenue_stale')
      .select(['id', 'day'])
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: Number(r.id), day: r.day }));
  }

  async forgetStale(ids: readonly number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += idBatch) {
      await this.#db
        .deleteFrom('revenue_stale')
        .where('id', 'in', ids.slice(i, i + idBatch))
        .execute();
    }
  }

  /**
   * Holds the roll-up until the transaction ends (PostgreSQL: a transaction
   * advisory lock), so two instances never write the same days at once; a
   * SQLite transaction holds the only writer already.
   */
  async lock(): Promise<void> {
    await takeTurns(this.#db, this.#dialect, 'revenue_days');
  }

  /** The tax of an invoice, read from its document's taxes (each dialect's JSON functions). */
  #taxOf() {
    return this.#db.getExecutor().adapter instanceof SqliteAdapter
      ? sql`(select coalesce(sum(json_extract(t.value, '$.amountCents')), 0) from json_each(i.document, '$.taxes') t)`
      : sql`(select coalesce(sum((t ->> 'amountCents')::bigint), 0) from jsonb_array_elements(i.document::jsonb -> 'taxes') t)`;
  }

  /** The days counted again from their invoices (by the invoices' date index) and their bookings. */
  async recount(days: readonly string[]): Promise<void> {
    if (days.length === 0) return;
    await this.#db.deleteFrom('revenue_days').where('day', 'in', days).execute();
    const audience = sql`coalesce(r.rental_purpose, '')`;
    const campaign = sql`coalesce(r.last_non_direct_campaign, '')`;
    await sql`
      insert into revenue_days (day, class_id, audience, campaign, invoices, revenue_cents)
      select i.issued_on, r.class_id, ${audience}, ${campaign}, count(*), sum(i.total_cents - ${this.#taxOf()})
      from invoices i join reservations r on r.id = i.reservation_id
      where i.issued_on in (${sql.join(days)}) and i.status <> 'void'
      group by i.issued_on, r.class_id, ${audience}, ${campaign}`.execute(this.#db);
  }

  /** Invoices and their amount before tax dated in [from, to], per group. */
  async revenue(from: string, to: string, by: RevenueDimension) {
    const dim = { class: sql`class_id`, audience: sql`audience`, campaign: sql`campaign` }[by];
    const { rows } = await sql<{ key: string; n: unknown; cents: unknown }>`
      select ${dim} as key, cast(sum(invoices) as bigint) as n, cast(sum(revenue_cents) as bigint) as cents
      from revenue_days where day >= ${from} and day <= ${to}
      group by ${dim}`.execute(this.#db);
    return rows.map((r) => ({
      key: String(r.key),
      invoices: Number(r.n ?? 0),
      revenueCents: Number(r.cents ?? 0),
    }));
  }
}
