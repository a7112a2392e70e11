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

/** The buckets as a common table `b(bucket, location_id, starts, ends)` of VALUES. */
export function bucketValues(buckets: readonly ReportBucket[]) {
  const rows = buckets.map(
    (b) => sql`(${b.bucket}, ${b.locationId}, cast(${b.start} as bigint), cast(${b.end} as bigint))`,
  );
  return sql`b(bucket, location_id, starts, ends) as (values ${sql.join(rows)})`;
}

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

  async #sums(query: RawBuilder<{ key: string; ms: unknown }>): Promise<UtilisationSums[]> {
    const { rows } = await query.execute(this.#db);
    return rows.map((r) => ({ key: String(r.key), ms: asNumber(r.ms) }));
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
      with ${bucketValues(buckets)}
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
      with ${bucketValues(buckets)}
      select ${dim} as key, cast(sum(${clipped}) as bigint) as ms
      from b join maintenance_blocks m
        on m.location_id = b.location_id and m.starts_at < b.ends and m.ends_at > b.starts
      group by ${dim}`);
  }

  /**
   * Bookings made in [start, end) (held or cancelled since; not those that
   * never paid) per lead-time band, the bands' lower bounds in ms ascending
   * (a lead below the second bound is the first band's); and the sum of their
   * lead times. One pass over the covering index, no grouping: a count of
   * bookings at or past each bound, and each band the difference.
   */
  async leadTimes(start: number, end: number, bandStarts: readonly number[]) {
    const lead = sql`r.pickup_at - r.created_at`;
    const atLeast = bandStarts
      .slice(1)
      .map(
        (from, i) =>
          sql`cast(sum(case when ${lead} >= ${sql.lit(from)} then 1 else 0 end) as bigint) as ${sql.ref(`b${i + 1}`)}`,
      );
    const { rows } = await sql<Record<string, unknown>>`
      select count(*) as b0, cast(sum(${lead}) as bigint) as ms, ${sql.join(atLeast)}
      from reservations r
      where r.created_at >= ${start} and r.created_at < ${end} and r.status in ('confirmed', 'cancelled')`.execute(
      this.#db,
    );
    const row = rows[0] ?? {};
    const counts = bandStarts.map((_, i) => asNumber(row[`b${i}`]));
    return {
      bookings: counts.map((n, i) => n - (counts[i + 1] ?? 0)),
      leadMs: asNumber(row.ms),
    };
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
