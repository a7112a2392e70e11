import { type RawBuilder, SqliteAdapter, sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/** A stretch of one location's time a report counts: [start, end) in epoch ms, named by `bucket`. */
export interface ReportBucket {
  bucket: string;
  locationId: string;
  start: number;
  end: number;
}

/** A group's vehicle-milliseconds: on rent, in the fleet, and in maintenance. */
export interface UtilisationSums {
  key: string;
  ms: number;
}

export type UtilisationDimension = 'class' | 'location' | 'bucket';
export type RevenueDimension = 'class' | 'audience' | 'campaign';
export type CancellationDimension = 'class' | 'location';

const asNumber = (value: unknown) => Number(value ?? 0);

/**
 * The business reports' queries (decision 044): each one grouped query over
 * indexed columns (reservation_lines by location and period, fleet_units by
 * location, maintenance_blocks by period, invoices by issued_at, reservations
 * by created_at and cancelled_at). The periods are "buckets" sent as a VALUES
 * list, each already in its location's time zone, so the database only clips
 * and sums. No business rules: what counts is decided by the caller.
 */
export class BusinessReportsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  get #sqlite(): boolean {
    return this.#db.getExecutor().adapter instanceof SqliteAdapter;
  }

  /** Two-argument max and min: SQLite's scalar max/min are PostgreSQL's greatest/least. */
  #greatest(a: RawBuilder<unknown>, b: RawBuilder<unknown>) {
    return this.#sqlite ? sql`max(${a}, ${b})` : sql`greatest(${a}, ${b})`;
  }

  #least(a: RawBuilder<unknown>, b: RawBuilder<unknown>) {
    return this.#sqlite ? sql`min(${a}, ${b})` : sql`least(${a}, ${b})`;
  }

  #buckets(buckets: readonly ReportBucket[]) {
    const rows = buckets.map(
      (b) => sql`(${b.bucket}, ${b.locationId}, cast(${b.start} as bigint), cast(${b.end} as bigint))`,
    );
    return sql`b(bucket, location_id, starts, ends) as (values ${sql.join(rows)})`;
  }

  async #sums(query: RawBuilder<{ key: string; ms: unknown }>): Promise<UtilisationSums[]> {
    const { rows } = await query.execute(this.#db);
    return rows.map((r) => ({ key: String(r.key), ms: asNumber(r.ms) }));
  }

  /**
   * Vehicle-milliseconds on rent: held lines' quantity × their time clipped to
   * each bucket (one-way: the pickup location's). The index is read by return
   * time from the bucket's start; a rental overlapping the bucket returns
   * before its end plus the longest rental of the period, which bounds that
   * range: without it each week of two years would read every later rental.
   */
  async onRent(buckets: readonly ReportBucket[], by: UtilisationDimension): Promise<UtilisationSums[]> {
    if (buckets.length === 0) return [];
    const start = Math.min(...buckets.map((b) => b.start));
    const end = Math.max(...buckets.map((b) => b.end));
    const longest = await sql<{ ms: unknown }>`
      select max(l.return_at - l.pickup_at) as ms from reservation_lines l
      where l.status = 'confirmed' and l.return_at > ${start} and l.pickup_at < ${end}`.execute(this.#db);
    const maxLength = asNumber(longest.rows[0]?.ms);
    if (maxLength <= 0) return [];
    const dim = { class: sql`l.class_id`, location: sql`l.location_id`, bucket: sql`b.bucket` }[by];
    const clipped = sql`${this.#least(sql`l.return_at`, sql`b.ends`)} - ${this.#greatest(sql`l.pickup_at`, sql`b.starts`)}`;
    return this.#sums(sql<{ key: string; ms: unknown }>`
      with ${this.#buckets(buckets)}
      select ${dim} as key, cast(sum(l.quantity * (${clipped})) as bigint) as ms
      from b join reservation_lines l
        on l.location_id = b.location_id and l.return_at > b.starts and l.return_at < b.ends + ${sql.lit(maxLength)}
        and l.pickup_at < b.ends
      where l.status = 'confirmed'
      group by ${dim}`);
  }

  /**
   * Vehicle-milliseconds in the fleet: each unit from its creation until the
   * end of the bucket, or while retired, until it was retired (its last change).
   */
  inFleet(buckets: readonly ReportBucket[], by: UtilisationDimension): Promise<UtilisationSums[]> {
    if (buckets.length === 0) return Promise.resolve([]);
    const dim = { class: sql`u.class_id`, location: sql`u.location_id`, bucket: sql`b.bucket` }[by];
    const until = sql`case when u.status = 'retired' then ${this.#least(sql`u.updated_at`, sql`b.ends`)} else b.ends end`;
    const clipped = sql`${until} - ${this.#greatest(sql`u.created_at`, sql`b.starts`)}`;
    return this.#sums(sql<{ key: string; ms: unknown }>`
      with ${this.#buckets(buckets)}
      select ${dim} as key, cast(sum(${clipped}) as bigint) as ms
      from b join fleet_units u on u.location_id = b.location_id and u.created_at < b.ends
      where u.status = 'active' or u.updated_at > b.starts
      group by ${dim}`);
  }

  /** Vehicle-milliseconds in maintenance blocks, clipped to each bucket. */
  inMaintenance(buckets: readonly ReportBucket[], by: UtilisationDimension): Promise<UtilisationSums[]> {
    if (buckets.length === 0) return Promise.resolve([]);
    const dim = { class: sql`m.class_id`, location: sql`m.location_id`, bucket: sql`b.bucket` }[by];
    const clipped = sql`${this.#least(sql`m.ends_at`, sql`b.ends`)} - ${this.#greatest(sql`m.starts_at`, sql`b.starts`)}`;
    return this.#sums(sql<{ key: string; ms: unknown }>`
      with ${this.#buckets(buckets)}
      select ${dim} as key, cast(sum(${clipped}) as bigint) as ms
      from b join maintenance_blocks m
        on m.location_id = b.location_id and m.starts_at < b.ends and m.ends_at > b.starts
      group by ${dim}`);
  }

  /** The tax of an invoice, read from its document's taxes (each dialect's JSON functions). */
  #taxOf() {
    return this.#sqlite
      ? sql`(select coalesce(sum(json_extract(t.value, '$.amountCents')), 0) from json_each(i.document, '$.taxes') t)`
      : sql`(select coalesce(sum((t ->> 'amountCents')::bigint), 0) from jsonb_array_elements(i.document::jsonb -> 'taxes') t)`;
  }

  /** Invoices not voided issued in [start, end), and their amount before tax, per group. */
  async revenue(start: number, end: number, by: RevenueDimension) {
    const dim = {
      class: sql`r.class_id`,
      audience: sql`coalesce(r.rental_purpose, '')`,
      campaign: sql`r.last_non_direct_campaign`,
    }[by];
    const { rows } = await sql<{ key: string; n: unknown; cents: unknown }>`
      select ${dim} as key, count(*) as n, cast(sum(i.total_cents - ${this.#taxOf()}) as bigint) as cents
      from invoices i join reservations r on r.id = i.reservation_id
      where i.issued_at >= ${start} and i.issued_at < ${end} and i.status <> 'void'
      group by ${dim}`.execute(this.#db);
    return rows.map((r) => ({
      key: String(r.key),
      invoices: asNumber(r.n),
      revenueCents: asNumber(r.cents),
    }));
  }

  /**
   * Bookings made in [start, end) (held or cancelled since; not those that
   * never paid) per lead-time band, the bands' lower bounds in ms ascending;
   * and the sum of their lead times.
   */
  async leadTimes(start: number, end: number, bandStarts: readonly number[]) {
    const band = sql.join(
      bandStarts
        .map((from, i) => sql`when r.pickup_at - r.created_at >= ${sql.lit(from)} then ${sql.lit(i)}`)
        .reverse(),
      sql` `,
    );
    const { rows } = await sql<{ band: unknown; n: unknown; ms: unknown }>`
      select case ${band} else 0 end as band, count(*) as n, cast(sum(r.pickup_at - r.created_at) as bigint) as ms
      from reservations r
      where r.created_at >= ${start} and r.created_at < ${end} and r.status in ('confirmed', 'cancelled')
      group by case ${band} else 0 end`.execute(this.#db);
    return rows.map((r) => ({ band: asNumber(r.band), bookings: asNumber(r.n), leadMs: asNumber(r.ms) }));
  }

  /** Bookings cancelled in [start, end): how many, how many paid a fee, and the fees. */
  async cancellations(start: number, end: number, by: CancellationDimension) {
    const dim = { class: sql`r.class_id`, location: sql`r.location_id` }[by];
    const { rows } = await sql<{ key: string; n: unknown; fee: unknown; cents: unknown }>`
      select ${dim} as key, count(*) as n,
        cast(sum(case when r.cancellation_fee_cents > 0 then 1 else 0 end) as bigint) as fee,
        cast(coalesce(sum(r.cancellation_fee_cents), 0) as bigint) as cents
      from reservations r
      where r.cancelled_at >= ${start} and r.cancelled_at < ${end} and r.status = 'cancelled'
      group by ${dim}`.execute(this.#db);
    return rows.map((r) => ({
      key: String(r.key),
      cancellations: asNumber(r.n),
      withFee: asNumber(r.fee),
      feesCents: asNumber(r.cents),
    }));
  }

  /** Names for the keys: classes and locations with their time zones. */
  async names() {
    const [classes, locations] = await Promise.all([
      this.#db.selectFrom('vehicle_classes').select(['id', 'name']).execute(),
      this.#db.selectFrom('locations').select(['id', 'name', 'timezone']).orderBy('name').execute(),
    ]);
    return { classes, locations };
  }
}
