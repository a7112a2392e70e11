import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { UnitAssignmentTable } from '../db/tables/fleet-unit.table.ts';

export type StoredAssignment = Selectable<UnitAssignmentTable>;

/** A booked vehicle: one slot of a reservation's line, with or without its unit. */
export interface BookedSlot {
  reservationId: string;
  code: string;
  classId: string;
  seq: number;
  locationId: string;
  pickupAt: number;
  returnAt: number;
}

/** Reads and writes which unit each booked vehicle gets; takes the database or a transaction. */
export class AssignmentRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The reservation a unit is assigned to, by its code: what an assignment needs of it. */
  async reservationByCode(code: string): Promise<{ id: string; code: string; status: string } | undefined> {
    return this.#db
      .selectFrom('reservations')
      .select(['id', 'code', 'status'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /**
   * The slots of reservations holding units at a location (or all) whose period
   * meets (from, to), of one class or all: each line's vehicles 1…n.
   */
  async bookedSlots(filter: {
    locationId?: string;
    classId?: string;
    reservationId?: string;
    from: number;
    to: number;
  }): Promise<BookedSlot[]> {
    const rows = await this.#db
      .selectFrom('reservation_lines as l')
      .innerJoin('reservations as r', 'r.id', 'l.reservation_id')
      .select([
        'l.reservation_id',
        'r.code',
        'l.class_id',
        'l.quantity',
        'l.location_id',
        'l.pickup_at',
        'l.return_at',
      ])
      // A line holds its units while its reservation is confirmed or waits for its payment.
      .where(sql.ref('l.status'), '=', sql.lit('confirmed'))
      .where('l.return_at', '>', filter.from)
      .where('l.pickup_at', '<', filter.to)
      .$if(filter.locationId !== undefined, (q) => q.where('l.location_id', '=', filter.locationId!))
      .$if(filter.classId !== undefined, (q) => q.where('l.class_id', '=', filter.classId!))
      .$if(filter.reservationId !== undefined, (q) => q.where('l.reservation_id', '=', filter.reservationId!))
      .orderBy('l.pickup_at')
      .orderBy('r.code')
      .execute();
    return rows.flatMap((r) =>
      Array.from({ length: r.quantity }, (_, i) => ({
        reservationId: r.reservation_id,
        code: r.code,
        classId: r.class_id,
        seq: i + 1,
        locationId: r.location_id,
        pickupAt: Number(r.pickup_at),
        returnAt: Number(r.return_at),
      })),
    );
  }

  /** Assignments at a location (or of these units) whose period meets (from, to). */
  async between(filter: { locationId?: string; unitIds?: readonly string[]; from: number; to: number }) {
    if (filter.unitIds?.length === 0) return [];
    const rows = await this.#db
      .selectFrom('unit_assignments as a')
      .innerJoin('reservations as r', 'r.id', 'a.reservation_id')
      .selectAll('a')
      .select('r.code')
      .where('a.return_at', '>', filter.from)
      .where('a.pickup_at', '<', filter.to)
      .$if(filter.locationId !== undefined, (q) => q.where('a.location_id', '=', filter.locationId!))
      .$if(filter.unitIds !== undefined, (q) => q.where('a.unit_id', 'in', filter.unitIds!))
      .orderBy('a.pickup_at')
      .execute();
    return rows.map((r) => ({ ...numbers(r), code: r.code }));
  }

  async forReservation(reservationId: string): Promise<StoredAssignment[]> {
    const rows = await this.#db
      .selectFrom('unit_assignments')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('class_id')
      .orderBy('seq')
      .execute();
    return rows.map(numbers);
  }

  /** Gives a slot its unit, replacing the one it had. */
  async put(row: Insertable<UnitAssignmentTable>): Promise<void> {
    await this.remove(row.reservation_id, row.class_id, row.seq);
    await this.#db.insertInto('unit_assignments').values(row).execute();
  }

  async remove(reservationId: string, classId: string, seq: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('unit_assignments')
      .where('reservation_id', '=', reservationId)
      .where('class_id', '=', classId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** PostgreSQL answers bigint columns as strings. */
function numbers<T extends StoredAssignment>(row: T): T {
  return {
    ...row,
    pickup_at: Number(row.pickup_at),
    return_at: Number(row.return_at),
    assigned_at: Number(row.assigned_at),
  };
}
