import { randomUUID } from 'node:crypto';
import type { VehicleClass } from '@convoy/domain/content/fleet';
import type { Location } from '@convoy/domain/content/locations';
import type { FieldErrors } from '@convoy/domain/contracts/error.schema';
import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { QuoteRequest, QuoteResponse } from '@convoy/domain/contracts/quote.schema';
import { maxReservationQuantity } from '@convoy/domain/contracts/reservation.schema';
import type { RentalWindow } from '@convoy/domain/rules/rental-window';
import { localToday } from '@convoy/domain/rules/time';
import type { TaxExemption } from '@convoy/domain/rules/total-price';
import { zonedInstant } from '@convoy/domain/rules/zoned-time';
import type { Catalog } from '../catalog/catalog.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError } from '../errors.ts';
import { type EventServiceDependencies, enqueueWithStaffNotice } from '../outbox/event-emails.ts';
import type { QuoteSnapshot } from '../outbox/outbox-message.ts';
import type { StoredPriceBook } from '../pricing/price-book.repository.ts';
import type { ReservationMoney } from '../reservations/reservation-money.ts';
import { priceBooking, resolveChoices } from '../reservations/trip-pricing.ts';
import { newCode } from '../short-code.ts';
import { validationError } from '../validation-error.ts';

export interface QuoteDependencies extends EventServiceDependencies {
  catalog: Catalog;
  /** The payments port (reservations/reservation-money.ts): who a quote is for, and its exemption. */
  money: Pick<ReservationMoney, 'forQuote'>;
}

/**
 * POST /api/quotes: stores the request with its attribution and, in the same
 * transaction, the acknowledgement to the visitor and the notice to staff. A
 * quote is a question, not a booking: only the location, the vehicle and a
 * pickup not already past are checked; staff sort out hours and licences.
 */
export class QuoteService {
  readonly #d: QuoteDependencies;

  constructor(deps: QuoteDependencies) {
    this.#d = deps;
  }

  async create(request: QuoteRequest): Promise<QuoteResponse> {
    const catalog = await this.#d.catalog.get();
    const fields: FieldErrors = {};
    const location = catalog.locationById.get(request.pickupLocationId);
    if (!location)
      fields.pickupLocationId = `We have no pickup location “${request.pickupLocationId}”. Choose one from the list.`;
    const vehicle = request.vehicleId === undefined ? undefined : catalog.classById.get(request.vehicleId);
    if (request.vehicleId !== undefined && !vehicle) fields.vehicleId = 'Choose a vehicle from the list.';
    const now = this.#d.now();
    if (location && request.pickupDate < localToday(location.timezone, now)) {
      fields.pickupDate = `That date has passed at ${location.name}. Choose today or later.`;
    }
    if (!location || Object.keys(fields).length > 0) throw validationError(fields);
    const account = request.organisationAccount
      ? await this.#d.money.forQuote(request.organisationAccount, location, request.pickupDate)
      : null;
    const estimate = vehicle
      ? estimateFor(catalog.priceBook, vehicle, location, request, account?.taxExemption ?? null)
      : null;

    for (let attempt = 1; ; attempt++) {
      const quoteId = randomUUID();
      const quoteCode = newCode('Q');
      const snapshot: QuoteSnapshot = {
        quoteId,
        quoteCode,
        organisation: request.organisation || account?.name || null,
        ...(account ? { organisationCode: account.code } : {}),
        contact: request.contact,
        passengers: request.passengers,
        location,
        pickupDate: request.pickupDate,
        pickupTime: request.pickupTime,
        returnDate: request.returnDate,
        returnTime: request.returnTime,
        vehicleType: request.vehicleType,
        vehicleName: vehicle?.name ?? null,
        rentalPurpose: request.rentalPurpose ?? null,
        notes: request.notes || null,
        estimate,
      };
      try {
        await this.#d.db.transaction().execute(async (trx) => {
          const repos = this.#d.repositories(trx);
          await repos.quotes.insert({
            id: quoteId,
            code: quoteCode,
            organisation: snapshot.organisation,
            organisationId: account?.id ?? null,
            contact: request.contact,
            passengers: request.passengers,
            locationId: location.id,
            pickupDate: request.pickupDate,
            pickupTime: request.pickupTime,
            returnDate: request.returnDate,
            returnTime: request.returnTime,
            vehicleType: request.vehicleType,
            classId: vehicle?.id ?? null,
            rentalPurpose: snapshot.rentalPurpose,
            notes: snapshot.notes,
            estimate,
            attribution: request.attribution,
            createdAt: now,
          });
          await enqueueWithStaffNotice(
            repos.outbox,
            quoteCode,
            { to: request.contact.email, staff: this.#d.staffEmail },
            {
              payload: { kind: 'quote_acknowledgement', quote: snapshot },
              event: { type: 'quote_requested', quote: snapshot },
            },
            now,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error, 'quote_requests') && attempt < 5) continue;
        throw error;
      }
      this.#d.afterCommit();
      return { quoteId, quoteCode, estimate };
    }
  }
}

/**
 * The true total for enough vehicles of the named class to seat the group
 * (at most a booking's 10), priced as a booking of the quote's dates would be
 * with the choices sent. A quote is a question: a date it cannot price (a
 * blackout, a return before pickup in the clocks' gap) gives no estimate
 * rather than an error, and the renter's age is assumed 25+ (staff check
 * licences). Unknown extras or codes are reported by field like a booking's.
 */
function estimateFor(
  book: StoredPriceBook,
  vehicle: VehicleClass,
  location: Location,
  request: QuoteRequest,
  taxExemption: TaxExemption | null,
): PricedTrip | null {
  const choices = { ...resolveChoices(book, request), taxExemption };
  const quantity = Math.min(
    maxReservationQuantity,
    Math.max(1, Math.ceil(request.passengers / vehicle.passengers)),
  );
  const pickupAt = zonedInstant(request.pickupDate, request.pickupTime, location.timezone);
  const returnAt = zonedInstant(request.returnDate, request.returnTime, location.timezone);
  if (!(returnAt > pickupAt)) return null;
  const window: RentalWindow = {
    location,
    rentalType: 'daily',
    rentalMonths: null,
    pickupDate: request.pickupDate,
    pickupTime: request.pickupTime,
    returnDate: request.returnDate,
    returnTime: request.returnTime,
    pickupAt,
    returnAt,
  };
  try {
    // One class: the estimate is that class's priced trip, without the per-class groups of a reservation.
    const { vehicles: _groups, ...estimate } = priceBooking(
      book,
      [{ vehicle, quantity }],
      window,
      30,
      choices,
    );
    return estimate;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
