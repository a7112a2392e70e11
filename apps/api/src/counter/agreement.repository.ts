import type { Insertable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { RentalAgreementTable } from '../db/tables/handover.table.ts';

export type AgreementRow = Pick<
  RentalAgreementTable,
  'signer_name' | 'witnessed_by' | 'emailed_to' | 'text_version' | 'document_sha256'
> & {
  kind: 'signed' | 'addendum';
  signed_at: number;
};

/**
 * `rental_agreements`: what the renter signed at check-out, one per reservation, with its PDF: the
 * agreement signed on the tablet, or the addendum of readings to the one signed before pickup.
 */
export class AgreementRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<RentalAgreementTable>): Promise<void> {
    await this.#db.insertInto('rental_agreements').values(row).execute();
  }

  /** A reservation's agreement or addendum without its signature and PDF; undefined until the check-out. */
  async find(reservationId: string): Promise<AgreementRow | undefined> {
    const row = await this.#db
      .selectFrom('rental_agreements')
      .select([
        'kind',
        'signer_name',
        'signed_at',
        'witnessed_by',
        'emailed_to',
        'text_version',
        'document_sha256',
      ])
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
    return row && { ...row, signed_at: Number(row.signed_at) };
  }

  /** The stored PDF of a reservation's agreement, by the reservation's code. */
  async pdf(code: string): Promise<Buffer | undefined> {
    const row = await this.#db
      .selectFrom('rental_agreements as a')
      .innerJoin('reservations as r', 'r.id', 'a.reservation_id')
      .select('a.pdf')
      .where('r.code', '=', code)
      .executeTakeFirst();
    return row ? Buffer.from(row.pdf) : undefined;
  }

  /** Deletes the agreements of reservations that returned before `before` (retention). */
  async deleteReturnedBefore(before: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('rental_agreements')
      .where('reservation_id', 'in', (eb) =>
        eb.selectFrom('reservations').select('id').where('return_at', '<', before),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
