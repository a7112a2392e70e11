import { randomUUID } from 'node:crypto';
import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import {
  type ReservationPriceResponse,
  type ReservationResponse,
  reservationLinesOf,
} from '@convoy/domain/contracts/reservation.schema';
import { heldPeriod, travelMinutesOf } from '@convoy/domain/rules/delivery';
import { amountAtBooking, paymentPlan } from '@convoy/domain/rules/payment-plan';
import { SplitPaymentError, splitAmong } from '@convoy/domain/rules/split-payment';
import type { TripChoices } from '@convoy/domain/rules/total-price';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { DoNotRentService } from '../do-not-rent/do-not-rent.service.ts';
import { additionalNamedDrivers, checkDrivers, sealDrivers } from '../drivers/drivers.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import type { PreArrivalLinks } from '../drivers/pre-arrival-links.ts';
import { ApiError } from '../errors.ts';
import type { UnitAssignments } from '../fleet/assignment.service.ts';
import { type EventServiceDependencies, enqueueBookingEvent } from '../outbox/event-emails.ts';
import type { StoredPriceBook } from '../pricing/price-book.repository.ts';
import { newCode } from '../short-code.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { validationError } from '../validation-error.ts';
import { bookingEvent, recordWebhookEvent } from '../webhooks/webhook-events.ts';
import {
  bookableLines,
  bookableLinesNow,
  bookedChoices,
  claimStock,
  holdUnitsAndExtras,
  priceChanged,
} from './booking-rules.ts';
import { cancellationTerms, cancellationWords } from './cancellation-terms.ts';
import { roadTripsForMail, sealPlan } from './delivery-address.ts';
import { checkDeliveryDrivers } from './delivery-drivers.ts';
import type { StoredResponse } from './idempotency.repository.ts';
import { AlreadyAnswered, answeredBefore, recordedBody } from './idempotent-answer.ts';
import type { StoredReservation } from './reservation.ts';
import { periodOf, toApiReservation, vehicleSummary } from './reservation.ts';
import type { BookingMoney, ReservationMoney } from './reservation-money.ts';
import { bookedCancellationPolicy, deliveryPlan, priceBooking, resolveChoices } from './trip-pricing.ts';
import type { BookingRequest, PriceRequest } from './trip-requests.ts';
import { answerNow, withPaymentNow } from './with-payment.ts';

export const bookingScope = 'POST /api/reservations';

/** Only a 201 is recorded against a key, so a replay is a 201 too. */
export interface BookingResult {
  statusCode: 201;
  body: ReservationResponse;
  /** True when this is the recorded answer to an earlier request with the same key. */
  replayed: boolean;
}

export interface BookingDependencies extends EventServiceDependencies {
  catalog: Catalog;
  turnaroundMinutes: number;
  /** Seals the drivers' licence numbers before they are stored. */
  cipher: LicenceCipher;
  /** Which unit each booked vehicle gets (at booking, when so configured). */
  assignments: UnitAssignments;
  /** How it is paid, for whom, its invoice (payments/, decision 014). */
  money: ReservationMoney;
  /** Refuses a booking whose renter or drivers are on the do-not-rent list (decision 021). */
  doNotRent: Pick<DoNotRentService, 'screen'>;
  /** Records the renter's consent to texts, given with their number (decision 022). */
  sms: Pick<SmsService, 'recordOptIn'>;
  /** Each named driver's pre-arrival link (decision 024). */
  preArrivalLinks: PreArrivalLinks;
}

function replay(stored: StoredResponse, hash: string): BookingResult {
  const body = recordedBody(
    stored,
    hash,
    'This Idempotency-Key was already used for a different reservation request. Use a new key for a new request.',
  );
  return { statusCode: 201, body: body as ReservationResponse, replayed: true };
}

/**
 * POST /api/reservations. The server decides availability and price
 * itself. No double booking: inside one transaction the stock row of the class
 * at the location is locked first (UnitRepository.claim: a row lock on
 * PostgreSQL; on SQLite the transaction is BEGIN IMMEDIATE, one writer at a
 * time), then overlapping reservations are counted and the new one inserted,
 * with its Idempotency-Key record and its e-mails. Stocked extras are guarded
 * the same way, their stock rows locked after the class's in the order of their
 * ids, and a promo code's use is counted by a guarded update last (so two
 * bookings always take locks in one order). The price is the engine's true
 * total (decision 012), stored whole with the booking. Only a 201 is recorded
 * against the key: a refused attempt changed nothing and may be retried.
 */
export class BookingService {
  readonly #d: BookingDependencies;
  readonly #turnaroundMs: number;

  constructor(deps: BookingDependencies) {
    this.#d = deps;
    this.#turnaroundMs = deps.turnaroundMinutes * 60_000;
  }

  /**
   * The recorded answer when this key was used before (422 if with another
   * body: `hash` is requestHash of the body as sent), else undefined.
   */
  async replay(key: string, hash: string): Promise<BookingResult | undefined> {
    const repos = this.#d.repositories(this.#d.db);
    const prior = await repos.idempotency.find(bookingScope, key);
    return prior && withPaymentNow(repos, this.#d.money, replay(prior, hash));
  }

  /**
   * POST /api/reservations/price: the booking's true total as it would be
   * stored now (the catalogue's rates; a booking reads the class's rates again
   * in its transaction). Whether units are free is availability's answer.
   */
  async price(request: PriceRequest): Promise<ReservationPriceResponse> {
    const catalog = await this.#d.catalog.get();
    const lines = bookableLines(request, (id) => catalog.classById.get(id));
    const money = await this.#d.money.forBooking(request, request.window, 'price');
    const choices = { ...resolveChoices(catalog.priceBook, request), taxExemption: money.taxExemption };
    const plan = deliveryPlan(catalog.priceBook, request);
    const pricing = priceBooking(catalog.priceBook, lines, request.window, request.renterAge, choices, plan);
    return { pricingBreakdown: withPlan(pricing, money) };
  }

  /** Books a request that passed every rule (trip-requests.ts); `hash` binds the key to its body. */
  async create(request: BookingRequest, hash: string, key: string): Promise<BookingResult> {
    const catalog = await this.#d.catalog.get();
    bookableLines(request, (id) => catalog.classById.get(id));
    const book = catalog.priceBook;
    // An address outside every zone is refused before anything is read or held (decision 030).
    deliveryPlan(book, request);
    const money = await this.#d.money.forBooking(request, request.window);
    const choices = { ...resolveChoices(book, request), taxExemption: money.taxExemption };
    // Read before the transaction opens: a refused booking holds nothing.
    await this.#d.doNotRent.screen({ drivers: request.drivers ?? [], renter: request.contact });

    for (let attempt = 1; ; attempt++) {
      try {
        const { body, stored, view } = await this.#d.db
          .transaction()
          .execute((trx) => this.#book(trx, request, book, choices, money, key, hash));
        this.#d.afterCommit();
        // A payment page is opened only for a booking that exists: never a charge without one.
        await this.#d.money.startCheckout(stored);
        return {
          statusCode: 201,
          body: {
            ...body,
            ...(await answerNow(
              this.#d.repositories(this.#d.db),
              this.#d.money,
              stored,
              body.reservation,
              view ?? undefined,
            )),
          },
          replayed: false,
        };
      } catch (error) {
        // Answered already, or another request with this key committed first (a different class, so
        // not serialised by our lock).
        const repos = this.#d.repositories(this.#d.db);
        const stored = await answeredBefore(error, repos, bookingScope, key);
        if (stored) return withPaymentNow(repos, this.#d.money, replay(stored, hash));
        // Two codes alike in 729 million: draw another.
        if (isUniqueViolation(error, 'reservations') && attempt < 5) continue;
        throw error;
      }
    }
  }

  async #book(
    trx: Executor,
    request: BookingRequest,
    book: StoredPriceBook,
    choices: TripChoices,
    money: BookingMoney,
    key: string,
    hash: string,
  ): Promise<{
    body: ReservationResponse;
    stored: StoredReservation;
    view?: ReservationPayment | undefined;
  }> {
    const repos = this.#d.repositories(trx);
    const { window } = request;
    const { location } = window;
    const wanted = reservationLinesOf(request);
    // The locks come first, every class's stock row in the order of the locations and the
    // ids (so two bookings always take them in one order): everything below sees every
    // booking committed before it.
    const stocked = await claimStock(
      repos,
      location.id,
      [window.returnLocation?.id],
      wanted.map((l) => l.vehicleId),
    );
    const prior = await repos.idempotency.find(bookingScope, key);
    if (prior) throw new AlreadyAnswered(prior);
    // Rates and rules as they are now, not as the catalogue cache last saw them.
    const lines = await bookableLinesNow(
      repos,
      request,
      wanted.map((l) => l.vehicleId),
    );
    const drivers = request.drivers ?? [];
    if (drivers.length > 0) checkDrivers(drivers, lines, await repos.drivers.rules(), window);
    // Drivers named beyond one per vehicle are additional drivers, whatever count was chosen.
    const named = additionalNamedDrivers(
      drivers.map((d) => ({ classId: d.vehicleId })),
      lines,
    );
    const charged = { ...choices, additionalDrivers: Math.max(choices.additionalDrivers ?? 0, named) };

    const plan = deliveryPlan(book, request);
    const priced = withPlan(priceBooking(book, lines, window, request.renterAge, charged, plan), money);
    // Split among the group (decision 045): at booking the organiser pays their own share, or the deposit.
    const split = splitAtBooking(request, priced.totalCents, money);
    const pricing =
      split && money.collect === 'full' && priced.dueNowCents > 0
        ? {
            ...priced,
            dueNowCents: split.organiserCents,
            dueAtPickupCents: priced.totalCents - split.organiserCents,
          }
        : priced;
    if (pricing.promo && !pricing.promo.applied) {
      throw validationError({
        promoCode: pricing.promo.reason ?? 'That promo code does not apply to this trip.',
      });
    }
    // The price shown is the price paid (SPEC Part B §13): priced otherwise now, nothing is booked.
    if (request.shownTotalCents !== undefined && request.shownTotalCents !== pricing.totalCents)
      throw priceChanged(request.shownTotalCents, pricing.totalCents);

    // All or nothing: every class short of units is named, and nothing is booked.
    await holdUnitsAndExtras(repos, book, request, {
      lines,
      stocked,
      // A delivery's and a collection's road time hold the units too (decision 030).
      window: heldPeriod(window, travelMinutesOf(plan)),
      turnaroundMs: this.#turnaroundMs,
    });
    await checkDeliveryDrivers(repos, plan, window);
    if (choices.promo && !(await repos.priceBook.usePromoCode(choices.promo.code))) {
      const message = `The promo code ${choices.promo.code} has been used up. Book without it, or use another code.`;
      throw new ApiError(409, 'promo_code_used_up', message, { promoCode: message });
    }

    const now = this.#d.now();
    const storedLines = lines.map((l) => ({
      classId: l.vehicle.id,
      vehicleName: l.vehicle.name,
      quantity: l.quantity,
    }));
    // A card payment the company's setting takes at booking holds the vehicles until it comes.
    const waits = money.paymentMethod === 'card' && pricing.dueNowCents > 0;
    const stored: StoredReservation = {
      id: randomUUID(),
      code: newCode('CNV'),
      status: waits ? 'pending_payment' : 'confirmed',
      rentalType: window.rentalType,
      locationId: location.id,
      classId: storedLines[0]?.classId ?? '',
      vehicleName: vehicleSummary(storedLines),
      timezone: location.timezone,
      quantity: pricing.quantity,
      lines: storedLines,
      ...periodOf(window),
      ...sealPlan(plan, this.#d.cipher),
      renterAge: request.renterAge,
      rentalPurpose: request.rentalPurpose ?? null,
      locale: request.locale ?? 'en',
      contact: {
        firstName: request.contact.firstName,
        lastName: request.contact.lastName,
        email: request.contact.email,
        phone: request.contact.phone,
      },
      pricing,
      choices: bookedChoices(request, charged),
      drivers: sealDrivers(drivers, this.#d.cipher, now),
      attribution: request.attribution,
      createdAt: now,
      cancelledAt: null,
      cancellationFeeCents: null,
      cancellationFeeFloorCents: 0,
      cancellationPolicy: bookedCancellationPolicy(book, lines, window),
      floorWaived: null,
      organisationId: money.organisationId,
      poNumber: money.poNumber,
      paymentMethod: money.paymentMethod,
      collectAtBooking: waits && money.collect !== 'none' ? money.collect : null,
      payBy: waits ? now + money.pendingPaymentMinutes * 60_000 : null,
    };
    await repos.reservations.insert(stored);
    if (split) await repos.payers.insertSplit(stored.id, split.organiserCents, split.members, now);
    await recordWebhookEvent(repos, bookingEvent('booking.created', stored), now);
    if (request.contact.smsConsent) await this.#d.sms.recordOptIn(repos, request.contact.phone, 'booking');
    await this.#d.assignments.assignReservation(trx, stored.id);
    await this.#d.preArrivalLinks.send(repos, stored, stored.drivers, location, now);
    const body: ReservationResponse = {
      reservation: toApiReservation(stored),
      pricingBreakdown: stored.pricing,
      cancellation: cancellationTerms(stored, book.cancellationPolicy, now),
    };
    await repos.idempotency.insert(bookingScope, key, { requestHash: hash, statusCode: 201, body }, now);
    // Waiting for its payment, it is confirmed (and e-mailed, with its invoice) when the payment comes.
    let view: ReservationPayment | undefined;
    if (stored.status === 'confirmed') {
      const effects = await this.#d.money.confirmed(trx, stored, location, { isNew: true, split: !!split });
      view = effects.view;
      // Staff's notice carries the money, not the PDFs.
      const snapshot = {
        reservation: body.reservation,
        pricing: stored.pricing,
        location,
        ...(window.returnLocation ? { returnLocation: window.returnLocation } : {}),
        cancellation: cancellationWords(stored, book.cancellationPolicy, stored.locale),
        roadTrips: roadTripsForMail(stored),
      };
      await enqueueBookingEvent(
        repos.outbox,
        { kind: 'reservation_confirmation', snapshot },
        { to: stored.contact.email, staff: this.#d.staffEmail },
        effects,
        now,
      );
    }
    return { body, stored, view };
  }
}

/**
 * The shares of a booking whose request names payers (decision 045): only a card booking can be
 * split, its members paying online; 422 naming `payers` when the shares cannot add up.
 */
function splitAtBooking(
  request: BookingRequest,
  totalCents: number,
  money: BookingMoney,
): ReturnType<typeof splitAmong> | null {
  const payers = request.payers ?? [];
  if (payers.length === 0) return null;
  if (money.paymentMethod !== 'card' || money.collect === 'none') {
    const message =
      money.paymentMethod === 'invoice'
        ? 'A booking billed to an organization’s invoice is paid by the organization: it cannot be split.'
        : 'Card payments are not taken online, so the members could not pay their shares: book without splitting.';
    throw new ApiError(409, 'not_splittable', message, { payers: message });
  }
  const split = (() => {
    try {
      return splitAmong(totalCents, request.contact.email, payers);
    } catch (error) {
      if (!(error instanceof SplitPaymentError)) throw error;
      throw new ApiError(422, error.code, error.message, { payers: error.message });
    }
  })();
  return split.members.length > 0 ? split : null;
}

/** What is paid when (rules/payment-plan.ts), written into the breakdown the booking stores. */
function withPlan<P extends { totalCents: number; depositCents: number }>(
  pricing: P,
  money: BookingMoney,
): P {
  const plan = paymentPlan(pricing.totalCents, pricing.depositCents, money.paymentMethod, money.collect);
  return { ...pricing, dueNowCents: amountAtBooking(plan), dueAtPickupCents: plan.dueAtPickupCents };
}
