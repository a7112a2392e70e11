import type { Insertable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { HandoverPhotoTable } from '../db/tables/handover.table.ts';
import { type HandoverSide, sideColumns } from './handover.repository.ts';

/** A photo without its bytes. */
export type PhotoRow = Omit<HandoverPhotoTable, 'reservation_id' | 'content_type' | 'bytes' | 'leg'> & {
  leg: number;
};

/** `handover_photos`: photos of each booked vehicle going out and coming back, bytes included. */
export class HandoverPhotoRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<HandoverPhotoTable>): Promise<void> {
    await this.#db.insertInto('handover_photos').values(row).execute();
  }

  /** How many photos one side of one vehicle has. */
  async count(side: HandoverSide): Promise<number> {
    const taken = await this.#db
      .selectFrom('handover_photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.and(sideColumns(side)))
      .executeTakeFirstOrThrow();
    return Number(taken.n);
  }

  /** Which side of which vehicle a reservation's photo shows; undefined when it has no such photo. */
  async sideOf(reservationId: string, photoId: string): Promise<HandoverSide | undefined> {
    const row = await this.#db
      .selectFrom('handover_photos')
      .select(['class_id', 'seq', 'kind', 'leg'])
      .where('id', '=', photoId)
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
    return (
      row && {
        reservationId,
        classId: row.class_id,
        seq: Number(row.seq),
        kind: row.kind,
        leg: Number(row.leg),
      }
    );
  }

  async remove(photoId: string): Promise<void> {
    await this.#db.deleteFrom('handover_photos').where('id', '=', photoId).execute();
  }

  /** A photo's bytes, found by the reservation's code and the photo's id. */
  async file(code: string, photoId: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    const row = await this.#db
      .selectFrom('handover_photos as p')
      .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
      .select(['p.bytes', 'p.content_type'])
      .where('p.id', '=', photoId)
      .where('r.code', '=', code)
      .executeTakeFirst();
    return row && { bytes: Buffer.from(row.bytes), contentType: row.content_type };
  }

  /** A reservation's photos, oldest first, without their bytes. */
  async forReservation(reservationId: string): Promise<PhotoRow[]> {
    const rows = await this.#db
      .selectFrom('handover_photos')
      .select(['id', 'class_id', 'seq', 'leg', 'kind', 'width', 'height', 'taken_at', 'taken_by'])
      .where('reservation_id', '=', reservationId)
      .orderBy('taken_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, leg: Number(r.leg) }));
  }

  /** Deletes the photos of reservations that returned before `before` (retention). */
  async deleteReturnedBefore(before: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('handover_photos')
      .where('reservation_id', 'in', (eb) =>
        eb.selectFrom('reservations').select('id').where('return_at', '<', before),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
