import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import type { StoredDriver } from '../drivers/driver.repository.ts';
import { toApiDriver } from '../drivers/drivers.ts';
import type { PreArrivalLinks } from '../drivers/pre-arrival-links.ts';
import { missingSteps, type PreArrivalStep } from '../drivers/pre-arrival-state.ts';
import { documentsOf, moneyOf, organisationOf } from '../invoices/billing.ts';
import { pickupDayText, pickupReminderText } from '../mail/pickup-texts.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { DriverStillMissing, PreArrivalItem, ReservationSnapshot } from '../outbox/outbox-message.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { type StoredReservation, toApiReservation } from '../reservations/reservation.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { PaymentsService } from './payments.service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A pre-arrival link sent this recently is not sent again by the reminder (decision 022). */
const linkStaysFreshFor = DAY;

const itemOf: Record<PreArrivalStep, PreArrivalItem> = {
  identity: 'identity',
  licence: 'licence',
  licencePhotos: 'licence_photos',
  safetyAcknowledgement: 'safety_acknowledgement',
  signature: 'acknowledgement_signature',
};

/** The named drivers who have pre-arrival steps still to do (decision 024's state). */
export function driversNotReady(reservation: StoredReservation): StoredDriver[] {
  return reservation.drivers.filter((d) => missingSteps(d).length > 0);
}

/**
 * What each named driver of a reservation has still to do before pickup (the
 * pre-arrival steps: identity, licence, its photos, the safety briefing where
 * the class needs it, the signed acknowledgement), in the page's order, for
 * the reminder days ahead; `linkSent` when their link went to them again in
 * the same run. A driver with nothing left is left out.
 */
export function driversStillMissing(
  reservation: StoredReservation,
  linkSentTo: ReadonlySet<string> = new Set(),
): DriverStillMissing[] {
  return driversNotReady(reservation).map((d) => {
    const line = reservation.lines.find((l) => l.classId === d.classId);
    return {
      name: d.name,
      vehicle: drivenVehicleName(toApiDriver(d, line)),
      missing: missingSteps(d).map((step) => itemOf[step]),
      linkSent: linkSentTo.has(d.id),
    };
  });
}

/**
 * The numbers the day-before reminder is texted to, each only if its owner
 * opted in (sms.service.ts): the renter's, with the manage link, and each
 * named driver's (the driver page's box), without it.
 */
export function pickupDayNumbers(reservation: StoredReservation): { to: string; renter: boolean }[] {
  return [
    { to: reservation.contact.phone, renter: true },
    ...reservation.drivers.flatMap((d) => (d.phone ? [{ to: d.phone, renter: false }] : [])),
  ];
}

export interface PickupRemindersOptions {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  payments: PaymentsService;
  sms: SmsService;
  /** Sends a driver's pre-arrival link again (a new one: the last stops working). */
  preArrivalLinks: PreArrivalLinks;
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
      // One reminder per person: the renter's says who still has what to do; each such driver
      // with an e-mail gets their own link again in the same run (decision 022), unless it went
      // to them within the day (a booking made days before pickup): a new link would stop the
      // one they may have open.
      const notReady = driversNotReady(r).filter(
        (d) => d.email !== null && (d.linkSentAt === null || d.linkSentAt <= now - linkStaysFreshFor),
      );
      await this.#o.preArrivalLinks.send(tx, r, notReady, snapshot.location, now);
      const organisation = await organisationOf(tx, r);
      const { snapshot: money } = await moneyOf(tx, r);
      const documents =
        money.balanceCents > 0 ? await documentsOf(tx, r, this.#o.payments.documents, 'none') : [];
      const payload = {
        ...snapshot,
        money: { ...money, organisation: organisation?.name ?? null },
        documents,
        drivers: driversStillMissing(r, new Set(notReady.map((d) => d.id))),
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
