import type { VehicleClass } from '@convoy/domain/content/fleet';
import type { CancellationPolicy } from '@convoy/domain/contracts/cancellation.schema';
import type { PriceChoices } from '@convoy/domain/contracts/price-book.schema';
import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { CollectionRequest, DeliveryRequest } from '@convoy/domain/contracts/trip.schema';
import { bookedPolicyOf } from '@convoy/domain/rules/cancellation';
import { type DeliveryPlan, deliveryPlanOf, noDelivery } from '@convoy/domain/rules/delivery';
import type { RentalWindow } from '@convoy/domain/rules/rental-window';
import { priceReservation } from '@convoy/domain/rules/reservation-price';
import {
  oneWayRouteOf,
  type TripChoices,
  type TripToPrice,
  tripRestriction,
} from '@convoy/domain/rules/total-price';
import { ApiError } from '../errors.ts';
import { noClassCharges, type StoredPriceBook } from '../pricing/price-book.repository.ts';
import { validationError } from '../validation-error.ts';

/** The trip as the pricing engine takes it: the window, the class with what it adds, the renter. */
export function pricedTripOf(
  book: StoredPriceBook,
  vehicle: VehicleClass,
  window: RentalWindow,
  renterAge: number,
  quantity: number,
  plan: DeliveryPlan = noDelivery,
): TripToPrice {
  const charges = book.classCharges.get(vehicle.id) ?? noClassCharges;
  const returnLocationId = window.returnLocation?.id ?? null;
  // A one-way route may carry a deposit of its own (decision 028).
  const route = returnLocationId
    ? oneWayRouteOf(book, { locationId: window.location.id, returnLocationId }, vehicle.id)
    : undefined;
  // Written out, not spread: one shape for every class of a search (availability prices them all).
  return {
    rentalType: window.rentalType,
    pickupAt: window.pickupAt,
    returnAt: window.returnAt,
    pickupDate: window.pickupDate,
    returnDate: window.returnDate,
    rentalMonths: window.rentalMonths,
    locationId: window.location.id,
    returnLocationId,
    deliveryZone: plan.delivery?.zone ?? null,
    collectionZone: plan.collection?.zone ?? null,
    renterAge,
    vehicle: {
      id: vehicle.id,
      name: vehicle.name,
      minAge: vehicle.minAge,
      dailyRateCents: vehicle.dailyRateCents,
      weeklyRateCents: vehicle.weeklyRateCents,
      monthlyRateCents: vehicle.monthlyRateCents,
      depositCents: route?.depositCents ?? charges.depositCents,
      youngRenterPerDayCents: charges.youngRenterPerDayCents,
      mileageAllowancePerDay: charges.mileageAllowancePerDay,
      excessMileCents: charges.excessMileCents,
    },
    quantity,
  };
}

/**
 * The renter's choices checked against the price book: every extra and
 * protection offered, no more of an extra than one booking may take, a promo
 * code that exists (one that does not apply to a class is reported per class).
 * A 400 names the field otherwise.
 */
export function resolveChoices(book: StoredPriceBook, request: PriceChoices): TripChoices {
  const fields: Record<string, string> = {};
  const extras = request.extras ?? [];
  for (const [i, chosen] of extras.entries()) {
    const extra = book.extras.find((e) => e.id === chosen.id && e.active);
    if (!extra) fields[`extras.${i}.id`] = `We do not offer “${chosen.id}”. Choose extras from the list.`;
    else if (chosen.quantity > extra.maxQuantity)
      fields[`extras.${i}.quantity`] = `Choose at most ${extra.maxQuantity} × ${extra.label}.`;
    if (extras.findIndex((e) => e.id === chosen.id) !== i)
      fields[`extras.${i}.id`] = 'Choose each extra once, with its quantity.';
  }
  for (const [i, id] of (request.protection ?? []).entries()) {
    if (!book.protection.some((p) => p.id === id && p.active))
      fields[`protection.${i}`] = `We do not offer “${id}”. Choose protection from the list.`;
  }
  // From the catalogue's price book: its count of uses may be a few seconds old, which
  // only what is shown depends on; a booking counts the use in the database.
  const promo = request.promoCode ? book.promoCodes.get(request.promoCode.toUpperCase()) : undefined;
  if (request.promoCode && !promo) {
    fields.promoCode = `We do not know the promo code “${request.promoCode}”. Check its spelling.`;
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return {
    extras,
    protection: request.protection ?? [],
    promo: promo?.promo ?? null,
    promoUses: promo?.uses ?? 0,
    ...(request.estimatedMiles === undefined ? {} : { estimatedMiles: request.estimatedMiles }),
    additionalDrivers: request.additionalDrivers ?? 0,
  };
}

/** A class and how many, as a booking prices them. */
export interface VehicleLine {
  vehicle: VehicleClass;
  quantity: number;
}

/**
 * The true total of booking these lines (one class each, with how many): what
 * POST /api/reservations stores and /api/reservations/price shows. A blackout or
 * a season's minimum length of any class refuses the trip (422 with its
 * reason); a promo code that does not apply stays in the answer with its reason
 * (`promo.applied` false), which a booking refuses.
 */
export function priceBooking(
  book: StoredPriceBook,
  lines: readonly VehicleLine[],
  window: RentalWindow,
  renterAge: number,
  choices: TripChoices,
  plan: DeliveryPlan = noDelivery,
): PricedReservation {
  const trips = lines.map((l) => pricedTripOf(book, l.vehicle, window, renterAge, l.quantity, plan));
  for (const trip of trips) {
    const restriction = tripRestriction(trip, book);
    if (!restriction) continue;
    const reason = lines.length > 1 ? `${trip.vehicle.name}: ${restriction.reason}` : restriction.reason;
    const field = restriction.code === 'one_way_unavailable' ? 'returnLocationId' : 'pickupDate';
    throw new ApiError(422, restriction.code, reason, { [field]: reason });
  }
  const [first] = trips;
  if (!first) throw validationError({ lines: 'Choose at least one vehicle.' });
  const { vehicle: _vehicle, quantity: _quantity, ...times } = first;
  return priceReservation(
    { ...times, lines: trips.map((t) => ({ vehicle: t.vehicle, quantity: t.quantity })) },
    book,
    choices,
  );
}

/**
 * The cancellation policy a booking (or a change) of these lines stores: its
 * one-way route's own as the price book has it now, like the route's fee;
 * null: the company's policy in force applies (decision 028).
 */
export function bookedCancellationPolicy(
  book: StoredPriceBook,
  lines: readonly VehicleLine[],
  window: RentalWindow,
): CancellationPolicy | null {
  const trip = { locationId: window.location.id, returnLocationId: window.returnLocation?.id ?? null };
  return bookedPolicyOf(
    book,
    trip,
    lines.map((l) => l.vehicle.id),
  );
}

/**
 * The delivery and collection a trip asked for, each in a zone of its
 * location (decision 030); an address outside every zone is a 422
 * `outside_delivery_area` on its ZIP code, like the other refusals of a trip.
 */
export function deliveryPlan(
  book: StoredPriceBook,
  request: {
    window: RentalWindow;
    delivery?: DeliveryRequest | undefined;
    collection?: CollectionRequest | undefined;
  },
): DeliveryPlan {
  if (!request.delivery && !request.collection) return noDelivery;
  const found = deliveryPlanOf(book.deliveryZones, {
    locationId: request.window.location.id,
    returnLocationId: request.window.returnLocation?.id ?? null,
    delivery: request.delivery,
    collection: request.collection,
  });
  if ('refusal' in found) {
    const { code, field, reason } = found.refusal;
    throw new ApiError(422, code, reason, { [field]: reason });
  }
  return found.plan;
}
