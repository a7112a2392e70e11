import type { CancellationPolicy } from '@convoy/domain/contracts/cancellation.schema';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import type { Catalog } from '../catalog/catalog.ts';
import { ApiError } from '../errors.ts';
import type { UnitAssignments } from '../fleet/assignment.service.ts';
import { type EventServiceDependencies, enqueueBookingEvent } from '../outbox/event-emails.ts';
import { bookingEvent, recordWebhookEvent } from '../webhooks/webhook-events.ts';
import { cancellationFeeAt, cancellationTerms } from './cancellation-terms.ts';
import { arrivalLocationOf, lockEveryLocationOf, replaceArrivalOf } from './one-way-arrival.ts';
import { returnLocationForMail, type StoredReservation, toApiReservation } from './reservation.ts';
import type { ReservationMoney } from './reservation-money.ts';
import { answerNow } from './with-payment.ts';

export interface ManageDependencies extends EventServiceDependencies {
  catalog: Catalog;
  /** Refunds by the cancellation policy, invoices, the payment part of answers (decision 014). */
  money: ReservationMoney;
  /** A cancelled one-way rental's arrival replaced by a relocation gets its unit (decision 031). */
  assignments: UnitAssignments;
  turnaroundMinutes: number;
}

const notFound = () =>
  new ApiError(
    404,
    'not_found',
    'No reservation matches that code and e-mail address. Check both and try again.',
  );

/**
 * The booking found by its code, when its e-mail matches: both must, a code alone reveals nothing and
 * neither does an e-mail address (404 otherwise). The renter's pages elsewhere (a split) find it so too.
 */
export function matching(r: StoredReservation | undefined, email: string): StoredReservation {
  if (!r || r.contact.email !== email) throw notFound();
  return r;
}

const response = (r: StoredReservation, policy: CancellationPolicy, now: number): ReservationResponse => ({
  reservation: toApiReservation(r),
  pricingBreakdown: r.pricing,
  cancellation: cancellationTerms(r, policy, now),
});

/** GET /api/reservations/:code and POST /api/reservations/:code/cancel, for the renter. */
export class ManageReservationService {
  readonly #d: ManageDependencies;

  constructor(deps: ManageDependencies) {
    this.#d = deps;
  }

  /** `code` upper-case and `email` lower-case, as the domain schemas normalise them. */
  async lookup(code: string, email: string): Promise<ReservationResponse> {
    const { priceBook } = await this.#d.catalog.get();
    const found = matching(await this.#d.repositories(this.#d.db).reservations.findByCode(code), email);
    return this.#answer(found, priceBook.cancellationPolicy);
  }

  /** The reservation a renter may act on: its code and e-mail both match (404 otherwise). */
  async find(code: string, email: string): Promise<StoredReservation> {
    return matching(await this.#d.repositories(this.#d.db).reservations.findByCode(code), email);
  }

  async #answer(r: StoredReservation, policy: CancellationPolicy): Promise<ReservationResponse> {
    const answer = response(r, policy, this.#d.now());
    const now = await answerNow(this.#d.repositories(this.#d.db), this.#d.money, r, answer.reservation);
    return { ...answer, ...now };
  }

  /**
   * Cancels and frees the units, storing the fee the cancellation policy in
   * force sets for this notice (cancellation-terms.ts); e-mails the renter and
   * staff once. Cancelling a cancelled reservation answers its current state
   * again. After the pickup time the rental has begun: the renter calls the
   * location instead.
   */
  async cancel(code: string, email: string): Promise<ReservationResponse> {
    const catalog = await this.#d.catalog.get();
    const outcome = await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const r = matching(await repos.reservations.findByCode(code), email);
      if (r.status === 'cancelled' || r.status === 'expired') return { reservation: r, emailed: false };
      const now = this.#d.now();
      const location = catalog.locationById.get(r.locationId);
      if (now >= r.pickupAt) {
        const call = location ? ` Call ${location.name} at ${location.phone}.` : '';
        throw new ApiError(
          409,
          'already_started',
          `The pickup time of this reservation has passed, so it can no longer be cancelled online.${call}`,
        );
      }
      // Conditional on still being confirmed, so two cancels at once send one e-mail. A booking
      // still waiting for its payment was never confirmed: cancelling it costs nothing.
      const feeCents =
        r.status === 'pending_payment' ? 0 : cancellationFeeAt(r, catalog.priceBook.cancellationPolicy, now);
      // A one-way rental's arrival may be what its return location lent since (decision 031): the
      // reservation, then every location's rows of its classes, locked in the change's order.
      const arrivesAt = arrivalLocationOf(r);
      if (arrivesAt) {
        await repos.reservations.lockConfirmed(r.id);
        await lockEveryLocationOf(repos, catalog, r);
      }
      if (!(await repos.reservations.cancel(r.id, now, feeCents))) {
        return { reservation: matching(await repos.reservations.findByCode(code), email), emailed: false };
      }
      if (arrivesAt) {
        const turnaroundMs = this.#d.turnaroundMinutes * 60_000;
        await replaceArrivalOf(
          repos,
          trx,
          { catalog, assignments: this.#d.assignments, now, turnaroundMs },
          r,
          arrivesAt,
        );
      }
      const cancelled: StoredReservation = {
        ...r,
        status: 'cancelled',
        cancelledAt: now,
        cancellationFeeCents: feeCents,
      };
      await recordWebhookEvent(repos, bookingEvent('booking.cancelled', cancelled), now);
      if (location) {
        const effects = await this.#d.money.cancelled(trx, cancelled, location);
        const snapshot = {
          reservation: toApiReservation(cancelled),
          pricing: r.pricing,
          location,
          ...returnLocationForMail(catalog.locationById, r),
        };
        await enqueueBookingEvent(
          repos.outbox,
          { kind: 'reservation_cancellation', snapshot },
          { to: r.contact.email, staff: this.#d.staffEmail },
          effects,
          now,
        );
      }
      return { reservation: cancelled, emailed: true };
    });
    if (outcome.emailed) {
      this.#d.afterCommit();
      await this.#d.money.closeCheckouts(outcome.reservation);
    }
    return this.#answer(outcome.reservation, catalog.priceBook.cancellationPolicy);
  }
}
