import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { documentsOf, moneyOf, organisationOf } from '../invoices/billing.ts';
import { pickupDayText, pickupReminderText } from '../mail/pickup-texts.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { DriverStillMissing, ReservationSnapshot } from '../outbox/outbox-message.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { type StoredReservation, toApiReservation } from '../reservations/reservation.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { PaymentsService } from './payments.service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * What each named driver of a reservation has still to do before pickup (the
 * pre-arrival steps: licence, its photos, the safety briefing where the class
 * needs it, the signed acknowledgement), for the pickup reminder. A driver
 * with nothing left is left out. Empty while no pre-arrival step is stored.
 */
export async function driversStillMissing(
  _repos: Repositories,
  _reservation: StoredReservation,
): Promise<DriverStillMissing[]> {
  return [];
}

/**
 * The numbers the day-before reminder is texted to, each only if its owner
 * opted in (sms.service.ts): the renter's today; the drivers' numbers join
 * it when drivers give one.
 */
export function pickupDayNumbers(reservation: StoredReservation): { to: string; renter: boolean }[] {
  return [{ to: reservation.contact.phone, renter: true }];
}

export interface PickupRemindersOptions {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  payments: PaymentsService;
  sms: SmsService;
  /** The site's origin, for the manage link a text carries. */
  publicUrl: string;
  now: () => number;
}

/**
 * The reminders before pickup, each sent once across instances (the claim is
 * written in the transaction that queues the e-mail and texts): the one
 * `reminderDaysBefore` ahead (drivers still to name or still to finish their
 * steps, the balance and its link; column `reminder_sent_at`), and the one a
 * day ahead (where, when, hours, what to bring; table `reservation_reminders`).
 * Each by e-mail to the renter, and by SMS to the numbers that opted in.
 */
export class PickupReminders {
  readonly #o: PickupRemindersOptions;
  #dayBeforeAt = Number.NEGATIVE_INFINITY;

  constructor(options: PickupRemindersOptions) {
    this.#o = options;
  }

  /** The reminder `reminderDaysBefore` days ahead; how many were sent. */
  async daysBefore(reminderDaysBefore: number): Promise<number> {
    const now = this.#o.now();
    const due = await this.#o
      .repositories(this.#o.db)
      .reservations.remindersDue(now, now + reminderDaysBefore * DAY, 50);
    return this.#each(due, async (tx, r, snapshot) => {
      if (!(await tx.reservations.markReminded(r.id, now))) return false;
      const organisation = await organisationOf(tx, r);
      const { snapshot: money } = await moneyOf(tx, r);
      const documents =
        money.balanceCents > 0 ? await documentsOf(tx, r, this.#o.payments.documents, 'none') : [];
      const payload = {
        ...snapshot,
        money: { ...money, organisation: organisation?.name ?? null },
        documents,
        drivers: await driversStillMissing(tx, r),
      };
      await enqueueEmails(
        tx.outbox,
        [{ to: r.contact.email, reference: r.code, payload: { kind: 'pickup_reminder', ...payload } }],
        now,
      );
      const body = pickupReminderText(snapshot, { publicUrl: this.#o.publicUrl });
      await this.#o.sms.queue(tx, [
        { to: r.contact.phone, kind: 'pickup_reminder', body, reference: r.code },
      ]);
      return true;
    });
  }

  /**
   * The reminder a day ahead, for bookings made at least a day before their
   * pickup (a later one was just confirmed with the same facts); how many.
   * Looked for at most once a minute per instance: the question reads every
   * confirmed pickup of the next day (the pickup-time index, each checked for
   * its reminder row), and the worker's rounds follow every commit that wakes
   * it (decision 017).
   */
  async dayBefore(): Promise<number> {
    const now = this.#o.now();
    if (now - this.#dayBeforeAt < MINUTE && now >= this.#dayBeforeAt) return 0;
    const due = await this.#o.repositories(this.#o.db).reminders.due('pickup_day', now, now + DAY, DAY, 50);
    const sent = await this.#each(due, async (tx, r, snapshot) => {
      if (!(await tx.reminders.claim(r.id, 'pickup_day', now))) return false;
      await enqueueEmails(
        tx.outbox,
        [{ to: r.contact.email, reference: r.code, payload: { kind: 'pickup_day_reminder', ...snapshot } }],
        now,
      );
      const site = { publicUrl: this.#o.publicUrl };
      await this.#o.sms.queue(
        tx,
        pickupDayNumbers(r).map((n) => ({
          to: n.to,
          kind: 'pickup_day_reminder',
          body: pickupDayText(snapshot, n.renter ? site : null),
          reference: r.code,
        })),
      );
      return true;
    });
    // Only once all went: a round that failed half-way looks again at the next one.
    this.#dayBeforeAt = now;
    return sent;
  }

  /** Each due reservation in a transaction of its own; `send` claims it and queues its messages. */
  async #each(
    codes: string[],
    send: (tx: Repositories, r: StoredReservation, snapshot: ReservationSnapshot) => Promise<boolean>,
  ): Promise<number> {
    const catalog = await this.#o.catalog.get();
    let sent = 0;
    for (const code of codes) {
      const claimed = await this.#o.db.transaction().execute(async (trx) => {
        const tx = this.#o.repositories(trx);
        const r = await tx.reservations.findByCode(code);
        const location = r && catalog.locationById.get(r.locationId);
        if (!r || !location) return false;
        return send(tx, r, { reservation: toApiReservation(r), pricing: r.pricing, location });
      });
      if (claimed) sent++;
    }
    return sent;
  }
}
