import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type {
  ChangeSummary,
  ReservationChange,
  ReservationChangePreview,
  ReservationChangeResponse,
} from '@convoy/domain/contracts/reservation-change.schema';
import { heldPeriod, travelMinutesOf } from '@convoy/domain/rules/delivery';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import { priceLineChanges } from '@convoy/domain/rules/price-changes';
import type { Catalog } from '../catalog/catalog.ts';
import type { DoNotRentService } from '../do-not-rent/do-not-rent.service.ts';
import { additionalNamedDrivers, checkDrivers, sealDrivers, toApiDriver } from '../drivers/drivers.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import type { PreArrivalLinks } from '../drivers/pre-arrival-links.ts';
import { ApiError } from '../errors.ts';
import type { UnitAssignments } from '../fleet/assignment.service.ts';
import { claimEveryLocation } from '../fleet/relocation-ledger.ts';
import { replaceLostArrivals } from '../fleet/replace-arrival.ts';
import { formatLocalDateTime } from '../mail/format.ts';
import { type EventServiceDependencies, enqueueBookingEvent } from '../outbox/event-emails.ts';
import type { StoredPriceBook } from '../pricing/price-book.repository.ts';
import { bookingEvent, recordWebhookEvent } from '../webhooks/webhook-events.ts';
import {
  bookableLines,
  bookableLinesNow,
  bookedChoices,
  claimStock,
  holdUnitsAndExtras,
  keepPromisedArrivals,
  priceChanged,
} from './booking-rules.ts';
import { cancellationTerms, cancellationWords, floorAfterChangeOf } from './cancellation-terms.ts';
import { keptDeliveryPlan, roadTripsForMail, sealPlan } from './delivery-address.ts';
import { checkDeliveryDrivers } from './delivery-drivers.ts';
import type { StoredResponse } from './idempotency.repository.ts';
import { AlreadyAnswered, answeredBefore, recordedBody } from './idempotent-answer.ts';
import { periodOf, type StoredReservation, toApiReservation, vehicleSummary } from './reservation.ts';
import type { ReservationMoney } from './reservation-money.ts';
import { bookedCancellationPolicy, priceBooking, resolveChoices } from './trip-pricing.ts';
import type { TripRequests } from './trip-requests.ts';
import { withPaymentNow } from './with-payment.ts';

export interface ChangeDependencies extends EventServiceDependencies {
  catalog: Catalog;
  tripRequests: TripRequests;
  turnaroundMinutes: number;
  cipher: LicenceCipher;
  /** Which unit each booked vehicle gets (at booking, when so configured). */
  assignments: UnitAssignments;
  /** The organisation's tax exemption for the new dates, the invoice of the changed booking. */
  money: ReservationMoney;
  /** Refuses drivers added who are on the do-not-rent list, unless a manager let this booking through. */
  doNotRent: Pick<DoNotRentService, 'screen'>;
  /** Each driver named by the change gets their pre-arrival link (decision 024). */
  preArrivalLinks: PreArrivalLinks;
}

export interface ChangeResult {
  body: ReservationChangeResponse;
  replayed: boolean;
}

/** The Idempotency-Key scope of one reservation's changes. */
export const changeScope = (code: string) => `POST /api/reservations/${code}/changes`;

/** Thrown inside the transaction to roll a preview back, carrying what it found. */
class Previewed {
  constructor(readonly preview: ReservationChangePreview) {}
}

const notFound = () =>
  new ApiError(
    404,
    'not_found',
    'No reservation matches that code and e-mail address. Check both and try again.',
  );

/** Thrown inside the transaction when the reservation changed since it was first read: run again. */
class ChangedMeanwhile extends Error {
  override readonly name = 'ChangedMeanwhile';
}

/** What a change is worked out from (its period, places, vehicles, choices, drivers and price), as one text. */
const stateOf = (r: StoredReservation) =>
  JSON.stringify([
    r.pickupAt,
    r.returnAt,
    r.locationId,
    r.returnLocationId,
    r.lines,
    r.choices,
    r.drivers.map((d) => d.id),
    r.pricing.totalCents,
  ]);

/** A reservation that is not confirmed (waiting for its payment, cancelled, returned) is not changed. */
const notChangeable = (r: Pick<StoredReservation, 'status'>) =>
  new ApiError(
    409,
    'not_confirmed',
    r.status === 'pending_payment'
      ? 'This reservation is waiting for its payment: pay first, then change it.'
      : `This reservation is ${r.status}, so it can no longer be changed.`,
  );

/** The refusal of a change once the pickup time has passed, naming whom to call; undefined before it. */
function startedRefusal(
  r: Pick<StoredReservation, 'pickupAt' | 'locationId'>,
  now: number,
  catalog: { locationById: ReadonlyMap<string, { name: string; phone: string }> },
): ApiError | undefined {
  if (now < r.pickupAt) return undefined;
  const location = catalog.locationById.get(r.locationId);
  return new ApiError(
    409,
    'already_started',
    `The pickup time of this reservation has passed, so it can no longer be changed online.${location ? ` Call ${location.name} at ${location.phone}.` : ''}`,
  );
}

/**
 * Changing a booked reservation (decision 013): dates and times, vehicles,
 * extras, protection, drivers. The changed trip is validated as a new booking
 * would be (the location's hours, the horizon, a pickup still ahead), re-priced
 * with today's rules (a promo code booked keeps applying while its rules allow),
 * and applied in one transaction all or nothing: the reservation's row lock
 * first (two changes of one reservation run one after the other), then the
 * stock rows of every class it had or asks for in the order of their ids, as a
 * booking takes them; its own holdings are taken out of the counts and the new
 * ones checked and written. A preview runs the same transaction and rolls it
 * back. Applying needs an Idempotency-Key; the renter and staff are e-mailed
 * what changed.
 */
export class ReservationChangeService {
  readonly #d: ChangeDependencies;
  readonly #turnaroundMs: number;

  constructor(deps: ChangeDependencies) {
    this.#d = deps;
    this.#turnaroundMs = deps.turnaroundMinutes * 60_000;
  }

  /** The recorded answer when this key was used before for this reservation, else undefined. */
  async replay(code: string, key: string, hash: string): Promise<ChangeResult | undefined> {
    const repos = this.#d.repositories(this.#d.db);
    const prior = await repos.idempotency.find(changeScope(code), key);
    return prior && withPaymentNow(repos, this.#d.money, replay(prior, hash));
  }

  /** `email` undefined: staff, who need no address. */
  async preview(
    code: string,
    email: string | undefined,
    change: ReservationChange,
  ): Promise<ReservationChangePreview> {
    try {
      await this.#run(code, email, change, undefined);
    } catch (error) {
      if (error instanceof Previewed) return error.preview;
      throw error;
    }
    throw new Error('a preview must roll back');
  }

  async apply(
    code: string,
    email: string | undefined,
    change: ReservationChange,
    idempotency: { key: string; hash: string },
  ): Promise<ChangeResult> {
    try {
      const body = await this.#run(code, email, change, idempotency);
      return withPaymentNow(this.#d.repositories(this.#d.db), this.#d.money, { body, replayed: false });
    } catch (error) {
      const repos = this.#d.repositories(this.#d.db);
      const stored = await answeredBefore(error, repos, changeScope(code), idempotency.key);
      if (stored) return withPaymentNow(repos, this.#d.money, replay(stored, idempotency.hash));
      throw error;
    }
  }

  /**
   * The change applied to the reservation as it is when its row is locked: one committed between the
   * first read and the lock (another change at the same moment) sends it round again from the new state,
   * so the later change is made on top of the earlier, never over it (priced, and checked against the
   * total shown, on top of it too).
   */
  async #run(
    code: string,
    email: string | undefined,
    change: ReservationChange,
    idempotency: { key: string; hash: string } | undefined,
  ): Promise<ReservationChangeResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#runOnce(code, email, change, idempotency);
      } catch (error) {
        if (!(error instanceof ChangedMeanwhile) || attempt >= 5) throw error;
      }
    }
  }

  async #runOnce(
    code: string,
    email: string | undefined,
    change: ReservationChange,
    idempotency: { key: string; hash: string } | undefined,
  ): Promise<ReservationChangeResponse> {
    const before = await this.#d.repositories(this.#d.db).reservations.findByCode(code);
    if (!before || (email !== undefined && before.contact.email !== email)) throw notFound();
    const catalog = await this.#d.catalog.get();
    // Said first: the changed trip's own checks would answer a trip under way with "that date has
    // passed" against a pickup date the renter did not touch. The transaction checks both again.
    if (before.status !== 'confirmed') throw notChangeable(before);
    const started = startedRefusal(before, this.#d.now(), catalog);
    if (started) throw started;
    const book = catalog.priceBook;
    const request = await this.#d.tripRequests.price(changedTrip(before, change, book));
    const choices = {
      ...resolveChoices(book, request),
      taxExemption: await this.#d.money.exemptionFor(before, request.window),
    };
    // This reservation's own use of its promo code is counted already.
    if (choices.promo) choices.promoUses = Math.max(0, (choices.promoUses ?? 0) - 1);
    const wanted = bookableLines(request, (id) => catalog.classById.get(id));
    if (change.addDrivers?.length) {
      await this.#d.doNotRent.screen(
        { drivers: change.addDrivers, renter: before.contact },
        { reservationId: before.id },
      );
    }

    const outcome = await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      if (!(await repos.reservations.lockConfirmed(before.id))) throw notChangeable(before);
      const r = (await repos.reservations.findByCode(code)) as StoredReservation;
      if (stateOf(r) !== stateOf(before)) throw new ChangedMeanwhile();
      const now = this.#d.now();
      const started = startedRefusal(r, now, catalog);
      if (started) throw started;
      const classIds = [
        ...new Set([...r.lines.map((l) => l.classId), ...wanted.map((l) => l.vehicle.id)]),
      ].sort();
      // A one-way rental's lost arrival may be replaced from any location (decision 031): every
      // location's rows of these classes first, in the global order, then claimStock's again.
      const returnIds = [r.returnLocationId, request.window.returnLocation?.id];
      if (r.returnLocationId && r.returnLocationId !== r.locationId) {
        await claimEveryLocation(
          repos,
          catalog.locations.map((l) => l.id),
          classIds,
          [r.locationId, ...returnIds],
        );
      }
      const stocked = await claimStock(repos, r.locationId, returnIds, classIds);
      if (idempotency) {
        const prior = await repos.idempotency.find(changeScope(code), idempotency.key);
        if (prior) throw new AlreadyAnswered(prior);
      }
      const lines = await bookableLinesNow(
        repos,
        request,
        wanted.map((l) => l.vehicle.id),
      );

      // Drivers of a class no longer booked go with it; the others must still qualify for the new dates.
      const kept = r.drivers.filter((d) => lines.some((l) => l.vehicle.id === d.classId));
      const added = change.addDrivers ?? [];
      const { window } = request;
      if (kept.length + added.length > 0) {
        const rules = await repos.drivers.rules();
        // A kept driver's vehicle number is not asked again: one past a smaller quantity counts as any vehicle.
        checkDrivers(
          kept.map((d) => ({ ...d, vehicleId: d.classId, vehicleNumber: null })),
          lines,
          rules,
          window,
        );
        checkDrivers(added, lines, rules, window, kept.length);
      }
      const named = additionalNamedDrivers([...kept, ...added.map((d) => ({ classId: d.vehicleId }))], lines);
      const charged = { ...choices, additionalDrivers: Math.max(choices.additionalDrivers ?? 0, named) };
      const plan = keptDeliveryPlan(book, r, window, this.#d.cipher);
      const pricing = asPaidBefore(priceBooking(book, lines, window, request.renterAge, charged, plan), r);
      const held = heldPeriod(window, travelMinutesOf(plan));

      await repos.reservations.releaseHoldings(r.id);
      // A change always names its vehicles as lines (`lines.N.quantity`), whatever the request looked like.
      await holdUnitsAndExtras(
        repos,
        book,
        { lines: true, extras: request.extras },
        // A delivery's and a collection's road time hold the units too (decision 030).
        {
          lines,
          stocked,
          window: held,
          turnaroundMs: this.#turnaroundMs,
        },
      );
      await checkDeliveryDrivers(repos, plan, window, r.id);
      // An arrival taken away from where it was due: what that location lent since stays covered.
      const dueAt = r.returnLocationId ? catalog.locationById.get(r.returnLocationId) : undefined;
      if (dueAt && dueAt.id !== r.locationId) {
        const classIds = r.lines.map((l) => l.classId);
        const stillArriving =
          window.returnLocation?.id === dueAt.id
            ? lines.map((l) => ({
                classId: l.vehicle.id,
                fromLocationId: r.locationId,
                toLocationId: dueAt.id,
                returnAt: held.returnAt,
                quantity: l.quantity,
              }))
            : [];
        // What the location relied on is brought by a relocation where one can be (decision 031); else 409.
        await replaceLostArrivals(
          repos,
          trx,
          { catalog, assignments: this.#d.assignments, now, turnaroundMs: this.#turnaroundMs },
          r,
          r.lines.map((l) => ({
            classId: l.classId,
            fromLocationId: r.locationId,
            toLocationId: dueAt.id,
            returnAt: r.returnAt,
            quantity: l.quantity,
          })),
          {
            held: lines.map((l) => ({
              locationId: window.location.id,
              classId: l.vehicle.id,
              pickupAt: window.pickupAt,
              returnAt: window.returnAt,
              quantity: l.quantity,
            })),
            moves: window.returnLocation
              ? lines.map((l) => ({
                  classId: l.vehicle.id,
                  fromLocationId: window.location.id,
                  toLocationId: window.returnLocation!.id,
                  returnAt: window.returnAt,
                  quantity: l.quantity,
                }))
              : [],
          },
        );
        await keepPromisedArrivals(repos, dueAt, classIds, now, this.#turnaroundMs, stillArriving);
      }

      const storedLines = lines.map((l) => ({
        classId: l.vehicle.id,
        vehicleName: l.vehicle.name,
        quantity: l.quantity,
      }));
      const newDrivers = sealDrivers(added, this.#d.cipher, now);
      const after: StoredReservation = {
        ...r,
        classId: storedLines[0]?.classId ?? r.classId,
        vehicleName: vehicleSummary(storedLines),
        quantity: pricing.quantity,
        lines: storedLines,
        ...periodOf(window),
        ...sealPlan(plan, this.#d.cipher),
        pricing,
        choices: {
          ...bookedChoices(
            {
              protection: request.protection,
              ownCoverStatement: change.ownCoverStatement ?? r.choices.ownCoverStatement ?? undefined,
            },
            charged,
          ),
          // The code as booked, even where it no longer applies (its use was counted at booking).
          promoCode: r.choices.promoCode,
        },
        drivers: [...kept, ...newDrivers],
        // A change never lowers what cancelling costs (SPEC Part B §14).
        cancellationFeeFloorCents: floorAfterChangeOf(r, book.cancellationPolicy, now),
        // Re-priced like the route's fee: the route's own terms as they are now (decision 028).
        cancellationPolicy: bookedCancellationPolicy(book, lines, window),
      };
      const summary: ChangeSummary = {
        changes: describeChanges(r, after, book, (id) => catalog.locationById.get(id)?.name ?? id),
        previousTotalCents: r.pricing.totalCents,
        totalCents: pricing.totalCents,
        differenceCents: pricing.totalCents - r.pricing.totalCents,
        cancellationFeeFloorCents: after.cancellationFeeFloorCents,
        priceChanges: priceLineChanges(r.pricing, pricing),
      };
      if (!idempotency) throw new Previewed({ pricingBreakdown: pricing, change: summary });
      // Applied at the total its review showed, or not at all (SPEC Part B §13).
      if (change.shownTotalCents !== undefined && change.shownTotalCents !== pricing.totalCents)
        throw priceChanged(change.shownTotalCents, pricing.totalCents);

      await repos.reservations.updateChanged(after, r);
      await recordWebhookEvent(repos, bookingEvent('booking.changed', after), now);
      await this.#d.assignments.followChange(trx, after.id);
      await repos.drivers.removeForClasses(
        r.id,
        r.lines.map((l) => l.classId).filter((id) => !lines.some((l) => l.vehicle.id === id)),
      );
      await repos.drivers.insert(r.id, newDrivers);
      await this.#d.preArrivalLinks.send(repos, after, newDrivers, window.location, now);
      const body: ReservationChangeResponse = {
        reservation: toApiReservation(after),
        pricingBreakdown: pricing,
        cancellation: cancellationTerms(after, book.cancellationPolicy, now),
        change: summary,
      };
      await repos.idempotency.insert(
        changeScope(code),
        idempotency.key,
        { requestHash: idempotency.hash, statusCode: 200, body },
        now,
      );
      if (summary.changes.length > 0) {
        const effects = await this.#d.money.changed(trx, after, window.location);
        const snapshot = {
          reservation: body.reservation,
          pricing,
          location: window.location,
          ...(window.returnLocation ? { returnLocation: window.returnLocation } : {}),
          change: summary,
          cancellation: cancellationWords(after, book.cancellationPolicy, after.locale),
          roadTrips: roadTripsForMail(after),
        };
        await enqueueBookingEvent(
          repos.outbox,
          { kind: 'reservation_change', snapshot },
          { to: r.contact.email, staff: this.#d.staffEmail },
          effects,
          now,
        );
      }
      return body;
    });
    this.#d.afterCommit();
    return outcome;
  }
}

/**
 * A changed booking's breakdown says what is still to pay at pickup, as its
 * booking did: nothing for an invoice, the new total less what a full payment
 * at booking took; nothing more is taken online by the change itself.
 */
function asPaidBefore(pricing: PricedReservation, before: StoredReservation): PricedReservation {
  const paidAtBooking = Math.max(0, before.pricing.totalCents - before.pricing.dueAtPickupCents);
  const invoiced = before.paymentMethod === 'invoice';
  return {
    ...pricing,
    dueNowCents: 0,
    dueAtPickupCents: invoiced
      ? 0
      : Math.max(0, pricing.totalCents - (before.paymentMethod === 'card' ? paidAtBooking : 0)),
  };
}

function replay(stored: StoredResponse, hash: string): ChangeResult {
  const body = recordedBody(
    stored,
    hash,
    'This Idempotency-Key was already used for a different change. Use a new key for a new change.',
  );
  return { body: body as ReservationChangeResponse, replayed: true };
}

/**
 * The changed trip as a price request: what was booked, with what the change
 * gives in its place, validated by the booking's own rules (trip-requests.ts).
 */
function changedTrip(
  r: StoredReservation,
  change: ReservationChange,
  book: StoredPriceBook,
): Record<string, unknown> {
  const promo = r.choices.promoCode;
  const miles = change.estimatedMiles ?? r.choices.estimatedMiles;
  // A change may bring it back elsewhere (decision 028): re-priced and re-checked like any change.
  const returnTo = change.returnLocationId ?? r.returnLocationId;
  // Taken, or declined with the renter's own cover; neither: not chosen yet, as booked.
  const protection =
    change.protection ??
    (r.choices.protectionDeclined || r.choices.protection.length > 0 ? r.choices.protection : undefined);
  return {
    rentalType: r.rentalType,
    pickupLocationId: r.locationId,
    ...(returnTo ? { returnLocationId: returnTo } : {}),
    pickupDate: change.pickupDate ?? r.pickupDate,
    pickupTime: change.pickupTime ?? r.pickupTime,
    ...(r.rentalType === 'monthly'
      ? { rentalMonths: change.rentalMonths ?? r.rentalMonths ?? 1 }
      : { returnDate: change.returnDate ?? r.returnDate, returnTime: change.returnTime ?? r.returnTime }),
    renterAge: r.renterAge,
    ...(r.rentalPurpose ? { rentalPurpose: r.rentalPurpose } : {}),
    lines: change.lines ?? r.lines.map((l) => ({ vehicleId: l.classId, quantity: l.quantity })),
    extras: change.extras ?? r.choices.extras,
    ...(protection ? { protection } : {}),
    ...(promo && book.promoCodes.has(promo.toUpperCase()) ? { promoCode: promo } : {}),
    ...(miles === null ? {} : { estimatedMiles: miles }),
    additionalDrivers: change.additionalDrivers ?? r.choices.additionalDrivers,
  };
}

/** Each difference in plain words, in the order a renter reads a booking. */
function describeChanges(
  before: StoredReservation,
  after: StoredReservation,
  book: StoredPriceBook,
  placeName: (locationId: string) => string,
): string[] {
  const out: string[] = [];
  const when = (ms: number) => formatLocalDateTime(ms, before.timezone);
  if (before.pickupAt !== after.pickupAt)
    out.push(`Pickup: ${when(before.pickupAt)} → ${when(after.pickupAt)}`);
  // A one-way rental's return is wall-clock at its return location (SPEC Part B §4).
  const back = (r: StoredReservation) => ({
    at: formatLocalDateTime(r.returnAt, r.returnTimezone ?? r.timezone),
    place: r.returnLocationId ?? r.locationId,
  });
  const [wasBack, nowBack] = [back(before), back(after)];
  if (wasBack.at !== nowBack.at) out.push(`Return: ${wasBack.at} → ${nowBack.at}`);
  if (wasBack.place !== nowBack.place)
    out.push(`Return location: ${placeName(wasBack.place)} → ${placeName(nowBack.place)}`);
  const classIds = [...new Set([...before.lines, ...after.lines].map((l) => l.classId))];
  for (const id of classIds) {
    const was = before.lines.find((l) => l.classId === id);
    const now = after.lines.find((l) => l.classId === id);
    const name = (now ?? was)?.vehicleName ?? id;
    if (!was && now) out.push(`Added ${now.quantity} × ${name}`);
    else if (was && !now) out.push(`Removed ${was.quantity} × ${name}`);
    else if (was && now && was.quantity !== now.quantity)
      out.push(`${name}: ${was.quantity} → ${now.quantity}`);
  }
  const extraName = (id: string) => book.extras.find((e) => e.id === id)?.label ?? id;
  const extraIds = [...new Set([...before.choices.extras, ...after.choices.extras].map((e) => e.id))];
  for (const id of extraIds) {
    const was = before.choices.extras.find((e) => e.id === id)?.quantity ?? 0;
    const now = after.choices.extras.find((e) => e.id === id)?.quantity ?? 0;
    if (was !== now) out.push(`${extraName(id)}: ${was} → ${now}`);
  }
  const cover = (c: StoredReservation['choices']) =>
    c.protection.length > 0
      ? c.protection.map((id) => book.protection.find((p) => p.id === id)?.label ?? id).join(', ')
      : c.protectionDeclined
        ? 'declined (own cover)'
        : 'not chosen';
  if (cover(before.choices) !== cover(after.choices))
    out.push(`Protection: ${cover(before.choices)} → ${cover(after.choices)}`);
  if (before.choices.additionalDrivers !== after.choices.additionalDrivers) {
    out.push(`Additional drivers: ${before.choices.additionalDrivers} → ${after.choices.additionalDrivers}`);
  }
  for (const d of after.drivers.filter((d) => !before.drivers.some((b) => b.id === d.id))) {
    const line = after.lines.find((l) => l.classId === d.classId);
    out.push(`Driver added: ${d.name} (${drivenVehicleName(toApiDriver(d, line))})`);
  }
  for (const d of before.drivers.filter((d) => !after.drivers.some((a) => a.id === d.id))) {
    out.push(`Driver removed with their vehicle: ${d.name}`);
  }
  const promo = (p: PricedReservation) => (p.promo?.applied ? p.promo.code : null);
  if (promo(before.pricing) && !promo(after.pricing)) {
    out.push(
      `Promo code ${before.pricing.promo?.code} no longer applies: ${after.pricing.promo?.reason ?? 'its rules exclude the changed trip'}`,
    );
  }
  return out;
}
