import type { Insertable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { HandoverTable } from '../db/tables/handover.table.ts';

export type StoredHandover = Omit<HandoverTable, 'at' | 'seq'> & { at: number; seq: number };

/** Where a handover sits: one booked vehicle of a reservation, going out or coming back. */
export interface HandoverSide {
  reservationId: string;
  classId: string;
  seq: number;
  kind: 'out' | 'in';
}

/** `handovers`: each booked vehicle's check-out and check-in, as recorded at the counter. */
export class HandoverRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<HandoverTable>): Promise<void> {
    await this.#db.insertInto('handovers').values(row).execute();
  }

  /** A reservation's handovers, every column. */
  async forReservation(reservationId: string): Promise<StoredHandover[]> {
    const rows = await this.#db
      .selectFrom('handovers')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .execute();
    return rows.map((h) => ({ ...h, at: Number(h.at), seq: Number(h.seq) }));
  }

  /** When each of a reservation's vehicles went out or came back. */
  async timesOf(reservationId: string): Promise<{ kind: 'out' | 'in'; at: number }[]> {
    const rows = await this.#db
      .selectFrom('handovers')
      .select(['kind', 'at'])
      .where('reservation_id', '=', reservationId)
      .execute();
    return rows.map((h) => ({ kind: h.kind, at: Number(h.at) }));
  }

  /** True once that side of that vehicle is recorded. */
  async isRecorded(side: HandoverSide): Promise<boolean> {
    const row = await this.#db
      .selectFrom('handovers')
      .select('kind')
      .where('reservation_id', '=', side.reservationId)
      .where('class_id', '=', side.classId)
      .where('seq', '=', side.seq)
      .where('kind', '=', side.kind)
      .executeTakeFirst();
    return row !== undefined;
  }
}
