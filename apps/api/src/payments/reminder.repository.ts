import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/** The reminders a reservation gets once each, by kind (table `reservation_reminders`, migration 0034). */
export type ReminderKind = 'pickup_day';

/**
 * Reminders sent once per reservation and kind: the row is the guard. Two
 * instances that find the same reservation due both try to insert its row in
 * their transaction; the primary key lets one in (PostgreSQL makes the second
 * wait for the first and then skip; SQLite's write lock runs them one by one).
 */
export class ReminderRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /**
   * Codes of confirmed reservations picked up in (from, to] without this
   * reminder, booked at least `bookedAheadMs` before their pickup (a booking made
   * later got its confirmation just now), soonest first.
   */
  async due(kind: ReminderKind, from: number, to: number, bookedAheadMs: number, limit: number) {
    const rows = await this.#db
      .selectFrom('reservations as r')
      .select('r.code')
      .where('r.pickup_at', '>', from)
      .where('r.pickup_at', '<=', to)
      .where('r.status', '=', 'confirmed')
      .where(sql<boolean>`${sql.ref('r.created_at')} <= ${sql.ref('r.pickup_at')} - ${bookedAheadMs}`)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('reservation_reminders as m')
              .select('m.kind')
              .whereRef('m.reservation_id', '=', 'r.id')
              .where('m.kind', '=', kind),
          ),
        ),
      )
      .orderBy('r.pickup_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.code);
  }

  /** Claims the reminder in the caller's transaction; false when another instance took it. */
  async claim(reservationId: string, kind: ReminderKind, at: number): Promise<boolean> {
    const result = await this.#db
      .insertInto('reservation_reminders')
      .values({ reservation_id: reservationId, kind, sent_at: at })
      .onConflict((oc) => oc.columns(['reservation_id', 'kind']).doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n;
  }
}
