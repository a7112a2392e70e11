import { type Insertable, type Selectable, sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { HandoverTable, VehicleSwapTable } from '../db/tables/handover.table.ts';

export type StoredHandover = Omit<Selectable<HandoverTable>, 'at' | 'seq' | 'leg'> & {
  at: number;
  seq: number;
  leg: number;
};

/** A swap as kept, without its PDF: whether it still has one (the retention sweep takes it). */
export type StoredSwap = Omit<Selectable<VehicleSwapTable>, 'pdf'> & { hasAddendum: boolean };

/** Where a handover sits: one booked vehicle of a reservation, going out or coming back. */
export interface HandoverSide {
  reservationId: string;
  classId: string;
  seq: number;
  kind: 'out' | 'in';
  /** Its leg (decision 035); left out, any. */
  leg?: number;
}

/** The columns of a row of that side (on its leg, when the side names one): `where((eb) => eb.and(…))`. */
export function sideColumns(side: HandoverSide) {
  return {
    reservation_id: side.reservationId,
    class_id: side.classId,
    seq: side.seq,
    kind: side.kind,
    ...(side.leg === undefined ? {} : { leg: side.leg }),
  };
}

/** Who had a unit at an instant: the booking, its booked vehicle and leg, and the driver named at the handover. */
export interface UnitHolder {
  reservationId: string;
  code: string;
  classId: string;
  seq: number;
  leg: number;
  driverId: string | null;
  /** When that unit went out to them. */
  since: number;
}

const numbers = <T extends { at: unknown; seq: unknown; leg: unknown }>(h: T) => ({
  ...h,
  at: Number(h.at),
  seq: Number(h.seq),
  leg: Number(h.leg),
});

/**
 * `handovers`: each booked vehicle's check-out and check-in, leg by leg (a
 * swap returns one unit and sends out another, decision 035), as recorded at
 * the counter; and `vehicle_swaps`, each swap's why and addendum.
 */
export class HandoverRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<HandoverTable>): Promise<void> {
    await this.#db.insertInto('handovers').values(row).execute();
  }

  /** A reservation's handovers, every column, in the order they happened. */
  async forReservation(reservationId: string): Promise<StoredHandover[]> {
    const rows = await this.#db
      .selectFrom('handovers')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('leg')
      .execute();
    return rows.map(numbers);
  }

  /** When each leg of each of a reservation's vehicles went out or came back. */
  async timesOf(
    reservationId: string,
  ): Promise<{ class_id: string; seq: number; leg: number; kind: 'out' | 'in'; at: number }[]> {
    const rows = await this.#db
      .selectFrom('handovers')
      .select(['class_id', 'seq', 'leg', 'kind', 'at'])
      .where('reservation_id', '=', reservationId)
      .execute();
    return rows.map(numbers);
  }

  /** True once that side of that vehicle is recorded, on its leg (or any, when the side names none). */
  async isRecorded(side: HandoverSide): Promise<boolean> {
    const row = await this.#db
      .selectFrom('handovers')
      .select('kind')
      .where((eb) => eb.and(sideColumns(side)))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Who had the unit at `at` (decision 035), from its own timeline: its latest
   * handover at or before `at` is an `out` → that booked vehicle, its leg and
   * the driver named; an `in`, or none, → nobody. At the instant of a swap the
   * old unit's `in` and the new unit's `out` are each their own unit's latest.
   */
  async holderAt(unitId: string, at: number): Promise<UnitHolder | null> {
    const row = await this.#db
      .selectFrom('handovers as h')
      .innerJoin('reservations as r', 'r.id', 'h.reservation_id')
      .select(['h.reservation_id', 'r.code', 'h.class_id', 'h.seq', 'h.leg', 'h.kind', 'h.driver_id', 'h.at'])
      .where('h.unit_id', '=', unitId)
      .where('h.at', '<=', at)
      .orderBy('h.at', 'desc')
      // The same instant: a unit back and out again at once is out (its `out` was recorded after).
      .orderBy('h.kind', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row?.kind !== 'out') return null;
    return {
      reservationId: row.reservation_id,
      code: row.code,
      classId: row.class_id,
      seq: Number(row.seq),
      leg: Number(row.leg),
      driverId: row.driver_id,
      since: Number(row.at),
    };
  }

  async insertSwap(row: Insertable<VehicleSwapTable>): Promise<void> {
    await this.#db.insertInto('vehicle_swaps').values(row).execute();
  }

  /** A reservation's swaps, oldest first, without their PDFs. */
  async swapsOf(reservationId: string): Promise<StoredSwap[]> {
    const rows = await this.#db
      .selectFrom('vehicle_swaps')
      .select([
        'reservation_id',
        'class_id',
        'seq',
        'leg',
        'from_unit_id',
        'to_unit_id',
        'at',
        'reason',
        'upgrade',
        'broke_down',
        'text_version',
        'document_sha256',
        'recorded_by',
        sql<number>`case when pdf is null then 0 else 1 end`.as('has_pdf'),
      ])
      .where('reservation_id', '=', reservationId)
      .orderBy('at')
      .execute();
    return rows.map(({ has_pdf, ...s }) => ({
      ...s,
      at: Number(s.at),
      seq: Number(s.seq),
      leg: Number(s.leg),
      upgrade: Number(s.upgrade),
      broke_down: Number(s.broke_down),
      hasAddendum: Number(has_pdf) === 1,
    }));
  }

  /** When and from which unit each swap of these reservations was (the calendar's bars, decision 035). */
  async swapsFor(
    reservationIds: readonly string[],
  ): Promise<
    { reservation_id: string; class_id: string; seq: number; leg: number; at: number; from_unit_id: string }[]
  > {
    const out = [];
    // Bounded IN lists, as the fleet's other reads of many rows.
    for (let i = 0; i < reservationIds.length; i += 500) {
      const rows = await this.#db
        .selectFrom('vehicle_swaps')
        .select(['reservation_id', 'class_id', 'seq', 'leg', 'at', 'from_unit_id'])
        .where('reservation_id', 'in', reservationIds.slice(i, i + 500))
        .execute();
      out.push(...rows.map(numbers));
    }
    return out;
  }

  /** The PDF of a swap's addendum, by the reservation's code; undefined when none (or swept). */
  async swapPdf(code: string, classId: string, seq: number, leg: number): Promise<Buffer | undefined> {
    const row = await this.#db
      .selectFrom('vehicle_swaps as s')
      .innerJoin('reservations as r', 'r.id', 's.reservation_id')
      .select('s.pdf')
      .where('r.code', '=', code)
      .where('s.class_id', '=', classId)
      .where('s.seq', '=', seq)
      .where('s.leg', '=', leg)
      .executeTakeFirst();
    return row?.pdf ? Buffer.from(row.pdf) : undefined;
  }

  /** Takes the addenda of swaps of reservations that returned before `before` (retention); the swap stays. */
  async clearSwapAddendaReturnedBefore(before: number): Promise<number> {
    const result = await this.#db
      .updateTable('vehicle_swaps')
      .set({ pdf: null })
      .where('pdf', 'is not', null)
      .where('reservation_id', 'in', (eb) =>
        eb.selectFrom('reservations').select('id').where('return_at', '<', before),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
