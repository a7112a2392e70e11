import type { PriceLine } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { ReservationFeeTable } from '../db/tables/handover.table.ts';

/** An incidental fee on a booking (decision 032), its line as it was added. */
export interface StoredFee {
  id: string;
  reservationId: string;
  vehicle: { classId: string; seq: number } | null;
  /** Its place among the booking's fees (0 up): the order they were added. */
  position: number;
  feeId: string;
  line: PriceLine;
  note: string;
  addedAt: number;
  addedBy: string;
  /** null: not billed yet (it waits for the final invoice). */
  invoiceId: string | null;
}

/** `reservation_fees`: the incidental fees staff added to bookings. No business rules. */
export class ReservationFeeRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(fees: readonly StoredFee[]): Promise<void> {
    if (fees.length === 0) return;
    await this.#db
      .insertInto('reservation_fees')
      .values(
        fees.map((f) => ({
          id: f.id,
          reservation_id: f.reservationId,
          class_id: f.vehicle?.classId ?? null,
          seq: f.vehicle?.seq ?? null,
          position: f.position,
          fee_id: f.feeId,
          line: JSON.stringify(f.line),
          amount_cents: f.line.amountCents,
          note: f.note,
          added_at: f.addedAt,
          added_by: f.addedBy,
          invoice_id: f.invoiceId,
        })),
      )
      .execute();
  }

  /** A booking's fees in the order they were added. */
  async forReservation(reservationId: string): Promise<StoredFee[]> {
    const rows = await this.#db
      .selectFrom('reservation_fees')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('position')
      .execute();
    return rows.map(fromRow);
  }

  /** The fees `invoiceId` bills, once it is issued. */
  async bill(ids: readonly string[], invoiceId: string): Promise<void> {
    if (ids.length === 0) return;
    await this.#db
      .updateTable('reservation_fees')
      .set({ invoice_id: invoiceId })
      .where('id', 'in', [...ids])
      .where('invoice_id', 'is', null)
      .execute();
  }
}

function fromRow(r: Selectable<ReservationFeeTable>): StoredFee {
  return {
    id: r.id,
    reservationId: r.reservation_id,
    vehicle: r.class_id === null || r.seq === null ? null : { classId: r.class_id, seq: Number(r.seq) },
    position: Number(r.position),
    feeId: r.fee_id,
    line: JSON.parse(r.line) as PriceLine,
    note: r.note,
    addedAt: Number(r.added_at),
    addedBy: r.added_by,
    invoiceId: r.invoice_id,
  };
}
