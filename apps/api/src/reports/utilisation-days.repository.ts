import { sql } from 'kysely';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import {
  bucketValues,
  type ReportBucket,
  type UtilisationDimension,
  type UtilisationSums,
} from './business-reports.repository.ts';

/** A stretch of a location whose days no longer match its held lines (migration 0061). */
export interface StaleStretch {
  id: number;
  locationId: string;
  starts: number;
  ends: number;
}

/** A held line as the roll-up counts it: at its pickup location, quantity × its time. */
export interface HeldLine {
  classId: string;
  quantity: number;
  pickupAt: number;
  returnAt: number;
}

export interface UtilisationDay {
  dayStart: number;
  classId: string;
  onRentMs: number;
}

/** Rows per insert statement: 4 parameters each, well under SQLite's limit of 32,766. */
const insertBatch = 1_000;

/**
 * The daily roll-up of vehicle-time on rent (decision 044, migration 0061):
 * what is stale, the held lines of a stretch, the days written again, and the
 * report's sums over days. No rules: which days, and how a line is cut into
 * them, is reports/utilisation-days.ts's.
 */
export class UtilisationDaysRepository {
  readonly #db: Executor;
  readonly #dialect: DialectName;

  constructor(db: Executor, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** The oldest stale stretches, at most `limit`. */
  async stale(limit: number): Promise<StaleStretch[]> {
    const rows = await this.#db
      .selectFrom('utilisation_stale')
      .select(['id', 'location_id', 'starts', 'ends'])
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      locationId: r.location_id,
      starts: Number(r.starts),
      ends: Number(r.ends),
    }));
  }

  async forgetStale(ids: readonly number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += insertBatch) {
      await this.#db
        .deleteFrom('utilisation_stale')
        .where('id', 'in', ids.slice(i, i + insertBatch))
        .execute();
    }
  }

  /**
   * Holds the location's row until the transaction ends (PostgreSQL), so two
   * instances never write the same days at once; a SQLite transaction holds
   * the only writer already.
   */
  async lockLocation(locationId: string): Promise<void> {
    if (this.#dialect !== 'postgres') return;
    await this.#db.selectFrom('locations').select('id').where('id', '=', locationId).forUpdate().execute();
  }

  /** The first pickup and last return of the location's held lines, or null when it has none. */
  async heldBounds(locationId: string): Promise<{ first: number; last: number } | null> {
    const row = await this.#db
      .selectFrom('reservation_lines')
      .where('status', '=', 'confirmed')
      .where('location_id', '=', locationId)
      .select((e) => [e.fn.min('pickup_at').as('first'), e.fn.max('return_at').as('last')])
      .executeTakeFirst();
    return row?.first == null || row.last == null
      ? null
      : { first: Number(row.first), last: Number(row.last) };
  }

  /** The location's held lines that overlap [start, end), read by its period index. */
  async heldLines(locationId: string, start: number, end: number): Promise<HeldLine[]> {
    const rows = await this.#db
      .selectFrom('reservation_lines')
      .where('status', '=', 'confirmed')
      .where('location_id', '=', locationId)
      .where('return_at', '>', start)
      .where('pickup_at', '<', end)
      .select(['class_id', 'quantity', 'pickup_at', 'return_at'])
      .execute();
    return rows.map((r) => ({
      classId: r.class_id,
      quantity: Number(r.quantity),
      pickupAt: Number(r.pickup_at),
      returnAt: Number(r.return_at),
    }));
  }

  /** The location's days starting in [from, to) replaced by `days`. */
  async replaceDays(
    locationId: string,
    from: number,
    to: number,
    days: readonly UtilisationDay[],
  ): Promise<void> {
    await this.#db
      .deleteFrom('utilisation_days')
      .where('location_id', '=', locationId)
      .where('day_start', '>=', from)
      .where('day_start', '<', to)
      .execute();
    for (let i = 0; i < days.length; i += insertBatch) {
      await this.#db
        .insertInto('utilisation_days')
        .values(
          days.slice(i, i + insertBatch).map((d) => ({
            location_id: locationId,
            day_start: d.dayStart,
            class_id: d.classId,
            on_rent_ms: d.onRentMs,
          })),
        )
        .execute();
    }
  }

  /**
   * Vehicle-milliseconds on rent per group: the days that start inside each
   * bucket (a bucket is whole local days). Each location's days are read once,
   * over the span of its buckets, by the table's key: by class or location
   * summed so; by bucket, summed per day and each day given to the bucket
   * that holds it here. Joining the days to a week's bucket each in SQL was
   * 9.5 s at 100× data on PostgreSQL (its planner hashed the 5,000 buckets by
   * location and compared every day of a location with each).
   */
  async onRent(buckets: readonly ReportBucket[], by: UtilisationDimension): Promise<UtilisationSums[]> {
    if (buckets.length === 0) return [];
    const spans = new Map<string, ReportBucket>();
    for (const b of buckets) {
      const span = spans.get(b.locationId);
      spans.set(
        b.locationId,
        span
          ? { ...span, start: Math.min(span.start, b.start), end: Math.max(span.end, b.end) }
          : { ...b, bucket: '' },
      );
    }
    const group = {
      class: [sql`d.class_id`],
      location: [sql`d.location_id`],
      bucket: [sql`d.location_id`, sql`d.day_start`],
    }[by];
    const { rows } = await sql<{ key: string; day: unknown; ms: unknown }>`
      with ${bucketValues([...spans.values()])}
      select ${group[0]} as key, ${group[1] ?? sql`0`} as day, cast(sum(d.on_rent_ms) as bigint) as ms
      from b join utilisation_days d
        on d.location_id = b.location_id and d.day_start >= b.starts and d.day_start < b.ends
      group by ${sql.join(group)}`.execute(this.#db);
    if (by !== 'bucket') return rows.map((r) => ({ key: String(r.key), ms: Number(r.ms ?? 0) }));
    const sums = new Map<string, number>();
    const byLocation = new Map<string, ReportBucket[]>();
    for (const b of buckets) byLocation.set(b.locationId, [...(byLocation.get(b.locationId) ?? []), b]);
    for (const r of rows) {
      const day = Number(r.day);
      const bucket = byLocation.get(String(r.key))?.find((b) => b.start <= day && day < b.end);
      if (bucket) sums.set(bucket.bucket, (sums.get(bucket.bucket) ?? 0) + Number(r.ms ?? 0));
    }
    return [...sums].map(([key, ms]) => ({ key, ms }));
  }
}
