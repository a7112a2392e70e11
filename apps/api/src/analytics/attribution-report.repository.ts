import type { AttributionModel, AttributionReportRow } from '@convoy/domain/contracts/admin-reports.schema';
import { type Expression, sql } from 'kysely';
import type { Executor } from '../db/database.ts';

type Table = 'reservations' | 'quote_requests' | 'leads';
type Key = { source: string; medium: string; campaign: string };

const columns = (model: AttributionModel) => {
  const prefix = model === 'first-touch' ? 'first_touch' : 'last_non_direct';
  return {
    source: sql.ref(`${prefix}_source`),
    medium: sql.ref(`${prefix}_medium`),
    campaign: sql.ref(`${prefix}_campaign`),
  };
};

// sum() is numeric on PostgreSQL (read back as a string); as bigint it reads back as a number on both.
const sumOf = (expression: Expression<unknown>) =>
  sql<number>`cast(coalesce(sum(${expression}), 0) as bigint)`;

/**
 * The attribution report's counts (decision 006): bookings, booked value, quotes and
 * leads per source / medium / campaign of the chosen copy (first touch or last
 * non-direct, SPEC §3), for rows created in [start, end). Three grouped
 * queries over the columns the engine fills at write time.
 */
export class AttributionReportRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async report(model: AttributionModel, start: number, end: number): Promise<AttributionReportRow[]> {
    const c = columns(model);
    const rows = new Map<string, AttributionReportRow>();
    const rowOf = (k: Key) => {
      const id = JSON.stringify([k.source, k.medium, k.campaign]);
      let row = rows.get(id);
      if (!row) {
        row = { ...k, bookings: 0, bookedValueCents: 0, cancelledBookings: 0, quotes: 0, leads: 0 };
        rows.set(id, row);
      }
      return row;
    };

    const bookings = await this.#db
      .selectFrom('reservations')
      .select([
        c.source.as('source'),
        c.medium.as('medium'),
        c.campaign.as('campaign'),
        sumOf(sql`case when status = 'confirmed' then 1 else 0 end`).as('bookings'),
        sumOf(sql`case when status = 'confirmed' then subtotal_cents else 0 end`).as('value'),
        sumOf(sql`case when status = 'cancelled' then 1 else 0 end`).as('cancelled'),
      ])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy([c.source, c.medium, c.campaign])
      .execute();
    for (const b of bookings) {
      const row = rowOf(b as Key);
      row.bookings = Number(b.bookings);
      row.bookedValueCents = Number(b.value);
      row.cancelledBookings = Number(b.cancelled);
    }
    for (const [table, field] of [
      ['quote_requests', 'quotes'],
      ['leads', 'leads'],
    ] as const) {
      for (const r of await this.#counts(table, model, start, end)) rowOf(r)[field] = r.n;
    }
    return [...rows.values()].sort(
      (a, b) =>
        b.bookedValueCents - a.bookedValueCents ||
        b.bookings - a.bookings ||
        b.quotes + b.leads - (a.quotes + a.leads) ||
        a.source.localeCompare(b.source),
    );
  }

  async #counts(table: Exclude<Table, 'reservations'>, model: AttributionModel, start: number, end: number) {
    const c = columns(model);
    const rows = await this.#db
      .selectFrom(table)
      .select([
        c.source.as('source'),
        c.medium.as('medium'),
        c.campaign.as('campaign'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy([c.source, c.medium, c.campaign])
      .execute();
    return rows.map((r) => ({ ...(r as unknown as Key), n: Number(r.n) }));
  }
}
