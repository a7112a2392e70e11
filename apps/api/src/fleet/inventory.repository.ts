import { type CompiledQuery, sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import { overdueForever } from './service-due.ts';

/** A period during which some units of a class are out: [pickupAt, returnAt), before any turnaround. */
export interface HeldUnits {
  classId: string;
  pickupAt: number;
  returnAt: number;
  quantity: number;
}

/** A one-way line still to arrive: its units leave `fromLocationId` for good and join `toLocationId` at its return. */
export interface OneWayMove {
  classId: string;
  fromLocationId: string;
  toLocationId: string;
  returnAt: number;
  quantity: number;
}

interface HeldRow {
  class_id: string;
  pickup_at: number | string;
  return_at: number | string;
  quantity: number;
}
/** The overlap query compiled once per dialect (keyed by the executor's adapter, shared by its transactions). */
const overlapQueries = new WeakMap<object, { all: CompiledQuery<HeldRow>; one: CompiledQuery<HeldRow> }>();

interface MoveRow {
  class_id: string;
  location_id: string;
  return_location_id: string | null;
  return_at: number | string;
  quantity: number | string;
}
/** The one-way moves query, compiled once per dialect like the overlap query. */
const movesQueries = new WeakMap<object, { all: CompiledQuery<MoveRow>; one: CompiledQuery<MoveRow> }>();

/**
 * A query every search runs, built and compiled once per dialect (keyed by the executor's adapter, which its
 * transactions share), for every class (`all`) and for one (`one`): building it cost more than running it.
 */
function compiledPerDialect<R>(
  cache: WeakMap<object, { all: CompiledQuery<R>; one: CompiledQuery<R> }>,
  db: Executor,
  oneClass: boolean,
  build: (withClass: boolean) => CompiledQuery<R>,
): CompiledQuery<R> {
  const adapter = db.getExecutor().adapter;
  let cached = cache.get(adapter);
  if (!cached) {
    cached = { all: build(false), one: build(true) };
    cache.set(adapter, cached);
  }
  return oneClass ? cached.one : cached.all;
}

/**
 * What holds the units of a location: the lines of reservations holding
 * theirs (confirmed, or waiting for their payment), the maintenance blocks
 * (a unit each), the scheduled relocations leaving it (a unit each,
 * decision 031), the units overdue for service (decision 033) and the units
 * given to a booked vehicle of another class (an upgrade at a swap, decision
 * 035). Reads those tables; writes none.
 */
export class InventoryRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /**
   * Units out at a location, of one class or all, during periods [pickupAt,
   * returnAt) that meet the open interval (from, to): booked lines and
   * maintenance blocks. Every search runs it, so its SQL is built once per
   * dialect and run with new parameters (building and compiling the query
   * cost more than running it).
   */
  async heldBetween(
    locationId: string,
    classId: string | undefined,
    from: number,
    to: number,
  ): Promise<HeldUnits[]> {
    const compiled = this.#overlapQuery(classId !== undefined);
    const one = classId === undefined ? [locationId, from, to] : [locationId, classId, from, to];
    const rows = await this.#eachPart(compiled, one, 5);
    return rows.map((r) => ({
      classId: r.class_id,
      pickupAt: Number(r.pickup_at),
      returnAt: Number(r.return_at),
      quantity: r.quantity,
    }));
  }

  /**
   * The reservations behind the booked part of heldBetween, with their codes,
   * for one class: what a refusal names when a unit cannot leave.
   */
  async reservationsBetween(
    locationId: string,
    classId: string,
    from: number,
    to: number,
  ): Promise<(HeldUnits & { code: string })[]> {
    const rows = await this.#db
      .selectFrom('reservation_lines as l')
      .innerJoin('reservations as r', 'r.id', 'l.reservation_id')
      .select(['r.code', 'l.class_id', 'l.pickup_at', 'l.return_at', 'l.quantity'])
      .where('l.location_id', '=', locationId)
      .where('l.class_id', '=', classId)
      .where('l.return_at', '>', from)
      .where('l.pickup_at', '<', to)
      .where(sql.ref('l.status'), '=', sql.lit('confirmed'))
      .orderBy('l.pickup_at')
      .execute();
    return rows.map((r) => ({
      code: r.code,
      classId: r.class_id,
      pickupAt: Number(r.pickup_at),
      returnAt: Number(r.return_at),
      quantity: r.quantity,
    }));
  }

  /**
   * One-way lines not yet checked in (decision 028) that leave from or come
   * back to a location, of one class or all, returning before `before`: each
   * moves its units from its pickup location to its return location at its
   * return (plus the turnaround). Their period at the pickup location is in
   * heldBetween like a round trip's. Read through the partial indexes of
   * migration 0041: only lines still to arrive, so the read stays bounded.
   */
  async oneWayMovesBefore(
    locationId: string,
    classId: string | undefined,
    before: number,
  ): Promise<OneWayMove[]> {
    // Built and compiled once per dialect, as the overlap query: a search runs it every time.
    const compiled = this.#movesQuery(classId !== undefined);
    const one = classId === undefined ? [locationId, before] : [locationId, classId, before];
    const rows = await this.#eachPart(compiled, one, 4);
    return rows.map((r) => ({
      classId: r.class_id,
      fromLocationId: r.location_id,
      toLocationId: r.return_location_id ?? r.location_id,
      returnAt: Number(r.return_at),
      quantity: Number(r.quantity),
    }));
  }

  /** Runs a compiled query of `parts` parts joined by `union all`, each taking the same parameters. */
  async #eachPart<R>(compiled: CompiledQuery<R>, one: readonly unknown[], parts: number): Promise<R[]> {
    const { rows } = await this.#db.executeQuery<R>({
      ...compiled,
      parameters: Array.from({ length: parts }, () => one).flat(),
    });
    return rows;
  }

  #movesQuery(oneClass: boolean): CompiledQuery<MoveRow> {
    return compiledPerDialect(movesQueries, this.#db, oneClass, (withClass) => {
      const side = (column: 'location_id' | 'return_location_id') =>
        this.#db
          .selectFrom('reservation_lines')
          .select(['class_id', 'location_id', 'return_location_id', 'return_at', 'quantity'])
          .where(column, '=', '')
          .$if(withClass, (q) => q.where('class_id', '=', ''))
          .where('return_at', '<', 0)
          // Literals, not parameters: the planner matches them to the partial indexes (migration 0041).
          .where(sql.ref('status'), '=', sql.lit('confirmed'))
          .where('return_location_id', 'is not', null)
          .where('moved_at', 'is', null);
      // A scheduled relocation moves its unit the same way at its arrival (decision 031).
      const relocation = (column: 'from_location_id' | 'to_location_id') =>
        this.#db
          .selectFrom('relocations')
          .select([
            'class_id',
            'from_location_id as location_id',
            'to_location_id as return_location_id',
            'arrive_at as return_at',
            sql<number>`${sql.lit(1)}`.as('quantity'),
          ])
          .where(column, '=', '')
          .$if(withClass, (q) => q.where('class_id', '=', ''))
          .where('arrive_at', '<', 0)
          .where(sql.ref('status'), '=', sql.lit('scheduled'));
      return side('location_id')
        .unionAll(side('return_location_id'))
        .unionAll(relocation('from_location_id'))
        .unionAll(relocation('to_location_id'))
        .compile() as CompiledQuery<MoveRow>;
    });
  }

  #overlapQuery(oneClass: boolean): CompiledQuery<HeldRow> {
    return compiledPerDialect(overlapQueries, this.#db, oneClass, (withClass) => {
      const lines = this.#db
        .selectFrom('reservation_lines')
        .select(['class_id', 'pickup_at', 'return_at', 'quantity'])
        .where('location_id', '=', '')
        .$if(withClass, (q) => q.where('class_id', '=', ''))
        .where('return_at', '>', 0)
        .where('pickup_at', '<', 0)
        // A literal, not a parameter: the planner matches it to the partial indexes (migration 0015).
        .where(sql.ref('status'), '=', sql.lit('confirmed'));
      const blocks = this.#db
        .selectFrom('maintenance_blocks')
        .select([
          'class_id',
          'starts_at as pickup_at',
          'ends_at as return_at',
          sql<number>`${sql.lit(1)}`.as('quantity'),
        ])
        .where('location_id', '=', '')
        .$if(withClass, (q) => q.where('class_id', '=', ''))
        .where('ends_at', '>', 0)
        .where('starts_at', '<', 0);
      // A scheduled relocation holds its unit at its origin from leaving to arriving (decision 031).
      const relocations = this.#db
        .selectFrom('relocations')
        .select([
          'class_id',
          'leave_at as pickup_at',
          'arrive_at as return_at',
          sql<number>`${sql.lit(1)}`.as('quantity'),
        ])
        .where('from_location_id', '=', '')
        .$if(withClass, (q) => q.where('class_id', '=', ''))
        .where('arrive_at', '>', 0)
        .where('leave_at', '<', 0)
        .where(sql.ref('status'), '=', sql.lit('scheduled'));
      // A unit overdue for service holds itself from then until its booked service, or for good (decision 033).
      const until = sql<number>`coalesce(service_overdue_until, ${sql.lit(overdueForever)})`;
      const overdue = this.#db
        .selectFrom('fleet_units')
        .select([
          'class_id',
          sql<number>`service_overdue_at`.as('pickup_at'),
          until.as('return_at'),
          sql<number>`${sql.lit(1)}`.as('quantity'),
        ])
        .where('location_id', '=', '')
        .$if(withClass, (q) => q.where('class_id', '=', ''))
        .where(until, '>', 0)
        .where('service_overdue_at', '<', 0)
        .where(sql.ref('status'), '=', sql.lit('active'))
        .where(until, '>', sql<number>`service_overdue_at`);
      // A unit given to a booked vehicle of another class (an upgrade at a swap, decision 035) holds its own class.
      const upgrades = this.#db
        .selectFrom('unit_assignments as a')
        .innerJoin('fleet_units as u', 'u.id', 'a.unit_id')
        .select(['u.class_id', 'a.pickup_at', 'a.return_at', sql<number>`${sql.lit(1)}`.as('quantity')])
        .where('a.location_id', '=', '')
        .$if(withClass, (q) => q.where('u.class_id', '=', ''))
        .where('a.return_at', '>', 0)
        .where('a.pickup_at', '<', 0)
        .whereRef('u.class_id', '<>', 'a.class_id');
      return lines
        .unionAll(blocks)
        .unionAll(relocations)
        .unionAll(overdue)
        .unionAll(upgrades)
        .compile() as CompiledQuery<HeldRow>;
    });
  }
}
