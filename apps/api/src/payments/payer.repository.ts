import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { ReservationPayerTable } from '../db/tables/payment.table.ts';

/** A member who pays a share of a split booking (decision 045); the organiser is position 0. */
export interface StoredPayer {
  id: string;
  reservationId: string;
  position: number;
  /** Null for the organiser (the booking's contact) and once erased. */
  name: string | null;
  email: string | null;
  amountCents: number;
  linkSentAt: number | null;
  remindedAt: number | null;
  takenOverAt: number | null;
  createdAt: number;
}

export type NewPayer = Pick<StoredPayer, 'id' | 'position' | 'name' | 'email' | 'amountCents'> & {
  linkTokenHash: string | null;
};

function fromRow(r: Selectable<ReservationPayerTable>): StoredPayer {
  const at = (v: number | null) => (v === null ? null : Number(v));
  return {
    id: r.id,
    reservationId: r.reservation_id,
    position: r.position,
    name: r.name,
    email: r.email,
    amountCents: Number(r.amount_cents),
    linkSentAt: at(r.link_sent_at),
    remindedAt: at(r.reminded_at),
    takenOverAt: at(r.taken_over_at),
    createdAt: Number(r.created_at),
  };
}

/** Reads and writes the members of split bookings; takes the database or a transaction. */
export class PayerRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The booking's current split, the organiser first; empty when it is not split. */
  async forReservation(reservationId: string): Promise<StoredPayer[]> {
    const rows = await this.#db
      .selectFrom('reservation_payers')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .where('removed_at', 'is', null)
      .orderBy('position')
      .execute();
    return rows.map(fromRow);
  }

  async find(id: string): Promise<StoredPayer | undefined> {
    const row = await this.#db
      .selectFrom('reservation_payers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** The member whose link carries this token's hash, while their split stands. */
  async findByTokenHash(hash: string): Promise<StoredPayer | undefined> {
    const row = await this.#db
      .selectFrom('reservation_payers')
      .selectAll()
      .where('link_token_hash', '=', hash)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** The current split ended (replaced or withdrawn): its links stop working, its rows stay for their payments. */
  async removeAll(reservationId: string, now: number): Promise<void> {
    await this.#db
      .updateTable('reservation_payers')
      .set({ removed_at: now, link_token_hash: null })
      .where('reservation_id', '=', reservationId)
      .where('removed_at', 'is', null)
      .execute();
  }

  /** A split's rows: the organiser at position 0, then the members in the order named, no link yet. */
  async insertSplit(
    reservationId: string,
    organiserCents: number,
    members: readonly { name: string; email: string; amountCents: number }[],
    now: number,
  ): Promise<void> {
    await this.insert(
      reservationId,
      [
        {
          id: randomUUID(),
          position: 0,
          name: null,
          email: null,
          amountCents: organiserCents,
          linkTokenHash: null,
        },
        ...members.map((p, i) => ({
          id: randomUUID(),
          position: i + 1,
          name: p.name,
          email: p.email,
          amountCents: p.amountCents,
          linkTokenHash: null,
        })),
      ],
      now,
    );
  }

  async insert(reservationId: string, payers: readonly NewPayer[], now: number): Promise<void> {
    if (payers.length === 0) return;
    await this.#db
      .insertInto('reservation_payers')
      .values(
        payers.map((p) => ({
          id: p.id,
          reservation_id: reservationId,
          position: p.position,
          name: p.name,
          email: p.email,
          amount_cents: p.amountCents,
          link_token_hash: p.linkTokenHash,
          link_sent_at: p.linkTokenHash ? now : null,
          reminded_at: null,
          taken_over_at: null,
          created_at: now,
          removed_at: null,
        })),
      )
      .execute();
  }

  /** A new link for a member (the one sent before stops working). */
  async setLink(id: string, hash: string, now: number): Promise<void> {
    await this.#db
      .updateTable('reservation_payers')
      .set({ link_token_hash: hash, link_sent_at: now })
      .where('id', '=', id)
      .execute();
  }

  async markReminded(id: string, now: number): Promise<void> {
    await this.#db.updateTable('reservation_payers').set({ reminded_at: now }).where('id', '=', id).execute();
  }

  /** What a member had not paid by the due date falls to the organiser; false when it already had. */
  async markTakenOver(id: string, now: number): Promise<boolean> {
    const r = await this.#db
      .updateTable('reservation_payers')
      .set({ taken_over_at: now })
      .where('id', '=', id)
      .where('taken_over_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Confirmed bookings with a current split whose pickup date is at most `untilDate`, and a member
   * with nothing taken over yet: the candidates for reminders and the due date's take-over.
   */
  async splitsPickingUpBy(untilDate: string, limit: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('reservation_payers as p')
      .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
      .select('r.id')
      .distinct()
      .where('p.removed_at', 'is', null)
      .where('p.position', '>', 0)
      .where('p.taken_over_at', 'is', null)
      .where('r.status', '=', 'confirmed')
      .where('r.pickup_date', '<=', untilDate)
      .orderBy('r.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
