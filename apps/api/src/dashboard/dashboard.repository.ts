import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, Executor } from '../db/database.ts';

/** Bookings that hold or will hold vehicles: confirmed, or waiting for their card payment. */
const live = ['confirmed', 'pending_payment'] as const;

type R = ExpressionBuilder<Database & { r: Database['reservations'] }, 'r'>;

/**
 * The dashboard's figures (decision 041), each one query counted or summed by
 * the database, for one location or all (`location` null).
 */
export class DashboardRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Bookings picked up at the location on `day`, and returned to it (a one-way's return location). */
  async pickupsAndReturns(location: string | null, day: string) {
    const [pickups, returns] = await Promise.all([
      this.#countBookings((eb) =>
        eb.and([eb('r.pickup_date', '=', day), ...(location ? [eb('r.location_id', '=', location)] : [])]),
      ),
      this.#countBookings((eb) =>
        eb.and([
          eb('r.return_date', '=', day),
          ...(location ? [eb(eb.fn.coalesce('r.return_location_id', 'r.location_id'), '=', location)] : []),
        ]),
      ),
    ]);
    return { pickups, returns };
  }

  /** Units checked out and not yet checked in (a swap checks the old unit in: decision 035). */
  async vehiclesOut(location: string | null): Promise<number> {
    const row = await this.#db
      .selectFrom('handovers as h')
      .innerJoin('reservations as r', 'r.id', 'h.reservation_id')
      .select((eb) => eb.fn.count<string | number>('h.unit_id').distinct().as('n'))
      .where('h.kind', '=', 'out')
      .where('r.status', '=', 'confirmed')
      .$if(location !== null, (q) => q.where('r.location_id', '=', location!))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('handovers as i')
              .select('i.seq')
              .whereRef('i.reservation_id', '=', 'h.reservation_id')
              .whereRef('i.class_id', '=', 'h.class_id')
              .whereRef('i.seq', '=', 'h.seq')
              .whereRef('i.leg', '=', 'h.leg')
              .where('i.kind', '=', 'in'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Per location and class with stock: the units, and the milliseconds of
   * booked vehicles (each line's quantity times its overlap with [start, end)).
   */
  async utilisation(location: string | null, start: number, end: number) {
    const overlap = sql<number>`(case when rl.return_at < ${end} then rl.return_at else ${end} end)
      - (case when rl.pickup_at > ${start} then rl.pickup_at else ${start} end)`;
    const rows = await this.#db
      .selectFrom('units as u')
      .innerJoin('locations as l', 'l.id', 'u.location_id')
      .innerJoin('vehicle_classes as c', 'c.id', 'u.class_id')
      .select((eb) => [
        'u.location_id',
        'l.name as location_name',
        'u.class_id',
        'c.name as class_name',
        'u.count',
        eb
          .selectFrom('reservation_lines as rl')
          .select(sql<string | number | null>`sum(rl.quantity * (${overlap}))`.as('ms'))
          .whereRef('rl.location_id', '=', 'u.location_id')
          .whereRef('rl.class_id', '=', 'u.class_id')
          .where('rl.status', '=', 'confirmed')
          .where('rl.pickup_at', '<', end)
          .where('rl.return_at', '>', start)
          .as('booked_ms'),
      ])
      .where('u.count', '>', 0)
      .$if(location !== null, (q) => q.where('u.location_id', '=', location!))
      .orderBy('l.name')
      .orderBy('c.name')
      .execute();
    return rows.map((r) => ({
      locationId: r.location_id,
      locationName: r.location_name,
      classId: r.class_id,
      className: r.class_name,
      units: Number(r.count),
      bookedMs: Number(r.booked_ms ?? 0),
    }));
  }

  /** The booked totals of confirmed bookings picked up in [from, to) (local dates). */
  async bookedRevenue(location: string | null, from: string, to: string): Promise<number> {
    const row = await this.#db
      .selectFrom('reservations as r')
      .select(sql<string | number | null>`sum(coalesce(r.total_cents, r.subtotal_cents))`.as('cents'))
      .where('r.status', '=', 'confirmed')
      .where('r.pickup_date', '>=', from)
      .where('r.pickup_date', '<', to)
      .$if(location !== null, (q) => q.where('r.location_id', '=', location!))
      .executeTakeFirst();
    return Number(row?.cents ?? 0);
  }

  /** Open invoices, and those due before `day`, counted and summed. */
  async receivables(location: string | null, day: string) {
    const row = await this.#db
      .selectFrom('invoices as i')
      .innerJoin('reservations as r', 'r.id', 'i.reservation_id')
      .select([
        sql<string | number>`count(*)`.as('open_count'),
        sql<string | number | null>`sum(i.total_cents)`.as('open_cents'),
        sql<string | number>`sum(case when i.due_on < ${day} then 1 else 0 end)`.as('overdue_count'),
        sql<string | number | null>`sum(case when i.due_on < ${day} then i.total_cents else 0 end)`.as(
          'overdue_cents',
        ),
      ])
      .where('i.status', '=', 'open')
      .$if(location !== null, (q) => q.where('r.location_id', '=', location!))
      .executeTakeFirst();
    return {
      openCount: Number(row?.open_count ?? 0),
      openCents: Number(row?.open_cents ?? 0),
      overdueCount: Number(row?.overdue_count ?? 0),
      overdueCents: Number(row?.overdue_cents ?? 0),
    };
  }

  /** Quote requests nobody has answered yet. */
  async quotesAwaiting(location: string | null): Promise<number> {
    const row = await this.#db
      .selectFrom('quote_requests as q')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('q.status', '=', 'new')
      .$if(location !== null, (q) => q.where('q.location_id', '=', location!))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Bookings picked up in [from, to) that need someone: vehicles without a
   * unit, a card payment still awaited, fewer drivers with a licence given
   * than vehicles.
   */
  async needingAttention(location: string | null, from: string, to: string) {
    const inWindow = (eb: R) =>
      eb.and([
        eb('r.pickup_date', '>=', from),
        eb('r.pickup_date', '<', to),
        ...(location ? [eb('r.location_id', '=', location)] : []),
      ]);
    const vehicles = sql<number>`(select coalesce(sum(rl.quantity), 0) from reservation_lines rl
      where rl.reservation_id = r.id and rl.status = 'confirmed')`;
    const [unassigned, unpaid, driversNotReady] = await Promise.all([
      this.#countBookings((eb) =>
        eb.and([
          inWindow(eb),
          eb(
            sql<number>`(select count(*) from unit_assignments a where a.reservation_id = r.id)`,
            '<',
            vehicles,
          ),
        ]),
      ),
      this.#countBookings((eb) => eb.and([inWindow(eb), eb('r.status', '=', 'pending_payment')])),
      this.#countBookings((eb) =>
        eb.and([
          inWindow(eb),
          eb(
            sql<number>`(select count(*) from reservation_drivers d
              where d.reservation_id = r.id and d.erased_at is null and d.licence_mask is not null)`,
            '<',
            vehicles,
          ),
        ]),
      ),
    ]);
    return { unassigned, unpaid, driversNotReady };
  }

  async #countBookings(where: (eb: R) => Expression<SqlBool>): Promise<number> {
    const row = await this.#db
      .selectFrom('reservations as r')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('r.status', 'in', live)
      .where(where)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
